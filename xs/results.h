/*
 * results.h - making the values returned: strings (shared, in place, in a
 * pad target), numbers, their taint, the hashes of faults, a move as
 * shown, a position's rows, a game as a hash and as a record.
 */
#ifndef BX_RESULTS_H
#define BX_RESULTS_H

#include "hashes.h"

/* The cell string of a piece letter, or of an empty square. */
#define BX_CELL(c) (BX_STR_CELL + ((c) == 0 ? 0 : (c) == 'a' ? 1 : (c) == 'd' ? 2 : 3))

/* A stored move as a new string of its own. */
static SV *
bx_move_sv(pTHX_ int move, int utf8)
{
    char text[4];
    bn_move_text(move, text);
    return newSVpvn_flags(text, 4, utf8 ? SVf_UTF8 : 0);
}

/* Ends the string written from the start of a buffer of bx_mortal_buffer
 * (sv) up to end, with the UTF-8 flag when utf8. */
static void
bx_buffer_done(pTHX_ SV *sv, const char *end, int utf8)
{
    SvCUR_set(sv, (STRLEN)(end - SvPVX_const(sv)));
    *SvEND(sv) = '\0';
    if (utf8)
        SvUTF8_on(sv);
}

/* A new hash reference saying how a game ended by the players' doing; by
 * is a word of the text, and has its UTF-8 flag when utf8 (how is the
 * Perl version's constant). */
static SV *
bx_result_hash(pTHX_ my_cxt_t *cxt, enum bn_result result, int utf8)
{
    HV *hv = newHV();
    if (result == BN_RESULT_AGREED)
        BX_STORE(hv, how, BX_SHARED(cxt, BX_STR_AGREED));
    else {
        BX_STORE(hv, how, BX_SHARED(cxt, BX_STR_RESIGN));
        BX_STORE(hv, by, utf8 ? newSVpvn_flags(bn_result_by(result), strlen(bn_result_by(result)), SVf_UTF8)
                           : BX_SHARED(cxt, result == BN_RESULT_RESIGN_ATTACKERS ? BX_STR_ATTACKERS : BX_STR_DEFENDERS));
    }
    return newRV_noinc((SV *)hv);
}

/* The record of a game read, as a new mortal string. */
static SV *
bx_record_written(pTHX_ bx_game_t *g)
{
    char *buf, *p;
    SV *out = bx_mortal_buffer(aTHX_ bn_record_size(g->variant.len, g->start.len, g->has_start,
                                                 g->nmoves, (enum bn_result)g->result), &buf);
    p = bn_record_head(buf, g->variant.s, g->variant.len, g->start.s, g->start.len, g->has_start);
    if (g->nmoves) {
        memcpy(p, g->moves, g->nmoves * 5);
        p += g->nmoves * 5;
    }
    p = bn_record_tail(p, (enum bn_result)g->result);
    bx_buffer_done(aTHX_ out, p, g->utf8 && g->variant.utf8);
    if (g->utf8 && !g->variant.utf8)
        sv_utf8_upgrade_nomg(out);
    if (g->line)
        sv_catsv_nomg(out, g->line);
    return out;
}

/* A stored move as it is shown, as a new mortal string. */
static SV *
bx_shown_move(pTHX_ int move, bx_about_t *a, int utf8)
{
    char *buf;
    SV *out;
    utf8 |= a->utf8;
    if (a->ncaptures <= sizeof a->few) {
        /* the usual few captures: written here, then copied at their size */
        char shown[BX_SHOWN_FEW];
        size_t len = bn_display(shown, move, a->king, a->squares, a->ncaptures, a->home, a->taken);
        return newSVpvn_flags(shown, len, SVs_TEMP | (utf8 ? SVf_UTF8 : 0));
    }
    out = bx_mortal_buffer(aTHX_ bn_display_size(a->ncaptures), &buf);
    bx_buffer_done(aTHX_ out, buf + bn_display(buf, move, a->king, a->squares, a->ncaptures, a->home,
                                            a->taken), utf8);
    return out;
}


/* Characters in a run of bytes of a UTF-8 string: the bytes that do not
 * continue a character (well-formed or not, and without a warning). */
static STRLEN
bx_chars_in(const char *s, STRLEN len)
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
bx_fault_hash(pTHX_ const bx_text_t *t, size_t from, enum bn_code code, int letter, size_t at, size_t len)
{
    HV *hv = newHV();
    if (t->utf8)
        len = letter ? (len ? 1 : 0) : bx_chars_in(t->s + from + at, len);
    BX_STORE(hv, code, newSVpv(bn_code_name(code), 0));
    BX_STORE(hv, at, newSVuv(t->utf8 ? bx_chars_in(t->s + from, at) : at));
    BX_STORE(hv, length, newSVuv(len));
    return hv;
}

