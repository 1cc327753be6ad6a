/*
 * Notation.xs - the XS backend of Game::Brandubh::Notation: its functions
 * (functions.h, made at BOOT from the table there), and the subs that set
 * it up and tell of it.
 *
 * The glue keeps Perl's rules: get-magic runs once an argument, references
 * are never plain values, the UTF-8 flag chooses the rules for case and
 * white space and is carried to what is returned, an empty list is no value
 * and undef is one, arguments are left as they were, and what a program
 * keeps of a result is its own (a value in a pad target is copied by Perl
 * wherever it is kept). glue.h says which header holds what.
 */
#include "functions.h"
#include "reader.h"
#include "replay.h"
#include "writer.h"

MODULE = Game::Brandubh::Notation    PACKAGE = Game::Brandubh::Notation::XS

PROTOTYPES: DISABLE

BOOT:
{
    MY_CXT_INIT;
    /* a code point past this perl's IV_MAX is malformed here */
    bn_utf8_limit(IVSIZE * CHAR_BIT);
    /* the rows' texts a replay writes positions with */
    bn_rows_init();
    bx_strings_make(aTHX_ &MY_CXT);
    bx_cop_make(aTHX);
    BX_KEYS(BX_KEY_HASH)
    bx_walk_check(aTHX);
    bx_refusal_probe(aTHX_ &MY_CXT);
    bx_functions_install(aTHX);
}

#ifdef USE_ITHREADS

void
CLONE(...)
  CODE:
    PERL_UNUSED_VAR(items);
    {
        MY_CXT_CLONE;
        bx_strings_make(aTHX_ &MY_CXT);
    }

#endif

void
configure(...)
  CODE:
    /* Settings, as pairs (functions.h, bx_configure) */
    bx_configure(aTHX_ &ST(0), items);

SV *
replay(...)
  PREINIT:
    SV *start, *moves, *abouts;
  CODE:
    /* Game::Brandubh::Notation::Replay's replay, for the XS backend
     * (replay.h); missing arguments are undef, extra ones ignored. */
    start = items > 0 ? ST(0) : &PL_sv_undef;
    moves = items > 1 ? ST(1) : &PL_sv_undef;
    abouts = items > 2 ? ST(2) : &PL_sv_undef;
    RETVAL = bx_replay(aTHX_ start, moves, abouts);
    SvREFCNT_inc_simple_void_NN(RETVAL);    /* a mortal, made one again below */
  OUTPUT:
    RETVAL

void
move_from_dialect(...)
  PREINIT:
    SV *out[2];
    int n, i;
  PPCODE:
    /* Game::Brandubh::Notation::Dialects's move_from_dialect, for the XS
     * backend (dialects.h): the stored move and its about, or the empty
     * list. */
    n = bx_dialect_move_call(aTHX_ &ST(0), items, GIMME_V == G_LIST, out);
    EXTEND(SP, n);
    for (i = 0; i < n; i++)
        PUSHs(out[i]);

void
list_from_dialect(...)
  PREINIT:
    SV *answer;
  PPCODE:
    /* Game::Brandubh::Notation::Dialects's list_from_dialect, for the XS
     * backend (dialects.h). */
    answer = bx_dialect_list_call(aTHX_ &ST(0), items);
    SPAGAIN;
    XPUSHs(answer);

void
list_to_dialect(...)
  PREINIT:
    SV *answer;
  PPCODE:
    /* Dialects.pm's list_to_dialect, for the XS backend (writer.h) */
    answer = bx_dialect_write_call(aTHX_ &ST(0), items);
    SPAGAIN;
    XPUSHs(answer);

void
_dialect_records(dialect, bytes, start, most)
    SV *dialect
    SV *bytes
    SV *start
    UV most
  PREINIT:
    SV *out[5];
    int n, i;
  PPCODE:
    /* Game::Brandubh::Notation::Lists's _records, for the XS backend
     * (dialects.h, bx_dialect_records): convert's common case. */
    n = bx_dialect_records(aTHX_ dialect, bytes, start, most, out);
    EXTEND(SP, n);
    for (i = 0; i < n; i++)
        PUSHs(out[i]);

void
dialect_read(dialect, text, list, before = 0, ended = 0)
    SV *dialect
    SV *text
    IV list
    UV before
    UV ended
  PREINIT:
    SV *out[3];
    int n, i;
  PPCODE:
    /* Dialects.pm's readers of a move (list 0) and a list (list 1), for the
     * XS backend (dialects.h, bx_dialect_read_call); a piece of a list read
     * on from the moves before it and the move that ended the game. */
    n = bx_dialect_read_call(aTHX_ dialect, text, list != 0, (size_t)before, (size_t)ended, out);
    EXTEND(SP, n);
    for (i = 0; i < n; i++)
        PUSHs(out[i]);

