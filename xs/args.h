/*
 * args.h - reading arguments: their get-magic run once, references never
 * read as plain values, numbers read without changing them; and keeping the
 * values read alive while Perl code may run.
 */
#ifndef BX_ARGS_H
#define BX_ARGS_H

#include "state.h"

/* The argument n of a call with items arguments, or undef when the call
 * gave fewer. */
PERL_STATIC_INLINE SV *
bx_arg_at(pTHX_ SV **args, SSize_t items, int n)
{
    return items > n ? args[n] : &PL_sv_undef;
}

/* The context of an XSUB's call, read before any Perl code may run: that of
 * the call, except where a perl before 5.38 calls the XSUB from goto &name
 * with the goto op as PL_op (perl5 #19188), whose own context is not the
 * call's: then it is the context of the sub frame goto has just left. */
PERL_STATIC_INLINE U8
bx_call_gimme(pTHX)
{
#if PERL_REVISION == 5 && PERL_VERSION < 38
    if (PL_op != NULL && PL_op->op_type == OP_GOTO)
        return (U8)(cxstack[cxstack_ix + 1].blk_gimme & G_WANT);
#endif
    return (U8)GIMME_V;
}

/* The first of two arguments, its get-magic run: a copy of its value when
 * the second has get-magic, which runs Perl code that may change the first
 * (a tied scalar passed twice is fetched again, into the same scalar). */
PERL_STATIC_INLINE SV *
bx_first_of_two(pTHX_ SV *first, SV *second)
{
    SvGETMAGIC(first);
    if (SvGMAGICAL(second)) {
        SV *copy = sv_newmortal();
        sv_setsv_flags(copy, first, SV_NOSTEAL);
        return copy;
    }
    return first;
}

/* Two arguments, fetched as the Perl version's my ($x, $y) = @_ fetches
 * them on this perl: as they are when neither has get-magic, else through
 * that very assignment (Operators::arguments), whose values (copies) go to
 * out[]. */
static void
bx_arguments_of_two(pTHX_ SV *first, SV *second, SV **out)
{
    SV *values[2];
    values[0] = first;
    values[1] = second;
    if (!SvGMAGICAL(first) && !SvGMAGICAL(second)) {
        out[0] = first;
        out[1] = second;
    }
    else
        (void)bx_perl_call(aTHX_ BX_SUB_ARGUMENTS, values, 2, 0, out, 2, NULL);
}

/* A mortal copy of a value that has no string (a number), to be read as
 * one: reading the value itself as a string would cache the string in it,
 * which a program can see (its flags, what a serializer writes). Its
 * get-magic has run, and is not run again. */
static SV *
bx_string_copy(pTHX_ SV *sv)
{
    SV *copy = sv_newmortal();
    sv_setsv_flags(copy, sv, SV_NOSTEAL);
    return copy;
}

/* What square_name reads of a file or a rank: its digit 0..6; -1 when it is
 * none; -2 when only Perl's operators can say (an object with overloading,
 * or a digit whose number, cached beside it, is another). */
PERL_STATIC_INLINE int
bx_coordinate_of(pTHX_ SV *sv)
{
    const char *s;
    STRLEN len;
    int d;
    if (SvROK(sv))
        return SvAMAGIC(sv) ? -2 : -1;
    if (!SvOK(sv))
        return -1;
    if (!SvPOKp(sv) && SvIOKp(sv) && !SvNOKp(sv)) {
        /* an integer and nothing else: its string is one digit exactly
         * when it is 0 to 6, and no string is cached in the caller's */
        if (SvIsUV(sv))
            return SvUVX(sv) <= 6 ? (int)SvUVX(sv) : -1;
        return SvIVX(sv) >= 0 && SvIVX(sv) <= 6 ? (int)SvIVX(sv) : -1;
    }
    s = SvPOKp(sv) ? SvPV_nomg_const(sv, len) : SvPV_nomg_const(bx_string_copy(aTHX_ sv), len);
    if ((d = bn_coordinate(s, len)) < 0)
        return -1;
    if ((SvNOKp(sv) && SvNVX(sv) != (NV)d)
        || (SvIOKp(sv) && (SvIsUV(sv) ? SvUVX(sv) != (UV)d : SvIVX(sv) != (IV)d)))
        return -2;
    return d;
}

