/*
 * brandubh.c - the C core of Game::Brandubh::Notation. See brandubh.h.
 *
 * Every rule of the notation is stated here, once, and read from here by
 * every way in: the functions of the interface, the record scan of a text
 * held whole, and the stream scanner (stream.c) reading a line too long to
 * hold. Top to bottom:
 *
 *   the words     fault codes, wants, the record's lines (the table lines:
 *                 each line's word, how its rest is read, its fault) and
 *                 the result words;
 *   white space   bn_space; UTF-8, well formed (bn_utf8_bad);
 *   a move        as shown: shown_squares (K, the squares, the dash) and
 *                 marks_read (x, the squares taken and their commas, # and
 *                 ++), the marks resumable so that a stream can read them
 *                 in pieces; bn_move_scan reads both;
 *   a position    row_piece and row_width (a row's characters), row_ends
 *                 (a row's width, the count of rows), bn_side_ok (the
 *                 side, in brandubh.h for bn_position_ok);
 *                 bn_position_scan reads them;
 *   a record      stored_piece (a moves line's piece), line_word, line_rest,
 *                 line_once, rest_word (a line's rest that is one of its
 *                 words) and scan_line (one line's rest, by its line);
 *                 bn_game_scan reads a record's lines; bn_record_missing
 *                 and bn_game_place, inline in brandubh.h for the stream,
 *                 say what a record lacks and place a line's parts;
 *   the writers   the shown move, the record's lines.
 *
 * A fork that adds a record line (a date, say) adds it to enum bn_line and
 * the table lines, and gives it a case in scan_line and bn_game_place
 * (brandubh.h): the stream reads it, whole or in pieces, by its row of the
 * table.
 */
#include "brandubh.h"

static const char result_agreed[]    = "agreed";
static const char result_attackers[] = "resign attackers";
static const char result_defenders[] = "resign defenders";

/* The record writers size both resign lines by the one. */
typedef char resign_lines_are_one_length[sizeof result_attackers == sizeof result_defenders ? 1 : -1];

/* The names of the enums' values, in their order; each table covers its
 * enum exactly (the typedefs fail to compile otherwise). */
static const char *const code_names[] = {
    "", "letter", "rows", "width", "side", "empty", "square", "form",
    "line", "twice", "variant", "start", "move", "result", "missing", "encoding",
};
typedef char code_names_cover_the_codes[sizeof code_names / sizeof code_names[0] == BN_ENCODING + 1 ? 1 : -1];
static const char *const want_names[] = { "", "from", "to", "capture", "next", "plus", "end" };
typedef char want_names_cover_the_wants[sizeof want_names / sizeof want_names[0] == BN_WANT_END + 1 ? 1 : -1];

/* A record's lines: the word each begins with, how its rest is read, and
 * the fault of a rest refused. A line added here (and its case in
 * scan_line and bn_game_place) is read by the stream as it is. */
static const struct bn_line_rule lines[] = {
    { "", 0, BN_REST_NONE, BN_OK },
    { "variant", sizeof "variant" - 1, BN_REST_TEXT, BN_VARIANT },
    { "start", sizeof "start" - 1, BN_REST_POSITION, BN_START },
    { "moves", sizeof "moves" - 1, BN_REST_MOVES, BN_MOVE },
    { "result", sizeof "result" - 1, BN_REST_WORD, BN_RESULT },
};
typedef char lines_cover_the_lines[sizeof lines / sizeof lines[0] == BN_LINE_LAST + 1 ? 1 : -1];

const char *bn_code_name(enum bn_code code)
{
    return (unsigned)code <= BN_ENCODING ? code_names[code] : "";
}

const char *bn_want_name(enum bn_want want)
{
    return (unsigned)want <= BN_WANT_END ? want_names[want] : "";
}

const char *bn_line_name(enum bn_line line)
{
    return (unsigned)line <= BN_LINE_LAST ? lines[line].word : "";
}

/* "resign attackers" and "resign defenders" hold both words of a resign. */
#define RESIGN_LEN (sizeof "resign" - 1)

const char *bn_result_how(enum bn_result result)
{
    return result == BN_RESULT_AGREED ? result_agreed
         : result == BN_RESULT_RESIGN_ATTACKERS || result == BN_RESULT_RESIGN_DEFENDERS ? "resign" : NULL;
}

const char *bn_result_by(enum bn_result result)
{
    return result == BN_RESULT_RESIGN_ATTACKERS ? result_attackers + RESIGN_LEN + 1
         : result == BN_RESULT_RESIGN_DEFENDERS ? result_defenders + RESIGN_LEN + 1 : NULL;
}

int bn_result_of(const char *how, size_t how_len, const char *by, size_t by_len)
{
    if (how_len == sizeof result_agreed - 1 && memcmp(how, result_agreed, how_len) == 0)
        return BN_RESULT_AGREED;
    if (how_len != RESIGN_LEN || memcmp(how, result_attackers, RESIGN_LEN) != 0 || by == NULL)
        return -1;
    if (by_len == sizeof result_attackers - RESIGN_LEN - 2
        && memcmp(by, result_attackers + RESIGN_LEN + 1, by_len) == 0)
        return BN_RESULT_RESIGN_ATTACKERS;
    if (by_len == sizeof result_defenders - RESIGN_LEN - 2
        && memcmp(by, result_defenders + RESIGN_LEN + 1, by_len) == 0)
        return BN_RESULT_RESIGN_DEFENDERS;
    return -1;
}

const char bn_square_names[2 * BN_SQUARES + 1] =
    "a1a2a3a4a5a6a7b1b2b3b4b5b6b7c1c2c3c4c5c6c7d1d2d3d4d5d6d7"
    "e1e2e3e4e5e6e7f1f2f3f4f5f6f7g1g2g3g4g5g6g7";

static unsigned space_rules = BN_SPACE_VT | BN_SPACE_VT_UTF8;

void bn_space_rules(unsigned rules)
{
    space_rules = rules;
}

size_t bn_space(const char *s, size_t len, int utf8)
{
    const unsigned char *u = (const unsigned char *)s;
    if (len == 0)
        return 0;
    if (u[0] == '\v')
        return (space_rules & (utf8 ? BN_SPACE_VT_UTF8 : BN_SPACE_VT)) != 0;
    if (u[0] == ' ' || (u[0] >= '\t' && u[0] <= '\r'))
        return 1;
    if (!utf8)
        return 0;
    /* U+0085, U+00A0 */
    if (len >= 2 && u[0] == 0xC2 && (u[1] == 0x85 || u[1] == 0xA0))
        return 2;
    if (len < 3)
        return 0;
    /* U+1680, and U+180E where the rules have it */
    if (u[0] == 0xE1 && u[1] == 0x9A && u[2] == 0x80)
        return 3;
    if (u[0] == 0xE1 && u[1] == 0xA0 && u[2] == 0x8E)
        return space_rules & BN_SPACE_MVS_UTF8 ? 3 : 0;
    /* U+2000..U+200A, U+2028, U+2029, U+202F */
    if (u[0] == 0xE2 && u[1] == 0x80
        && (u[2] <= 0x8A ? u[2] >= 0x80 : (u[2] == 0xA8 || u[2] == 0xA9 || u[2] == 0xAF)))
        return 3;
    /* U+205F */
    if (u[0] == 0xE2 && u[1] == 0x81 && u[2] == 0x9F)
        return 3;
    /* U+3000 */
    if (u[0] == 0xE3 && u[1] == 0x80 && u[2] == 0x80)
        return 3;
    return 0;
}

/* Record a fault of a move or a game when one is wanted (at is in the text
 * s), with what was wanted or which line; return 0, a refusal's answer. */
static int fault(struct bn_fault *f, enum bn_code code, const char *s, const char *at,
                 size_t len, enum bn_want want, enum bn_line line)
{
    if (f) {
        memset(f, 0, sizeof *f);
        f->code = code;
        f->at = (size_t)(at - s);
        f->len = len;
        f->want = want;
        f->line = line;
    }
    return 0;
}

/* The same for a position, with the rank and its width, or the rows. */
static int position_fault(struct bn_position_fault *f, enum bn_code code, const char *s,
                          const void *at, size_t len, int rank, size_t width, int rows)
{
    if (f) {
        f->code = code;
        f->at = (size_t)((const char *)at - s);
        f->len = len;
        f->rank = rank;
        f->width = width;
        f->rows = rows;
    }
    return 0;
}

