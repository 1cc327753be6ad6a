/*
 * Notation.xs - the glue of Game::Brandubh::Notation.
 *
 * Perl values in, calls to the C core (brandubh.c), Perl values out. This is
 * where Perl's rules are kept: get-magic runs once an argument, references
 * are never plain values, the UTF-8 flag chooses the rules for case and
 * white space and is carried to what is returned, an empty list is no value
 * and undef is one, arguments are left as they were, and what a program
 * keeps of a result is its own (a value in a pad target is copied by Perl
 * wherever it is kept).
 */
#define PERL_NO_GET_CONTEXT
#include "EXTERN.h"
#include "perl.h"
#include "XSUB.h"

#include "ppport.h"

/* Perl defines it from 5.13.4 on; before, a static function is as good. */
#ifndef PERL_STATIC_INLINE
#  define PERL_STATIC_INLINE static
#endif

/* For the few helpers that must be inlined for the constant they are given
 * (a hash key) to fold into their code. */
#if defined(__GNUC__)
#  define ALWAYS_INLINE PERL_STATIC_INLINE __attribute__((always_inline))
#else
#  define ALWAYS_INLINE PERL_STATIC_INLINE
#endif

#include "brandubh.h"
#include "fast.h"

#define MY_CXT_KEY "Game::Brandubh::Notation::_strings" XS_VERSION

/*
 * The strings of the results made of many scalars (a game's moves, a
 * position's cells), kept in Perl's table of shared hash keys. A result
 * made from one with newSVhek is a new scalar sharing the key's buffer until
 * it is written to, as the copy of a hash key does: nothing is allocated for
 * its string, and it is as free as any other. A function returning one or
 * two strings makes them with newSVpvn instead: freeing a shared string
 * looks it up in the table again, which costs more than the allocation it
 * saves (bench/notation.pl shows it). Each interpreter has its own table, so
 * each thread makes its own set (CLONE), and every set is given back when
 * its interpreter ends.
 */
enum {
    S_MOVE = 0,                         /* the 2401 stored moves */
    S_CELL = S_MOVE + BN_MOVES,         /* "", "a", "d", "k" */
    S_SETUP = S_CELL + 4,
    S_VARIANT,                          /* the variant written when none is named */
    S_AGREED, S_RESIGN, S_ATTACKERS, S_DEFENDERS,
    S_COUNT
};

/* The subs of Game::Brandubh::Notation::Operators the glue calls. */
enum { PERL_SQUARE_NAME, PERL_MOVES_ARRAY, PERL_RESULT_LINE, PERL_ARGUMENTS, PERL_COUNT };
static const char *const perl_sub_names[PERL_COUNT] = {
    "Game::Brandubh::Notation::Operators::square_name",
    "Game::Brandubh::Notation::Operators::moves_array",
    "Game::Brandubh::Notation::Operators::result_line",
    "Game::Brandubh::Notation::Operators::arguments",
};

typedef struct {
    SV *strings[S_COUNT];
    CV *perl_subs[PERL_COUNT];  /* found as the module loads */
} my_cxt_t;

START_MY_CXT

/* A new scalar sharing the string of the shared key held in strings[i]. */
#define SHARED(cxt, i) newSVhek(SvSHARED_HEK_FROM_PV(SvPVX_const((cxt)->strings[i])))

static void
strings_free(pTHX_ void *unused)
{
    dMY_CXT;
    int i;
    PERL_UNUSED_ARG(unused);
    for (i = 0; i < S_COUNT; i++) {
        SvREFCNT_dec(MY_CXT.strings[i]);
        MY_CXT.strings[i] = NULL;
    }
    for (i = 0; i < PERL_COUNT; i++) {
        SvREFCNT_dec((SV *)MY_CXT.perl_subs[i]);
        MY_CXT.perl_subs[i] = NULL;
    }
}

/* A shared string of the value of a constant of Notation.pm, which holds
 * the constants of both backends; it is loaded when this runs. */
static SV *
constant_string(pTHX_ const char *name)
{
    dSP;
    STRLEN len;
    const char *s;
    SV *value, *shared;
    ENTER;
    SAVETMPS;
    PUSHMARK(SP);
    PUTBACK;
    (void)call_pv(name, G_SCALAR);
    SPAGAIN;
    value = POPs;
    s = SvPV(value, len);
    shared = newSVpvn_share(s, (I32)len, 0);
    PUTBACK;
    FREETMPS;
    LEAVE;
    return shared;
}

static void
strings_make(pTHX_ my_cxt_t *cxt)
{
    static const struct { int at; const char *s; } words[] = {
        { S_CELL, "" }, { S_CELL + 1, "a" }, { S_CELL + 2, "d" }, { S_CELL + 3, "k" },
        { S_AGREED, NULL }, { S_RESIGN, NULL }, { S_ATTACKERS, NULL }, { S_DEFENDERS, NULL },
    };
    char text[4];
    size_t w;
    int i;
    for (i = 0; i < BN_MOVES; i++) {
        bn_move_text(i, text);
        cxt->strings[S_MOVE + i] = newSVpvn_share(text, 4, 0);
    }
    for (w = 0; w < sizeof words / sizeof words[0]; w++) {
        /* the result words are the core's */
        const char *word = words[w].at == S_AGREED ? bn_result_how(BN_RESULT_AGREED)
                         : words[w].at == S_RESIGN ? bn_result_how(BN_RESULT_RESIGN_ATTACKERS)
                         : words[w].at == S_ATTACKERS ? bn_result_by(BN_RESULT_RESIGN_ATTACKERS)
                         : words[w].at == S_DEFENDERS ? bn_result_by(BN_RESULT_RESIGN_DEFENDERS)
                         : words[w].s;
        cxt->strings[words[w].at] = newSVpvn_share(word, (I32)strlen(word), 0);
    }
    cxt->strings[S_SETUP] = constant_string(aTHX_ "Game::Brandubh::Notation::SETUP");
    cxt->strings[S_VARIANT] = constant_string(aTHX_ "Game::Brandubh::Notation::_DEFAULT_VARIANT");
    for (i = 0; i < PERL_COUNT; i++)     /* Notation.pm loaded them first */
        if ((cxt->perl_subs[i] = (CV *)SvREFCNT_inc(get_cv(perl_sub_names[i], 0))) == NULL)
            croak("Game::Brandubh::Notation: %s is not defined", perl_sub_names[i]);
    call_atexit(strings_free, NULL);
}

/* The cell string of a piece letter, or of an empty square. */
#define CELL(c) (S_CELL + ((c) == 0 ? 0 : (c) == 'a' ? 1 : (c) == 'd' ? 2 : 3))

/* The keys read and written, and their hashes, computed once at load (the
 * hash seed belongs to the process, so every thread shares them). */
#define KEYS(X) X(variant) X(start) X(moves) X(result) X(how) X(by) \
                X(king) X(captures) X(king_home) X(king_taken)
