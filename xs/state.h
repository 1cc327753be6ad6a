/*
 * state.h - what each interpreter holds: the shared strings the results
 * are made of, and the subs of Game::Brandubh::Notation::Operators that
 * read a value the way only Perl's operators can; and calling those subs.
 */
#ifndef BX_STATE_H
#define BX_STATE_H

#include "glue.h"

#define MY_CXT_KEY "Game::Brandubh::Notation::XS" XS_VERSION

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
    BX_STR_MOVE = 0,                        /* the 2401 stored moves */
    BX_STR_CELL = BX_STR_MOVE + BN_MOVES,   /* "", "a", "d", "k" */
    BX_STR_SETUP = BX_STR_CELL + 4,
    BX_STR_VARIANT,                         /* the variant written when none is named */
    BX_STR_AGREED, BX_STR_RESIGN, BX_STR_ATTACKERS, BX_STR_DEFENDERS,
    BX_STR_COUNT
};

/* The subs of Game::Brandubh::Notation::Operators the glue calls. */
enum { BX_SUB_SQUARE_NAME, BX_SUB_RESULT_LINE, BX_SUB_RESULT_FROM, BX_SUB_ARGUMENTS,
       BX_SUB_REFUSAL, BX_SUB_CAPTURES_OF, BX_SUB_COUNT };
static const char *const bx_operator_names[BX_SUB_COUNT] = {
    "Game::Brandubh::Notation::Operators::square_name",
    "Game::Brandubh::Notation::Operators::result_line",
    "Game::Brandubh::Notation::Operators::result_from",
    "Game::Brandubh::Notation::Operators::arguments",
    "Game::Brandubh::Notation::Operators::refusal",
    "Game::Brandubh::Notation::Operators::captures_of",
};

/* The module's own statement (glue.h), made once, at the first load: its
 * file is the module's, as messages and caller() in a callback tell. */
static void
bx_cop_make(pTHX)
{
    static int made = 0;
    COP *cop = bx_module_cop();
    SV **file = hv_fetchs(GvHVn(PL_incgv), "Game/Brandubh/Notation.pm", 0);
    if (made)
        return;
    Zero(cop, 1, COP);
    CopFILE_set(cop, file && SvPOK(*file) ? SvPVX(*file) : "Game/Brandubh/Notation.pm");
    CopLINE_set(cop, 1);
    CopSTASH_set(cop, gv_stashpvs("Game::Brandubh::Notation", GV_ADD));
    cop->cop_warnings = pWARN_STD;
    made = 1;
}

/* The globs of the public functions the Perl version calls by name as it
 * runs: the same globs its calls find. */
/* The subs found by name as the module loads (defined then or later): two
 * of the module's, Dialects.pm's reader of a list that the XS's
 * list_from_dialect hands the rare options to (dialects.h), and its writer
 * of a list that list_to_dialect hands the rare lists to (writer.h). */
enum { BX_NAMED_SPLIT, BX_NAMED_OK, BX_NAMED_DIALECT_LIST, BX_NAMED_DIALECT_WRITE, BX_NAMED_COUNT };

typedef struct {
    SV *strings[BX_STR_COUNT];
    CV *operators[BX_SUB_COUNT];  /* found as the module loads */
    GV *named[BX_NAMED_COUNT];
    HV *twins;                    /* the PP backend's package, loaded or not */
} my_cxt_t;

START_MY_CXT

/* A new scalar sharing the string of the shared key held in strings[i]. */
#define BX_SHARED(cxt, i) newSVhek(SvSHARED_HEK_FROM_PV(SvPVX_const((cxt)->strings[i])))

static void
bx_strings_free(pTHX_ void *unused)
{
    dMY_CXT;
    int i;
    PERL_UNUSED_ARG(unused);
    for (i = 0; i < BX_STR_COUNT; i++) {
        SvREFCNT_dec(MY_CXT.strings[i]);
        MY_CXT.strings[i] = NULL;
    }
    for (i = 0; i < BX_SUB_COUNT; i++) {
        SvREFCNT_dec((SV *)MY_CXT.operators[i]);
        MY_CXT.operators[i] = NULL;
    }
    for (i = 0; i < BX_NAMED_COUNT; i++) {
        SvREFCNT_dec((SV *)MY_CXT.named[i]);
        MY_CXT.named[i] = NULL;
    }
    SvREFCNT_dec((SV *)MY_CXT.twins);
    MY_CXT.twins = NULL;
}

/* A shared string of the value of a constant of Perl code loaded before
 * this runs (the set-up, the default variant). */
