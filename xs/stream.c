/*
 * stream.c - the record scanner of a stream, fed in pieces. See stream.h.
 *
 * It holds no rule of the notation: what a record line, a move, a position
 * or a result is, it asks brandubh.c. Its own are the stream's: where a
 * record begins (a variant line, after a byte-order mark or not: the mark
 * is read past where a record begins), lines and columns, the encoding, the
 * quotes that messages show, and what a stream of nothing says.
 *
 * A line whose end is in the bytes given is read in place by bn_line_scan,
 * the scan bn_game_scan makes of each line. A line longer than the hold,
 * whose end has not come, is read a character at a time, by the same
 * rules fed in pieces: its word by bn_line_word, its rest as its row of
 * brandubh.c's table of lines says (bn_line_rule): text by bn_has_ink, a
 * position by bn_row_width, bn_row_ends and bn_side_ok, moves by
 * bn_stored_piece, bn_shown_squares and bn_shown_marks, words by
 * bn_rest_word. t/c/core.c and the fuzz target check the two readings
 * against each other, cut at every byte.
 */
#include "stream.h"

/* What a line read a character at a time is doing. */
enum {
    PH_SKIP = 0,        /* nothing: its record is settled, or the line is */
    PH_INK,             /* no record line, unless it is blank */
    PH_QUOTE,           /* the record's fault found: gathering its quote */
    PH_TEXT,            /* a line of text: a character that is not white space */
    PH_POSITION,        /* a line of a position */
    PH_MOVES,           /* a line of stored moves */
    PH_WORD             /* a line of one of its words */
};

static const char bom[3] = { '\xEF', '\xBB', '\xBF' };

/* The set-up: a record's start when it has no start line. */
static const char setup[] = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";

/* The characters of UTF-8 text (well formed) in n bytes. */
static bn_count chars_of(const char *s, size_t n)
{
    bn_count c = 0;
    size_t i;
    for (i = 0; i < n; i++)
        c += ((unsigned char)s[i] & 0xC0) != 0x80;
    return c;
}

/* Adds the characters of s (n bytes) to a quote, until it is full. */
static void quote_add(struct bn_quote *q, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && q->chars < BN_QUOTE_CHARS) {
        size_t k = bn_utf8_lead((unsigned char)s[i]);
        if (k == 0 || k > n - i || q->len + k > sizeof q->s)
            k = 1;
        memcpy(q->s + q->len, s + i, k);
        q->len += k;
        q->chars++;
        i += k;
    }
}

static void quote_set(struct bn_quote *q, const char *s, size_t n)
{
    q->len = 0;
    q->chars = 0;
    quote_add(q, s, n);
}

static int is_space(const char *c, size_t n)
{
    return bn_space(c, n, 1) == n;
}

/* Starts the record that begins at the line being read. */
static void record_begin(struct bn_stream *st)
{
    st->rec_line = st->line;
    st->rec_offset = st->offset;
    st->rec_chars = 0;
    st->seen = 0;
    st->fault.code = BN_OK;
    st->encoding.code = BN_OK;
    st->moves = 0;
    st->has_start = 0;
    st->start_len = 0;
    st->tail = 0;
    st->high = 0;
    st->parts = 1;
    st->text_at = st->offset;
    memset(&st->game, 0, sizeof st->game);
    {
        /* (whether or not replay is set: it is set after bn_stream_init) */
        int c;
        for (c = 0; c < BN_SQUARES; c++)
            st->watch.cell[c] = (unsigned char)c;
        memset(st->watch.moved, 0, sizeof st->watch.moved);
        st->watch.moves = 0;
        st->watch.settled = 0;
    }
}

void bn_stream_init(struct bn_stream *st, int one, size_t hold)
{
    memset(st, 0, sizeof *st);
    st->one = one;
    st->hold = hold < BN_HOLD_MIN ? BN_HOLD_MIN : hold;
    st->line = 1;
    st->blank = 1;
    st->record_letter = bn_line_rule(BN_LINE_VARIANT)->word[0];
    record_begin(st);
}

/* A fault f of the record, at column col (from 0) of the line being read. */
static struct bn_stream_fault *fault_placed(struct bn_stream *st, struct bn_stream_fault *f,
                                            enum bn_code code, bn_count col)
{
    memset(f, 0, sizeof *f);
    f->code = code;
    f->line = st->line;
    f->column = col + 1;
    f->at = st->rec_chars + col;
    f->stored = -1;
    return f;
}