#define KEY_DECLARE(name) static U32 hash_##name;
KEYS(KEY_DECLARE)
#define KEY_HASH(name) PERL_HASH(hash_##name, #name, sizeof(#name) - 1);
#define KEY_NAME(name) #name,
#define KEY_HASH_OF(name) hash_##name,
#define STORE(hv, name, sv) \
    (void)hv_store((hv), #name, (I32)(sizeof(#name) - 1), (sv), hash_##name)
#define FETCH(k, hv, name) \
    hash_value(aTHX_ (k), (hv), #name, (I32)(sizeof(#name) - 1), hash_##name)

/* A plain value's string: its bytes, their length and the UTF-8 flag. */
typedef struct {
    const char *s;
    STRLEN len;
    int utf8;
} text_t;

/* The argument n, or undef when the call gave fewer. */
#define ARG(n) (items > (n) ? ST(n) : &PL_sv_undef)

/* The first of two arguments, its get-magic run: a copy of its value when
 * the second has get-magic, which runs Perl code that may change the first
 * (a tied scalar passed twice is fetched again, into the same scalar). */
PERL_STATIC_INLINE SV *
first_of_two(pTHX_ SV *first, SV *second)
{
    SvGETMAGIC(first);
    if (SvGMAGICAL(second)) {
        SV *copy = sv_newmortal();
        sv_setsv_flags(copy, first, SV_NOSTEAL);
        return copy;
    }
    return first;
}

/*
 * Three places read a value through Perl's own operators, as the pure-Perl
 * version does: square_name's file and rank, and game_string's moves and its
 * result's how and by. An object with overloading there, or a dual value
 * whose number is not its string, is rare, and is given to the Perl code
 * of Game::Brandubh::Notation::Operators, which reads it exactly as Perl
 * does: the answer of its sub which for the values given, in scalar
 * context. They are passed as copies, so that no get-magic runs twice. The
 * subs were found as the module loaded: nothing is looked up by name or
 * loaded here (a Safe compartment forbids both, and a require would clear
 * $@).
 */
static int
perl_call(pTHX_ int which, SV **values, int n, int copy, SV **out, int nout)
{
    dMY_CXT;
    int i, got;
#ifdef PERL_RC_STACK
    /* called from an XSUB, the stack is not counted; from the fast path,
     * it is: what goes on it and comes off follows its rules either way */
    const int counted = rpp_stack_is_rc();
#else
    const int counted = 0;
#endif
    ENTER;
    SAVETMPS;
    PUSHMARK(PL_stack_sp);
    rpp_extend(n);
    for (i = 0; i < n; i++) {
        SV *sv = values[i] ? values[i] : &PL_sv_undef;
        if (copy) {
            sv = sv_newmortal();
            if (values[i])
                sv_setsv_flags(sv, values[i], SV_NOSTEAL);
        }
        *++PL_stack_sp = sv;
        if (counted)
            SvREFCNT_inc_simple_void_NN(sv);
    }
    got = call_sv((SV *)MY_CXT.perl_subs[which], nout == 1 ? G_SCALAR : G_LIST);
    for (i = nout - 1; i >= 0; i--)         /* new copies, outliving FREETMPS */
        out[i] = newSVsv(i < got ? PL_stack_sp[i - got + 1] : &PL_sv_undef);
    for (i = 0; i < got; i++) {
        SV *sv = *PL_stack_sp--;
        if (counted)
            SvREFCNT_dec(sv);
    }
    FREETMPS;
    LEAVE;
    for (i = 0; i < nout; i++)
        sv_2mortal(out[i]);
    return got;
}

/* The answer of the sub which for copies of the values given, in scalar
 * context: a new mortal. */
static SV *
pp_answer(pTHX_ int which, SV **values, int n)
{
    SV *answer;
    (void)perl_call(aTHX_ which, values, n, 1, &answer, 1);
    return answer;
}

/* Two arguments, fetched as the Perl version's my ($x, $y) = @_ fetches
 * them on this perl: as they are when neither has get-magic, else through
 * that very assignment (Operators::arguments), whose values (copies) go to
 * out[]. */
static void
arguments_of_two(pTHX_ SV *first, SV *second, SV **out)
{
    SV *values[2];
    values[0] = first;
    values[1] = second;
    if (!SvGMAGICAL(first) && !SvGMAGICAL(second)) {
        out[0] = first;
        out[1] = second;
    }
    else
        (void)perl_call(aTHX_ PERL_ARGUMENTS, values, 2, 0, out, 2);
}

/* A mortal copy of a value that has no string (a number), to be read as
 * one: reading the value itself as a string would cache the string in it,
 * which a program can see (its flags, what a serializer writes). Its
 * get-magic has run, and is not run again. */
static SV *
string_copy(pTHX_ SV *sv)
{
    SV *copy = sv_newmortal();
    sv_setsv_flags(copy, sv, SV_NOSTEAL);
    return copy;
}

/* What square_name reads of a file or a rank: its digit 0..6; -1 when it is
 * none; -2 when only Perl's operators can say (an object with overloading,
 * or a digit whose number, cached beside it, is another). */
PERL_STATIC_INLINE int
coordinate_of(pTHX_ SV *sv)
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
    s = SvPOKp(sv) ? SvPV_nomg_const(sv, len) : SvPV_nomg_const(string_copy(aTHX_ sv), len);
    if ((d = bn_coordinate(s, len)) < 0)
        return -1;
    if ((SvNOKp(sv) && SvNVX(sv) != (NV)d)
        || (SvIOKp(sv) && (SvIsUV(sv) ? SvUVX(sv) != (UV)d : SvIVX(sv) != (IV)d)))
        return -2;
    return d;
}

/* The unblessed referent of sv when it is of the given type, else NULL. */
PERL_STATIC_INLINE SV *
unblessed(SV *sv, svtype type)
{
    if (!SvROK(sv))
        return NULL;
    sv = SvRV(sv);
    return SvTYPE(sv) == type && !SvOBJECT(sv) ? sv : NULL;
}

/* Runs sv's get-magic, once. */
PERL_STATIC_INLINE SV *
fetched(pTHX_ SV *sv)
{
    SvGETMAGIC(sv);
    return sv;
}

/* True when sv, whose get-magic has run, is a plain value (defined and not
 * a reference) and, flagged UTF-8, is well-formed UTF-8; then t holds its
 * string. */
PERL_STATIC_INLINE int
plain(pTHX_ SV *sv, text_t *t)
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
        sv = string_copy(aTHX_ sv);
    t->s = SvPV_nomg_const(sv, t->len);
    t->utf8 = SvUTF8(sv) ? 1 : 0;
    return !t->utf8 || bn_utf8_bad(t->s, t->len) == t->len;
}

/* Where a string flagged UTF-8 whose bytes are not well-formed UTF-8 (which
 * only broken code makes) goes wrong: the offset of its first bad byte; -1
 * for any other value, whose get-magic has run. Such a string is no plain
 * value: it is refused wherever a text is read, and never reaches a result. */
static SSize_t
malformed_at(pTHX_ SV *sv)
{
    size_t bad;
    if (!SvPOKp(sv) || !SvUTF8(sv) || SvROK(sv))
        return -1;
    bad = bn_utf8_bad(SvPVX_const(sv), SvCUR(sv));
    return bad == SvCUR(sv) ? -1 : (SSize_t)bad;
}

/*
 * Values inside the arguments are read in place, without a copy. Perl code
 * run by a tie or by get-magic may change or free any of them, so before
 * any can run, every value read so far that is still to be used is made to
 * live until the caller's statement ends (as mg_get does for the value it
 * fetches), and from then on so is every value read. Without such code,
 * nothing is kept and nothing is spent: keeping each value with
 * SAVEFREESV whatever happens measured move_display and game_string about
 * a tenth slower (bench/notation.pl).
 */
#define KEEP_MAX 8
typedef struct {
    SV *sv[KEEP_MAX];
    int n, held;
} keep_t;

/* Makes sv live until the statement ends, without letting its buffer be
 * taken (sv_2mortal marks it a temporary). */
static void
live_on(pTHX_ SV *sv)
{
    U32 was_temp = SvTEMP(sv);
    sv_2mortal(SvREFCNT_inc_simple_NN(sv));
    if (!was_temp)
        SvTEMP_off(sv);
}

static void hold(pTHX_ keep_t *k);

/* Keeps a value that is still to be used after Perl code may have run
 * (game_string keeps five at the most; were there more, all would be made
 * to live on at once). */
PERL_STATIC_INLINE SV *
keep(pTHX_ keep_t *k, SV *sv)
{
    if (sv != NULL) {
        if (!k->held && k->n < KEEP_MAX)
            k->sv[k->n++] = sv;
        else {
            hold(aTHX_ k);
            live_on(aTHX_ sv);
        }
    }
    return sv;
}

