/*
 * stream.h - the record scanner of a stream, fed in pieces.
 *
 * A stream holds game records one after another, each beginning at its
 * variant line (a line that is the word variant, then a space or the line's
 * end; or a UTF-8 byte-order mark and such a line). A byte-order mark
 * where a record begins (the stream's start, and the variant line of a
 * record after the first: two files that each begin with one, joined) is
 * no part of the record: its text begins past it. The scanner is given
 * the stream's bytes in pieces of any size and keeps, between pieces, all
 * it needs: the line and column, the lines of the record seen, its first
 * fault, its moves counted, the start line's position. It gives each
 * record's verdict as the whole-record scan (bn_game_scan over the
 * record's text, read as UTF-8) gives it, with the fault placed in the
 * whole stream, however the stream was cut.
 *
 * Nothing here knows Perl, and nothing allocates: the caller keeps the
 * bytes it was not yet asked to let go of (a line of up to hold bytes whose
 * end has not come yet) and gives them again, with more, on the next call.
 * A longer line is read a character at a time, by the rules of brandubh.c
 * fed in pieces, and nothing of it is held but what a message quotes and a
 * rule needs at once (a move's squares, a side, a result's words).
 */
#ifndef BRANDUBH_STREAM_H
#define BRANDUBH_STREAM_H

#include "brandubh.h"

/* A count that a stream of any length keeps exactly (C99's, and MSVC's). */
typedef unsigned long long bn_count;

/* What a message quotes: the first 21 characters of a part of the text (a
 * message shows 20 and "..." for more), and how many it holds. */
#define BN_QUOTE_CHARS 21
#define BN_QUOTE_BYTES (BN_QUOTE_CHARS * 13)
struct bn_quote {
    char s[BN_QUOTE_BYTES];
    size_t len;
    unsigned chars;
};

/* A fault of the stream itself, not of one record's text. */
enum bn_stream_code {
    BN_STREAM_NONE = 0,
    BN_STREAM_EMPTY,        /* an empty stream (a byte-order mark at most) */
    BN_STREAM_BLANK,        /* one of white space alone */
    BN_STREAM_LINE_ENDS     /* no line feed, and a carriage return inside */
};

/* A record's fault: code is BN_OK for none; BN_ENCODING is a line that is
 * not UTF-8. line and column (from 1) place it in the stream, at counts
 * the characters of the record before it. */
struct bn_stream_fault {
    enum bn_code code;
    enum bn_stream_code stream;     /* with code BN_OK: the stream's fault */
    bn_count line, column, at;
    enum bn_line which;             /* BN_TWICE, BN_MISSING: the line */
    struct bn_quote quote;          /* BN_LINE, BN_TWICE, BN_RESULT, BN_MOVE,
                                     * BN_START (letter, width, side): the
                                     * part the message quotes */
    int stored;                     /* BN_MOVE: the stored move the piece is
                                     * read as (bn_move_parse), or -1 */
    int four;                       /* BN_MOVE: the piece has 4 characters */
    enum bn_code position;          /* BN_START: the position's own fault */
    int rank, rows;                 /* BN_START: as bn_position_fault's */
    bn_count width;
    /* a replay's fault (code BN_OK, stream BN_STREAM_NONE): a move the
     * record's own words contradict (stream.h's "Replay"); stored is the
     * move, line and column its place in the moves line */
    enum bn_replay replay;          /* BN_REPLAY_EMPTY or BN_REPLAY_SIDE */
    bn_count move;                  /* its number, from 1 */
    int square;                     /* the square left */
    char held;                      /* BN_REPLAY_SIDE: the piece there */
    char mover;                     /* the side to move: 'a' or 'd' */
    int hint;                       /* the first move, and no start line */
};

/*
 * Replay. With the stream's replay set, each accepted record is replayed
 * by what it says (a record states no captures: bn_replay_move with
 * stated 0), from its start line's position or the set-up. A start line
 * may come after the moves line, so the moves are watched as they are
 * read, in memory that does not grow with them: each cell holds the start
 * cell whose piece stands there now, or none (a piece left it). A move
 * from a cell that holds none contradicts the record whatever its start;
 * a move of a start cell's piece asks that cell to hold a piece of the
 * side to move, and the first such move of each piece is kept (49 at
 * most), with a move of the same piece by the other side, which
 * contradicts any start. At the record's end its start answers them: the
 * first move that fails is the one a replay move by move finds
 * (t/c/core.c checks the two against each other).
 */
#define BN_WATCH_NONE 0xFF
struct bn_watch_move {
    bn_count index;                 /* the move's index, from 0 */
    bn_count line, column, at;      /* its place, as a fault's */
    int move;                       /* the stored move */
};
struct bn_watch {
    unsigned char cell[BN_SQUARES]; /* the start cell of the piece there, or NONE */
    unsigned char moved[BN_SQUARES];/* by start cell: its piece has moved */
    struct bn_watch_move first[BN_SQUARES];   /* ... first, by this move */
    bn_count moves;                 /* moves watched */
    int settled;                    /* a move that no start allows was found */
    struct bn_watch_move fault;     /* that move */
    enum bn_replay code;            /* BN_REPLAY_EMPTY, or BN_REPLAY_SIDE */
    int of;                         /* BN_REPLAY_SIDE: the start cell of its piece */
};

