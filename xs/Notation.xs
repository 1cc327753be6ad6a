/*
 * Notation.xs - the glue of Game::Brandubh::Notation.
 *
 * Perl values in, calls to the C core (brandubh.c), Perl values out. This is
 * where Perl's rules are kept: get-magic runs once an argument, references
 * are never plain values, the UTF-8 flag chooses the rules for case and
 * white space and is carried to what is returned, an empty list is no value
 * and undef is one, and everything returned is new.
 */
#define PERL_NO_GET_CONTEXT
#include "EXTERN.h"
#include "perl.h"
#include "XSUB.h"

#define NEED_newSVpvn_flags
#include "ppport.h"

#include "brandubh.h"

/* A plain value's string: its bytes, their length and the UTF-8 flag. */
typedef struct {
    const char *s;
    STRLEN len;
    int utf8;
} text_t;

/* The argument n, or undef when the call gave fewer. */
#define ARG(n) (items > (n) ? ST(n) : &PL_sv_undef)

/* The unblessed referent of sv when it is of the given type, else NULL. */
static SV *
unblessed(SV *sv, svtype type)
{
    if (!SvROK(sv))
        return NULL;
    sv = SvRV(sv);
    return SvTYPE(sv) == type && !SvOBJECT(sv) ? sv : NULL;
}

/* Runs sv's get-magic, once. */
static SV *
fetched(pTHX_ SV *sv)
{
    SvGETMAGIC(sv);
    return sv;
}

/* True when sv, whose get-magic has run, is a plain value (defined and not
 * a reference); then t holds its string. */
static int
plain(pTHX_ SV *sv, text_t *t)
{
    if (!SvOK(sv) || SvROK(sv))
        return 0;
    t->s = SvPV_nomg_const(sv, t->len);
    t->utf8 = SvUTF8(sv) ? 1 : 0;
    return 1;
}

/* The value of key in hv after its get-magic, or NULL when there is none. */
static SV *
hash_value(pTHX_ HV *hv, const char *key, I32 klen)
{
    SV **svp = hv_fetch(hv, key, klen, 0);
    return svp ? fetched(aTHX_ *svp) : NULL;
}
#define HASH_VALUE(hv, key) hash_value(aTHX_ (hv), ("" key ""), (I32)(sizeof(key) - 1))

/* Perl truth of a value that may be missing (its get-magic has run). */
static int
is_true(pTHX_ SV *sv)
{
    return sv != NULL && SvTRUE_nomg(sv);
}

/* A new mortal string. */
static SV *
mortal_string(pTHX_ const char *s, STRLEN len, int utf8)
{
    return newSVpvn_flags(s, len, SVs_TEMP | (utf8 ? SVf_UTF8 : 0));
}

/* A new mortal string of up to size bytes, to be written in place. */
static SV *
mortal_buffer(pTHX_ STRLEN size, char **buf)
{
    SV *sv = sv_2mortal(newSV(size + 1));
    SvPOK_on(sv);
    *buf = SvPVX(sv);
    return sv;
}

static void
buffer_done(pTHX_ SV *sv, const char *end, int utf8)
{
    SvCUR_set(sv, (STRLEN)(end - SvPVX_const(sv)));
    *SvEND(sv) = '\0';
    if (utf8)
        SvUTF8_on(sv);
}

/* A new hash reference saying how a game ended by the players' doing. */
static SV *
result_hash(pTHX_ enum bn_result result)
{
    HV *hv = newHV();
    if (result == BN_RESULT_AGREED)
        (void)hv_stores(hv, "how", newSVpvs("agreed"));
    else {
        (void)hv_stores(hv, "how", newSVpvs("resign"));
        (void)hv_stores(hv, "by", result == BN_RESULT_RESIGN_ATTACKERS
                                  ? newSVpvs("attackers") : newSVpvs("defenders"));
    }
    return newRV_noinc((SV *)hv);
}

