/*
 * writer.h - the XS's writer of move lists (Game::Brandubh::Notation::
 * Dialects's list_to_dialect): a list written by the C core's writer of a
 * move (bn_dialect_write), where what it holds can be read in place.
 *
 * Dialects.pm's writer (_list_to_dialect_pp) is the statement of what is
 * written and of every refusal. This one writes the common list, whose
 * every value is plain (no magic, no tie, no object, no reference where a
 * string is read, no UTF-8 flag, no taint), its moves and squares written
 * as stored, from the set-up, with no timeout; it reads nothing that runs
 * Perl code, so that wherever it finds anything else (a refusal, a rare
 * value, an option but numbered) the arguments, untouched, go to the
 * Perl writer, whose answer is the answer.
 */
#ifndef BX_WRITER_H
#define BX_WRITER_H

#include "dialects.h"

/* A value of a hash read in place: NULL where it is missing, and *ok 0
 * where it has get-magic (the list goes to Perl). */
PERL_STATIC_INLINE SV *
bx_w_value(pTHX_ HV *hv, const char *key, I32 klen, int *ok)
{
    SV **svp = hv_fetch(hv, key, klen, 0);
    if (svp == NULL)
        return NULL;
    if (SvGMAGICAL(*svp))
        *ok = 0;
    return *svp;
}
#define BX_W_VALUE(hv, key, ok) bx_w_value(aTHX_ (hv), "" key "", (I32)(sizeof(key) - 1), (ok))

/* Whether a hash or array has no magic but what reads nothing of it: the
 * back-reference $#array leaves on an array (arylen_p, which perls before
 * 5.12 keep as magic: Dialects.pm's writer takes $#$moves). */
PERL_STATIC_INLINE int
bx_w_quiet(SV *target)
{
    const MAGIC *mg;
    if (!SvMAGICAL(target))
        return 1;
    if (SvTYPE(target) < SVt_PVMG || SvGMAGICAL(target) || SvSMAGICAL(target))
        return 0;
    for (mg = SvMAGIC(target); mg != NULL; mg = mg->mg_moremagic)
        if (mg->mg_type != PERL_MAGIC_arylen_p)
            return 0;
    return 1;
}

/* The hash or array a plain reference refers to, unblessed, with no magic
 * (bx_w_quiet), not restricted; NULL for anything else. */
PERL_STATIC_INLINE SV *
bx_w_target(SV *sv, svtype type)
{
    SV *target;
    if (sv == NULL || SvGMAGICAL(sv) || !SvROK(sv))
        return NULL;
    target = SvRV(sv);
    return SvTYPE(target) == type && !SvOBJECT(target) && bx_w_quiet(target) && !SvREADONLY(target)
        ? target : NULL;
}

/* A value read as a string in place: a plain string (no reference, no
 * magic), its bytes without the UTF-8 flag. */
#define BX_W_STRING(sv) (BX_PLAIN_STRING(sv) && !SvUTF8(sv))

/* The truth of a value that is missing, undef or plain (no reference: an
 * object's bool could run Perl code); -1 for anything else. */
PERL_STATIC_INLINE int
bx_w_true(pTHX_ SV *sv)
{
    if (sv == NULL)
        return 0;
    if (SvGMAGICAL(sv) || SvROK(sv))
        return -1;
    return SvTRUE_nomg(sv) ? 1 : 0;
}

/* The square a plain string names in lower case, or -1. */
PERL_STATIC_INLINE int
bx_w_square(SV *sv)
{
    return BX_W_STRING(sv) && SvCUR(sv) == 2 ? bn_square_at(SvPVX_const(sv), 0) : -1;
}

/* What a move's about says, read in place: the bits (enum bn_about), the
 * captured squares (into few, or a mortal buffer for more), the king's
 * square (-1 for none); 0 where Perl must read it (or refuses it). */
