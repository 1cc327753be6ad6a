/*
 * answers.h - the answer of each function: from its arguments to its
 * values.
 *
 * Every answer has the shape of bx_answer_t (fast.h): it takes the call's
 * arguments as given (args[0] to args[items - 1], their get-magic not yet
 * run; each is read from args before any Perl code may run, since that
 * code may move the stack), the call's context and a pad target or NULL,
 * and leaves its values in out[] (two at most), returning how many. A
 * value returned alone, or last, may be the target: the caller's statement
 * copies it before the same call can run again, as with Perl's own lc.
 * Every other value is a new mortal. Each answer of a public function
 * makes its values as tainted as the Perl version's (bx_tainted_as)
 * after every argument was read; the fault readers, which only the *_why
 * functions call, leave taint to Perl.
 */
#ifndef BX_ANSWERS_H
#define BX_ANSWERS_H

#include "results.h"

/* The values of a function giving a pair when there is no pair: the empty
 * list, or outside list context Perl's own undef, the shared read-only one
 * that the Perl version's return; gives there. */
PERL_STATIC_INLINE int
bx_no_pair(pTHX_ U8 gimme, SV **out)
{
    if (gimme == G_LIST)
        return 0;
    out[0] = bx_refusal_shared ? &PL_sv_undef : sv_newmortal();
    return 1;
}

/* The one text argument of a function that reads one, args[0]: its get-magic
 * run once; true, with its string in *t, when it is a plain value. */
BX_ALWAYS_INLINE int
bx_text_argument(pTHX_ SV **args, SSize_t items, bx_text_t *t)
{
    return bx_plain(aTHX_ bx_fetched(aTHX_ bx_arg_at(aTHX_ args, items, 0)), t);
}

BX_ALWAYS_INLINE int
bx_square_name_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    SV *values[2];
    int file, rank;
    char text[2];
    PERL_UNUSED_ARG(gimme);
    bx_arguments_of_two(aTHX_ bx_arg_at(aTHX_ args, items, 0), bx_arg_at(aTHX_ args, items, 1), values);
    file = bx_coordinate_of(aTHX_ values[0]);
    rank = bx_coordinate_of(aTHX_ values[1]);
    /* an odd file is asked even when the rank is no digit, as Perl asks it */
    if (file == -2 || (file >= 0 && rank == -2))
        out[0] = bx_operator_answer(aTHX_ BX_SUB_SQUARE_NAME, values, 2);
    else if (file < 0 || rank < 0)
        out[0] = sv_newmortal();
    else {
        bn_square_text(file * BN_SIZE + rank, text);
        out[0] = bx_string_result(aTHX_ targ, text, 2, 0);
    }
    return bx_tainted_as(aTHX_ BX_FROM_ARGS, out, 1);
}

BX_ALWAYS_INLINE int
bx_square_parse_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    bx_text_t t;
    int sq = bx_text_argument(aTHX_ args, items, &t) ? bn_square(t.s, t.len, 1) : -1;
    if (sq < 0)
        return bx_tainted_as(aTHX_ BX_CLEAN, out, bx_no_pair(aTHX_ gimme, out));
    if (gimme != G_LIST) {
        out[0] = bx_number_result(aTHX_ targ, sq % BN_SIZE);
        return bx_tainted_as(aTHX_ BX_CLEAN, out, 1);
    }
    out[0] = sv_2mortal(newSViv(sq / BN_SIZE));
    out[1] = bx_number_result(aTHX_ targ, sq % BN_SIZE);
    return bx_tainted_as(aTHX_ BX_CLEAN, out, 2);
}

BX_ALWAYS_INLINE int
bx_move_wire_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    SV *to_sv = bx_arg_at(aTHX_ args, items, 1);
    bx_text_t f, t;
    int from, to, fok, tok;
    char text[4];
    PERL_UNUSED_ARG(gimme);
    fok = bx_plain(aTHX_ bx_first_of_two(aTHX_ bx_arg_at(aTHX_ args, items, 0), to_sv), &f);
    tok = bx_plain(aTHX_ bx_fetched(aTHX_ to_sv), &t);
    if (!fok || !tok || (from = bn_square(f.s, f.len, 1)) < 0 || (to = bn_square(t.s, t.len, 1)) < 0)
        out[0] = sv_newmortal();
    else {
        bn_move_text(from * BN_SQUARES + to, text);
        out[0] = bx_string_result(aTHX_ targ, text, 4, f.utf8 || t.utf8);
    }
    return bx_tainted_as(aTHX_ BX_MOVE_WIRE_TAINT, out, 1);
}

