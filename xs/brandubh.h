/*
 * brandubh.h - the C core of Game::Brandubh::Notation.
 *
 * Nothing here knows Perl. Every function takes text as (pointer, length),
 * never reads past the length, never allocates, and answers every input.
 *
 * A square is an index 0..48: file * 7 + rank, both counted from 0, so that
 * index order is the string order of the names ("a1" < "a2" < ... < "g7").
 * A stored move is an index 0..2400: from * 49 + to.
 *
 * "utf8" arguments say whether the bytes are Perl's UTF-8 encoding of a
 * character string (Unicode rules for case and white space) or one byte a
 * character (only A-Z change case; six ASCII characters are white space).
 */
#ifndef BRANDUBH_H
#define BRANDUBH_H

#include <stddef.h>
#include <string.h>     /* memcpy, for the inline writers below */

/* The core's functions are the module's own: hidden from other objects, so
 * that calls among them stay direct (and may be inlined) in a shared object. */
#if defined(__GNUC__) && !defined(_WIN32) && !defined(__CYGWIN__)
#  define BN_API __attribute__((visibility("hidden")))
#else
#  define BN_API
#endif

/* C99's inline, which MSVC before 2015 knows in C only as __inline. */
#if defined(_MSC_VER) && _MSC_VER < 1900 && !defined(__cplusplus) && !defined(inline)
#  define inline __inline
#endif

#define BN_SIZE     7
#define BN_SQUARES  49
#define BN_MOVES    2401

/* How a game ended by something the players did. */
enum bn_result {
    BN_RESULT_NONE = 0,
    BN_RESULT_AGREED,
    BN_RESULT_RESIGN_ATTACKERS,
    BN_RESULT_RESIGN_DEFENDERS
};

/* The small readers and writers below are called for every argument and
 * every move, so they are defined here, inline. */

/* The names of the squares, in index order: "a1a2...g7". */
extern BN_API const char bn_square_names[2 * BN_SQUARES + 1];

/* The value of a one-digit string "0".."6", or -1. */
static inline int bn_coordinate(const char *s, size_t len)
{
    return len == 1 && s[0] >= '0' && s[0] <= '6' ? s[0] - '0' : -1;
}

/* The square at s, which has at least two bytes; or -1. With fold, A-G are
 * read as a-g. */
static inline int bn_square_at(const char *s, int fold)
{
    unsigned f = (unsigned char)s[0], r = (unsigned char)s[1];
    /* setting 0x20 makes A-G a-g, and makes nothing else a-g */
    if (fold)
        f |= 0x20;
    if (f - 'a' > 6u || r - '1' > 6u)
        return -1;
    return (int)((f - 'a') * BN_SIZE + (r - '1'));
}

/* The square named by exactly two characters [a-g][1-7], or -1. */
static inline int bn_square(const char *s, size_t len, int fold)
{
    return len == 2 ? bn_square_at(s, fold) : -1;
}

/* Writes the two characters of a square's name. */
static inline void bn_square_text(int square, char *out)
{
    memcpy(out, bn_square_names + 2 * square, 2);
}

/* The stored move written as exactly four characters in lower case, or -1. */
static inline int bn_move_stored(const char *s, size_t len)
{
    int from, to;
    if (len != 4 || (from = bn_square_at(s, 0)) < 0 || (to = bn_square_at(s + 2, 0)) < 0)
        return -1;
    return from * BN_SQUARES + to;
}

/* True when the four bytes at s are a stored move. The loop that writes a
 * game record calls it for every move, so it is branch-free: XOR with
 * "`0`0" maps a-g and 1-7 to 1-7 in every byte, and nothing else there. */
static inline int bn_is_stored(const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    unsigned long t = ((unsigned long)u[0] | (unsigned long)u[1] << 8
                       | (unsigned long)u[2] << 16 | (unsigned long)u[3] << 24) ^ 0x30603060UL;
    /* every byte 7 or less, and none 0 (with all at most 7, adding 0x7f to
     * a byte sets its top bit exactly when it is not 0, and never carries) */
    return (t & 0xF8F8F8F8UL) == 0 && ((t + 0x7F7F7F7FUL) & 0x80808080UL) == 0x80808080UL;
}