/* The record's first fault, at column col (from 0) of the line being read. */
static struct bn_stream_fault *fault_at(struct bn_stream *st, enum bn_code code, bn_count col)
{
    return fault_placed(st, &st->fault, code, col);
}

/* The record's first line that is not UTF-8: its bad byte at column col,
 * and the bytes that are no character there (n of them, bad_bytes'),
 * kept as the quote, for the message to show. */
static void encoding_at(struct bn_stream *st, bn_count col, const unsigned char *bad, size_t n)
{
    struct bn_stream_fault *f = &st->encoding;
    if (f->code != BN_OK)
        return;
    fault_placed(st, f, BN_ENCODING, col);
    if (n > sizeof f->quote.s)
        n = sizeof f->quote.s;      /* never: a sequence is 13 bytes at most */
    memcpy(f->quote.s, bad, n);
    f->quote.len = n;
}

/* How many bytes from s (of n, at least 1) are the sequence that is no
 * character: a byte that begins none alone; else its first byte and the
 * continuation bytes that follow, as many as it would take. The bytes a
 * line read a character at a time has gathered when it finds the fault. */
static size_t bad_bytes(const unsigned char *s, size_t n)
{
    size_t want = bn_utf8_lead(s[0]), k = 1;
    while (k < n && k < want && (s[k] & 0xC0) == 0x80)
        k++;
    return k;
}

/* What a stream with no line feed quotes: its first line as the writer
 * meant it, to its first carriage return, as far as it is UTF-8, and
 * BN_QUOTE_CHARS characters at most (the message shows fewer). */
static void head_quoted(const struct bn_stream *st, struct bn_quote *q)
{
    size_t len = bn_utf8_bad(st->head, st->head_len), i = 0;
    unsigned chars = 0;
    while (i < len && chars < BN_QUOTE_CHARS) {
        size_t n = bn_utf8_lead((unsigned char)st->head[i]);
        i += n ? n : 1;
        chars++;
    }
    memcpy(q->s, st->head, i);
    q->len = i;
    q->chars = chars;
}

/* ---- the replay (stream.h's "Replay") ------------------------------------ */

/* The record's next stored move, at column col (from 0) of the line being
 * read, watched. */
static void watch_move(struct bn_stream *st, int move, bn_count col)
{
    struct bn_watch *w = &st->watch;
    struct bn_watch_move here;
    int from, to, of;
    if (!st->replay || w->settled)
        return;
    here.index = w->moves++;
    here.line = st->line;
    here.column = col + 1;
    here.at = st->rec_chars + col;
    here.move = move;
    from = bn_cell_of(move / BN_SQUARES);
    to = bn_cell_of(move % BN_SQUARES);
    of = w->cell[from];
    if (of == BN_WATCH_NONE) {
        /* a piece left the square, and none came back */
        w->settled = 1;
        w->fault = here;
        w->code = BN_REPLAY_EMPTY;
        return;
    }
    if (!w->moved[of]) {
        w->moved[of] = 1;
        w->first[of] = here;
    }
    else if ((w->first[of].index ^ here.index) & 1) {
        /* the same piece, moved by both sides */
        w->settled = 1;
        w->fault = here;
        w->code = BN_REPLAY_SIDE;
        w->of = of;
        return;
    }
    /* as bn_replay_move with stated 0: a piece on the square reached is
     * taken off unsaid */
    w->cell[from] = BN_WATCH_NONE;
    w->cell[to] = (unsigned char)of;
}

/* The side of a cell's piece: 'a', 'd', or 0 for none. */
static char side_of(char cell)
{
    return cell == 'a' ? 'a' : cell == 'd' || cell == 'k' ? 'd' : 0;
}

/* The record's replay answered by its start: 1 with the fault in *f when a
 * move fails. */