/* What a result value of game_string says, or -1 when it is not one. */
static int
result_of(pTHX_ SV *sv)
{
    HV *hv;
    SV *how, *by;
    text_t t;

    if (sv == NULL || !SvOK(sv))
        return BN_RESULT_NONE;
    if ((hv = (HV *)unblessed(sv, SVt_PVHV)) == NULL)
        return -1;
    how = HASH_VALUE(hv, "how");
    if (how == NULL || !plain(aTHX_ how, &t))
        return -1;
    if (t.len == 6 && memEQ(t.s, "agreed", 6))
        return BN_RESULT_AGREED;
    if (t.len != 6 || !memEQ(t.s, "resign", 6))
        return -1;
    by = HASH_VALUE(hv, "by");
    if (by == NULL || !plain(aTHX_ by, &t))
        return -1;
    if (t.len == 9 && memEQ(t.s, "attackers", 9))
        return BN_RESULT_RESIGN_ATTACKERS;
    if (t.len == 9 && memEQ(t.s, "defenders", 9))
        return BN_RESULT_RESIGN_DEFENDERS;
    return -1;
}

#define RETURN_UNDEF  STMT_START { ST(0) = sv_newmortal(); XSRETURN(1); } STMT_END
#define RETURN_EMPTY  STMT_START { if (GIMME_V == G_LIST) XSRETURN_EMPTY; RETURN_UNDEF; } STMT_END
#define RETURN_ONE(sv) STMT_START { ST(0) = (sv); XSRETURN(1); } STMT_END

MODULE = Game::Brandubh::Notation    PACKAGE = Game::Brandubh::Notation

PROTOTYPES: DISABLE

void
square_name(...)
  PREINIT:
    text_t f, r;
    int file, rank, fok, rok;
    char name[2];
  PPCODE:
    fok = plain(aTHX_ fetched(aTHX_ ARG(0)), &f);
    rok = plain(aTHX_ fetched(aTHX_ ARG(1)), &r);
    if (!fok || !rok || (file = bn_coordinate(f.s, f.len)) < 0
        || (rank = bn_coordinate(r.s, r.len)) < 0)
        RETURN_UNDEF;
    bn_square_text(file * BN_SIZE + rank, name);
    RETURN_ONE(mortal_string(aTHX_ name, 2, 0));

void
square_parse(...)
  PREINIT:
    text_t t;
    int sq;
  PPCODE:
    if (!plain(aTHX_ fetched(aTHX_ ARG(0)), &t) || (sq = bn_square(t.s, t.len, 1)) < 0)
        RETURN_EMPTY;
    if (GIMME_V == G_LIST) {
        EXTEND(SP, 2);
        mPUSHi(sq / BN_SIZE);
    }
    mPUSHi(sq % BN_SIZE);

void
move_wire(...)
  PREINIT:
    text_t f, t;
    int from, to, fok, tok;
    char move[4];
  PPCODE:
    fok = plain(aTHX_ fetched(aTHX_ ARG(0)), &f);
    tok = plain(aTHX_ fetched(aTHX_ ARG(1)), &t);
    if (!fok || !tok || (from = bn_square(f.s, f.len, 1)) < 0
        || (to = bn_square(t.s, t.len, 1)) < 0)
        RETURN_UNDEF;
    bn_move_text(from * BN_SQUARES + to, move);
    RETURN_ONE(mortal_string(aTHX_ move, 4, f.utf8 || t.utf8));

void
move_split(...)
  PREINIT:
    text_t t;
  PPCODE:
    if (!plain(aTHX_ fetched(aTHX_ ARG(0)), &t) || bn_move_stored(t.s, t.len) < 0)
        RETURN_EMPTY;
    if (GIMME_V == G_LIST) {
        EXTEND(SP, 2);
        PUSHs(mortal_string(aTHX_ t.s, 2, t.utf8));
    }
    PUSHs(mortal_string(aTHX_ t.s + 2, 2, t.utf8));

