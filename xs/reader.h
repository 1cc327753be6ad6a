/*
 * reader.h - the glue of Game::Brandubh::Notation::Reader's scanner: the
 * bytes a reader was given, the C core's stream scanner (stream.h) over
 * them, and each record it tells as the hash the reader gives.
 *
 * The scanner is an object of its own class (a reference to a scalar that
 * holds its address), made, fed and asked by Reader.pm; it is not copied
 * into a new thread (CLONE_SKIP), where Reader.pm makes a reader anew.
 */
#ifndef BX_READER_H
#define BX_READER_H

#include "functions.h"
#include "stream.h"

typedef struct {
    struct bn_stream st;
    int games;              /* a game made of each accepted record */
    int accepted;           /* accepted records given, not only counted */
    SV *buf;                /* the bytes given and not yet read, from `from` on */
    STRLEN from;
    SV *text;               /* with games: the record's bytes read so far */
    int eof, done;          /* the source has given its last byte; and its last record */
    int last_refused;       /* the record last told was refused */
    UV records, took, refused;      /* records read, accepted, refused */
    UV codes[BN_ENCODING + 2];  /* refused records by their code (the last: line-ends) */
} bx_scanner_t;

#define BX_SCANNER_CLASS "Game::Brandubh::Notation::XS::Scanner"

/* The scanner of an object made by bx_scanner_new; a croak for any other. */
static bx_scanner_t *
bx_scanner_of(pTHX_ SV *self)
{
    SV *obj = SvROK(self) ? SvRV(self) : NULL;
    /* the class itself, at once; a class of its own, through @ISA */
    if (!obj || !SvOBJECT(obj) || !SvIOK(obj) || !SvIVX(obj)
        || (strNE(HvNAME_get(SvSTASH(obj)), BX_SCANNER_CLASS) && !sv_derived_from(self, BX_SCANNER_CLASS)))
        croak("not a " BX_SCANNER_CLASS);
    return INT2PTR(bx_scanner_t *, SvIVX(obj));
}

static SV *
bx_scanner_new(pTHX_ int one, UV hold, int games, int accepted)
{
    bx_scanner_t *sc;
    SV *obj, *ref;
    Newxz(sc, 1, bx_scanner_t);
    bn_stream_init(&sc->st, one, hold > (UV)((size_t)-1 / 2) ? (size_t)-1 / 2 : (size_t)hold);
    sc->games = games;
    sc->accepted = accepted;
    sc->buf = newSVpvs("");
    sc->text = newSVpvs("");
    obj = newSViv(PTR2IV(sc));
    ref = sv_bless(newRV_noinc(obj), gv_stashpv(BX_SCANNER_CLASS, GV_ADD));
    SvREADONLY_on(obj);
    return ref;
}

static void
bx_scanner_free(pTHX_ SV *self)
{
    bx_scanner_t *sc;
    if (!SvROK(self) || !SvIOK(SvRV(self)) || !SvIVX(SvRV(self)))
        return;
    sc = INT2PTR(bx_scanner_t *, SvIVX(SvRV(self)));
    SvREADONLY_off(SvRV(self));
    sv_setiv(SvRV(self), 0);
    SvREFCNT_dec(sc->buf);
    SvREFCNT_dec(sc->text);
    Safefree(sc);
}

/* Bytes given: after those not yet read. A string of characters is given
 * as its UTF-8 bytes. */
static void
bx_scanner_feed(pTHX_ bx_scanner_t *sc, SV *bytes)
{
    STRLEN len, left = SvCUR(sc->buf) - sc->from;
    const char *s = SvPV_const(bytes, len);
    if (sc->from) {
        Move(SvPVX(sc->buf) + sc->from, SvPVX(sc->buf), left, char);
        SvCUR_set(sc->buf, left);
        sc->from = 0;
    }
    sv_catpvn_nomg(sc->buf, s, len);
}

/* A count as a number: an integer where it fits in a UV. */
static SV *
bx_count_sv(pTHX_ bn_count n)
{
    return n <= (bn_count)UV_MAX ? newSVuv((UV)n) : newSVnv((NV)n);
}

/* What the message of a fault is made of, for Reader.pm to word (Messages.pm):
 * [stream fault or "", which line, quoted text, stored move or undef, four
 * characters, the position's code, rank, width, rows]. */
