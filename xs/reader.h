/*
 * reader.h - the glue of Game::Brandubh::Notation::Reader's scanner: the
 * bytes a reader was given, the C core's stream scanner (stream.h) over
 * them, and each record it tells as the hash the reader gives.
 *
 * The scanner is an object of its own class: a reference to a scalar that
 * owns the C scanner through ext magic (freed with it, found by the
 * table's address), so that a copy (dclone, Storable, a thread) has none
 * and is refused, never a second owner of the same scanner. It belongs to
 * the reader that first reads it: a reader copied by hand (bless {%$r})
 * shares the object, and is refused too. Storable refuses to store one
 * (STORABLE_freeze, in Reader.pm).
 */
#ifndef BX_READER_H
#define BX_READER_H

#include "functions.h"
#include "stream.h"

/* With partial: a record's moves before its fault, read as its bytes come
 * (the rule of Reader.pm's _moves_before, which reads the PP's text): its
 * first line that is the word moves, then a space and the rest, or its
 * end (a line feed, a CR LF, or a CR at the record's end); the pieces of
 * that rest, parted by white space as in a string of characters, each a
 * stored move, up to the first that is none, the line's end or a byte
 * that is no character (an encoding fault: the record's, and nothing past
 * it counts). Only the moves are kept, however far apart. */
enum {
    BX_MV_WORD = 0,         /* at a line's start, or in its first word */
    BX_MV_CR,               /* after the word, a carriage return */
    BX_MV_SKIP,             /* in a line that is no moves line */
    BX_MV_MOVES,            /* in the moves line's rest */
    BX_MV_DONE              /* the moves are all read */
};
typedef struct {
    int state;
    size_t word;            /* BX_MV_WORD: the bytes of the word read */
    bn_count line;          /* the record's line being read, from 0 */
    int found;              /* the moves line is seen: at line */
    char piece[4];          /* the piece being read: no stored move is longer */
    size_t piece_len;
    unsigned char c[13];    /* a character being gathered */
    size_t clen, cneed;
    SV *moves;              /* the stored moves, four bytes each */
} bx_before_t;

typedef struct {
    struct bn_stream st;
    int games;              /* a game made of each accepted record */
    int accepted;           /* accepted records given, not only counted */
    SV *buf;                /* the bytes given and not yet read, from `from` on */
    STRLEN from;
    SV *text;               /* with games (or summary): the record's bytes read so far */
    int eof, done;          /* the source has given its last byte; and its last record */
    int last_refused;       /* the record last told was refused */
    int last_nothing;       /* ... as a stream that holds nothing (empty or blank) */
    int last_noted;         /* the record last told was accepted with a note */
    UV records, took, refused;      /* records read, accepted, refused */
    UV codes[BN_ENCODING + 3];  /* refused records by their code (then line-ends, replay) */
    const void *owner;      /* the reader's hash that reads it (NULL until one does) */
    bn_count base_number, base_line, base_offset;  /* added to the places told: a
                            * stream read from a record of a longer one (after a seek) */
    int partial;            /* a refused record's moves before its fault read (before) */
    bx_before_t before;
    int summary;            /* without games: an accepted record's variant and result too */
    STRLEN raw_limit;       /* a refused record's first bytes kept, this many */
    SV *raw;                /* the record's first raw_limit bytes */
    int frozen;             /* the record is refused: its text no longer grows */
} bx_scanner_t;

#define BX_SCANNER_CLASS "Game::Brandubh::Notation::XS::Scanner"
#define BX_READER_COPY "Game::Brandubh::Notation::Reader: a reader that has begun cannot be copied" \
    " (dclone, Storable, a copy of its hash, a thread): read the copy's stream with a new reader"

/* The scanner's magic: freed with the object's scalar; not carried into a
 * thread's copy (CLONE_SKIP leaves none there; the dup is a second line). */