/* The well-formed characters of Perl's UTF-8 by their first byte: how
 * many bytes they have, and the range of their second byte, which is what
 * rules out an overlong form (0 bytes: no character starts so). 0xFF starts
 * thirteen bytes, checked on their own. */
static const struct { unsigned char n, lo, hi; } utf8_lead[64] = {
    /* 0xC0 */ {0,0,0}, {0,0,0}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF},
    /* 0xC8 */ {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF},
    /* 0xD0 */ {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF},
    /* 0xD8 */ {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF}, {2,0x80,0xBF},
    /* 0xE0 */ {3,0xA0,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF},
    /* 0xE8 */ {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF}, {3,0x80,0xBF},
    /* 0xF0 */ {4,0x90,0xBF}, {4,0x80,0xBF}, {4,0x80,0xBF}, {4,0x80,0xBF}, {4,0x80,0xBF}, {4,0x80,0xBF}, {4,0x80,0xBF}, {4,0x80,0xBF},
    /* 0xF8 */ {5,0x88,0xBF}, {5,0x80,0xBF}, {5,0x80,0xBF}, {5,0x80,0xBF}, {6,0x84,0xBF}, {6,0x80,0xBF}, {7,0x82,0xBF}, {13,0x80,0x80},
};

/* Whether the n bytes from p, after the first, continue a character. */
static int continued(const unsigned char *p, size_t n)
{
    size_t i;
    for (i = 1; i < n; i++)
        if ((p[i] & 0xC0) != 0x80)
            return 0;
    return 1;
}

/* The last byte that may begin a character: 0xFF with 64-bit integers (a
 * thirteen-byte form, checked against IV_MAX below), 0xFD with 32-bit ones
 * (a six-byte form holds 31 bits; the seven-byte forms from 0xFE hold no
 * code point below 2**31). */
static unsigned char utf8_last_lead = 0xFF;

void bn_utf8_limit(unsigned iv_bits)
{
    utf8_last_lead = iv_bits >= 64 ? 0xFF : 0xFD;
}

size_t bn_utf8_bad(const char *s, size_t len)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + len;
    while (p < end) {
        size_t n;
        if (*p < 0x80) {
            p++;
            continue;
        }
        if (*p < 0xC0 || *p > utf8_last_lead || (n = utf8_lead[*p - 0xC0].n) == 0 || (size_t)(end - p) < n
            || p[1] < utf8_lead[*p - 0xC0].lo || p[1] > utf8_lead[*p - 0xC0].hi || !continued(p, n))
            break;
        /* 0xFF: the second continuation byte holds bits 60 to 65, of which
         * IV_MAX leaves three; one of bits 36 to 62 is set, or the form is
         * overlong */
        if (*p == 0xFF && (p[2] > 0x87 || (p[2] == 0x80 && p[3] == 0x80 && p[4] == 0x80
                                              && p[5] == 0x80 && p[6] == 0x80)))
            break;
        p += n;
    }
    return (size_t)(p - (const unsigned char *)s);
}

size_t bn_utf8_lead(unsigned char c)
{
    if (c < 0x80)
        return 1;
    return c < 0xC0 || c > utf8_last_lead ? 0 : utf8_lead[c - 0xC0].n;
}

/* The length in bytes of the character at p (1 in a byte string, or for a
 * byte that does not start a well-formed sequence); 0 at the end. */
static size_t char_len(const char *p, const char *end, int utf8)
{
    unsigned char c;
    size_t n, i;
    if (p >= end)
        return 0;
    c = (unsigned char)*p;
    if (!utf8 || c < 0xC0)
        return 1;
    n = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if ((size_t)(end - p) < n)
        return 1;
    for (i = 1; i < n; i++)
        if (((unsigned char)p[i] & 0xC0) != 0x80)
            return 1;
    return n;
}

/* The white space at s, in bytes: bn_space, with the usual characters
 * (printable ASCII and the space) answered inline. */
static inline size_t space(const char *s, size_t len, int utf8)
{
    unsigned char c = len ? (unsigned char)*s : 0;
    return c > ' ' && c < 0x80 ? 0 : c == ' ' ? 1 : bn_space(s, len, utf8);
}

/* Is the character at p (before end) U+212A KELVIN SIGN, which lower-cases
 * to k: its length in bytes, or 0. */
static inline size_t kelvin_at(const char *p, const char *end, int utf8)
{
    return utf8 && end - p >= 3 && (unsigned char)p[0] == 0xE2 && (unsigned char)p[1] == 0x84
        && (unsigned char)p[2] == 0xAA ? 3 : 0;
}

/* Lower-cased, is the character at p (before end) the letter c?
 * Returns its length in bytes, or 0. */
static inline size_t letter_at(const char *p, const char *end, int utf8, char c)
{
    if (p >= end)
        return 0;
    if (*p == c || *p == c - ('a' - 'A'))
        return 1;
    return c == 'k' ? kelvin_at(p, end, utf8) : 0;
}

/* The square at p, which comes before end, read in either case; or -1. */
static int square_at(const char *p, const char *end)
{
    return end - p >= 2 ? bn_square_at(p, 1) : -1;
}

/* Where a square was expected at p and is not there: a letter and a digit
 * off the board are a square fault, anything else a fault of form. */
