/*
 * glue.h - what every header of the glue needs: Perl's headers, the C core,
 * a plain value's string, and the few portability macros the glue uses.
 *
 * The glue (Notation.xs and the headers it includes) turns Perl values into
 * calls of the C core (brandubh.c) and its answers into Perl values. Each
 * header holds one concern and includes the headers it needs, so that each
 * compiles on its own (tools/header-check.sh):
 *     state.h     what each interpreter holds, and the Perl code it calls
 *     args.h      reading arguments, and keeping values alive while Perl
 *                 code may run
 *     hashes.h    reading the hashes and arrays given (%game, %about)
 *     results.h   making values: strings, targets, taint, faults, records
 *     answers.h   each function's answer, from its arguments to its values
 *     replay.h    Game::Brandubh::Notation::Replay's replay
 *     dialects.h  Game::Brandubh::Notation::Dialects's readers, and the
 *                 command's convert of lines of a dialect to records
 *     writer.h    Dialects's writer of a list
 *     reader.h    Game::Brandubh::Notation::Reader's scanner and next
 *     functions.h the table of functions: their XSUBs and the fast path
 *     fast.h      the fast path of calls by name (needs only Perl's headers)
 */
#ifndef BX_GLUE_H
#define BX_GLUE_H

#define PERL_NO_GET_CONTEXT
#include "EXTERN.h"
#include "perl.h"
#include "XSUB.h"

/* mg_findext (perl 5.14 on; the reader's scanner is found by it) */
#define NEED_mg_findext
#include "ppport.h"

#include "brandubh.h"

/* Perl defines it from 5.13.4 on; before, a static function is as good. */
#ifndef PERL_STATIC_INLINE
#  define PERL_STATIC_INLINE static
#endif

/* For the few helpers that must be inlined for the constant they are given
 * (a hash key) to fold into their code. */
#if defined(__GNUC__)
#  define BX_ALWAYS_INLINE PERL_STATIC_INLINE __attribute__((always_inline))
#else
#  define BX_ALWAYS_INLINE PERL_STATIC_INLINE
#endif

#ifndef TAINTING_get
#  define TAINTING_get PL_tainting
#endif
#ifndef TAINT_get
#  define TAINT_get PL_tainted
#endif

/* The reference-counted stack's functions, and what they are on a perl
 * without it: the same stack code, uncounted. */
#ifndef rpp_popfree_to_NN
#  define rpp_popfree_to_NN(to) (PL_stack_sp = (to))
#  define rpp_extend(n) STMT_START { SV **sp = PL_stack_sp; EXTEND(sp, (n)); PL_stack_sp = sp; } STMT_END
#  define rpp_push_1(sv) (*++PL_stack_sp = (sv))
#endif

/*
 * Whether a call's value may be its entersub's pad target, by the op that
 * takes the value next: one that copies it, compares it or reads its truth
 * and lets it go, before the same call can run again. Anything that could
 * keep the value itself (a reference to it, an alias of foreach, given, map
 * or grep, a sub's return, an operator that passes it on, a list for any
 * of those) is given a new mortal instead, as the Perl version's values are
 * its own; so is an array assigned the values (my @r = f(), my ($x, @r) =
 * f()), which adopts a mortal where it copies a target (an array or hash
 * can only come last to take any). bench/notation.pl --idioms measures the
 * two.
 */
PERL_STATIC_INLINE int
bx_target_safe(pTHX_ const OP *o)
{
    const OP *p = o->op_next;
    if (p == NULL)
        return 0;
    switch (p->op_type) {
    case OP_SASSIGN: case OP_AASSIGN: case OP_CONCAT: case OP_STRINGIFY: case OP_JOIN:
    case OP_SEQ: case OP_SNE: case OP_EQ: case OP_NE: case OP_NOT: case OP_DEFINED:
    case OP_PRINT: case OP_PUSH: case OP_UNSHIFT: case OP_COND_EXPR: case OP_NEXTSTATE:
#if PERL_REVISION == 5 && PERL_VERSION >= 28
    case OP_MULTICONCAT:
#endif
#if PERL_REVISION == 5 && PERL_VERSION >= 38
    case OP_PADSV_STORE:
#endif
        return 1;
    case OP_PADSV: case OP_GVSV: case OP_CONST:
        /* the other operand of an assignment or a comparison: $r = f(),
         * my $r = f() (before 5.38), f() eq $x */
        p = p->op_next;
        return p != NULL && (p->op_type == OP_SASSIGN || p->op_type == OP_CONCAT || p->op_type == OP_SEQ
                             || p->op_type == OP_SNE || p->op_type == OP_EQ || p->op_type == OP_NE);
    case OP_AND: case OP_OR: case OP_DOR:
        /* in void context the value is only asked its truth */
        return (p->op_flags & OPf_WANT) == OPf_WANT_VOID;
    case OP_PUSHMARK:       /* ($x, $y) = f(): scalars alone */
        for (p = p->op_next; p != NULL && (p->op_type == OP_PADSV || p->op_type == OP_GVSV); p = p->op_next)
            ;
        return p != NULL && p->op_type == OP_AASSIGN;
#ifdef OPpPADRANGE_COUNTMASK
    case OP_PADRANGE: {     /* my ($x, $y) = f(), unless it ends with an array or a hash */
        const PADOFFSET count = p->op_private & OPpPADRANGE_COUNTMASK;
        const svtype last = count ? SvTYPE(PAD_SVl(p->op_targ + count - 1)) : SVt_NULL;
        return p->op_next != NULL && p->op_next->op_type == OP_AASSIGN && last != SVt_PVAV && last != SVt_PVHV;
    }
#endif
    default:
        return 0;
    }
}

/*
 * The statement the functions run as: a COP of the module's own (made as
 * it loads, bx_cop_make), with no lexical hint of the caller's (no
 * overloading, use locale, use bytes, use integer, features, warnings), as
 * the Perl version's code is compiled in its own file under none of them.
 * Perl reads the hints of PL_curcop as it works for us (an object's
 * overloading, a number's string under a locale), so each call runs as the
 * module's (BX_AS_MODULE) and puts the caller's statement back
 * (BX_AS_CALLER); a die on the way unwinds it with the rest. Made once and
 * only read after: threads share it.
 */
PERL_STATIC_INLINE COP *
bx_module_cop(void)
{
    static COP cop;
    return &cop;
}
#define BX_AS_MODULE(caller) ((caller) = PL_curcop, PL_curcop = bx_module_cop())
#define BX_AS_CALLER(caller) (PL_curcop = (caller))

/* A plain value's string: its bytes, their length and the UTF-8 flag. */
typedef struct {
    const char *s;
    STRLEN len;
    int utf8;
} bx_text_t;

#endif /* BX_GLUE_H */