/* A position's fault as a hash: the place is counted from its byte from
 * on, which is where the position starts in the text t. */
static SV *
bx_position_fault_sv(pTHX_ const bx_text_t *t, size_t from, const struct bn_position_fault *f)
{
    HV *hv = bx_fault_hash(aTHX_ t, from, f->code, f->code == BN_LETTER, f->at, f->len);
    if (f->code == BN_WIDTH) {
        BX_STORE(hv, rank, newSViv(f->rank));
        BX_STORE(hv, width, newSVuv((UV)f->width));
    }
    else if (f->code == BN_ROWS)
        BX_STORE(hv, rows, newSViv(f->rows));
    return newRV_noinc((SV *)hv);
}

/* A move's or a game record's fault as a hash, with what it names: what
 * was wanted, which line, or the fault of the start line's position. */
static SV *
bx_fault_sv(pTHX_ const bx_text_t *t, const struct bn_fault *f)
{
    const struct bn_position_fault *inner = &f->position;
    HV *hv = bx_fault_hash(aTHX_ t, 0, f->code, f->code == BN_START && inner->code == BN_LETTER, f->at, f->len);
    if (f->code == BN_START)    /* the position starts where its own fault's place says */
        BX_STORE(hv, position, bx_position_fault_sv(aTHX_ t, f->at - inner->at, inner));
    if (f->code == BN_FORM)
        BX_STORE(hv, want, newSVpv(bn_want_name(f->want), 0));
    if (f->code == BN_TWICE || f->code == BN_MISSING)
        BX_STORE(hv, line, newSVpv(bn_line_name(f->line), 0));
    return newRV_noinc((SV *)hv);
}

/* The fault of a malformed string (bx_malformed_at): code encoding, at its
 * first bad byte, counted in characters (those before it are well formed),
 * with that byte's offset, for the line and column of a record. */
static SV *
bx_encoding_fault_sv(pTHX_ SV *sv)
{
    HV *hv = newHV();
    const SSize_t bad = bx_malformed_at(aTHX_ sv);
    BX_STORE(hv, code, newSVpv(bn_code_name(BN_ENCODING), 0));
    BX_STORE(hv, at, newSVuv(bx_chars_in(SvPVX_const(sv), (STRLEN)bad)));
    BX_STORE(hv, length, newSVuv(1));
    BX_STORE(hv, byte, newSVuv((UV)bad));
    return newRV_noinc((SV *)hv);
}

/*
 * Pad targets. An answer (answers.h) may put the value it returns alone, or
 * last, into the target of the entersub op calling it: the caller's
 * statement copies it before the same call can run again, as with Perl's
 * own lc.
 *
 * Targets are used from 5.22 on, the first perl of the matrix on which
 * whatever a program keeps of a result (a reference, a foreach alias, a
 * sub's @_) is its own (t/doors/targets.t); on 5.18.4, @_ kept the target
 * itself. -DBN_NO_TARGETS builds without them.
 */
#if PERL_REVISION == 5 && PERL_VERSION >= 22 && !defined(BN_NO_TARGETS)
#  define BX_TARGETS 1
/* The target of the entersub op calling this XSUB (NULL when it has none),
 * as dXSTARG finds it. */
#  define BX_XS_TARGET ((PL_op->op_type == OP_ENTERSUB && (PL_op->op_private & OPpENTERSUB_HASTARG) \
                      && bx_target_safe(aTHX_ PL_op)) ? PAD_SV(PL_op->op_targ) : NULL)
#else
#  define BX_TARGETS 0
#  define BX_XS_TARGET NULL
#endif

/* A result string in the target, or in a new mortal. A target that
 * already has a buffer long enough, and nothing that asks for care (it is
 * read-only, shared, a reference, magical, or offset), is written in place,
 * as Perl's own TARGi writes a number. */
#define BX_TARG_PLAIN(sv) (SvTYPE(sv) >= SVt_PV && SvTYPE(sv) <= SVt_PVMG \
    && !(SvFLAGS(sv) & (SVf_THINKFIRST | SVf_OOK | SVs_GMG | SVs_SMG | SVs_RMG)))

