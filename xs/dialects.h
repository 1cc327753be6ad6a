/*
 * dialects.h - the XS's readers of the tafl notations
 * (Game::Brandubh::Notation::Dialects): a move and a list of moves read by
 * the C core (bn_dialect_move, bn_dialect_list_next), made into the answers
 * of Dialects.pm's plain-Perl readers: the stored moves, each move's about
 * (a hash of the keys that are true), the game, the notes. A fault is given
 * to Perl as its fields (dialect_read), and Dialects.pm says it in words.
 *
 * Each argument's get-magic runs once, as the Perl version's copy of its
 * arguments runs it. Options whose reading could run Perl code (a tied
 * hash, a value with magic, an object) are handed, with the arguments as
 * already read, to Dialects.pm's own reader of a list, which reads them as
 * the plain-Perl version does.
 */
#ifndef BX_DIALECTS_H
#define BX_DIALECTS_H

#include "state.h"
#include "args.h"
#include "hashes.h"
#include "results.h"

/* The captured squares of a move: a few on the stack, more in a mortal
 * buffer (a square takes at least two bytes of the move). */
#define BX_DIALECT_FEW 32

/* The dialect a value names (its get-magic has run), or -1. */
PERL_STATIC_INLINE int
bx_dialect_of(pTHX_ SV *sv)
{
    bx_text_t t;
    return bx_plain(aTHX_ sv, &t) ? bn_dialect_of(t.s, t.len) : -1;
}

/* A new string of len bytes at s, flagged UTF-8 when utf8. */
#define BX_DIALECT_TEXT(s, len, utf8) newSVpvn_flags((s), (len), (utf8) ? SVf_UTF8 : 0)

/* The about of a move read: a new reference to a hash of the keys that
 * are true (the hyphen's 0 when it was left out). */
static SV *
bx_dialect_about(pTHX_ const struct bn_dialect_move *m, const unsigned char *captures, int utf8)
{
    HV *hv = newHV();
    SV *ref = newRV_noinc((SV *)hv);
    const unsigned about = m->about;
    char name[2];
    if (about & BN_ABOUT_KING)
        BX_STORE(hv, king, newSViv(1));
    if (about & BN_ABOUT_NO_HYPHEN)
        BX_STORE(hv, hyphen, newSViv(0));
    if (m->ncaptures) {
        AV *av = newAV();
        size_t i;
        BX_STORE(hv, captures, newRV_noinc((SV *)av));
        av_extend(av, (SSize_t)m->ncaptures - 1);
        for (i = 0; i < m->ncaptures; i++) {
            bn_square_text(captures[i], name);
            AvARRAY(av)[i] = BX_DIALECT_TEXT(name, 2, utf8);
            AvFILLp(av) = (SSize_t)i;
        }
    }
    if (m->king_square >= 0) {
        bn_square_text(m->king_square, name);
        BX_STORE(hv, king_square, BX_DIALECT_TEXT(name, 2, utf8));
    }
    if (about & BN_ABOUT_KING_TAKEN)
        BX_STORE(hv, king_taken, newSViv(1));
    if (about & BN_ABOUT_KING_HOME)
        BX_STORE(hv, king_home, newSViv(1));
    if (about & BN_ABOUT_THREAT)
        BX_STORE(hv, threat, newSViv(1));
    if (about & BN_ABOUT_WAY_OUT)
        BX_STORE(hv, way_out, newSViv(1));
    if (about & BN_ABOUT_WINS)
        BX_STORE(hv, wins, newSViv(1));
    if (about & BN_ABOUT_LOSES)
        BX_STORE(hv, loses, newSViv(1));
    if (about & BN_ABOUT_LOWER)
        BX_STORE(hv, lower, newSViv(1));
    return ref;
}

/* A stored move as a new string (shared, in a byte string). */
PERL_STATIC_INLINE SV *
bx_dialect_move_sv(pTHX_ my_cxt_t *cxt, int move, int utf8)
{
    return utf8 ? bx_move_sv(aTHX_ move, 1) : BX_SHARED(cxt, BX_STR_MOVE + move);
}

/* A move of a list whose captures did not fit: read again, with room. */
static int
bx_dialect_again(pTHX_ enum bn_dialect d, const char *s, size_t len, struct bn_dialect_move *m,
                 unsigned char **captures)
{
    SV *room = sv_2mortal(newSV(len / 2 + 1));
    *captures = (unsigned char *)SvPVX(room);
    return bn_dialect_move(d, s, len, m, *captures, len / 2 + 1, NULL);
}