static int
bx_scanner_mg_free(pTHX_ SV *sv, MAGIC *mg)
{
    bx_scanner_t *sc = (bx_scanner_t *)mg->mg_ptr;
    PERL_UNUSED_ARG(sv);
    if (sc != NULL) {
        mg->mg_ptr = NULL;
        SvREFCNT_dec(sc->buf);
        SvREFCNT_dec(sc->text);
        SvREFCNT_dec(sc->raw);
        SvREFCNT_dec(sc->before.moves);
        Safefree(sc);
    }
    return 0;
}

#ifdef USE_ITHREADS
static int
bx_scanner_mg_dup(pTHX_ MAGIC *mg, CLONE_PARAMS *param)
{
    PERL_UNUSED_ARG(param);
    mg->mg_ptr = NULL;      /* a copy has no scanner */
    return 0;
}
#endif

static MGVTBL bx_scanner_vtbl = {
    NULL, NULL, NULL, NULL, bx_scanner_mg_free, NULL,
#ifdef USE_ITHREADS
    bx_scanner_mg_dup,
#else
    NULL,
#endif
    NULL
};

/* The scanner of an object made by bx_scanner_new; a croak for a copy of
 * one, and for anything else. */
static bx_scanner_t *
bx_scanner_of(pTHX_ SV *self)
{
    SV *obj = SvROK(self) ? SvRV(self) : NULL;
    MAGIC *mg;
    /* the class itself, at once; a class of its own, through @ISA */
    if (!obj || !SvOBJECT(obj)
        || (strNE(HvNAME_get(SvSTASH(obj)), BX_SCANNER_CLASS) && !sv_derived_from(self, BX_SCANNER_CLASS)))
        croak("not a " BX_SCANNER_CLASS);
    mg = SvMAGICAL(obj) ? mg_findext(obj, PERL_MAGIC_ext, &bx_scanner_vtbl) : NULL;
    if (mg == NULL || mg->mg_ptr == NULL)
        croak(BX_READER_COPY);
    return (bx_scanner_t *)mg->mg_ptr;
}

