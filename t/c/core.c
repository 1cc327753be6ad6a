/*
 * core.c - unit tests of the C core (xs/brandubh.c), printing TAP.
 *
 * Every input is copied into a buffer of exactly its length, so that a read
 * one byte too far is caught by valgrind or AddressSanitizer.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "brandubh.h"
#include "stream_check.h"

/* The set-up: t/backends/core.t writes the module's own into core-setup.h. */
#include "core-setup.h"
#ifndef SETUP
#  error "core-setup.h defines SETUP, the module's, as t/backends/core.t writes it"
#endif

static int tests, failures;

static void ok(int pass, const char *what, const char *input, size_t len)
{
    size_t i;
    tests++;
    if (!pass)
        failures++;
    printf("%sok %d - %s '", pass ? "" : "not ", tests, what);
    for (i = 0; i < len && i < 60; i++) {
        unsigned char c = (unsigned char)input[i];
        if (c >= 0x20 && c < 0x7f && c != '\'' && c != '\\')
            putchar(c);
        else
            printf("\\x%02x", c);
    }
    printf("%s'\n", len > 60 ? "..." : "");
}

/* A heap copy of exactly len bytes (no terminating NUL). */
static char *exact(const char *s, size_t len)
{
    char *p = malloc(len ? len : 1);
    if (!p) {
        puts("Bail out! out of memory");
        exit(1);
    }
    memcpy(p, s, len);
    return p;
}

#define LEN(s) (sizeof(s) - 1)

/* Checks expr, which reads p: a heap copy of exactly len bytes of s. */
#define ON_COPY(s, len, what, expr) do {   \
        char *p = exact((s), (len));        \
        ok((expr), (what), (s), (len));     \
        free(p);                            \
    } while (0)

static void coordinate(const char *s, size_t len, int want)
{
    ON_COPY(s, len, "bn_coordinate", bn_coordinate(p, len) == want);
}

static void square(const char *s, size_t len, int fold, int want)
{
    ON_COPY(s, len, fold ? "bn_square folding" : "bn_square", bn_square(p, len, fold) == want);
}

static void stored(const char *s, size_t len, int want)
{
    ON_COPY(s, len, "bn_move_stored", bn_move_stored(p, len) == want);
}

static void parse(const char *s, size_t len, int utf8, int want)
{
    ON_COPY(s, len, utf8 ? "bn_move_parse utf8" : "bn_move_parse", bn_move_parse(p, len, utf8) == want);
}

static void utf8_bad(const char *s, size_t len, size_t want)
{
    ON_COPY(s, len, "bn_utf8_bad", bn_utf8_bad(p, len) == want);
}

static void space(const char *s, size_t len, int utf8, size_t want)
{
    ON_COPY(s, len, utf8 ? "bn_space utf8" : "bn_space", bn_space(p, len, utf8) == want);
}

static void position(const char *s, size_t len, int want)
{
    char cells[BN_SQUARES], side = 0;
    ON_COPY(s, len, "bn_position", bn_position(p, len, cells, &side) == want
            && bn_position(p, len, NULL, NULL) == want && bn_position_scan(p, len, NULL) == want);
}

static void variant(const char *s, size_t len, int utf8, int want)
{
    ON_COPY(s, len, "bn_variant_ok", bn_variant_ok(p, len, utf8) == want);
}

static int game(const char *s, size_t len, int utf8, struct bn_game *g)
{
    char *p = exact(s, len);
    int got = bn_game_scan(p, len, utf8, g, NULL);
    free(p);
    return got;
}

static void game_is(const char *s, size_t len, int utf8, int want)
{
    struct bn_game g;
    ok(game(s, len, utf8, &g) == want, want ? "bn_game_scan accepts" : "bn_game_scan refuses", s, len);
}

#define MV(a, b, c, d) ((((a) - 'a') * 7 + ((b) - '1')) * 49 + ((c) - 'a') * 7 + ((d) - '1'))

/* A small generator of numbers, the same on every run (xorshift). */
static unsigned long next_random(unsigned long *state)
{
    *state ^= *state << 13 & 0xFFFFFFFFUL;
    *state ^= *state >> 17;
    *state ^= *state << 5 & 0xFFFFFFFFUL;
    return *state & 0xFFFFFFFFUL;
}

/* Writes a random position (rows of pieces and runs of digits, of every
 * length from 15 to 57 bytes) and returns its length. */
static size_t random_position(char *out, unsigned long *state)
{
    size_t n = 0;
    int row;
    for (row = 0; row < BN_SIZE; row++) {
        int width = 0;
        if (row)
            out[n++] = '/';
        while (width < BN_SIZE) {
            int run = 1 + (int)(next_random(state) % (unsigned long)(BN_SIZE - width));
            if (next_random(state) % 2) {
                out[n++] = (char)('0' + run);
                width += run;
            }
            else {
                out[n++] = "adk"[next_random(state) % 3];
                width++;
            }
        }
    }
    out[n++] = ' ';
    out[n++] = next_random(state) % 2 ? 'a' : 'd';
    return n;
}

/* bn_position reads a board sixteen bytes at a time where it can, and
 * bn_position_scan a byte at a time: they must agree on every text. Random
 * positions, and each changed at up to three places (a byte replaced, put
 * in or taken out). */
static void positions_agree(void)
{
    static const char bytes[] = "adk1234567/ 08ADK\n\0x.";
    unsigned long state = 20261129;
    char text[80];
    long i, accepted = 0, disagree = 0, first = -1;
    size_t first_len = 0;
    char first_text[80];
    for (i = 0; i < 300000; i++) {
        size_t len = random_position(text, &state);
        int changes = (int)(next_random(&state) % 4), c;
        char *p;
        for (c = 0; c < changes; c++) {
            size_t at = next_random(&state) % (len + 1);
            char b = bytes[next_random(&state) % (sizeof bytes - 1)];
            switch (next_random(&state) % 3) {
            case 0:
                if (at < len)
                    text[at] = b;
                break;
            case 1:
                if (len < sizeof text) {
                    memmove(text + at + 1, text + at, len - at);
                    text[at] = b;
                    len++;
                }
                break;
            default:
                if (at < len) {
                    memmove(text + at, text + at + 1, len - at - 1);
                    len--;
                }
            }
        }
        p = exact(text, len);
        if (bn_position(p, len, NULL, NULL) != bn_position_scan(p, len, NULL)) {
            if (!disagree++) {
                first = i;
                first_len = len;
                memcpy(first_text, text, len);
            }
        }
        else
            accepted += bn_position(p, len, NULL, NULL);
        free(p);
    }
    ok(disagree == 0, "bn_position and bn_position_scan agree on 300,000 changed positions, first not",
       first >= 0 ? first_text : "", first >= 0 ? first_len : 0);
    ok(accepted > 60000 && accepted < 240000, "and some of them are positions, some not", "", 0);
}


/* ---- the stream scanner ---- */

/* A stream read whole, then cut at every byte (and a byte at a time),
 * with the smallest hold and the usual one: the same records each way,
 * and each the whole-record scan's verdict. */
/* A move as shown read in two pieces, cut at cut (past its squares): its
 * squares, then its marks with more to come, then the rest, as a stream
 * reads a piece of a long moves line; the stored move, or -1. */
static int shown_in_two(const char *s, size_t len, size_t cut)
{
    char rest[128];
    size_t i, k, kept;
    unsigned state = BN_MARKS_START;
    int move = -1;
    i = bn_shown_squares(s, len, &move);
    if (i == 0)
        return -1;
    if (cut < i)
        cut = i;
    k = bn_shown_marks(&state, s + i, cut - i, 1);
    kept = state ? cut - i - k : 0;
    if (kept + len - cut > sizeof rest)
        return -2;
    memcpy(rest, s + i + k, kept);
    memcpy(rest + kept, s + cut, len - cut);
    if (state)
        bn_shown_marks(&state, rest, kept + len - cut, 0);
    return state && bn_shown_done(state) ? move : -1;
}

/* The pieces of a move as shown against bn_move_parse, cut everywhere. */
static void shown_pieces(void)
{
    static const char *const shown[] = {
        "Kd1-d3xc3,e3++", "d1d3", "d1-d3", "kd1d3", "\xE2\x84\xAA" "d1d3xc3,e3#", "D1-D3XC3",
        "d1d3x", "d1d3xc", "d1d3xc3,", "d1d3xc3,e", "d1d3+", "d1d3+x", "d1d3#", "d1d3##",
        "d1d3xc3xe3", "d1-d3xh1", "d1d3,c3", "d1d3xC3,E3++x", "d1d3x\xC3\xA9", "d1d3xc3+",
        "d1d3xc3,e3,a1,a2,a3,a4,a5,a6,a7,b1,b2,b3,b4,b5,b6,b7,c1,c2,c3,c4++", "d1", "K",
        "d9d3", "d1d3xa", "d1d3xa1,", "d1d3++#", "d1d3+++",
    };
    size_t j, cut;
    for (j = 0; j < sizeof shown / sizeof shown[0]; j++) {
        size_t len = strlen(shown[j]);
        char *p = exact(shown[j], len);
        int want = bn_move_parse(p, len, 1), same = 1;
        for (cut = 0; cut <= len; cut++)
            same &= shown_in_two(p, len, cut) == want;
        ok(same, "a move as shown, in two pieces cut anywhere, is bn_move_parse's", shown[j], len);
        free(p);
    }
}

static void stream_cuts(const char *s, size_t len, const char *what)
{
    static struct bn_record whole[CHECK_RECORDS], cut[CHECK_RECORDS];
    size_t *cuts = malloc((len ? len : 1) * sizeof *cuts);
    size_t n, m, c, i, bad = 0, one_bad = 0;
    char label[160];
    if (!cuts)
        exit(1);
    n = feed_cut(s, len, NULL, 0, (size_t)1 << 30, 0, whole, CHECK_RECORDS);
    snprintf(label, sizeof label, "%s: read whole, each record as bn_game_scan reads it", what);
    ok(n > 0 && check_against_scan(s, len, whole, n) == 0, label, s, len);
    for (c = 1; c < len; c++) {
        size_t holds[2] = { BN_HOLD_MIN, 65536 }, h;
        for (h = 0; h < 2; h++) {
            m = feed_cut(s, len, &c, 1, holds[h], 0, cut, CHECK_RECORDS);
            for (i = 0; m == n && i < n && i < CHECK_RECORDS; i++)
                if (!same_record(&whole[i], &cut[i]))
                    break;
            bad += m != n || i < n;
        }
    }
    for (c = 0; c + 1 < len; c++)
        cuts[c] = c + 1;
    m = feed_cut(s, len, cuts, len ? len - 1 : 0, BN_HOLD_MIN, 0, cut, CHECK_RECORDS);
    for (i = 0; m == n && i < n && i < CHECK_RECORDS; i++)
        if (!same_record(&whole[i], &cut[i]))
            break;
    bad += m != n || i < n;
    snprintf(label, sizeof label, "%s: the same records cut at every byte, and a byte at a time", what);
    ok(bad == 0, label, s, len);
    /* the whole stream as one record */
    n = feed_cut(s, len, NULL, 0, (size_t)1 << 30, 1, whole, 1);
    m = feed_cut(s, len, cuts, len ? len - 1 : 0, BN_HOLD_MIN, 1, cut, 1);
    one_bad = n != 1 || m != 1 || !same_record(&whole[0], &cut[0]) || check_against_scan(s, len, whole, 1) != 0;
    snprintf(label, sizeof label, "%s: as one record, the same a byte at a time", what);
    ok(!one_bad, label, s, len);
    free(cuts);
}