/* Called before Perl code may run. */
static void
hold(pTHX_ keep_t *k)
{
    int i;
    if (k->held)
        return;
    for (i = 0; i < k->n; i++)
        live_on(aTHX_ k->sv[i]);
    k->held = 1;
}

static void
held_get(pTHX_ keep_t *k, SV *sv)
{
    hold(aTHX_ k);
    mg_get(sv);
}

/* Runs the get-magic of a value about to be read, once. */
PERL_STATIC_INLINE SV *
fetched_kept(pTHX_ keep_t *k, SV *sv)
{
    if (SvGMAGICAL(sv))
        held_get(aTHX_ k, sv);
    return sv;
}

/* Before 5.18 a hash under attack was rehashed with a seed of its own, and
 * its keys no longer have the hashes computed at load. */
#ifdef HvREHASH
#  define REHASHED(hv) HvREHASH(hv)
#else
#  define REHASHED(hv) 0
#endif

/*
 * A hash without magic is looked up directly in its buckets, with the
 * key's hash computed at load: through hv_common, move_display and
 * game_string measured 15 to 19 percent slower (bench/notation.pl). The
 * walk reads a hash as Perl lays it out, so as the module loads it is
 * asked to find what hv_common finds in a hash of the keys it reads; on a
 * perl whose hashes were laid out otherwise, every hash would be read
 * through hv_common. -DBN_NO_WALK builds without the walk.
 */
static int walk_agrees = 0;

/* The value stored under a key of a hash without magic, or NULL. */
ALWAYS_INLINE SV *
bucket_value(HV *hv, const char *key, I32 klen, U32 hash)
{
    HE *he;
    if (!HvARRAY(hv))
        return NULL;
    for (he = HvARRAY(hv)[hash & HvMAX(hv)]; he; he = HeNEXT(he))
        /* inlined where the key is a constant, this compare is too */
        if (HeHASH(he) == hash && HeKLEN(he) == klen && memEQ(HeKEY(he), key, klen))
            /* a deleted key of a restricted hash holds the placeholder */
            return HeVAL(he) == &PL_sv_placeholder ? NULL : HeVAL(he);
    return NULL;
}

/* The value of a key after its get-magic, or NULL when there is none. */
ALWAYS_INLINE SV *
hash_value(pTHX_ keep_t *k, HV *hv, const char *key, I32 klen, U32 hash)
{
    SV **svp;
    /* a restricted hash (Hash::Util) is read through hv_common, which
     * refuses a disallowed key as Perl's own read does */
    if (walk_agrees && !SvMAGICAL((SV *)hv) && !REHASHED(hv) && !SvREADONLY((SV *)hv)) {
        SV *sv = bucket_value(hv, key, klen, hash);
        return sv ? fetched_kept(aTHX_ k, sv) : NULL;
    }
    if (SvMAGICAL((SV *)hv))
        hold(aTHX_ k);
    svp = (SV **)hv_common_key_len(hv, key, klen, HV_FETCH_JUST_SV, NULL, REHASHED(hv) ? 0 : hash);
    return svp ? fetched_kept(aTHX_ k, *svp) : NULL;
}

/* At load: whether the walk finds, in a hash of the keys read (and of as
 * many others), each value hv_common finds, and no value for a key that is
 * not there. */
static void
walk_check(pTHX)
{
    static const char *const keys[] = { KEYS(KEY_NAME) };
    const U32 hashes[] = { KEYS(KEY_HASH_OF) };
    HV *hv = newHV();
    size_t i;
    char other[16];
    for (i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        (void)hv_store(hv, keys[i], (I32)strlen(keys[i]), newSViv((IV)i), hashes[i]);
        (void)hv_store(hv, other, (I32)my_snprintf(other, sizeof other, "other%d", (int)i), newSViv(-1), 0);
    }
#ifdef BN_NO_WALK
    /* built without the walk: every hash is read through hv_common */
    SvREFCNT_dec((SV *)hv);
    return;
#endif
    walk_agrees = 1;
    for (i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        SV **svp = hv_fetch(hv, keys[i], (I32)strlen(keys[i]), 0);
        if (svp == NULL || bucket_value(hv, keys[i], (I32)strlen(keys[i]), hashes[i]) != *svp)
            walk_agrees = 0;
        (void)hv_delete(hv, keys[i], (I32)strlen(keys[i]), G_DISCARD);
        if (bucket_value(hv, keys[i], (I32)strlen(keys[i]), hashes[i]) != NULL)
            walk_agrees = 0;
    }
    SvREFCNT_dec((SV *)hv);
}

/* Perl truth of a value that may be missing (its get-magic has run). An
 * object's truth may be overloaded, which runs Perl code: that code may
 * drop the value itself too. */
PERL_STATIC_INLINE int
is_true(pTHX_ keep_t *k, SV *sv)
{
    if (sv == NULL)
        return 0;
    if (SvAMAGIC(sv)) {
        hold(aTHX_ k);
        keep(aTHX_ k, sv);
    }
    return SvTRUE_nomg(sv);
}

/* A stored move as a new string of its own. */
static SV *
move_sv(pTHX_ int move, int utf8)
{
    char text[4];
    bn_move_text(move, text);
    return newSVpvn_flags(text, 4, utf8 ? SVf_UTF8 : 0);
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
result_hash(pTHX_ my_cxt_t *cxt, enum bn_result result)
{
    HV *hv = newHV();
    if (result == BN_RESULT_AGREED)
        STORE(hv, how, SHARED(cxt, S_AGREED));
    else {
        STORE(hv, how, SHARED(cxt, S_RESIGN));
        STORE(hv, by, SHARED(cxt, result == BN_RESULT_RESIGN_ATTACKERS ? S_ATTACKERS : S_DEFENDERS));
    }
    return newRV_noinc((SV *)hv);
}

/* An object whose overloading Perl's operators would use. */
#define OVERLOADED(sv) ((sv) != NULL && SvROK(sv) && SvAMAGIC(sv))

/* What a result value of game_string says, or -1 when it is not one. A
 * plain by is written as it is, so its UTF-8 flag goes to *utf8. Where how
 * or by is an object with overloading, Perl's eq decides, and *line is the
 * line to write (the result is then BN_RESULT_NONE). */
static int
result_of(pTHX_ keep_t *k, SV *sv, SV **line, int *utf8)
{
    HV *hv;
    SV *how, *by;
    text_t t, b;
    int result;

    if (sv == NULL || !SvOK(sv))
        return BN_RESULT_NONE;
    if ((hv = (HV *)keep(aTHX_ k, unblessed(sv, SVt_PVHV))) == NULL)
        return -1;
    /* both read, how first, as the Perl version's slice reads them */
    how = keep(aTHX_ k, FETCH(k, hv, how));
    by = keep(aTHX_ k, FETCH(k, hv, by));
    if (OVERLOADED(how) || OVERLOADED(by)) {
        SV *values[2];
        values[0] = how;
        values[1] = by;
        hold(aTHX_ k);
        *line = pp_answer(aTHX_ PERL_RESULT_LINE, values, 2);
        return SvOK(*line) ? BN_RESULT_NONE : -1;
    }
    if (how == NULL || !plain(aTHX_ how, &t))
        return -1;
    if (by != NULL && plain(aTHX_ by, &b)) {
        result = bn_result_of(t.s, t.len, b.s, b.len);
        if (result == BN_RESULT_RESIGN_ATTACKERS || result == BN_RESULT_RESIGN_DEFENDERS)
            *utf8 |= b.utf8;        /* by is written as it is */
        return result;
    }
    return bn_result_of(t.s, t.len, NULL, 0);
}

/* Writes the stored move held by an element of an array of moves after a
 * space; NULL when it holds none. */
static char *
element_move(pTHX_ char *out, SV *sv, int *utf8)
{
    text_t t;
    if (sv == NULL)
        return NULL;
    SvGETMAGIC(sv);
    if (!plain(aTHX_ sv, &t))
        return NULL;
    *utf8 |= t.utf8;
    return bn_record_stored(out, t.s, t.len);
}

/* A string without magic: the usual element, read in place. */
#define PLAIN_STRING(sv) ((sv) != NULL \
    && (SvFLAGS(sv) & (SVf_POK | SVf_ROK | SVs_GMG)) == SVf_POK)