/* The referent of sv when it is a hash (type SVt_PVHV) or an array
 * (SVt_PVAV) that ref() names so, as the Perl version's ref $x eq 'HASH'
 * (or 'ARRAY') asks: unblessed, or blessed into a class of that very name.
 * NULL for anything else. */
PERL_STATIC_INLINE SV *
bx_ref_named(SV *sv, svtype type)
{
    const char *name;
    if (!SvROK(sv))
        return NULL;
    sv = SvRV(sv);
    if (SvTYPE(sv) != type)
        return NULL;
    if (!SvOBJECT(sv))
        return sv;
    name = HvNAME_get(SvSTASH(sv));
    return name && strEQ(name, type == SVt_PVHV ? "HASH" : "ARRAY") ? sv : NULL;
}

/* Runs sv's get-magic, once. */
PERL_STATIC_INLINE SV *
bx_fetched(pTHX_ SV *sv)
{
    SvGETMAGIC(sv);
    return sv;
}

/* True when sv, whose get-magic has run, is a plain value (defined and not
 * a reference) and, flagged UTF-8, is well-formed UTF-8; then t holds its
 * string. */
PERL_STATIC_INLINE int
bx_plain(pTHX_ SV *sv, bx_text_t *t)
{
    /* the usual argument: a string, and nothing more to ask */
    if ((SvFLAGS(sv) & (SVf_POK | SVf_ROK | SVs_GMG)) == SVf_POK) {
        t->s = SvPVX_const(sv);
        t->len = SvCUR(sv);
        t->utf8 = SvUTF8(sv) ? 1 : 0;
        return !t->utf8 || bn_utf8_bad(t->s, t->len) == t->len;
    }
    if (!SvOK(sv) || SvROK(sv))
        return 0;
    if (!SvPOKp(sv))            /* a number: read as a string, not made one */
        sv = bx_string_copy(aTHX_ sv);
    t->s = SvPV_nomg_const(sv, t->len);
    t->utf8 = SvUTF8(sv) ? 1 : 0;
    return !t->utf8 || bn_utf8_bad(t->s, t->len) == t->len;
}

/* Where a string flagged UTF-8 whose bytes are not well-formed UTF-8 (which
 * only broken code makes) goes wrong: the offset of its first bad byte; -1
 * for any other value, whose get-magic has run. Such a string is no plain
 * value: it is refused wherever a text is read, and never reaches a result. */
static SSize_t
bx_malformed_at(pTHX_ SV *sv)
{
    size_t bad;
    if (!SvPOKp(sv) || !SvUTF8(sv) || SvROK(sv))
        return -1;
    bad = bn_utf8_bad(SvPVX_const(sv), SvCUR(sv));
    return bad == SvCUR(sv) ? -1 : (SSize_t)bad;
}

/*
 * Keeping values alive. Values inside the arguments (a hash's values, an
 * array's elements) are read in place, without a copy, and Perl code run
 * by a tie, get-magic or overloading may change or free any of them. The
 * rule: a value read in place and still to be used is kept (bx_keep); before
 * any Perl code can run, the kept values are secured (bx_secure): each is
 * made to live until the caller's statement ends, as mg_get does for the
 * value it fetches; once they are, every value kept is secured at once.
 * Where no Perl code runs, nothing is secured and nothing is spent (every
 * value made mortal whatever happens costs move_display and game_string a
 * share of each call: bench/notation.pl). A bx_keep_t starts with bx_keep_start.
 */
#define BX_KEEP_MAX 8
/* A value read now whose string is used later is frozen (bx_freeze): the
 * function's variable that holds it is made to hold a copy before any Perl
 * code can run, as the Perl version's my $x = $h->{x} copies it, so that
 * code which assigns to the hash's value in place changes no answer. */