/* The first record of a stream read a byte at a time, with the smallest hold. */
static struct bn_record stream_first(const char *s, size_t len, size_t *count)
{
    static struct bn_record r[CHECK_RECORDS];
    size_t *cuts = malloc((len ? len : 1) * sizeof *cuts), c;
    if (!cuts)
        exit(1);
    for (c = 0; c + 1 < len; c++)
        cuts[c] = c + 1;
    *count = feed_cut(s, len, cuts, len ? len - 1 : 0, BN_HOLD_MIN, 0, r, CHECK_RECORDS);
    free(cuts);
    return r[0];
}

static void stream_fault(const char *s, size_t len, const char *what, enum bn_code code,
                         bn_count line, bn_count column, const char *quote)
{
    size_t n;
    struct bn_record r = stream_first(s, len, &n);
    ok(!r.ok && r.fault.code == code && r.fault.line == line && r.fault.column == column
       && (!quote || (r.fault.quote.len == strlen(quote) && memcmp(r.fault.quote.s, quote, r.fault.quote.len) == 0)),
       what, s, len);
}

static void stream_tests(void)
{
    static char buf[1 << 16];
    char moves[60 * 5 + 1];
    size_t i, n;
    struct bn_record r;
    static const char *const shorts[] = {
        "", "\xEF\xBB\xBF", "  \n\t\n", "variant x\nmoves d1d3\n", "variant x\nmoves d1d3",
        "\xEF\xBB\xBFvariant x\r\nmoves d1d3\r\n", "junk\nvariant x\nmoves\nvariant y\nmoves D1d3\n",
        "variant x\rmoves\r", "variant\r", "variant\nvariant \nvariant\r\nvariant",
        "variant x\nmoves d1d3\xff\nvariant y\nmoves\n", "variant x\nstart 7/7/7/7/7/7/7 d\nmoves\n",
        "variant x\nstart 7/7/7/7/7/7/7  d\nmoves\n", "variant x\nstart 8/\nmoves\n", "moves\nmoves\n",
        "variant x\nmoves\nresult resign attackers\nresult agreed\n", "variant x\nmoves Kd1-d3xc3,e3++ d1d3\n",
        "variant x\nmoves d1d3\xC2\xA0" "e1e2\n", "variant x\nmoves d1d3\xE2\x84\xAA" "a1\n",
        /* bytes that are no character, the quote the same at every cut */
        "variant x\nmoves d1d3\xE2\x98(\n", "variant x\nmoves \xE0\x80\x80\n", "variant x\nmoves d1\xF0\x9F\x98",
        "variant x\nmoves \xC0\x80\n", "variant x\nmoves \x80\x80" "d1d3\n", "variant x\nmoves \xFF\x80\x80\n",
        /* a first line quoted when the lines end with a carriage return */
        "\xEF\xBB\xBFvariant caf\xC3\xA9 \xE2\x98\xBA and more than twenty-one characters\rmoves\r",
        "variant caf\xC3\rmoves d1d3\r", "\rvariant x\r",
        /* a byte-order mark where a record begins (two files joined), and
         * elsewhere: inside a record, a line, at the end, cut short */
        "\xEF\xBB\xBFvariant x\nmoves d1d3\n\xEF\xBB\xBFvariant x\nmoves d1d3\n",
        "variant x\nmoves\n\xEF\xBB\xBFvariant y\r\nmoves zz\r\n\xEF\xBB\xBFvariant z\nmoves\n",
        "variant x\nmoves\n\xEF\xBB\xBFvariant", "variant x\nmoves\n\xEF\xBB\xBFvariant\r",
        "variant x\nmoves\n\xEF\xBB\xBF\xEF\xBB\xBFvariant y\nmoves\n", "variant x\n\xEF\xBB\xBFmoves d1d3\n",
        "\n\xEF\xBB\xBFvariant x\nmoves\nvariant y\nmoves\n", "variant x\nmoves d1d3\xEF\xBB\xBFvariant y\nmoves\n",
        "variant x\nmoves\n\xEF\xBB\xBF", "variant x\nmoves\n\xEF\xBB", "variant x\nmoves\n\xEF\xBB\xBFvariantx\n",
    };
    for (i = 0; i < sizeof shorts / sizeof shorts[0]; i++)
        stream_cuts(shorts[i], strlen(shorts[i]), "a short stream");
    /* sixty stored moves, a space after each but the last */
    for (i = 0; i < 60; i++) {
        memcpy(moves + 5 * i, bn_square_names + 2 * ((i * 7) % 49), 2);
        memcpy(moves + 5 * i + 2, bn_square_names + 2 * ((i * 3 + 5) % 49), 2);
        moves[5 * i + 4] = ' ';
    }
    moves[5 * 60 - 1] = 0;
#define LONG(what, ...) do { n = (size_t)snprintf(buf, sizeof buf, __VA_ARGS__); stream_cuts(buf, n, what); } while (0)
    LONG("a long moves line", "variant x\nmoves %s\nresult agreed\n", moves);
    LONG("a bad move far along", "variant x\nmoves %s Kd4-d1 %s\n", moves, moves);
    LONG("a stored move in capitals far along", "variant x\nmoves %s D4d1 %s\n", moves, moves);
    LONG("a bad move at the end", "variant x\nmoves %s d1d9", moves);
    LONG("moves with CR LF", "variant x\r\nmoves %s\r\n", moves);
    LONG("moves apart by U+3000", "variant x\nmoves d1d3\xe3\x80\x80%s\xe3\x80\x80" "a1a2\n", moves);
    LONG("moves apart by CR", "variant x\nmoves %s\rd1d3\r\n", moves);
    LONG("a long shown move", "variant x\nmoves d1d3 d1-d3x%s a1a2\n",
         "c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3");
    LONG("a long shown move, ended", "variant x\nmoves d1d3 \xE2\x84\xAA" "d1d3x%s++\n",
         "c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3,c3");
    LONG("a long variant", "variant %s\nmoves\n", "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9"
         "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9"
         "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9" "caf\xc3\xa9");
    LONG("a variant of white space only", "variant %80s\t\xC2\xA0\nmoves\n", "");
    LONG("a variant of white space, then ink", "variant %100s\xC2\xA0x\nmoves\n", "");
    LONG("a long unknown line", "%s\nvariant x\nmoves\n", "word word word word word word word word word word word word word word word word");
    LONG("a long line of white space", "variant x\n%100s\nmoves\n", "");
    LONG("white space, then a word", "variant x\n%100sx\nmoves\n", "");
    LONG("white space, then a word, CR", "variant x\n%100s\r\rx\r\nmoves\n", "");
    LONG("a long result", "variant x\nmoves\nresult %s\n", "agreedagreedagreedagreedagreedagreedagreedagreedagreedagreedagreedagreed");
    LONG("a long start, a letter", "variant x\nstart 3a3/3a3/3d3/aadkdaa/3\xC3\xA9" "3%s\nmoves\n", "/3a3/3a3/3a3/3a3/3a3/3a3/3a3/3a3/3a3/3a3/3a3/3a3/3a3/3a3/3a3");
    LONG("a long start, too many rows", "variant x\nstart %s a\nmoves\n", "7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7/7");
    LONG("a long start, a wide row", "variant x\nstart %s/7 a\nmoves\n", "1111111111111111111111111111111111111111111111111111111111111111111111111111111111");
    LONG("a long start, a wide first rank", "variant x\nstart 7/%s\nmoves\n", "1111111111111111111111111111111111111111111111111111111111111111111111111111111111");
    LONG("a long start, its side", "variant x\nstart 7/7/7/7/7/7/7 %s\nmoves\n", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    LONG("a long start, its end", "variant x\nstart %s\nmoves\n", "7/7/7/7/7/7/4aaa                                                                             ");
    LONG("a long start, few rows", "variant x\nstart %s a\nmoves\n", "1111111/2222222222222222222222222222222222222222222222222222222222222222222222222");
    LONG("a long line given twice", "variant x\nmoves %s\nmoves %s\n", moves, moves);
    LONG("a second long variant", "variant x\nmoves\nvariant %s\n", "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy");
    LONG("a second long variant after a byte-order mark", "variant x\nmoves\n\xEF\xBB\xBFvariant %s\nmoves zz\n",
         "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy");
    LONG("a long moves line after a byte-order mark", "variant x\nmoves\n\xEF\xBB\xBFvariant y\nmoves %s zz\n", moves);
    LONG("a byte far along", "variant x\nmoves %s\xff%s\n", moves, moves);
    LONG("a character cut by a line feed", "variant x\nmoves %s\xe2\x98\n", moves);
    LONG("a character cut by the end", "variant x\nmoves %s\xe2\x98", moves);
    LONG("a byte after a fault", "variant x\nmoves zz\n%s\xff\n", moves);
    LONG("a character across pieces", "variant %s\nmoves\n", "\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba"
         "\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba"
         "\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba\xe2\x98\xba");
    LONG("no moves line", "variant %s", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    LONG("no variant line", "moves %s", moves);
    LONG("a lone CR", "%s\rvariant x\rmoves\r", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    LONG("a lone CR, a long line", "variant x\rmoves %s\r", moves);
    LONG("blank lines only", "%100s\n\t\n\xEF\xBB\xBF", "");
    LONG("a NUL", "variant x\nmoves %s%cd1d3\n", moves, 0);
#undef LONG

    /* places, codes and quotes */
    stream_fault("variant x\nmoves D1d3\n", LEN("variant x\nmoves D1d3\n"), "a capital move: line 2, column 7",
                 BN_MOVE, 2, 7, "D1d3");
    r = stream_first("variant x\nmoves D1d3\n", LEN("variant x\nmoves D1d3\n"), &n);
    ok(n == 1 && r.fault.stored == 21 * BN_SQUARES + 23 && r.fault.four,
       "... read as a stored move, of four characters", "D1d3", 4);
    stream_fault("\xEF\xBB\xBFvariant x\nmoves zz\n", LEN("\xEF\xBB\xBFvariant x\nmoves zz\n"),
                 "a byte-order mark is no character", BN_MOVE, 2, 7, "zz");
    stream_fault("\xEF\xBB\xBFzz\n", LEN("\xEF\xBB\xBFzz\n"), "... of the first line either", BN_LINE, 1, 1, "zz");
    stream_fault("variant x\nmoves zz\n\xC3\xA9" "\xff\n", LEN("variant x\nmoves zz\n\xC3\xA9" "\xff\n"),
                 "not UTF-8, after a fault: the line, and the column in characters", BN_ENCODING, 3, 2, NULL);
    r = stream_first("variant x\nmoves\n\nvariant y\nmoves zz\n", LEN("variant x\nmoves\n\nvariant y\nmoves zz\n"), &n);
    ok(n == 2 && r.ok && r.line == 1 && r.offset == 0 && r.bytes == LEN("variant x\nmoves\n\n"), "two records: the first",
       "", 0);
    {
        struct bn_record two[2];
        const char *t = "variant x\nmoves\n\nvariant y\nmoves zz\n";
        n = feed_cut(t, strlen(t), NULL, 0, 65536, 0, two, 2);
        ok(n == 2 && two[1].number == 2 && two[1].line == 4 && two[1].offset == LEN("variant x\nmoves\n\n")
           && two[1].fault.code == BN_MOVE && two[1].fault.line == 5 && two[1].fault.column == 7
           && two[1].fault.at == LEN("variant y\nmoves "),
           "... and the second, where it begins and its fault", t, strlen(t));
    }
    {
        /* a byte-order mark where a record begins: its place is its line's
         * (as the stream's first, at offset 0), its text begins past it */
        struct bn_record two[3];
        const char *t = "\xEF\xBB\xBFvariant x\nmoves d1d3\n\xEF\xBB\xBFvariant y\r\nmoves zz\r\n";
        n = feed_cut(t, strlen(t), NULL, 0, 65536, 0, two, 3);
        ok(n == 2 && two[0].ok && two[0].offset == 0 && two[0].mark == 3 && two[0].bytes == LEN("\xEF\xBB\xBFvariant x\nmoves d1d3\n")
           && two[1].line == 3 && two[1].offset == two[0].bytes && two[1].mark == 3
           && two[1].bytes == LEN("\xEF\xBB\xBFvariant y\r\nmoves zz\r\n")
           && two[1].fault.code == BN_MOVE && two[1].fault.line == 4 && two[1].fault.column == 7
           && two[1].fault.at == LEN("variant y\r\nmoves "),
           "a byte-order mark before a later record: read past, as at the stream's start", t, strlen(t));
        t = "variant x\nmoves\n\xEF\xBB\xBFmoves d1d3\n";
        n = feed_cut(t, strlen(t), NULL, 0, 65536, 0, two, 3);
        ok(n == 1 && two[0].mark == 0 && two[0].fault.code == BN_LINE && two[0].fault.line == 3 && two[0].fault.column == 1
           && two[0].fault.quote.len == LEN("\xEF\xBB\xBFmoves d1d3"),
           "... but not inside a record: the line is no record line", t, strlen(t));
        t = "\n\xEF\xBB\xBFvariant x\nmoves\nvariant y\nmoves\n";
        n = feed_cut(t, strlen(t), NULL, 0, 65536, 0, two, 3);
        ok(n == 2 && two[0].mark == 0 && two[0].fault.code == BN_LINE && two[0].fault.line == 2 && two[1].ok && two[1].line == 4,
           "... nor before the first record's variant line, after a blank line (the record began at line 1)", t, strlen(t));
    }
    r = stream_first("", 0, &n);
    ok(n == 1 && r.fault.stream == BN_STREAM_EMPTY, "an empty stream", "", 0);
    r = stream_first("\xEF\xBB\xBF", 3, &n);
    ok(n == 1 && r.fault.stream == BN_STREAM_EMPTY, "a byte-order mark alone", "\xEF\xBB\xBF", 3);
    r = stream_first(" \n\t\r\n", 5, &n);
    ok(n == 1 && r.fault.stream == BN_STREAM_BLANK, "white space alone", " \n\t\r\n", 5);
    r = stream_first("variant x\rmoves\r", LEN("variant x\rmoves\r"), &n);
    ok(n == 1 && r.fault.stream == BN_STREAM_LINE_ENDS, "lines that end with CR alone", "variant x\rmoves\r", 16);
    r = stream_first("variant x\nmoves\n\rx", LEN("variant x\nmoves\n\rx"), &n);
    ok(n == 1 && !r.ok && r.fault.code == BN_LINE && r.fault.line == 3,
       "... but not with a line feed in the stream", "variant x\nmoves\n\rx", 18);
    r = stream_first("variant x\nmoves d1d3 a1a2\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\n",
                     LEN("variant x\nmoves d1d3 a1a2\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\n"), &n);
    ok(r.ok && r.moves == 2 && r.has_start && r.start_len == strlen(SETUP) && memcmp(r.start, "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d", r.start_len) == 0,
       "an accepted record: its moves and start", "", 0);
}

/* The board of a position, and its side: a heap copy of exactly 49 cells. */
static char *replay_board(const char *position, char *side)
{
    char cells[BN_SQUARES];
    if (!bn_position(position, strlen(position), cells, side)) {
        printf("Bail out! not a position: %s\n", position);
        exit(1);
    }
    return exact(cells, BN_SQUARES);
}

/* The position of a board, as a string of its own. */
static const char *replay_text(const char *cells, char side)
{
    static char text[BN_POSITION_MAX + 1];
    size_t len = bn_position_text(cells, side, text);
    text[len] = '\0';
    return text;
}

/* One move played from a position: its code, the position it leaves (the
 * same on a fault) and the fault's square and what it held. */
static void replay_one(const char *position, const char *move, int stated, int king, const char *king_square,
                       const char *captures, enum bn_replay want, const char *after, const char *square, char held)
{
    char side, *cells = replay_board(position, &side);
    unsigned char squares[8];
    unsigned char *taken;
    size_t n = 0, i;
    struct bn_said said;
    struct bn_replay_fault f;
    enum bn_replay code;
    int mv = bn_move_stored(move, 4);
    char what[200];
    for (i = 0; captures && captures[i]; i += 2)
        squares[n++] = (unsigned char)bn_square(captures + i, 2, 1);
    taken = (unsigned char *)exact((const char *)squares, n);
    said.from = mv / BN_SQUARES;
    said.to = mv % BN_SQUARES;
    said.stated = stated;
    said.king = king;
    said.king_square = king_square ? bn_square(king_square, 2, 0) : -1;
    said.captures = taken;
    said.ncaptures = n;
    code = bn_replay_move(cells, &side, &said, &f);
    snprintf(what, sizeof what, "bn_replay_move %s%s: %s", move, stated ? " (captures stated)" : "", bn_replay_name(want));
    ok(code == want && strcmp(replay_text(cells, side), after) == 0
       && (square ? f.square == bn_square(square, 2, 0) : f.square == -1) && f.held == held,
       what, position, strlen(position));
    free(taken);
    free(cells);
}

static void replay_tests(void)
{
    static const char after_d2b2[] = "3a3/3a3/3d3/aadkdaa/3d3/1a5/3a3 d";
    char side = 'a', *cells;
    struct bn_said said;
    struct bn_replay_fault f;
    unsigned char c;

    /* the writer: the set-up written back, and the short form */
    cells = replay_board(SETUP, &side);
    ok(strcmp(replay_text(cells, side), SETUP) == 0, "bn_position_text: the set-up", SETUP, strlen(SETUP));
    free(cells);
    cells = replay_board("1111111/7/7/aaaaaaa/dddkddd/7/1111111 d", &side);
    ok(strcmp(replay_text(cells, side), "7/7/7/aaaaaaa/dddkddd/7/7 d") == 0, "bn_position_text: runs as one digit",
       "1111111/7/7/aaaaaaa/dddkddd/7/1111111 d", 39);
    free(cells);

    /* the rows written again where they changed, and only there */
    {
        struct bn_rows rows;
        char room[BN_POSITION_ROOM];
        size_t len;
        cells = replay_board(SETUP, &side);
        bn_rows_write(&rows, cells, 0x7f);
        cells[bn_cell_of(bn_square("d2", 2, 0))] = 0;
        cells[bn_cell_of(bn_square("b2", 2, 0))] = 'a';
        cells[bn_cell_of(bn_square("d7", 2, 0))] = 0;
        bn_rows_write(&rows, cells, 1u << bn_row_of(bn_square("b2", 2, 0)));
        len = bn_rows_text(&rows, 'd', room);
        ok(len == strlen(after_d2b2) && memcmp(room, after_d2b2, len) == 0, "bn_rows_write: the rows marked", room, len);
        bn_rows_write(&rows, cells, 1u << bn_row_of(bn_square("d7", 2, 0)));
        len = bn_rows_text(&rows, 'd', room);
        ok(len == strlen("7/3a3/3d3/aadkdaa/3d3/1a5/3a3 d") && memcmp(room, "7/3a3/3d3/aadkdaa/3d3/1a5/3a3 d", len) == 0,
           "bn_rows_write: and the next", room, len);
        memset(cells, 'k', BN_SQUARES);
        bn_rows_write(&rows, cells, 0x7f);
        len = bn_rows_text(&rows, 'a', room);
        ok(len == BN_POSITION_MAX && room[0] == 'k' && room[len - 1] == 'a', "bn_rows_text: the longest position", room, len);
        free(cells);
    }

    /* moves played */
    replay_one(SETUP, "d2b2", 0, 0, NULL, NULL, BN_REPLAY_OK, after_d2b2, NULL, 0);
    replay_one(SETUP, "d2b2", 1, 0, NULL, NULL, BN_REPLAY_OK, after_d2b2, NULL, 0);
    replay_one(after_d2b2, "d4d2", 1, 1, NULL, NULL, BN_REPLAY_OK, "3a3/3a3/3d3/aad1daa/3d3/1a1k3/3a3 a", NULL, 0);
    replay_one("3a3/3a3/3d3/aadkdaa/3d3/1a5/3a3 d", "d3c3", 1, 0, NULL, "b2", BN_REPLAY_OK,
               "3a3/3a3/3d3/aadkdaa/2d4/7/3a3 a", NULL, 0);
    replay_one("7/7/7/2a4/2k4/7/7 a", "c4b4", 1, 0, "c3", "c3", BN_REPLAY_OK, "7/7/7/1a5/7/7/7 d", NULL, 0);
    /* a record moves onto a piece: put there */
    replay_one(SETUP, "d1d3", 0, 0, NULL, NULL, BN_REPLAY_OK, "3a3/3a3/3d3/aadkdaa/3a3/3a3/7 d", NULL, 0);
    /* the faults */
    replay_one(SETUP, "e6e7", 0, 0, NULL, NULL, BN_REPLAY_EMPTY, SETUP, "e6", 0);
    replay_one(SETUP, "e6e7", 1, 0, NULL, NULL, BN_REPLAY_EMPTY, SETUP, "e6", 0);
    replay_one(SETUP, "d3c3", 0, 0, NULL, NULL, BN_REPLAY_SIDE, SETUP, "d3", 'd');
    replay_one(SETUP, "d4e5", 1, 0, NULL, NULL, BN_REPLAY_SIDE, SETUP, "d4", 'k');
    replay_one(after_d2b2, "d5e5", 0, 0, NULL, NULL, BN_REPLAY_OK, "3a3/3a3/4d2/aadkdaa/3d3/1a5/3a3 a", NULL, 0);
    replay_one(after_d2b2, "b2b3", 1, 0, NULL, NULL, BN_REPLAY_SIDE, after_d2b2, "b2", 'a');
    replay_one(after_d2b2, "d5e5", 1, 1, NULL, NULL, BN_REPLAY_KING, after_d2b2, "d5", 'd');
    replay_one(SETUP, "d2b2", 1, 1, NULL, NULL, BN_REPLAY_KING, SETUP, "d2", 'a');
    replay_one(SETUP, "d1d3", 1, 0, NULL, NULL, BN_REPLAY_TAKEN, SETUP, "d3", 'd');
    replay_one(SETUP, "d1d1", 1, 0, NULL, NULL, BN_REPLAY_TAKEN, SETUP, "d1", 'a');
    replay_one(SETUP, "d2b2", 1, 0, "c4", "c4", BN_REPLAY_KING_SQUARE, SETUP, "c4", 'd');
    replay_one(SETUP, "d2b2", 1, 0, "c2", "c4", BN_REPLAY_KING_SQUARE, SETUP, "c2", 0);
    replay_one(SETUP, "d2b2", 1, 0, NULL, "c2", BN_REPLAY_CAPTURE, SETUP, "c2", 0);
    replay_one(SETUP, "d2b2", 1, 0, NULL, "d2", BN_REPLAY_CAPTURE, SETUP, "d2", 0);
    replay_one(SETUP, "d2b2", 1, 0, NULL, "b2", BN_REPLAY_CAPTURE, SETUP, "b2", 'a');
    replay_one(SETUP, "d2b2", 1, 0, NULL, "d1", BN_REPLAY_CAPTURE, SETUP, "d1", 'a');
    replay_one(SETUP, "d2b2", 1, 0, NULL, "c4c4", BN_REPLAY_CAPTURE, SETUP, "c4", 0);
    replay_one(SETUP, "d2b2", 1, 0, NULL, "d3c4e4", BN_REPLAY_OK, "3a3/3a3/3d3/aa1k1aa/7/1a5/3a3 d", NULL, 0);
    replay_one(after_d2b2, "d3c3", 1, 0, NULL, "d4", BN_REPLAY_CAPTURE, after_d2b2, "d4", 'k');

    /* every input an answer */
    cells = replay_board(SETUP, &side);
    said.from = 22;     /* d2b2 */
    said.to = 8;
    said.stated = 1;
    said.king = 0;
    said.king_square = -1;
    said.captures = NULL;
    said.ncaptures = 0;
    ok(bn_replay_move(NULL, &side, &said, &f) == BN_REPLAY_INPUT && f.square == -1, "bn_replay_move: no board", "", 0);
    ok(bn_replay_move(cells, NULL, &said, &f) == BN_REPLAY_INPUT, "bn_replay_move: no side", "", 0);
    ok(bn_replay_move(cells, &side, NULL, &f) == BN_REPLAY_INPUT, "bn_replay_move: no move", "", 0);
    side = 'x';
    ok(bn_replay_move(cells, &side, &said, &f) == BN_REPLAY_INPUT && side == 'x', "bn_replay_move: no side to move", "x", 1);
    side = 'a';
    said.from = 49;
    ok(bn_replay_move(cells, &side, &said, &f) == BN_REPLAY_INPUT, "bn_replay_move: a square past the board", "", 0);
    said.from = -1;
    ok(bn_replay_move(cells, &side, &said, &f) == BN_REPLAY_INPUT, "bn_replay_move: a square before it", "", 0);
    said.from = 22;
    said.to = 1000;
    ok(bn_replay_move(cells, &side, &said, &f) == BN_REPLAY_INPUT, "bn_replay_move: a square far past it", "", 0);
    said.to = 8;
    said.ncaptures = 1;
    ok(bn_replay_move(cells, &side, &said, &f) == BN_REPLAY_INPUT, "bn_replay_move: captures counted, none given", "", 0);
    c = 49;
    said.captures = &c;
    ok(bn_replay_move(cells, &side, &said, &f) == BN_REPLAY_INPUT, "bn_replay_move: a capture past the board", "", 0);
    said.ncaptures = 0;
    said.king_square = 49;
    ok(bn_replay_move(cells, &side, &said, &f) == BN_REPLAY_INPUT, "bn_replay_move: the king's square past it", "", 0);
    said.king_square = -2;
    ok(bn_replay_move(cells, &side, &said, &f) == BN_REPLAY_INPUT, "bn_replay_move: and before it", "", 0);
    said.king_square = -1;
    ok(bn_replay_move(cells, &side, &said, NULL) == BN_REPLAY_OK && side == 'd', "bn_replay_move: no room for a fault", "", 0);
    ok(strcmp(replay_text(cells, side), after_d2b2) == 0, "... and the move played", "", 0);
    /* a byte that is no piece is an empty square */
    cells[bn_cell_of(bn_square("b2", 2, 0))] = 'x';
    ok(strcmp(replay_text(cells, 'q'), "3a3/3a3/3d3/aadkdaa/3d3/7/3a3 a") == 0,
       "bn_position_text: a byte that is no piece is empty, a side not d is a", "", 0);
    ok(strcmp(bn_replay_name(BN_REPLAY_KING_SQUARE), "king_square") == 0 && strcmp(bn_replay_name(BN_REPLAY_OK), "") == 0
       && strcmp(bn_replay_name((enum bn_replay)99), "") == 0, "bn_replay_name", "", 0);
    free(cells);
}

/* ---- the stream's replay ---- */

static unsigned long replay_seed = 12345;
static unsigned replay_rand(unsigned n)
{
    replay_seed = replay_seed * 1103515245UL + 12345UL;
    return (unsigned)((replay_seed >> 16) % n);
}

/* A random record: a start of its own or none, its start line before or
 * after its moves, moves mostly of the side to move (some from an empty
 * square or of the other side), white space of every kind between them. */
static size_t replay_record(char *out, size_t room)
{
    static const char *const gaps[] = { " ", " ", " ", "  ", "\t", " \xC2\xA0 ", "\xE2\x80\x83" };
    char cells[BN_SQUARES], side, start[BN_POSITION_MAX + 1], moves[8192];
    size_t n = 0, m = 0, slen = 0;
    int k, count = (int)replay_rand(40), own = replay_rand(2), after = replay_rand(2);
    if (own) {
        /* a random board of a few pieces and a side */
        for (k = 0; k < BN_SQUARES; k++)
            cells[k] = "\0\0\0\0adk"[replay_rand(7)];
        side = replay_rand(2) ? 'a' : 'd';
    }
    else
        bn_position(SETUP, strlen(SETUP), cells, &side);
    slen = bn_position_text(cells, side, start);
    {
        char s0 = side, c0[BN_SQUARES];
        memcpy(c0, cells, sizeof c0);
        for (k = 0; k < count && m + 64 < sizeof moves; k++) {
            struct bn_said said;
            char text[4];
            int from = (int)replay_rand(BN_SQUARES), tries;
            /* mostly a piece of the side to move */
            for (tries = 0; replay_rand(8) && tries < 200; tries++) {
                char c = cells[bn_cell_of(from)];
                if (c && (c == 'a') == (side == 'a'))
                    break;
                from = (int)replay_rand(BN_SQUARES);
            }
            memset(&said, 0, sizeof said);
            said.from = from;
            said.to = (int)replay_rand(BN_SQUARES);
            said.king_square = -1;
            if (bn_replay_move(cells, &side, &said, NULL) != BN_REPLAY_OK)
                side = side == 'a' ? 'd' : 'a';
            bn_move_text(from * BN_SQUARES + said.to, text);
            m += (size_t)snprintf(moves + m, sizeof moves - m, "%s%.4s", gaps[replay_rand(7)], text);
        }
        (void)s0;
    }
    n += (size_t)snprintf(out + n, room - n, "variant brandubh\n");
    if (own && !after)
        n += (size_t)snprintf(out + n, room - n, "start %.*s\n", (int)slen, start);
    n += (size_t)snprintf(out + n, room - n, "moves%.*s\n", (int)m, moves);
    if (own && after)
        n += (size_t)snprintf(out + n, room - n, "start %.*s\n", (int)slen, start);
    if (replay_rand(2))
        n += (size_t)snprintf(out + n, room - n, "result agreed\n");
    return n;
}

/* The replay of the first record of a stream read a byte at a time. */
static struct bn_record replay_first(const char *s, int mode)
{
    struct bn_record r;
    size_t n;
    check_replay = mode;
    r = stream_first(s, strlen(s), &n);
    check_replay = 0;
    return r;
}

static void replay_streams(void)
{
    static char buf[1 << 18];
    static struct bn_record whole[CHECK_RECORDS], cut[CHECK_RECORDS];
    struct bn_record r;
    int round, mode, bad = 0, failed = 0, passed = 0;
    const char *s;

    /* known records */
    s = "variant brandubh\nmoves d2b2 d3c3 e6e7\n";
    r = replay_first(s, 1);
    ok(!r.ok && r.fault.code == BN_OK && r.fault.replay == BN_REPLAY_EMPTY && r.fault.move == 3
       && r.fault.line == 2 && r.fault.column == 17 && r.fault.at == 33 && r.fault.square == 4 * 7 + 5
       && !r.fault.hint && r.fault.mover == 'a', "replay: a move from an empty square, refused at its place", s, strlen(s));
    r = replay_first(s, 0);
    ok(r.ok && !r.noted, "... accepted without replay", s, strlen(s));
    r = replay_first(s, 2);
    ok(r.ok && r.noted && r.note.replay == BN_REPLAY_EMPTY && r.note.move == 3 && r.note.column == 17,
       "... accepted and noted with replay 2", s, strlen(s));
    s = "variant brandubh\nmoves  d4d5\n";
    r = replay_first(s, 1);
    ok(!r.ok && r.fault.replay == BN_REPLAY_SIDE && r.fault.move == 1 && r.fault.column == 8 && r.fault.held == 'k'
       && r.fault.mover == 'a' && r.fault.hint, "replay: the first move of the other side, with the hint", s, strlen(s));
    s = "variant brandubh\nmoves d4d5\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\n";
    r = replay_first(s, 1);
    ok(r.ok, "replay: a start line after the moves is the start", s, strlen(s));
    s = "variant brandubh\nmoves d2b2 d4d5\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\n";
    r = replay_first(s, 1);
    ok(!r.ok && r.fault.replay == BN_REPLAY_SIDE && r.fault.move == 1 && r.fault.held == 'a' && r.fault.mover == 'd'
       && !r.fault.hint, "... and judges the first move, no hint with a start line", s, strlen(s));
    s = "variant brandubh\nmoves d2d3\n";
    r = replay_first(s, 1);
    ok(r.ok, "replay: a move onto a taken square is not judged", s, strlen(s));
    s = "variant brandubh\nmoves d2b2 d3c3 b2b3 b3b4\n";
    r = replay_first(s, 1);
    ok(!r.ok && r.fault.replay == BN_REPLAY_SIDE && r.fault.move == 4 && r.fault.held == 'a' && r.fault.mover == 'd'
       && r.fault.column == 22, "replay: a piece moved by both sides", s, strlen(s));
    s = "variant brandubh\nmoves d2b2 d3c3\nvariant brandubh\nmoves a4a5\nvariant brandubh\nmoves d4d5\n";
    check_replay = 1;
    stream_cuts(s, strlen(s), "replay: three records");
    check_replay = 0;

    /* random records, as a replay move by move judges them, cut anywhere */
    for (mode = 1; mode <= 2; mode++) {
        for (round = 0; round < 300; round++) {
            size_t len = 0, n, m, c, i, cuts[3];
            int k, nrec = 1 + (int)replay_rand(4);
            for (k = 0; k < nrec; k++)
                len += replay_record(buf + len, sizeof buf - len);
            check_replay = mode;
            n = feed_cut(buf, len, NULL, 0, (size_t)1 << 30, 0, whole, CHECK_RECORDS);
            bad += n != (size_t)nrec || check_against_scan(buf, len, whole, n) != 0;
            for (i = 0; i < n; i++) {
                failed += mode == 1 ? !whole[i].ok : whole[i].noted;
                passed += mode == 1 ? whole[i].ok : !whole[i].noted;
            }
            for (c = 0; c < 3; c++)
                cuts[c] = replay_rand((unsigned)len);
            if (cuts[0] > cuts[1]) { size_t t = cuts[0]; cuts[0] = cuts[1]; cuts[1] = t; }
            if (cuts[1] > cuts[2]) { size_t t = cuts[1]; cuts[1] = cuts[2]; cuts[2] = t; }
            if (cuts[0] > cuts[1]) { size_t t = cuts[0]; cuts[0] = cuts[1]; cuts[1] = t; }
            for (c = 0; c < 2; c++) {
                m = feed_cut(buf, len, cuts, 3, c ? BN_HOLD_MIN : 65536, 0, cut, CHECK_RECORDS);
                for (i = 0; m == n && i < n; i++)
                    if (!same_record(&whole[i], &cut[i]))
                        break;
                bad += m != n || i < n;
            }
            check_replay = 0;
        }
    }
    ok(bad == 0 && failed > 100 && passed > 100,
       "replay: random records, each as bn_replay_move judges it, the same cut anywhere and read a character at a time",
       "", 0);
}

/* A move of a dialect read from a heap copy of exactly its bytes: accepted
 * with the stored move, the about's bits and the captures written, or
 * refused with the code, the place and what was wanted. */
static void dialect_move_is(enum bn_dialect d, const char *s, const char *move, unsigned about,
                            const char *captures, int king_square)
{
    size_t len = strlen(s), i, n = strlen(captures) / 2;
    char *p = exact(s, len);
    unsigned char got[8];
    struct bn_dialect_move m;
    struct bn_dialect_fault f;
    int pass = bn_dialect_move(d, p, len, &m, got, sizeof got, &f) == 1
        && m.move == bn_move_stored(move, 4) && m.about == about && m.ncaptures == n
        && m.king_square == king_square;
    for (i = 0; pass && i < n; i++)
        pass = got[i] == bn_square(captures + 2 * i, 2, 0);
    ok(pass, bn_dialect_name(d), s, len);
    free(p);
}

static void dialect_fault_is(enum bn_dialect d, const char *s, enum bn_dialect_code code, size_t at,
                             size_t flen, enum bn_dialect_want want)
{
    size_t len = strlen(s);
    char *p = exact(s, len);
    struct bn_dialect_move m;
    struct bn_dialect_fault f;
    ok(bn_dialect_move(d, p, len, &m, NULL, 0, &f) == 0 && f.code == code && f.at == at && f.len == flen
       && f.want == want, bn_dialect_code_name(code), s, len);
    free(p);
}

/* A list read whole: its moves (as stored moves, one after another), the
 * closing word; or the fault's code, place, the moves before it and, for
 * a move after one that ended the game, that move. */
static void dialect_list_is(enum bn_dialect d, const char *s, int utf8, const char *moves,
                            enum bn_dialect_word word, enum bn_dialect_code code, size_t at, size_t ended)
{
    size_t len = strlen(s), count = 0, tat, tlen;
    char *p = exact(s, len);
    struct bn_dialect_list l;
    struct bn_dialect_move m;
    struct bn_dialect_fault f;
    unsigned char captures[4];
    int got, pass = 1;
    bn_dialect_list_start(&l, d, p, len, utf8);
    while ((got = bn_dialect_list_next(&l, &m, captures, sizeof captures, &tat, &tlen, &f)) > 0) {
        if (strlen(moves) < 4 * (count + 1) || m.move != bn_move_stored(moves + 4 * count, 4))
            pass = 0;
        count++;
    }
    if (code == BN_D_OK)
        pass = pass && got == 0 && 4 * count == strlen(moves) && l.word == word;
    else
        pass = pass && got < 0 && f.code == code && f.at == at && f.moves == count && f.ended == ended;
    ok(pass, "a list", s, len);
    free(p);
}

static void dialect_tests(void)
{
    /* the dialects by name */
    ok(bn_dialect_of("otn", 3) == BN_DIALECT_OTN && bn_dialect_of("shown", 5) == BN_DIALECT_SHOWN
       && bn_dialect_of("ot", 2) == -1 && bn_dialect_of("otnx", 4) == -1, "bn_dialect_of", "otn", 3);
    /* moves read */
    dialect_move_is(BN_DIALECT_OTN, "c2-c3xKc4", "c2c3", BN_ABOUT_KING_TAKEN, "c4", bn_square("c4", 2, 0));
    dialect_move_is(BN_DIALECT_OTN, "Kd4-d7--", "d4d7", BN_ABOUT_KING | BN_ABOUT_KING_HOME, "", -1);
    dialect_move_is(BN_DIALECT_OTN, "d1-d2xd3/e3+", "d1d2", BN_ABOUT_THREAT, "d3e3", -1);
    dialect_move_is(BN_DIALECT_NIELSEN, "f6f7xe7xe6", "f6f7", BN_ABOUT_NO_HYPHEN, "e7e6", -1);
    dialect_move_is(BN_DIALECT_WALKER, "E5-E6xD6/F6++", "e5e6", BN_ABOUT_WINS, "d6f6", -1);
    dialect_move_is(BN_DIALECT_WALKER, "e5-e6--", "e5e6", BN_ABOUT_LOSES | BN_ABOUT_LOWER, "", -1);
    dialect_move_is(BN_DIALECT_SHOWN, "kD1D3Xc3,E3#", "d1d3", BN_ABOUT_KING | BN_ABOUT_NO_HYPHEN | BN_ABOUT_KING_TAKEN,
                    "c3e3", -1);
    dialect_move_is(BN_DIALECT_SHOWN, "d1-g1++", "d1g1", BN_ABOUT_KING_HOME, "", -1);
    /* more captures than the room given: counted, the room filled */
    dialect_move_is(BN_DIALECT_NIELSEN, "a1a2xa3xa4xa5xa6", "a1a2", BN_ABOUT_NO_HYPHEN, "a3a4a5a6", -1);
    /* faults, as Dialects.pm's scanner places them */
    dialect_fault_is(BN_DIALECT_OTN, "", BN_D_EMPTY, 0, 0, BN_DW_NONE);
    dialect_fault_is(BN_DIALECT_OTN, "td4-d5", BN_D_PIECE, 0, 1, BN_DW_NONE);
    dialect_fault_is(BN_DIALECT_NIELSEN, "Kd4-d5", BN_D_PIECE, 0, 1, BN_DW_NONE);
    dialect_fault_is(BN_DIALECT_OTN, "k10-k9", BN_D_BOARD, 0, 3, BN_DW_NONE);
    dialect_fault_is(BN_DIALECT_OTN, "c2-C3", BN_D_CASE, 3, 0, BN_DW_TO);
    dialect_fault_is(BN_DIALECT_OTN, "c2c3", BN_D_FORM, 2, 0, BN_DW_HYPHEN);
    dialect_fault_is(BN_DIALECT_OTN, "c2^c3", BN_D_JUMP, 2, 1, BN_DW_NONE);
    dialect_fault_is(BN_DIALECT_OTN, "c2-c3xc4,c5", BN_D_CAPTURES, 8, 1, BN_DW_NONE);
    dialect_fault_is(BN_DIALECT_OTN, "c2-c3xKc4/Kc5", BN_D_FORM, 10, 0, BN_DW_ONE_KING);
    dialect_fault_is(BN_DIALECT_OTN, "c2-c3#", BN_D_MARK, 5, 1, BN_DW_NONE);
    dialect_fault_is(BN_DIALECT_SHOWN, "d1-d2+", BN_D_MARK, 5, 1, BN_DW_NONE);
    dialect_fault_is(BN_DIALECT_SHOWN, "d1-d2x", BN_D_FORM, 6, 0, BN_DW_CAPTURE);
    dialect_fault_is(BN_DIALECT_SHOWN, "\xE2\x84\xAA" "d1-d2", BN_D_FORM, 0, 0, BN_DW_FROM);
    dialect_fault_is(BN_DIALECT_NIELSEN, "d1-d2 ", BN_D_FORM, 5, 0, BN_DW_END);
    dialect_fault_is(BN_DIALECT_NIELSEN, "d1-d2x", BN_D_FORM, 6, 0, BN_DW_CAPTURE);
    /* lists */
    dialect_list_is(BN_DIALECT_NIELSEN, "d2-e2 c4-c2 b4-b3xc3 resigned", 0, "d2e2c4c2b4b3", BN_WORD_RESIGNED,
                    BN_D_OK, 0, 0);
    dialect_list_is(BN_DIALECT_OTN, " 1. d2-e2 c4-c2\n2.b4-b3 ---\t", 0, "d2e2c4c2b4b3", BN_WORD_RESIGNED, BN_D_OK, 0, 0);
    dialect_list_is(BN_DIALECT_OTN, "1... d2-e2", 0, "", 0, BN_D_TURN, 0, 0);
    dialect_list_is(BN_DIALECT_OTN, "1.. d2-e2", 0, "", 0, BN_D_TURN, 0, 0);
    dialect_list_is(BN_DIALECT_OTN, "d2-e2 1... c4-c2 2. d1-d2", 0, "d2e2c4c2d1d2", 0, BN_D_OK, 0, 0);
    dialect_list_is(BN_DIALECT_OTN, "99999999999999999999999. d2-e2", 0, "", 0, BN_D_TURN, 0, 0);
    dialect_list_is(BN_DIALECT_NIELSEN, "d2-e2 timeout d1-d2", 0, "d2e2", 0, BN_D_AFTER, 14, 0);
    dialect_list_is(BN_DIALECT_OTN, "Kd4-a4-- d1-d2", 0, "d4a4", 0, BN_D_AFTER, 9, 1);
    dialect_list_is(BN_DIALECT_OTN, "Kd4-a4-- ---", 0, "d4a4", BN_WORD_RESIGNED, BN_D_OK, 0, 0);
    dialect_list_is(BN_DIALECT_OTN, "d2-e2 c4-c2 2.d1-d9", 0, "d2e2c4c2", 0, BN_D_BOARD, 17, 0);
    dialect_list_is(BN_DIALECT_OTN, "d2-e2 2.d1-d2", 0, "d2e2", 0, BN_D_TURN, 6, 0);
    /* white space of a UTF-8 string: NO-BREAK SPACE parts tokens there */
    dialect_list_is(BN_DIALECT_NIELSEN, "d2-e2\xC2\xA0" "c4-c2", 1, "d2e2c4c2", 0, BN_D_OK, 0, 0);
    dialect_list_is(BN_DIALECT_NIELSEN, "d2-e2\xC2\xA0" "c4-c2", 0, "", 0, BN_D_FORM, 5, 0);
    dialect_list_is(BN_DIALECT_NIELSEN, "", 0, "", 0, BN_D_OK, 0, 0);
    /* a list read on from an earlier piece: its turns counted from the
     * moves read before, more than the piece's bytes */
    {
        struct bn_dialect_list l;
        struct bn_dialect_move m;
        struct bn_dialect_fault f;
        unsigned char captures[4];
        size_t tat, tlen;
        const char *s = "5001. d2-e2";
        char *p = exact(s, strlen(s));
        int got;
        bn_dialect_list_start(&l, BN_DIALECT_OTN, p, strlen(s), 0);
        l.moves = 10000;
        got = bn_dialect_list_next(&l, &m, captures, sizeof captures, &tat, &tlen, &f);
        ok(got == 1 && l.moves == 10001 && tat == 6, "a list read on from its moves before", s, strlen(s));
        bn_dialect_list_start(&l, BN_DIALECT_OTN, p, strlen(s), 0);
        l.moves = 10002;
        got = bn_dialect_list_next(&l, &m, captures, sizeof captures, &tat, &tlen, &f);
        ok(got < 0 && f.code == BN_D_TURN && f.moves == 10002, "a turn out of place in a list read on", s, strlen(s));
        bn_dialect_list_start(&l, BN_DIALECT_OTN, p + 6, strlen(s) - 6, 0);
        l.moves = 3;
        l.ended = 3;
        got = bn_dialect_list_next(&l, &m, captures, sizeof captures, &tat, &tlen, &f);
        ok(got < 0 && f.code == BN_D_AFTER && f.ended == 3 && f.moves == 3, "a move after one that ended the game, read on",
           s + 6, strlen(s) - 6);
        free(p);
    }
}

/* A list's first move read as the move alone reads it: bn_dialect_list_next
 * gives what bn_dialect_move gives the token, over tokens near a plain move
 * (d1-d3) in every dialect (squares on and off the board, in either case,
 * with other joins) followed by nothing, a space, a tab or more of a move.
 * One test a dialect. */
static void dialect_quick_tests(void)
{
    static const char files[] = "`abcdefghAGk", ranks[] = "01478", joins[] = "-=x";
    static const char *const after[] = { "", " ", "\t", " d1-d2", "x", "+", "-", "xc3", "1" };
    int d;
    for (d = 0; d < BN_DIALECTS; d++) {
        size_t a, b, c, e, g, h, tried = 0, wrong = 0;
        char text[16], first[16] = "";
        for (a = 0; a < LEN(files); a++)
            for (b = 0; b < LEN(ranks); b++)
                for (c = 0; c < LEN(joins); c++)
                    for (e = 0; e < LEN(files); e++)
                        for (g = 0; g < LEN(ranks); g++)
                            for (h = 0; h < sizeof after / sizeof after[0]; h++) {
                                struct bn_dialect_list l;
                                struct bn_dialect_move m, want;
                                unsigned char caps[4], want_caps[4];
                                size_t at, tlen, len, token;
                                char *p;
                                int got, read;
                                len = (size_t)sprintf(text, "%c%c%c%c%c%s", files[a], ranks[b], joins[c], files[e],
                                                      ranks[g], after[h]);
                                token = strcspn(text, " \t");
                                p = exact(text, len);
                                read = bn_dialect_move((enum bn_dialect)d, p, token, &want, want_caps, sizeof want_caps,
                                                       NULL);
                                bn_dialect_list_start(&l, (enum bn_dialect)d, p, len, 0);
                                got = bn_dialect_list_next(&l, &m, caps, sizeof caps, &at, &tlen, NULL);
                                tried++;
                                if (read ? !(got == 1 && at == 0 && tlen == token && m.move == want.move
                                             && m.about == want.about && m.king_square == want.king_square
                                             && m.ncaptures == want.ncaptures
                                             && memcmp(caps, want_caps, want.ncaptures < 4 ? want.ncaptures : 4) == 0)
                                         : got != -1) {
                                    if (!wrong++)
                                        memcpy(first, text, len + 1);
                                }
                                free(p);
                            }
        ok(wrong == 0 && tried > 10000, bn_dialect_name((enum bn_dialect)d), wrong ? first : "d1-d3 and its kin",
           strlen(wrong ? first : "d1-d3 and its kin"));
    }
}

/* A move written by bn_dialect_write into a heap buffer of exactly its
 * room: the text given; and read back by bn_dialect_move as the same move
 * (the writer writes what the reader reads). */
static void dialect_written_is(enum bn_dialect d, const char *move, unsigned about, const char *captures,
                               const char *king_square, const char *want)
{
    size_t n = strlen(captures) / 2, i, len;
    unsigned char squares[8], back[8];
    char *out = malloc(BN_DIALECT_WRITE_ROOM(n));
    struct bn_dialect_move m;
    int pass;
    if (!out) {
        puts("Bail out! out of memory");
        exit(1);
    }
    for (i = 0; i < n; i++)
        squares[i] = (unsigned char)bn_square(captures + 2 * i, 2, 0);
    len = bn_dialect_write(d, bn_move_stored(move, 4), about, squares, n, *king_square ? bn_square(king_square, 2, 0) : -1,
                           out);
    pass = len == strlen(want) && memcmp(out, want, len) == 0
        && bn_dialect_move(d, out, len, &m, back, sizeof back, NULL) == 1 && m.move == bn_move_stored(move, 4)
        && m.ncaptures == n;
    ok(pass, "written", want, strlen(want));
    free(out);
}

static void dialect_write_tests(void)
{
    dialect_written_is(BN_DIALECT_NIELSEN, "d1d3", 0, "", "", "d1-d3");
    dialect_written_is(BN_DIALECT_NIELSEN, "d1d3", BN_ABOUT_NO_HYPHEN | BN_ABOUT_KING | BN_ABOUT_THREAT, "c3e3", "",
                       "d1d3xc3xe3");
    dialect_written_is(BN_DIALECT_OTN, "d1d3", BN_ABOUT_NO_HYPHEN | BN_ABOUT_KING, "", "", "Kd1-d3");
    /* the king taken: marked K on his square, once, and no mark then */
    dialect_written_is(BN_DIALECT_OTN, "c2c3", BN_ABOUT_KING_TAKEN | BN_ABOUT_THREAT, "d3c4c4", "c4",
                       "c2-c3xd3/Kc4/c4+");
    dialect_written_is(BN_DIALECT_OTN, "c2c3", BN_ABOUT_KING_TAKEN, "c4", "", "c2-c3xc4++");
    dialect_written_is(BN_DIALECT_OTN, "d4d7", BN_ABOUT_KING | BN_ABOUT_KING_HOME | BN_ABOUT_KING_TAKEN, "", "",
                       "Kd4-d7--");
    /* the shown form: captures sorted by name, either hyphen */
    dialect_written_is(BN_DIALECT_SHOWN, "d1d3", BN_ABOUT_KING | BN_ABOUT_KING_TAKEN | BN_ABOUT_NO_HYPHEN, "e3c3a3e3",
                       "", "Kd1d3xa3,c3,e3,e3#");
    dialect_written_is(BN_DIALECT_SHOWN, "d1g1", BN_ABOUT_THREAT | BN_ABOUT_KING_HOME, "", "", "d1-g1++");
    /* Walker's: capitals but the x, the king home written as a win */
    dialect_written_is(BN_DIALECT_WALKER, "e5e6", BN_ABOUT_KING_HOME | BN_ABOUT_NO_HYPHEN, "d6f6", "", "E5-E6xD6/F6++");
    dialect_written_is(BN_DIALECT_WALKER, "e5e6", BN_ABOUT_LOWER | BN_ABOUT_LOSES | BN_ABOUT_THREAT, "", "", "e5-e6--");
    dialect_written_is(BN_DIALECT_WALKER, "a1a2", BN_ABOUT_WAY_OUT, "b2", "", "A1-A2xB2");
}

/* bn_list_record: a line of a dialect written as a record (into a heap
 * buffer of exactly room bytes), its length and what it loses; or 0. */
static size_t list_record(enum bn_dialect d, const char *s, size_t most, size_t room, struct bn_lost *lost,
                          char *text)
{
    char cells[BN_SQUARES], side;
    char *p = exact(s, strlen(s)), *out = malloc(room ? room : 1);
    size_t n;
    if (!out || !bn_position(SETUP, strlen(SETUP), cells, &side)) {
        puts("Bail out! out of memory, or no set-up");
        exit(1);
    }
    n = bn_list_record(d, p, strlen(s), cells, side, most, "brandubh", 8, out, room, lost);
    if (n && text) {
        memcpy(text, out, n);
        text[n] = '\0';
    }
    free(out);
    free(p);
    return n;
}

static void list_record_tests(void)
{
    struct bn_lost lost;
    char text[512], cells[BN_SQUARES], side;
    size_t n, i;
    int written;
    char many[400];
    n = list_record(BN_DIALECT_NIELSEN, " d2-b2\te4-e3 a4-a6 d5-e5 d6-c6 e5-a5xa6 ", 100, 256, &lost, text);
    ok(n == strlen(text) && strcmp(text, "variant brandubh\nmoves d2b2 e4e3 a4a6 d5e5 d6c6 e5a5\n") == 0 && lost.moves == 6
       && lost.count[BN_LOST_CAPTURES] == 1 && lost.first[BN_LOST_CAPTURES] == 6 && lost.count[BN_LOST_KING] == 0
       && lost.word == BN_WORD_NONE && lost.side == 'a',
       "a list as a record, its capture counted", "d2-b2 e4-e3 a4-a6 d5-e5 d6-c6 e5-a5xa6", 38);
    n = list_record(BN_DIALECT_NIELSEN, "1. d2-b2 e4-e3 2. b2-b3 e3-c3xb3 resigned", 100, 256, &lost, text);
    ok(n && strcmp(text, "variant brandubh\nmoves d2b2 e4e3 b2b3 e3c3\nresult resign attackers\n") == 0
       && lost.count[BN_LOST_CAPTURES] == 1 && lost.first[BN_LOST_CAPTURES] == 4 && lost.word == BN_WORD_RESIGNED
       && lost.side == 'a', "a numbered list with a capture and a resignation", "1. d2-b2 e4-e3 ...", 18);
    n = list_record(BN_DIALECT_NIELSEN, "d2-b2 e4-e3 b2-b3 timeout", 100, 256, &lost, text);
    ok(n && strcmp(text, "variant brandubh\nmoves d2b2 e4e3 b2b3\n") == 0 && lost.word == BN_WORD_TIMEOUT
       && lost.side == 'd' && lost.count[BN_LOST_CAPTURES] == 0, "a timeout: no result", "d2-b2 e4-e3 b2-b3 timeout", 25);
    n = list_record(BN_DIALECT_OTN, "d2-b2 Kd4-d2+ b2-b3", 100, 256, &lost, text);
    ok(n && lost.count[BN_LOST_KING] == 1 && lost.first[BN_LOST_KING] == 2 && lost.count[BN_LOST_THREAT] == 1
       && lost.first[BN_LOST_THREAT] == 2 && lost.word == BN_WORD_NONE, "the king's letter and a threat counted",
       "d2-b2 Kd4-d2+ b2-b3", 19);
    /* refused: each line read the long way */
    ok(!list_record(BN_DIALECT_NIELSEN, "d2-b2 e4-e3,0,0", 100, 256, &lost, text), "columns: not here", "", 0);
    ok(!list_record(BN_DIALECT_NIELSEN, "d2-b2 e4-e3\r", 100, 256, &lost, text), "a carriage return: not here", "", 0);
    ok(!list_record(BN_DIALECT_NIELSEN, "d2-b2 \xc3\xa9", 100, 256, &lost, text), "past ASCII: not here", "", 0);
    ok(!list_record(BN_DIALECT_NIELSEN, " \t ", 100, 256, &lost, text), "a blank line: not here", "", 0);
    ok(list_record(BN_DIALECT_OTN, "d2-b2 e4-e3 resigned", 100, 256, &lost, text) == 0,
       "the closing word of another dialect: a fault, not here", "", 0);
    ok(!list_record(BN_DIALECT_NIELSEN, "d2-b2 Z9-Q", 100, 256, &lost, text), "a fault: not here", "", 0);
    ok(!list_record(BN_DIALECT_NIELSEN, "d2-b2 d2-b3", 100, 256, &lost, text), "a replay's fault: not here", "", 0);
    ok(!list_record(BN_DIALECT_NIELSEN, "1.", 100, 256, &lost, text), "no move: not here", "", 0);
    ok(!list_record(BN_DIALECT_NIELSEN, "d2-b2 e4-e3 b2-b3", 2, 256, &lost, text), "more moves than most: not here", "", 0);
    ok(list_record(BN_DIALECT_NIELSEN, "d2-b2 e4-e3", 2, 256, &lost, text) != 0, "as many moves as most", "", 0);
    /* room: the head and end, then each move */
    ok(!list_record(BN_DIALECT_NIELSEN, "d2-b2", 100, 20, &lost, text), "no room for the head: not here", "", 0);
    n = list_record(BN_DIALECT_NIELSEN, "d2-b2", 100, 256, &lost, text);
    ok(list_record(BN_DIALECT_NIELSEN, "d2-b2", 100, n - 1 + 24, &lost, text) == 0
       && list_record(BN_DIALECT_NIELSEN, "d2-b2", 100, n + 24, &lost, text) == n,
       "room for a move and a result line, or not here", "", 0);
    ok(!list_record((enum bn_dialect)BN_DIALECTS, "d2-b2", 100, 256, &lost, text), "no dialect", "", 0);
    ok(bn_position(SETUP, strlen(SETUP), cells, &side)
       && bn_list_record(BN_DIALECT_NIELSEN, "d2-b2", 5, cells, 'x', 100, "brandubh", 8, text, 256, &lost) == 0
       && bn_list_record(BN_DIALECT_NIELSEN, "d2-b2", 5, NULL, 'a', 100, "brandubh", 8, text, 256, &lost) == 0
       && bn_list_record(BN_DIALECT_NIELSEN, "d2-b2", 5, cells, 'a', 100, "brandubh", 8, NULL, 256, &lost) == 0,
       "no side, no board, no room given", "", 0);
    /* more captures than the core keeps room for: the long way */
    written = snprintf(many, sizeof many, "d2-b2 e4-e3x");
    for (i = 0; i < 33; i++)
        written += snprintf(many + written, sizeof many - (size_t)written, "%sd3", i ? "x" : "");
    ok(!list_record(BN_DIALECT_NIELSEN, many, 100, 256, &lost, text), "33 captures: not here", many, (size_t)written);
    /* an ending mark and the king's square */
    n = list_record(BN_DIALECT_OTN, "d2-b2 e4-e3 d1-d2 d3-d1 Kd4-d3 d1-c1 e5-e4xKd4", 100, 256, &lost, text);
    ok(n == 0, "the king taken where he is not: a replay's fault", "", 0);
}

int main(void)
{
    static const char setup[] = SETUP;
    int i;

    /* bn_coordinate */
    coordinate("0", LEN("0"), 0);
    coordinate("6", LEN("6"), 6);
    coordinate("7", LEN("7"), -1);
    coordinate("", LEN(""), -1);
    coordinate("03", LEN("03"), -1);
    coordinate("3\n", LEN("3\n"), -1);
    coordinate("\0", LEN("\0"), -1);
    coordinate("/", LEN("/"), -1);

    /* bn_square: every square, its neighbours off the board, case */
    for (i = 0; i < BN_SQUARES; i++) {
        char name[2];
        bn_square_text(i, name);
        square(name, 2, 0, i);
        name[0] = (char)(name[0] - 32);
        square(name, 2, 1, i);
        square(name, 2, 0, -1);
    }
    square("h1", LEN("h1"), 1, -1);
    square("H1", LEN("H1"), 1, -1);
    square("a0", LEN("a0"), 1, -1);
    square("a8", LEN("a8"), 1, -1);
    square("`1", LEN("`1"), 1, -1);
    square("@1", LEN("@1"), 1, -1);
    square("a", LEN("a"), 0, -1);
    square("", LEN(""), 0, -1);
    square("a1\0", LEN("a1\0"), 0, -1);
    square("a1 ", LEN("a1 "), 0, -1);

    /* bn_move_stored and bn_move_text */
    for (i = 0; i < BN_MOVES; i++) {
        char text[4];
        bn_move_text(i, text);
        stored(text, 4, i);
    }
    stored("D1D3", LEN("D1D3"), -1);
    stored("d1d", LEN("d1d"), -1);
    stored("d1d3 ", LEN("d1d3 "), -1);
    stored("d1d3\0", LEN("d1d3\0"), -1);
    stored("", LEN(""), -1);
    stored("d1-d3", LEN("d1-d3"), -1);

    /* bn_space */
    space(" ", LEN(" "), 0, 1);
    space("\t", LEN("\t"), 0, 1);
    space("\x0b", LEN("\x0b"), 0, 1);
    space("\r", LEN("\r"), 1, 1);
    space("\x08", LEN("\x08"), 0, 0);
    space("\x0e", LEN("\x0e"), 0, 0);
    space("", LEN(""), 1, 0);
    space("\xc2\xa0", LEN("\xc2\xa0"), 0, 0);
    space("\xc2\xa0", LEN("\xc2\xa0"), 1, 2);
    space("\xc2\x85", LEN("\xc2\x85"), 1, 2);
    space("\xc2", LEN("\xc2"), 1, 0);
    space("\xe3\x80\x80", LEN("\xe3\x80\x80"), 1, 3);
    space("\xe3\x80", LEN("\xe3\x80"), 1, 0);
    space("\xe1\x9a\x80", LEN("\xe1\x9a\x80"), 1, 3);
    space("\xe2\x80\x80", LEN("\xe2\x80\x80"), 1, 3);
    space("\xe2\x80\x8a", LEN("\xe2\x80\x8a"), 1, 3);
    space("\xe2\x80\x8b", LEN("\xe2\x80\x8b"), 1, 0);
    space("\xe2\x80\xa8", LEN("\xe2\x80\xa8"), 1, 3);
    space("\xe2\x80\xa9", LEN("\xe2\x80\xa9"), 1, 3);
    space("\xe2\x80\xaf", LEN("\xe2\x80\xaf"), 1, 3);
    space("\xe2\x81\x9f", LEN("\xe2\x81\x9f"), 1, 3);
    space("\xe2\x81\x9e", LEN("\xe2\x81\x9e"), 1, 0);
    space("\xe2\x80\x7f", LEN("\xe2\x80\x7f"), 1, 0);
    space("\xe1\xa0\x8e", LEN("\xe1\xa0\x8e"), 1, 0);

    /* the rules of the perl that runs: each character alone, then a move */
    bn_space_rules(BN_SPACE_MVS_UTF8);
    space("\x0b", LEN("\x0b"), 0, 0);
    space("\x0b", LEN("\x0b"), 1, 0);
    space("\xe1\xa0\x8e", LEN("\xe1\xa0\x8e"), 1, 3);
    space("\xe1\xa0\x8e", LEN("\xe1\xa0\x8e"), 0, 0);
    space("\x0c", LEN("\x0c"), 0, 1);
    parse("\x0b" "d4-d1", LEN("\x0b" "d4-d1"), 0, -1);
    parse("d4-d1\xe1\xa0\x8e", LEN("d4-d1\xe1\xa0\x8e"), 1, MV('d', '4', 'd', '1'));
    bn_space_rules(BN_SPACE_VT);
    space("\x0b", LEN("\x0b"), 0, 1);
    space("\x0b", LEN("\x0b"), 1, 0);
    bn_space_rules(BN_SPACE_VT_UTF8);
    space("\x0b", LEN("\x0b"), 0, 0);
    space("\x0b", LEN("\x0b"), 1, 1);
    bn_space_rules(BN_SPACE_VT | BN_SPACE_VT_UTF8);
    parse("\x0b" "d4-d1", LEN("\x0b" "d4-d1"), 0, MV('d', '4', 'd', '1'));
    parse("d4-d1\xe1\xa0\x8e", LEN("d4-d1\xe1\xa0\x8e"), 1, -1);

    /* bn_move_parse */
    parse("d4d1", LEN("d4d1"), 0, MV('d', '4', 'd', '1'));
    parse("Kd4-d1", LEN("Kd4-d1"), 0, MV('d', '4', 'd', '1'));
    parse("kD4-D1xC1,e1++", LEN("kD4-D1xC1,e1++"), 0, MV('d', '4', 'd', '1'));
    parse("c5-c4xd4#", LEN("c5-c4xd4#"), 0, MV('c', '5', 'c', '4'));
    parse(" \t d1d3 \r\n", LEN(" \t d1d3 \r\n"), 0, MV('d', '1', 'd', '3'));
    parse("\xe2\x84\xaa" "d4-d1", LEN("\xe2\x84\xaa" "d4-d1"), 1, MV('d', '4', 'd', '1'));
    parse("\xe2\x84\xaa" "d4-d1", LEN("\xe2\x84\xaa" "d4-d1"), 0, -1);
    parse("\xe2\x84", LEN("\xe2\x84"), 1, -1);
    parse("\xc2\xa0" "d1d3" "\xe3\x80\x80", LEN("\xc2\xa0" "d1d3" "\xe3\x80\x80"), 1, MV('d', '1', 'd', '3'));
    parse("\xc2\xa0" "d1d3", LEN("\xc2\xa0" "d1d3"), 0, -1);
    parse("", LEN(""), 0, -1);
    parse(" ", LEN(" "), 0, -1);
    parse("k", LEN("k"), 0, -1);
    parse("d", LEN("d"), 0, -1);
    parse("d4", LEN("d4"), 0, -1);
    parse("d4-", LEN("d4-"), 0, -1);
    parse("d4-d", LEN("d4-d"), 0, -1);
    parse("d4d1x", LEN("d4d1x"), 0, -1);
    parse("d4d1xc", LEN("d4d1xc"), 0, -1);
    parse("d4d1xc1,", LEN("d4d1xc1,"), 0, -1);
    parse("d4d1xc1,e", LEN("d4d1xc1,e"), 0, -1);
    parse("d4d1+", LEN("d4d1+"), 0, -1);
    parse("d4d1+++", LEN("d4d1+++"), 0, -1);
    parse("d4d1##", LEN("d4d1##"), 0, -1);
    parse("d4 d1", LEN("d4 d1"), 0, -1);
    parse("kkd4d1", LEN("kkd4d1"), 0, -1);
    parse("d4d1\0", LEN("d4d1\0"), 0, -1);
    parse("d4\0d1", LEN("d4\0d1"), 0, -1);

    /* bn_position */
    position(setup, LEN(SETUP), 1);
    position("7/7/7/7/7/7/7 d", LEN("7/7/7/7/7/7/7 d"), 1);
    position("1111111/16/61/25/52/34/kkkkkkk a", LEN("1111111/16/61/25/52/34/kkkkkkk a"), 1);
    position(setup, LEN(SETUP) - 1, 0);
    position(setup, LEN(SETUP) - 2, 0);
    position("7/7/7/7/7/7/7 a ", LEN("7/7/7/7/7/7/7 a "), 0);
    position("7/7/7/7/7/7/7 a\n", LEN("7/7/7/7/7/7/7 a\n"), 0);
    position("7/7/7/7/7/7/7 A", LEN("7/7/7/7/7/7/7 A"), 0);
    position("7/7/7/7/7/7/7", LEN("7/7/7/7/7/7/7"), 0);
    position("7/7/7/7/7/7/", LEN("7/7/7/7/7/7/"), 0);
    position("7/7/7/7/7/7/7/7 a", LEN("7/7/7/7/7/7/7/7 a"), 0);
    position("8/7/7/7/7/7/7 a", LEN("8/7/7/7/7/7/7 a"), 0);
    position("0/7/7/7/7/7/7 a", LEN("0/7/7/7/7/7/7 a"), 0);
    position("77/7/7/7/7/7/7 a", LEN("77/7/7/7/7/7/7 a"), 0);
    position("6/7/7/7/7/7/7 a", LEN("6/7/7/7/7/7/7 a"), 0);
    position("/7/7/7/7/7/7 a", LEN("/7/7/7/7/7/7 a"), 0);
    position("7//7/7/7/7/7 a", LEN("7//7/7/7/7/7 a"), 0);
    position("7/7/7/7/7/7/7  a", LEN("7/7/7/7/7/7/7  a"), 0);
    position("7/7/7/7/7/7/7 a\0", LEN("7/7/7/7/7/7/7 a\0"), 0);
    /* a first row 263 wide: 7 more than 256 */
    position("77777777777777777777777777777777777774/7/7/7/7/7/7 a",
             LEN("77777777777777777777777777777777777774/7/7/7/7/7/7 a"), 0);
    position("", LEN(""), 0);
    position("7", LEN("7"), 0);
    {
        char cells[BN_SQUARES], side = 0;
        static const char want[BN_SQUARES] = {
            0, 0, 0, 'a', 0, 0, 0,   0, 0, 0, 'a', 0, 0, 0,   0, 0, 0, 'd', 0, 0, 0,
            'a', 'a', 'd', 'k', 'd', 'a', 'a',
            0, 0, 0, 'd', 0, 0, 0,   0, 0, 0, 'a', 0, 0, 0,   0, 0, 0, 'a', 0, 0, 0,
        };
        char *p = exact(setup, LEN(SETUP));
        ok(bn_position(p, LEN(SETUP), cells, &side) && side == 'a'
           && memcmp(cells, want, sizeof want) == 0, "bn_position cells of", setup, LEN(SETUP));
        free(p);
    }

    positions_agree();

    /* bn_display */
    {
        unsigned char squares[64];
        char out[256];
        size_t n, i;
        n = bn_display(out, MV('d', '1', 'd', '3'), 0, squares, 0, 0, 0);
        ok(n == 5 && memcmp(out, "d1-d3", 5) == 0, "bn_display", out, n);
        squares[0] = 4 * 7 + 2;     /* e3 */
        squares[1] = 2 * 7 + 2;     /* c3 */
        squares[2] = 4 * 7 + 2;     /* e3 again */
        squares[3] = 0;             /* a1 */
        n = bn_display(out, MV('d', '1', 'd', '3'), 1, squares, 4, 1, 1);
        ok(n == LEN("Kd1-d3xa1,c3,e3,e3++") && memcmp(out, "Kd1-d3xa1,c3,e3,e3++", n) == 0,
           "bn_display sorts by insertion", out, n);
        ok(n <= bn_display_size(4), "bn_display_size bounds", out, n);
        n = bn_display(out, MV('c', '5', 'c', '4'), 0, squares, 1, 0, 1);
        ok(n == LEN("c5-c4xa1#") && memcmp(out, "c5-c4xa1#", n) == 0, "bn_display king taken", out, n);
        for (i = 0; i < 40; i++)
            squares[i] = (unsigned char)(48 - i % 49);
        n = bn_display(out, MV('a', '1', 'a', '2'), 0, squares, 40, 0, 0);
        ok(n == 5 + 1 + 3 * 40 - 1 && memcmp(out, "a1-a2xb3,b4,b5", 14) == 0
           && memcmp(out + n - 2, "g7", 2) == 0, "bn_display sorts by count", out, n);
        ok(bn_display_size(0) >= LEN("Kg2-g1++"), "bn_display_size(0)", "", 0);
    }

    /* bn_variant_ok */
    variant("brandubh", LEN("brandubh"), 0, 1);
    variant("a\0b", LEN("a\0b"), 0, 1);
    variant(" ", LEN(" "), 0, 0);
    variant("", LEN(""), 0, 0);
    variant("\xa0", LEN("\xa0"), 0, 1);
    variant("\xc2\xa0", LEN("\xc2\xa0"), 1, 0);
    variant("\xc2\xa0", LEN("\xc2\xa0"), 0, 1);
    variant("a\nb", LEN("a\nb"), 0, 0);
    variant("a\r", LEN("a\r"), 0, 0);

    /* bn_game_scan, bn_moves_next and the record writers */
    game_is("variant brandubh\nmoves d1c1 d3c3\n", LEN("variant brandubh\nmoves d1c1 d3c3\n"), 0, 1);
    game_is("variant x\nmoves", LEN("variant x\nmoves"), 0, 1);
    game_is("variant x\r\nmoves\r\n", LEN("variant x\r\nmoves\r\n"), 0, 1);
    game_is("variant x\nmoves d1d3\r", LEN("variant x\nmoves d1d3\r"), 0, 1);
    game_is("variant x\nmoves\r", LEN("variant x\nmoves\r"), 0, 0);
    game_is("variant x\nmoves d1d", LEN("variant x\nmoves d1d"), 0, 0);
    game_is("variant x\nmoves d1d3d", LEN("variant x\nmoves d1d3d"), 0, 0);
    game_is("variant x\nmoves d1d3\xc2\xa0" "d3c3", LEN("variant x\nmoves d1d3\xc2\xa0" "d3c3"), 0, 0);
    game_is("variant x\nmoves d1d3\xc2\xa0" "d3c3", LEN("variant x\nmoves d1d3\xc2\xa0" "d3c3"), 1, 1);
    game_is("variant x\nmoves\nresult agreed", LEN("variant x\nmoves\nresult agreed"), 0, 1);
    game_is("variant x\nmoves\nresult agree", LEN("variant x\nmoves\nresult agree"), 0, 0);
    game_is("variant x\nmoves\nresult resign attackers", LEN("variant x\nmoves\nresult resign attackers"), 0, 1);
    game_is("variant x\nmoves\nresult resign defender", LEN("variant x\nmoves\nresult resign defender"), 0, 0);
    game_is("variant x\nmoves\nresult", LEN("variant x\nmoves\nresult"), 0, 0);
    game_is("variant x\nmoves\nstart 7/7/7/7/7/7/7 a", LEN("variant x\nmoves\nstart 7/7/7/7/7/7/7 a"), 0, 1);
    game_is("variant x\nmoves\nstart 7/7/7/7/7/7/7 ", LEN("variant x\nmoves\nstart 7/7/7/7/7/7/7 "), 0, 0);
    game_is("variant x\nmoves\nstart", LEN("variant x\nmoves\nstart"), 0, 0);
    game_is("variant x\nmoves\nmoves", LEN("variant x\nmoves\nmoves"), 0, 0);
    game_is("variant \nmoves", LEN("variant \nmoves"), 0, 0);
    game_is("variant", LEN("variant"), 0, 0);
    game_is("moves", LEN("moves"), 0, 0);
    game_is("", LEN(""), 0, 0);
    game_is("\n\n \n", LEN("\n\n \n"), 0, 0);
    game_is("variant x\nmovesx", LEN("variant x\nmovesx"), 0, 0);
    game_is("variant x\nmoves\nv", LEN("variant x\nmoves\nv"), 0, 0);
    game_is("variant x\nmoves\n\0", LEN("variant x\nmoves\n\0"), 0, 0);
    game_is("variant x\0\nmoves", LEN("variant x\0\nmoves"), 0, 1);
    {
        static const char text[] = "variant caf\xc3\xa9\r\nstart 7/7/7/3k3/7/7/a6 d\n\nmoves  d4d1 a1a2\td1g1 \nresult resign defenders\n";
        struct bn_game g;
        char *p = exact(text, LEN(text));
        size_t pos = 0, n = 0;
        int move, all = 1;
        static const int want[] = { MV('d', '4', 'd', '1'), MV('a', '1', 'a', '2'), MV('d', '1', 'g', '1') };
        int got = bn_game_scan(p, LEN(text), 1, &g, NULL);
        ok(got && g.variant_len == 5 && memcmp(p + g.variant_at, "caf\xc3\xa9", 5) == 0
           && g.has_start && g.start_len == 18 && memcmp(p + g.start_at, "7/7/7/3k3/7/7/a6 d", 18) == 0
           && g.nmoves == 3 && g.result == BN_RESULT_RESIGN_DEFENDERS, "bn_game_scan parts of", text, LEN(text));
        while ((move = bn_moves_next(p + g.moves_at, g.moves_len, 1, &pos)) >= 0) {
            all &= n < 3 && move == want[n];
            n++;
        }
        ok(all && n == 3, "bn_moves_next gives the three moves of", text, LEN(text));
        {
            size_t size = bn_record_size(g.variant_len, g.start_len, g.has_start, g.nmoves, g.result);
            char *out = malloc(size), *end;
            static const char back[] = "variant caf\xc3\xa9\nstart 7/7/7/3k3/7/7/a6 d\nmoves d4d1 a1a2 d1g1\nresult resign defenders\n";
            end = bn_record_head(out, p + g.variant_at, g.variant_len, p + g.start_at, g.start_len, g.has_start);
            pos = 0;
            while ((move = bn_moves_next(p + g.moves_at, g.moves_len, 1, &pos)) >= 0) {
                char text[4];
                bn_move_text(move, text);
                end = bn_record_stored(end, text, 4);
            }
            end = bn_record_tail(end, g.result);
            ok((size_t)(end - out) == size && size == LEN(back) && memcmp(out, back, size) == 0,
               "the record writers give back", back, LEN(back));
            free(out);
        }
        free(p);
    }
    /* Perl's extended UTF-8 up to the perl's IV_MAX: 2**63-1 until told,
     * 2**31-1 with 32-bit integers. */
    utf8_bad("x\xFD\xBF\xBF\xBF\xBF\xBF", 7, 7);                        /* 2**31-1 */
    utf8_bad("x\xFE\x82\x80\x80\x80\x80\x80", 8, 8);                   /* 2**31 */
    utf8_bad("x\xFF\x80\x87\xBF\xBF\xBF\xBF\xBF\xBF\xBF\xBF\xBF\xBF", 14, 14);   /* 2**63-1 */
    utf8_bad("x\xFF\x80\x88\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80", 14, 1);    /* 2**63 */
    bn_utf8_limit(32);
    utf8_bad("x\xFD\xBF\xBF\xBF\xBF\xBF", 7, 7);
    utf8_bad("x\xFE\x82\x80\x80\x80\x80\x80", 8, 1);
    utf8_bad("x\xFF\x80\x87\xBF\xBF\xBF\xBF\xBF\xBF\xBF\xBF\xBF\xBF", 14, 1);
    bn_utf8_limit(64);
    utf8_bad("x\xFE\x82\x80\x80\x80\x80\x80", 8, 8);
    {
        /* A huge record: a million moves, scanned and counted. */
        size_t n = 1000000, len = LEN("variant x\nmoves") + 5 * n, k;
        char *big = malloc(len);
        struct bn_game g;
        memcpy(big, "variant x\nmoves", LEN("variant x\nmoves"));
        for (k = 0; k < n; k++)
            memcpy(big + LEN("variant x\nmoves") + 5 * k, " a1g7", 5);
        ok(bn_game_scan(big, len, 0, &g, NULL) && g.nmoves == n, "a million moves", big, 20);
        big[len - 1] = '8';
        ok(!bn_game_scan(big, len, 0, &g, NULL), "a million moves, the last one off the board", big, 20);
        free(big);
    }
    {
        /* A huge run of white space, for every function that skips it. */
        size_t len = 50u * 1000 * 1000;
        char *big = malloc(len);
        struct bn_game g;
        memset(big, ' ', len);
        ok(bn_move_parse(big, len, 0) == -1, "fifty million spaces are no move", big, 10);
        ok(!bn_variant_ok(big, len, 0), "fifty million spaces are no variant", big, 10);
        ok(!bn_game_scan(big, len, 0, &g, NULL), "fifty million spaces are no game", big, 10);
        ok(!bn_position(big, len, NULL, NULL), "fifty million spaces are no position", big, 10);
        free(big);
    }

    shown_pieces();
    stream_tests();
    replay_streams();
    replay_tests();

    dialect_tests();
    dialect_quick_tests();
    dialect_write_tests();
    list_record_tests();
    printf("1..%d\n", tests);
    return failures != 0;
}