HV *
build(...)
  PREINIT:
    AV *tricks, *calls;
    int i;
  CODE:
    /* What this build is and does, for the tests, the benchmark and the
     * perl matrix: fast_path (calls by name compiled now take it), tricks
     * (the speed tricks built in; each can be left out with -DBN_NO_FAST,
     * -DBN_NO_TARGETS or -DBN_NO_WALK), hash_walk (the bucket walk agreed
     * with hv_common as the module loaded), entersub_check (how Perl's own
     * entersub is told from a hook: dladdr, module, range or none; fast.h
     * says), functions (the table: name,
     * arguments, public, small); given a code reference, fast_calls: the
     * functions of its calls on the fast path, in the order of its tree. */
    RETVAL = (HV *)sv_2mortal((SV *)newHV());
    tricks = newAV();
    if (BX_FAST)
        av_push(tricks, newSVpvs("fast_path"));
    if (BX_TARGETS)
        av_push(tricks, newSVpvs("targets"));
#ifndef BN_NO_WALK
    av_push(tricks, newSVpvs("bucket_walk"));
#endif
    (void)hv_stores(RETVAL, "tricks", newRV_noinc((SV *)tricks));
#if BX_FAST
    (void)hv_stores(RETVAL, "fast_path", newSViv(bx_fast_on));
#else
    (void)hv_stores(RETVAL, "fast_path", newSViv(0));
#endif
    (void)hv_stores(RETVAL, "hash_walk", newSViv(bx_walk_agrees));
    (void)hv_stores(RETVAL, "entersub_check", newSVpvs(BX_ENTERSUB_CHECK));
    calls = newAV();
    for (i = 0; i < BX_NFUNCTIONS; i++) {
        AV *row = newAV();
        av_push(row, newSVpv(bx_functions[i].name, 0));
        av_push(row, newSViv(bx_functions[i].nargs));
        av_push(row, newSViv((bx_functions[i].flags & BX_F_PUBLIC) ? 1 : 0));
        av_push(row, newSViv((bx_functions[i].flags & BX_F_SMALL) ? 1 : 0));
        av_push(calls, newRV_noinc((SV *)row));
    }
    (void)hv_stores(RETVAL, "functions", newRV_noinc((SV *)calls));
    if (items > 0) {
        SV *code = ST(0);
        CV *cv = SvROK(code) && SvTYPE(SvRV(code)) == SVt_PVCV ? (CV *)SvRV(code) : NULL;
        calls = newAV();
#if BX_FAST
        if (cv && !CvISXSUB(cv) && CvROOT(cv))
            bx_fast_walk(aTHX_ CvROOT(cv), bx_fast_name, calls);
#else
        PERL_UNUSED_VAR(cv);
#endif
        (void)hv_stores(RETVAL, "fast_calls", newRV_noinc((SV *)calls));
    }
  OUTPUT:
    RETVAL

MODULE = Game::Brandubh::Notation    PACKAGE = Game::Brandubh::Notation::XS::Scanner

# The scanner of Game::Brandubh::Notation::Reader (reader.h): made with its
# settings (and the place of its first record, for a stream read from a
# record of a longer one), given bytes, asked for its counts; the reader's
# next (below) reads it.

SV *
new(package, one, hold, games, accepted, number = 1, line = 1, offset = 0, raw = 0, partial = 0, summary = 0, replay = 0)
    SV *package
    IV one
    UV hold
    IV games
    IV accepted
    UV number
    UV line
    UV offset
    UV raw
    IV partial
    IV summary
    IV replay
  CODE:
    PERL_UNUSED_VAR(package);
    RETVAL = bx_scanner_new(aTHX_ one != 0, hold, games != 0, accepted != 0, number, line, offset, raw, partial != 0,
                            summary != 0, (int)replay);
  OUTPUT:
    RETVAL

void
feed(self, bytes)
    SV *self
    SV *bytes
  CODE:
    bx_scanner_feed(aTHX_ bx_scanner_of(aTHX_ self), bytes);

SV *
counts(self)
    SV *self
  PREINIT:
    SV *counts;
  CODE:
    counts = bx_scanner_counts(aTHX_ bx_scanner_of(aTHX_ self));
    RETVAL = SvREFCNT_inc_simple_NN(counts);
  OUTPUT:
    RETVAL

IV
read_some(fh, buf, size, raw = 0)
    SV *fh
    SV *buf
    UV size
    IV raw
  CODE:
    RETVAL = bx_read_some(aTHX_ fh, buf, (STRLEN)size, raw != 0);
  OUTPUT:
    RETVAL

int
CLONE_SKIP(...)
  CODE:
    PERL_UNUSED_VAR(items);
    RETVAL = 1;
  OUTPUT:
    RETVAL

# (no DESTROY: the scanner is freed with its object's magic)

MODULE = Game::Brandubh::Notation    PACKAGE = Game::Brandubh::Notation::Reader::XS

# Game::Brandubh::Notation::Reader's next, for the XS backend (reader.h).

SV *
next(self, ...)
    SV *self
  ALIAS:
    next_game = 1
  CODE:
    if (items != 1)
        croak(ix ? "Usage: $reader->next_game (Game::Brandubh::Notation::Reader), with no argument"
                 : "Usage: $reader->next (Game::Brandubh::Notation::Reader), with no argument");
    RETVAL = bx_reader_next(aTHX_ self, ix);
  OUTPUT:
    RETVAL
