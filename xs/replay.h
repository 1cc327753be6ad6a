/*
 * replay.h - the XS's replay (Game::Brandubh::Notation::Replay): a start
 * position, stored moves and what each move says, read from Perl; each
 * move played by the C core (bn_replay_move); the positions written as
 * strings, and the first fault as a hash.
 *
 * The arguments are read whole, each value's get-magic once, before the
 * answer is given: one that is not what replay takes makes the answer
 * undef, whether or not a move before it failed (replay_why, in Perl, says
 * why). Perl code a value runs (a tie, an overloaded truth) may change the
 * arrays: the arrays are held alive, and each element is found again as it
 * is read, never through a pointer kept across a read.
 */
#ifndef BX_REPLAY_H
#define BX_REPLAY_H

#include "state.h"
#include "args.h"

/* The squares of a move's captures: a few on the stack, more in a mortal
 * buffer. */
#define BX_REPLAY_FEW 16

/* The array an argument refers to, unblessed; or NULL. */
PERL_STATIC_INLINE AV *
bx_replay_array(SV *sv)
{
    return SvROK(sv) && SvTYPE(SvRV(sv)) == SVt_PVAV && !SvOBJECT(SvRV(sv)) ? (AV *)SvRV(sv) : NULL;
}

/* Element i of an array, its get-magic run once; NULL for none. */
PERL_STATIC_INLINE SV *
bx_replay_element(pTHX_ AV *av, SSize_t i)
{
    SV **svp;
    if (!SvRMAGICAL((SV *)av)) {
        if (i > AvFILLp(av) || AvARRAY(av)[i] == NULL)
            return NULL;
        return bx_fetched(aTHX_ AvARRAY(av)[i]);
    }
    svp = av_fetch(av, i, 0);
    return svp ? bx_fetched(aTHX_ *svp) : NULL;
}

/* The square a plain value names, in either case, or -1. */
PERL_STATIC_INLINE int
bx_replay_square(pTHX_ SV *sv)
{
    bx_text_t t;
    return sv != NULL && bx_plain(aTHX_ sv, &t) ? bn_square(t.s, t.len, 1) : -1;
}

/* A value of %about, its get-magic run once; NULL when missing. */
PERL_STATIC_INLINE SV *
bx_replay_value(pTHX_ HV *hv, const char *key, I32 klen)
{
    SV **svp = hv_fetch(hv, key, klen, 0);
    return svp ? bx_fetched(aTHX_ *svp) : NULL;
}

/* Reads what move i says (an unblessed hash: captures, an array of squares
 * or undef; king, its truth; king_square, a square or undef) into *said,
 * the captures into *room (grown as needed): 0 when it is not that. */
static int
bx_replay_about(pTHX_ SV *about, struct bn_said *said, unsigned char *few, SV **room)
{
    HV *hv;
    SV *captures, *king, *king_square;
    AV *list;
    SSize_t n, i;
    unsigned char *squares = few;
    if (about == NULL || !SvROK(about) || SvTYPE(SvRV(about)) != SVt_PVHV || SvOBJECT(SvRV(about)))
        return 0;
    hv = (HV *)SvRV(about);
    if (SvMAGICAL((SV *)hv))        /* a tie's code may drop it */
        sv_2mortal(SvREFCNT_inc_simple_NN((SV *)hv));
    said->ncaptures = 0;
    said->captures = few;
    captures = bx_replay_value(aTHX_ hv, "captures", 8);
    if (captures != NULL && SvOK(captures)) {
        if ((list = bx_replay_array(captures)) == NULL)
            return 0;
        if (SvRMAGICAL((SV *)list))
            sv_2mortal(SvREFCNT_inc_simple_NN((SV *)list));
        n = av_len(list) + 1;
        if (n > BX_REPLAY_FEW) {
            if (*room == NULL)
                *room = sv_2mortal(newSV(n));
            squares = (unsigned char *)SvGROW(*room, (STRLEN)n + 1);
        }
        for (i = 0; i < n; i++) {
            const int sq = bx_replay_square(aTHX_ bx_replay_element(aTHX_ list, i));
            if (sq < 0)
                return 0;
            squares[i] = (unsigned char)sq;
        }
        said->captures = squares;
        said->ncaptures = (size_t)n;
    }
    king = bx_replay_value(aTHX_ hv, "king", 4);
    said->king = king != NULL && SvTRUE_nomg(king);
    king_square = bx_replay_value(aTHX_ hv, "king_square", 11);
    said->king_square = -1;
    if (king_square != NULL && SvOK(king_square) && (said->king_square = bx_replay_square(aTHX_ king_square)) < 0)
        return 0;
    return 1;
}

/* How a fault's message names what a square held. */
static const char *
bx_replay_held(char held)
{
    return held == 'a' ? "an attacker" : held == 'd' ? "a defender" : held == 'k' ? "the king" : "nothing";
}

/* The fault of move number (from 1) move (stored), with code and place: a
 * new hash of move, square, code and message. Replay.pm's POD states the
 * messages, and the PP backend writes the same. */