void
move_parse(...)
  PREINIT:
    text_t t;
    int move;
    char text[4];
  PPCODE:
    if (!plain(aTHX_ fetched(aTHX_ ARG(0)), &t) || (move = bn_move_parse(t.s, t.len, t.utf8)) < 0)
        RETURN_UNDEF;
    bn_move_text(move, text);
    RETURN_ONE(mortal_string(aTHX_ text, 4, t.utf8));

void
move_display(...)
  PREINIT:
    text_t t;
    int ok, move, utf8, king, home, taken = 0;
    size_t counts[BN_SQUARES], ncaptures = 0;
    SV *about, *result;
    HV *hv;
    AV *captures = NULL;
    char *buf;
  PPCODE:
    /* Both arguments are fetched, as a Perl sub copying @_ fetches them. */
    ok = plain(aTHX_ fetched(aTHX_ ARG(0)), &t);
    about = fetched(aTHX_ ARG(1));
    if (!ok || (move = bn_move_stored(t.s, t.len)) < 0)
        RETURN_UNDEF;
    utf8 = t.utf8;
    hv = (HV *)unblessed(about, SVt_PVHV);
    king = hv && is_true(aTHX_ HASH_VALUE(hv, "king"));
    if (hv) {
        SV *caps = HASH_VALUE(hv, "captures");
        if (caps)
            captures = (AV *)unblessed(caps, SVt_PVAV);
    }
    Zero(counts, BN_SQUARES, size_t);
    if (captures) {
        SSize_t i, last = av_len(captures);
        for (i = 0; i <= last; i++) {
            SV **svp = av_fetch(captures, i, 0);
            text_t c;
            int sq;
            if (svp && plain(aTHX_ fetched(aTHX_ *svp), &c) && (sq = bn_square(c.s, c.len, 1)) >= 0) {
                counts[sq]++;
                ncaptures++;
                utf8 |= c.utf8;
            }
        }
    }
    home = hv && is_true(aTHX_ HASH_VALUE(hv, "king_home"));
    if (hv && !home)
        taken = is_true(aTHX_ HASH_VALUE(hv, "king_taken"));
    result = mortal_buffer(aTHX_ bn_display_size(ncaptures), &buf);
    buffer_done(aTHX_ result, buf + bn_display(buf, move, king, counts, ncaptures, home, taken), utf8);
    RETURN_ONE(result);

void
position_ok(...)
  PREINIT:
    text_t t;
    int ok;
  PPCODE:
    ok = plain(aTHX_ fetched(aTHX_ ARG(0)), &t) && bn_position(t.s, t.len, NULL, NULL);
    RETURN_ONE(sv_2mortal(newSViv(ok)));

void
position_cells(...)
  PREINIT:
    text_t t;
    char cells[BN_SQUARES], side;
    AV *rows;
    int r, c;
  PPCODE:
    if (!plain(aTHX_ fetched(aTHX_ ARG(0)), &t) || !bn_position(t.s, t.len, cells, &side))
        RETURN_EMPTY;
    if (GIMME_V == G_LIST) {
        rows = newAV();
        av_extend(rows, BN_SIZE - 1);
        for (r = 0; r < BN_SIZE; r++) {
            AV *row = newAV();
            av_extend(row, BN_SIZE - 1);
            for (c = 0; c < BN_SIZE; c++) {
                char cell = cells[r * BN_SIZE + c];
                av_push(row, cell ? newSVpvn_flags(&cell, 1, t.utf8 ? SVf_UTF8 : 0)
                                  : newSVpvs(""));
            }
            av_push(rows, newRV_noinc((SV *)row));
        }
        EXTEND(SP, 2);
        mPUSHs(newRV_noinc((SV *)rows));
    }
    PUSHs(mortal_string(aTHX_ &side, 1, t.utf8));