/* The characters of a string's first bytes. */
PERL_STATIC_INLINE IV
bx_dialect_chars(pTHX_ const bx_text_t *t, size_t bytes)
{
    return t->utf8 ? (IV)utf8_length((const U8 *)t->s, (const U8 *)t->s + bytes) : (IV)bytes;
}

/* A fault as Dialects.pm reads it: for a move, [code, at, what]; for a
 * list, a hash of code, at, what, the token (after its turn number, or
 * the whole token after the closing word), token_at, moves (read before
 * it), word (the closing word it follows) and ended (the move whose mark
 * ended the game). at and token_at count characters; what is the name of
 * what was wanted (form, case) or the text found. A new mortal reference. */
static SV *
bx_dialect_fault_sv(pTHX_ const bx_text_t *t, const struct bn_dialect_fault *f, int list)
{
    SV *what, *at = newSViv(bx_dialect_chars(aTHX_ t, f->at));
    if (f->code == BN_D_FORM || f->code == BN_D_CASE)
        what = newSVpv(bn_dialect_want_name(f->want), 0);
    else if (f->len)
        what = BX_DIALECT_TEXT(t->s + f->at, f->len, t->utf8);
    else
        what = newSV(0);
    if (!list) {
        AV *av = newAV();
        av_push(av, newSVpv(bn_dialect_code_name(f->code), 0));
        av_push(av, at);
        av_push(av, what);
        return sv_2mortal(newRV_noinc((SV *)av));
    }
    {
        HV *hv = newHV();
        SV *ref = sv_2mortal(newRV_noinc((SV *)hv));
        (void)hv_stores(hv, "code", newSVpv(bn_dialect_code_name(f->code), 0));
        (void)hv_stores(hv, "at", at);
        (void)hv_stores(hv, "what", what);
        (void)hv_stores(hv, "token", BX_DIALECT_TEXT(t->s + f->token_at, f->token_len, t->utf8));
        (void)hv_stores(hv, "token_at", newSViv(bx_dialect_chars(aTHX_ t, f->token_at)));
        (void)hv_stores(hv, "moves", newSVuv((UV)f->moves));
        (void)hv_stores(hv, "word", f->word_len ? BX_DIALECT_TEXT(t->s + f->word_at, f->word_len, t->utf8)
                                                : newSV(0));
        (void)hv_stores(hv, "ended", f->ended ? newSVuv((UV)f->ended) : newSV(0));
        return ref;
    }
}

/* Pushes a new value on an array of the XS's own, no Perl code's yet: in
 * place while there is room. */
PERL_STATIC_INLINE void
bx_dialect_push(pTHX_ AV *av, SV *sv)
{
    if (AvFILLp(av) < AvMAX(av))
        AvARRAY(av)[++AvFILLp(av)] = sv;
    else
        av_push(av, sv);
}

/* Reads the moves of a list: the moves and abouts pushed on the arrays
 * given, and the closing word in *word; or 0 with the fault in *fault (a
 * new mortal, as bx_dialect_fault_sv makes it). A piece of a list is read
 * on from the moves read before it (before) and the move whose mark ended
 * the game (ended, 0 for none); a whole list from 0 and 0. */
static int
bx_dialect_list(pTHX_ my_cxt_t *cxt, enum bn_dialect d, const bx_text_t *t, AV *moves, AV *abouts,
                enum bn_dialect_word *word, SV **fault, size_t before, size_t ended)
{
    struct bn_dialect_list l;
    struct bn_dialect_move m;
    struct bn_dialect_fault f;
    unsigned char few[BX_DIALECT_FEW], *captures;
    size_t at, len;
    int got;
    bn_dialect_list_start(&l, d, t->s, t->len, t->utf8);
    l.moves = before;
    l.ended = ended;
    /* room for the moves a list of this length usually holds (a move and
     * its space take six bytes or more) */
    if (t->len >= 12) {
        av_extend(moves, (SSize_t)(t->len / 6));
        av_extend(abouts, (SSize_t)(t->len / 6));
    }
    while ((got = bn_dialect_list_next(&l, &m, few, BX_DIALECT_FEW, &at, &len, fault ? &f : NULL)) > 0) {
        captures = few;
        if (m.ncaptures > BX_DIALECT_FEW)
            (void)bx_dialect_again(aTHX_ d, t->s + at, len, &m, &captures);
        bx_dialect_push(aTHX_ moves, bx_dialect_move_sv(aTHX_ cxt, m.move, t->utf8));
        bx_dialect_push(aTHX_ abouts, bx_dialect_about(aTHX_ &m, captures, t->utf8));
    }
    if (got < 0) {
        if (fault)
            *fault = bx_dialect_fault_sv(aTHX_ t, &f, 1);
        return 0;
    }
    *word = l.word;
    return 1;
}

