/*
 * stream_check.h - what t/c/core.c and the fuzz target check of the stream
 * scanner: that a stream cut anywhere gives the records it gives whole, and
 * that each record's verdict, given whole, is bn_game_scan's of its text.
 * Each returns 0, or the number of the first check that failed.
 */
#ifndef STREAM_CHECK_H
#define STREAM_CHECK_H

#include <stdlib.h>
#include <string.h>
#include "stream.h"

#define CHECK_RECORDS 256

/* The records of s, given in pieces that end at cuts[0..ncuts) (rising),
 * as the glue gives them: what was not read is given again with the next
 * piece. At most max are kept in out; the count of all is returned. */
/* The replay set in the scanners feed_cut makes (stream.h's replay). */
static int check_replay = 0;

static size_t feed_cut(const char *s, size_t len, const size_t *cuts, size_t ncuts,
                       size_t hold, int one, struct bn_record *out, size_t max)
{
    struct bn_stream st;
    char *buf = (char *)malloc(len + 1);
    size_t have = 0, given = 0, n = 0, k = 0;
    if (!buf)
        abort();
    bn_stream_init(&st, one, hold);
    st.replay = check_replay;
    for (;;) {
        size_t next = k < ncuts ? cuts[k++] : len;
        int eof;
        if (next > len)
            next = len;
        if (next < given)
            next = given;
        eof = next == len && k >= ncuts;
        memcpy(buf + have, s + given, next - given);
        have += next - given;
        given = next;
        for (;;) {
            size_t used = 0;
            struct bn_record r;
            int got = bn_stream_feed(&st, buf, have, eof, &used, &r);
            if (used > have)
                abort();
            memmove(buf, buf + used, have - used);
            have -= used;
            if (!got)
                break;
            if (n < max)
                out[n] = r;
            n++;
            if (n > len + 2)
                abort();        /* more records than bytes: a loop */
        }
        if (eof)
            break;
    }
    free(buf);
    return n;
}

static int same_quote(const struct bn_quote *a, const struct bn_quote *b)
{
    return a->len == b->len && a->chars == b->chars && memcmp(a->s, b->s, a->len) == 0;
}

/* Are two records told the same? */
/* Are two replay faults the same? */
static int same_replay(const struct bn_stream_fault *f, const struct bn_stream_fault *g)
{
    return f->replay == g->replay && (f->replay == BN_REPLAY_OK
        || (f->line == g->line && f->column == g->column && f->at == g->at && f->stored == g->stored
            && f->move == g->move && f->square == g->square && f->held == g->held && f->mover == g->mover
            && f->hint == g->hint));
}

static int same_record(const struct bn_record *a, const struct bn_record *b)
{
    const struct bn_stream_fault *f = &a->fault, *g = &b->fault;
    if (a->number != b->number || a->line != b->line || a->offset != b->offset
        || a->bytes != b->bytes || a->mark != b->mark || a->ok != b->ok)
        return 0;
    if (a->ok)
        return a->moves == b->moves && a->has_start == b->has_start && a->start_len == b->start_len
            && memcmp(a->start, b->start, a->start_len) == 0
            && a->noted == b->noted && (!a->noted || same_replay(&a->note, &b->note));
    if (f->replay != BN_REPLAY_OK || g->replay != BN_REPLAY_OK)
        return same_replay(f, g);
    return f->code == g->code && f->stream == g->stream && f->line == g->line && f->column == g->column
        && f->at == g->at && f->which == g->which && same_quote(&f->quote, &g->quote)
        && f->stored == g->stored && f->four == g->four && f->position == g->position
        && f->rank == g->rank && f->rows == g->rows && f->width == g->width;
}

/* An accepted game's replay move by move (bn_replay_move, stated 0), from
 * its start line's position or the set-up, against the record's verdict:
 * refused (check_replay 1) or noted (2) with the first move that fails,
 * placed where the move is in the text; 0 when they agree. */