#if defined(__GNUC__)
#  define PREFETCH(p) __builtin_prefetch(p)
#else
#  define PREFETCH(p) ((void)0)
#endif

/* Writes the moves of a plain array, read in place, up to the first element
 * that is not a plain string; returns its index (n when there is none), or
 * -1 at a string that is not a stored move. With prefetch, it asks early for
 * the head of a scalar further on, and for the body of one nearer. */
ALWAYS_INLINE SSize_t
plain_moves(SV **slots, SSize_t n, char **out, int *utf8, int prefetch)
{
    SSize_t i;
    char *p = *out;
    for (i = 0; i < n; i++) {
        SV *sv = slots[i];
        if (prefetch) {
            PREFETCH(i + 16 < n ? slots[i + 16] : NULL);
            PREFETCH(i + 8 < n && slots[i + 8] ? SvANY(slots[i + 8]) : NULL);
        }
        if (!PLAIN_STRING(sv))
            break;
        *utf8 |= SvUTF8(sv) ? 1 : 0;
        if ((p = bn_record_stored(p, SvPVX_const(sv), SvCUR(sv))) == NULL)
            return -1;
    }
    *out = p;
    return i;
}

/* What game_string reads of %game: the variant and start line (has_start
 * when there is one), the array of moves and its size, the result (line,
 * when Perl's eq decided it, is the line to write), and whether anything
 * read had the UTF-8 flag. */
typedef struct {
    text_t variant, start;
    int has_start, utf8, result;
    AV *moves;
    SSize_t n;
    SV *line;
} game_t;

/* Reads %game; 0 when it is not a game. Everything that may run Perl code
 * (magic, overloading, a tied array's size) runs before the variant and
 * start are read, so that no string moves under us. */
static int
game_read(pTHX_ my_cxt_t *cxt, keep_t *k, HV *hv, game_t *g)
{
    static const text_t none = { NULL, 0, 0 };
    const SV *setup = cxt->strings[S_SETUP], *default_variant = cxt->strings[S_VARIANT];
    SV *variant = keep(aTHX_ k, FETCH(k, hv, variant));
    SV *start = keep(aTHX_ k, FETCH(k, hv, start));
    SV *moves = FETCH(k, hv, moves), *result = FETCH(k, hv, result);
    text_t named;

    g->has_start = g->utf8 = 0;
    g->start = none;
    g->moves = NULL;
    g->n = 0;
    g->line = NULL;
    if (is_true(aTHX_ k, moves)) {
        if (OVERLOADED(moves)) {        /* Perl's @{} decides */
            hold(aTHX_ k);
            moves = pp_answer(aTHX_ PERL_MOVES_ARRAY, &moves, 1);
        }
        if (isGV_with_GP(moves))           /* a glob: its array, as @{ *G } */
            g->moves = (AV *)keep(aTHX_ k, (SV *)GvAVn((GV *)moves));
        else if (SvROK(moves) && SvTYPE(SvRV(moves)) == SVt_PVAV)
            g->moves = (AV *)keep(aTHX_ k, SvRV(moves));
        else
            return 0;
        if (SvRMAGICAL((SV *)g->moves))     /* a tie runs Perl code */
            hold(aTHX_ k);
        g->n = av_len(g->moves) + 1;
    }
    if ((g->result = result_of(aTHX_ k, result, &g->line, &g->utf8)) < 0)
        return 0;
    /* a malformed variant or start is no text, and is refused as one */
    if ((variant && malformed_at(aTHX_ variant) >= 0) || (start && malformed_at(aTHX_ start) >= 0))
        return 0;
    if (variant && plain(aTHX_ variant, &named) && named.len)
        g->variant = named;
    else {
        g->variant.s = SvPVX_const(default_variant);
        g->variant.len = SvCUR(default_variant);
        g->variant.utf8 = 0;
    }
    if (!bn_variant_ok(g->variant.s, g->variant.len, g->variant.utf8))
        return 0;
    if (start && plain(aTHX_ start, &g->start)
        && !(g->start.len == SvCUR(setup) && memEQ(g->start.s, SvPVX_const(setup), SvCUR(setup)))) {
        if (!bn_position(g->start.s, g->start.len, NULL, NULL))
            return 0;
        g->has_start = 1;
    }
    else
        g->start = none;
    g->utf8 |= g->variant.utf8 || (g->has_start && g->start.utf8);
    return 1;
}

/* The record of a game read, as a new mortal string; NULL when one of its
 * moves is not a stored move. */
static SV *
record_written(pTHX_ keep_t *k, game_t *g)
{
    char *buf, *p;
    SSize_t i = 0;
    int utf8 = g->utf8;     /* a local: the loop's stores through p cannot touch it */
    /* Room for every move of an array, but for a tied one, whose size is
     * only a claim: room for a few, made larger as its moves come. */
    const size_t few = 1024;
    size_t room = g->moves && SvRMAGICAL((SV *)g->moves) && (size_t)g->n > few ? few : (size_t)g->n;
    SV *out = mortal_buffer(aTHX_ bn_record_size(g->variant.len, g->start.len, g->has_start,
                                                 room, (enum bn_result)g->result), &buf);
    p = bn_record_head(buf, g->variant.s, g->variant.len, g->start.s, g->start.len, g->has_start);
    if (g->moves && !k->held) {
        /* No Perl code has run: the elements are read in place, up to the
         * first that is not a plain string. A long game's scalars are not
         * in the cache, a short one's are. */
        i = g->n < 16384 ? plain_moves(AvARRAY(g->moves), g->n, &p, &utf8, 0)
                         : plain_moves(AvARRAY(g->moves), g->n, &p, &utf8, 1);
        if (i < 0)
            return NULL;
    }
    /* The rest, each element through av_fetch, as the array is now, one at
     * a time: the first that is not a stored move ends the reading. */
    if (i < g->n)
        hold(aTHX_ k);
    for (; i < g->n; i++) {
        SV **svp;
        if ((size_t)i == room) {
            const STRLEN at = (STRLEN)(p - SvPVX(out));
            room = (size_t)g->n - room > room ? room * 2 : (size_t)g->n;
            p = SvGROW(out, bn_record_size(g->variant.len, g->start.len, g->has_start, room,
                                           (enum bn_result)g->result) + 1) + at;
        }
        svp = av_fetch(g->moves, i, 0);
        if ((p = element_move(aTHX_ p, svp ? *svp : NULL, &utf8)) == NULL)
            return NULL;
    }
    p = bn_record_tail(p, (enum bn_result)g->result);
    buffer_done(aTHX_ out, p, utf8 && g->variant.utf8);
    if (utf8 && !g->variant.utf8)
        sv_utf8_upgrade_nomg(out);
    if (g->line)
        sv_catsv_nomg(out, g->line);
    return out;
}

/* move_display sorts and writes up to this many captures on the C stack;
 * more need a buffer of their own. */
#define FEW_CAPTURES 32
#define SHOWN_FEW BN_DISPLAY_SIZE(FEW_CAPTURES)

/* What move_display reads of %about: the truth of king, king_home and
 * king_taken, and the squares captured (in few, or in a buffer of their
 * own when there are more), with whether any had the UTF-8 flag. */
typedef struct {
    int king, home, taken, utf8;
    unsigned char few[FEW_CAPTURES], *squares;
    size_t ncaptures;
} about_t;

/* The squares named in an array of captures. A plain array is read in
 * place, as it stands after each element's magic (which may change it);
 * a tied one through av_fetch. */