static int
bx_w_about(pTHX_ SV *sv, unsigned *about, unsigned char *few, size_t nfew, unsigned char **captures, size_t *n,
           int *king_square)
{
    static const struct { const char *key; I32 len; unsigned bit; } keys[] = {
        { "king", 4, BN_ABOUT_KING }, { "king_taken", 10, BN_ABOUT_KING_TAKEN },
        { "king_home", 9, BN_ABOUT_KING_HOME }, { "threat", 6, BN_ABOUT_THREAT },
        { "way_out", 7, BN_ABOUT_WAY_OUT }, { "wins", 4, BN_ABOUT_WINS }, { "loses", 5, BN_ABOUT_LOSES },
        { "lower", 5, BN_ABOUT_LOWER }
    };
    HV *hv;
    SV *value;
    size_t i;
    int ok = 1, truth;
    *about = 0;
    *n = 0;
    *king_square = -1;
    *captures = few;
    if (sv == NULL || (!SvGMAGICAL(sv) && !SvOK(sv)))
        return 1;
    if ((hv = (HV *)bx_w_target(sv, SVt_PVHV)) == NULL)
        return 0;
    if (HvUSEDKEYS(hv) == 0)
        return 1;
    for (i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        value = bx_w_value(aTHX_ hv, keys[i].key, keys[i].len, &ok);
        if (!ok || (truth = bx_w_true(aTHX_ value)) < 0)
            return 0;
        if (truth)
            *about |= keys[i].bit;
    }
    /* a hyphen said to be left out: defined and false */
    value = BX_W_VALUE(hv, "hyphen", &ok);
    if (!ok || (truth = bx_w_true(aTHX_ value)) < 0)
        return 0;
    if (value != NULL && SvOK(value) && !truth)
        *about |= BN_ABOUT_NO_HYPHEN;
    value = BX_W_VALUE(hv, "captures", &ok);
    if (!ok)
        return 0;
    if (value != NULL && SvOK(value)) {
        AV *av = (AV *)bx_w_target(value, SVt_PVAV);
        SSize_t count;
        int square;
        if (av == NULL)
            return 0;
        count = AvFILLp(av) + 1;
        if ((size_t)count > nfew)
            *captures = (unsigned char *)SvPVX(sv_2mortal(newSV((STRLEN)count)));
        for (i = 0; i < (size_t)count; i++) {
            if ((square = bx_w_square(AvARRAY(av)[i])) < 0)
                return 0;
            (*captures)[i] = (unsigned char)square;
        }
        *n = (size_t)count;
    }
    value = BX_W_VALUE(hv, "king_square", &ok);
    if (!ok)
        return 0;
    if (value != NULL && SvOK(value)) {
        /* the king taken, on one of the squares captured */
        if ((*king_square = bx_w_square(value)) < 0 || !(*about & BN_ABOUT_KING_TAKEN)
            || memchr(*captures, *king_square, *n) == NULL)
            return 0;
    }
    return 1;
}

/* The list written, a new mortal string; NULL where Perl must write it
 * (or refuses it). The arguments as given, none of them read yet. */
