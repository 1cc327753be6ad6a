/*
 * hashes.h - reading the hashes and arrays given: the keys read, a hash
 * without magic read in its buckets, %game (game_string) and %about
 * (move_display), in the Perl version's order of reads.
 */
#ifndef BX_HASHES_H
#define BX_HASHES_H

#include "args.h"

/* The keys read and written (a fault's too), and their hashes, computed once at load (the
 * hash seed belongs to the process, so every thread shares them). */
#define BX_KEYS(X) X(variant) X(start) X(moves) X(result) X(how) X(by) \
                X(king) X(captures) X(king_home) X(king_taken) \
                X(code) X(at) X(length) X(want) X(line) X(byte) X(position) X(rank) X(width) X(rows) \
                X(number) X(offset) X(game) X(fault) X(column) X(why) \
                X(hyphen) X(lower) X(king_square) X(threat) X(way_out) X(wins) X(loses) \
                X(abouts) X(notes) X(first) X(timeout)
#define BX_KEY_DECLARE(name) static U32 bx_hash_##name;
BX_KEYS(BX_KEY_DECLARE)
#define BX_KEY_HASH(name) PERL_HASH(bx_hash_##name, #name, sizeof(#name) - 1);
#define BX_KEY_NAME(name) #name,
#define BX_KEY_HASH_OF(name) bx_hash_##name,
#define BX_STORE(hv, name, sv) \
    (void)hv_store((hv), #name, (I32)(sizeof(#name) - 1), (sv), bx_hash_##name)
#define BX_FETCH(k, hv, name) \
    bx_hash_value(aTHX_ (k), (hv), #name, (I32)(sizeof(#name) - 1), bx_hash_##name)

/* Before 5.18 a hash under attack was rehashed with a seed of its own, and
 * its keys no longer have the hashes computed at load. */
#ifdef HvREHASH
#  define BX_REHASHED(hv) HvREHASH(hv)
#else
#  define BX_REHASHED(hv) 0
#endif

/*
 * A hash without magic is looked up directly in its buckets, with the
 * key's hash computed at load, which hv_common's checks make slower for
 * move_display and game_string (bench/notation.pl, built with -DBN_NO_WALK,
 * shows by how much). The walk reads a hash as Perl lays it out, so as the module loads it is
 * asked to find what hv_common finds in a hash of the keys it reads; on a
 * perl whose hashes were laid out otherwise, every hash would be read
 * through hv_common. -DBN_NO_WALK builds without the walk.
 */
static int bx_walk_agrees = 0;

/* The value stored under a key of a hash without magic, or NULL. */
BX_ALWAYS_INLINE SV *
bx_bucket_value(HV *hv, const char *key, I32 klen, U32 hash)
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
BX_ALWAYS_INLINE SV *
bx_hash_value(pTHX_ bx_keep_t *k, HV *hv, const char *key, I32 klen, U32 hash)
{
    SV **svp;
    /* a restricted hash (Hash::Util) is read through hv_common, which
     * refuses a disallowed key as Perl's own read does */
    if (bx_walk_agrees && !SvMAGICAL((SV *)hv) && !BX_REHASHED(hv) && !SvREADONLY((SV *)hv)) {
        SV *sv = bx_bucket_value(hv, key, klen, hash);
        return sv ? bx_fetch_kept(aTHX_ k, sv) : NULL;
    }
    if (SvMAGICAL((SV *)hv))
        bx_secure(aTHX_ k);
    svp = (SV **)hv_common_key_len(hv, key, klen, HV_FETCH_JUST_SV, NULL, BX_REHASHED(hv) ? 0 : hash);
    return svp ? bx_fetch_kept(aTHX_ k, *svp) : NULL;
}

/*
 * How often a value is read. 0.01 reads some values with an operator that
 * takes the element itself and then copies it: $h->{how} // '' and
 * $h->{moves} || [] run an element's own get-magic (a tied element, a
 * Variable::Magic wizard on it) once for the test and once more for the
 * copy or the dereference, when the test passes. And an rvalue $h->{key}
 * of a hash with magic of another kind than a tie runs it once more
 * before the operator does (pp_helem). A tied hash's value is FETCHed once
 * a read however it is taken (the tie marks it read). BX_FETCH runs it
 * once; these run it again where 0.01 does.
 */
PERL_STATIC_INLINE int
bx_tied(pTHX_ HV *hv)
{
    return SvRMAGICAL((SV *)hv) && mg_find((SV *)hv, PERL_MAGIC_tied) != NULL;
}

/* Perls before 5.14 ran an element's get-magic once for // and || and
 * the copy or dereference after them (measured on 5.10.1 with 0.01; 5.12
 * is not in the matrix and is taken as 5.10.1). */
#if PERL_REVISION == 5 && PERL_VERSION >= 14
#  define BX_TEST_THEN_COPY 1
#else
#  define BX_TEST_THEN_COPY 0
#endif

/* Runs sv's get-magic once more when again is true, sv is a value of hv
 * and hv is not tied; returns sv, kept. */
PERL_STATIC_INLINE SV *
bx_read_again(pTHX_ bx_keep_t *k, HV *hv, SV *sv, int again)
{
    if (again && sv != NULL && SvGMAGICAL(sv) && !bx_tied(aTHX_ hv)) {
        bx_keep(aTHX_ k, sv);
        bx_kept_mg_get(aTHX_ k, sv);
    }
    return sv;
}

/* A value as 0.01's rvalue $h->{key} reads it, before the operator that
 * takes it runs its own get-magic (BX_FETCH's). */
#define BX_FETCH_RV(k, hv, name) \
    bx_read_again(aTHX_ (k), (hv), BX_FETCH(k, hv, name), SvRMAGICAL((SV *)(hv)))

/* At load: whether the walk finds, in a hash of the keys read (and of as
 * many others), each value hv_common finds, and no value for a key that is
 * not there. */
static void
bx_walk_check(pTHX)
{
    static const char *const keys[] = { BX_KEYS(BX_KEY_NAME) };
    const U32 hashes[] = { BX_KEYS(BX_KEY_HASH_OF) };
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
    bx_walk_agrees = 1;
    for (i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        SV **svp = hv_fetch(hv, keys[i], (I32)strlen(keys[i]), 0);
        if (svp == NULL || bx_bucket_value(hv, keys[i], (I32)strlen(keys[i]), hashes[i]) != *svp)
            bx_walk_agrees = 0;
        (void)hv_delete(hv, keys[i], (I32)strlen(keys[i]), G_DISCARD);
        if (bx_bucket_value(hv, keys[i], (I32)strlen(keys[i]), hashes[i]) != NULL)
            bx_walk_agrees = 0;
    }
    SvREFCNT_dec((SV *)hv);
}

/* Perl truth of a value that may be missing (its get-magic has run). An
 * object's truth may be overloaded, which runs Perl code: that code may
 * drop the value itself too. */
PERL_STATIC_INLINE int
bx_is_true(pTHX_ bx_keep_t *k, SV *sv)
{
    if (sv == NULL)
        return 0;
    if (SvAMAGIC(sv)) {
        bx_secure(aTHX_ k);
        bx_keep(aTHX_ k, sv);
    }
    return SvTRUE_nomg(sv);
}

/* An object whose overloading Perl's operators would use. */
#define BX_OVERLOADED(sv) ((sv) != NULL && SvROK(sv) && SvAMAGIC(sv))

/* A result line Perl's eq decides (an object with overloading): the answer
 * of the sub which of Operators for the two values, as *line, the result
 * then BN_RESULT_NONE; or -1 when it is none. */
static int
bx_result_by_perl(pTHX_ bx_keep_t *k, int which, SV *first, SV *second, SV **line)
{
    SV *values[2];
    values[0] = first;
    values[1] = second;
    bx_secure(aTHX_ k);
    *line = bx_operator_answer(aTHX_ which, values, 2);
    return SvOK(*line) ? BN_RESULT_NONE : -1;
}

/* What a result value of game_string says, or -1 when it is not one; read
 * as the Perl version reads it (Operators::result_from says how): how, and
 * only when how is resign, by, each as $result->{...} // '' reads it. A plain by is written as it is, so its
 * UTF-8 flag goes to *utf8. Where how or by is an object with overloading,
 * Perl's eq decides, and *line is the line to write (the result is then
 * BN_RESULT_NONE). */
static int
bx_result_of(pTHX_ bx_keep_t *k, SV *sv, SV **line, int *utf8)
{
    HV *hv;
    SV *how, *by;
    bx_text_t t, b;
    int result, frozen = k->nfrozen;
    if (sv == NULL || !SvOK(sv))
        return BN_RESULT_NONE;
    if ((hv = (HV *)bx_keep(aTHX_ k, bx_ref_named(sv, SVt_PVHV))) == NULL)
        return -1;
    /* my $how = $result->{how} // '' */
    how = bx_keep(aTHX_ k, BX_FETCH_RV(k, hv, how));
    how = bx_read_again(aTHX_ k, hv, how, BX_TEST_THEN_COPY && how != NULL && SvOK(how));
    if (BX_OVERLOADED(how))
        return bx_result_by_perl(aTHX_ k, BX_SUB_RESULT_FROM, how, sv, line);
    if (how == NULL || !bx_plain(aTHX_ how, &t))
        return -1;
    if ((result = bn_result_of(t.s, t.len, NULL, 0)) == BN_RESULT_AGREED)
        return result;
    if (!(t.len == 6 && memEQ(t.s, "resign", 6)))
        return -1;
    /* how is resign: by's read may run Perl code, which finds how copied */
    bx_freeze(aTHX_ k, &how);
    /* my $by = $result->{by} // '' */
    by = bx_keep(aTHX_ k, BX_FETCH_RV(k, hv, by));
    by = bx_read_again(aTHX_ k, hv, by, BX_TEST_THEN_COPY && by != NULL && SvOK(by));
    if (BX_OVERLOADED(by)) {
        result = bx_result_by_perl(aTHX_ k, BX_SUB_RESULT_LINE, how, by, line);
        bx_thaw(k, frozen);
        return result;
    }
    bx_thaw(k, frozen);
    if (by == NULL || !bx_plain(aTHX_ by, &b))
        return -1;
    result = bn_result_of("resign", 6, b.s, b.len);
    if (result == BN_RESULT_RESIGN_ATTACKERS || result == BN_RESULT_RESIGN_DEFENDERS)
        *utf8 |= b.utf8;        /* by is written as it is */
    return result;
}

/* The array an object with overloading stands for, as Perl's @{} finds
 * it: its @{} method called, with no eval around it (what it throws comes
 * through), and its answer taken in turn, until it is the object itself or
 * one with no @{} of its own; NULL where Perl dies ("Overloaded dereference
 * did not return a reference", or no array). Each answer is kept until the
 * statement ends. */
static SV *
bx_overloaded_array(pTHX_ SV *ref)
{
    SV *answer;
    while (SvAMAGIC(ref)
           && (answer = amagic_call(ref, &PL_sv_undef, to_av_amg, AMGf_noright | AMGf_unary)) != NULL) {
        if (!SvROK(answer))
            return NULL;
        bx_secure_sv(aTHX_ answer);
        if (answer == ref || SvRV(answer) == SvRV(ref))
            break;
        ref = answer;
    }
    return SvROK(ref) && SvTYPE(SvRV(ref)) == SVt_PVAV ? ref : NULL;
}

/* game_string writes up to this many bytes of moves (" d1d3" each) on the
 * C stack; more go to a buffer of their own. */
#define BX_FEW_MOVE_BYTES 2000

/* What game_string reads of %game: the variant and start line (has_start
 * when there is one), the moves written (nmoves of them, " d1d3" each, in
 * few or a buffer of their own), the result (line, when Perl's eq decided
 * it, is the line to write), and whether anything read had the UTF-8 flag. */
typedef struct {
    bx_text_t variant, start;
    int has_start, utf8, result;
    const char *moves;
    size_t nmoves;
    SV *line;
    char few[BX_FEW_MOVE_BYTES];
} bx_game_t;

/* A string without magic: the usual element, read in place. */
#define BX_PLAIN_STRING(sv) ((sv) != NULL \
    && (SvFLAGS(sv) & (SVf_POK | SVf_ROK | SVs_GMG)) == SVf_POK)

#if defined(__GNUC__)
#  define BX_PREFETCH(p) __builtin_prefetch(p)
#else
#  define BX_PREFETCH(p) ((void)0)
#endif

/* Writes the moves of a plain array, read in place, up to the first element
 * that is not a plain string; returns its index (n when there is none), or
 * -1 at a string that is not a stored move. With prefetch, it asks early for
 * the head of a scalar further on, and for the body of one nearer. */
BX_ALWAYS_INLINE SSize_t
bx_plain_moves(SV **slots, SSize_t n, char **out, int *utf8, int prefetch)
{
    SSize_t i;
    char *p = *out;
    for (i = 0; i < n; i++) {
        SV *sv = slots[i];
        if (prefetch) {
            BX_PREFETCH(i + 16 < n ? slots[i + 16] : NULL);
            BX_PREFETCH(i + 8 < n && slots[i + 8] ? SvANY(slots[i + 8]) : NULL);
        }
        if (!BX_PLAIN_STRING(sv))
            break;
        *utf8 |= SvUTF8(sv) ? 1 : 0;
        if ((p = bn_record_stored(p, SvPVX_const(sv), SvCUR(sv))) == NULL)
            return -1;
    }
    *out = p;
    return i;
}

/* Reads and writes the moves of an array as the Perl version reads them:
 * one element at a time, the array's size asked before each (a tied
 * array's FETCHSIZE; a plain one's may change as an element's magic runs),
 * each element fetched once; 0 at the first that is not a stored move. The
 * elements of a plain array without magic are read in place (no Perl code
 * runs there). */
static int
bx_moves_read(pTHX_ bx_keep_t *k, AV *av, bx_game_t *g)
{
    const int tied = SvRMAGICAL((SV *)av) ? 1 : 0;
    size_t room = sizeof g->few / 5;    /* moves that fit where they are written */
    char *buf = g->few, *p = buf;
    SV *big = NULL;
    SSize_t i = 0;
    int utf8 = 0;

    if (tied)                           /* a tie runs Perl code */
        bx_secure(aTHX_ k);
    else {
        const SSize_t n = AvFILLp(av) + 1;
        if ((size_t)n > room) {
            big = bx_mortal_buffer(aTHX_ (STRLEN)n * 5, &buf);
            room = (size_t)n;
            p = buf;
        }
        /* A long game's scalars are not in the cache, a short one's are. */
        i = n < 16384 ? bx_plain_moves(AvARRAY(av), n, &p, &utf8, 0)
                      : bx_plain_moves(AvARRAY(av), n, &p, &utf8, 1);
        if (i < 0)
            return 0;
    }
    for (; i < (tied ? av_len(av) : AvFILLp(av)) + 1; i++) {
        SV *sv;
        bx_text_t t;
        if ((size_t)i == room) {        /* a tie's or magic's array grew */
            const size_t used = (size_t)(p - buf);
            room *= 2;
            if (big == NULL) {
                char *was = buf;
                big = bx_mortal_buffer(aTHX_ (STRLEN)room * 5, &buf);
                memcpy(buf, was, used);
            }
            else
                buf = SvGROW(big, (STRLEN)room * 5 + 1);
            p = buf + used;
        }
        if (tied) {
            SV **svp = av_fetch(av, i, 0);
            sv = svp ? *svp : NULL;
        }
        else
            sv = AvARRAY(av)[i];
        if (sv == NULL)
            return 0;
        if (SvGMAGICAL(sv)) {           /* its magic may free it: held */
            bx_secure(aTHX_ k);
            bx_secure_sv(aTHX_ sv);
            mg_get(sv);
        }
        if (!bx_plain(aTHX_ sv, &t) || (p = bn_record_stored(p, t.s, t.len)) == NULL)
            return 0;
        utf8 |= t.utf8;
    }
    g->moves = buf;
    g->nmoves = (size_t)(p - buf) / 5;
    g->utf8 |= utf8;
    return 1;
}

/* Reads %game; 0 when it is not a game. Its values are read in the Perl
 * version's order, variant, moves (each element), start, result, each
 * judged as it is read, and stopping at the first bad one: Perl code run
 * by one (magic, overloading, a tie) may delete or replace those after it,
 * and then finds them as the Perl version does, never freed under us. The
 * variant and start, written only at the end, are frozen (copied before
 * any Perl code runs after they are read), as the Perl version's copies of
 * them are. A malformed variant or start is no text, and is refused as
 * one. */
static int
bx_game_read(pTHX_ my_cxt_t *cxt, bx_keep_t *k, HV *hv, bx_game_t *g)
{
    static const bx_text_t none = { NULL, 0, 0 };
    const SV *setup = cxt->strings[BX_STR_SETUP], *default_variant = cxt->strings[BX_STR_VARIANT];
    SV *variant = bx_keep(aTHX_ k, BX_FETCH(k, hv, variant));
    SV *moves, *start, *result;
    bx_text_t named;
    const int frozen = k->nfrozen;
    g->has_start = g->utf8 = 0;
    g->start = none;
    g->moves = g->few;
    g->nmoves = 0;
    g->line = NULL;
    if (variant && bx_malformed_at(aTHX_ variant) >= 0)
        return 0;
    bx_freeze(aTHX_ k, &variant);
    if (variant && bx_plain(aTHX_ variant, &named) && named.len)
        g->variant = named;
    else {
        g->variant.s = SvPVX_const(default_variant);
        g->variant.len = SvCUR(default_variant);
        g->variant.utf8 = 0;
    }
    if (!bn_variant_ok(g->variant.s, g->variant.len, g->variant.utf8)) {
        bx_thaw(k, frozen);
        return 0;
    }
    /* @{ $game->{moves} || [] }: read again for @{} when true */
    moves = BX_FETCH_RV(k, hv, moves);
    if (bx_is_true(aTHX_ k, moves)) {
        AV *av;
        moves = bx_read_again(aTHX_ k, hv, moves, BX_TEST_THEN_COPY);
        if (BX_OVERLOADED(moves)) {        /* its @{}, as Perl's rv2av calls it */
            bx_secure(aTHX_ k);
            if ((moves = bx_overloaded_array(aTHX_ moves)) == NULL) {
                bx_thaw(k, frozen);
                return 0;
            }
        }
        if (isGV_with_GP(moves))           /* a glob: its array, as @{ *G } */
            av = (AV *)bx_keep(aTHX_ k, (SV *)GvAVn((GV *)moves));
        else if (SvROK(moves) && SvTYPE(SvRV(moves)) == SVt_PVAV)
            av = (AV *)bx_keep(aTHX_ k, SvRV(moves));
        else {
            bx_thaw(k, frozen);
            return 0;
        }
        if (!bx_moves_read(aTHX_ k, av, g)) {
            bx_thaw(k, frozen);
            return 0;
        }
    }
    start = bx_keep(aTHX_ k, BX_FETCH(k, hv, start));
    if (start && bx_malformed_at(aTHX_ start) >= 0) {
        bx_thaw(k, frozen);
        return 0;
    }
    bx_freeze(aTHX_ k, &start);
    if (start && bx_plain(aTHX_ start, &g->start)
        && !(g->start.len == SvCUR(setup) && memEQ(g->start.s, SvPVX_const(setup), SvCUR(setup)))) {
        if (!bn_position(g->start.s, g->start.len, NULL, NULL)) {
            bx_thaw(k, frozen);
            return 0;
        }
        g->has_start = 1;
    }
    else
        g->start = none;
    result = BX_FETCH_RV(k, hv, result);
    g->result = bx_result_of(aTHX_ k, result, &g->line, &g->utf8);
    if (g->result < 0) {
        bx_thaw(k, frozen);
        return 0;
    }
    /* the texts written are those of the values as they were read: of
     * their copies, where Perl code has run since */
    if (variant && bx_plain(aTHX_ variant, &named) && named.len)
        g->variant = named;
    if (g->has_start)
        (void)bx_plain(aTHX_ start, &g->start);
    bx_thaw(k, frozen);
    g->utf8 |= g->variant.utf8 || (g->has_start && g->start.utf8);
    return 1;
}

/* move_display sorts and writes up to this many captures on the C stack;
 * more need a buffer of their own. */
#define BX_FEW_CAPTURES 32
#define BX_SHOWN_FEW BN_DISPLAY_SIZE(BX_FEW_CAPTURES)

/* What move_display reads of %about: the truth of king, king_home and
 * king_taken, and the squares captured (in few, or in a buffer of their
 * own when there are more), with whether any had the UTF-8 flag. */
typedef struct {
    int king, home, taken, utf8;
    unsigned char few[BX_FEW_CAPTURES], *squares;
    size_t ncaptures;
} bx_about_t;

/* The squares named in an array of captures (ref, a reference to it). One
 * without magic, whose elements have none, is read in place; any other is
 * read by Operators::captures_of, which reads each element as the Perl
 * version's grep and lc read it (each as often, $_ the element), and gives
 * copies of those that count. */
static void
bx_captures_read(pTHX_ bx_keep_t *k, SV *ref, AV *captures, bx_about_t *a)
{
    SSize_t i, last;
    int magic = SvRMAGICAL((SV *)captures) ? 1 : 0;
    for (i = 0; !magic && i <= AvFILLp(captures); i++)
        if (AvARRAY(captures)[i] && SvGMAGICAL(AvARRAY(captures)[i]))
            magic = 1;
    if (magic) {                        /* Perl code runs */
        bx_secure(aTHX_ k);
        captures = bx_operator_list(aTHX_ BX_SUB_CAPTURES_OF, ref);
    }
    last = AvFILLp(captures);
    if ((size_t)(last + 1) > sizeof a->few) {
        char *room;
        (void)bx_mortal_buffer(aTHX_ (STRLEN)(last + 1), &room);
        a->squares = (unsigned char *)room;
    }
    for (i = 0; i <= last; i++) {
        SV **svp = AvARRAY(captures) + i;
        bx_text_t c;
        int sq;
        if (svp && *svp && bx_plain(aTHX_ bx_fetch_kept(aTHX_ k, *svp), &c)
            && (sq = bn_square(c.s, c.len, 1)) >= 0 && a->ncaptures < (size_t)(last + 1)) {
            a->squares[a->ncaptures++] = (unsigned char)sq;
            a->utf8 |= c.utf8;
        }
    }
}

/* Reads %about, in the Perl version's order: captures twice (what ref()
 * names it, then its array), then king, king_home, and king_taken when
 * king_home is false, each one's truth asked as it is read. Anything but a
 * reference ref() names HASH reads as {}. */
static void
bx_about_read(pTHX_ bx_keep_t *k, SV *about, bx_about_t *a)
{
    HV *hv = (HV *)bx_keep(aTHX_ k, bx_ref_named(about, SVt_PVHV));
    SV *captures;
    a->king = a->home = a->taken = a->utf8 = 0;
    a->squares = a->few;
    a->ncaptures = 0;
    if (hv == NULL)
        return;
    /* the second read finds what the first found where neither runs Perl
     * code (a hash and a value without magic) */
    if ((captures = BX_FETCH_RV(k, hv, captures)) != NULL && bx_ref_named(captures, SVt_PVAV) != NULL
        && (SvMAGICAL((SV *)hv) || SvGMAGICAL(captures) ? (captures = BX_FETCH(k, hv, captures)) != NULL : 1)
        && bx_keep(aTHX_ k, bx_ref_named(bx_keep(aTHX_ k, captures), SVt_PVAV)) != NULL)
        bx_captures_read(aTHX_ k, captures, (AV *)SvRV(captures), a);
    a->king = bx_is_true(aTHX_ k, BX_FETCH_RV(k, hv, king));
    a->home = bx_is_true(aTHX_ k, BX_FETCH_RV(k, hv, king_home));
    if (!a->home)
        a->taken = bx_is_true(aTHX_ k, BX_FETCH_RV(k, hv, king_taken));
}

#endif /* BX_HASHES_H */