/* Writes the four characters of a stored move. */
static inline void bn_move_text(int move, char *out)
{
    bn_square_text(move / BN_SQUARES, out);
    bn_square_text(move % BN_SQUARES, out + 2);
}

/* Why a text is refused: the first fault found reading it from the start. */
enum bn_code {
    BN_OK = 0,
    BN_LETTER, BN_ROWS, BN_WIDTH, BN_SIDE,          /* a position */
    BN_EMPTY, BN_SQUARE, BN_FORM,                   /* a move */
    BN_LINE, BN_TWICE, BN_VARIANT, BN_START, BN_MOVE, BN_RESULT, BN_MISSING, /* a game */
    BN_ENCODING                                     /* a string flagged UTF-8 that is not */
};

/* What a move expected where it went wrong (BN_FORM). */
enum bn_want {
    BN_WANT_NONE = 0,
    BN_WANT_FROM,       /* the square left, after an optional K */
    BN_WANT_TO,         /* the square reached */
    BN_WANT_CAPTURE,    /* a square after x */
    BN_WANT_NEXT,       /* a square after a comma */
    BN_WANT_PLUS,       /* a second + */
    BN_WANT_END         /* the end: nothing but white space */
};

/* The lines of a game record. */
enum bn_line {
    BN_LINE_NONE = 0,
    BN_LINE_VARIANT, BN_LINE_START, BN_LINE_MOVES, BN_LINE_RESULT,
    BN_LINE_LAST = BN_LINE_RESULT
};

/* How the rest of a record line, after its word and a space, is read: text
 * with a character that is not white space, a position, stored moves, or
 * one of the line's words. */
enum bn_rest {
    BN_REST_NONE = 0, BN_REST_TEXT, BN_REST_POSITION, BN_REST_MOVES, BN_REST_WORD
};

/* Why a position is refused: the first fault found reading it. */
struct bn_position_fault {
    enum bn_code code;      /* BN_LETTER, BN_ROWS, BN_WIDTH or BN_SIDE */
    size_t at, len;         /* where it is, in bytes from the position's start */
    int rank;               /* BN_WIDTH: the rank (7 to 1) */
    size_t width;           /* BN_WIDTH: how wide it is, exact at any size */
    int rows;               /* BN_ROWS: the ranks found; 8 for more than 7 */
};

/* Why a move or a game record is refused: the first fault found reading it
 * from the start. */
struct bn_fault {
    enum bn_code code;
    size_t at, len;         /* where it is, in bytes from the text's start */
    enum bn_want want;      /* BN_FORM: what was expected there */
    enum bn_line line;      /* BN_TWICE: the line given twice; BN_MISSING: the
                             * line missing */
    struct bn_position_fault position;  /* BN_START: the fault of the start
                             * line's position; at and len then point at it
                             * in the text */
};

/* The words of the interface, the core's own: the name of a fault's code
 * ("letter", ..., "encoding"), of what a move wanted ("from", ...) and of a
 * record's line ("variant", ...), each "" for NONE; and a result's how
 * ("agreed" or "resign") and by ("attackers" or "defenders"), NULL where it
 * has none. */
BN_API const char *bn_code_name(enum bn_code code);
BN_API const char *bn_want_name(enum bn_want want);
BN_API const char *bn_line_name(enum bn_line line);
BN_API const char *bn_result_how(enum bn_result result);
BN_API const char *bn_result_by(enum bn_result result);

/* The result a how and a by say (by read only for resign), or -1 when
 * they say none. */
BN_API int bn_result_of(const char *how, size_t how_len, const char *by, size_t by_len);

/* The scanners that accept: 1 when the text is accepted; otherwise 0, with
 * the fault in *fault when fault is not NULL. */
BN_API int bn_position_scan(const char *s, size_t len, struct bn_position_fault *fault);
BN_API int bn_move_scan(const char *s, size_t len, int utf8, int *move,
                        struct bn_fault *fault);

/* The stored move a person or a log wrote, in either case, with white space
 * at either end, the optional K, hyphen, captures and ending; or -1. */
BN_API int bn_move_parse(const char *s, size_t len, int utf8);

