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

#define BN_SIZE     7
#define BN_SQUARES  49
#define BN_MOVES    2401

/* The set-up position, and its length. */
#define BN_SETUP     "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a"
#define BN_SETUP_LEN (sizeof(BN_SETUP) - 1)

/* How a game ended by something the players did. */
enum bn_result {
    BN_RESULT_NONE = 0,
    BN_RESULT_AGREED,
    BN_RESULT_RESIGN_ATTACKERS,
    BN_RESULT_RESIGN_DEFENDERS
};

/* The value of a one-digit string "0".."6", or -1. */
int bn_coordinate(const char *s, size_t len);

/* The square named by exactly two characters [a-g][1-7], or -1.
 * With fold, A-G are read as a-g. */
int bn_square(const char *s, size_t len, int fold);

/* Writes the two characters of a square's name. */
void bn_square_text(int square, char *out);

/* The stored move written as exactly four characters in lower case, or -1. */
int bn_move_stored(const char *s, size_t len);

/* Writes the four characters of a stored move. */
void bn_move_text(int move, char *out);

/* The stored move a person or a log wrote, in either case, with white space
 * at either end, the optional K, hyphen, captures and ending; or -1. */
int bn_move_parse(const char *s, size_t len, int utf8);

/* The number of bytes of the white space character at s (0 when s does not
 * start with one). */
size_t bn_space(const char *s, size_t len, int utf8);

/* True when the text is a position. When cells is not NULL it receives the
 * 49 cells, rank 7 first and file a first: 0 for an empty square, or 'a',
 * 'd', 'k'; and *side 'a' or 'd'. Both are written only on success. */
int bn_position(const char *s, size_t len, char *cells, char *side);

/* The length of a shown move with ncaptures captures, at the most. */
size_t bn_display_size(size_t ncaptures);

/* Writes a stored move as it is shown and returns its length. counts[sq] is
 * how many times square sq was captured; ncaptures their sum. */
size_t bn_display(char *out, int move, int king, const size_t *counts,
                  size_t ncaptures, int king_home, int king_taken);

/* True when a variant name can be written on a line: no CR or LF, and a
 * character that is not white space. */
int bn_variant_ok(const char *s, size_t len, int utf8);

/* The parts of a game record, as offsets into the text. */
struct bn_game {
    size_t variant_at, variant_len;
    int has_start;
    size_t start_at, start_len;
    size_t moves_at, moves_len, nmoves;
    enum bn_result result;
};

/* True when the text is a game record; fills *game. */
int bn_game_scan(const char *s, size_t len, int utf8, struct bn_game *game);

/* The next stored move of a moves line that bn_game_scan accepted, from
 * *pos on, or -1 when there is none; *pos moves past it. */
int bn_moves_next(const char *s, size_t len, int utf8, size_t *pos);

/* Writing a game record: its length first, then its parts in order. */
size_t bn_record_size(size_t variant_len, size_t start_len, int has_start,
                      size_t nmoves, enum bn_result result);
char *bn_record_head(char *out, const char *variant, size_t variant_len,
                     const char *start, size_t start_len, int has_start);
char *bn_record_move(char *out, int move);
char *bn_record_tail(char *out, enum bn_result result);

#endif