static void
captures_read(pTHX_ keep_t *k, AV *captures, about_t *a)
{
    SSize_t i, last;
    int tied = SvRMAGICAL((SV *)captures) ? 1 : 0;
    if (tied)                           /* a tie runs Perl code */
        hold(aTHX_ k);
    last = tied ? av_len(captures) : AvFILLp(captures);
    if ((size_t)(last + 1) > sizeof a->few) {
        char *room;
        (void)mortal_buffer(aTHX_ (STRLEN)(last + 1), &room);
        a->squares = (unsigned char *)room;
    }
    for (i = 0; i <= last; i++) {
        SV **svp = tied ? av_fetch(captures, i, 0)
                 : i <= AvFILLp(captures) ? AvARRAY(captures) + i : NULL;
        text_t c;
        int sq;
        if (svp && *svp && plain(aTHX_ fetched_kept(aTHX_ k, *svp), &c)
            && (sq = bn_square(c.s, c.len, 1)) >= 0 && a->ncaptures < (size_t)(last + 1)) {
            a->squares[a->ncaptures++] = (unsigned char)sq;
            a->utf8 |= c.utf8;
        }
    }
}

/* Reads %about, in the Perl version's order: king's value first and its
 * truth last. Anything but an unblessed hash reference reads as {}. */
static void
about_read(pTHX_ keep_t *k, SV *about, about_t *a)
{
    HV *hv = (HV *)keep(aTHX_ k, unblessed(about, SVt_PVHV));
    SV *king, *captures;
    a->king = a->home = a->taken = a->utf8 = 0;
    a->squares = a->few;
    a->ncaptures = 0;
    if (hv == NULL)
        return;
    king = keep(aTHX_ k, FETCH(k, hv, king));
    if ((captures = FETCH(k, hv, captures)) != NULL
        && (captures = keep(aTHX_ k, unblessed(captures, SVt_PVAV))) != NULL)
        captures_read(aTHX_ k, (AV *)captures, a);
    a->home = is_true(aTHX_ k, FETCH(k, hv, king_home));
    if (!a->home)
        a->taken = is_true(aTHX_ k, FETCH(k, hv, king_taken));
    a->king = is_true(aTHX_ k, king);
}

/* A stored move as it is shown, as a new mortal string. */
static SV *
shown_move(pTHX_ int move, about_t *a, int utf8)
{
    char *buf;
    SV *out;
    utf8 |= a->utf8;
    if (a->ncaptures <= sizeof a->few) {
        /* the usual few captures: written here, then copied at their size */
        char shown[SHOWN_FEW];
        size_t len = bn_display(shown, move, a->king, a->squares, a->ncaptures, a->home, a->taken);
        return newSVpvn_flags(shown, len, SVs_TEMP | (utf8 ? SVf_UTF8 : 0));
    }
    out = mortal_buffer(aTHX_ bn_display_size(a->ncaptures), &buf);
    buffer_done(aTHX_ out, buf + bn_display(buf, move, a->king, a->squares, a->ncaptures, a->home,
                                            a->taken), utf8);
    return out;
}


/* Characters in a run of bytes of a UTF-8 string: the bytes that do not
 * continue a character (well-formed or not, and without a warning). */
static STRLEN
chars_in(const char *s, STRLEN len)
{
    STRLEN i, n = 0;
    for (i = 0; i < len; i++)
        n += ((unsigned char)s[i] & 0xC0) != 0x80;
    return n;
}

/* A new hash of a fault's code and place, at and len bytes into the text t
 * from its byte from on, given in characters. The place of a letter fault
 * (a position's, or one inside a start line) is one character, whatever
 * its bytes. */
static HV *
fault_hash(pTHX_ const text_t *t, size_t from, enum bn_code code, int letter, size_t at, size_t len)
{
    HV *hv = newHV();
    if (t->utf8)
        len = letter ? (len ? 1 : 0) : chars_in(t->s + from + at, len);
    (void)hv_stores(hv, "code", newSVpv(bn_code_name(code), 0));
    (void)hv_stores(hv, "at", newSVuv(t->utf8 ? chars_in(t->s + from, at) : at));
    (void)hv_stores(hv, "length", newSVuv(len));
    return hv;
}

/* A position's fault as a hash: the place is counted from its byte from
 * on, which is where the position starts in the text t. */
static SV *
position_fault_sv(pTHX_ const text_t *t, size_t from, const struct bn_position_fault *f)
{
    HV *hv = fault_hash(aTHX_ t, from, f->code, f->code == BN_LETTER, f->at, f->len);
    if (f->code == BN_WIDTH) {
        (void)hv_stores(hv, "rank", newSViv(f->rank));
        (void)hv_stores(hv, "width", newSVuv((UV)f->width));
    }
    else if (f->code == BN_ROWS)
        (void)hv_stores(hv, "rows", newSViv(f->rows));
    return newRV_noinc((SV *)hv);
}

/* A move's or a game record's fault as a hash, with what it names: what
 * was wanted, which line, or the fault of the start line's position. */
static SV *
fault_sv(pTHX_ const text_t *t, const struct bn_fault *f)
{
    const struct bn_position_fault *inner = &f->position;
    HV *hv = fault_hash(aTHX_ t, 0, f->code, f->code == BN_START && inner->code == BN_LETTER, f->at, f->len);
    if (f->code == BN_START)    /* the position starts where its own fault's place says */
        (void)hv_stores(hv, "position", position_fault_sv(aTHX_ t, f->at - inner->at, inner));
    if (f->code == BN_FORM)
        (void)hv_stores(hv, "want", newSVpv(bn_want_name(f->want), 0));
    if (f->code == BN_TWICE || f->code == BN_MISSING)
        (void)hv_stores(hv, "line", newSVpv(bn_line_name(f->line), 0));
    return newRV_noinc((SV *)hv);
}

/* The fault of a malformed string (malformed_at): code encoding, at its
 * first bad byte, counted in characters (those before it are well formed),
 * with that byte's offset, for the line and column of a record. */
static SV *
encoding_fault_sv(pTHX_ SV *sv)
{
    HV *hv = newHV();
    const SSize_t bad = malformed_at(aTHX_ sv);
    (void)hv_stores(hv, "code", newSVpv(bn_code_name(BN_ENCODING), 0));
    (void)hv_stores(hv, "at", newSVuv(chars_in(SvPVX_const(sv), (STRLEN)bad)));
    (void)hv_stores(hv, "length", newSVuv(1));
    (void)hv_stores(hv, "byte", newSVuv((UV)bad));
    return newRV_noinc((SV *)hv);
}

/*
 * The answers of the six small functions (bn_answer_t), shared by their
 * XSUBs and by the fast path of calls by name (fast.h). Each takes its
 * arguments as given (their get-magic not yet run), the call's context
 * and a pad target, or NULL, and leaves its values in out[], returning how
 * many there are. A value returned alone,
 * or last, goes into the target when there is one: the caller's statement
 * copies it before the same call can run again, as with Perl's own lc. The
 * others are new mortals.
 *
 * Targets are used from 5.22 on, the first perl of the matrix on which
 * whatever a program keeps of a result (a reference, a foreach alias, a
 * sub's @_) is its own (t/75-targets.t); on 5.18.4, @_ kept the target
 * itself. -DBN_NO_TARGETS builds without them.
 */
#if PERL_REVISION == 5 && PERL_VERSION >= 22 && !defined(BN_NO_TARGETS)
#  define BN_TARGETS 1
/* The target of the entersub op calling this XSUB (NULL when it has none),
 * as dXSTARG finds it. */
#  define XS_TARGET ((PL_op->op_type == OP_ENTERSUB && (PL_op->op_private & OPpENTERSUB_HASTARG)) \
                     ? PAD_SV(PL_op->op_targ) : NULL)
#else
#  define BN_TARGETS 0
#  define XS_TARGET NULL
#endif

/* A result string in the target, or in a new mortal. A target that
 * already has a buffer long enough, and nothing that asks for care (it is
 * read-only, shared, a reference, magical, or offset), is written in place,
 * as Perl's own TARGi writes a number. */
