/*
 * brandubh.c - the C core of Game::Brandubh::Notation. See brandubh.h.
 */
#include <string.h>
#include "brandubh.h"

static const char result_agreed[]    = "agreed";
static const char result_attackers[] = "resign attackers";
static const char result_defenders[] = "resign defenders";

const char bn_square_names[2 * BN_SQUARES + 1] =
    "a1a2a3a4a5a6a7b1b2b3b4b5b6b7c1c2c3c4c5c6c7d1d2d3d4d5d6d7"
    "e1e2e3e4e5e6e7f1f2f3f4f5f6f7g1g2g3g4g5g6g7";

size_t bn_space(const char *s, size_t len, int utf8)
{
    const unsigned char *u = (const unsigned char *)s;
    if (len == 0)
        return 0;
    if (u[0] == ' ' || (u[0] >= '\t' && u[0] <= '\r'))
        return 1;
    if (!utf8)
        return 0;
    /* U+0085, U+00A0 */
    if (len >= 2 && u[0] == 0xC2 && (u[1] == 0x85 || u[1] == 0xA0))
        return 2;
    if (len < 3)
        return 0;
    /* U+1680 */
    if (u[0] == 0xE1 && u[1] == 0x9A && u[2] == 0x80)
        return 3;
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

/* The white space at s, in bytes, with a printable ASCII character (the
 * usual case) answered without a call. */
static inline size_t space_here(const char *s, size_t len, int utf8)
{
    unsigned char c = len ? (unsigned char)*s : 0;
    return c > ' ' && c < 0x80 ? 0 : bn_space(s, len, utf8);
}

/* Lower-cased, is the character at p (before end) the letter c?
 * Returns its length in bytes, or 0. U+212A KELVIN SIGN lower-cases to k. */
static inline size_t letter_at(const char *p, const char *end, int utf8, char c)
{
    if (p >= end)
        return 0;
    if (*p == c || *p == c - ('a' - 'A'))
        return 1;
    if (utf8 && c == 'k' && end - p >= 3
        && (unsigned char)p[0] == 0xE2 && (unsigned char)p[1] == 0x84
        && (unsigned char)p[2] == 0xAA)
        return 3;
    return 0;
}

/* The square at p (before end), read in either case, or -1. */
static int square_before(const char *p, const char *end)
{
    return end - p >= 2 ? bn_square_at(p, 1) : -1;
}

int bn_move_parse(const char *s, size_t len, int utf8)
{
    const char *p = s, *end = s + len;
    size_t n;
    int from, to;

    while ((n = space_here(p, (size_t)(end - p), utf8)) != 0)
        p += n;
    p += letter_at(p, end, utf8, 'k');
    if ((from = square_before(p, end)) < 0)
        return -1;
    p += 2;
    if (p < end && *p == '-')
        p++;
    if ((to = square_before(p, end)) < 0)
        return -1;
    p += 2;
    if ((n = letter_at(p, end, utf8, 'x')) != 0) {
        p += n;
        for (;;) {
            if (square_before(p, end) < 0)
                return -1;
            p += 2;
            if (p < end && *p == ',')
                p++;
            else
                break;
        }
    }
    if (p < end && *p == '#')
        p++;
    else if (end - p >= 2 && p[0] == '+' && p[1] == '+')
        p += 2;
    while ((n = space_here(p, (size_t)(end - p), utf8)) != 0)
        p += n;
    return p == end ? from * BN_SQUARES + to : -1;
}

/* The width of each character of a row: a piece 1, a digit its value, any
 * other character 0. */
static const unsigned char row_width[256] = {
    ['1'] = 1, ['2'] = 2, ['3'] = 3, ['4'] = 4, ['5'] = 5, ['6'] = 6, ['7'] = 7,
    ['a'] = 1, ['d'] = 1, ['k'] = 1,
};

int bn_position(const char *s, size_t len, char *cells, char *side)
{
    const unsigned char *p = (const unsigned char *)s, *start = p, *end;
    int row;

    /* The side and the space before it, then the board before them. */
    if (len < sizeof "7/7/7/7/7/7/7 a" - 1 || s[len - 2] != ' '
        || (s[len - 1] != 'a' && s[len - 1] != 'd'))
        return 0;
    /* The space at end has width 0, so no scan of a row goes past it. */
    end = p + len - 2;
    for (row = 0; row < BN_SIZE; row++) {
        size_t width = 0;
        unsigned w;
        while ((w = row_width[*p]) != 0) {
            width += w;
            p++;
        }
        if (width != BN_SIZE)
            return 0;
        if (row < BN_SIZE - 1) {
            if (*p != '/')
                return 0;
            p++;
        }
    }
    if (p != end)
        return 0;
    if (cells) {
        char *cell = cells;
        for (p = start; p < end; p++) {
            if (*p >= '1' && *p <= '7') {
                memset(cell, 0, (size_t)(*p - '0'));
                cell += *p - '0';
            }
            else if (*p != '/')
                *cell++ = (char)*p;
        }
        *side = s[len - 1];
    }
    return 1;
}

size_t bn_display_size(size_t ncaptures)
{
    /* K, from-to, x and three bytes a capture (less a comma), ++ */
    return 1 + 5 + 1 + 3 * ncaptures + 2;
}

/* Sorts squares in place: by insertion when they are few, else by count. */
static void sort_squares(unsigned char *squares, size_t n)
{
    size_t i, j;
    if (n <= 16) {
        for (i = 1; i < n; i++) {
            unsigned char sq = squares[i];
            for (j = i; j > 0 && squares[j - 1] > sq; j--)
                squares[j] = squares[j - 1];
            squares[j] = sq;
        }
    }
    else {
        size_t counts[BN_SQUARES] = { 0 }, k = 0;
        int sq;
        for (i = 0; i < n; i++)
            counts[squares[i]]++;
        for (sq = 0; sq < BN_SQUARES; sq++)
            for (j = 0; j < counts[sq]; j++)
                squares[k++] = (unsigned char)sq;
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

/* The white space at s, in bytes: the plain space without a call. */
static size_t space_at(const char *s, size_t len, int utf8)
{
    return len && *s == ' ' ? 1 : bn_space(s, len, utf8);
}

/* Counts the stored moves of a moves line, split on runs of white space;
 * -1 when a piece is not a stored move. */
static int count_moves(const char *s, size_t len, int utf8, size_t *count)
{
    size_t pos = 0, n = 0, w;
    for (;;) {
        while ((w = space_at(s + pos, len - pos, utf8)) != 0)
            pos += w;
        if (pos == len)
            break;
        if (len - pos < 4 || !bn_is_stored(s + pos))
            return -1;
        pos += 4;
        if (pos < len && space_at(s + pos, len - pos, utf8) == 0)
            return -1;
        n++;
    }
    *count = n;
    return 0;
}

int bn_moves_next(const char *s, size_t len, int utf8, size_t *pos)
{
    size_t p = *pos, w;
    int move;
    while ((w = space_at(s + p, len - p, utf8)) != 0)
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

enum line_word { W_VARIANT, W_START, W_MOVES, W_RESULT, W_NONE };

/* The known word that begins a line and is followed by its end or a space. */
static enum line_word line_word(const char *s, size_t len, size_t *wlen)
{
    static const char *const words[] = { "variant", "start", "moves", "result" };
    int w;
    for (w = W_VARIANT; w < W_NONE; w++) {
        size_t n = strlen(words[w]);
        if (len >= n && memcmp(s, words[w], n) == 0 && (len == n || s[n] == ' ')) {
            *wlen = n;
            return (enum line_word)w;
        }
    }
    return W_NONE;
}

/*
 * A line is a word, then its end or one space and the rest. A word is one or
 * more word characters; only the four known words are accepted, and a known
 * word followed by any character but a space is a longer (unknown) word or
 * not a word at all. So no test of Unicode word characters is needed.
 */
static int scan_line(const char *s, const char *line, size_t len, int utf8,
                     struct bn_game *g, unsigned *seen)
{
    size_t wlen = 0, rest_len;
    const char *rest;
    enum line_word w = line_word(line, len, &wlen);

    if (w == W_NONE || (*seen & (1u << w)))
        return 0;
    *seen |= 1u << w;
    rest = len > wlen ? line + wlen + 1 : line + len;
    rest_len = len > wlen ? len - wlen - 1 : 0;
    switch (w) {
    case W_VARIANT:
        if (!has_ink(rest, rest_len, utf8))
            return 0;
        g->variant_at = (size_t)(rest - s);
        g->variant_len = rest_len;
        return 1;
    case W_START:
        if (!bn_position(rest, rest_len, NULL, NULL))
            return 0;
        g->has_start = 1;
        g->start_at = (size_t)(rest - s);
        g->start_len = rest_len;
        return 1;
    case W_MOVES:
        g->moves_at = (size_t)(rest - s);
        g->moves_len = rest_len;
        return count_moves(rest, rest_len, utf8, &g->nmoves) == 0;
    case W_RESULT:
        if (equals(rest, rest_len, result_agreed, sizeof result_agreed - 1))
            g->result = BN_RESULT_AGREED;
        else if (equals(rest, rest_len, result_attackers, sizeof result_attackers - 1))
            g->result = BN_RESULT_RESIGN_ATTACKERS;
        else if (equals(rest, rest_len, result_defenders, sizeof result_defenders - 1))
            g->result = BN_RESULT_RESIGN_DEFENDERS;
        else
            return 0;
        return 1;
    default:
        return 0;
    }
}

int bn_game_scan(const char *s, size_t len, int utf8, struct bn_game *g)
{
    size_t at = 0;
    unsigned seen = 0;

    memset(g, 0, sizeof *g);
    while (at < len) {
        const char *line = s + at;
        const char *lf = memchr(line, '\n', len - at);
        size_t line_len = lf ? (size_t)(lf - line) : len - at;
        size_t next = at + line_len + (lf ? 1 : 0);

        if (lf && line_len && line[line_len - 1] == '\r')
            line_len--;
        if (has_ink(line, line_len, utf8) && !scan_line(s, line, line_len, utf8, g, &seen))
            return 0;
        at = next;
    }
    return (seen & (1u << W_VARIANT)) && (seen & (1u << W_MOVES));
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

char *bn_record_move(char *out, int move)
{
    *out = ' ';
    bn_move_text(move, out + 1);
    return out + 5;
}

char *bn_record_stored(char *out, const char *s, size_t len)
{
    if (len != 4 || !bn_is_stored(s))
        return NULL;
    out[0] = ' ';
    memcpy(out + 1, s, 4);
    return out + 5;
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
