/*
 * fast.h - the fast path of calls by name of the functions whose row in
 * the table (functions.h) gives them one.
 *
 * Needs only Perl's headers (from glue.h), and nothing else of the module's:
 * a small function is known to it by its XSUB, and answers through a
 * bx_answer_t.
 *
 * A call that names the function, compiled after the module was loaded,
 *     entersub( ex-list( pushmark, arguments..., ex-rv2cv( gv ) ) )
 * keeps the tree Perl built, op for op. Only its entersub's pp function
 * changes, at compile time, to the function's own (bx_fast_call). At run
 * time that one answers at once when the sub on the stack is still this
 * function's XSUB and the call is a plain one; in every other case it hands
 * the call, untouched, to the entersub function Perl runs for every other
 * call, from the same op. So:
 * - a sub put in the name later (redefined, local, a mock, a wrapper) is
 *   entered by Perl's own pp_entersub, from a real entersub op, and has a
 *   real frame: it may leave by next, last, return or an unwind, and a
 *   module inspecting its calling op sees an ordinary call;
 * - tools that walk the tree (B::Deparse, B::Concise, B::Xref, Want,
 *   Devel::Caller) see an entersub with its gv;
 * - a hook in PL_ppaddr[OP_ENTERSUB] (a profiler) is respected: no call is
 *   changed while one is in place as the call is compiled, and a call
 *   changed before one was put in place is handed to it.
 *
 * What the fast path leaves out of Perl's call of an XSUB is what their
 * answers cannot see: ENTER/SAVETMPS/LEAVE (they use neither the save stack
 * nor the floor of temporaries), copying PADTMP arguments (they keep no
 * argument), the scalar-context fix-up (they give one value outside list
 * context) and, on a perl with a reference-counted stack, the XSUB wrapper
 * (the fast path keeps that stack's rules itself).
 *
 * Invariant: when bx_fast_call declines, neither the stack nor the marks
 * nor any value has been touched.
 */
#ifndef BX_FAST_H
#define BX_FAST_H

#include "glue.h"

/* Perl's call checkers and the tree as described: perl 5.22 on (the first
 * perl of the matrix whose pad targets are safe, which the answers use).
 * -DBN_NO_FAST builds without it (every call is Perl's own entersub). */
#if PERL_REVISION == 5 && PERL_VERSION >= 22 && !defined(BN_NO_FAST)
#  define BX_FAST 1
#else
#  define BX_FAST 0
#endif


/* An answer: the values of a call with items arguments from args[0] on
 * (left on the stack while it runs, their get-magic not yet run), in the
 * context gimme (read before any Perl code runs), into
 * out[] (two at most), returning how many; the last value may be targ,
 * when targ is not NULL. */
typedef int (*bx_answer_t)(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out);

#if BX_FAST

/* PL_ppaddr[OP_ENTERSUB] when the module loaded, when it was Perl's own
 * function; NULL when it was a hook (the fast path is then never taken).
 * Whether calls compiled from now on take the fast path. Both are the
 * process's: PL_ppaddr is, and threads share the op trees. */
static Perl_ppaddr_t bx_perl_entersub = NULL;
static int bx_fast_on = 0;

/* The sub a call's entersub finds on the stack, when it is a glob holding
 * a CV or a plain reference to one; NULL for anything else. */
PERL_STATIC_INLINE CV *
bx_called(SV *sv)
{
    if (SvTYPE(sv) == SVt_PVGV)
        return isGV_with_GP(sv) ? GvCVu((GV *)sv) : NULL;
    if (SvROK(sv) && !SvMAGICAL(sv) && !SvAMAGIC(sv) && SvTYPE(SvRV(sv)) == SVt_PVCV)
        return (CV *)SvRV(sv);
    return NULL;
}

/* An entersub whose call Perl would refuse as it stands: &DB::sub's, one
 * without its own arguments (&name;), or one in lvalue context whose
 * verdict, "Can't modify non-lvalue subroutine call", only Perl's
 * pp_entersub gives. Arguments of another call (OPpENTERSUB_INARGS) in a
 * known context are fine. */