static int watch_fails(const struct bn_stream *st, struct bn_stream_fault *f)
{
    const struct bn_watch *w = &st->watch;
    const struct bn_watch_move *at = w->settled ? &w->fault : NULL;
    enum bn_replay code = w->code;
    char cells[BN_SQUARES], side, held = 0;
    int c;
    if (!bn_position(st->has_start ? st->start : setup, st->has_start ? st->start_len : sizeof setup - 1,
                     cells, &side))
        return 0;       /* never: the record was accepted */
    if (at != NULL && code == BN_REPLAY_SIDE)
        held = cells[w->of];
    for (c = 0; c < BN_SQUARES; c++) {
        const struct bn_watch_move *m = &w->first[c];
        char want;
        if (!w->moved[c] || (at != NULL && m->index >= at->index))
            continue;
        want = m->index & 1 ? (side == 'a' ? 'd' : 'a') : side;
        if (side_of(cells[c]) == want)
            continue;
        at = m;
        code = side_of(cells[c]) ? BN_REPLAY_SIDE : BN_REPLAY_EMPTY;
        held = cells[c];
    }
    if (at == NULL)
        return 0;
    memset(f, 0, sizeof *f);
    f->code = BN_OK;
    f->stream = BN_STREAM_NONE;
    f->which = BN_LINE_MOVES;
    f->line = at->line;
    f->column = at->column;
    f->at = at->at;
    f->stored = at->move;
    f->replay = code;
    f->move = at->index + 1;
    f->square = at->move / BN_SQUARES;
    f->held = code == BN_REPLAY_SIDE ? held : 0;
    f->mover = at->index & 1 ? (side == 'a' ? 'd' : 'a') : side;
    f->hint = at->index == 0 && !st->has_start;
    return 1;
}

/* ---- a line held whole ------------------------------------------------- */

/* A fault bn_line_scan found in a line, made the record's. */
static void line_fault(struct bn_stream *st, const char *line, const struct bn_fault *bf)
{
    struct bn_stream_fault *f = fault_at(st, bf->code, chars_of(line, bf->at));
    const char *at = line + bf->at;
    f->which = bf->line;
    switch (bf->code) {
    case BN_START:
        f->position = bf->position.code;
        f->rank = bf->position.rank;
        f->rows = bf->position.rows;
        f->width = bf->position.width;
        if (bf->position.code == BN_LETTER) {
            /* the whole of the character there */
            size_t n = bn_utf8_lead((unsigned char)*at);
            quote_set(&f->quote, at, n ? n : 1);
        }
        else if (bf->position.code != BN_ROWS)
            quote_set(&f->quote, at, bf->len);
        break;
    case BN_MOVE:
        f->stored = bn_move_parse(at, bf->len, 1);
        f->four = chars_of(at, bf->len) == 4;
        quote_set(&f->quote, at, bf->len);
        break;
    case BN_LINE: case BN_TWICE: case BN_RESULT:
        quote_set(&f->quote, at, bf->len);
        break;
    default:
        break;
    }
}

/* A line whose end is at hand: len bytes, its line feed (if any) not
 * counted. */
static void line_whole(struct bn_stream *st, const char *line, size_t len, int lf)
{
    size_t content = lf && len && line[len - 1] == '\r' ? len - 1 : len;
    size_t i;
    int high = 0;
    bn_count chars;

    /* a byte past ASCII, eight at a time */
    for (i = 0; i + 8 <= len && !high; i += 8) {
        unsigned long long w;
        memcpy(&w, line + i, 8);
        high = (w & 0x8080808080808080ULL) != 0;
    }
    for (; i < len && !high; i++)
        high = (unsigned char)line[i] >= 0x80;
    chars = high ? chars_of(line, len) : len;
    st->high |= high;
    if (high && st->encoding.code == BN_OK) {
        size_t bad = bn_utf8_bad(line, len);
        if (bad < len)
            encoding_at(st, chars_of(line, bad), (const unsigned char *)line + bad,
                        bad_bytes((const unsigned char *)line + bad, len - bad));
    }
    if (st->encoding.code == BN_OK && st->fault.code == BN_OK && bn_has_ink(line, content, 1)) {
        struct bn_game g;
        struct bn_fault bf;
        int w;
        memset(&g, 0, sizeof g);
        if ((w = bn_line_scan(line, line, content, 1, &g, &st->seen, &bf)) == 0)
            line_fault(st, line, &bf);
        else {
            /* the line's part, placed in the record's text */
            bn_game_place(&st->game, &g, (size_t)(st->offset - st->text_at), (enum bn_line)w);
            st->moves += g.nmoves;
            if (st->replay && w == BN_LINE_MOVES && g.nmoves) {
                /* each move at its column, the characters before it counted
                 * as the line is walked */
                const char *s = line + g.moves_at;
                size_t pos = 0, last = 0;
                bn_count col = chars_of(line, g.moves_at);
                int move;
                while ((move = bn_moves_next(s, g.moves_len, 1, &pos)) >= 0) {
                    col += high ? chars_of(s + last, pos - 4 - last) : (bn_count)(pos - 4 - last);
                    watch_move(st, move, col);
                    col += 4;
                    last = pos;
                }
            }
            if (g.has_start && g.start_len <= sizeof st->start) {
                st->has_start = 1;
                memcpy(st->start, line + g.start_at, g.start_len);
                st->start_len = g.start_len;
            }
        }
    }
    st->rec_chars += chars + (lf ? 1 : 0);
    if (lf)
        st->line++;
    st->tail = lf ? 0 : chars;
}

