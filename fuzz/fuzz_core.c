/*
 * fuzz_core.c - one libFuzzer target for every entry point of the C core.
 *
 * The first byte chooses the entry point and whether the text is UTF-8; the
 * rest is the text, in a buffer of exactly its length. Where an entry point
 * has a simpler statement, written here another way, the two must agree, so
 * that the fuzzer finds wrong answers as well as crashes.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "brandubh.h"
#include "../t/c/stream_check.h"

#define CHECK(cond) do { if (!(cond)) abort(); } while (0)

/* --- simpler statements ------------------------------------------------ */

/* A position: split into fields at '/' and ' ', then look at each field. */
static int ref_position(const uint8_t *s, size_t len)
{
    size_t i, start = 0, field = 0, slashes = 0, spaces = 0;
    for (i = 0; i < len; i++) {
        if (s[i] == '/')
            slashes++;
        if (s[i] == ' ')
            spaces++;
    }
    if (slashes != 6 || spaces != 1 || len < 2 || s[len - 2] != ' ' || (s[len - 1] != 'a' && s[len - 1] != 'd'))
        return 0;
    for (i = 0; i <= len - 2; i++) {
        if (i == len - 2 || s[i] == '/') {
            size_t j, width = 0;
            if (i == start)
                return 0;
            for (j = start; j < i; j++) {
                if (s[j] >= '1' && s[j] <= '7')
                    width += (size_t)(s[j] - '0');
                else if (s[j] == 'a' || s[j] == 'd' || s[j] == 'k')
                    width++;
                else
                    return 0;
            }
            if (width != 7)
                return 0;
            field++;
            start = i + 1;
        }
    }
    return field == 7;
}

/* White space ending at end (backwards), in bytes. */
static size_t space_before(const uint8_t *s, size_t end, int utf8)
{
    if (end >= 1 && (s[end - 1] == ' ' || (s[end - 1] >= 9 && s[end - 1] <= 13)))
        return 1;
    if (!utf8)
        return 0;
    if (end >= 2 && s[end - 2] == 0xC2 && (s[end - 1] == 0x85 || s[end - 1] == 0xA0))
        return 2;
    if (end >= 3) {
        const uint8_t *p = s + end - 3;
        unsigned cp;
        if ((p[0] & 0xF0) != 0xE0 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80)
            return 0;
        cp = ((unsigned)(p[0] & 0x0F) << 12) | ((unsigned)(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
        if (cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029
            || cp == 0x202F || cp == 0x205F || cp == 0x3000)
            return 3;
    }
    return 0;
}

static int sq(const char *p) { return p[0] >= 'a' && p[0] <= 'g' && p[1] >= '1' && p[1] <= '7'; }

/* A shown move: lower-case into a copy, trim both ends, then try each
 * optional part present and absent. */
static int ref_move_parse(const uint8_t *s, size_t len, int utf8)
{
    size_t a = 0, b = len, w, n = 0, i;
    char *t;
    int result = -1;
    while (a < b && (w = bn_space((const char *)s + a, b - a, utf8)) != 0)
        a += w;
    while (b > a && (w = space_before(s, b, utf8)) != 0 && b - w >= a)
        b -= w;
    t = malloc(b - a + 1);
    for (i = a; i < b; i++) {
        if (utf8 && b - i >= 3 && s[i] == 0xE2 && s[i + 1] == 0x84 && s[i + 2] == 0xAA) {
            t[n++] = 'k';
            i += 2;
        }
        else
            t[n++] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] + 32 : s[i]);
    }
    for (int k = 0; k <= 1 && result < 0; k++) {
        for (int dash = 0; dash <= 1 && result < 0; dash++) {
            size_t p = 0, end = n;
            if (k && (p >= n || t[p] != 'k'))
                continue;
            p += (size_t)k;
            if (end - p < 4u + (size_t)dash || !sq(t + p) || (dash && t[p + 2] != '-') || !sq(t + p + 2 + dash))
                continue;
            {
                int from = ((t[p] - 'a') * 7 + (t[p + 1] - '1'));
                int to = ((t[p + 2 + dash] - 'a') * 7 + (t[p + 3 + dash] - '1'));
                p += 4u + (size_t)dash;
                if (end - p >= 2 && t[end - 2] == '+' && t[end - 1] == '+')
                    end -= 2;
                else if (end - p >= 1 && t[end - 1] == '#')
                    end -= 1;
                if (p < end) {
                    /* x then squares joined by commas, to the end */
                    if (t[p] != 'x' || (end - p - 1) % 3 != 2)
                        continue;
                    for (i = p + 1; i < end; i += 3)
                        if (!sq(t + i) || (i + 2 < end && t[i + 2] != ','))
                            break;
                    if (i < end)
                        continue;
                }
                result = from * 49 + to;
            }
        }
    }
    free(t);
    return result;
}