/* The value of a key of the options, a hash without magic; NULL when it
 * is missing or undef, and &PL_sv_no for a value the XS leaves to Perl (a
 * reference, or one with magic). */
PERL_STATIC_INLINE SV *
bx_dialect_option(pTHX_ HV *hv, const char *key, I32 klen)
{
    SV **svp = hv_fetch(hv, key, klen, 0);
    if (svp == NULL)
        return NULL;
    if (SvGMAGICAL(*svp) || SvROK(*svp))
        return &PL_sv_no;
    return SvOK(*svp) ? *svp : NULL;
}

/*
 * list_from_dialect($dialect, $text, \%options): a new mortal reference to
 * the list read, or a new mortal undef; NULL when the options are left to
 * Perl (see above). The arguments' get-magic has run.
 */
static SV *
bx_dialect_list_answer(pTHX_ SV *dialect, SV *text, SV *options)
{
    dMY_CXT;
    bx_text_t t, named;
    int d;
    SV *start = NULL, *first = NULL, *variant = NULL, *moves_ref, *abouts_ref, *ref;
    int defenders = 0;
    enum bn_dialect_word word;
    HV *hv, *game, *notes;
    AV *moves, *abouts;
    if ((d = bx_dialect_of(aTHX_ dialect)) < 0 || !bx_plain(aTHX_ text, &t))
        return sv_newmortal();
    /* the options: none, or a hash read here when reading it runs no Perl
     * code */
    if (options != NULL && SvROK(options)) {
        HV *given;
        if (SvTYPE(SvRV(options)) != SVt_PVHV || SvOBJECT(SvRV(options)) || SvRMAGICAL(SvRV(options)))
            return NULL;
        given = (HV *)SvRV(options);
        if ((start = bx_dialect_option(aTHX_ given, "start", 5)) == &PL_sv_no
            || (first = bx_dialect_option(aTHX_ given, "first", 5)) == &PL_sv_no
            || (variant = bx_dialect_option(aTHX_ given, "variant", 7)) == &PL_sv_no)
            return NULL;
        if (first != NULL) {
            bx_text_t side;
            if (!bx_plain(aTHX_ first, &side))
                return sv_newmortal();
            if (side.len == 9 && memcmp(side.s, "defenders", 9) == 0)
                defenders = 1;
            else if (!(side.len == 9 && memcmp(side.s, "attackers", 9) == 0))
                return sv_newmortal();
        }
        if (start != NULL) {
            bx_text_t position;
            if (!bx_plain(aTHX_ start, &position) || !bn_position(position.s, position.len, NULL, NULL)
                || (first != NULL && defenders != (position.s[position.len - 1] == 'd')))
                return sv_newmortal();
            defenders = position.s[position.len - 1] == 'd';
        }
        /* a variant a record holds without question; anything else is
         * asked of game_string, in Perl */
        if (variant != NULL && !(bx_plain(aTHX_ variant, &named) && named.len
                                 && bn_variant_ok(named.s, named.len, named.utf8)))
            return NULL;
    }
    else if (options != NULL && SvTRUE_nomg(options))     /* no hash: the options' fault */
        return sv_newmortal();
    moves = newAV();
    abouts = newAV();
    moves_ref = newRV_noinc((SV *)moves);        /* held until stored below */
    abouts_ref = newRV_noinc((SV *)abouts);
    sv_2mortal(moves_ref);
    sv_2mortal(abouts_ref);
    if (!bx_dialect_list(aTHX_ &MY_CXT, (enum bn_dialect)d, &t, moves, abouts, &word, NULL, 0, 0))
        return sv_newmortal();
    hv = newHV();
    ref = sv_2mortal(newRV_noinc((SV *)hv));
    game = newHV();
    BX_STORE(hv, game, newRV_noinc((SV *)game));
    BX_STORE(game, variant, variant != NULL ? newSVsv_nomg(variant) : BX_SHARED(&MY_CXT, BX_STR_VARIANT));
    if (start != NULL)
        BX_STORE(game, start, newSVsv_nomg(start));
    else if (!defenders)
        BX_STORE(game, start, BX_SHARED(&MY_CXT, BX_STR_SETUP));
    else {
        const SV *setup = MY_CXT.strings[BX_STR_SETUP];
        SV *other = newSVpvn(SvPVX_const(setup), SvCUR(setup));
        SvPVX(other)[SvCUR(other) - 1] = 'd';
        BX_STORE(game, start, other);
    }
    BX_STORE(game, moves, SvREFCNT_inc_simple_NN(moves_ref));
    {
        /* the side whose turn it was when the list closed */
        const int side_defenders = (int)(av_len(moves) + 1) % 2 ? !defenders : defenders;
        SV *side = BX_SHARED(&MY_CXT, side_defenders ? BX_STR_DEFENDERS : BX_STR_ATTACKERS);
        notes = newHV();
        if (word == BN_WORD_RESIGNED) {
            HV *result = newHV();
            BX_STORE(result, how, BX_SHARED(&MY_CXT, BX_STR_RESIGN));
            BX_STORE(result, by, side);
            BX_STORE(game, result, newRV_noinc((SV *)result));
        }
        else {
            BX_STORE(game, result, newSV(0));
            if (word == BN_WORD_TIMEOUT)
                BX_STORE(notes, timeout, side);
            else
                SvREFCNT_dec(side);
        }
    }
    BX_STORE(hv, abouts, SvREFCNT_inc_simple_NN(abouts_ref));
    BX_STORE(hv, notes, newRV_noinc((SV *)notes));
    BX_STORE(hv, first, BX_SHARED(&MY_CXT, defenders ? BX_STR_DEFENDERS : BX_STR_ATTACKERS));
    return ref;
}