static SV *
bx_scanner_new(pTHX_ int one, UV hold, int games, int accepted, UV number, UV line, UV offset,
               UV raw_limit, int partial, int summary, int replay)
{
    bx_scanner_t *sc;
    SV *obj, *ref;
    MAGIC *mg;
    Newxz(sc, 1, bx_scanner_t);
    bn_stream_init(&sc->st, one, hold > (UV)((size_t)-1 / 2) ? (size_t)-1 / 2 : (size_t)hold);
    sc->st.replay = replay == 1 || replay == 2 ? replay : 0;
    sc->games = games;
    sc->accepted = accepted;
    sc->base_number = number ? number - 1 : 0;
    sc->base_line = line ? line - 1 : 0;
    sc->base_offset = offset;
    sc->raw_limit = raw_limit > (UV)((STRLEN)-1 / 2) ? (STRLEN)-1 / 2 : (STRLEN)raw_limit;
    sc->partial = partial;
    sc->summary = summary && !games;
    sc->buf = newSVpvs("");
    sc->text = newSVpvs("");
    sc->raw = newSVpvs("");
    sc->before.moves = newSVpvs("");
    obj = newSV(0);
    mg = sv_magicext(obj, NULL, PERL_MAGIC_ext, &bx_scanner_vtbl, (const char *)sc, 0);
#ifdef USE_ITHREADS
    mg->mg_flags |= MGf_DUP;
#else
    PERL_UNUSED_VAR(mg);
#endif
    ref = sv_bless(newRV_noinc(obj), gv_stashpv(BX_SCANNER_CLASS, GV_ADD));
    return ref;
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

/* The moves line's piece has ended: a stored move, kept, or the end of the
 * moves. */
static void
bx_before_piece(pTHX_ bx_before_t *m)
{
    if (m->piece_len == 0)
        return;
    if (bn_move_stored(m->piece, m->piece_len) >= 0)
        sv_catpvn(m->moves, m->piece, m->piece_len);
    else
        m->state = BX_MV_DONE;
    m->piece_len = 0;
}

/* A character of the moves line's rest (n bytes, well formed). */
static void
bx_before_char(pTHX_ bx_before_t *m, const unsigned char *c, size_t n)
{
    if (bn_space((const char *)c, n, 1) == n)
        bx_before_piece(aTHX_ m);
    else if (m->piece_len + n > sizeof m->piece)
        m->state = BX_MV_DONE;      /* longer than a stored move */
    else {
        memcpy(m->piece + m->piece_len, c, n);
        m->piece_len += n;
    }
}

/* The next n bytes of the record, from s. */
static void
bx_before_read(pTHX_ bx_before_t *m, const char *s, size_t n)
{
    const struct bn_line_rule *moves = bn_line_rule(BN_LINE_MOVES);
    const char *end = s + n;
    while (s < end && m->state != BX_MV_DONE) {
        unsigned char b = (unsigned char)*s;
        size_t k;
        switch (m->state) {
        case BX_MV_SKIP: {
            const char *lf = (const char *)memchr(s, '\n', (size_t)(end - s));
            if (lf == NULL)
                return;
            s = lf + 1;
            m->line++;
            m->state = BX_MV_WORD;
            m->word = 0;
            continue;
        }
        case BX_MV_WORD:
            if (m->word < moves->len) {
                if (b != (unsigned char)moves->word[m->word]) {
                    m->state = BX_MV_SKIP;      /* (b is read again there: a line feed) */
                    continue;
                }
                m->word++;
                s++;
                continue;
            }
            m->state = b == ' ' ? BX_MV_MOVES : b == '\r' ? BX_MV_CR : b == '\n' ? BX_MV_DONE : BX_MV_SKIP;
            m->found = m->state == BX_MV_MOVES || m->state == BX_MV_DONE;
            if (m->state != BX_MV_SKIP)
                s++;
            continue;
        case BX_MV_CR:
            m->found = b == '\n';
            m->state = m->found ? BX_MV_DONE : BX_MV_SKIP;
            continue;
        default:        /* BX_MV_MOVES */
            break;
        }
        if (m->cneed) {
            if ((b & 0xC0) != 0x80) {
                bx_before_piece(aTHX_ m);    /* a character cut short */
                m->state = BX_MV_DONE;
                return;
            }
            m->c[m->clen++] = b;
            s++;
            if (m->clen < m->cneed)
                continue;
            m->cneed = 0;
            if (bn_utf8_bad((const char *)m->c, m->clen) != m->clen) {
                bx_before_piece(aTHX_ m);
                m->state = BX_MV_DONE;
                return;
            }
            bx_before_char(aTHX_ m, m->c, m->clen);
            continue;
        }
        if (b == '\n') {
            bx_before_piece(aTHX_ m);
            m->state = BX_MV_DONE;
            return;
        }
        if (b < 0x80) {
            bx_before_char(aTHX_ m, &b, 1);
            s++;
            continue;
        }
        if ((k = bn_utf8_lead(b)) == 0) {
            bx_before_piece(aTHX_ m);        /* a byte that begins no character */
            m->state = BX_MV_DONE;
            return;
        }
        m->c[0] = b;
        m->clen = 1;
        m->cneed = k;
        s++;
    }
}

/* The record's end: the moves line's last piece, or its last character
 * cut short (an encoding fault, and the piece before it). */
static void
bx_before_end(pTHX_ bx_before_t *m)
{
    if (m->state == BX_MV_MOVES)
        bx_before_piece(aTHX_ m);
    m->state = BX_MV_DONE;
}

/* Ready for the next record. */
static void
bx_before_reset(bx_before_t *m)
{
    SV *moves = m->moves;
    SvCUR_set(moves, 0);
    Zero(m, 1, bx_before_t);
    m->moves = moves;
}

/* The moves before a refused record's fault, as a new reference: those of
 * its moves line when the fault is on that line (past them) or a later
 * one; none for a fault of the stream itself (at its start). */
static SV *
bx_before_moves(pTHX_ const bx_before_t *m, const struct bn_record *r)
{
    AV *av = newAV();
    const char *p = SvPVX(m->moves);
    STRLEN i;
    if (m->found && r->fault.stream == BN_STREAM_NONE && r->line + m->line <= r->fault.line) {
        av_extend(av, (SSize_t)(SvCUR(m->moves) / 4));
        for (i = 0; i + 4 <= SvCUR(m->moves); i += 4)
            av_push(av, newSVpvn(p + i, 4));
    }
    return newRV_noinc((SV *)av);
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
    /* the quote of a line that is not UTF-8 is its bytes that are no
     * character; any other is text of the record */
    if (f->code != BN_ENCODING) {
        if (!is_utf8_string((const U8 *)f->quote.s, f->quote.len))
            croak("Game::Brandubh::Notation::Reader: a quote is not UTF-8");   /* never: a record is */
        SvUTF8_on(quote);
    }
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

/* What the message of a replay's fault is made of (Messages.pm's
 * replay_message): ["", "moves", the move, its number, the replay's code,
 * the square, the piece there or "", the side to move, the hint]. */
static SV *
bx_replay_why(pTHX_ const struct bn_stream_fault *f)
{
    AV *av = newAV();
    char move[4], square[2];
    bn_move_text(f->stored, move);
    bn_square_text(f->square, square);
    av_extend(av, 8);
    av_push(av, newSVpvs(""));
    av_push(av, newSVpvs("moves"));
    av_push(av, newSVpvn(move, 4));
    av_push(av, bx_count_sv(aTHX_ f->move));
    av_push(av, newSVpv(bn_replay_name(f->replay), 0));
    av_push(av, newSVpvn(square, 2));
    av_push(av, newSVpvn(&f->held, f->held ? 1 : 0));
    av_push(av, newSVpvn(&f->mover, 1));
    av_push(av, newSViv(f->hint));
    return newRV_noinc((SV *)av);
}

/* A replay's fault as a new hash: code replay, its place, the move's
 * number and the square, and the parts of its message (why). */
static SV *
bx_replay_fault_hash(pTHX_ bx_scanner_t *sc, const struct bn_stream_fault *f)
{
    HV *fh = newHV();
    char square[2];
    bn_square_text(f->square, square);
    BX_STORE(fh, code, newSVpvs("replay"));
    BX_STORE(fh, line, bx_count_sv(aTHX_ f->line + sc->base_line));
    BX_STORE(fh, column, bx_count_sv(aTHX_ f->column));
    BX_STORE(fh, at, bx_count_sv(aTHX_ f->at));
    (void)hv_stores(fh, "move", bx_count_sv(aTHX_ f->move));
    (void)hv_stores(fh, "square", newSVpvn(square, 2));
    BX_STORE(fh, why, bx_replay_why(aTHX_ f));
    return newRV_noinc((SV *)fh);
}

/* The game of an accepted record, from its text (the scanner holds it,
 * with games), as a new mortal reference. */
static SV *
bx_record_game(pTHX_ bx_scanner_t *sc, const struct bn_record *r)
{
    dMY_CXT;
    bx_text_t t;
    struct bn_game g;
    t.s = SvPVX(sc->text);
    t.len = SvCUR(sc->text);
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
    BX_STORE(hv, number, bx_count_sv(aTHX_ r->number + sc->base_number));
    BX_STORE(hv, line, bx_count_sv(aTHX_ r->line + sc->base_line));
    BX_STORE(hv, offset, bx_count_sv(aTHX_ r->offset + sc->base_offset));
    if (r->ok && r->noted)
        (void)hv_stores(hv, "note", bx_replay_fault_hash(aTHX_ sc, &r->note));
    if (r->ok && !sc->games) {
        BX_STORE(hv, moves, bx_count_sv(aTHX_ r->moves));
        BX_STORE(hv, start, r->has_start ? newSVpvn(r->start, r->start_len) : BX_SHARED(&MY_CXT, BX_STR_SETUP));
        if (sc->summary) {      /* its variant and result, from the text kept */
            const char *s = SvPVX(sc->text);
            STRLEN len = SvCUR(sc->text);
            struct bn_game g;
            if (r->parts)
                g = r->game;
            else if (!bn_game_scan(s, len, r->utf8, &g, NULL))
                croak("Game::Brandubh::Notation::Reader: a record accepted is not a game");   /* never */
            BX_STORE(hv, variant, newSVpvn_flags(s + g.variant_at, g.variant_len, r->utf8 ? SVf_UTF8 : 0));
            BX_STORE(hv, result, g.result == BN_RESULT_NONE ? newSV(0) : bx_result_hash(aTHX_ &MY_CXT, g.result, r->utf8));
        }
    }
    else if (r->ok) {
        game = bx_record_game(aTHX_ sc, r);
        BX_STORE(hv, game, SvREFCNT_inc_simple_NN(game));
    }
    else if (r->fault.replay != BN_REPLAY_OK)
        BX_STORE(hv, fault, bx_replay_fault_hash(aTHX_ sc, &r->fault));
    else {
        const struct bn_stream_fault *f = &r->fault;
        HV *fh = newHV();
        BX_STORE(hv, fault, newRV_noinc((SV *)fh));
        BX_STORE(fh, code, newSVpv(f->stream == BN_STREAM_NONE ? bn_code_name(f->code)
                                   : f->stream == BN_STREAM_LINE_ENDS ? "line-ends" : "empty", 0));
        BX_STORE(fh, line, bx_count_sv(aTHX_ f->line + sc->base_line));
        BX_STORE(fh, column, bx_count_sv(aTHX_ f->column));
        BX_STORE(fh, at, bx_count_sv(aTHX_ f->at));
        BX_STORE(fh, why, bx_why_of(aTHX_ f));
        if (sc->raw_limit || sc->partial) {    /* for the reader's _refused_extras */
            /* (its length, the byte-order mark it begins with not counted) */
            (void)hv_stores(hv, "_bytes", bx_count_sv(aTHX_ r->bytes - r->mark));
            if (sc->raw_limit)
                (void)hv_stores(hv, "_raw", newSVpvn(SvPVX(sc->raw), SvCUR(sc->raw)));
            if (sc->partial)
                (void)hv_stores(hv, "_moves", bx_before_moves(aTHX_ &sc->before, r));
        }
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
        const char *s = SvPVX(sc->buf) + sc->from, *t;
        size_t len = SvCUR(sc->buf) - sc->from, used = 0, tlen;
        struct bn_record r;
        int got = bn_stream_feed(&sc->st, s, len, eof, &used, &r), refused;
        refused = got ? !r.ok : sc->st.fault.code != BN_OK || sc->st.encoding.code != BN_OK;
        /* the bytes read of the record: past a byte-order mark where a
         * record begins (the stream's start, a record's variant line),
         * which a call reads first, at s */
        t = s + sc->st.mark;
        tlen = used - sc->st.mark;
        /* the text of a record only while it may yet be accepted: a
         * refused one's is dropped at its first fault, whatever its length */
        if ((sc->games || sc->summary) && !sc->frozen) {
            sv_catpvn(sc->text, t, tlen);
            if (refused) {
                sc->frozen = 1;
                SvCUR_set(sc->text, 0);
            }
        }
        if (SvCUR(sc->raw) < sc->raw_limit)
            sv_catpvn(sc->raw, t, tlen < sc->raw_limit - SvCUR(sc->raw) ? tlen : sc->raw_limit - SvCUR(sc->raw));
        if (sc->partial)
            bx_before_read(aTHX_ &sc->before, t, tlen);
        sc->from += used;
        if (!got)
            return NULL;
        if (sc->partial)
            bx_before_end(aTHX_ &sc->before);
        sc->frozen = 0;
        sc->records++;
        sc->last_refused = !r.ok;
        sc->last_nothing = !r.ok && (r.fault.stream == BN_STREAM_EMPTY || r.fault.stream == BN_STREAM_BLANK);
        sc->last_noted = r.ok && r.noted;
        if (r.ok)
            sc->took++;
        else {
            sc->refused++;
            sc->codes[r.fault.replay != BN_REPLAY_OK ? BN_ENCODING + 2
                      : r.fault.stream == BN_STREAM_LINE_ENDS ? BN_ENCODING + 1
                      : r.fault.stream != BN_STREAM_NONE ? BN_EMPTY : r.fault.code]++;
        }
        if (games_only) {
            /* a game, and no record around it; a refused record passed */
            SV *game = r.ok ? bx_record_game(aTHX_ sc, &r) : NULL;
            SvCUR_set(sc->text, 0);
            SvCUR_set(sc->raw, 0);
            bx_before_reset(&sc->before);
            sc->last_refused = 0;
            sc->last_noted = 0;
            if (game)
                return game;
            continue;
        }
        if (r.ok && !sc->accepted && !r.noted) {    /* counted, not given (a note is told) */
            SvCUR_set(sc->text, 0);
            SvCUR_set(sc->raw, 0);
            bx_before_reset(&sc->before);
            continue;
        }
        {
            SV *rec = bx_record_hash(aTHX_ sc, &r);
            SvCUR_set(sc->text, 0);
            SvCUR_set(sc->raw, 0);
            bx_before_reset(&sc->before);
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
    for (i = 0; i <= BN_ENCODING + 2; i++) {
        const char *name = i == BN_ENCODING + 2 ? "replay" : i == BN_ENCODING + 1 ? "line-ends"
                         : bn_code_name((enum bn_code)i);
        if (sc->codes[i])
            (void)hv_store(codes, name, (I32)strlen(name), newSVuv(sc->codes[i]), 0);
    }
    return ref;
}

/* A refused record's fault worded: its message, made by Messages.pm from the
 * parts the scanner kept, in place of them. */
static void
bx_record_worded(pTHX_ SV *rec, const char *key)
{
    dSP;
    SV **fault = hv_fetch((HV *)SvRV(rec), key, (I32)strlen(key), 0), **code, *why;
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

/* The message of a stream that holds nothing, naming what was read (a
 * file, a pipe, a handle): the reader's _worded words it, as its Perl does
 * for a record read before its scanner was made. */
static void
bx_reader_nothing(pTHX_ SV *self, SV *rec)
{
    dSP;
    ENTER;
    SAVETMPS;
    PUSHMARK(SP);
    XPUSHs(self);
    XPUSHs(rec);
    PUTBACK;
    (void)call_method("_worded", G_DISCARD);
    FREETMPS;
    LEAVE;
}

/* What a refused record says besides its fault, when asked (its first
 * bytes, the moves before its fault): the reader's _refused_extras makes
 * it of what the scanner kept, as it does for the PP's. */
static void
bx_reader_extras(pTHX_ SV *self, SV *rec)
{
    dSP;
    ENTER;
    SAVETMPS;
    PUSHMARK(SP);
    XPUSHs(self);
    XPUSHs(rec);
    PUTBACK;
    (void)call_method("_refused_extras", G_DISCARD);
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

/* Whether the system has bytes for a handle's descriptor now, to be read
 * without waiting (poll, where perl has it; elsewhere no). */
#if defined(HAS_POLL) && defined(I_POLL)
#  include <poll.h>
static int
bx_ready(pTHX_ PerlIO *fp)
{
    struct pollfd pfd;
    pfd.fd = PerlIO_fileno(fp);
    pfd.events = POLLIN;
    pfd.revents = 0;
    return pfd.fd >= 0 && poll(&pfd, 1, 0) == 1 && (pfd.revents & POLLIN);
}
#else
static int
bx_ready(pTHX_ PerlIO *fp)
{
    PERL_UNUSED_CONTEXT;
    PERL_UNUSED_ARG(fp);
    return 0;
}
#endif

/* Reads from a handle what it has, up to size bytes, onto the end of buf:
 * one byte at least (waiting for it, as read does), then what the
 * handle's buffer holds already, without waiting for more, so that a live
 * source (a pipe, a terminal, a socket) is read as it comes and nothing
 * is taken past PerlIO's buffer. Returns the count, 0 at the end, or -1
 * on an error, errno saying which (EAGAIN: a non-blocking handle has
 * nothing now; the handle's error is cleared, to be read again). */
static IV
bx_read_some(pTHX_ SV *fh, SV *buf, STRLEN size, int raw)
{
    IO *io = sv_2io(fh);
    PerlIO *fp = io ? IoIFP(io) : NULL;
    STRLEN have;
    SSize_t got, more;
    char *p;
    int fd;
    if (fp == NULL) {
        SETERRNO(EBADF, RMS_IFI);
        return -1;
    }
    if (!SvOK(buf))
        sv_setpvs(buf, "");
    (void)SvPV_force_nolen(buf);
    if (SvUTF8(buf) && !sv_utf8_downgrade(buf, TRUE))
        sv_utf8_encode(buf);
    have = SvCUR(buf);
    if (size == 0)
        return 0;
    p = SvGROW(buf, have + size + 1) + have;
    /* a handle of no layer that changes its bytes (raw: the reader asked
     * PerlIO), whose buffer is empty, is read from its descriptor, as
     * sysread reads: one read, of what is there, up to size */
    if (raw && PerlIO_get_cnt(fp) <= 0 && (fd = PerlIO_fileno(fp)) >= 0) {
        for (;;) {
            got = PerlLIO_read(fd, p, size);
            if (got >= 0 || errno != EINTR)
                break;
            PERL_ASYNC_CHECK();     /* a signal's handler runs (and may die) */
        }
        if (got < 0)
            return -1;
        SvCUR_set(buf, have + (STRLEN)got);
        *SvEND(buf) = '\0';
        SvPOK_only(buf);
        return (IV)got;
    }
    got = PerlIO_read(fp, p, 1);
    if (got <= 0) {
        if (PerlIO_error(fp)) {
            int e = errno;
            PerlIO_clearerr(fp);
            SETERRNO(e ? e : EIO, RMS_IFI);
            return -1;
        }
        return 0;
    }
    /* what the buffer holds; then, while the system has more at once (a
     * pipe written faster than it is read), a buffer more, each read
     * without waiting: a block's worth, as read would give, when it is there */
    for (;;) {
        more = PerlIO_get_cnt(fp);
        if (more > 0) {
            if ((STRLEN)more > size - (STRLEN)got)
                more = (SSize_t)(size - (STRLEN)got);
            more = PerlIO_read(fp, p + got, (Size_t)more);
            if (more > 0)
                got += more;
        }
        if ((STRLEN)got >= size || !bx_ready(aTHX_ fp))
            break;
        more = PerlIO_read(fp, p + got, 1);
        if (more <= 0)
            break;
        got += more;
    }
    SvCUR_set(buf, have + (STRLEN)got);
    *SvEND(buf) = '\0';
    SvPOK_only(buf);
    return (IV)got;
}

/* Feeds the scanner the bytes the reader has read and not yet given it
 * (its pending: the reader's Perl reads onto it, so that an exception
 * thrown once they are read, by a signal's handler say, loses none), read
 * as a string whatever was put there (a tied READ may put a number);
 * returns whether there were any. */
static int
bx_reader_feed_pending(pTHX_ HV *reader, bx_scanner_t *sc)
{
    SV **svp = hv_fetchs(reader, "pending", 0);
    STRLEN len;
    if (svp == NULL || !SvOK(*svp))
        return 0;
    (void)SvPV_const(*svp, len);
    if (len == 0)
        return 0;
    bx_scanner_feed(aTHX_ sc, *svp);
    sv_setpvs(*svp, "");
    SvUTF8_off(*svp);       /* (sv_setpvs keeps the flag: the next read would take bytes for characters) */
    return 1;
}

/* Game::Brandubh::Notation::Reader's next, for the XS backend: the
 * scanner read on, the reader asked for bytes (its _fill) when it wants
 * more; the reader's Perl (_next) before its scanner is made, and for an
 * .otg stream. A new reference, or undef (at the end, and when a
 * non-blocking handle has nothing yet: the reader's would_block says so).
 * The reader and its scanner are held to the end of the statement: Perl
 * code run while it reads (a handle's read, a tie, a signal's handler)
 * may drop the program's last reference to either, or undef the variable
 * the reader was called on. */
static SV *
bx_reader_next(pTHX_ SV *self, int games_only)
{
    SV **svp;
    HV *reader;
    bx_scanner_t *sc;
    if (!SvROK(self) || SvTYPE(SvRV(self)) != SVt_PVHV)
        croak("Game::Brandubh::Notation::Reader::next: not a reader");
    reader = (HV *)SvRV(self);
    /* its methods are called through a reference of the call's own: the
     * caller's may be the very variable that code run here undefs */
    self = sv_2mortal(newRV_inc((SV *)reader));
    svp = hv_fetchs(reader, "scanner", 0);
    if (!svp || !SvROK(*svp))
        return bx_reader_call(aTHX_ self, games_only ? "_next_game" : "_next");
    if (!SvOBJECT(SvRV(*svp)))      /* a thread's copy: CLONE_SKIP left it empty */
        croak("Game::Brandubh::Notation::Reader: a reader is read in the thread that made it, not in another");
    sc = bx_scanner_of(aTHX_ sv_2mortal(SvREFCNT_inc_simple_NN(*svp)));
    if (sc->owner == NULL)
        sc->owner = reader;
    else if (sc->owner != reader)
        croak(BX_READER_COPY);
    for (;;) {
        SV *rec, *got;
        IV n;
        if (sc->done)
            return newSV(0);
        if (games_only && (!sc->games || !sc->accepted))
            croak("Game::Brandubh::Notation::Reader: next_game reads games: not with games => 0 or accepted => 0");
        if ((rec = bx_scanner_next(aTHX_ sc, sc->eof, games_only)) != NULL) {
            if (sc->last_noted)
                bx_record_worded(aTHX_ rec, "note");
            if (sc->last_refused) {
                bx_record_worded(aTHX_ rec, "fault");
                if (sc->last_nothing)
                    bx_reader_nothing(aTHX_ self, rec);
                if (sc->raw_limit || sc->partial)
                    bx_reader_extras(aTHX_ self, rec);
            }
            return SvREFCNT_inc_simple_NN(rec);
        }
        if (sc->eof) {
            sc->done = 1;
            (void)hv_stores(reader, "done", newSViv(1));
            return newSV(0);
        }
        if (bx_reader_feed_pending(aTHX_ reader, sc))
            continue;
        got = bx_reader_call(aTHX_ self, "_fill");
        n = SvIV(got);
        SvREFCNT_dec(got);
        if (n < 0)                  /* would block: nothing lost, read again later */
            return newSV(0);
        if (!bx_reader_feed_pending(aTHX_ reader, sc))
            sc->eof = 1;
    }
}

#endif /* BX_READER_H */