static SV *
bx_replay_fault_sv(pTHX_ UV number, int move, char mover, enum bn_replay code, const struct bn_replay_fault *f)
{
    HV *hv = newHV();
    char text[4], square[2];
    const char *sides = mover == 'a' ? "attackers" : "defenders";
    SV *message;
    bn_move_text(move, text);
    bn_square_text(f->square, square);
    message = newSVpvf("move %" UVuf " '%.4s': ", number, text);
    switch (code) {
    case BN_REPLAY_EMPTY:
        sv_catpvf(message, "%.2s is empty", square);
        break;
    case BN_REPLAY_SIDE:
        sv_catpvf(message, "%.2s holds %s, and the %s are to move", square, bx_replay_held(f->held), sides);
        break;
    case BN_REPLAY_KING:
        sv_catpvf(message, "the move says the king moved, and %.2s holds %s", square, bx_replay_held(f->held));
        break;
    case BN_REPLAY_TAKEN:
        sv_catpvf(message, "%.2s is taken: it holds %s", square, bx_replay_held(f->held));
        break;
    case BN_REPLAY_KING_SQUARE:
        if (f->held)
            sv_catpvf(message, "the king is said taken on %.2s, and %.2s holds %s", square, square, bx_replay_held(f->held));
        else
            sv_catpvf(message, "the king is said taken on %.2s, and %.2s is empty", square, square);
        break;
    default:        /* BN_REPLAY_CAPTURE; no other code reaches here */
        if (f->held)
            sv_catpvf(message, "%.2s is said captured, and %.2s holds %s, of the side that moves", square, square,
                      bx_replay_held(f->held));
        else
            sv_catpvf(message, "%.2s is said captured, and %.2s is empty", square, square);
        break;
    }
    (void)hv_stores(hv, "move", newSVuv(number));
    (void)hv_stores(hv, "square", newSVpvn(square, 2));
    (void)hv_stores(hv, "code", newSVpv(bn_replay_name(code), 0));
    (void)hv_stores(hv, "message", message);
    return newRV_noinc((SV *)hv);
}

/* The answer of replay($start, \@moves, \@abouts): a new mortal reference
 * to { positions, fault }, or a new mortal undef. */
static SV *
bx_replay(pTHX_ SV *start, SV *moves_sv, SV *abouts_sv)
{
    dMY_CXT;
    char cells[BN_SQUARES], side, text[BN_POSITION_ROOM];
    struct bn_rows rows;
    unsigned char few[BX_REPLAY_FEW];
    SV *room = NULL, *fault = NULL;
    AV *moves, *abouts = NULL, *positions;
    HV *answer;
    SSize_t n, i;
    bx_text_t t;
    start = bx_fetched(aTHX_ start);
    moves_sv = bx_fetched(aTHX_ moves_sv);
    abouts_sv = bx_fetched(aTHX_ abouts_sv);
    if (!SvOK(start)) {
        const SV *setup = MY_CXT.strings[BX_STR_SETUP];
        t.s = SvPVX_const(setup);
        t.len = SvCUR(setup);
    }
    else if (!bx_plain(aTHX_ start, &t))
        return sv_newmortal();
    if (!bn_position(t.s, t.len, cells, &side) || (moves = bx_replay_array(moves_sv)) == NULL
        || (SvOK(abouts_sv) && (abouts = bx_replay_array(abouts_sv)) == NULL))
        return sv_newmortal();
    /* held to the end of the call, whatever Perl code the values run */
    sv_2mortal(SvREFCNT_inc_simple_NN((SV *)moves));
    if (abouts != NULL)
        sv_2mortal(SvREFCNT_inc_simple_NN((SV *)abouts));
    n = av_len(moves) + 1;
    if (abouts != NULL && av_len(abouts) + 1 != n)
        return sv_newmortal();
    positions = (AV *)sv_2mortal((SV *)newAV());
    av_extend(positions, n);
    /* the rows' texts kept, and written again where a move changed them */
    bn_rows_write(&rows, cells, 0x7f);
    av_push(positions, newSVpvn(text, bn_rows_text(&rows, side, text)));
    for (i = 0; i < n; i++) {
        struct bn_said said;
        struct bn_replay_fault f;
        enum bn_replay code;
        SV *sv = bx_replay_element(aTHX_ moves, i);
        int move;
        /* the usual element, a string of four bytes, read at once */
        if (sv != NULL && (SvFLAGS(sv) & (SVf_POK | SVf_ROK)) == SVf_POK && !SvUTF8(sv))
            move = bn_move_stored(SvPVX_const(sv), SvCUR(sv));
        else
            move = sv != NULL && bx_plain(aTHX_ sv, &t) ? bn_move_stored(t.s, t.len) : -1;
        if (move < 0)
            return sv_newmortal();
        said.from = move / BN_SQUARES;
        said.to = move % BN_SQUARES;
        said.stated = abouts != NULL;
        said.king = 0;
        said.king_square = -1;
        said.captures = few;
        said.ncaptures = 0;
        if (abouts != NULL && !bx_replay_about(aTHX_ bx_replay_element(aTHX_ abouts, i), &said, few, &room))
            return sv_newmortal();
        if (fault != NULL)      /* the rest is only read */
            continue;
        {
            const char mover = side;
            unsigned changed = 1u << bn_row_of(said.from) | 1u << bn_row_of(said.to);
            size_t c;
            if ((code = bn_replay_move(cells, &side, &said, &f)) != BN_REPLAY_OK) {
                fault = sv_2mortal(bx_replay_fault_sv(aTHX_ (UV)i + 1, move, mover, code, &f));
                continue;
            }
            for (c = 0; c < said.ncaptures; c++)
                changed |= 1u << bn_row_of(said.captures[c]);
            bn_rows_write(&rows, cells, changed);
            /* room was made for every position (av_extend), and the array
             * is no Perl code's to see until it is returned */
            AvARRAY(positions)[++AvFILLp(positions)] = newSVpvn(text, bn_rows_text(&rows, side, text));
        }
    }
    answer = newHV();
    (void)hv_stores(answer, "positions", newRV_inc((SV *)positions));
    (void)hv_stores(answer, "fault", fault != NULL ? SvREFCNT_inc_simple_NN(fault) : newSV(0));
    return sv_2mortal(newRV_noinc((SV *)answer));
}

#endif /* BX_REPLAY_H */