static int square_fault(struct bn_fault *f, const char *s, const char *p,
                        const char *end, int utf8, enum bn_want want)
{
    size_t n = 0;
    if (p < end && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
        n = 1;
    else
        n = kelvin_at(p, end, utf8);
    if (n && end - p > (ptrdiff_t)n && p[n] >= '0' && p[n] <= '9')
        return fault(f, BN_SQUARE, s, p, n + 1, BN_WANT_NONE, BN_LINE_NONE);
    return fault(f, BN_FORM, s, p, char_len(p, end, utf8), want, BN_LINE_NONE);
}

/*
 * A move as it is shown: an optional K (the king), the square it leaves, an
 * optional dash, the square it reaches; then its marks, read a character at
 * stream can read them in pieces: an x and the squares it takes, a comma
 * between two of them, and # (the king taken) or ++ (the king home).
 * shown_squares reads the squares, marks_read the marks.
 */
BN_ALWAYS_INLINE const char *shown_squares(const char *s, const char *p, const char *end,
                                           int utf8, int *move, struct bn_fault *f)
{
    int from, to;
    p += letter_at(p, end, utf8, 'k');
    if ((from = square_at(p, end)) < 0) {
        square_fault(f, s, p, end, utf8, BN_WANT_FROM);
        return NULL;
    }
    p += 2;
    if (p < end && *p == '-')
        p++;
    if ((to = square_at(p, end)) < 0) {
        square_fault(f, s, p, end, utf8, BN_WANT_TO);
        return NULL;
    }
    *move = from * BN_SQUARES + to;
    return p + 2;
}

/* The marks' states, by what was read last: the squares, an x, a comma, a
 * square taken, one +, the end (# or ++); or none, where a move as shown
 * cannot go on. */
enum {
    MARK_NONE = 0, MARK_SQUARES = BN_MARKS_START, MARK_X, MARK_COMMA,
    MARK_TAKEN, MARK_PLUS, MARK_END
};

/* Reads the marks from p on, from the state *state, as far as they go: where
 * they stop (end, or a character that cannot follow), the state they reached
 * there in *state, and in *cut whether a square taken was cut short by end. */
BN_ALWAYS_INLINE const char *marks_read(unsigned *state, const char *p, const char *end, int *cut)
{
    unsigned st = *state;
    switch (st) {
    case MARK_SQUARES:
        if (p < end && (*p == 'x' || *p == 'X')) {
            st = MARK_X;
            p++;
            goto square;
        }
        goto mark;
    case MARK_X:
    case MARK_COMMA:
        goto square;
    case MARK_TAKEN:
        goto taken;
    case MARK_PLUS:
        goto plus;
    default:
        goto out;
    }
square:
    if (end - p < 2 || bn_square_at(p, 1) < 0) {
        *cut = end - p < 2;
        goto out;
    }
    p += 2;
    st = MARK_TAKEN;
taken:
    if (p < end && *p == ',') {
        st = MARK_COMMA;
        p++;
        goto square;
    }
mark:
    if (p < end && *p == '#') {
        st = MARK_END;
        p++;
    }
    else if (p < end && *p == '+') {
        st = MARK_PLUS;
        p++;
plus:
        if (p < end && *p == '+') {
            st = MARK_END;
            p++;
        }
    }
out:
    *state = st;
    return p;
}

/* Whether the marks may end in this state. */
static inline int marks_done(unsigned state)
{
    return state == MARK_SQUARES || state == MARK_TAKEN || state == MARK_END;
}

/* The fault of marks that stopped at p in a state where they may not end. */
static int marks_fault(struct bn_fault *f, const char *s, const char *p, const char *end,
                       int utf8, unsigned state)
{
    if (state == MARK_X)
        return square_fault(f, s, p, end, utf8, BN_WANT_CAPTURE);
    if (state == MARK_COMMA)
        return square_fault(f, s, p, end, utf8, BN_WANT_NEXT);
    return fault(f, BN_FORM, s, p, char_len(p, end, utf8), BN_WANT_PLUS, BN_LINE_NONE);
}

int bn_move_scan(const char *s, size_t len, int utf8, int *move, struct bn_fault *f)
{
    const char *p = s, *end = s + len;
    size_t n;
    unsigned state = MARK_SQUARES;
    int stored, cut = 0;

    while ((n = space(p, (size_t)(end - p), utf8)) != 0)
        p += n;
    if (p == end)
        return fault(f, BN_EMPTY, s, s, 0, BN_WANT_NONE, BN_LINE_NONE);
    if ((p = shown_squares(s, p, end, utf8, &stored, f)) == NULL)
        return 0;
    p = marks_read(&state, p, end, &cut);
    if (!marks_done(state))
        return marks_fault(f, s, p, end, utf8, state);
    while ((n = space(p, (size_t)(end - p), utf8)) != 0)
        p += n;
    if (p != end)
        return fault(f, BN_FORM, s, p, char_len(p, end, utf8), BN_WANT_END, BN_LINE_NONE);
    *move = stored;
    return 1;
}

size_t bn_shown_squares(const char *s, size_t len, int *move)
{
    const char *end = shown_squares(s, s, s + len, 1, move, NULL);
    return end ? (size_t)(end - s) : 0;
}

size_t bn_shown_marks(unsigned *state, const char *s, size_t len, int more)
{
    int cut = 0;
    const char *stop = marks_read(state, s, s + len, &cut);
    if (stop < s + len && !(more && cut))
        *state = MARK_NONE;
    return (size_t)(stop - s);
}

int bn_shown_done(unsigned state)
{
    return marks_done(state);
}

/* The stored move of a move as it is shown: what bn_move_scan reads, the
 * fault not asked for. */
int bn_move_parse(const char *s, size_t len, int utf8)
{
    int move;
    return bn_move_scan(s, len, utf8, &move, NULL) ? move : -1;
}

/*
 * A position: seven rows, each seven squares wide, split by '/', then a
 * space and the side to move. A row's character is a piece (a, d, k: one
 * square) or a run of empty squares (1 to 7); row_width says which, and
 * row_ends and bn_side_ok (in brandubh.h, for bn_position_ok) what may
 * follow. The stream reads a start line's position a character at a time
 * with these three.
 */

/* Is a character of a row a piece (a, d or k)? */
static inline int row_piece(unsigned char c)
{
    return c == 'a' || c == 'd' || c == 'k';
}

/* The width of a character of a row: a piece 1, a digit its value, any
 * other character 0. */
static inline unsigned row_width(unsigned char c)
{
    if (c >= '1' && c <= '7')
        return (unsigned)(c - '0');
    return (unsigned)row_piece(c);
}

/* Row row (from 0) has ended, width squares wide, at c: the character of
 * width 0 after it (c is -1 at the end of the text). 1 when the next row
 * follows, 2 when the side does; 0 at a fault: BN_LETTER (c ends no row),
 * BN_WIDTH, or BN_ROWS with the rows it would make in *rows. */
BN_ALWAYS_INLINE int row_ends(int row, size_t width, int c, enum bn_code *code, int *rows)
{
    if (c != '/' && c != ' ' && c != -1) {
        *code = BN_LETTER;
        return 0;
    }
    if (width != BN_SIZE) {
        *code = BN_WIDTH;
        return 0;
    }
    if (c != '/') {
        if (row < BN_SIZE - 1) {
            *code = BN_ROWS;
            *rows = row + 1;
            return 0;
        }
        return 2;
    }
    if (row == BN_SIZE - 1) {
        *code = BN_ROWS;
        *rows = BN_SIZE + 1;
        return 0;
    }
    return 1;
}


/* The cells and side of a position that was accepted; board_end is the
 * space before its side. */
static void position_cells(const char *s, const char *board_end, char *cells, char *side)
{
    const unsigned char *q;
    char *cell = cells;
    for (q = (const unsigned char *)s; q < (const unsigned char *)board_end; q++) {
        unsigned w;
        if (row_piece(*q))
            *cell++ = (char)*q;
        else if ((w = row_width(*q)) != 0) {
            memset(cell, 0, w);
            cell += w;
        }
    }
    *side = board_end[1];
}

/*
 * A position, read from the start: each row's characters, then its width
 * at its end, then the count of rows, then the side. The first fault found
 * in that order is the one reported.
 */
int bn_position_scan(const char *s, size_t len, struct bn_position_fault *f)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + len;
    int row = 0;

    for (;;) {
        const unsigned char *row_start = p;
        size_t width = 0;
        unsigned w;
        enum bn_code code = BN_OK;
        int next, rows = 0;
        while (p < end && (w = row_width(*p)) != 0) {
            width += w;
            p++;
        }
        next = row_ends(row, width, p < end ? *p : -1, &code, &rows);
        if (next == 2)
            break;
        if (next == 0) {
            if (code == BN_LETTER)
                return position_fault(f, BN_LETTER, s, p, 1, 0, 0, 0);
            if (code == BN_WIDTH)
                return position_fault(f, BN_WIDTH, s, row_start, (size_t)(p - row_start),
                                      BN_SIZE - row, width, 0);
            return position_fault(f, BN_ROWS, s, p, rows > BN_SIZE, 0, 0, rows);
        }
        row++;
        p++;
    }
    if (!bn_side_ok((const char *)p, (size_t)(end - p)))
        return position_fault(f, BN_SIDE, s, p, (size_t)(end - p), 0, 0, 0);
    return 1;
}

unsigned bn_row_width(unsigned char c)
{
    return row_width(c);
}

int bn_row_ends(int row, size_t width, int c, enum bn_code *code, int *rows)
{
    return row_ends(row, width, c, code, rows);
}


int bn_position(const char *s, size_t len, char *cells, char *side)
{
    if (!bn_position_ok(s, len))
        return 0;
    if (cells)
        position_cells(s, s + len - 2, cells, side);
    return 1;
}

/* Sorts many squares in place, by count. */
static void sort_many(unsigned char *squares, size_t n)
{
    size_t counts[BN_SQUARES] = { 0 }, i, j, k = 0;
    int sq;
    for (i = 0; i < n; i++)
        counts[squares[i]]++;
    for (sq = 0; sq < BN_SQUARES; sq++)
        for (j = 0; j < counts[sq]; j++)
            squares[k++] = (unsigned char)sq;
}

/* Sorts squares in place: by insertion when they are few (as they are in
 * a game), else by count. */
static inline void sort_squares(unsigned char *squares, size_t n)
{
    size_t i, j;
    if (n > 16) {
        sort_many(squares, n);
        return;
    }
    for (i = 1; i < n; i++) {
        unsigned char sq = squares[i];
        for (j = i; j > 0 && squares[j - 1] > sq; j--)
            squares[j] = squares[j - 1];
        squares[j] = sq;
    }
}

size_t bn_display(char *out, int move, int king, unsigned char *squares,
                  size_t ncaptures, int king_home, int king_taken)
{
    char *p = out;
    size_t i;

    if (king)
        *p++ = 'K';
    bn_square_text(move / BN_SQUARES, p);
    p[2] = '-';
    bn_square_text(move % BN_SQUARES, p + 3);
    p += 5;
    if (ncaptures) {
        sort_squares(squares, ncaptures);
        *p++ = 'x';
        for (i = 0; i < ncaptures; i++) {
            bn_square_text(squares[i], p);
            p[2] = ',';
            p += 3;
        }
        p--;
    }
    if (king_home) {
        *p++ = '+';
        *p++ = '+';
    }
    else if (king_taken)
        *p++ = '#';
    return (size_t)(p - out);
}