/* ---- a line read a character at a time --------------------------------- */

/* The fault of a start line's position, at column col of the line. */
static struct bn_stream_fault *position_fault_at(struct bn_stream *st, enum bn_code code, bn_count col)
{
    struct bn_stream_fault *f = fault_at(st, BN_START, col);
    f->position = code;
    return f;
}

/* The position's row ended at the character c (-1: the line's end), at
 * column col, and bn_row_ends says what follows: 0 at the position's fault,
 * made the record's; 1 the next row; 2 the side. */
static int row_ends(struct bn_stream *st, bn_count col, int c)
{
    struct bn_long *l = &st->l;
    enum bn_code code = BN_OK;
    int rows = 0;
    /* a width past size_t (a line of gigabytes, 32 bits) is held at its top */
    size_t width = l->width < (bn_count)(size_t)-1 ? (size_t)l->width : (size_t)-1;
    int next = bn_row_ends(l->row, width, c, &code, &rows);
    struct bn_stream_fault *f;
    if (next == 1) {
        l->row++;
        l->width = 0;
        l->row_col = col + 1;
        l->q.len = l->q.chars = 0;
    }
    if (next != 0)
        return next;
    f = position_fault_at(st, code, code == BN_WIDTH ? l->row_col : col);
    if (code == BN_WIDTH) {
        f->rank = BN_SIZE - l->row;
        f->width = l->width;
        f->quote = l->q;
    }
    f->rows = rows;
    return 0;
}

/* The position's side, its text from the space after the rows held as far
 * as it fits (no side is as long): the fault when it is none. */
static void side_ends(struct bn_stream *st)
{
    struct bn_long *l = &st->l;
    size_t held = l->side_len < sizeof l->side_text ? (size_t)l->side_len : sizeof l->side_text;
    if (!bn_side_ok(l->side_text, held))
        position_fault_at(st, BN_SIDE, l->side_col)->quote = l->q;
    else if (l->pos_len <= sizeof st->start) {
        st->has_start = 1;
        memcpy(st->start, l->pos, (size_t)l->pos_len);
        st->start_len = (size_t)l->pos_len;
    }
}

/* The marks of the moves line's piece in the n bytes at s: read, but for a
 * square cut short, kept in l->mark for the next character; with more 0,
 * the piece has ended there. */
static void piece_marks(struct bn_long *l, const char *s, size_t n, int more)
{
    size_t k = bn_shown_marks(&l->marks, s, n, more);
    l->mark_len = l->marks ? n - k : 0;
    memmove(l->mark, s + k, l->mark_len);
}

/* The squares of the moves line's piece, from its first bytes held, then
 * the marks that follow them there. */
static void piece_squares(struct bn_long *l, int more)
{
    size_t held = l->piece_bytes < sizeof l->piece ? (size_t)l->piece_bytes : sizeof l->piece;
    size_t i = bn_shown_squares(l->piece, held, &l->shown);
    l->squares = 1;
    l->marks = i ? BN_MARKS_START : 0;
    l->mark_len = 0;
    if (l->marks)
        piece_marks(l, l->piece + i, held - i, more);
}