/* A record read. */
struct bn_record {
    bn_count number;                /* from 1 in the stream */
    bn_count line;                  /* the line it begins on */
    bn_count offset;                /* the byte where that line begins */
    bn_count bytes;                 /* its length in bytes */
    size_t mark;                    /* the byte-order mark it begins with
                                     * (0 or 3 bytes), which is no part of
                                     * its text: that begins at offset + mark */
    int ok;
    bn_count moves;                 /* accepted: the moves it holds */
    int has_start;                  /* accepted: a start line, its position */
    char start[BN_POSITION_MAX];
    size_t start_len;
    int utf8;                       /* accepted: it holds a byte past ASCII */
    int parts;                      /* accepted: game holds its parts, as
                                     * bn_game_scan finds them in the
                                     * record's text (from its first byte,
                                     * past a byte-order mark); 0 when a
                                     * line of it was read a character at a
                                     * time, and the text must be scanned */
    struct bn_game game;
    struct bn_stream_fault fault;   /* refused: why */
    int noted;                      /* accepted with the stream's note set:
                                     * its replay failed, as note says */
    struct bn_stream_fault note;
};

/* The smallest hold: a line is always looked at with its first word. */
#define BN_HOLD_MIN 64

/* A line being read a character at a time. */
struct bn_long {
    int active;
    int phase;
    enum bn_line which;             /* the line it is */
    size_t skip;                    /* characters still to pass (the word) */
    bn_count chars;                 /* characters of the line so far */
    unsigned char c[13];            /* a character being gathered */
    size_t clen, cneed;
    int cr;                         /* a carriage return, unless a line feed follows */
    int ink;
    struct bn_quote q;              /* what the line's fault would quote */
    /* a start line */
    int row, side;
    bn_count width, row_col, side_col;
    char pos[BN_POSITION_MAX];
    size_t pos_len;
    char side_text[4];              /* the side's first bytes (no side has */
    bn_count side_len;              /* as many) and its length */
    /* a moves line: a piece's first bytes, enough for the squares of a move
     * as shown and a character after them; then the state of its marks, and
     * their bytes not yet read (a square's first, then a character) */
    int in_piece, squares, shown;
    unsigned marks;
    bn_count piece_col, piece_chars, piece_bytes;
    char piece[BN_SHOWN_SQUARES + 13];
    char mark[sizeof "a" + 13];
    size_t mark_len;
    /* a line of words: its rest's first bytes (no word is as long) */
    char rest[BN_WORD_LONGEST + 4];
    bn_count rest_len;
};

struct bn_stream {
    /* settings */
    int one;                        /* the whole stream is one record */
    size_t hold;                    /* the longest line given again whole */
    int replay;                     /* set after bn_stream_init: 1 replays each
                                     * record (above), refused where its
                                     * replay fails; 2 accepts it, noted */
    /* the stream */
    int started, done, bom;
    size_t mark;                    /* the last call's first bytes that were a
                                     * byte-order mark read past (0 or 3): no
                                     * part of any record's text */
    bn_count offset;                /* bytes read, the byte-order marks included */
    bn_count line;                  /* the line being read */
    bn_count records;               /* records told */
    int has_variant;                /* a line that begins a record was seen */
    char record_letter;             /* the first letter of such a line: a
                                     * line without it (or a byte-order
                                     * mark) is looked at no more */
    int boundary;                   /* a record was told before this line */
    int saw_lf, cr_inside, last_cr, blank;
    char head[BN_QUOTE_BYTES];      /* the stream's first bytes, to its first */
    size_t head_len;                /* carriage return or line feed: what a */
    int head_done;                  /* stream with no line feed says first */
    bn_count content;               /* bytes past the byte-order marks */
    bn_count tail;                  /* characters of the last line, with no line feed */
    /* the record being read */
    bn_count rec_line, rec_offset, rec_chars;
    unsigned seen;
    struct bn_stream_fault fault;   /* its first fault (BN_OK: none yet) */
    struct bn_stream_fault encoding;/* its first line that is not UTF-8 */
    bn_count moves;
    int has_start;
    char start[BN_POSITION_MAX];
    size_t start_len;
    int high, parts;
    struct bn_game game;
    bn_count text_at;               /* where its text begins in the stream */
    struct bn_watch watch;          /* with replay: its moves watched */
    struct bn_long l;
};

/* A scanner at the start of a stream; hold is raised to BN_HOLD_MIN. */
BN_API void bn_stream_init(struct bn_stream *st, int one, size_t hold);

/*
 * Reads the stream on from s (len bytes, of which eof says whether they
 * are the last). Returns 1 when a record is told in *rec, having read
 * *used bytes: call again with the bytes from s + *used. Returns 0 when it
 * wants more: *used bytes are read, and the rest (a line not yet ended, of
 * hold bytes at the most) must be given again, with the bytes that follow.
 * After the last record, with eof, it reads nothing and returns 0.
 */
BN_API int bn_stream_feed(struct bn_stream *st, const char *s, size_t len, int eof,
                          size_t *used, struct bn_record *rec);

#endif