BX_ALWAYS_INLINE int
bx_move_split_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    bx_text_t t;
    char text[4];
    int move = bx_text_argument(aTHX_ args, items, &t) ? bn_move_stored(t.s, t.len) : -1;
    if (move < 0)
        return bx_tainted_as(aTHX_ BX_CLEAN, out, bx_no_pair(aTHX_ gimme, out));
    bn_move_text(move, text);
    if (gimme != G_LIST) {
        out[0] = bx_string_result(aTHX_ targ, text + 2, 2, t.utf8);
        return bx_tainted_as(aTHX_ BX_CLEAN, out, 1);
    }
    out[0] = sv_2mortal(newSVpvn_flags(text, 2, t.utf8 ? SVf_UTF8 : 0));
    out[1] = bx_string_result(aTHX_ targ, text + 2, 2, t.utf8);
    return bx_tainted_as(aTHX_ BX_CLEAN, out, 2);
}

BX_ALWAYS_INLINE int
bx_move_parse_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    bx_text_t t;
    char text[4];
    int move = bx_text_argument(aTHX_ args, items, &t) ? bn_move_parse(t.s, t.len, t.utf8) : -1;
    PERL_UNUSED_ARG(gimme);
    if (move < 0)
        out[0] = sv_newmortal();
    else {
        bn_move_text(move, text);
        out[0] = bx_string_result(aTHX_ targ, text, 4, t.utf8);
    }
    return bx_tainted_as(aTHX_ BX_CLEAN, out, 1);
}

BX_ALWAYS_INLINE int
bx_position_ok_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    bx_text_t t;
    int ok = bx_text_argument(aTHX_ args, items, &t) && bn_position_ok(t.s, t.len);
    PERL_UNUSED_ARG(gimme);
    out[0] = bx_number_result(aTHX_ targ, ok);
    return bx_tainted_as(aTHX_ BX_CLEAN, out, 1);
}


BX_ALWAYS_INLINE int
bx_move_display_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    bx_text_t t;
    int move;
    SV *pair[2];
    bx_about_t a;
    bx_keep_t k;
    PERL_UNUSED_ARG(gimme);
    PERL_UNUSED_ARG(targ);
    bx_keep_start(&k);
    /* Both arguments are fetched, as the Perl version's my ($move, $about)
     * = @_ fetches them; %about is read only for a stored move. */
    bx_arguments_of_two(aTHX_ bx_arg_at(aTHX_ args, items, 0), bx_arg_at(aTHX_ args, items, 1), pair);
    if (!bx_plain(aTHX_ pair[0], &t) || (move = bn_move_stored(t.s, t.len)) < 0)
        out[0] = sv_newmortal();
    else {
        bx_about_read(aTHX_ &k, pair[1], &a);
        out[0] = bx_shown_move(aTHX_ move, &a, t.utf8);
    }
    return bx_tainted_as(aTHX_ BX_CLEAN, out, 1);
}

BX_ALWAYS_INLINE int
bx_position_cells_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    dMY_CXT;
    bx_text_t t;
    char cells[BN_SQUARES], side;
    int n = 0, side_tainted;
    PERL_UNUSED_ARG(targ);
    if (!bx_text_argument(aTHX_ args, items, &t) || !bn_position(t.s, t.len, cells, &side))
        return bx_tainted_as(aTHX_ BX_CLEAN, out, bx_no_pair(aTHX_ gimme, out));
    /* the Perl version's side is tainted as its text was, its rows clean */
    side_tainted = TAINTING_get && TAINT_get;
    if (TAINTING_get)
        TAINT_NOT;
    if (gimme == G_LIST)
        out[n++] = sv_2mortal(bx_rows_of(aTHX_ &MY_CXT, cells, t.utf8));
    out[n++] = sv_2mortal(t.utf8 ? newSVpvn_flags(&side, 1, SVf_UTF8) : BX_SHARED(&MY_CXT, BX_CELL(side)));
    (void)bx_tainted_as(aTHX_ BX_CLEAN, out, n);
    if (side_tainted)
        SvTAINTED_on(out[n - 1]);
    return n;
}