/* A moves line's piece has ended: a stored move, or the record's fault. */
static void piece_ends(struct bn_stream *st)
{
    struct bn_long *l = &st->l;
    int move = bn_move_stored(l->piece, (size_t)l->piece_bytes);
    l->in_piece = 0;
    if (move >= 0) {
        st->moves++;
        watch_move(st, move, l->piece_col);
        return;
    }
    if (!l->squares)
        piece_squares(l, 0);
    else if (l->marks && l->mark_len)
        piece_marks(l, l->mark, l->mark_len, 0);
    {
        struct bn_stream_fault *f = fault_at(st, BN_MOVE, l->piece_col);
        f->quote = l->q;
        f->four = l->piece_chars == 4;
        f->stored = l->marks && bn_shown_done(l->marks) ? l->shown : -1;
    }
    l->phase = PH_SKIP;
}

/* A character of a moves line's piece (n bytes): its first bytes are held
 * until they hold the squares of a move as shown; the marks after them are
 * read as they come. */
static void piece_char(struct bn_long *l, const unsigned char *c, size_t n)
{
    if (!l->squares) {
        if (l->piece_bytes + n <= sizeof l->piece)
            memcpy(l->piece + l->piece_bytes, c, n);
        l->piece_bytes += n;
        if (l->piece_bytes >= BN_SHOWN_SQUARES)
            piece_squares(l, 1);
    }
    else {
        l->piece_bytes += n;
        if (l->marks) {
            memcpy(l->mark + l->mark_len, c, n);
            piece_marks(l, l->mark, l->mark_len + n, 1);
        }
    }
    l->piece_chars++;
    quote_add(&l->q, (const char *)c, n);
}

/* A character of the line's content (n bytes, well formed) at column col. */
static void on_char(struct bn_stream *st, const unsigned char *c, size_t n, bn_count col)
{
    struct bn_long *l = &st->l;
    unsigned w;
    if (l->skip) {
        l->skip--;
        return;
    }
    switch (l->phase) {
    case PH_INK:
        quote_add(&l->q, (const char *)c, n);
        if (!l->ink && bn_has_ink((const char *)c, n, 1))
            l->ink = 1;
        if (l->ink && l->q.chars >= BN_QUOTE_CHARS) {
            fault_at(st, BN_LINE, 0)->quote = l->q;
            l->phase = PH_SKIP;
        }
        return;
    case PH_QUOTE:
        quote_add(&st->fault.quote, (const char *)c, n);
        if (st->fault.quote.chars >= BN_QUOTE_CHARS)
            l->phase = PH_SKIP;
        return;
    case PH_TEXT:
        if (bn_has_ink((const char *)c, n, 1))
            l->phase = PH_SKIP;
        return;
    case PH_WORD:
        if (l->rest_len < sizeof l->rest)
            memcpy(l->rest + l->rest_len, c, n <= sizeof l->rest - l->rest_len ? n : sizeof l->rest - l->rest_len);
        l->rest_len += n;
        quote_add(&l->q, (const char *)c, n);
        return;
    case PH_POSITION:
        if (l->pos_len < sizeof l->pos && n == 1)
            l->pos[l->pos_len] = (char)c[0];
        l->pos_len++;
        if (l->side) {
            if (l->side_len < sizeof l->side_text)
                memcpy(l->side_text + l->side_len, c, n <= sizeof l->side_text - l->side_len ? n : sizeof l->side_text - l->side_len);
            l->side_len += n;
            quote_add(&l->q, (const char *)c, n);
            return;
        }
        if (n == 1 && (w = bn_row_width(c[0])) != 0) {
            l->width += w;
            quote_add(&l->q, (const char *)c, 1);
            return;
        }
        switch (row_ends(st, col, c[0])) {
        case 0:
            if (st->fault.position == BN_LETTER)
                quote_set(&st->fault.quote, (const char *)c, n);
            l->phase = PH_SKIP;
            return;
        case 2:
            l->side = 1;
            l->side_col = col;
            memcpy(l->side_text, c, 1);
            l->side_len = 1;
            quote_set(&l->q, (const char *)c, 1);
            return;
        default:
            return;
        }
    case PH_MOVES:
        if (is_space((const char *)c, n)) {
            if (l->in_piece)
                piece_ends(st);
            return;
        }
        if (!l->in_piece) {
            l->in_piece = 1;
            l->piece_col = col;
            l->piece_chars = l->piece_bytes = 0;
            l->squares = 0;
            l->q.len = l->q.chars = 0;
        }
        piece_char(l, c, n);
        return;
    default:
        return;
    }
}

/* The line read a character at a time has ended: lf is 1 at a line feed,
 * 2 at a CR LF, 0 at the end of the stream. */