/* Where a string flagged UTF-8 stops being well formed: the offset of the
 * first byte that does not begin a well-formed character of Perl's UTF-8
 * (its extended forms included, up to the running perl's IV_MAX; no
 * overlong form), or len when every character is well formed. Every other
 * function that is told "utf8" is given well-formed UTF-8 only. */
BN_API size_t bn_utf8_bad(const char *s, size_t len);

/* The running perl's IV_MAX, as the bits of its IV: 64 (2**63-1) or 32
 * (2**31-1), for every later call; the glue gives it once, as it loads.
 * Until then, 64. */
BN_API void bn_utf8_limit(unsigned iv_bits);

/* The number of bytes of the white space character at s (0 when s does not
 * start with one). */
BN_API size_t bn_space(const char *s, size_t len, int utf8);

/* White space is what the running perl's \s matches, and Perl changed it:
 * VT (\x0B) joined \s in 5.18, and U+180E MONGOLIAN VOWEL SEPARATOR left it
 * with Unicode 6.3. The rules are the characters among these that are white
 * space, for every later call; the glue gives them once, as it loads, from
 * what the running perl answers. Until then: VT in both kinds of string,
 * U+180E in neither (Perl 5.20 and later). */
enum bn_space_rule {
    BN_SPACE_VT = 1,            /* VT in a byte string */
    BN_SPACE_VT_UTF8 = 2,       /* VT in a UTF-8 string */
    BN_SPACE_MVS_UTF8 = 4       /* U+180E in a UTF-8 string */
};
BN_API void bn_space_rules(unsigned rules);

/* True when the text is a position. When cells is not NULL it receives the
 * 49 cells, rank 7 first and file a first: 0 for an empty square, or 'a',
 * 'd', 'k'; and *side 'a' or 'd'. Both are written only on success. */
BN_API int bn_position(const char *s, size_t len, char *cells, char *side);

/*
 * Replaying a game by what it says. The module knows no rule of play: a
 * replay moves the piece a move names and empties the squares the move says
 * it captured, and finds where the game's own words contradict the board.
 *
 * The board is 49 cells as bn_position gives them: rank 7 first, file a
 * first (a square's cell is bn_cell_of(square)); a cell is 'a', 'd', 'k',
 * and any other byte an empty square. The side to move is 'a' or 'd'.
 */
enum bn_replay {
    BN_REPLAY_OK = 0,
    BN_REPLAY_EMPTY,        /* the square left is empty */
    BN_REPLAY_SIDE,         /* the piece there is not of the side to move */
    BN_REPLAY_KING,         /* the move says the king moved; another piece did */
    BN_REPLAY_TAKEN,        /* the square reached holds a piece (stated games) */
    BN_REPLAY_KING_SQUARE,  /* the king said taken on a square where he is not */
    BN_REPLAY_CAPTURE,      /* a capture stated of a square that holds no piece
                             * of the other side */
    BN_REPLAY_INPUT         /* no board, side or move: a square out of 0..48,
                             * a side not 'a' or 'd', captures NULL */
};

/* What a move says: its squares (0..48, as bn_square), and where the game
 * states its captures (stated true), the king's letter (king), the square
 * the king was said taken on (king_square, -1 for none) and the squares
 * captured, in the order written (ncaptures of them). */
struct bn_said {
    int from, to;
    int stated;
    int king;
    int king_square;
    const unsigned char *captures;
    size_t ncaptures;
};

/* The cell of a square. */
static inline int bn_cell_of(int square)
{
    return (BN_SIZE - 1 - square % BN_SIZE) * BN_SIZE + square / BN_SIZE;
}

/* Where a replayed move fails: the square, and what it held as it was
 * judged (0 for nothing, or 'a', 'd', 'k'). */
struct bn_replay_fault {
    int square;
    char held;
};

/* Plays one move on the board as it says: BN_REPLAY_OK with the board and
 * the side changed (the piece moved, the captures emptied, the other side
 * to move); any other code with the board and the side as they were, and
 * the fault in *fault: the square left for EMPTY, SIDE and KING; the
 * square reached for TAKEN; the king's for KING_SQUARE; the capture for
 * CAPTURE; -1 for INPUT (held 0 then). Checked in that order, the captures
 * in theirs (one said twice is empty the second time), each on the board
 * as the move leaves it: the square reached holding the piece moved, the
 * captures before it emptied. Where the game does not state its captures
 * (stated false: king, king_square and captures are not read), a move
 * onto a piece puts the piece moved there (the one there was captured
 * unsaid). */