/* Does the text hold a character that is not white space? */
static int has_ink(const char *s, size_t len, int utf8)
{
    size_t i = 0, n;
    while (i < len) {
        if ((n = bn_space(s + i, len - i, utf8)) == 0)
            return 1;
        i += n;
    }
    return 0;
}

int bn_variant_ok(const char *s, size_t len, int utf8)
{
    return memchr(s, '\n', len) == NULL && memchr(s, '\r', len) == NULL
        && has_ink(s, len, utf8);
}

/* Is a moves line's piece at s (len bytes to the line's end) a stored move:
 * four characters that make one, then white space or the line's end? */
static inline int stored_piece(const char *s, size_t len, int utf8)
{
    return len >= 4 && bn_is_stored(s) && (len == 4 || space(s + 4, len - 4, utf8) != 0);
}

int bn_stored_piece(const char *s, size_t len, int utf8)
{
    return stored_piece(s, len, utf8);
}

/* Counts the stored moves of a moves line, split on runs of white space;
 * 0 when a piece is not a stored move, with the fault (s is the text). */
static int count_moves(const char *s, const char *line, size_t len, int utf8,
                       size_t *count, struct bn_fault *f)
{
    size_t pos = 0, n = 0, w;
    for (;;) {
        while ((w = space(line + pos, len - pos, utf8)) != 0)
            pos += w;
        if (pos == len)
            break;
        if (!stored_piece(line + pos, len - pos, utf8)) {
            size_t piece = pos;
            while (piece < len && space(line + piece, len - piece, utf8) == 0)
                piece++;
            return fault(f, BN_MOVE, s, line + pos, piece - pos, BN_WANT_NONE, BN_LINE_NONE);
        }
        pos += 4;
        n++;
    }
    *count = n;
    return 1;
}

int bn_moves_next(const char *s, size_t len, int utf8, size_t *pos)
{
    size_t p = *pos, w;
    int move;
    while ((w = space(s + p, len - p, utf8)) != 0)
        p += w;
    if (len - p < 4 || (move = bn_move_stored(s + p, 4)) < 0) {
        *pos = len;
        return -1;
    }
    *pos = p + 4;
    return move;
}

static int equals(const char *s, size_t len, const char *word, size_t wlen)
{
    return len == wlen && memcmp(s, word, len) == 0;
}

/* Does the line begin with line w's word, followed by its end or a space? */
BN_ALWAYS_INLINE int word_is(const char *s, size_t len, enum bn_line w)
{
    size_t n = lines[w].len;
    return len >= n && s[0] == lines[w].word[0] && memcmp(s, lines[w].word, n) == 0
        && (len == n || s[n] == ' ');
}

/* The known word that begins a line and is followed by its end or a space:
 * the line it makes, and the word's length. */
BN_ALWAYS_INLINE enum bn_line line_word(const char *s, size_t len, size_t *wlen)
{
    int w;
    for (w = BN_LINE_NONE + 1; w <= BN_LINE_LAST; w++) {
        if (word_is(s, len, (enum bn_line)w)) {
            *wlen = lines[w].len;
            return (enum bn_line)w;
        }
    }
    return BN_LINE_NONE;
}

/* Where the rest of a line begins, after its word (wlen bytes) and the
 * one space, in a line of len bytes or characters. */
static inline size_t line_rest(size_t len, size_t wlen)
{
    return len > wlen ? wlen + 1 : len;
}

/* A record holds each of its lines once: marks line w in *seen, 0 when it
 * was there before. */
static inline int line_once(unsigned *seen, enum bn_line w)
{
    if (*seen & (1u << w))
        return 0;
    *seen |= 1u << w;
    return 1;
}

/* The value of a line's rest read as one of its words (the result a
 * result line says), or -1. */
static inline int rest_word(enum bn_line line, const char *s, size_t len)
{
    if (line != BN_LINE_RESULT)
        return -1;
    if (equals(s, len, result_agreed, sizeof result_agreed - 1))
        return BN_RESULT_AGREED;
    if (equals(s, len, result_attackers, sizeof result_attackers - 1))
        return BN_RESULT_RESIGN_ATTACKERS;
    if (equals(s, len, result_defenders, sizeof result_defenders - 1))
        return BN_RESULT_RESIGN_DEFENDERS;
    return -1;
}

/*
 * A line is a word, then its end or one space and the rest. A word is one or
 * more word characters; only the four known words are accepted, and a known
 * word followed by any character but a space is a longer (unknown) word or
 * not a word at all. So no test of Unicode word characters is needed.
 * Returns the line it is, or 0 at its fault.
 */
BN_ALWAYS_INLINE int scan_line(const char *s, const char *line, size_t len, int utf8,
                               struct bn_game *g, unsigned *seen, struct bn_fault *f)
{
    size_t wlen = 0, rest_len;
    const char *rest;
    enum bn_line w = line_word(line, len, &wlen);
    struct bn_position_fault inner;
    int result;

    if (w == BN_LINE_NONE)
        return fault(f, BN_LINE, s, line, len, BN_WANT_NONE, BN_LINE_NONE);
    if (!line_once(seen, w))
        return fault(f, BN_TWICE, s, line, len, BN_WANT_NONE, w);
    rest = line + line_rest(len, wlen);
    rest_len = len - line_rest(len, wlen);
    switch (w) {
    case BN_LINE_VARIANT:
        if (!has_ink(rest, rest_len, utf8))
            return fault(f, BN_VARIANT, s, rest, rest_len, BN_WANT_NONE, BN_LINE_NONE);
        g->variant_at = (size_t)(rest - s);
        g->variant_len = rest_len;
        return w;
    case BN_LINE_START:
        if (!bn_position_scan(rest, rest_len, &inner)) {
            fault(f, BN_START, s, rest + inner.at, inner.len, BN_WANT_NONE, BN_LINE_NONE);
            if (f)
                f->position = inner;
            return 0;
        }
        g->has_start = 1;
        g->start_at = (size_t)(rest - s);
        g->start_len = rest_len;
        return w;
    case BN_LINE_MOVES:
        g->moves_at = (size_t)(rest - s);
        g->moves_len = rest_len;
        return count_moves(s, rest, rest_len, utf8, &g->nmoves, f) ? w : 0;
    case BN_LINE_RESULT:
        if ((result = rest_word(w, rest, rest_len)) < 0)
            return fault(f, BN_RESULT, s, rest, rest_len, BN_WANT_NONE, BN_LINE_NONE);
        g->result = (enum bn_result)result;
        return w;
    default:
        return fault(f, BN_LINE, s, line, len, BN_WANT_NONE, BN_LINE_NONE);
    }
}

int bn_game_scan(const char *s, size_t len, int utf8, struct bn_game *g, struct bn_fault *f)
{
    size_t at = 0;
    unsigned seen = 0;
    enum bn_line missing;

    memset(g, 0, sizeof *g);
    while (at < len) {
        const char *line = s + at;
        const char *lf = (const char *)memchr(line, '\n', len - at);
        size_t line_len = lf ? (size_t)(lf - line) : len - at;
        size_t next = at + line_len + (lf ? 1 : 0);

        if (lf && line_len && line[line_len - 1] == '\r')
            line_len--;
        if (has_ink(line, line_len, utf8) && !scan_line(s, line, line_len, utf8, g, &seen, f))
            return 0;
        at = next;
    }
    if ((missing = bn_record_missing(seen)) != BN_LINE_NONE)
        return fault(f, BN_MISSING, s, s + len, 0, BN_WANT_NONE, missing);
    return 1;
}

/* The stream scanner's ways in (stream.h): the record scan's own readers,
 * kept static above so that bn_game_scan has them inlined. */
int bn_has_ink(const char *s, size_t len, int utf8)
{
    return has_ink(s, len, utf8);
}

enum bn_line bn_line_word(const char *s, size_t len, size_t *wlen)
{
    return line_word(s, len, wlen);
}

int bn_word_is(const char *s, size_t len, enum bn_line w)
{
    return word_is(s, len, w);
}