#define TARG_PLAIN(sv) (SvTYPE(sv) >= SVt_PV && SvTYPE(sv) <= SVt_PVMG \
    && !(SvFLAGS(sv) & (SVf_THINKFIRST | SVf_OOK | SVs_GMG | SVs_SMG | SVs_RMG)))

PERL_STATIC_INLINE SV *
string_result(pTHX_ SV *targ, const char *s, STRLEN len, int utf8)
{
    if (targ == NULL)
        return sv_2mortal(newSVpvn_flags(s, len, utf8 ? SVf_UTF8 : 0));
    if (TARG_PLAIN(targ) && SvLEN(targ) > len) {
        char *p = SvPVX(targ);
        memcpy(p, s, len);
        p[len] = '\0';
        SvCUR_set(targ, len);
        SvFLAGS(targ) = (SvFLAGS(targ) & ~(SVf_OK | SVf_IVisUV | SVf_UTF8))
                        | SVf_POK | SVp_POK | (utf8 ? SVf_UTF8 : 0);
        return targ;
    }
    sv_setpvn(targ, s, len);    /* keeps the flag the target had */
    if (utf8)
        SvUTF8_on(targ);
    else
        SvUTF8_off(targ);
    return targ;
}

PERL_STATIC_INLINE SV *
number_result(pTHX_ SV *targ, IV n)
{
    if (targ == NULL)
        return sv_2mortal(newSViv(n));
#ifdef TARGi
    TARGi(n, 0);
#else
    sv_setiv(targ, n);
#endif
    return targ;
}

#ifndef TAINTING_get
#  define TAINTING_get PL_tainting
#endif
#ifndef TAINT_get
#  define TAINT_get PL_tainted
#endif

/*
 * Taint, under perl -T: values as tainted as the Perl version's. Its
 * functions that build their values from pattern captures and constants
 * give clean values whatever they read (square_parse, move_split,
 * move_parse, position_ok, move_display, position_cells' rows, game_string,
 * game_parse); square_name and move_wire build theirs from the arguments
 * themselves, as tainted as what was read (move_wire's as Perl's lc leaves
 * them). A refusal is clean. Nothing is
 * left in PL_tainted for the rest of the statement but what the values
 * say. Called with the values made, after every argument was read.
 */
enum { CLEAN, FROM_ARGS };

/* move_wire's values are its arguments lower-cased, and lc gave untainted
 * strings from 5.8.9 until 5.14 (perl #87336): there, as the Perl version's
 * on the same perl, they are clean. */
#if PERL_REVISION == 5 && PERL_VERSION < 14
#  define MOVE_WIRE_TAINT CLEAN
#else
#  define MOVE_WIRE_TAINT FROM_ARGS
#endif

PERL_STATIC_INLINE int
tainted_as(pTHX_ int how, SV **out, int n)
{
    if (UNLIKELY(TAINTING_get)) {
        int i;
        if (how == FROM_ARGS && TAINT_get && n > 0 && SvOK(out[n - 1]))
            for (i = 0; i < n; i++)
                SvTAINTED_on(out[i]);
        else {
            TAINT_NOT;
            for (i = 0; i < n; i++)
                SvTAINTED_off(out[i]);
        }
    }
    return n;
}

/* A value of a function whose values are clean. */
PERL_STATIC_INLINE SV *
clean_value(pTHX_ SV *sv)
{
    (void)tainted_as(aTHX_ CLEAN, &sv, 1);
    return sv;
}

/* The argument n of a call with items arguments, or undef when the call
 * gave fewer. */
PERL_STATIC_INLINE SV *
arg_at(pTHX_ SV **args, SSize_t items, int n)
{
    return items > n ? args[n] : &PL_sv_undef;
}

/* The context of an XSUB's call, read before any Perl code may run: that of
 * the call, except where a perl before 5.38 calls the XSUB from goto &name
 * with the goto op as PL_op (perl5 #19188), whose own context is not the
 * call's: then it is the context of the sub frame goto has just left. */
PERL_STATIC_INLINE U8
call_gimme(pTHX)
{
#if PERL_REVISION == 5 && PERL_VERSION < 38
    if (PL_op != NULL && PL_op->op_type == OP_GOTO)
        return (U8)(cxstack[cxstack_ix + 1].blk_gimme & G_WANT);
#endif
    return (U8)GIMME_V;
}

/* The values of a function giving a pair when there is no pair: the empty
 * list, or undef outside list context. */
PERL_STATIC_INLINE int
no_pair(pTHX_ U8 gimme, SV **out)
{
    if (gimme == G_LIST)
        return 0;
    out[0] = sv_newmortal();
    return 1;
}

ALWAYS_INLINE int
square_name_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    SV *values[2];
    int file, rank;
    char text[2];
    PERL_UNUSED_ARG(gimme);
    arguments_of_two(aTHX_ arg_at(aTHX_ args, items, 0), arg_at(aTHX_ args, items, 1), values);
    file = coordinate_of(aTHX_ values[0]);
    rank = coordinate_of(aTHX_ values[1]);
    /* an odd file is asked even when the rank is no digit, as Perl asks it */
    if (file == -2 || (file >= 0 && rank == -2))
        out[0] = pp_answer(aTHX_ PERL_SQUARE_NAME, values, 2);
    else if (file < 0 || rank < 0)
        out[0] = sv_newmortal();
    else {
        bn_square_text(file * BN_SIZE + rank, text);
        out[0] = string_result(aTHX_ targ, text, 2, 0);
    }
    return tainted_as(aTHX_ FROM_ARGS, out, 1);
}

ALWAYS_INLINE int
square_parse_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    text_t t;
    int sq = plain(aTHX_ fetched(aTHX_ arg_at(aTHX_ args, items, 0)), &t) ? bn_square(t.s, t.len, 1) : -1;
    if (sq < 0)
        return tainted_as(aTHX_ CLEAN, out, no_pair(aTHX_ gimme, out));
    if (gimme != G_LIST) {
        out[0] = number_result(aTHX_ targ, sq % BN_SIZE);
        return tainted_as(aTHX_ CLEAN, out, 1);
    }
    out[0] = sv_2mortal(newSViv(sq / BN_SIZE));
    out[1] = number_result(aTHX_ targ, sq % BN_SIZE);
    return tainted_as(aTHX_ CLEAN, out, 2);
}

ALWAYS_INLINE int
move_wire_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    SV *to_sv = arg_at(aTHX_ args, items, 1);
    text_t f, t;
    int from, to, fok, tok;
    char text[4];
    PERL_UNUSED_ARG(gimme);
    fok = plain(aTHX_ first_of_two(aTHX_ arg_at(aTHX_ args, items, 0), to_sv), &f);
    tok = plain(aTHX_ fetched(aTHX_ to_sv), &t);
    if (!fok || !tok || (from = bn_square(f.s, f.len, 1)) < 0 || (to = bn_square(t.s, t.len, 1)) < 0)
        out[0] = sv_newmortal();
    else {
        bn_move_text(from * BN_SQUARES + to, text);
        out[0] = string_result(aTHX_ targ, text, 4, f.utf8 || t.utf8);
    }
    return tainted_as(aTHX_ MOVE_WIRE_TAINT, out, 1);
}

ALWAYS_INLINE int
move_split_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    SV *sv = arg_at(aTHX_ args, items, 0);
    text_t t;
    char text[4];
    int move = plain(aTHX_ fetched(aTHX_ sv), &t) ? bn_move_stored(t.s, t.len) : -1;
    if (move >= 0)
        bn_move_text(move, text);
    if (move < 0)
        return tainted_as(aTHX_ CLEAN, out, no_pair(aTHX_ gimme, out));
    if (gimme != G_LIST) {
        out[0] = string_result(aTHX_ targ, text + 2, 2, t.utf8);
        return tainted_as(aTHX_ CLEAN, out, 1);
    }
    out[0] = sv_2mortal(newSVpvn_flags(text, 2, t.utf8 ? SVf_UTF8 : 0));
    out[1] = string_result(aTHX_ targ, text + 2, 2, t.utf8);
    return tainted_as(aTHX_ CLEAN, out, 2);
}