BN_API enum bn_replay bn_replay_move(char *cells, char *side, const struct bn_said *said,
                                    struct bn_replay_fault *fault);

/* The name of a replay's fault code ("empty", "side", "king", "taken",
 * "king_square", "capture"; "input" for BN_REPLAY_INPUT, "" for OK). */
BN_API const char *bn_replay_name(enum bn_replay code);

/* Writes the position of a board and a side ('a' or 'd'; any other byte is
 * written 'a') as position_ok reads it, each run of empty squares one
 * digit: at most BN_POSITION_MAX bytes, no NUL. Returns the length. */
BN_API size_t bn_position_text(const char *cells, char side, char *out);

/* The same, a row at a time, for a replay that writes a position after
 * every move and changes a few rows a move: each row's text is kept
 * (rows[0] is rank 7's), and only the rows a move changed are written
 * again. bn_rows_write writes the rows whose bits are set in which (bit r
 * for rows[r]; 0x7f for all), each found in a table; bn_rows_text joins them with the side into
 * out, which has room for BN_POSITION_ROOM bytes (a row is copied eight
 * bytes at a time), and returns the position's length (no NUL). */
struct bn_rows {
    char text[BN_SIZE][8];
    unsigned char len[BN_SIZE];
};
#define BN_POSITION_ROOM (BN_POSITION_MAX + 8)
/* The row of a square: rows[bn_row_of(square)]. */
static inline int bn_row_of(int square)
{
    return BN_SIZE - 1 - square % BN_SIZE;
}
BN_API void bn_rows_write(struct bn_rows *rows, const char *cells, unsigned which);
/* Makes the table of rows' texts bn_rows_write reads (128 KB of static
 * data): once, before threads write rows (the first bn_rows_write makes
 * it otherwise). */
BN_API void bn_rows_init(void);
BN_API size_t bn_rows_text(const struct bn_rows *rows, char side, char *out);

/* The length of a shown move with ncaptures captures, at the most: K,
 * from-to, x and three bytes a capture (less a comma), ++. */
#define BN_DISPLAY_SIZE(ncaptures) (1 + 5 + 1 + 3 * (ncaptures) + 2)
static inline size_t bn_display_size(size_t ncaptures)
{
    return BN_DISPLAY_SIZE(ncaptures);
}

/* Writes a stored move as it is shown and returns its length. squares holds
 * the ncaptures squares captured, in any order, and is sorted in place. */
BN_API size_t bn_display(char *out, int move, int king, unsigned char *squares,
                  size_t ncaptures, int king_home, int king_taken);

/* True when a variant name can be written on a line: no CR or LF, and a
 * character that is not white space. */
BN_API int bn_variant_ok(const char *s, size_t len, int utf8);

/* The parts of a game record, as offsets into the text. */
struct bn_game {
    size_t variant_at, variant_len;
    int has_start;
    size_t start_at, start_len;
    size_t moves_at, moves_len, nmoves;
    enum bn_result result;
};

/* True when the text is a game record, and fills *game; otherwise 0, with
 * the fault in *fault when fault is not NULL (as the other scanners). */
BN_API int bn_game_scan(const char *s, size_t len, int utf8, struct bn_game *game,
                        struct bn_fault *fault);

/* The next stored move of a moves line that bn_game_scan accepted, from
 * *pos on, or -1 when there is none; *pos moves past it. */
BN_API int bn_moves_next(const char *s, size_t len, int utf8, size_t *pos);

/* The rules of a record, each stated once, in brandubh.c: bn_game_scan
 * reads a line held whole with them, and the stream scanner (stream.h) a
 * line longer than its hold, in pieces. */

/* Does the text hold a character that is not white space? */
BN_API int bn_has_ink(const char *s, size_t len, int utf8);
/* The record line a line's first word makes (BN_LINE_NONE for none), and
 * the word's length in *wlen. */