BX_ALWAYS_INLINE int
bx_game_parse_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    dMY_CXT;
    bx_text_t t;
    struct bn_game g;
    PERL_UNUSED_ARG(gimme);
    PERL_UNUSED_ARG(targ);
    if (!bx_text_argument(aTHX_ args, items, &t) || !bn_game_scan(t.s, t.len, t.utf8, &g, NULL))
        out[0] = sv_newmortal();
    else {
        if (TAINTING_get)   /* values of captures in the Perl version: clean */
            TAINT_NOT;
        out[0] = bx_game_hash(aTHX_ &MY_CXT, &t, &g);
    }
    return bx_tainted_as(aTHX_ BX_CLEAN, out, 1);
}

BX_ALWAYS_INLINE int
bx_game_string_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    dMY_CXT;
    HV *hv;
    bx_game_t g;
    bx_keep_t k;
    PERL_UNUSED_ARG(gimme);
    PERL_UNUSED_ARG(targ);
    bx_keep_start(&k);
    if ((hv = (HV *)bx_keep(aTHX_ &k, bx_ref_named(bx_fetched(aTHX_ bx_arg_at(aTHX_ args, items, 0)), SVt_PVHV))) == NULL
        || !bx_game_read(aTHX_ &MY_CXT, &k, hv, &g) || (out[0] = bx_record_written(aTHX_ &g)) == NULL)
        out[0] = sv_newmortal();
    return bx_tainted_as(aTHX_ BX_CLEAN, out, 1);
}

/*
 * The faults, for position_why, move_why and game_why, which call them with
 * a plain value: its first fault as a hash, or nothing when there is none.
 * Each kind's scanner gives the fault of a well-formed text as a new hash
 * reference, or NULL when the text is read to its end.
 */
typedef SV *(*bx_fault_scan_t)(pTHX_ const bx_text_t *t);

static SV *
bx_position_fault_of(pTHX_ const bx_text_t *t)
{
    struct bn_position_fault f;
    return bn_position_scan(t->s, t->len, &f) ? NULL : bx_position_fault_sv(aTHX_ t, 0, &f);
}

static SV *
bx_move_fault_of(pTHX_ const bx_text_t *t)
{
    struct bn_fault f;
    int move;
    return bn_move_scan(t->s, t->len, t->utf8, &move, &f) ? NULL : bx_fault_sv(aTHX_ t, &f);
}

static SV *
bx_game_fault_of(pTHX_ const bx_text_t *t)
{
    struct bn_fault f;
    struct bn_game g;
    return bn_game_scan(t->s, t->len, t->utf8, &g, &f) ? NULL : bx_fault_sv(aTHX_ t, &f);
}

/* The answer of a fault reader whose scanner is scan: a malformed string's
 * fault is its encoding's. */
static int
bx_fault_answer(pTHX_ SV **args, SSize_t items, SV **out, bx_fault_scan_t scan)
{
    SV *sv = bx_fetched(aTHX_ bx_arg_at(aTHX_ args, items, 0));
    bx_text_t t;
    if (bx_malformed_at(aTHX_ sv) >= 0)
        out[0] = bx_encoding_fault_sv(aTHX_ sv);
    else if (!bx_plain(aTHX_ sv, &t) || (out[0] = scan(aTHX_ &t)) == NULL)
        return 0;
    sv_2mortal(out[0]);
    return 1;
}

BX_ALWAYS_INLINE int
bx_position_fault_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    PERL_UNUSED_ARG(gimme);
    PERL_UNUSED_ARG(targ);
    return bx_fault_answer(aTHX_ args, items, out, bx_position_fault_of);
}

BX_ALWAYS_INLINE int
bx_move_fault_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    PERL_UNUSED_ARG(gimme);
    PERL_UNUSED_ARG(targ);
    return bx_fault_answer(aTHX_ args, items, out, bx_move_fault_of);
}

BX_ALWAYS_INLINE int
bx_game_fault_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    PERL_UNUSED_ARG(gimme);
    PERL_UNUSED_ARG(targ);
    return bx_fault_answer(aTHX_ args, items, out, bx_game_fault_of);
}

#endif /* BX_ANSWERS_H */