/* move_from_dialect's answer from its arguments (items of them at args):
 * the stored move, and its about when list is true, into out as new
 * mortals; their count (0: the empty list). */
static int
bx_dialect_move_call(pTHX_ SV **args, I32 items, int list, SV **out)
{
    SV *dialect, *text;
    bx_text_t t;
    int d;
    struct bn_dialect_move m;
    unsigned char few[BX_DIALECT_FEW], *captures = few;
    size_t room = BX_DIALECT_FEW;
    dialect = items > 0 ? bx_fetched(aTHX_ args[0]) : &PL_sv_undef;
    text = items > 1 ? bx_fetched(aTHX_ args[1]) : &PL_sv_undef;
    if ((d = bx_dialect_of(aTHX_ dialect)) < 0 || !bx_plain(aTHX_ text, &t))
        return 0;
    if (t.len / 2 + 1 > room) {
        room = t.len / 2 + 1;
        captures = (unsigned char *)SvPVX(sv_2mortal(newSV(room)));
    }
    if (!bn_dialect_move((enum bn_dialect)d, t.s, t.len, &m, captures, room, NULL))
        return 0;
    {
        dMY_CXT;
        out[0] = sv_2mortal(bx_dialect_move_sv(aTHX_ &MY_CXT, m.move, t.utf8));
        if (!list)
            return 1;
        out[1] = sv_2mortal(bx_dialect_about(aTHX_ &m, captures, t.utf8));
        return 2;
    }
}

/* list_from_dialect's answer from its arguments (items of them at args,
 * the XSUB's stack: &ST(0)); options it leaves to Perl are read by
 * Dialects.pm's own reader, given the arguments as read here. The stack is
 * left at the XSUB's mark: the XSUB's SPAGAIN finds it. */
static SV *
bx_dialect_list_call(pTHX_ SV **args, I32 items)
{
    SV *given[3], *answer;
    int i;
    for (i = 0; i < 3; i++)
        given[i] = i < items ? bx_fetched(aTHX_ args[i]) : NULL;
    answer = bx_dialect_list_answer(aTHX_ given[0] ? given[0] : &PL_sv_undef, given[1] ? given[1] : &PL_sv_undef,
                                    given[2]);
    if (answer == NULL) {
        dMY_CXT;
        dSP;
        CV *perl = GvCV(MY_CXT.named[BX_NAMED_DIALECT_LIST]);
        int n;
        if (perl == NULL)
            croak("Game::Brandubh::Notation::XS::list_from_dialect: Game::Brandubh::Notation::Dialects is not loaded");
        /* the call's arguments where the XSUB's were (they are read) */
        SP = args - 1;
        PUSHMARK(SP);
        EXTEND(SP, 3);
        for (i = 0; i < 3; i++) {
            SV *copy = sv_newmortal();
            if (given[i] != NULL)
                sv_setsv_flags(copy, given[i], SV_NOSTEAL);
            PUSHs(copy);
        }
        PUTBACK;
        n = call_sv((SV *)perl, G_SCALAR);
        SPAGAIN;
        answer = n > 0 ? POPs : &PL_sv_undef;
        PUTBACK;
    }
    else
        PL_stack_sp = args - 1;
    /* the stack is the XSUB's as it began, its arguments taken (SPAGAIN) */
    return answer;
}