BN_API enum bn_line bn_line_word(const char *s, size_t len, size_t *wlen);
/* Does the line begin with the word of line w, then its end or a space? */
BN_API int bn_word_is(const char *s, size_t len, enum bn_line w);
/* One line of a record with ink in it (its line feed, and the carriage
 * return before it, taken off): the line it is when it is accepted, filling
 * the parts of *g it gives and marking its word in *seen; 0 with the fault,
 * its place counted from s. */
BN_API int bn_line_scan(const char *s, const char *line, size_t len, int utf8,
                        struct bn_game *g, unsigned *seen, struct bn_fault *f);
/* Is the piece of a moves line at s (len bytes, to the line's end or as
 * far as they are at hand) a stored move: four characters that make one,
 * then white space or the end? */
BN_API int bn_stored_piece(const char *s, size_t len, int utf8);
/* Where the rest of a line begins after its word of wlen bytes, in a line
 * of len bytes (or characters). */
BN_API size_t bn_line_rest(size_t len, size_t wlen);
/* Marks line w in *seen; 0 when a record had it already (BN_TWICE). */
BN_API int bn_line_once(unsigned *seen, enum bn_line w);
/* The line a record whose lines are seen still lacks (BN_MISSING): its
 * variant, then its moves; or BN_LINE_NONE. */
static inline enum bn_line bn_record_missing(unsigned seen)
{
    if (!(seen & (1u << BN_LINE_VARIANT)))
        return BN_LINE_VARIANT;
    if (!(seen & (1u << BN_LINE_MOVES)))
        return BN_LINE_MOVES;
    return BN_LINE_NONE;
}
/* A record line's rule: its word (len bytes), how its rest is read, and
 * the fault of a rest refused. */
struct bn_line_rule {
    const char *word;
    size_t len;
    enum bn_rest rest;
    enum bn_code refused;
};
BN_API const struct bn_line_rule *bn_line_rule(enum bn_line line);
/* What a line's rest (len bytes) says read as one of its words (the
 * result of a result line), or -1. No word is longer than
 * BN_WORD_LONGEST bytes. */
#define BN_WORD_LONGEST (sizeof "resign attackers" - 1)
BN_API int bn_rest_word(enum bn_line line, const char *s, size_t len);
/* Places the parts that the scan of one line found (bn_line_scan, into a
 * zeroed part, the line's text at at in the record's) in the record's. */
static inline void bn_game_place(struct bn_game *g, const struct bn_game *part, size_t at,
                                 enum bn_line line)
{
    switch (line) {
    case BN_LINE_VARIANT:
        g->variant_at = at + part->variant_at;
        g->variant_len = part->variant_len;
        break;
    case BN_LINE_START:
        g->has_start = 1;
        g->start_at = at + part->start_at;
        g->start_len = part->start_len;
        break;
    case BN_LINE_MOVES:
        g->moves_at = at + part->moves_at;
        g->moves_len = part->moves_len;
        g->nmoves = part->nmoves;
        break;
    case BN_LINE_RESULT:
        g->result = part->result;
        break;
    default:
        break;
    }
}
/* A start line's position, a character at a time: the width of a row's
 * character (0: it ends the row, or is a fault); at a character of width 0
 * (c is -1 at the end), what bn_position_scan decides of the row: 1 the next
 * row, 2 the side, 0 a fault in *code (BN_LETTER, BN_WIDTH, BN_ROWS and its
 * rows); and bn_side_ok (below) whether the side's text, from the space,
 * is one. */
BN_API unsigned bn_row_width(unsigned char c);
BN_API int bn_row_ends(int row, size_t width, int c, enum bn_code *code, int *rows);
/* A move as shown, in pieces: the bytes its squares (with the king's K and
 * the dash) take at s, reading no more than BN_SHOWN_SQUARES bytes, and the
 * stored move in *move; 0 when they are not there. Then its marks, from the
 * state BN_MARKS_START: the bytes of s (len of them) read, the state
 * reached in *state, 0 at a character that no move as shown has there; with
 * more, it stops instead before a square taken that len cuts short (give
 * its bytes again, with those that follow). And whether a move may end in
 * a state. */