ALWAYS_INLINE int
move_parse_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    SV *sv = arg_at(aTHX_ args, items, 0);
    text_t t;
    char text[4];
    int move = plain(aTHX_ fetched(aTHX_ sv), &t) ? bn_move_parse(t.s, t.len, t.utf8) : -1;
    PERL_UNUSED_ARG(gimme);
    if (move < 0)
        out[0] = sv_newmortal();
    else {
        bn_move_text(move, text);
        out[0] = string_result(aTHX_ targ, text, 4, t.utf8);
    }
    return tainted_as(aTHX_ CLEAN, out, 1);
}

ALWAYS_INLINE int
position_ok_answer(pTHX_ SV **args, SSize_t items, U8 gimme, SV *targ, SV **out)
{
    SV *sv = arg_at(aTHX_ args, items, 0);
    text_t t;
    int ok = plain(aTHX_ fetched(aTHX_ sv), &t) && bn_position_ok(t.s, t.len);
    PERL_UNUSED_ARG(gimme);
    out[0] = number_result(aTHX_ targ, ok);
    return tainted_as(aTHX_ CLEAN, out, 1);
}

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

/* The six small functions, in the order of their index (CvXSUBANY). */
enum { F_SQUARE_NAME, F_SQUARE_PARSE, F_MOVE_WIRE, F_MOVE_SPLIT, F_MOVE_PARSE, F_POSITION_OK, F_SMALL };

#if BN_FAST

static OP *pp_fast_square_name(pTHX);
static OP *pp_fast_square_parse(pTHX);
static OP *pp_fast_move_wire(pTHX);
static OP *pp_fast_move_split(pTHX);
static OP *pp_fast_move_parse(pTHX);
static OP *pp_fast_position_ok(pTHX);

static struct bn_small smalls[F_SMALL] = {
    { "square_name",  pp_fast_square_name,  NULL },
    { "square_parse", pp_fast_square_parse, NULL },
    { "move_wire",    pp_fast_move_wire,    NULL },
    { "move_split",   pp_fast_move_split,   NULL },
    { "move_parse",   pp_fast_move_parse,   NULL },
    { "position_ok",  pp_fast_position_ok,  NULL },
};

static OP *pp_fast_square_name(pTHX)  { return bn_fast_call(aTHX_ &smalls[F_SQUARE_NAME], square_name_answer); }
static OP *pp_fast_square_parse(pTHX) { return bn_fast_call(aTHX_ &smalls[F_SQUARE_PARSE], square_parse_answer); }
static OP *pp_fast_move_wire(pTHX)    { return bn_fast_call(aTHX_ &smalls[F_MOVE_WIRE], move_wire_answer); }
static OP *pp_fast_move_split(pTHX)   { return bn_fast_call(aTHX_ &smalls[F_MOVE_SPLIT], move_split_answer); }
static OP *pp_fast_move_parse(pTHX)   { return bn_fast_call(aTHX_ &smalls[F_MOVE_PARSE], move_parse_answer); }
static OP *pp_fast_position_ok(pTHX)  { return bn_fast_call(aTHX_ &smalls[F_POSITION_OK], position_ok_answer); }

/* The call checker of the six: Perl's own checks, then the fast path's pp
 * function for the entersub, where it may have one. */
static OP *
ck_small(pTHX_ OP *entersub, GV *namegv, SV *ckobj)
{
    entersub = ck_entersub_args_proto_or_list(entersub, namegv, ckobj);
    if (bn_fast_allowed(aTHX_ entersub))
        entersub->op_ppaddr = smalls[CvXSUBANY((CV *)ckobj).any_i32].pp;
    return entersub;
}

/* At BOOT: what Perl's entersub is, each function's XSUB, and a checker on
 * each. */
static void
fast_install(pTHX)
{
    int i;
    if (bn_is_perls(PL_ppaddr[OP_ENTERSUB]))
        bn_perl_entersub = PL_ppaddr[OP_ENTERSUB];
    for (i = 0; i < F_SMALL; i++) {
        SV *name = sv_2mortal(newSVpvf("Game::Brandubh::Notation::%s", smalls[i].name));
        CV *cv = get_cvn_flags(SvPVX(name), SvCUR(name), 0);
        smalls[i].xsub = CvXSUB(cv);
        CvXSUBANY(cv).any_i32 = i;
        cv_set_call_checker(cv, ck_small, (SV *)cv);
    }
}

#endif

/* A refusal, clean under perl -T (tainted_as). */
#define RETURN_UNDEF  STMT_START { if (TAINTING_get) TAINT_NOT; ST(0) = sv_newmortal(); XSRETURN(1); } STMT_END
#define RETURN_EMPTY(gimme) STMT_START { \
        if (TAINTING_get) TAINT_NOT; \
        if ((gimme) == G_LIST) XSRETURN_EMPTY; \
        RETURN_UNDEF; \
    } STMT_END
#define RETURN_ONE(sv) STMT_START { ST(0) = (sv); XSRETURN(1); } STMT_END

MODULE = Game::Brandubh::Notation    PACKAGE = Game::Brandubh::Notation

PROTOTYPES: DISABLE

BOOT:
{
    MY_CXT_INIT;
    strings_make(aTHX_ &MY_CXT);
    KEYS(KEY_HASH)
    walk_check(aTHX);
#if BN_FAST
    fast_install(aTHX);
#endif
}

int
_hash_walk()
  CODE:
    /* Whether hashes without magic are read by the bucket walk: it agreed
     * with hv_common as the module loaded. */
    RETVAL = walk_agrees;
  OUTPUT:
    RETVAL

void
_space_rules(vt, vt_utf8, mvs_utf8)
    SV *vt
    SV *vt_utf8
    SV *mvs_utf8
  CODE:
    /* Called once, as the module loads, with what this perl's \s matches. */
    bn_space_rules((SvTRUE(vt) ? BN_SPACE_VT : 0) | (SvTRUE(vt_utf8) ? BN_SPACE_VT_UTF8 : 0)
                   | (SvTRUE(mvs_utf8) ? BN_SPACE_MVS_UTF8 : 0));

#ifdef USE_ITHREADS

void
CLONE(...)
  CODE:
    PERL_UNUSED_VAR(items);
    {
        MY_CXT_CLONE;
        strings_make(aTHX_ &MY_CXT);
    }

#endif

void
square_name(...)
  PPCODE:
    XSRETURN(xs_answer(aTHX_ square_name_answer, ax, items));

void
square_parse(...)
  PPCODE:
    XSRETURN(xs_answer(aTHX_ square_parse_answer, ax, items));

void
move_wire(...)
  PPCODE:
    XSRETURN(xs_answer(aTHX_ move_wire_answer, ax, items));

void
move_split(...)
  PPCODE:
    XSRETURN(xs_answer(aTHX_ move_split_answer, ax, items));

void
move_parse(...)
  PPCODE:
    XSRETURN(xs_answer(aTHX_ move_parse_answer, ax, items));

void
move_display(...)
  PREINIT:
    text_t t;
    int ok, move;
    SV *about, *pair[2];
    about_t a;
    keep_t k;
  PPCODE:
    k.n = k.held = 0;
    /* Both arguments are fetched, as the Perl version's my ($move, $about)
     * = @_ fetches them; %about is read only for a stored move. */
    arguments_of_two(aTHX_ ARG(0), ARG(1), pair);
    ok = plain(aTHX_ pair[0], &t);
    about = pair[1];
    if (!ok || (move = bn_move_stored(t.s, t.len)) < 0)
        RETURN_UNDEF;
    about_read(aTHX_ &k, about, &a);
    RETURN_ONE(clean_value(aTHX_ shown_move(aTHX_ move, &a, t.utf8)));

