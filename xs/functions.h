/*
 * functions.h - the table of functions: each function's name, the count
 * of arguments it reads and whether it is one of the public functions and
 * one of the small ones whose calls by name take the fast path. From it
 * come each function's XSUB, its place in Perl (BOOT), and its fast path.
 */
#ifndef BX_FUNCTIONS_H
#define BX_FUNCTIONS_H

#include "answers.h"
#include "fast.h"

/* BX_F_PUBLIC: a function of the interface, made as Game::Brandubh::Notation's
 * own (so that Perl names it as the Perl version's: in a profile, or in
 * "Can't modify non-lvalue subroutine call of &..."), and also
 * Game::Brandubh::Notation::XS's; without it, the backend's alone.
 * BX_F_SMALL: calls by name take the fast path. */
#define BX_F_PUBLIC 1
#define BX_F_SMALL 2
/* BX_F_SPLIT, BX_F_OK: the Perl version's function calls move_split, or
 * position_ok, by name as it runs; where a program has put a sub of its own
 * in that name, the call is answered as the Perl version answers it, by the
 * PP backend's function (bx_twin_answer). */
#define BX_F_SPLIT 4
#define BX_F_OK 8

/* A row of a small function is S(...), of any other X(...), so that what
 * only the small ones have is made for them alone.
 *   X(name,           arguments, flags)  -- answered by bx_##name##_answer */
#define BX_FUNCTIONS(X, S) \
    S(square_name,     2, BX_F_PUBLIC) \
    S(square_parse,    1, BX_F_PUBLIC) \
    S(move_wire,       2, BX_F_PUBLIC) \
    S(move_split,      1, BX_F_PUBLIC) \
    S(move_parse,      1, BX_F_PUBLIC) \
    X(move_display,    2, BX_F_PUBLIC | BX_F_SPLIT) \
    S(position_ok,     1, BX_F_PUBLIC) \
    X(position_cells,  1, BX_F_PUBLIC | BX_F_OK) \
    X(game_string,     1, BX_F_PUBLIC | BX_F_SPLIT | BX_F_OK) \
    X(game_parse,      1, BX_F_PUBLIC | BX_F_SPLIT | BX_F_OK) \
    X(position_fault,  1, 0) \
    X(move_fault,      1, 0) \
    X(game_fault,      1, 0)
#define BX_NOTHING(name, nargs, flags)

/* An XSUB's answer: its values from ST(0) on, and how many. Perl code run
 * by get-magic may move the stack, so it is found again before it grows. */
BX_ALWAYS_INLINE int
bx_xs_answer(pTHX_ bx_answer_t answer, I32 ax, SSize_t items, int as_module)
{
    SV *out[2] = { NULL, NULL };
    SV **sp;
    const U8 gimme = bx_call_gimme(aTHX);
    COP *caller = PL_curcop;
    int i, n;
    SV *const targ = BX_XS_TARGET;
    if (as_module)
        BX_AS_MODULE(caller);
    n = answer(aTHX_ PL_stack_base + ax, items, gimme, targ, out);
    if (as_module)
        BX_AS_CALLER(caller);
    sp = PL_stack_base + ax - 1;
    EXTEND(sp, n);
    for (i = 0; i < n; i++)
        sp[i + 1] = out[i];
    return n;
}

#define BX_XSUB_DECLARE(name, nargs, flags) static XSPROTO(bx_xs_##name);
BX_FUNCTIONS(BX_XSUB_DECLARE, BX_XSUB_DECLARE)

/* Whether a program has put a sub of its own in the name of move_split
 * (BX_F_SPLIT) or position_ok (BX_F_OK), where the Perl version calls it
 * (the glob it calls, as it was when the module loaded). */
PERL_STATIC_INLINE int
bx_standin(pTHX_ int flags)
{
    dMY_CXT;
    const CV *split = GvCV(MY_CXT.named[BX_NAMED_SPLIT]), *ok = GvCV(MY_CXT.named[BX_NAMED_OK]);
    return ((flags & BX_F_SPLIT) && !(split && CvISXSUB(split) && CvXSUB(split) == bx_xs_move_split))
        || ((flags & BX_F_OK) && !(ok && CvISXSUB(ok) && CvXSUB(ok) == bx_xs_position_ok));
}