#define BN_SHOWN_SQUARES 8
#define BN_MARKS_START 1
BN_API size_t bn_shown_squares(const char *s, size_t len, int *move);
BN_API size_t bn_shown_marks(unsigned *state, const char *s, size_t len, int more);
BN_API int bn_shown_done(unsigned state);
/* The bytes of the well-formed character a byte begins (1 for ASCII), by
 * the byte alone; 0 for a byte that begins none. bn_utf8_bad has the last
 * word on the bytes after it. */
BN_API size_t bn_utf8_lead(unsigned char c);

/* Writing a game record: its length first, then its parts in order. */
BN_API size_t bn_record_size(size_t variant_len, size_t start_len, int has_start,
                      size_t nmoves, enum bn_result result);
BN_API char *bn_record_head(char *out, const char *variant, size_t variant_len,
                     const char *start, size_t start_len, int has_start);
/* Writes a move given as text, after a space, when it is a stored move (as
 * bn_move_stored reads one); NULL when it is not. Inline: game_string calls
 * it for every move. */
static inline char *bn_record_stored(char *out, const char *s, size_t len)
{
    if (len != 4 || !bn_is_stored(s))
        return NULL;
    out[0] = ' ';
    memcpy(out + 1, s, 4);
    return out + 5;
}
BN_API char *bn_record_tail(char *out, enum bn_result result);

/*
 * Whether a text is a position, the check bn_position and the glue's
 * position_ok make: here, inline, so that position_ok can have it inlined
 * (for the text of one position, a call costs as much as a tenth of the
 * check). It asks bn_position_scan only for the shortest boards, and where
 * SSE2 is not to be had.
 */
#if defined(__GNUC__)
#  define BN_ALWAYS_INLINE static inline __attribute__((always_inline))
#elif defined(_MSC_VER)
#  define BN_ALWAYS_INLINE static __forceinline
#else
#  define BN_ALWAYS_INLINE static inline
#endif

/* The side to move after a position's rows: its text from the space to
 * the end (len bytes) is a space and a or d. */
static inline int bn_side_ok(const char *s, size_t len)
{
    return len == 2 && s[0] == ' ' && (s[1] == 'a' || s[1] == 'd');
}

/* The shortest and the longest position: seven rows of one digit, or of
 * seven pieces, then a space and the side. */
#define BN_POSITION_MIN (7 * 1 + 6 + 2)
#define BN_POSITION_MAX (7 * 7 + 6 + 2)

/* SSE2, where the compiler says the target has it: gcc and clang define
 * __SSE2__; MSVC, which never does, has it on every x64 target and on x86
 * with /arch:SSE2 or later. */
#if defined(__SSE2__) || defined(_M_X64) || defined(_M_AMD64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2)
#  define BN_SSE2 1
#else
#  define BN_SSE2 0
#endif

#if BN_SSE2
#include <emmintrin.h>

/* The sums of a board, as bn_position_ok reads it. */
struct bn_board_sums {
    __m128i bad, carry, slashes;
};

/* Reads sixteen bytes x of the board, of which those in the lanes where in
 * is -1 count; full when they all do (and in is not read). */
