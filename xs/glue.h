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
 *     functions.h the table of functions: their XSUBs and the fast path
 *     fast.h      the fast path of calls by name (needs only Perl's headers)
 */
#ifndef BX_GLUE_H
#define BX_GLUE_H

#define PERL_NO_GET_CONTEXT
#include "EXTERN.h"
#include "perl.h"
#include "XSUB.h"

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

/* A plain value's string: its bytes, their length and the UTF-8 flag. */
typedef struct {
    const char *s;
    STRLEN len;
    int utf8;
} bx_text_t;

#endif /* BX_GLUE_H */
