/*
 * brandubh.c - the C core of Game::Brandubh::Notation. See brandubh.h.
 */
#include <string.h>
#include "brandubh.h"

static const char result_agreed[]    = "agreed";
static const char result_attackers[] = "resign attackers";
static const char result_defenders[] = "resign defenders";

int bn_coordinate(const char *s, size_t len)
{
    if (len != 1 || s[0] < '0' || s[0] > '6')
        return -1;
    return s[0] - '0';
}

/* The square at s, which has at least two bytes; or -1. */
static int square_at(const char *s, int fold)
{
    unsigned char f = (unsigned char)s[0], r = (unsigned char)s[1];
    if (fold && f >= 'A' && f <= 'G')
        f = (unsigned char)(f + ('a' - 'A'));
    if (f < 'a' || f > 'g' || r < '1' || r > '7')
        return -1;
    return (f - 'a') * BN_SIZE + (r - '1');
}

int bn_square(const char *s, size_t len, int fold)
{
    return len == 2 ? square_at(s, fold) : -1;
}

void bn_square_text(int square, char *out)
{
    out[0] = (char)('a' + square / BN_SIZE);
    out[1] = (char)('1' + square % BN_SIZE);
}

int bn_move_stored(const char *s, size_t len)
{
    int from, to;
    if (len != 4 || (from = square_at(s, 0)) < 0 || (to = square_at(s + 2, 0)) < 0)
        return -1;
    return from * BN_SQUARES + to;
}

void bn_move_text(int move, char *out)
{
    bn_square_text(move / BN_SQUARES, out);
    bn_square_text(move % BN_SQUARES, out + 2);
}

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

/* Lower-cased, is the character at p (before end) the letter c?
 * Returns its length in bytes, or 0. U+212A KELVIN SIGN lower-cases to k. */
static size_t letter_at(const char *p, const char *end, int utf8, char c)
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
    return end - p >= 2 ? square_at(p, 1) : -1;
}

int bn_move_parse(const char *s, size_t len, int utf8)
{
    const char *p = s, *end = s + len;
    size_t n;
    int from, to;

    while ((n = bn_space(p, (size_t)(end - p), utf8)) != 0)
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
    while ((n = bn_space(p, (size_t)(end - p), utf8)) != 0)
        p += n;
    return p == end ? from * BN_SQUARES + to : -1;
}

int bn_position(const char *s, size_t len, char *cells, char *side)
{
    const char *p = s, *end = s + len;
    char board[BN_SQUARES];
    int row, width;

    for (row = 0; row < BN_SIZE; row++) {
        width = 0;
        for (; p < end && *p != '/' && *p != ' '; p++) {
            int run = (*p >= '1' && *p <= '7') ? *p - '0'
                    : (*p == 'a' || *p == 'd' || *p == 'k') ? 1 : 0;
            if (run == 0 || width + run > BN_SIZE)
                return 0;
            if (run == 1 && *p > '7')
                board[row * BN_SIZE + width] = *p;
            else
                memset(board + row * BN_SIZE + width, 0, (size_t)run);
            width += run;
        }
        if (width != BN_SIZE || p == end || *p != (row < BN_SIZE - 1 ? '/' : ' '))
            return 0;
        p++;
    }
    if (end - p != 1 || (*p != 'a' && *p != 'd'))
        return 0;
    if (cells) {
        memcpy(cells, board, sizeof board);
        *side = *p;
    }
    return 1;
}

size_t bn_display_size(size_t ncaptures)
{
    /* K, from-to, x and three bytes a capture (less a comma), ++ */
    return 1 + 5 + 1 + 3 * ncaptures + 2;
}

size_t bn_display(char *out, int move, int king, const size_t *counts,
                  size_t ncaptures, int king_home, int king_taken)
{
    char *p = out;
    int sq;
    size_t i;

    if (king)
        *p++ = 'K';
    bn_square_text(move / BN_SQUARES, p);
    p[2] = '-';
    bn_square_text(move % BN_SQUARES, p + 3);
    p += 5;
    if (ncaptures) {
        *p++ = 'x';
        for (sq = 0; sq < BN_SQUARES; sq++)
            for (i = 0; i < counts[sq]; i++) {
                bn_square_text(sq, p);
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

/* Counts the stored moves of a moves line, split on runs of white space;
 * -1 when a piece is not a stored move. */
static int count_moves(const char *s, size_t len, int utf8, size_t *count)
{
    size_t pos = 0, n = 0, w;
    for (;;) {
        while ((w = bn_space(s + pos, len - pos, utf8)) != 0)
            pos += w;
        if (pos == len)
            break;
        if (len - pos < 4 || bn_move_stored(s + pos, 4) < 0)
            return -1;
        pos += 4;
        if (pos < len && bn_space(s + pos, len - pos, utf8) == 0)
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
    while ((w = bn_space(s + p, len - p, utf8)) != 0)
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
