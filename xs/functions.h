/*
 * functions.h - the table of functions: each function's name, the count
 * of arguments it reads and whether it is one of the public functions and
 * one of the small ones whose calls by name take the fast path. From it
 * come each function's XSUB, its place in Perl (BOOT), and its fast path.
 */
#ifndef BN_FUNCTIONS_H
#define BN_FUNCTIONS_H

#include "answers.h"
#include "fast.h"

/* F_PUBLIC: a function of the interface, made as Game::Brandubh::Notation's
 * own (so that Perl names it as the Perl version's: in a profile, or in
 * "Can't modify non-lvalue subroutine call of &..."), and also
 * Game::Brandubh::Notation::XS's; without it, the backend's alone.
 * F_SMALL: calls by name take the fast path. */
#define F_PUBLIC 1
#define F_SMALL 2

/*   X(name,           arguments, flags)  -- answered by name##_answer */
#define BN_FUNCTIONS(X) \
    X(square_name,     2, F_PUBLIC | F_SMALL) \
    X(square_parse,    1, F_PUBLIC | F_SMALL) \
    X(move_wire,       2, F_PUBLIC | F_SMALL) \
    X(move_split,      1, F_PUBLIC | F_SMALL) \
    X(move_parse,      1, F_PUBLIC | F_SMALL) \
    X(move_display,    2, F_PUBLIC) \
    X(position_ok,     1, F_PUBLIC | F_SMALL) \
    X(position_cells,  1, F_PUBLIC) \
    X(game_string,     1, F_PUBLIC) \
    X(game_parse,      1, F_PUBLIC) \
    X(position_fault,  1, 0) \
    X(move_fault,      1, 0) \
    X(game_fault,      1, 0)

/* An XSUB's answer: its values from ST(0) on, and how many. Perl code run
 * by get-magic may move the stack, so it is found again before it grows. */
ALWAYS_INLINE int
xs_answer(pTHX_ bn_answer_t answer, I32 ax, SSize_t items)
{
    SV *out[2] = { NULL, NULL };
    SV **sp;
    const U8 gimme = call_gimme(aTHX);
    int i, n = answer(aTHX_ PL_stack_base + ax, items, gimme, XS_TARGET, out);
    sp = PL_stack_base + ax - 1;
    EXTEND(sp, n);
    for (i = 0; i < n; i++)
        sp[i + 1] = out[i];
    return n;
}

/* Each function's XSUB. */
#define BN_XSUB(name, nargs, flags) \
    static XSPROTO(bn_xs_##name) \
    { \
        dXSARGS; \
        PERL_UNUSED_VAR(cv); \
        XSRETURN(xs_answer(aTHX_ name##_answer, ax, items)); \
    }
BN_FUNCTIONS(BN_XSUB)

/* The pp function of a small function's entersub on the fast path. One is
 * written for each row (an X-macro leaves none out); the table holds the
 * small ones' only, and NULL for the others. */
#if BN_FAST
#  define BN_FAST_PP(name, nargs, flags) \
    static OP *bn_pp_##name(pTHX) \
    { \
        return (flags) & F_SMALL ? bn_fast_call(aTHX_ bn_xs_##name, name##_answer) : NORMAL; \
    }
BN_FUNCTIONS(BN_FAST_PP)
#  define BN_PP_OF(name, flags) ((flags) & F_SMALL ? bn_pp_##name : NULL)
#else
#  define BN_PP_OF(name, flags) NULL
#endif

/* The table itself. */
struct bn_function {
    const char *name;
    int nargs, flags;
    XSUBADDR_t xsub;
    Perl_ppaddr_t pp;
};
#define BN_ROW(name, nargs, flags) { #name, nargs, flags, bn_xs_##name, BN_PP_OF(name, flags) },
static const struct bn_function bn_functions[] = { BN_FUNCTIONS(BN_ROW) };
#define BN_NFUNCTIONS ((int)(sizeof bn_functions / sizeof bn_functions[0]))

#if BN_FAST
/* The call checker of the small functions: Perl's own checks, then the
 * fast path's pp function for the entersub, where it may have one. */
static OP *
ck_small(pTHX_ OP *entersub, GV *namegv, SV *ckobj)
{
    entersub = ck_entersub_args_proto_or_list(entersub, namegv, ckobj);
    if (bn_fast_allowed(aTHX_ entersub))
        entersub->op_ppaddr = bn_functions[CvXSUBANY((CV *)ckobj).any_i32].pp;
    return entersub;
}

/* The name of the function whose fast path an entersub takes, or NULL. */
static const char *
bn_fast_name(const OP *o)
{
    int i;
    for (i = 0; i < BN_NFUNCTIONS; i++)
        if (o->op_ppaddr == bn_functions[i].pp)      /* never NULL */
            return bn_functions[i].name;
    return NULL;
}
#endif

/* At BOOT: each function made, in its package or packages, with a call
 * checker on each small one, and what Perl's entersub is. */
static void
functions_install(pTHX)
{
    int i;
#if BN_FAST
    if (bn_is_perls(PL_ppaddr[OP_ENTERSUB]))
        bn_perl_entersub = PL_ppaddr[OP_ENTERSUB];
#endif
    for (i = 0; i < BN_NFUNCTIONS; i++) {
        const struct bn_function *f = &bn_functions[i];
        SV *backend = sv_2mortal(newSVpvf("Game::Brandubh::Notation::XS::%s", f->name));
        CV *cv;
        if (f->flags & F_PUBLIC) {
            /* *Game::Brandubh::Notation::XS::NAME = \&Game::Brandubh::Notation::NAME */
            SV *name = sv_2mortal(newSVpvf("Game::Brandubh::Notation::%s", f->name));
            cv = newXS(SvPVX(name), f->xsub, __FILE__);
            sv_setsv((SV *)gv_fetchsv(backend, GV_ADD, SVt_PVCV), sv_2mortal(newRV_inc((SV *)cv)));
        }
        else
            cv = newXS(SvPVX(backend), f->xsub, __FILE__);
#if BN_FAST
        if (f->flags & F_SMALL) {
            CvXSUBANY(cv).any_i32 = i;
            cv_set_call_checker(cv, ck_small, (SV *)cv);
        }
#endif
    }
}

#endif /* BN_FUNCTIONS_H */