PERL_STATIC_INLINE int
bx_unusual(const OP *o)
{
    const U8 lv = o->op_private & OPpENTERSUB_LVAL_MASK;
    if ((o->op_private & OPpENTERSUB_DB) || !(o->op_flags & OPf_STACKED))
        return 1;
    return lv && (!(o->op_flags & OPf_WANT) || lv == OPpLVAL_INTRO);
}

/* The pp function of an entersub on the fast path (always inlined, so that
 * each small function's answer is inlined into its own). */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
PERL_STATIC_INLINE OP *
bx_fast_call(pTHX_ XSUBADDR_t xsub, bx_answer_t answer)
{
    const SSize_t markix = TOPMARK;
    SV **args = PL_stack_base + markix + 1;
    const CV *cv = bx_called(*PL_stack_sp);
    SV *out[2] = { NULL, NULL };
    int i, n;

    if (UNLIKELY(cv == NULL || !CvISXSUB(cv) || CvXSUB(cv) != xsub || bx_unusual(PL_op)
                 || PL_ppaddr[OP_ENTERSUB] != bx_perl_entersub))
        return PL_ppaddr[OP_ENTERSUB](aTHX);
    (void)POPMARK;
    /* the arguments stay on the stack (counted, where it is) while their
     * get-magic runs; Perl code run by it may move the stack */
    n = answer(aTHX_ args, PL_stack_sp - args, (U8)GIMME_V,
#ifdef BN_NO_TARGETS
               NULL,
#else
               (PL_op->op_private & OPpENTERSUB_HASTARG) && bx_target_safe(aTHX_ PL_op) ? PAD_SV(PL_op->op_targ) : NULL,
#endif
               out);
    rpp_popfree_to_NN(PL_stack_base + markix);
    rpp_extend(n);
    for (i = 0; i < n; i++)
        rpp_push_1(out[i]);
    return NORMAL;
}

/* Whether an entersub's pp function can be Perl's own as the call is
 * compiled: it is, and no debugger wants every call, and the sub being
 * compiled is no :lvalue sub (its last call's verdict is Perl's). */
PERL_STATIC_INLINE int
bx_fast_allowed(pTHX_ const OP *entersub)
{
    return bx_fast_on && bx_perl_entersub != NULL && !PERLDB_SUB
        && entersub->op_type == OP_ENTERSUB
        && entersub->op_ppaddr == bx_perl_entersub
        && PL_ppaddr[OP_ENTERSUB] == bx_perl_entersub
        && !(PL_compcv && CvLVALUE(PL_compcv));
}

/* The names of the functions of the entersub ops on the fast path in a
 * tree, in the order it is walked, pushed onto names; name_of gives the
 * name of an entersub's function, or NULL when it takes no fast path. */
static void
bx_fast_walk(pTHX_ const OP *o, const char *(*name_of)(const OP *), AV *names)
{
    for (; o != NULL; o = OpSIBLING(o)) {
        const char *name = o->op_type == OP_ENTERSUB ? name_of(o) : NULL;
        if (name != NULL)
            av_push(names, newSVpv(name, 0));
        if (o->op_flags & OPf_KIDS)
            bx_fast_walk(aTHX_ cUNOPx(o)->op_first, name_of, names);
    }
}

/*
 * Whether fn is a function of the file Perl itself was loaded from (its
 * binary or libperl), as Perl's own pp_entersub is and a profiler's hook is
 * not. Three ways to tell, one chosen as the module is compiled:
 * - "dladdr": the system names the image an address lies in (glibc, musl,
 *   macOS, the BSDs, Solaris; in libdl on older glibc), and fn is Perl's when
 *   it lies in the image of Perl's sv_setsv_flags;
 * - "module": on Windows, the module (DLL or EXE) an address lies in, by
 *   VirtualQuery, and fn is Perl's when it lies in the module of PL_ppaddr;
 * - "range", everywhere else and under -DBN_NO_DLADDR: an image's code is one
 *   run of addresses that no other image overlaps, so a function that lies
 *   between two functions of Perl's lies in Perl's image. The run between
 *   the lowest and the highest of Perl's functions taken from across its
 *   sources holds pp_entersub (pp_hot.c) wherever the linker keeps them in
 *   the order of its objects. A hook is never taken for Perl's function;
 *   where Perl's own lies outside the run, the fast path is not taken (the
 *   calls are as fast as a plain XSUB's, and as right).
 * BX_ENTERSUB_CHECK names the one in use (build()->{entersub_check}):
 * "none" in a build without the fast path.
 */