BN_ALWAYS_INLINE void
bn_board_block(struct bn_board_sums *b, __m128i x, __m128i in, int full)
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
    /* Sixteen bytes of 0, then sixteen of -1: the sixteen read from 16 - lo
     * on are -1 in lanes lo..15. */
    static const signed char lanes_from[32] = {
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    };
    size_t n = len - 2, at;
    struct bn_board_sums b;

    if (len < BN_POSITION_MIN || len > BN_POSITION_MAX || !bn_side_ok(s + n, 2))
        return 0;
    if (n < 16)         /* a board of single digits, or nearly */
        return bn_position_scan(s, len, NULL);
    b.bad = b.carry = b.slashes = _mm_setzero_si128();
    for (at = 0; n - at >= 16; at += 16)
        bn_board_block(&b, _mm_loadu_si128((const __m128i *)(s + at)), b.bad, 1);
    if (at < n)
        bn_board_block(&b, _mm_loadu_si128((const __m128i *)(s + n - 16)),
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

/*
 * The tafl notations games are kept in (Game::Brandubh::Notation::Dialects):
 * the shown form, OpenTafl Notation's move records, Walker's notation and
 * aagenielsen.dk's. What each writes is data (brandubh.c's dialect table),
 * read by one scanner of a move; a list of moves is read a token at a time.
 * Every text is bytes; a byte past 0x7F is part of no move, and offsets are
 * in bytes (the glue counts characters of a UTF-8 string).
 */
enum bn_dialect {
    BN_DIALECT_NIELSEN = 0, BN_DIALECT_OTN, BN_DIALECT_SHOWN, BN_DIALECT_WALKER,
    BN_DIALECTS
};

/* What a move says: a bit for each key of its about that is true. */
enum bn_about {
    BN_ABOUT_KING = 1, BN_ABOUT_NO_HYPHEN = 2, BN_ABOUT_LOWER = 4,
    BN_ABOUT_KING_TAKEN = 8, BN_ABOUT_KING_HOME = 16, BN_ABOUT_THREAT = 32,
    BN_ABOUT_WAY_OUT = 64, BN_ABOUT_WINS = 128, BN_ABOUT_LOSES = 256,
    /* the keys that end the game */
    BN_ABOUT_ENDS = BN_ABOUT_KING_TAKEN | BN_ABOUT_KING_HOME | BN_ABOUT_WINS
};

/* Why a move or a list of a dialect is refused (the codes of Dialects.pm). */
enum bn_dialect_code {
    BN_D_OK = 0,
    BN_D_EMPTY, BN_D_FORM, BN_D_BOARD, BN_D_CASE, BN_D_PIECE, BN_D_JUMP,
    BN_D_CAPTURES, BN_D_MARK,           /* a move */
    BN_D_AFTER, BN_D_TURN               /* a list */
};

/* What was expected where a move went wrong (BN_D_FORM, and BN_D_CASE's
 * square). */
enum bn_dialect_want {
    BN_DW_NONE = 0, BN_DW_FROM, BN_DW_TO, BN_DW_HYPHEN, BN_DW_CAPTURE,
    BN_DW_ONE_KING, BN_DW_END
};

/* A move read: the stored move, the keys of its about (enum bn_about), the
 * square the king was taken on (-1 for none), and how many squares it
 * captures (all of them, though only the room given is filled). */
struct bn_dialect_move {
    int move;
    unsigned about;
    int king_square;
    size_t ncaptures;
};

/* Where a move or a list is refused. at: the place (bytes from the text's
 * start); len: the bytes of what was found there (the letter of a piece,
 * the square of a bigger board, the jump's sign, the separator, the mark;
 * a turn number's digits and dots), 0 for none. In a list: the token the
 * fault is in (after its turn number, but BN_D_AFTER's whole token), the
 * moves read before it, a turn number's digits, and for BN_D_AFTER the
 * closing word it follows (word_len 0: a move after move ended, whose mark
 * ends the game). */
struct bn_dialect_fault {
    enum bn_dialect_code code;
    size_t at, len;
    enum bn_dialect_want want;
    size_t token_at, token_len;
    size_t moves;
    size_t digits;
    size_t word_at, word_len;
    size_t ended;
};

/* The closing words of a list. */
enum bn_dialect_word { BN_WORD_NONE = 0, BN_WORD_RESIGNED, BN_WORD_TIMEOUT };

/* The dialect a name names, or -1; and the name of a dialect, of a fault's
 * code and of what a move wanted ("" for none). */
BN_API int bn_dialect_of(const char *s, size_t len);
BN_API const char *bn_dialect_name(enum bn_dialect d);
BN_API const char *bn_dialect_code_name(enum bn_dialect_code code);
BN_API const char *bn_dialect_want_name(enum bn_dialect_want want);
/* A dialect's closing word of a kind (its table's: "---" for a resignation
 * in OpenTafl's), or NULL where it has none. */
BN_API const char *bn_dialect_word_text(enum bn_dialect d, enum bn_dialect_word word);

/* Reads one move of dialect d, the whole text: 1 with *m (the first room
 * captured squares in captures, in the order written), or 0 with the fault
 * (at counted from s; the list's fields 0). The shown form is read by the
 * core's shown move (bn_shown_squares, bn_shown_marks): a move it refuses
 * is refused, the fault found by the dialects' scanner. */
BN_API int bn_dialect_move(enum bn_dialect d, const char *s, size_t len, struct bn_dialect_move *m,
                           unsigned char *captures, size_t room, struct bn_dialect_fault *f);

/* Writes one move in dialect d, as Dialects.pm's writer writes it: the
 * stored move, what its about says (enum bn_about; BN_ABOUT_NO_HYPHEN for
 * a hyphen said to be left out), its n captured squares in the order given
 * and the square the king was taken on (-1 for none, else one of them).
 * The king's letter where the dialect writes one; the hyphen, but where
 * the dialect may leave it out and the about does; the captures after x,
 * parted by the dialect's separator (sorted in the shown form; OpenTafl's K
 * before the king's square, the first time); the first of the marks the
 * about asks for that the dialect has (the king home, the king taken,
 * wins, loses, threat, way out; OpenTafl marks the king taken on his
 * square); Walker's in capitals but for the x, unless it says lower. At
 * most BN_DIALECT_WRITE_ROOM(n) bytes into out, no NUL; their count. */
#define BN_DIALECT_WRITE_ROOM(n) (8 + 4 * (size_t)(n))
BN_API size_t bn_dialect_write(enum bn_dialect d, int move, unsigned about, const unsigned char *captures, size_t n,
                               int king_square, char *out);

/* A list of moves read a move at a time: tokens parted by white space, a
 * turn number (1. or 1...) alone or before a move, the dialect's closing
 * word last. bn_dialect_list_next gives 1 and the next move (as
 * bn_dialect_move, and its token's place in *at and *tlen: a move with more
 * captures than room is read again from there), 0 at the end of the list
 * (word: the closing word, if any), or -1 with the fault. A list read in
 * pieces goes on from the piece before: set moves and ended after
 * bn_dialect_list_start (the turn numbers are counted on from them). */
struct bn_dialect_list {
    enum bn_dialect d;
    const char *s;
    size_t len, pos;
    int utf8;
    size_t moves;               /* the moves read */
    size_t ended;               /* the move whose mark ended the game, or 0 */
    enum bn_dialect_word word;  /* the closing word read */
    size_t word_at, word_len;
};
BN_API void bn_dialect_list_start(struct bn_dialect_list *l, enum bn_dialect d, const char *s, size_t len,
                                  int utf8);
BN_API int bn_dialect_list_next(struct bn_dialect_list *l, struct bn_dialect_move *m, unsigned char *captures,
                                size_t room, size_t *at, size_t *tlen, struct bn_dialect_fault *f);

/* A game a line of a dialect written as a game record, for the command's
 * convert in its common case: a line of moves (printable ASCII, spaces and
 * tabs; no ',': no columns), read as bn_dialect_list_next reads a list
 * (turn numbers, a closing word), replayed by what it says from the start
 * given (cells and side as bn_position gives them) without a fault, and no
 * more than most moves. The record (its variant given, no start; a
 * resignation its result) is written to out, which has room bytes, and its
 * length returned; 0 for any other line, and for a record longer than room:
 * the caller reads that line the long way, which says what it is. Nothing
 * but the line's bytes (len of them) is read. *lost says what a record
 * cannot hold of it: for each key of a move's about, how many moves say it
 * and the first (from 1); the closing word, and the side to move at the
 * end (the side that resigned or ran out of time). Whether the line is the
 * whole of its game (a numbered game may run over lines) is the caller's. */
enum bn_lost_key {
    BN_LOST_CAPTURES = 0, BN_LOST_KING, BN_LOST_KING_SQUARE, BN_LOST_KING_TAKEN, BN_LOST_KING_HOME,
    BN_LOST_THREAT, BN_LOST_WAY_OUT, BN_LOST_WINS, BN_LOST_LOSES,
    BN_LOST_KEYS
};
struct bn_lost {
    size_t moves;                   /* the moves of the game */
    size_t count[BN_LOST_KEYS];     /* the moves that say each key */
    size_t first[BN_LOST_KEYS];     /* the first of them, from 1; 0 for none */
    enum bn_dialect_word word;      /* the closing word */
    char side;                      /* the side to move at the end */
};
BN_API size_t bn_list_record(enum bn_dialect d, const char *s, size_t len, const char *cells, char side,
                             size_t most, const char *variant, size_t variant_len,
                             char *out, size_t room, struct bn_lost *lost);

#endif