/* The sub of that name in the PP backend's package, or NULL. */
static CV *
bx_twin(pTHX_ const char *name)
{
    dMY_CXT;
    SV **gv = hv_fetch(MY_CXT.twins, name, (I32)strlen(name), 0);
    return gv && isGV_with_GP(*gv) ? GvCV((GV *)*gv) : NULL;
}

/* Loads the PP backend, leaving $@ and $! as they were; a load that fails
 * (a Safe compartment's bugs on some perls) dies of nothing, and tells the
 * program's $SIG{__DIE__} nothing: the XS then answers itself. */
static void
bx_twin_load(pTHX)
{
    SV *error = sv_2mortal(newSVsv(ERRSV));
    const int saved_errno = errno;
    ENTER;
    SAVESPTR(PL_diehook);
    PL_diehook = NULL;
    (void)eval_pv("require Game::Brandubh::Notation::PP", FALSE);
    LEAVE;
    sv_setsv(ERRSV, error);
    errno = saved_errno;
}

/* The answer of the PP backend's function of that name for the call's
 * arguments, as they were given, in the call's context, left from ST(0)
 * on: how many values; -1 when the PP backend is not to be had (inside a
 * Safe compartment, where nothing is loaded, when it is not loaded yet).
 * It is loaded the first time. */
static SSize_t
bx_twin_answer(pTHX_ const char *name, I32 ax, SSize_t items)
{
    const U8 gimme = bx_call_gimme(aTHX);
    CV *twin = bx_twin(aTHX_ name);
    SSize_t i, got;
    if (twin == NULL && PL_op_mask == NULL) {
        bx_twin_load(aTHX);
        twin = bx_twin(aTHX_ name);
    }
    if (twin == NULL)
        return -1;
    PUSHMARK(PL_stack_sp);
    rpp_extend(items);
    for (i = 0; i < items; i++)
        *++PL_stack_sp = PL_stack_base[ax + i];
    got = call_sv((SV *)twin, gimme == G_LIST ? G_LIST : gimme == G_VOID ? G_VOID : G_SCALAR);
    for (i = 0; i < got; i++)
        PL_stack_base[ax + i] = PL_stack_sp[i - got + 1];
    PL_stack_sp = PL_stack_base + ax + got - 1;
    return got;
}

/* Each function's XSUB. The small functions read plain values only, and
 * hand any other to Perl code (Operators), which runs under its own
 * statements: no hint of the caller's can reach what they do, and they
 * keep the caller's statement. The others run as the module's own
 * (BX_AS_MODULE in glue.h): they ask an object's truth and write numbers,
 * as Perl does under the statement that runs. */