static int check_replayed(const char *text, const struct bn_game *g, const struct bn_record *r)
{
    static const char setup[] = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";
    const struct bn_stream_fault *f = check_replay == 1 ? &r->fault : &r->note;
    int failed = check_replay == 1 ? !r->ok : r->noted;
    char cells[BN_SQUARES], side;
    size_t pos = 0, k, index = 0;
    int move;
    if (!bn_position(g->has_start ? text + g->start_at : setup, g->has_start ? g->start_len : sizeof setup - 1,
                     cells, &side))
        return 1;
    while ((move = bn_moves_next(text + g->moves_at, g->moves_len, 1, &pos)) >= 0) {
        struct bn_said said;
        struct bn_replay_fault rf;
        char mover = side;
        enum bn_replay code;
        size_t at = g->moves_at + pos - 4, line = 0, col = 0;
        memset(&said, 0, sizeof said);
        said.from = move / BN_SQUARES;
        said.to = move % BN_SQUARES;
        said.king_square = -1;
        index++;
        if ((code = bn_replay_move(cells, &side, &said, &rf)) == BN_REPLAY_OK)
            continue;
        if (!failed || f->replay != code || f->move != index || f->square != rf.square
            || f->held != (code == BN_REPLAY_SIDE ? rf.held : 0) || f->mover != mover || f->stored != move
            || f->hint != (index == 1 && !g->has_start))
            return 2;
        for (k = 0; k < at; k++) {
            if (text[k] == '\n')
                line++, col = 0;
            else if (((unsigned char)text[k] & 0xC0) != 0x80)
                col++;
        }
        return f->line != r->line + line || f->column != col + 1 ? 3 : 0;
    }
    return failed ? 4 : 0;
}

/* Each record told whole against bn_game_scan of its text: 0 or a failure. */
static int check_against_scan(const char *s, size_t len, const struct bn_record *r, size_t n)
{
    size_t i;
    for (i = 0; i < n && i < CHECK_RECORDS; i++) {
        const char *text = s + r[i].offset;
        size_t tlen = (size_t)r[i].bytes, at, lf = 0, col = 0;
        struct bn_game g;
        struct bn_fault f;
        int ok;
        if (r[i].offset + r[i].bytes > len)
            return 1;
        if (r[i].fault.stream != BN_STREAM_NONE)
            continue;
        /* a byte-order mark where a record begins (the stream's start, a
         * record's variant line) is no part of its text, and only there */
        if (r[i].mark != (tlen >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3u : 0u))
            return 10;
        text += r[i].mark;
        tlen -= r[i].mark;
        if (bn_utf8_bad(text, tlen) < tlen) {
            if (r[i].fault.code != BN_ENCODING)
                return 2;
            continue;
        }
        if (r[i].fault.code == BN_ENCODING)
            return 3;
        ok = bn_game_scan(text, tlen, 1, &g, &f);
        if (ok && check_replay && check_replayed(text, &g, &r[i]) != 0)
            return 11;
        if (ok && !r[i].ok && r[i].fault.replay != BN_REPLAY_OK)
            continue;
        if (ok != r[i].ok)
            return 4;
        if (ok) {
            size_t k;
            int high = 0;
            for (k = 0; k < tlen; k++)
                high |= (unsigned char)text[k] >= 0x80;
            if (high != r[i].utf8)
                return 8;
            if (r[i].parts && (g.variant_at != r[i].game.variant_at || g.variant_len != r[i].game.variant_len
                               || g.has_start != r[i].game.has_start
                               || (g.has_start && (g.start_at != r[i].game.start_at || g.start_len != r[i].game.start_len))
                               || g.moves_at != r[i].game.moves_at || g.moves_len != r[i].game.moves_len
                               || g.nmoves != r[i].game.nmoves || g.result != r[i].game.result))
                return 9;
            if (g.nmoves != r[i].moves || g.has_start != r[i].has_start
                || (g.has_start && (g.start_len != r[i].start_len
                                    || memcmp(text + g.start_at, r[i].start, g.start_len) != 0)))
                return 5;
            continue;
        }
        if (f.code != r[i].fault.code)
            return 6;
        for (at = 0; at < f.at; at++) {
            if (text[at] == '\n')
                lf++, col = 0;
            else if (((unsigned char)text[at] & 0xC0) != 0x80)
                col++;
        }
        if (r[i].fault.line != r[i].line + lf || r[i].fault.column != col + 1)
            return 7;
    }
    return 0;
}

#endif