void
game_parse(...)
  PREINIT:
    text_t t;
    struct bn_game g;
    HV *hv;
    AV *moves;
    size_t pos;
    int move;
  PPCODE:
    if (!plain(aTHX_ fetched(aTHX_ ARG(0)), &t) || !bn_game_scan(t.s, t.len, t.utf8, &g))
        RETURN_UNDEF;
    hv = newHV();
    (void)hv_stores(hv, "variant", newSVpvn_flags(t.s + g.variant_at, g.variant_len,
                                                  t.utf8 ? SVf_UTF8 : 0));
    (void)hv_stores(hv, "start", g.has_start
        ? newSVpvn_flags(t.s + g.start_at, g.start_len, t.utf8 ? SVf_UTF8 : 0)
        : newSVpvn(BN_SETUP, BN_SETUP_LEN));
    moves = newAV();
    (void)hv_stores(hv, "moves", newRV_noinc((SV *)moves));
    if (g.nmoves)
        av_extend(moves, (SSize_t)g.nmoves - 1);
    pos = 0;
    while ((move = bn_moves_next(t.s + g.moves_at, g.moves_len, t.utf8, &pos)) >= 0) {
        char text[4];
        bn_move_text(move, text);
        av_push(moves, newSVpvn_flags(text, 4, t.utf8 ? SVf_UTF8 : 0));
    }
    (void)hv_stores(hv, "result", g.result == BN_RESULT_NONE ? newSV(0) : result_hash(aTHX_ g.result));
    RETURN_ONE(sv_2mortal(newRV_noinc((SV *)hv)));

void
game_string(...)
  PREINIT:
    HV *hv;
    AV *moves = NULL;
    SV *variant_sv, *start_sv, *moves_sv, *result_sv, *out;
    text_t variant = { "brandubh", 8, 0 }, named, start = { NULL, 0, 0 };
    int has_start = 0, utf8, result;
    SSize_t n = 0, i;
    char *buf, *p;
  PPCODE:
    if ((hv = (HV *)unblessed(fetched(aTHX_ ARG(0)), SVt_PVHV)) == NULL)
        RETURN_UNDEF;
    /* Everything that may run Perl code (magic, overloading, a tied array's
     * size) runs before the variant and start are read and written, so that
     * no string moves under us. */
    variant_sv = HASH_VALUE(hv, "variant");
    start_sv = HASH_VALUE(hv, "start");
    moves_sv = HASH_VALUE(hv, "moves");
    result_sv = HASH_VALUE(hv, "result");
    if (is_true(aTHX_ moves_sv)) {
        if (!SvROK(moves_sv) || SvTYPE(SvRV(moves_sv)) != SVt_PVAV)
            RETURN_UNDEF;
        moves = (AV *)SvRV(moves_sv);
        n = av_len(moves) + 1;
    }
    if ((result = result_of(aTHX_ result_sv)) < 0)
        RETURN_UNDEF;
    if (variant_sv && plain(aTHX_ variant_sv, &named) && named.len)
        variant = named;
    if (!bn_variant_ok(variant.s, variant.len, variant.utf8))
        RETURN_UNDEF;
    if (start_sv && plain(aTHX_ start_sv, &start)
        && !(start.len == BN_SETUP_LEN && memEQ(start.s, BN_SETUP, BN_SETUP_LEN))) {
        if (!bn_position(start.s, start.len, NULL, NULL))
            RETURN_UNDEF;
        has_start = 1;
    }
    utf8 = variant.utf8 || (has_start && start.utf8);
    out = mortal_buffer(aTHX_ bn_record_size(variant.len, start.len, has_start,
                                             (size_t)n, (enum bn_result)result), &buf);
    p = bn_record_head(buf, variant.s, variant.len, start.s, start.len, has_start);
    for (i = 0; i < n; i++) {
        SV **svp = av_fetch(moves, i, 0);
        text_t m;
        int move;
        if (!svp || !plain(aTHX_ fetched(aTHX_ *svp), &m) || (move = bn_move_stored(m.s, m.len)) < 0)
            RETURN_UNDEF;
        utf8 |= m.utf8;
        p = bn_record_move(p, move);
    }
    p = bn_record_tail(p, (enum bn_result)result);
    buffer_done(aTHX_ out, p, utf8 && variant.utf8);
    if (utf8 && !variant.utf8)
        sv_utf8_upgrade_nomg(out);
    RETURN_ONE(out);