/* Dialects.pm's readers of a move (list false) and a list (list true), for
 * the XS backend: (the stored move, its about) or (the moves, their
 * abouts, the closing word or undef); (undef, the fault) when it is
 * refused (bx_dialect_fault_sv), into out as mortals; their count. Given a
 * dialect's name and a plain text, as Dialects.pm checked them. A list may
 * be a piece of one, read on from the moves before it and the move that
 * ended the game (before, ended: 0 and 0 for a whole list). */
static int
bx_dialect_read_call(pTHX_ SV *dialect, SV *text, int list, size_t before, size_t ended, SV **out)
{
    bx_text_t t;
    int d;
    dMY_CXT;
    if ((d = bx_dialect_of(aTHX_ bx_fetched(aTHX_ dialect))) < 0 || !bx_plain(aTHX_ bx_fetched(aTHX_ text), &t))
        croak("Game::Brandubh::Notation::XS::dialect_read: a dialect's name and a plain text");
    if (!list) {
        struct bn_dialect_move m;
        struct bn_dialect_fault f;
        const size_t room = t.len / 2 + 1;
        unsigned char *captures = (unsigned char *)SvPVX(sv_2mortal(newSV(room)));
        if (bn_dialect_move((enum bn_dialect)d, t.s, t.len, &m, captures, room, &f)) {
            out[0] = sv_2mortal(bx_dialect_move_sv(aTHX_ &MY_CXT, m.move, t.utf8));
            out[1] = sv_2mortal(bx_dialect_about(aTHX_ &m, captures, t.utf8));
        }
        else {
            out[0] = &PL_sv_undef;
            out[1] = bx_dialect_fault_sv(aTHX_ &t, &f, 0);
        }
        return 2;
    }
    {
        AV *moves = (AV *)sv_2mortal((SV *)newAV()), *abouts = (AV *)sv_2mortal((SV *)newAV());
        enum bn_dialect_word word;
        SV *fault;
        if (bx_dialect_list(aTHX_ &MY_CXT, (enum bn_dialect)d, &t, moves, abouts, &word, &fault, before, ended)) {
            out[0] = sv_2mortal(newRV_inc((SV *)moves));
            out[1] = sv_2mortal(newRV_inc((SV *)abouts));
            out[2] = word == BN_WORD_RESIGNED ? sv_2mortal(newSVpvs("resigned"))
                   : word == BN_WORD_TIMEOUT ? sv_2mortal(newSVpvs("timeout")) : &PL_sv_undef;
            return 3;
        }
        out[0] = &PL_sv_undef;
        out[1] = fault;
        return 2;
    }
}


/* Whether a line (len bytes at s, no line feed) is blank, as Lists reads a
 * line: 1 for spaces and tabs alone (or nothing), 0 for a line with
 * something else, -1 for one that asks more (other white space). */
static int
bx_records_blank(const char *s, size_t len)
{
    size_t i;
    for (i = 0; i < len; i++) {
        if (s[i] == ' ' || s[i] == '\t')
            continue;
        return s[i] == '\r' || s[i] == '\f' || s[i] == '\v' ? -1 : 0;
    }
    return 1;
}

/* Whether a line that begins a numbered game (its first turn 1.) is the
 * whole of it, as Lists reads one: 1 when the next line that is not blank
 * goes on with no turn but 1. (a turn number first; another game then), 0
 * when it goes on with the game, or when it is not here whole (or asks
 * more): bytes from s (len of them) after the line. */