#define BX_FROZEN_MAX 3
typedef struct {
    SV *sv[BX_KEEP_MAX];
    SV **frozen[BX_FROZEN_MAX];
    int n, nfrozen, secured;
} bx_keep_t;

/* A bx_keep_t holding nothing (its slots are written as values are kept). */
PERL_STATIC_INLINE void
bx_keep_start(bx_keep_t *k)
{
    k->n = k->nfrozen = k->secured = 0;
}

/* Makes sv live until the statement ends, without letting its buffer be
 * taken (sv_2mortal marks it a temporary). */
static void
bx_secure_sv(pTHX_ SV *sv)
{
    U32 was_temp = SvTEMP(sv);
    sv_2mortal(SvREFCNT_inc_simple_NN(sv));
    if (!was_temp)
        SvTEMP_off(sv);
}

/* A copy of a value read, without its magic run again: it lives until the
 * statement ends. */
static SV *
bx_frozen_copy(pTHX_ SV *sv)
{
    SV *copy = sv_newmortal();
    sv_setsv_nomg(copy, sv);
    return copy;
}

/* Secures the kept values and copies the frozen; called before Perl code
 * may run. */
static void
bx_secure(pTHX_ bx_keep_t *k)
{
    int i;
    if (k->secured)
        return;
    for (i = 0; i < k->n; i++)
        bx_secure_sv(aTHX_ k->sv[i]);
    for (i = 0; i < k->nfrozen; i++)
        if (*k->frozen[i] != NULL)
            *k->frozen[i] = bx_frozen_copy(aTHX_ *k->frozen[i]);
    k->nfrozen = 0;
    k->secured = 1;
}

/* Freezes the value *slot holds (see bx_keep_t): copied at once when Perl code
 * has run, else when it first may. */
PERL_STATIC_INLINE void
bx_freeze(pTHX_ bx_keep_t *k, SV **slot)
{
    if (*slot == NULL)
        return;
    if (k->secured || k->nfrozen == BX_FROZEN_MAX)
        *slot = bx_frozen_copy(aTHX_ *slot);
    else
        k->frozen[k->nfrozen++] = slot;
}

/* Forgets the values frozen since there were n (their variables are gone):
 * what was not yet copied needs no copy. */
PERL_STATIC_INLINE void
bx_thaw(bx_keep_t *k, int n)
{
    if (k->nfrozen > n)
        k->nfrozen = n;
}

/* Keeps sv (when not NULL), and returns it. More than BX_KEEP_MAX values (none
 * of the functions keeps as many) are all secured. */
PERL_STATIC_INLINE SV *
bx_keep(pTHX_ bx_keep_t *k, SV *sv)
{
    if (sv != NULL) {
        if (!k->secured && k->n < BX_KEEP_MAX)
            k->sv[k->n++] = sv;
        else {
            bx_secure(aTHX_ k);
            bx_secure_sv(aTHX_ sv);
        }
    }
    return sv;
}

static void
bx_kept_mg_get(pTHX_ bx_keep_t *k, SV *sv)
{
    bx_secure(aTHX_ k);
    mg_get(sv);
}

/* Runs the get-magic of a value about to be read, once, the kept values
 * secured first; returns the value. */
PERL_STATIC_INLINE SV *
bx_fetch_kept(pTHX_ bx_keep_t *k, SV *sv)
{
    if (SvGMAGICAL(sv))
        bx_kept_mg_get(aTHX_ k, sv);
    return sv;
}

/* A new mortal string of up to size bytes, to be written in place; it
 * lives until the statement ends. */
static SV *
bx_mortal_buffer(pTHX_ STRLEN size, char **buf)
{
    SV *sv = sv_2mortal(newSV(size + 1));
    SvPOK_on(sv);
    *buf = SvPVX(sv);
    return sv;
}

#endif /* BX_ARGS_H */