static void long_ends(struct bn_stream *st, int lf)
{
    struct bn_long *l = &st->l;
    if (st->encoding.code == BN_OK && st->fault.code == BN_OK) {
        switch (l->phase) {
        case PH_INK:
            if (l->ink)
                fault_at(st, BN_LINE, 0)->quote = l->q;
            break;
        case PH_TEXT:
            fault_at(st, bn_line_rule(l->which)->refused, l->row_col);
            break;
        case PH_WORD: {
            size_t held = l->rest_len < sizeof l->rest ? (size_t)l->rest_len : sizeof l->rest;
            if (bn_rest_word(l->which, l->rest, held) < 0)
                fault_at(st, bn_line_rule(l->which)->refused, l->row_col)->quote = l->q;
            break;
        }
        case PH_POSITION:
            if (l->side)
                side_ends(st);
            else if (row_ends(st, l->chars, -1) == 2) {
                /* the end of the text, for the side */
                l->side_col = l->chars;
                l->side_len = 0;
                l->q.len = l->q.chars = 0;
                side_ends(st);
            }
            break;
        case PH_MOVES:
            if (l->in_piece)
                piece_ends(st);
            break;
        default:
            break;
        }
    }
    st->rec_chars += l->chars + (bn_count)lf;
    if (lf)
        st->line++;
    st->tail = lf ? 0 : l->chars;
    l->active = 0;
}

/* Begins reading the line at p, of which more than hold bytes, and no line
 * feed, are at hand. */
static void long_begins(struct bn_stream *st, const char *p, size_t avail)
{
    struct bn_long *l = &st->l;
    size_t wlen = 0;
    enum bn_line w;
    memset(l, 0, sizeof *l);
    l->active = 1;
    l->phase = PH_SKIP;
    st->parts = 0;
    if (st->encoding.code != BN_OK || st->fault.code != BN_OK)
        return;
    w = bn_line_word(p, avail, &wlen);
    if (w == BN_LINE_NONE) {
        l->phase = PH_INK;
        return;
    }
    if (!bn_line_once(&st->seen, w)) {
        fault_at(st, BN_TWICE, 0)->which = w;
        l->phase = PH_QUOTE;
        return;
    }
    /* where the rest begins: the line is longer than its word */
    l->row_col = bn_line_rest(avail, wlen);
    l->skip = (size_t)l->row_col;
    l->which = w;
    switch (bn_line_rule(w)->rest) {
    case BN_REST_TEXT:
        l->phase = PH_TEXT;
        break;
    case BN_REST_POSITION:
        l->phase = PH_POSITION;
        break;
    case BN_REST_MOVES:
        l->phase = PH_MOVES;
        break;
    default:
        l->phase = PH_WORD;
        break;
    }
}

/* A byte that begins no character, or a character that is not well formed,
 * at the column of its first byte. */
static void long_bad(struct bn_stream *st, const unsigned char *bad, size_t n)
{
    encoding_at(st, st->l.chars, bad, n);
    st->l.cneed = 0;
    st->l.phase = PH_SKIP;
}

/* The bytes of the line read a character at a time, from p: where its line
 * feed ends it (the line is then ended), or end. */
static const char *long_bytes(struct bn_stream *st, const char *p, const char *end)
{
    struct bn_long *l = &st->l;
    while (p < end) {
        unsigned char b = (unsigned char)*p;
        size_t n;
        if (st->encoding.code != BN_OK) {
            /* the record is refused for its encoding: only lines count */
            const char *lf = (const char *)memchr(p, '\n', (size_t)(end - p));
            if (!lf)
                return end;
            long_ends(st, 1);
            return lf + 1;
        }
        if (l->cneed) {
            if ((b & 0xC0) != 0x80) {
                long_bad(st, l->c, l->clen);
                continue;
            }
            l->c[l->clen++] = b;
            p++;
            if (l->clen == l->cneed) {
                l->cneed = 0;
                if (bn_utf8_bad((const char *)l->c, l->clen) != l->clen)
                    long_bad(st, l->c, l->clen);
                else
                    on_char(st, l->c, l->clen, l->chars++);
            }
            continue;
        }
        if (b == '\n') {
            long_ends(st, l->cr ? 2 : 1);   /* the CR of a CR LF: no content */
            return p + 1;
        }
        if (l->cr) {
            l->cr = 0;
            on_char(st, (const unsigned char *)"\r", 1, l->chars++);
        }
        if (b == '\r') {
            l->cr = 1;
            p++;
            continue;
        }
        if (b < 0x80) {
            /* a moves line's next stored move, at once */
            if (l->phase == PH_MOVES && !l->in_piece && !l->skip && b == ' ' && end - p > 5
                && bn_stored_piece(p + 1, (size_t)(end - p - 1), 1)) {
                st->moves++;
                watch_move(st, bn_move_stored(p + 1, 4), l->chars + 1);
                l->chars += 5;
                p += 5;
                continue;
            }
            on_char(st, &b, 1, l->chars++);
            p++;
            continue;
        }
        if ((n = bn_utf8_lead(b)) == 0) {
            long_bad(st, &b, 1);
            p++;
            continue;
        }
        l->c[0] = b;
        l->clen = 1;
        l->cneed = n;
        st->high = 1;
        p++;
    }
    return end;
}

