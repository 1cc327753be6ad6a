/*
 * board.h - part of the C core: whether a text is a position, the check
 * that bn_position and the glue's position_ok make. It is here, and not in
 * brandubh.c, so that position_ok can have it inlined: for the text of one
 * position, a call costs as much as a tenth of the check.
 */
#ifndef BRANDUBH_BOARD_H
#define BRANDUBH_BOARD_H

#include "brandubh.h"

#if defined(__GNUC__)
#  define BN_ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#  define BN_ALWAYS_INLINE static inline
#endif

/* The shortest and the longest position: seven rows of one digit, or of
 * seven pieces, then a space and the side. */
#define POSITION_MIN (7 * 1 + 6 + 2)
#define POSITION_MAX (7 * 7 + 6 + 2)

#if defined(__SSE2__)
#include <emmintrin.h>

/* Sixteen bytes of 0, then sixteen of -1: the sixteen read from 16 - lo
 * on are -1 in lanes lo..15. */
static const signed char lanes_from[32] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
};

/* The sums of a board, as bn_position_ok reads it. */
struct board_sums {
    __m128i bad, carry, slashes;
};

/* Reads sixteen bytes x of the board, of which those in the lanes where in
 * is -1 count; full when they all do (and in is not read). */
BN_ALWAYS_INLINE void
board_block(struct board_sums *b, __m128i x, __m128i in, int full)
{
    const __m128i zero = _mm_setzero_si128();
    __m128i digit, is_digit, is_piece, is_slash, known, step, sum, good;
    if (!full)
        x = _mm_and_si128(x, in);       /* a byte 0 is no step */
    /* x - '1' is within 0..6, unsigned, for a digit */
    digit = _mm_sub_epi8(x, _mm_set1_epi8('1'));
    is_digit = _mm_cmpeq_epi8(_mm_min_epu8(digit, _mm_set1_epi8(6)), digit);
    is_piece = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('a')), _mm_cmpeq_epi8(x, _mm_set1_epi8('d'))),
        _mm_cmpeq_epi8(x, _mm_set1_epi8('k')));
    is_slash = _mm_cmpeq_epi8(x, _mm_set1_epi8('/'));
    known = _mm_or_si128(_mm_or_si128(is_digit, is_piece), is_slash);
    /* a digit its value, a piece 1 (its mask is -1), a slash -7 */
    step = _mm_sub_epi8(
        _mm_add_epi8(_mm_and_si128(_mm_add_epi8(digit, _mm_set1_epi8(1)), is_digit),
                     _mm_and_si128(is_slash, _mm_set1_epi8(-7))),
        is_piece);
    /* running sums within the block, then the sum before it added */
    step = _mm_add_epi8(step, _mm_slli_si128(step, 1));
    step = _mm_add_epi8(step, _mm_slli_si128(step, 2));
    step = _mm_add_epi8(step, _mm_slli_si128(step, 4));
    step = _mm_add_epi8(step, _mm_slli_si128(step, 8));
    sum = _mm_add_epi8(step, b->carry);
    /* a known byte, a sum within 0..7 (unsigned), and 0 on a slash */
    good = _mm_and_si128(known, _mm_cmpeq_epi8(_mm_min_epu8(sum, _mm_set1_epi8(7)), sum));
    good = _mm_andnot_si128(_mm_andnot_si128(_mm_cmpeq_epi8(sum, zero), is_slash), good);
    b->bad = _mm_or_si128(b->bad, full ? _mm_andnot_si128(good, _mm_cmpeq_epi8(zero, zero))
                                       : _mm_andnot_si128(good, in));
    b->slashes = _mm_sub_epi8(b->slashes, is_slash);
    /* the last lane's sum, in every lane */
    b->carry = _mm_shuffle_epi32(
        _mm_shufflehi_epi16(_mm_unpackhi_epi8(sum, sum), _MM_SHUFFLE(3, 3, 3, 3)),
        _MM_SHUFFLE(3, 3, 3, 3));
}

/*
 * bn_position_ok(s, len) is 1 when the text is a position, as
 * bn_position(s, len, NULL, NULL) answers.
 *
 * The same answer as bn_position_scan, sixteen bytes at a time. Each byte
 * of the board is given a step: a piece 1, a digit its value, a slash -7.
 * The board is a position exactly when every byte is one of those, the
 * running sum of the steps stays within 0..7 (a row is never wider than 7),
 * is 0 on every slash (each row but the last is exactly 7 wide), ends at 7
 * (so is the last), and there are six slashes. Kept within 0..7 before
 * each block, no sum within a block of sixteen steps can leave a byte.
 *
 * The blocks are read in place: whole ones from the start, and the rest
 * of the board as its last sixteen bytes, of which the lanes already read
 * count for nothing.
 */
BN_ALWAYS_INLINE int bn_position_ok(const char *s, size_t len)
{
    size_t n = len - 2, at;
    struct board_sums b;

    if (len < POSITION_MIN || len > POSITION_MAX || s[n] != ' ' || (s[n + 1] != 'a' && s[n + 1] != 'd'))
        return 0;
    if (n < 16)         /* a board of single digits, or nearly */
        return bn_position_scan(s, len, NULL);
    b.bad = b.carry = b.slashes = _mm_setzero_si128();
    for (at = 0; n - at >= 16; at += 16)
        board_block(&b, _mm_loadu_si128((const __m128i *)(s + at)), b.bad, 1);
    if (at < n)
        board_block(&b, _mm_loadu_si128((const __m128i *)(s + n - 16)),
                    _mm_loadu_si128((const __m128i *)(lanes_from + 16 - (at - (n - 16)))), 0);
    b.slashes = _mm_sad_epu8(b.slashes, _mm_setzero_si128());
    return !_mm_movemask_epi8(b.bad) && _mm_cvtsi128_si32(b.carry) == 0x07070707
        && _mm_cvtsi128_si32(b.slashes) + _mm_extract_epi16(b.slashes, 4) == BN_SIZE - 1;
}
#else
/* Without SSE2, the scanner's answer. */
BN_ALWAYS_INLINE int bn_position_ok(const char *s, size_t len)
{
    return bn_position_scan(s, len, NULL);
}
#endif

#endif