size_t bn_line_rest(size_t len, size_t wlen)
{
    return line_rest(len, wlen);
}

int bn_line_once(unsigned *seen, enum bn_line w)
{
    return line_once(seen, w);
}

int bn_rest_word(enum bn_line line, const char *s, size_t len)
{
    return rest_word(line, s, len);
}

const struct bn_line_rule *bn_line_rule(enum bn_line line)
{
    return &lines[(unsigned)line <= BN_LINE_LAST ? line : BN_LINE_NONE];
}

int bn_line_scan(const char *s, const char *line, size_t len, int utf8,
                 struct bn_game *g, unsigned *seen, struct bn_fault *f)
{
    return scan_line(s, line, len, utf8, g, seen, f);
}

size_t bn_record_size(size_t variant_len, size_t start_len, int has_start,
                      size_t nmoves, enum bn_result result)
{
    size_t n = sizeof "variant \n" - 1 + variant_len
             + sizeof "moves\n" - 1 + 5 * nmoves;
    if (has_start)
        n += sizeof "start \n" - 1 + start_len;
    if (result == BN_RESULT_AGREED)
        n += sizeof "result \n" - 1 + sizeof result_agreed - 1;
    else if (result != BN_RESULT_NONE)
        n += sizeof "result \n" - 1 + sizeof result_attackers - 1;
    return n;
}

static char *put(char *out, const char *s, size_t len)
{
    memcpy(out, s, len);
    return out + len;
}

#define PUT_LITERAL(out, lit) put((out), (lit), sizeof(lit) - 1)

char *bn_record_head(char *out, const char *variant, size_t variant_len,
                     const char *start, size_t start_len, int has_start)
{
    out = PUT_LITERAL(out, "variant ");
    out = put(out, variant, variant_len);
    *out++ = '\n';
    if (has_start) {
        out = PUT_LITERAL(out, "start ");
        out = put(out, start, start_len);
        *out++ = '\n';
    }
    return PUT_LITERAL(out, "moves");
}

char *bn_record_tail(char *out, enum bn_result result)
{
    *out++ = '\n';
    switch (result) {
    case BN_RESULT_AGREED:
        out = PUT_LITERAL(out, "result ");
        out = put(out, result_agreed, sizeof result_agreed - 1);
        break;
    case BN_RESULT_RESIGN_ATTACKERS:
        out = PUT_LITERAL(out, "result ");
        out = put(out, result_attackers, sizeof result_attackers - 1);
        break;
    case BN_RESULT_RESIGN_DEFENDERS:
        out = PUT_LITERAL(out, "result ");
        out = put(out, result_defenders, sizeof result_defenders - 1);
        break;
    default:
        return out;
    }
    *out++ = '\n';
    return out;
}

/* The replay: a move played as it says (brandubh.h). */

const char *bn_replay_name(enum bn_replay code)
{
    switch (code) {
    case BN_REPLAY_OK:          return "";
    case BN_REPLAY_EMPTY:       return "empty";
    case BN_REPLAY_SIDE:        return "side";
    case BN_REPLAY_KING:        return "king";
    case BN_REPLAY_TAKEN:       return "taken";
    case BN_REPLAY_KING_SQUARE: return "king_square";
    case BN_REPLAY_CAPTURE:     return "capture";
    case BN_REPLAY_INPUT:       return "input";
    }
    return "";
}

/* The side a cell's piece is of: 'a', 'd' (the king is a defender), or 0
 * for an empty square. */
static inline char piece_side(char cell)
{
    return cell == 'a' ? 'a' : cell == 'd' || cell == 'k' ? 'd' : 0;
}

/* A fault at a square, and what it held. */
static inline enum bn_replay replay_fault(struct bn_replay_fault *fault, enum bn_replay code,
                                          int square, char held)
{
    fault->square = square;
    fault->held = piece_side(held) ? held : 0;
    return code;
}

enum bn_replay bn_replay_move(char *cells, char *side, const struct bn_said *said,
                              struct bn_replay_fault *fault)
{
    char board[BN_SQUARES], piece, mover;
    size_t i;
    int from, to;
    struct bn_replay_fault ignored;
    if (fault == NULL)
        fault = &ignored;
    fault->square = -1;
    fault->held = 0;
    if (cells == NULL || side == NULL || said == NULL || (*side != 'a' && *side != 'd'))
        return BN_REPLAY_INPUT;
    from = said->from;
    to = said->to;
    if (from < 0 || from >= BN_SQUARES || to < 0 || to >= BN_SQUARES)
        return BN_REPLAY_INPUT;
    mover = *side;
    if (said->stated) {
        if (said->king_square < -1 || said->king_square >= BN_SQUARES
            || (said->captures == NULL && said->ncaptures > 0))
            return BN_REPLAY_INPUT;
        for (i = 0; i < said->ncaptures; i++)
            if (said->captures[i] >= BN_SQUARES)
                return BN_REPLAY_INPUT;
    }
    piece = cells[bn_cell_of(from)];
    if (piece_side(piece) == 0)
        return replay_fault(fault, BN_REPLAY_EMPTY, from, 0);
    if (piece_side(piece) != mover)
        return replay_fault(fault, BN_REPLAY_SIDE, from, piece);
    if (!said->stated) {        /* nothing more is said */
        cells[bn_cell_of(from)] = 0;
        cells[bn_cell_of(to)] = piece;
        *side = mover == 'a' ? 'd' : 'a';
        return BN_REPLAY_OK;
    }
    if (said->king && piece != 'k')
        return replay_fault(fault, BN_REPLAY_KING, from, piece);
    if (piece_side(cells[bn_cell_of(to)]) != 0)
        return replay_fault(fault, BN_REPLAY_TAKEN, to, cells[bn_cell_of(to)]);
    /* the move played on a copy, kept only when nothing it says fails */
    memcpy(board, cells, BN_SQUARES);
    board[bn_cell_of(from)] = 0;
    board[bn_cell_of(to)] = piece;
    if (said->king_square >= 0 && board[bn_cell_of(said->king_square)] != 'k')
        return replay_fault(fault, BN_REPLAY_KING_SQUARE, said->king_square,
                            board[bn_cell_of(said->king_square)]);
    for (i = 0; i < said->ncaptures; i++) {
        const int cell = bn_cell_of(said->captures[i]);
        const char taken = piece_side(board[cell]);
        if (taken == 0 || taken == mover)
            return replay_fault(fault, BN_REPLAY_CAPTURE, said->captures[i], board[cell]);
        board[cell] = 0;
    }
    memcpy(cells, board, BN_SQUARES);
    *side = mover == 'a' ? 'd' : 'a';
    return BN_REPLAY_OK;
}

/* The text of every row: a row's code holds two bits a cell, file a in
 * the lowest (0 empty, 1 'a', 2 'd', 3 'k'); its text is in the first
 * seven bytes, its length in the eighth. Made once, by bn_rows_init (the
 * glue calls it as it loads, before any thread; bn_rows_write calls it
 * when no one has). */
static char row_texts[1 << (2 * BN_SIZE)][8];
static unsigned char cell_codes[256];
static int rows_made = 0;

void bn_rows_init(void)
{
    static const char pieces[4] = { 0, 'a', 'd', 'k' };
    unsigned code;
    if (rows_made)
        return;
    cell_codes[(unsigned char)'a'] = 1;
    cell_codes[(unsigned char)'d'] = 2;
    cell_codes[(unsigned char)'k'] = 3;
    for (code = 0; code < (1u << (2 * BN_SIZE)); code++) {
        char *p = row_texts[code];
        int file, empty = 0;
        for (file = 0; file < BN_SIZE; file++) {
            const char piece = pieces[(code >> (2 * file)) & 3];
            if (piece) {
                if (empty)
                    *p++ = (char)('0' + empty);
                empty = 0;
                *p++ = piece;
            }
            else
                empty++;
        }
        if (empty)
            *p++ = (char)('0' + empty);
        row_texts[code][7] = (char)(p - row_texts[code]);
    }
    rows_made = 1;
}