static SV *
bx_constant_string(pTHX_ const char *name)
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
bx_strings_make(pTHX_ my_cxt_t *cxt)
{
    static const struct { int at; const char *s; } words[] = {
        { BX_STR_CELL, "" }, { BX_STR_CELL + 1, "a" }, { BX_STR_CELL + 2, "d" }, { BX_STR_CELL + 3, "k" },
        { BX_STR_AGREED, NULL }, { BX_STR_RESIGN, NULL }, { BX_STR_ATTACKERS, NULL }, { BX_STR_DEFENDERS, NULL },
    };
    char text[4];
    size_t w;
    int i;
    for (i = 0; i < BN_MOVES; i++) {
        bn_move_text(i, text);
        cxt->strings[BX_STR_MOVE + i] = newSVpvn_share(text, 4, 0);
    }
    for (w = 0; w < sizeof words / sizeof words[0]; w++) {
        /* the result words are the core's */
        const char *word = words[w].at == BX_STR_AGREED ? bn_result_how(BN_RESULT_AGREED)
                         : words[w].at == BX_STR_RESIGN ? bn_result_how(BN_RESULT_RESIGN_ATTACKERS)
                         : words[w].at == BX_STR_ATTACKERS ? bn_result_by(BN_RESULT_RESIGN_ATTACKERS)
                         : words[w].at == BX_STR_DEFENDERS ? bn_result_by(BN_RESULT_RESIGN_DEFENDERS)
                         : words[w].s;
        cxt->strings[words[w].at] = newSVpvn_share(word, (I32)strlen(word), 0);
    }
    cxt->strings[BX_STR_SETUP] = bx_constant_string(aTHX_ "Game::Brandubh::Notation::SETUP");
    cxt->strings[BX_STR_VARIANT] = bx_constant_string(aTHX_ "Game::Brandubh::Notation::Operators::DEFAULT_VARIANT");
    for (i = 0; i < BX_SUB_COUNT; i++)     /* loaded before the XS */
        if ((cxt->operators[i] = (CV *)SvREFCNT_inc(get_cv(bx_operator_names[i], 0))) == NULL)
            croak("Game::Brandubh::Notation: %s is not defined", bx_operator_names[i]);
    cxt->named[BX_NAMED_SPLIT] = (GV *)SvREFCNT_inc(gv_fetchpvs("Game::Brandubh::Notation::move_split", GV_ADD, SVt_PVCV));
    cxt->named[BX_NAMED_OK] = (GV *)SvREFCNT_inc(gv_fetchpvs("Game::Brandubh::Notation::position_ok", GV_ADD, SVt_PVCV));
    cxt->named[BX_NAMED_DIALECT_LIST] = (GV *)SvREFCNT_inc(
        gv_fetchpvs("Game::Brandubh::Notation::Dialects::_list_from_dialect_perl", GV_ADD, SVt_PVCV));
    cxt->named[BX_NAMED_DIALECT_WRITE] = (GV *)SvREFCNT_inc(
        gv_fetchpvs("Game::Brandubh::Notation::Dialects::_list_to_dialect_pp", GV_ADD, SVt_PVCV));
    /* found now, so that a Safe compartment, which has a root of its own,
     * finds it as it is */
    cxt->twins = (HV *)SvREFCNT_inc((SV *)gv_stashpvs("Game::Brandubh::Notation::PP", GV_ADD));
    call_atexit(bx_strings_free, NULL);
}

/*
 * A few values are read through Perl code, as the pure-Perl version reads
 * them: square_name's file and rank and game_string's how and by where
 * they are objects with overloading or dual values whose number is not
 * their string, and move_display's captures where the array or its
 * elements have magic (tied, say). They are rare, and are given to
 * Game::Brandubh::Notation::Operators, which reads them exactly as Perl
 * does: the answers of its sub which for the values given (copies with
 * copy, so that no get-magic runs twice), nout of them (in scalar context
 * for one), or, given an array all, every one in list context, copied
 * there. The subs were found as the module loaded: nothing is looked up by
 * name or loaded here (a Safe compartment forbids both, and a require would
 * clear $@).
 */
static int
bx_perl_call(pTHX_ int which, SV **values, int n, int copy, SV **out, int nout, AV *all)
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
    got = call_sv((SV *)MY_CXT.operators[which], nout == 1 && all == NULL ? G_SCALAR : G_LIST);
    for (i = nout - 1; i >= 0; i--)         /* new copies, outliving FREETMPS */
        out[i] = newSVsv(i < got ? PL_stack_sp[i - got + 1] : &PL_sv_undef);
    for (i = 0; all != NULL && i < got; i++)
        av_push(all, newSVsv(PL_stack_sp[i - got + 1]));
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

/* Whether a Perl sub's return; gives its caller Perl's shared read-only
 * undef in scalar context (as it does before 5.40) or a new one (5.40 on):
 * asked of Operators::refusal at load, so that a refusal here gives what
 * the Perl version's return; gives on the running perl. */
static int bx_refusal_shared = 1;

static void
bx_refusal_probe(pTHX_ my_cxt_t *cxt)
{
    SV *got;
    int n;
    ENTER;
    SAVETMPS;
    PUSHMARK(PL_stack_sp);
    n = call_sv((SV *)cxt->operators[BX_SUB_REFUSAL], G_SCALAR);
    got = n > 0 ? *PL_stack_sp : NULL;
#ifdef PERL_RC_STACK
    if (n > 0 && rpp_stack_is_rc())
        SvREFCNT_dec(got);
#endif
    PL_stack_sp -= n;
    bx_refusal_shared = got == &PL_sv_undef;
    FREETMPS;
    LEAVE;
}

/* The answer of the sub which for copies of the values given, in scalar
 * context: a new mortal. */
static SV *
bx_operator_answer(pTHX_ int which, SV **values, int n)
{
    SV *answer;
    (void)bx_perl_call(aTHX_ which, values, n, 1, &answer, 1, NULL);
    return answer;
}

/* The answers of the sub which for the value given, itself (not a copy),
 * in list context: a new mortal array of copies of them. */
static AV *
bx_operator_list(pTHX_ int which, SV *value)
{
    AV *answers = (AV *)sv_2mortal((SV *)newAV());
    (void)bx_perl_call(aTHX_ which, &value, 1, 0, NULL, 0, answers);
    return answers;
}

#endif /* BX_STATE_H */