/* The end of the stream, in a line read a character at a time. */
static void long_eof(struct bn_stream *st)
{
    struct bn_long *l = &st->l;
    if (st->encoding.code == BN_OK) {
        if (l->cneed)
            long_bad(st, l->c, l->clen);
        else if (l->cr) {
            l->cr = 0;
            on_char(st, (const unsigned char *)"\r", 1, l->chars++);
        }
    }
    long_ends(st, 0);
}

/* ---- the stream -------------------------------------------------------- */

/* What the stream's own checks see of the bytes read, p to q. */
static void account(struct bn_stream *st, const char *p, const char *q)
{
    st->offset += (bn_count)(q - p);
    st->content += (bn_count)(q - p);
    if (st->blank) {
        const char *r;
        for (r = p; r < q; r++) {
            if (!bn_space(r, 1, 0))
                break;
        }
        if (r < q)
            st->blank = 0;
    }
    if (!st->head_done) {
        const char *r;
        for (r = p; r < q && *r != '\r' && *r != '\n' && st->head_len < sizeof st->head; r++)
            st->head[st->head_len++] = *r;
        st->head_done = r < q;
    }
    if (!st->saw_lf && p < q) {
        const char *r;
        for (r = p; r < q; r++) {
            if (*r == '\n') {
                st->saw_lf = 1;
                break;
            }
            if (st->last_cr)
                st->cr_inside = 1;
            st->last_cr = *r == '\r';
        }
    }
}

/* Do the len bytes at p begin with a byte-order mark? */
static int has_mark(const char *p, size_t len)
{
    return len >= sizeof bom && memcmp(p, bom, sizeof bom) == 0;
}

/* Does the line at p (len bytes, ended when its line feed or the stream's
 * end is there) begin a record: a variant line, after a byte-order mark or
 * not, the carriage return at its end not counted? */
static int begins_record(const char *p, size_t len, int ended)
{
    const struct bn_line_rule *variant = bn_line_rule(BN_LINE_VARIANT);
    if (has_mark(p, len)) {
        p += sizeof bom;
        len -= sizeof bom;
    }
    if (ended && len && p[len - 1] == '\r')
        len--;
    return bn_word_is(p, len, BN_LINE_VARIANT) && (len > variant->len || ended);
}

/* The record read, told in *rec; the next begins where the stream is. */
static void record_told(struct bn_stream *st, struct bn_record *rec)
{
    /* (the parts a verdict does not fill are never read: no memset of
     * the quote's bytes, a record at a time) */
    rec->ok = 0;
    rec->noted = 0;
    rec->fault.replay = BN_REPLAY_OK;
    rec->moves = 0;
    rec->has_start = 0;
    rec->start_len = 0;
    rec->fault.code = BN_OK;
    rec->fault.stream = BN_STREAM_NONE;
    rec->number = ++st->records;
    rec->line = st->rec_line;
    rec->offset = st->rec_offset;
    rec->bytes = st->offset - st->rec_offset;
    rec->mark = (size_t)(st->text_at - st->rec_offset);
    if (st->encoding.code != BN_OK)
        rec->fault = st->encoding;
    else if (st->fault.code != BN_OK)
        rec->fault = st->fault;
    else if (bn_record_missing(st->seen) != BN_LINE_NONE) {
        struct bn_stream_fault *f = &rec->fault;
        memset(f, 0, sizeof *f);
        f->code = BN_MISSING;
        f->which = bn_record_missing(st->seen);
        f->line = st->line;
        f->column = st->tail + 1;
        f->at = st->rec_chars;
        f->stored = -1;
    }
    else if (st->replay == 1 && watch_fails(st, &rec->fault)) {
        /* refused: its replay fails */
    }
    else {
        rec->ok = 1;
        rec->noted = st->replay == 2 && watch_fails(st, &rec->note);
        rec->moves = st->moves;
        rec->has_start = st->has_start;
        if (st->has_start)
            memcpy(rec->start, st->start, st->start_len);
        rec->start_len = st->start_len;
        rec->utf8 = st->high;
        rec->parts = st->parts;
        if (st->parts)
            rec->game = st->game;
    }
    record_begin(st);
}