static int
bx_records_alone(const char *s, size_t len)
{
    const char *nl;
    size_t pos = 0;
    while (pos < len && (nl = (const char *)memchr(s + pos, '\n', len - pos)) != NULL) {
        size_t n = (size_t)(nl - (s + pos)), i, digits;
        int blank = bx_records_blank(s + pos, n);
        if (blank < 0)
            return 0;
        if (blank) {
            pos += n + 1;
            continue;
        }
        for (i = 0; i < n && (s[pos + i] == ' ' || s[pos + i] == '\t'); i++)
            ;
        for (digits = 0; i + digits < n && s[pos + i + digits] >= '0' && s[pos + i + digits] <= '9'; digits++)
            ;
        if (i < n && (s[pos + i] == '\r' || s[pos + i] == '\f' || s[pos + i] == '\v'))
            return 0;
        return !(digits && i + digits < n && s[pos + i + digits] == '.' && !(digits == 1 && s[pos + i] == '1'));
    }
    return 0;
}

/* The command's convert in its common case (bn_list_record): from the start
 * of bytes, the whole lines that are each a whole game bn_list_record
 * writes as a record, and the blank lines among them, up to the first line
 * that is neither (read the long way by the caller). Pushes the bytes
 * used, the lines, the games, the records' text, and for each game a line
 * "LINE KEYS WORD\n": its line among those used (from 1); for each key of
 * bn_lost_key, the moves that say it ("1@N" for one, move N); its closing
 * word and the side to move at its end ("resigned a", "timeout d"), or
 * "-". bytes is a byte string; a string with the UTF-8 flag, a start that
 * is no position, a dialect that is none: nothing used. */
static int
bx_dialect_records(pTHX_ SV *dialect, SV *bytes, SV *start, UV most, SV **out)
{
    static const char variant[] = "brandubh";
    bx_text_t t, st;
    char cells[BN_SQUARES], side;
    const char *s, *nl;
    char *buf;
    size_t pos = 0, lines = 0, games = 0, len;
    int d = bx_dialect_of(aTHX_ dialect);
    SV *text = sv_2mortal(newSVpvs(""));
    SV *notes = sv_2mortal(newSVpvs(""));
    if (d >= 0 && bx_plain(aTHX_ bytes, &t) && !t.utf8 && bx_plain(aTHX_ start, &st) && !st.utf8
        && bn_position(st.s, st.len, cells, &side)) {
        s = t.s;
        len = t.len;
        while (pos < len && (nl = (const char *)memchr(s + pos, '\n', len - pos)) != NULL) {
            size_t n = (size_t)(nl - (s + pos)), i, room, got, k;
            struct bn_lost lost;
            int blank = bx_records_blank(s + pos, n);
            if (blank < 0)
                break;
            if (!blank) {
                for (i = 0; s[pos + i] == ' ' || s[pos + i] == '\t'; i++)
                    ;
                if (i + 1 < n && s[pos + i] == '1' && s[pos + i + 1] == '.'
                    && !bx_records_alone(s + pos + n + 1, len - pos - n - 1))
                    break;
                /* a move takes four bytes and a blank at least */
                room = sizeof "variant \nmoves\nresign attackers\n" + sizeof variant + 5 * (n / 4 + 2);
                buf = SvGROW(text, SvCUR(text) + room + 1) + SvCUR(text);
                got = bn_list_record((enum bn_dialect)d, s + pos, n, cells, side, (size_t)most,
                                     variant, sizeof variant - 1, buf, room, &lost);
                if (!got)
                    break;
                SvCUR_set(text, SvCUR(text) + got);
                games++;
                sv_catpvf(notes, "%" UVuf, (UV)(lines + 1));
                for (k = 0; k < BN_LOST_KEYS; k++) {
                    if (lost.count[k] == 1)
                        sv_catpvf(notes, " 1@%" UVuf, (UV)lost.first[k]);
                    else
                        sv_catpvf(notes, " %" UVuf, (UV)lost.count[k]);
                }
                if (lost.word == BN_WORD_NONE)
                    sv_catpvs(notes, " -\n");
                else
                    sv_catpvf(notes, " %s %c\n", lost.word == BN_WORD_RESIGNED ? "resigned" : "timeout", lost.side);
            }
            lines++;
            pos += n + 1;
        }
    }
    *SvEND(text) = '\0';
    out[0] = sv_2mortal(newSVuv((UV)pos));
    out[1] = sv_2mortal(newSVuv((UV)lines));
    out[2] = sv_2mortal(newSVuv((UV)games));
    out[3] = text;
    out[4] = notes;
    return 5;
}

#endif /* BX_DIALECTS_H */