void
position_ok(...)
  PPCODE:
    XSRETURN(xs_answer(aTHX_ position_ok_answer, ax, items));

void
position_cells(...)
  PREINIT:
    dMY_CXT;
    text_t t;
    char cells[BN_SQUARES], side;
    AV *rows;
    SV **row_slots;
    int r, c;
    U8 gimme = call_gimme(aTHX);
    int side_tainted;
    SV *side_sv;
  PPCODE:
    if (!plain(aTHX_ fetched(aTHX_ ARG(0)), &t) || !bn_position(t.s, t.len, cells, &side))
        RETURN_EMPTY(gimme);
    /* the Perl version's side is tainted as its text was, its rows clean */
    side_tainted = TAINTING_get && TAINT_get;
    if (TAINTING_get)
        TAINT_NOT;
    if (gimme == G_LIST) {
        rows = newAV();
        av_extend(rows, BN_SIZE - 1);
        row_slots = AvARRAY(rows);
        for (r = 0; r < BN_SIZE; r++) {
            AV *row = newAV();
            SV **slots;
            av_extend(row, BN_SIZE - 1);
            slots = AvARRAY(row);
            for (c = 0; c < BN_SIZE; c++) {
                char cell = cells[r * BN_SIZE + c];
                slots[c] = cell != 0 && t.utf8 ? newSVpvn_flags(&cell, 1, SVf_UTF8)
                                               : SHARED(&MY_CXT, CELL(cell));
            }
            AvFILLp(row) = BN_SIZE - 1;
            row_slots[r] = newRV_noinc((SV *)row);
        }
        AvFILLp(rows) = BN_SIZE - 1;
        EXTEND(SP, 2);
        mPUSHs(newRV_noinc((SV *)rows));
    }
    side_sv = t.utf8 ? newSVpvn_flags(&side, 1, SVf_UTF8) : SHARED(&MY_CXT, CELL(side));
    if (side_tainted)
        SvTAINTED_on(side_sv);
    mPUSHs(side_sv);

void
game_parse(...)
  PREINIT:
    dMY_CXT;
    text_t t;
    struct bn_game g;
    HV *hv;
    AV *moves;
    SV **slots;
    size_t pos, n = 0;
    int move;
  PPCODE:
    if (!plain(aTHX_ fetched(aTHX_ ARG(0)), &t) || !bn_game_scan(t.s, t.len, t.utf8, &g, NULL))
        RETURN_UNDEF;
    if (TAINTING_get)       /* values of captures in the Perl version: clean */
        TAINT_NOT;
    hv = newHV();
    /* Made mortal first, so that nothing is lost should an allocation die. */
    ST(0) = sv_2mortal(newRV_noinc((SV *)hv));
    STORE(hv, variant, newSVpvn_flags(t.s + g.variant_at, g.variant_len, t.utf8 ? SVf_UTF8 : 0));
    STORE(hv, start, g.has_start
        ? newSVpvn_flags(t.s + g.start_at, g.start_len, t.utf8 ? SVf_UTF8 : 0)
        : SHARED(&MY_CXT, S_SETUP));
    moves = newAV();
    STORE(hv, moves, newRV_noinc((SV *)moves));
    if (g.nmoves) {
        av_extend(moves, (SSize_t)g.nmoves - 1);
        slots = AvARRAY(moves);
        pos = 0;
        while (n < g.nmoves && (move = bn_moves_next(t.s + g.moves_at, g.moves_len, t.utf8, &pos)) >= 0) {
            slots[n++] = t.utf8 ? move_sv(aTHX_ move, 1) : SHARED(&MY_CXT, S_MOVE + move);
            AvFILLp(moves) = (SSize_t)n - 1;
        }
    }
    STORE(hv, result, g.result == BN_RESULT_NONE ? newSV(0) : result_hash(aTHX_ &MY_CXT, g.result));
    XSRETURN(1);

void
game_string(...)
  PREINIT:
    dMY_CXT;
    HV *hv;
    game_t g;
    SV *out;
    keep_t k;
  PPCODE:
    k.n = k.held = 0;
    if ((hv = (HV *)keep(aTHX_ &k, unblessed(fetched(aTHX_ ARG(0)), SVt_PVHV))) == NULL
        || !game_read(aTHX_ &MY_CXT, &k, hv, &g) || (out = record_written(aTHX_ &k, &g)) == NULL)
        RETURN_UNDEF;
    RETURN_ONE(clean_value(aTHX_ out));

void
_position_fault(...)
  PREINIT:
    text_t t;
    struct bn_position_fault f;
  PPCODE:
    /* Called by position_why with a plain value: its fault, or nothing. */
    if (malformed_at(aTHX_ fetched(aTHX_ ARG(0))) >= 0)
        mXPUSHs(encoding_fault_sv(aTHX_ ARG(0)));
    else if (plain(aTHX_ ARG(0), &t) && !bn_position_scan(t.s, t.len, &f))
        mXPUSHs(position_fault_sv(aTHX_ &t, 0, &f));

void
_move_fault(...)
  PREINIT:
    text_t t;
    struct bn_fault f;
    int move;
  PPCODE:
    if (malformed_at(aTHX_ fetched(aTHX_ ARG(0))) >= 0)
        mXPUSHs(encoding_fault_sv(aTHX_ ARG(0)));
    else if (plain(aTHX_ ARG(0), &t) && !bn_move_scan(t.s, t.len, t.utf8, &move, &f))
        mXPUSHs(fault_sv(aTHX_ &t, &f));

void
_game_fault(...)
  PREINIT:
    text_t t;
    struct bn_fault f;
    struct bn_game g;
  PPCODE:
    if (malformed_at(aTHX_ fetched(aTHX_ ARG(0))) >= 0)
        mXPUSHs(encoding_fault_sv(aTHX_ ARG(0)));
    else if (plain(aTHX_ ARG(0), &t) && !bn_game_scan(t.s, t.len, t.utf8, &g, &f))
        mXPUSHs(fault_sv(aTHX_ &t, &f));

MODULE = Game::Brandubh::Notation    PACKAGE = Game::Brandubh::Notation::XS

int
fast_path(...)
  CODE:
    /* Whether calls by name compiled from now on may take the fast path
     * (fast.h), set when an argument is given; always false on a perl
     * without it. */
#if BN_FAST
    if (items > 0)
        bn_fast_on = SvTRUE(ST(0));
    RETVAL = bn_fast_on;
#else
    PERL_UNUSED_VAR(items);
    RETVAL = 0;
#endif
  OUTPUT:
    RETVAL

void
fast_calls(code)
    SV *code
  PPCODE:
    /* The functions of the calls on the fast path in a sub's ops, in the
     * order the tree is walked; for the tests. */
#if BN_FAST
    {
        CV *cv = SvROK(code) && SvTYPE(SvRV(code)) == SVt_PVCV ? (CV *)SvRV(code) : NULL;
        AV *names = (AV *)sv_2mortal((SV *)newAV());
        SSize_t i;
        if (cv && !CvISXSUB(cv) && CvROOT(cv))
            bn_fast_walk(aTHX_ CvROOT(cv), smalls, F_SMALL, names);
        EXTEND(SP, av_len(names) + 1);
        for (i = 0; i <= av_len(names); i++)
            PUSHs(sv_mortalcopy(*av_fetch(names, i, 0)));
    }
#else
    PERL_UNUSED_VAR(code);
#endif

void
tricks()
  PPCODE:
    /* The speed tricks this build has: each can be left out of a build
     * (-DBN_NO_FAST, -DBN_NO_TARGETS, -DBN_NO_WALK), for the tests and the
     * perl matrix. */
    EXTEND(SP, 3);
    if (BN_FAST)
        mPUSHs(newSVpvs("fast_path"));
    if (BN_TARGETS)
        mPUSHs(newSVpvs("targets"));
#ifndef BN_NO_WALK
    mPUSHs(newSVpvs("bucket_walk"));    /* where it agrees with hv_common (_hash_walk) */
#endif