#define BX_XSUB_AS(name, flags, as_module) \
    static XSPROTO(bx_xs_##name) \
    { \
        dXSARGS; \
        PERL_UNUSED_VAR(cv); \
        if (((flags) & (BX_F_SPLIT | BX_F_OK)) && bx_standin(aTHX_ (flags))) { \
            const SSize_t got = bx_twin_answer(aTHX_ #name, ax, items); \
            if (got >= 0) \
                XSRETURN(got); \
        } \
        XSRETURN(bx_xs_answer(aTHX_ bx_##name##_answer, ax, items, as_module)); \
    }
#define BX_XSUB(name, nargs, flags) BX_XSUB_AS(name, flags, 1)
#define BX_XSUB_SMALL(name, nargs, flags) BX_XSUB_AS(name, flags, 0)
BX_FUNCTIONS(BX_XSUB, BX_XSUB_SMALL)

/* The pp function of a small function's entersub on the fast path. */
#if BX_FAST
#  define BX_FAST_PP(name, nargs, flags) \
    static OP *bx_pp_##name(pTHX) \
    { \
        return bx_fast_call(aTHX_ bx_xs_##name, bx_##name##_answer); \
    }
BX_FUNCTIONS(BX_NOTHING, BX_FAST_PP)
#  define BX_PP_OF(name) bx_pp_##name
#else
#  define BX_PP_OF(name) NULL
#endif

/* The table itself. */
struct bx_function {
    const char *name;
    int nargs, flags;
    XSUBADDR_t xsub;
    Perl_ppaddr_t pp;
};
#define BX_ROW(name, nargs, flags) { #name, nargs, flags, bx_xs_##name, NULL },
#define BX_SMALL_ROW(name, nargs, flags) { #name, nargs, (flags) | BX_F_SMALL, bx_xs_##name, BX_PP_OF(name) },
static const struct bx_function bx_functions[] = { BX_FUNCTIONS(BX_ROW, BX_SMALL_ROW) };
#define BX_NFUNCTIONS ((int)(sizeof bx_functions / sizeof bx_functions[0]))

#if BX_FAST
/* The call checker of the small functions: Perl's own checks, then the
 * fast path's pp function for the entersub, where it may have one. */
static OP *
bx_ck_small(pTHX_ OP *entersub, GV *namegv, SV *ckobj)
{
    entersub = ck_entersub_args_proto_or_list(entersub, namegv, ckobj);
    if (bx_fast_allowed(aTHX_ entersub))
        entersub->op_ppaddr = bx_functions[CvXSUBANY((CV *)ckobj).any_i32].pp;
    return entersub;
}

/* The name of the function whose fast path an entersub takes, or NULL. */
static const char *
bx_fast_name(const OP *o)
{
    int i;
    for (i = 0; i < BX_NFUNCTIONS; i++)
        if (o->op_ppaddr == bx_functions[i].pp)      /* never NULL */
            return bx_functions[i].name;
    return NULL;
}
#endif

/* At BOOT: each function made, in its package or packages, with a call
 * checker on each small one, and what Perl's entersub is. */
static void
bx_functions_install(pTHX)
{
    int i;
#if BX_FAST
    if (bx_is_perls(PL_ppaddr[OP_ENTERSUB]))
        bx_perl_entersub = PL_ppaddr[OP_ENTERSUB];
#endif
    for (i = 0; i < BX_NFUNCTIONS; i++) {
        const struct bx_function *f = &bx_functions[i];
        SV *backend = sv_2mortal(newSVpvf("Game::Brandubh::Notation::XS::%s", f->name));
        CV *cv;
        if (f->flags & BX_F_PUBLIC) {
            /* *Game::Brandubh::Notation::XS::NAME = \&Game::Brandubh::Notation::NAME */
            SV *name = sv_2mortal(newSVpvf("Game::Brandubh::Notation::%s", f->name));
            cv = newXS(SvPVX(name), f->xsub, __FILE__);
            sv_setsv((SV *)gv_fetchsv(backend, GV_ADD, SVt_PVCV), sv_2mortal(newRV_inc((SV *)cv)));
        }
        else
            cv = newXS(SvPVX(backend), f->xsub, __FILE__);
#if BX_FAST
        if (f->flags & BX_F_SMALL) {
            CvXSUBANY(cv).any_i32 = i;
            cv_set_call_checker(cv, bx_ck_small, (SV *)cv);
        }
#endif
    }
}

/* The XS's settings, as pairs (items of them at args): space_rules =>
 * [VT, VT flagged UTF-8, U+180E flagged UTF-8], whether this perl's \s
 * matches each (given once, as the module loads); fast_path => whether
 * calls by name compiled from now on may take the fast path (never on a
 * perl without it). */
static void
bx_configure(pTHX_ SV **args, I32 items)
{
    I32 i;
    for (i = 0; i + 1 < items; i += 2) {
        const char *key = SvPV_nolen(args[i]);
        SV *value = args[i + 1];
        if (strEQ(key, "space_rules")) {
            AV *rules = SvROK(value) && SvTYPE(SvRV(value)) == SVt_PVAV ? (AV *)SvRV(value) : NULL;
            SV **vt, **vt_utf8, **mvs_utf8;
            if (rules == NULL || (vt = av_fetch(rules, 0, 0)) == NULL
                || (vt_utf8 = av_fetch(rules, 1, 0)) == NULL || (mvs_utf8 = av_fetch(rules, 2, 0)) == NULL)
                croak("Game::Brandubh::Notation::XS::configure: space_rules is an array of three");
            bn_space_rules((SvTRUE(*vt) ? BN_SPACE_VT : 0) | (SvTRUE(*vt_utf8) ? BN_SPACE_VT_UTF8 : 0)
                           | (SvTRUE(*mvs_utf8) ? BN_SPACE_MVS_UTF8 : 0));
        }
        else if (strEQ(key, "fast_path")) {
#if BX_FAST
            bx_fast_on = SvTRUE(value);
#endif
        }
        else
            croak("Game::Brandubh::Notation::XS::configure: no setting '%s'", key);
    }
    if (items % 2)
        croak("Game::Brandubh::Notation::XS::configure: settings are pairs");
}

#endif /* BX_FUNCTIONS_H */