#if !defined(BN_NO_DLADDR) && defined(I_DLFCN) \
    && ((defined(__linux__) && defined(_GNU_SOURCE)) || defined(__APPLE__) || defined(__FreeBSD__) \
        || defined(__NetBSD__) || defined(__OpenBSD__) || defined(__DragonFly__) || defined(__sun))
#  define BX_ENTERSUB_CHECK "dladdr"
#  include <dlfcn.h>
PERL_STATIC_INLINE int
bx_is_perls(Perl_ppaddr_t fn)
{
    Dl_info mine, perls;
    union { Perl_ppaddr_t pp; void (*api)(pTHX_ SV *, SV *, const I32); void *p; } a, b;
    a.pp = fn;
    b.api = Perl_sv_setsv_flags;
    if (!dladdr(a.p, &mine) || !dladdr(b.p, &perls))
        return 0;
    return mine.dli_fbase == perls.dli_fbase;
}
#elif !defined(BN_NO_DLADDR) && defined(_WIN32)
#  define BX_ENTERSUB_CHECK "module"
#  include <windows.h>
/* The base of the module (DLL or EXE) an address lies in, as VirtualQuery
 * gives it on every Windows; NULL when it cannot. */
PERL_STATIC_INLINE void *
bx_module_of(const void *at)
{
    MEMORY_BASIC_INFORMATION info;
    return VirtualQuery(at, &info, sizeof info) ? info.AllocationBase : NULL;
}
/* Perl's module is that of its PL_ppaddr, data imported from it (so its
 * true address; a function's address may be a stub in this module). */
PERL_STATIC_INLINE int
bx_is_perls(Perl_ppaddr_t fn)
{
    union { Perl_ppaddr_t pp; const void *at; } a;
    void *perls = bx_module_of((const void *)&PL_ppaddr[0]);
    a.pp = fn;
    return perls != NULL && bx_module_of(a.at) == perls;
}
#else
#  define BX_ENTERSUB_CHECK "range"
typedef void (*bx_any_fn)(void);
PERL_STATIC_INLINE int
bx_is_perls(Perl_ppaddr_t fn)
{
    /* one or more functions of each of Perl's sources that has one in its
     * API since 5.10.1, in the order of their objects */
    const bx_any_fn perls[] = {
        (bx_any_fn)Perl_call_sv, (bx_any_fn)Perl_newOP, (bx_any_fn)Perl_gv_fetchpv,
        (bx_any_fn)Perl_filter_add, (bx_any_fn)Perl_pregcomp, (bx_any_fn)Perl_sv_dump,
        (bx_any_fn)Perl_savepv, (bx_any_fn)Perl_mg_get, (bx_any_fn)Perl_hv_clear,
        (bx_any_fn)Perl_av_fetch, (bx_any_fn)Perl_runops_standard, (bx_any_fn)Perl_newSV,
        (bx_any_fn)Perl_sv_setsv_flags, (bx_any_fn)Perl_save_int, (bx_any_fn)Perl_regexec_flags,
        (bx_any_fn)Perl_utf8_length, (bx_any_fn)Perl_sv_derived_from, (bx_any_fn)Perl_grok_number,
        (bx_any_fn)Perl_packlist, (bx_any_fn)Perl_sortsv,
    };
    const UV at = PTR2UV(fn);
    UV low = PTR2UV(perls[0]), high = low;
    size_t i;
    for (i = 1; i < sizeof perls / sizeof perls[0]; i++) {
        const UV p = PTR2UV(perls[i]);
        if (p < low)
            low = p;
        if (p > high)
            high = p;
    }
    return at >= low && at <= high;
}
#endif

#else
#  define BX_ENTERSUB_CHECK "none"
#endif /* BX_FAST */

#endif /* BX_FAST_H */