static SV *
bx_w_list(pTHX_ SV **args, I32 items)
{
    dMY_CXT;
    HV *list, *game, *options = NULL, *result;
    AV *moves, *abouts = NULL;
    SV *value, *out;
    const SV *setup = MY_CXT.strings[BX_STR_SETUP];
    unsigned char few[BX_DIALECT_FEW], *captures;
    size_t i, nmoves, n, need;
    unsigned about;
    int d, ok = 1, numbered = 0, king_square;
    const char *word = NULL;
    bx_game_t g;
    bx_keep_t k;
    if (TAINTING_get || items < 2)
        return NULL;
    /* the dialect, the list, the options (none, or a hash of numbered) */
    if (SvGMAGICAL(args[0]) || !BX_W_STRING(args[0])
        || (d = bn_dialect_of(SvPVX_const(args[0]), SvCUR(args[0]))) < 0
        || (list = (HV *)bx_w_target(args[1], SVt_PVHV)) == NULL)
        return NULL;
    if (items > 2 && (SvGMAGICAL(args[2]) || SvOK(args[2]))) {
        int truth;
        if ((options = (HV *)bx_w_target(args[2], SVt_PVHV)) == NULL)
            return NULL;
        value = BX_W_VALUE(options, "start", &ok);
        if (!ok || (value != NULL && SvOK(value)))
            return NULL;
        value = BX_W_VALUE(options, "first", &ok);
        if (!ok || (value != NULL && SvOK(value)))
            return NULL;
        value = BX_W_VALUE(options, "numbered", &ok);
        if (!ok || (truth = bx_w_true(aTHX_ value)) < 0)
            return NULL;
        numbered = truth;
    }
    /* the game, one game_string writes, from the set-up */
    if ((game = (HV *)bx_w_target(BX_W_VALUE(list, "game", &ok), SVt_PVHV)) == NULL || !ok)
        return NULL;
    value = BX_W_VALUE(game, "variant", &ok);
    if (!ok || (value != NULL && SvOK(value) && !BX_W_STRING(value)))
        return NULL;
    value = BX_W_VALUE(game, "start", &ok);
    if (!ok || (value != NULL && SvOK(value)
                && !(BX_W_STRING(value) && SvCUR(value) == SvCUR(setup)
                     && memEQ(SvPVX_const(value), SvPVX_const(setup), SvCUR(setup)))))
        return NULL;
    if ((moves = (AV *)bx_w_target(BX_W_VALUE(game, "moves", &ok), SVt_PVAV)) == NULL || !ok)
        return NULL;
    nmoves = (size_t)(AvFILLp(moves) + 1);
    for (i = 0; i < nmoves; i++) {
        value = AvARRAY(moves)[i];
        if (!(BX_W_STRING(value) && SvCUR(value) == 4 && bn_square_at(SvPVX_const(value), 0) >= 0
              && bn_square_at(SvPVX_const(value) + 2, 0) >= 0))
            return NULL;
    }
    value = BX_W_VALUE(game, "result", &ok);
    if (!ok)
        return NULL;
    if (value != NULL && SvOK(value)) {
        /* a resignation of the side to move, in a dialect with its word */
        SV *how, *by;
        const char *to_move = nmoves % 2 ? "defenders" : "attackers";
        if ((result = (HV *)bx_w_target(value, SVt_PVHV)) == NULL
            || (how = BX_W_VALUE(result, "how", &ok)) == NULL || !ok || !BX_W_STRING(how)
            || (by = BX_W_VALUE(result, "by", &ok)) == NULL || !ok || !BX_W_STRING(by)
            || !(SvCUR(how) == 6 && memEQ(SvPVX_const(how), "resign", 6))
            || !(SvCUR(by) == 9 && memEQ(SvPVX_const(by), to_move, 9))
            || (word = bn_dialect_word_text((enum bn_dialect)d, BN_WORD_RESIGNED)) == NULL)
            return NULL;
    }
    /* as game_string reads it, which reads no value here by Perl code */
    bx_keep_start(&k);
    if (!bx_game_read(aTHX_ &MY_CXT, &k, game, &g))
        return NULL;
    /* the abouts and notes: an array and a hash, or none; no timeout */
    value = BX_W_VALUE(list, "abouts", &ok);
    if (!ok || (value != NULL && SvOK(value) && (abouts = (AV *)bx_w_target(value, SVt_PVAV)) == NULL))
        return NULL;
    value = BX_W_VALUE(list, "notes", &ok);
    if (!ok)
        return NULL;
    if (value != NULL && SvOK(value)) {
        HV *notes = (HV *)bx_w_target(value, SVt_PVHV);
        if (notes == NULL)
            return NULL;
        value = BX_W_VALUE(notes, "timeout", &ok);
        if (!ok || (value != NULL && SvOK(value)))
            return NULL;
    }
    /* the moves, each read back to see that none but the last ends the
     * game (as the list is read) */
    out = sv_2mortal(newSV(nmoves * 12 + 32));
    SvPOK_only(out);
    for (i = 0; i < nmoves; i++) {
        const char *move = SvPVX_const(AvARRAY(moves)[i]);
        char *p;
        size_t len;
        SV *sv = abouts != NULL && (SSize_t)i <= AvFILLp(abouts) ? AvARRAY(abouts)[i] : NULL;
        if (!bx_w_about(aTHX_ sv, &about, few, sizeof few, &captures, &n, &king_square))
            return NULL;
        need = SvCUR(out) + BN_DIALECT_WRITE_ROOM(n) + 32;
        if (SvLEN(out) < need + 1)
            SvGROW(out, need * 2);
        p = SvPVX(out) + SvCUR(out);
        if (i)
            *p++ = ' ';
        if (numbered && i % 2 == 0) {
            /* the turn's number, its digits written from the last */
            char digits[24], *q = digits + sizeof digits;
            size_t turn = i / 2 + 1;
            do
                *--q = (char)('0' + turn % 10);
            while ((turn /= 10) != 0);
            memcpy(p, q, (size_t)(digits + sizeof digits - q));
            p += digits + sizeof digits - q;
            *p++ = '.';
            *p++ = ' ';
        }
        len = bn_dialect_write((enum bn_dialect)d, bn_move_stored(move, 4), about, captures, n, king_square, p);
        if (i + 1 < nmoves) {
            struct bn_dialect_move m;
            if (bn_dialect_move((enum bn_dialect)d, p, len, &m, NULL, 0, NULL) && (m.about & BN_ABOUT_ENDS))
                return NULL;
        }
        SvCUR_set(out, (STRLEN)(p + len - SvPVX(out)));
    }
    if (word != NULL) {
        if (nmoves)
            sv_catpvs(out, " ");
        sv_catpv(out, word);
    }
    *SvEND(out) = '\0';
    return out;
}

/* list_to_dialect's answer from its arguments (items of them at args, the
 * XSUB's stack: &ST(0)): written here, or by Dialects.pm's writer, given
 * the arguments as they are. The stack is left at the XSUB's mark: the
 * XSUB's SPAGAIN finds it. */
static SV *
bx_dialect_write_call(pTHX_ SV **args, I32 items)
{
    SV *answer = bx_w_list(aTHX_ args, items);
    if (answer == NULL) {
        dMY_CXT;
        dSP;
        CV *perl = GvCV(MY_CXT.named[BX_NAMED_DIALECT_WRITE]);
        I32 i;
        int got;
        if (perl == NULL)
            croak("Game::Brandubh::Notation::XS::list_to_dialect: Game::Brandubh::Notation::Dialects is not loaded");
        SP = args - 1;
        PUSHMARK(SP);
        EXTEND(SP, items);
        for (i = 0; i < items; i++)
            PUSHs(args[i]);
        PUTBACK;
        got = call_sv((SV *)perl, G_SCALAR);
        SPAGAIN;
        answer = got > 0 ? POPs : &PL_sv_undef;
        PUTBACK;
    }
    PL_stack_sp = args - 1;
    return answer;
}

#endif /* BX_WRITER_H */