PERL_STATIC_INLINE SV *
bx_string_result(pTHX_ SV *targ, const char *s, STRLEN len, int utf8)
{
    if (targ == NULL)
        return sv_2mortal(newSVpvn_flags(s, len, utf8 ? SVf_UTF8 : 0));
    if (BX_TARG_PLAIN(targ) && SvLEN(targ) > len) {
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
bx_number_result(pTHX_ SV *targ, IV n)
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

/*
 * Taint, under perl -T: values as tainted as the Perl version's. A
 * function of it that builds its values from pattern captures and
 * constants gives clean values whatever it reads (BX_CLEAN); one that builds
 * them from the arguments themselves gives them as tainted as what was
 * read (BX_FROM_ARGS, or as Perl's lc leaves them: BX_MOVE_WIRE_TAINT). Each
 * answer says which; a refusal is clean. Nothing is left in PL_tainted for
 * the rest of the statement but what the values say. Called with the
 * values made, after every argument was read.
 */
enum { BX_CLEAN, BX_FROM_ARGS };

/* move_wire's values are its arguments lower-cased, and lc gave untainted
 * strings from 5.8.9 until 5.14 (perl #87336): there, as the Perl version's
 * on the same perl, they are clean. */
#if PERL_REVISION == 5 && PERL_VERSION < 14
#  define BX_MOVE_WIRE_TAINT BX_CLEAN
#else
#  define BX_MOVE_WIRE_TAINT BX_FROM_ARGS
#endif

PERL_STATIC_INLINE int
bx_tainted_as(pTHX_ int how, SV **out, int n)
{
    if (UNLIKELY(TAINTING_get)) {
        int i;
        if (how == BX_FROM_ARGS && TAINT_get && n > 0 && SvOK(out[n - 1]))
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
bx_clean_value(pTHX_ SV *sv)
{
    (void)bx_tainted_as(aTHX_ BX_CLEAN, &sv, 1);
    return sv;
}

/* A new reference to the rows of a position's cells, each a new array of
 * its seven cells: shared strings, or of their own when utf8. */
static SV *
bx_rows_of(pTHX_ my_cxt_t *cxt, const char *cells, int utf8)
{
    AV *rows = newAV();
    SV **row_slots;
    int r, c;
    av_extend(rows, BN_SIZE - 1);
    row_slots = AvARRAY(rows);
    for (r = 0; r < BN_SIZE; r++) {
        AV *row = newAV();
        SV **slots;
        av_extend(row, BN_SIZE - 1);
        slots = AvARRAY(row);
        for (c = 0; c < BN_SIZE; c++) {
            char cell = cells[r * BN_SIZE + c];
            slots[c] = cell != 0 && utf8 ? newSVpvn_flags(&cell, 1, SVf_UTF8) : BX_SHARED(cxt, BX_CELL(cell));
        }
        AvFILLp(row) = BN_SIZE - 1;
        row_slots[r] = newRV_noinc((SV *)row);
    }
    AvFILLp(rows) = BN_SIZE - 1;
    return newRV_noinc((SV *)rows);
}

/* A game read from the text t by bn_game_scan, as a new mortal reference
 * to a hash of its variant, start, moves and result. */
BX_ALWAYS_INLINE SV *
bx_game_hash(pTHX_ my_cxt_t *cxt, const bx_text_t *t, const struct bn_game *g)
{
    HV *hv = newHV();
    /* made mortal first, so that nothing is lost should an allocation die */
    SV *ref = sv_2mortal(newRV_noinc((SV *)hv));
    AV *moves;
    SV **slots;
    size_t pos = 0, n = 0;
    int move;
    BX_STORE(hv, variant, newSVpvn_flags(t->s + g->variant_at, g->variant_len, t->utf8 ? SVf_UTF8 : 0));
    BX_STORE(hv, start, g->has_start
        ? newSVpvn_flags(t->s + g->start_at, g->start_len, t->utf8 ? SVf_UTF8 : 0)
        : BX_SHARED(cxt, BX_STR_SETUP));
    moves = newAV();
    BX_STORE(hv, moves, newRV_noinc((SV *)moves));
    if (g->nmoves) {
        av_extend(moves, (SSize_t)g->nmoves - 1);
        slots = AvARRAY(moves);
        while (n < g->nmoves && (move = bn_moves_next(t->s + g->moves_at, g->moves_len, t->utf8, &pos)) >= 0) {
            slots[n++] = t->utf8 ? bx_move_sv(aTHX_ move, 1) : BX_SHARED(cxt, BX_STR_MOVE + move);
            AvFILLp(moves) = (SSize_t)n - 1;
        }
    }
    BX_STORE(hv, result, g->result == BN_RESULT_NONE ? newSV(0) : bx_result_hash(aTHX_ cxt, g->result, t->utf8));
    return ref;
}

#endif /* BX_RESULTS_H */