void bn_rows_write(struct bn_rows *rows, const char *cells, unsigned which)
{
    int row, file;
    if (!rows_made)
        bn_rows_init();
    for (row = 0; row < BN_SIZE; row++) {
        const unsigned char *c = (const unsigned char *)cells + row * BN_SIZE;
        unsigned code = 0;
        if (!(which & (1u << row)))
            continue;
        for (file = 0; file < BN_SIZE; file++)
            code |= (unsigned)cell_codes[c[file]] << (2 * file);
        memcpy(rows->text[row], row_texts[code], 8);
        rows->len[row] = (unsigned char)row_texts[code][7];
    }
}

size_t bn_rows_text(const struct bn_rows *rows, char side, char *out)
{
    char *p = out;
    int row;
    for (row = 0; row < BN_SIZE; row++) {
        memcpy(p, rows->text[row], 8);      /* the row, and what follows it */
        p += rows->len[row];
        *p++ = '/';
    }
    p[-1] = ' ';
    *p++ = side == 'd' ? 'd' : 'a';
    return (size_t)(p - out);
}

size_t bn_position_text(const char *cells, char side, char *out)
{
    struct bn_rows rows;
    char room[BN_POSITION_ROOM];
    size_t len;
    bn_rows_write(&rows, cells, 0x7f);
    len = bn_rows_text(&rows, side, room);
    memcpy(out, room, len);
    return len;
}

/*
 * The tafl notations (brandubh.h, "The tafl notations"). The table says
 * what each dialect writes; one scanner reads a move of any of them by it,
 * and finds the first fault as Dialects.pm's plain-Perl scanner does.
 */

/* The marks a move may end with, as the scanner finds them: the longest
 * the text holds. */
enum { MARK_SIGN_PLUS, MARK_SIGN_MINUS, MARK_SIGN_PLUS2, MARK_SIGN_MINUS2, MARK_SIGN_HASH, MARK_SIGNS };

struct dialect_rule {
    const char *name;
    char king;                  /* the king's letter, or 0 for none */
    unsigned char king_lower;   /* k is the king's letter too */
    unsigned char lower;        /* squares in lower case only */
    unsigned char hyphen;       /* the hyphen is required */
    char separator;             /* between captured squares: ',', '/' or 'x' */
    unsigned char x_upper;      /* X is an x too */
    unsigned char king_mark;    /* a captured square may be marked K */
    unsigned char says_lower;   /* a move written in lower case says so */
    unsigned marks[MARK_SIGNS]; /* the key of about each sign sets, 0 for none */
    const char *resigned, *timeout;     /* the closing words, or NULL */
    unsigned written_as_wins;   /* keys written with the sign of wins */
};

static const struct dialect_rule dialect_rules[BN_DIALECTS] = {
    /* nielsen: f6-f7xe7xe6, old records without the hyphen; no marks */
    { "nielsen", 0, 0, 1, 0, 'x', 0, 0, 0, { 0, 0, 0, 0, 0 }, "resigned", "timeout", 0 },
    /* otn: Kd1-d3xc3/Ke3, + - ++ -- */
    { "otn", 'K', 0, 1, 1, '/', 0, 1, 0,
      { BN_ABOUT_THREAT, BN_ABOUT_WAY_OUT, BN_ABOUT_KING_TAKEN, BN_ABOUT_KING_HOME, 0 }, "---", NULL, 0 },
    /* shown: Kd1-d3xc3,e3, either case, ++ and # */
    { "shown", 'K', 1, 0, 0, ',', 1, 0, 0,
      { 0, 0, BN_ABOUT_KING_HOME, 0, BN_ABOUT_KING_TAKEN }, NULL, NULL, 0 },
    /* walker: E5-E6xD6/F6/E7, either case, + ++ -- (the king home or
     * taken written as a win) */
    { "walker", 0, 0, 0, 1, '/', 0, 0, 1,
      { BN_ABOUT_THREAT, 0, BN_ABOUT_WINS, BN_ABOUT_LOSES, 0 }, NULL, NULL,
      BN_ABOUT_KING_HOME | BN_ABOUT_KING_TAKEN },
};

int bn_dialect_of(const char *s, size_t len)
{
    int d;
    for (d = 0; d < BN_DIALECTS; d++)
        if (strlen(dialect_rules[d].name) == len && memcmp(dialect_rules[d].name, s, len) == 0)
            return d;
    return -1;
}

const char *bn_dialect_name(enum bn_dialect d)
{
    return (unsigned)d < BN_DIALECTS ? dialect_rules[d].name : "";
}

const char *bn_dialect_code_name(enum bn_dialect_code code)
{
    static const char *const names[] = {
        "", "empty", "form", "board", "case", "piece", "jump", "captures", "mark", "after", "turn"
    };
    return (unsigned)code < sizeof names / sizeof names[0] ? names[code] : "";
}

const char *bn_dialect_want_name(enum bn_dialect_want want)
{
    static const char *const names[] = { "", "from", "to", "hyphen", "capture", "one_king", "end" };
    return (unsigned)want < sizeof names / sizeof names[0] ? names[want] : "";
}

const char *bn_dialect_word_text(enum bn_dialect d, enum bn_dialect_word word)
{
    if ((unsigned)d >= BN_DIALECTS)
        return NULL;
    return word == BN_WORD_RESIGNED ? dialect_rules[d].resigned : word == BN_WORD_TIMEOUT ? dialect_rules[d].timeout : NULL;
}