int bn_stream_feed(struct bn_stream *st, const char *s, size_t len, int eof,
                   size_t *used, struct bn_record *rec)
{
    const char *p = s, *end = s + len;

    *used = 0;
    st->mark = 0;
    if (st->done)
        return 0;
    if (!st->started) {
        if (len < sizeof bom && !eof && memcmp(s, bom, len) == 0)
            return 0;           /* a byte-order mark, perhaps */
        st->started = 1;
        if (has_mark(s, len)) {
            p += sizeof bom;
            st->bom = 1;
            st->offset += sizeof bom;
            st->text_at = st->offset;
            st->mark = sizeof bom;
        }
    }
    for (;;) {
        const char *lf;
        size_t line_len;
        if (st->l.active) {
            const char *q = long_bytes(st, p, end);
            account(st, p, q);
            p = q;
            if (st->l.active) {
                if (!eof)
                    break;
                long_eof(st);
            }
            continue;
        }
        if (p == end)
            break;
        lf = (const char *)memchr(p, '\n', (size_t)(end - p));
        line_len = lf ? (size_t)(lf - p) : (size_t)(end - p);
        if (!lf && !eof && line_len <= st->hold)
            break;              /* given again, with what follows */
        if (!st->one && !st->boundary && (*p == st->record_letter || *p == bom[0])
            && begins_record(p, line_len, lf || eof)) {
            if (st->has_variant) {
                st->boundary = 1;
                record_told(st, rec);
                *used = (size_t)(p - s);
                return 1;
            }
            st->has_variant = 1;
        }
        if (st->boundary && has_mark(p, line_len)) {
            /* the record begins at its variant line after a byte-order
             * mark (the call after the last record was told begins there,
             * at s): the mark is read past, as at the stream's start, its
             * place the line's */
            p += sizeof bom;
            line_len -= sizeof bom;
            st->offset += sizeof bom;
            st->text_at = st->offset;
            st->mark = sizeof bom;
        }
        st->boundary = 0;
        if (!lf && !eof) {
            long_begins(st, p, line_len);
            continue;
        }
        line_whole(st, p, line_len, lf != NULL);
        account(st, p, lf ? lf + 1 : end);
        p = lf ? lf + 1 : end;
    }
    *used = (size_t)(p - s);
    if (!eof || p != end)
        return 0;
    st->done = 1;
    if (!st->one && !st->saw_lf && st->cr_inside) {
        memset(rec, 0, sizeof *rec);
        rec->number = ++st->records;
        rec->line = 1;
        rec->fault.code = BN_OK;
        rec->fault.stream = BN_STREAM_LINE_ENDS;
        rec->fault.line = rec->fault.column = 1;
        rec->fault.stored = -1;
        head_quoted(st, &rec->fault.quote);
        rec->bytes = st->offset;
        rec->mark = st->bom ? sizeof bom : 0;
        return 1;
    }
    if (!st->one && st->records == 0 && st->blank) {
        memset(rec, 0, sizeof *rec);
        rec->number = ++st->records;
        rec->line = 1;
        rec->fault.code = BN_OK;
        rec->fault.stream = st->content ? BN_STREAM_BLANK : BN_STREAM_EMPTY;
        rec->fault.line = rec->fault.column = 1;
        rec->fault.stored = -1;
        rec->bytes = st->offset;
        rec->mark = st->bom ? sizeof bom : 0;
        return 1;
    }
    record_told(st, rec);
    return 1;
}