static SV *
bx_why_of(pTHX_ const struct bn_stream_fault *f)
{
    static const char *const stream[] = { "", "empty", "blank", "line-ends" };
    AV *av = newAV();
    SV *quote = newSVpvn(f->quote.s, f->quote.len);
    char stored[4];
    av_extend(av, 8);
    av_push(av, newSVpv(stream[f->stream], 0));
    av_push(av, newSVpv(bn_line_name(f->which), 0));
    if (!is_utf8_string((const U8 *)f->quote.s, f->quote.len))
        croak("Game::Brandubh::Notation::Reader: a quote is not UTF-8");   /* never: a record is */
    SvUTF8_on(quote);
    av_push(av, quote);
    if (f->stored >= 0) {
        bn_move_text(f->stored, stored);
        av_push(av, newSVpvn(stored, 4));
    }
    else
        av_push(av, newSV(0));
    av_push(av, newSViv(f->four));
    av_push(av, newSVpv(bn_code_name(f->position), 0));
    av_push(av, newSViv(f->rank));
    av_push(av, bx_count_sv(aTHX_ f->width));
    av_push(av, newSViv(f->rows));
    return newRV_noinc((SV *)av);
}

/* The game of an accepted record, from its text (the scanner holds it,
 * with games), as a new mortal reference. */
static SV *
bx_record_game(pTHX_ bx_scanner_t *sc, const struct bn_record *r)
{
    dMY_CXT;
    STRLEN skip = r->number == 1 && sc->st.bom ? 3 : 0;
    bx_text_t t;
    struct bn_game g;
    t.s = SvPVX(sc->text) + skip;
    t.len = SvCUR(sc->text) - skip;
    t.utf8 = r->utf8;
    /* its parts, as the scanner found them; scanned again when a line of
     * it was read a character at a time */
    if (r->parts)
        g = r->game;
    else if (!bn_game_scan(t.s, t.len, t.utf8, &g, NULL))
        croak("Game::Brandubh::Notation::Reader: a record accepted is not a game");   /* never */
    return bx_game_hash(aTHX_ &MY_CXT, &t, &g);
}

/* The hash of a record told: its place, and its game or its fault. */
static SV *
bx_record_hash(pTHX_ bx_scanner_t *sc, const struct bn_record *r)
{
    dMY_CXT;
    HV *hv = newHV();
    SV *ref = sv_2mortal(newRV_noinc((SV *)hv)), *game;
    BX_STORE(hv, number, bx_count_sv(aTHX_ r->number));
    BX_STORE(hv, line, bx_count_sv(aTHX_ r->line));
    BX_STORE(hv, offset, bx_count_sv(aTHX_ r->offset));
    if (r->ok && !sc->games) {
        BX_STORE(hv, moves, bx_count_sv(aTHX_ r->moves));
        BX_STORE(hv, start, r->has_start ? newSVpvn(r->start, r->start_len) : BX_SHARED(&MY_CXT, BX_STR_SETUP));
    }
    else if (r->ok) {
        game = bx_record_game(aTHX_ sc, r);
        BX_STORE(hv, game, SvREFCNT_inc_simple_NN(game));
    }
    else {
        const struct bn_stream_fault *f = &r->fault;
        HV *fh = newHV();
        BX_STORE(hv, fault, newRV_noinc((SV *)fh));
        BX_STORE(fh, code, newSVpv(f->stream == BN_STREAM_NONE ? bn_code_name(f->code)
                                   : f->stream == BN_STREAM_LINE_ENDS ? "line-ends" : "empty", 0));
        BX_STORE(fh, line, bx_count_sv(aTHX_ f->line));
        BX_STORE(fh, column, bx_count_sv(aTHX_ f->column));
        BX_STORE(fh, at, bx_count_sv(aTHX_ f->at));
        BX_STORE(fh, why, bx_why_of(aTHX_ f));
    }
    return ref;
}

/* The next record to give, from the bytes given (eof: they are all there
 * will be), or with games_only the next accepted record's game; NULL when
 * more are wanted, or after the last. */
static SV *
bx_scanner_next(pTHX_ bx_scanner_t *sc, int eof, int games_only)
{
    for (;;) {
        const char *s = SvPVX(sc->buf) + sc->from;
        size_t len = SvCUR(sc->buf) - sc->from, used = 0;
        struct bn_record r;
        int got = bn_stream_feed(&sc->st, s, len, eof, &used, &r);
        if (sc->games)
            sv_catpvn(sc->text, s, used);
        sc->from += used;
        if (!got)
            return NULL;
        sc->records++;
        sc->last_refused = !r.ok;
        if (r.ok)
            sc->took++;
        else {
            sc->refused++;
            sc->codes[r.fault.stream == BN_STREAM_LINE_ENDS ? BN_ENCODING + 1
                      : r.fault.stream != BN_STREAM_NONE ? BN_EMPTY : r.fault.code]++;
        }
        if (games_only) {
            /* a game, and no record around it; a refused record passed */
            SV *game = r.ok ? bx_record_game(aTHX_ sc, &r) : NULL;
            SvCUR_set(sc->text, 0);
            sc->last_refused = 0;
            if (game)
                return game;
            continue;
        }
        if (r.ok && !sc->accepted) {        /* counted, not given */
            SvCUR_set(sc->text, 0);
            continue;
        }
        {
            SV *rec = bx_record_hash(aTHX_ sc, &r);
            SvCUR_set(sc->text, 0);
            return rec;
        }
    }
}