static inline int d_letter(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static inline int d_digit(int c)
{
    return c >= '0' && c <= '9';
}

/* The byte at i, or 0 past the end (no grammar reads a 0). */
#define D_AT(i) ((i) < len ? (unsigned char)s[i] : 0)

static int d_fault(struct bn_dialect_fault *f, enum bn_dialect_code code, size_t at, size_t len,
                   enum bn_dialect_want want)
{
    if (f) {
        memset(f, 0, sizeof *f);
        f->code = code;
        f->at = at;
        f->len = len;
        f->want = want;
    }
    return 0;
}

/* A square at *pos: a letter and digits, in lower case a square of the
 * board; 1 with *square and *pos past it, or 0 with the fault (nothing of
 * the kind there: want; a capital in a dialect of lower case; a square off
 * the board). */
BN_ALWAYS_INLINE int d_square(const struct dialect_rule *r, const char *s, size_t len, size_t *pos,
                    enum bn_dialect_want want, int *square, struct bn_dialect_fault *f)
{
    size_t at = *pos, n = 0;
    int file = D_AT(at);
    if (!d_letter(file) || !d_digit(D_AT(at + 1)))
        return d_fault(f, BN_D_FORM, at, 0, want);
    while (d_digit(D_AT(at + 1 + n)))
        n++;
    if (r->lower && file >= 'A' && file <= 'Z')
        return d_fault(f, BN_D_CASE, at, 0, want);
    file |= 0x20;
    if (file > 'g' || n != 1 || D_AT(at + 1) < '1' || D_AT(at + 1) > '7')
        return d_fault(f, BN_D_BOARD, at, 1 + n, BN_DW_NONE);
    *square = (file - 'a') * BN_SIZE + (D_AT(at + 1) - '1');
    *pos = at + 2;
    return 1;
}

static inline int d_jump(int c)
{
    return c == '^' || c == '=' || c == '*';
}

/* Is the byte at i the dialect's x? */
static inline int d_x(const struct dialect_rule *r, int c)
{
    return c == 'x' || (r->x_upper && c == 'X');
}

/* The dialects' scanner: a move of rule r, the whole text. */
static inline int dialect_scan(const struct dialect_rule *r, const char *s, size_t len, struct bn_dialect_move *m,
                        unsigned char *captures, size_t room, struct bn_dialect_fault *f)
{
    size_t p = 0, i;
    int from, to, square, pending = 0, c;
    unsigned about = 0;
    if (len == 0)
        return d_fault(f, BN_D_EMPTY, 0, 0, BN_DW_NONE);
    m->king_square = -1;
    m->ncaptures = 0;
    /* the king's letter, or a piece letter of another game before a square */
    c = D_AT(0);
    if (r->king && (c == r->king || (r->king_lower && c == 'k'))) {
        about |= BN_ABOUT_KING;
        p = 1;
    }
    else if (d_letter(c) && d_letter(D_AT(1)) && d_digit(D_AT(2)))
        return d_fault(f, BN_D_PIECE, 0, 1, BN_DW_NONE);
    if (!d_square(r, s, len, &p, BN_DW_FROM, &from, f))
        return 0;
    c = D_AT(p);
    if (c == '-')
        p++;
    else if (d_jump(c))
        return d_fault(f, BN_D_JUMP, p, 1, BN_DW_NONE);
    else if (r->hyphen)
        return d_fault(f, BN_D_FORM, p, 0, BN_DW_HYPHEN);
    else
        about |= BN_ABOUT_NO_HYPHEN;
    if (!d_square(r, s, len, &p, BN_DW_TO, &to, f))
        return 0;
    if (d_jump(D_AT(p)))
        return d_fault(f, BN_D_JUMP, p, 1, BN_DW_NONE);
    if (d_x(r, D_AT(p))) {
        p++;
        for (;;) {
            if (r->king_mark && D_AT(p) == 'K' && D_AT(p + 1) >= 'a' && D_AT(p + 1) <= 'z'
                && d_digit(D_AT(p + 2))) {
                if (m->king_square >= 0 || pending)
                    return d_fault(f, BN_D_FORM, p, 0, BN_DW_ONE_KING);
                pending = 1;
                p++;
            }
            if (!d_square(r, s, len, &p, BN_DW_CAPTURE, &square, f))
                return 0;
            if (pending) {
                m->king_square = square;
                pending = 0;
            }
            if (m->ncaptures < room)
                captures[m->ncaptures] = (unsigned char)square;
            m->ncaptures++;
            c = D_AT(p);
            if (r->separator == 'x' ? d_x(r, c) : c == r->separator)
                p++;
            else
                break;
        }
        /* a separator of another dialect between captures */
        c = D_AT(p);
        if ((c == ',' || c == '/') && d_letter(D_AT(p + 1))
            && (d_digit(D_AT(p + 2)) || (d_letter(D_AT(p + 2)) && d_digit(D_AT(p + 3)))))
            return d_fault(f, BN_D_CAPTURES, p, 1, BN_DW_NONE);
        if (r->separator != 'x' && c == 'x' && d_letter(D_AT(p + 1)) && d_digit(D_AT(p + 2)))
            return d_fault(f, BN_D_CAPTURES, p, 1, BN_DW_NONE);
    }
    if (m->king_square >= 0)
        about |= BN_ABOUT_KING_TAKEN;
    /* a mark: the longest the text holds, the dialect's or another's */
    c = D_AT(p);
    if (c == '+' || c == '-' || c == '#') {
        const int two = c != '#' && D_AT(p + 1) == c;
        const int sign = c == '#' ? MARK_SIGN_HASH
                       : c == '+' ? (two ? MARK_SIGN_PLUS2 : MARK_SIGN_PLUS)
                       : (two ? MARK_SIGN_MINUS2 : MARK_SIGN_MINUS);
        if (!r->marks[sign])
            return d_fault(f, BN_D_MARK, p, two ? 2 : 1, BN_DW_NONE);
        about |= r->marks[sign];
        p += two ? 2 : 1;
    }
    if (p < len)
        return d_fault(f, BN_D_FORM, p, 0, BN_DW_END);
    if (r->says_lower) {
        for (i = 0; i < len && !(s[i] >= 'A' && s[i] <= 'Z'); i++)
            ;
        if (i == len)
            about |= BN_ABOUT_LOWER;
    }
    m->move = from * BN_SQUARES + to;
    m->about = about;
    return 1;
}

/* The shown form, read by the shown move's own functions: 1 with *m, or 0
 * when it is not a move as shown. A byte past 0x7F begins none (the Kelvin
 * sign that bn_shown_squares reads as k is no king's letter here). */
static int dialect_shown(const char *s, size_t len, struct bn_dialect_move *m, unsigned char *captures,
                         size_t room)
{
    unsigned state = BN_MARKS_START;
    size_t n, p;
    int move;
    if (len == 0 || (unsigned char)s[0] > 0x7F || (n = bn_shown_squares(s, len, &move)) == 0
        || bn_shown_marks(&state, s + n, len - n, 0) != len - n || !bn_shown_done(state))
        return 0;
    /* what it says, read from the move the shown form accepted */
    m->move = move;
    m->about = 0;
    m->king_square = -1;
    m->ncaptures = 0;
    p = 0;
    if (s[0] == 'K' || s[0] == 'k') {
        m->about |= BN_ABOUT_KING;
        p = 1;
    }
    if (n - p == 4)
        m->about |= BN_ABOUT_NO_HYPHEN;
    p = n;
    if (p < len && (s[p] == 'x' || s[p] == 'X')) {
        do {
            if (m->ncaptures < room)
                captures[m->ncaptures] = (unsigned char)bn_square_at(s + p + 1, 1);
            m->ncaptures++;
            p += 3;
        } while (p < len && s[p] == ',');
    }
    if (p < len)
        m->about |= s[p] == '#' ? BN_ABOUT_KING_TAKEN : BN_ABOUT_KING_HOME;
    return 1;
}

int bn_dialect_move(enum bn_dialect d, const char *s, size_t len, struct bn_dialect_move *m,
                    unsigned char *captures, size_t room, struct bn_dialect_fault *f)
{
    const struct dialect_rule *r;
    if ((unsigned)d >= BN_DIALECTS)
        return d_fault(f, BN_D_EMPTY, 0, 0, BN_DW_NONE);
    r = &dialect_rules[d];
    if (d == BN_DIALECT_SHOWN) {
        struct bn_dialect_move scanned;
        if (dialect_shown(s, len, m, captures, room))
            return 1;
        /* refused: the scanner says why (it refuses what the shown form
         * refuses; should it not, the fault is the end of the move) */
        if (dialect_scan(r, s, len, &scanned, NULL, 0, f))
            return d_fault(f, BN_D_FORM, len, 0, BN_DW_END);
        return 0;
    }
    return dialect_scan(r, s, len, m, captures, room, f);
}

/* The signs of the marks, by enum of MARK_SIGN_... */
static const char *const mark_signs[MARK_SIGNS] = { "+", "-", "++", "--", "#" };

/* The sign a dialect writes a key of about with, or -1. */
static int d_sign_of(const struct dialect_rule *r, unsigned key)
{
    int sign;
    if (r->written_as_wins & key)
        key = BN_ABOUT_WINS;
    for (sign = 0; sign < MARK_SIGNS; sign++)
        if (r->marks[sign] == key)
            return sign;
    return -1;
}

size_t bn_dialect_write(enum bn_dialect d, int move, unsigned about, const unsigned char *captures, size_t n,
                        int king_square, char *out)
{
    /* the order in which the marks asked for are chosen: an ending first */
    static const unsigned order[] = { BN_ABOUT_KING_HOME, BN_ABOUT_KING_TAKEN, BN_ABOUT_WINS, BN_ABOUT_LOSES,
                                      BN_ABOUT_THREAT, BN_ABOUT_WAY_OUT };
    const struct dialect_rule *r = &dialect_rules[(unsigned)d < BN_DIALECTS ? d : BN_DIALECT_NIELSEN];
    const int king_mark = r->king_mark && king_square >= 0;
    char *p = out;
    int sign = -1, marked = 0;
    size_t i, k;
    for (k = 0; k < sizeof order / sizeof order[0] && sign < 0; k++)
        if ((about & order[k]) && !(order[k] == BN_ABOUT_KING_TAKEN && king_mark))
            sign = d_sign_of(r, order[k]);
    if ((about & BN_ABOUT_KING) && r->king)
        *p++ = r->king;
    bn_square_text(move / BN_SQUARES, p);
    p += 2;
    if (r->hyphen || !(about & BN_ABOUT_NO_HYPHEN))
        *p++ = '-';
    bn_square_text(move % BN_SQUARES, p);
    p += 2;
    if (d == BN_DIALECT_SHOWN) {
        /* in the order of their names, which the squares' numbers keep */
        size_t count[BN_SQUARES] = { 0 };
        int square;
        for (i = 0; i < n; i++)
            count[captures[i] < BN_SQUARES ? captures[i] : 0]++;
        for (square = 0, i = 0; square < BN_SQUARES; square++)
            for (k = 0; k < count[square]; k++, i++) {
                *p++ = i ? r->separator : 'x';
                bn_square_text(square, p);
                p += 2;
            }
    }
    else
        for (i = 0; i < n; i++) {
            *p++ = i ? r->separator : 'x';
            if (king_mark && !marked && captures[i] == king_square) {
                *p++ = 'K';
                marked = 1;
            }
            bn_square_text(captures[i], p);
            p += 2;
        }
    if (sign >= 0) {
        const char *m = mark_signs[sign];
        while (*m)
            *p++ = *m++;
    }
    if (d == BN_DIALECT_WALKER && !(about & BN_ABOUT_LOWER)) {
        char *c;
        int x = 0;
        for (c = out; c < p; c++)
            if (*c >= 'a' && *c <= 'z' && !(*c == 'x' && !x++))
                *c = (char)(*c - 32);
    }
    return (size_t)(p - out);
}

void bn_dialect_list_start(struct bn_dialect_list *l, enum bn_dialect d, const char *s, size_t len, int utf8)
{
    memset(l, 0, sizeof *l);
    l->d = (unsigned)d < BN_DIALECTS ? d : BN_DIALECT_NIELSEN;
    l->s = s;
    l->len = len;
    l->utf8 = utf8;
}

/* Is the token (len bytes at s) the word w? */
static inline int d_word(const char *w, const char *s, size_t len)
{
    return w != NULL && *w == *s && strlen(w) == len && memcmp(w, s, len) == 0;
}

int bn_dialect_list_next(struct bn_dialect_list *l, struct bn_dialect_move *m, unsigned char *captures,
                         size_t room, size_t *at, size_t *tlen, struct bn_dialect_fault *f)
{
    const struct dialect_rule *r = &dialect_rules[l->d];
    const char *s = l->s;
    const size_t len = l->len;
    for (;;) {
        size_t n, start, end, digits, dots;
        /* the next token */
        while (l->pos < len && (n = space(s + l->pos, len - l->pos, l->utf8)) != 0)
            l->pos += n;
        if (l->pos >= len)
            return 0;
        start = end = l->pos;
        for (;;) {
            /* printable ASCII at once; anything else asked of space() */
            while (end < len && (unsigned char)s[end] > ' ' && (unsigned char)s[end] < 0x80)
                end++;
            if (end >= len || space(s + end, len - end, l->utf8) != 0)
                break;
            n = l->utf8 ? bn_utf8_lead((unsigned char)s[end]) : 1;
            end += n ? n : 1;
        }
        if (end > len)
            end = len;
        l->pos = end;
        if (l->word) {
            d_fault(f, BN_D_AFTER, start, 0, BN_DW_NONE);
            if (f) {
                f->token_at = start;
                f->token_len = end - start;
                f->word_at = l->word_at;
                f->word_len = l->word_len;
                f->moves = l->moves;
            }
            return -1;
        }
        /* a turn's number: 1. or 1... alone or before the turn's first move */
        for (digits = 0; start + digits < end && d_digit((unsigned char)s[start + digits]); digits++)
            ;
        for (dots = 0; digits && start + digits + dots < end && s[start + digits + dots] == '.'; dots++)
            ;
        if (digits && dots) {
            size_t number = 0, i, before;
            int fits = 1;
            for (i = 0; i < digits; i++) {
                /* more than any count of moves here: the text's bytes,
                 * or the moves read before it (a list read on from an
                 * earlier piece may count more moves than its bytes) */
                if (number > len && number > l->moves)
                    fits = 0;
                else
                    number = number * 10 + (size_t)(s[start + i] - '0');
            }
            before = number * 2 + (dots == 3);
            if ((dots != 1 && dots != 3) || !fits || number == 0 || before - 2 != l->moves) {
                d_fault(f, BN_D_TURN, start, digits + dots, BN_DW_NONE);
                if (f) {
                    f->token_at = start;
                    f->token_len = end - start;
                    f->digits = digits;
                    f->moves = l->moves;
                }
                return -1;
            }
            start += digits + dots;
            if (start == end)
                continue;
        }
        if (d_word(r->resigned, s + start, end - start) || d_word(r->timeout, s + start, end - start)) {
            l->word = d_word(r->resigned, s + start, end - start) ? BN_WORD_RESIGNED : BN_WORD_TIMEOUT;
            l->word_at = start;
            l->word_len = end - start;
            continue;
        }
        if (l->ended) {
            d_fault(f, BN_D_AFTER, start, 0, BN_DW_NONE);
            if (f) {
                f->token_at = start;
                f->token_len = end - start;
                f->ended = l->ended;
                f->moves = l->moves;
            }
            return -1;
        }
        *at = start;
        *tlen = end - start;
        if (!bn_dialect_move(l->d, s + start, end - start, m, captures, room, f)) {
            if (f) {
                f->at += start;
                f->token_at = start;
                f->token_len = end - start;
                f->moves = l->moves;
            }
            return -1;
        }
        l->moves++;
        if (m->about & BN_ABOUT_ENDS)
            l->ended = l->moves;
        return 1;
    }
}

/* The keys of a move's about a record loses, by bn_lost_key (the captures
 * and the king's square are not bits). */
static const unsigned lost_bits[BN_LOST_KEYS] = {
    0, BN_ABOUT_KING, 0, BN_ABOUT_KING_TAKEN, BN_ABOUT_KING_HOME,
    BN_ABOUT_THREAT, BN_ABOUT_WAY_OUT, BN_ABOUT_WINS, BN_ABOUT_LOSES
};
#define LIST_RECORD_FEW 32
/* the room of a record's end: its moves' line feed and a result line */
#define LIST_RECORD_TAIL (1 + sizeof "result \n" - 1 + sizeof result_attackers - 1)

static void list_lost(struct bn_lost *lost, int key, size_t number)
{
    if (lost->count[key]++ == 0)
        lost->first[key] = number;
}

size_t bn_list_record(enum bn_dialect d, const char *s, size_t len, const char *cells, char side,
                      size_t most, const char *variant, size_t variant_len,
                      char *out, size_t room, struct bn_lost *lost)
{
    struct bn_dialect_list l;
    struct bn_dialect_move m;
    unsigned char captures[LIST_RECORD_FEW];
    char board[BN_SQUARES], mover;
    size_t i, at, tlen;
    char *p, *end;
    int got, k, seen = 0;
    memset(lost, 0, sizeof *lost);
    if ((unsigned)d >= BN_DIALECTS || cells == NULL || (side != 'a' && side != 'd') || out == NULL)
        return 0;
    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == ' ' || c == '\t')
            continue;
        if (c < 0x21 || c > 0x7e || c == ',')
            return 0;
        seen = 1;
    }
    if (!seen || room < sizeof "variant \nmoves" - 1 + variant_len + LIST_RECORD_TAIL)
        return 0;
    memcpy(board, cells, BN_SQUARES);
    mover = side;
    p = bn_record_head(out, variant, variant_len, NULL, 0, 0);
    end = out + room - LIST_RECORD_TAIL;
    bn_dialect_list_start(&l, d, s, len, 0);
    while ((got = bn_dialect_list_next(&l, &m, captures, LIST_RECORD_FEW, &at, &tlen, NULL)) > 0) {
        struct bn_said said;
        if (m.ncaptures > LIST_RECORD_FEW || l.moves > most || end - p < 5)
            return 0;
        said.from = m.move / BN_SQUARES;
        said.to = m.move % BN_SQUARES;
        said.stated = 1;
        said.king = (m.about & BN_ABOUT_KING) != 0;
        said.king_square = m.king_square;
        said.captures = captures;
        said.ncaptures = m.ncaptures;
        if (bn_replay_move(board, &mover, &said, NULL) != BN_REPLAY_OK)
            return 0;
        if (m.ncaptures)
            list_lost(lost, BN_LOST_CAPTURES, l.moves);
        if (m.king_square >= 0)
            list_lost(lost, BN_LOST_KING_SQUARE, l.moves);
        for (k = 0; k < BN_LOST_KEYS; k++)
            if (m.about & lost_bits[k])
                list_lost(lost, k, l.moves);
        *p++ = ' ';
        bn_move_text(m.move, p);
        p += 4;
    }
    if (got < 0 || l.moves == 0)
        return 0;
    lost->moves = l.moves;
    lost->word = l.word;
    lost->side = mover;
    p = bn_record_tail(p, l.word != BN_WORD_RESIGNED ? BN_RESULT_NONE
                          : mover == 'a' ? BN_RESULT_RESIGN_ATTACKERS : BN_RESULT_RESIGN_DEFENDERS);
    return (size_t)(p - out);
}