/* A fault lies inside the text and has a code of its kind (a position's or
 * a move's or record's fault). */
#define check_fault(f, len, lo, hi) do {                                \
        CHECK((int)(f)->code >= (lo) && (int)(f)->code <= (hi));        \
        CHECK((f)->at <= (len) && (f)->len <= (len) - (f)->at);         \
    } while (0)

/* --- the target ------------------------------------------------------- */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint8_t op;
    int utf8;
    char *s;
    size_t len;

    if (size == 0)
        return 0;
    op = data[0];
    utf8 = op & 1;
    len = size - 1;
    s = malloc(len ? len : 1);
    memcpy(s, data + 1, len);

    switch ((op >> 1) % 8) {
    case 0: {
        int got = bn_move_parse(s, len, utf8), move = -1;
        struct bn_fault f;
        CHECK(got == ref_move_parse((const uint8_t *)s, len, utf8));
        if (bn_move_scan(s, len, utf8, &move, &f))
            CHECK(move == got);
        else {
            CHECK(got < 0);
            check_fault(&f, len, BN_EMPTY, BN_FORM);
        }
        if (got >= 0) {
            char text[4];
            bn_move_text(got, text);
            CHECK(bn_move_stored(text, 4) == got);
        }
        break;
    }
    case 1: {
        char cells[BN_SQUARES], side = 0;
        int got = bn_position(s, len, cells, &side);
        struct bn_position_fault f;
        CHECK(got == ref_position((const uint8_t *)s, len));
        CHECK(bn_position_scan(s, len, &f) == got);
        if (!got)
            check_fault(&f, len, BN_LETTER, BN_SIDE);
        CHECK(got == bn_position(s, len, NULL, NULL));
        if (got) {
            int i;
            CHECK(side == 'a' || side == 'd');
            for (i = 0; i < BN_SQUARES; i++)
                CHECK(cells[i] == 0 || cells[i] == 'a' || cells[i] == 'd' || cells[i] == 'k');
        }
        break;
    }
    case 2: {
        struct bn_game g, checked;
        struct bn_fault f;
        int accepted = bn_game_scan(s, len, utf8, &checked, &f);
        CHECK(accepted == bn_game_scan(s, len, utf8, &g, NULL));
        if (!accepted)
            check_fault(&f, len, BN_LINE, BN_MISSING);
        if (!accepted && f.code == BN_START) {
            /* the position's own fault, the same place seen from the position */
            check_fault(&f.position, len, BN_LETTER, BN_SIDE);
            CHECK(f.position.at <= f.at && f.position.len == f.len);
        }
        if (accepted) {
            size_t pos = 0, count = 0, size2;
            int move;
            char *out, *end;
            struct bn_game h;
            CHECK(g.variant_at + g.variant_len <= len && g.moves_at + g.moves_len <= len);
            CHECK(!g.has_start || (g.start_at + g.start_len <= len
                                   && bn_position(s + g.start_at, g.start_len, NULL, NULL)));
            while ((move = bn_moves_next(s + g.moves_at, g.moves_len, utf8, &pos)) >= 0)
                count++;
            CHECK(count == g.nmoves);
            if (bn_variant_ok(s + g.variant_at, g.variant_len, utf8)) {
                /* Written again and read again, a record gives the same parts. */
                size2 = bn_record_size(g.variant_len, g.start_len, g.has_start, g.nmoves, g.result);
                out = malloc(size2);
                end = bn_record_head(out, s + g.variant_at, g.variant_len, s + g.start_at, g.start_len, g.has_start);
                pos = 0;
                while ((move = bn_moves_next(s + g.moves_at, g.moves_len, utf8, &pos)) >= 0) {
                    char text[4];
                    bn_move_text(move, text);
                    end = bn_record_stored(end, text, 4);
                }
                end = bn_record_tail(end, g.result);
                CHECK((size_t)(end - out) == size2);
                CHECK(bn_game_scan(out, size2, utf8, &h, NULL));
                CHECK(h.variant_len == g.variant_len
                      && memcmp(out + h.variant_at, s + g.variant_at, g.variant_len) == 0);
                CHECK(h.has_start == g.has_start && h.nmoves == g.nmoves && h.result == g.result);
                free(out);
            }
        }
        break;
    }
    case 3: {
        int c = bn_coordinate(s, len), a = bn_square(s, len, 0), b = bn_square(s, len, 1);
        int m = bn_move_stored(s, len);
        CHECK(c == (len == 1 && s[0] >= '0' && s[0] <= '6' ? s[0] - '0' : -1));
        CHECK(a < 0 || a == b);
        if (len == 4) {
            int f = bn_square(s, 2, 0), t = bn_square(s + 2, 2, 0);
            CHECK(m == (f >= 0 && t >= 0 ? f * 49 + t : -1));
            CHECK(bn_is_stored(s) == (m >= 0));
        }
        else
            CHECK(m == -1);
        if (a >= 0) {
            char name[2];
            bn_square_text(a, name);
            CHECK(memcmp(name, s, 2) == 0);
        }
        break;
    }
    case 4: {
        size_t i, ink = 0, w;
        int ok = bn_variant_ok(s, len, utf8);
        for (i = 0; i < len; i += w ? w : 1) {
            w = bn_space(s + i, len - i, utf8);
            CHECK(w <= len - i);
            if (!w)
                ink = 1;
        }
        CHECK(ok == (ink && !memchr(s, '\n', len) && !memchr(s, '\r', len)));
        break;
    }
    case 5: {
        /* A stream: read whole, each record the whole-record scan's; then
         * cut at places drawn from the bytes, with the smallest hold (the
         * utf8 bit: one record, the whole stream), the same records. */
        static struct bn_record whole[CHECK_RECORDS], cut[CHECK_RECORDS];
        size_t *cuts = malloc((len + 1) * sizeof *cuts), ncuts = 0, at = 0, n, m, i;
        unsigned long long h = 1469598103934665603ULL;
        for (i = 0; i < len; i++)
            h = (h ^ (uint8_t)s[i]) * 1099511628211ULL;
        while (len && ncuts < 64) {
            h ^= h << 13, h ^= h >> 7, h ^= h << 17;
            at += 1 + (size_t)(h % (h & 1 ? 4 : len));
            if (at >= len)
                break;
            cuts[ncuts++] = at;
        }
        n = feed_cut(s, len, NULL, 0, (size_t)1 << 30, utf8, whole, CHECK_RECORDS);
        CHECK(n >= 1 && (!utf8 || n == 1));
        CHECK(check_against_scan(s, len, whole, n) == 0);
        m = feed_cut(s, len, cuts, ncuts, BN_HOLD_MIN, utf8, cut, CHECK_RECORDS);
        CHECK(m == n);
        for (i = 0; i < n && i < CHECK_RECORDS; i++)
            CHECK(same_record(&whole[i], &cut[i]));
        free(cuts);
        break;
    }
    default: {
        /* A shown move from the bytes: the move (two bytes), what happened
         * (a byte of its own: king, king home, king taken), the squares
         * captured, unsorted. */
        size_t n = len > 3 ? len - 3 : 0, i, got, counts[BN_SQUARES] = { 0 };
        unsigned char *squares = malloc(n ? n : 1);
        uint8_t flags = len >= 3 ? (uint8_t)s[2] : 0;
        char *out;
        int move, last = -1;
        for (i = 0; i < n; i++) {
            squares[i] = (unsigned char)((uint8_t)s[i + 3] % BN_SQUARES);
            counts[squares[i]]++;
        }
        move = len >= 2 ? (((uint8_t)s[0] << 8) | (uint8_t)s[1]) % BN_MOVES : 0;
        out = malloc(bn_display_size(n));
        got = bn_display(out, move, flags & 1, squares, n, flags & 2, flags & 4);
        CHECK(got <= bn_display_size(n));
        CHECK(bn_move_parse(out, got, 0) == move);
        CHECK((out[0] == 'K') == ((flags & 1) != 0));
        /* Sorted, and the same squares as many times. */
        for (i = 0; i < n; i++) {
            CHECK((int)squares[i] >= last);
            last = squares[i];
            counts[squares[i]]--;
        }
        for (i = 0; i < BN_SQUARES; i++)
            CHECK(counts[i] == 0);
        free(squares);
        free(out);
        break;
    }
    case 7: {
        /* the dialects (bits 4-5 of the first byte), a move or (bit 6) a
         * list: every place within the text, the shown form's grammar
         * deciding with its scanner, and a list's moves those of its
         * tokens read alone */
        enum bn_dialect d = (enum bn_dialect)((op >> 4) & 3);
        struct bn_dialect_move m, again;
        struct bn_dialect_fault f;
        unsigned char captures[4], more[4];
        if (!(op & 0x40)) {
            if (bn_dialect_move(d, s, len, &m, captures, sizeof captures, &f)) {
                size_t i;
                CHECK(m.move >= 0 && m.move < BN_MOVES && m.ncaptures <= len / 2);
                for (i = 0; i < m.ncaptures && i < sizeof captures; i++)
                    CHECK(captures[i] < BN_SQUARES);
                CHECK(m.king_square < BN_SQUARES);
                /* written in every dialect (in exactly its room), it is
                 * read back as the same move with as many captures */
                if (m.ncaptures <= sizeof captures) {
                    int w;
                    for (w = 0; w < BN_DIALECTS; w++) {
                        char *text = malloc(BN_DIALECT_WRITE_ROOM(m.ncaptures));
                        size_t n;
                        if (!text)
                            abort();
                        n = bn_dialect_write((enum bn_dialect)w, m.move, m.about, captures, m.ncaptures,
                                             m.king_square, text);
                        CHECK(n <= BN_DIALECT_WRITE_ROOM(m.ncaptures));
                        CHECK(bn_dialect_move((enum bn_dialect)w, text, n, &again, more, sizeof more, NULL)
                              && again.move == m.move && again.ncaptures == m.ncaptures);
                        free(text);
                    }
                }
            }
            else {
                CHECK(f.code >= BN_D_EMPTY && f.code <= BN_D_MARK && f.at + f.len <= len);
                /* (never the scanner accepting what the shown form refused) */
                CHECK(!(f.code == BN_D_FORM && f.want == BN_DW_END && f.at == len && len > 0));
            }
            if (d == BN_DIALECT_SHOWN) {
                /* without white space or a byte past 0x7F, a move as shown */
                size_t i;
                int plain = 1, move = -1;
                for (i = 0; i < len; i++)
                    if ((unsigned char)s[i] <= ' ' || (unsigned char)s[i] > 0x7E)
                        plain = 0;
                if (plain)
                    CHECK(bn_move_scan(s, len, 0, &move, NULL) == bn_dialect_move(d, s, len, &m, NULL, 0, NULL)
                          && (move < 0 || move == m.move));
            }
        }
        else {
            struct bn_dialect_list l;
            size_t at = 0, tlen = 0, count = 0;
            int got;
            if (utf8 && bn_utf8_bad(s, len) != len)
                break;
            bn_dialect_list_start(&l, d, s, len, utf8);
            while ((got = bn_dialect_list_next(&l, &m, captures, sizeof captures, &at, &tlen, &f)) > 0) {
                CHECK(at + tlen <= len && tlen > 0);
                CHECK(bn_dialect_move(d, s + at, tlen, &again, more, sizeof more, NULL)
                      && again.move == m.move && again.about == m.about);
                count++;
            }
            if (got < 0)
                CHECK(f.at + f.len <= len && f.token_at + f.token_len <= len && f.moves == count
                      && f.code >= BN_D_EMPTY && f.code <= BN_D_TURN);
            else
                CHECK(l.moves == count);
            /* the list as a record (convert's common case): only a list
             * read whole, its moves each written, in the room given */
            {
                static const char setup[] = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";
                char cells[BN_SQUARES], side, *out;
                size_t room = (op & 0x80) ? 46 + 5 * count : 46 + 5 * (len / 4 + 2), n;
                struct bn_lost lost;
                CHECK(bn_position(setup, sizeof setup - 1, cells, &side));
                out = malloc(room);
                n = bn_list_record(d, s, len, cells, side, count ? count : 1, "brandubh", 8, out, room, &lost);
                if (n) {
                    CHECK(got == 0 && lost.moves == count && n <= room
                          && n >= sizeof "variant brandubh\nmoves\n" - 1 + 5 * count
                          && memcmp(out, "variant brandubh\nmoves", 22) == 0);
                }
                free(out);
            }
        }
        break;
    }
    }
    free(s);
    return 0;
}