/* The counts, as Game::Brandubh::Notation::Reader's counts gives them. */
static SV *
bx_scanner_counts(pTHX_ bx_scanner_t *sc)
{
    HV *hv = newHV(), *codes = newHV();
    SV *ref = sv_2mortal(newRV_noinc((SV *)hv));
    int i;
    (void)hv_stores(hv, "codes", newRV_noinc((SV *)codes));
    (void)hv_stores(hv, "records", newSVuv(sc->records));
    (void)hv_stores(hv, "accepted", newSVuv(sc->took));
    (void)hv_stores(hv, "refused", newSVuv(sc->refused));
    for (i = 0; i <= BN_ENCODING + 1; i++) {
        const char *name = i == BN_ENCODING + 1 ? "line-ends" : bn_code_name((enum bn_code)i);
        if (sc->codes[i])
            (void)hv_store(codes, name, (I32)strlen(name), newSVuv(sc->codes[i]), 0);
    }
    return ref;
}

/* A refused record's fault worded: its message, made by Messages.pm from the
 * parts the scanner kept, in place of them. */
static void
bx_record_worded(pTHX_ SV *rec)
{
    dSP;
    SV **fault = hv_fetchs((HV *)SvRV(rec), "fault", 0), **code, *why;
    HV *fh;
    if (!fault || !SvROK(*fault))
        return;
    fh = (HV *)SvRV(*fault);
    code = hv_fetchs(fh, "code", 0);
    why = hv_delete(fh, "why", 3, 0);
    if (!code || !why)
        return;
    ENTER;
    SAVETMPS;
    PUSHMARK(SP);
    XPUSHs(*code);
    XPUSHs(why);
    PUTBACK;
    if (call_pv("Game::Brandubh::Notation::Messages::scanned_message", G_SCALAR) == 1) {
        SPAGAIN;
        (void)hv_stores(fh, "message", newSVsv(POPs));
        PUTBACK;
    }
    FREETMPS;
    LEAVE;
}

/* One value of a Perl method of the reader, called with no arguments: a
 * new scalar, the caller's to free (the blocks of a long read are not left
 * to the end of the call, which may read a whole stream). */
static SV *
bx_reader_call(pTHX_ SV *self, const char *method)
{
    dSP;
    int n;
    SV *got;
    ENTER;
    SAVETMPS;
    PUSHMARK(SP);
    XPUSHs(self);
    PUTBACK;
    n = call_method(method, G_SCALAR);
    SPAGAIN;
    got = n == 1 ? newSVsv(POPs) : newSV(0);
    PUTBACK;
    FREETMPS;
    LEAVE;
    return got;
}

/* Game::Brandubh::Notation::Reader's next, for the XS backend: the
 * scanner read on, the reader asked for bytes (its _block) when it wants
 * more; the reader's Perl (_next) before its scanner is made, and for an
 * .otg stream. A new reference, or undef. */
static SV *
bx_reader_next(pTHX_ SV *self, int games_only)
{
    SV **svp;
    bx_scanner_t *sc;
    if (!SvROK(self) || SvTYPE(SvRV(self)) != SVt_PVHV)
        croak("Game::Brandubh::Notation::Reader::next: not a reader");
    svp = hv_fetchs((HV *)SvRV(self), "scanner", 0);
    if (!svp || !SvROK(*svp))
        return bx_reader_call(aTHX_ self, games_only ? "_next_game" : "_next");
    if (!SvOBJECT(SvRV(*svp)))      /* a thread's copy: CLONE_SKIP left it empty */
        croak("Game::Brandubh::Notation::Reader: a reader is read in the thread that made it, not in another");
    sc = bx_scanner_of(aTHX_ *svp);
    for (;;) {
        SV *rec, *block;
        if (sc->done)
            return newSV(0);
        if (games_only && (!sc->games || !sc->accepted))
            croak("Game::Brandubh::Notation::Reader: next_game reads games: not with games => 0 or accepted => 0");
        if ((rec = bx_scanner_next(aTHX_ sc, sc->eof, games_only)) != NULL) {
            if (sc->last_refused)
                bx_record_worded(aTHX_ rec);
            return SvREFCNT_inc_simple_NN(rec);
        }
        if (sc->eof) {
            sc->done = 1;
            (void)hv_stores((HV *)SvRV(self), "done", newSViv(1));
            return newSV(0);
        }
        block = bx_reader_call(aTHX_ self, "_block");
        if (SvOK(block) && SvCUR(block))
            bx_scanner_feed(aTHX_ sc, block);
        else
            sc->eof = 1;
        SvREFCNT_dec(block);
    }
}

#endif /* BX_READER_H */
