package Game::Brandubh::Notation::Operators;

# The three places where the interface reads a value through Perl's own
# operators, so that an object with overloading or a dual value counts as
# Perl itself counts it: square_name's file and rank, the array of
# game_string's moves, and the how and by of its result; and the rule for
# malformed UTF-8, which those places and the PP backend keep. Both backends
# use these subs: the PP backend for every call, the XS for the rare value
# only Perl's operators can read. It is loaded with the module, so that no
# code is looked up or loaded as a call runs (a Safe compartment forbids
# it).

use strict;
use warnings;

our $VERSION = '0.01';


# Subs compiled under the public names. Perl names a sub by the glob it was
# compiled into (caller, Carp, Sub::Util::subname, its own messages, the
# debugger): a sub of the PP backend, or a helper here, that is to be named
# as the public function is compiled into the public package's glob, then
# moved to its own package's, and the glob is left as it was found (the
# XS's sub put back, or empty for the one the module will put there). The
# sub keeps the glob as its name, on every perl. Called in BEGIN blocks,
# public_names_open before the subs, public_names_close after.
my %public_saved;
sub public_names_open {
    my @names = @_;
    no strict 'refs';
    for my $name (@names) {
        my $glob = "Game::Brandubh::Notation::$name";
        $public_saved{$name} = defined &$glob ? \&$glob : undef;
        undef *$glob;
    }
    return;
}
sub public_names_close {
    my ($package, @names) = @_;
    no strict 'refs';
    for my $name (@names) {
        my $glob = "Game::Brandubh::Notation::$name";
        *{"${package}::$name"} = \&$glob;
        undef *$glob;
        *$glob = $public_saved{$name} if defined $public_saved{$name};
    }
    return;
}

# The variant game_string writes when a game names none, for both backends
# (the XS reads it as it loads).
# Whether Perl's // and || run an element's get-magic for their test and
# again for the copy or dereference after them: from perl 5.14 on (0.01 on
# 5.10.1 reads once; xs/hashes.h's BX_TEST_THEN_COPY says the same)
BEGIN { *TEST_THEN_COPY = $] >= 5.014 ? sub () { 1 } : sub () { 0 } }

sub DEFAULT_VARIANT () { 'brandubh' }    ## no critic (RequireFinalReturn): a return would make it no constant

# A move as people write it (read in lower case): white space, an optional
# K, the squares left and reached with an optional hyphen between, captures
# after x parted by commas, # or ++, white space. The one statement of the
# shown form's grammar in Perl: the PP backend's move_parse and move_why
# read by it, and Dialects.pm's shown dialect (the C core reads both by
# bn_shown_squares and bn_shown_marks). The pattern reads to the end, where
# the group end is set, or to its first fault, where it stops with an empty
# group want_WHAT set, which says what was wanted there (nothing: no move
# at all); it stops there, so that the match ends where the fault is.
our $SHOWN_MOVE = qr{
    \A \s*
    (?: \z (?<nothing>) (*ACCEPT) )?
    k?
    (?: (?<from>[a-g][1-7]) | (?<want_from>) (*ACCEPT) )
    -?
    (?: (?<to>[a-g][1-7]) | (?<want_to>) (*ACCEPT) )
    (?: x (?: [a-g][1-7] | (?<want_capture>) (*ACCEPT) )
        (?: , [a-g][1-7] )*+                         # the others, any number
        (?: , (?<want_next>) (*ACCEPT) )? )?
    (?: \# | \+ (?: \+ | (?<want_plus>) (*ACCEPT) ) )?
    \s*
    (?: \z (?<end>) | (?<want_end>) )
}x;    # the one possessive group has no (*ACCEPT), which would end only
      # that group; it has a fixed width and no group of its own, so that
      # the regex engine repeats it without a limit on the count

# Where a string flagged UTF-8 whose bytes are not well-formed UTF-8 (which
# only broken code makes) goes wrong: the offset of its first bad byte, or
# undef for any other value. Both backends refuse such a string as they
# refuse any text that is not what they read: the PP by this, the XS by the
# C core's bn_utf8_bad, whose rule this is, byte for byte (the characters of
# Perl's UTF-8, its extended forms included, up to this perl's IV_MAX; no
# overlong form). Read on a copy of the bytes, so that no malformed character
# is ever decoded. With 32-bit integers (~0 is 2**32-1), IV_MAX is 2**31-1,
# the last code point of the six-byte forms: the seven- and thirteen-byte
# forms, from \xFE on, are past it, and never match.
my $PAST_31_BITS = ~0 == 4294967295 ? qr/(?!)/ : qr{
    \xFE[\x82-\xBF][\x80-\xBF]{5}
  | \xFF\x80 (?: [\x81-\x87][\x80-\xBF]{10}
              | \x80 (?: [\x81-\xBF][\x80-\xBF]{9} | \x80 (?: [\x81-\xBF][\x80-\xBF]{8}
              | \x80 (?: [\x81-\xBF][\x80-\xBF]{7} | \x80 [\x81-\xBF][\x80-\xBF]{6} ) ) ) )
}x;
my $UTF8_CHARS = qr{
    [\x00-\x7F]++
  | [\xC2-\xDF][\x80-\xBF]
  | \xE0[\xA0-\xBF][\x80-\xBF]   | [\xE1-\xEF][\x80-\xBF]{2}
  | \xF0[\x90-\xBF][\x80-\xBF]{2} | [\xF1-\xF7][\x80-\xBF]{3}
  | \xF8[\x88-\xBF][\x80-\xBF]{3} | [\xF9-\xFB][\x80-\xBF]{4}
  | \xFC[\x84-\xBF][\x80-\xBF]{4} | \xFD[\x80-\xBF]{5}
  | $PAST_31_BITS
}x;

sub malformed_at {
    my ($text) = @_;
    return undef unless defined $text && !ref $text && utf8::is_utf8($text);
    utf8::encode($text);    # its bytes, as they are: nothing is decoded
    return bad_utf8_at($text);
}

# The same of a string of bytes read as UTF-8: the offset of its first byte
# that is no part of a character by that rule, or undef when there is none.
sub bad_utf8_at {
    my ($bytes) = @_;
    return undef unless $bytes =~ /[\x80-\xFF]/;
    pos($bytes) = 0;
    1 while $bytes =~ /\G$UTF8_CHARS/gc;
    my $at = pos($bytes) || 0;
    return $at < length $bytes ? $at : undef;
}

# How many bytes a sequence that is no UTF-8 character is, from its first
# byte (as the XS's stream scanner keeps them for a message): a byte
# that begins none alone; else its first and the continuation bytes that
# follow, as many as it would take (Perl's extended forms from 0xF8 on;
# 0xFE and 0xFF begin none where integers are 32 bits).
my @LEAD = ((0) x 0x42, (2) x 30, (3) x 16, (4) x 8, (5) x 4, (6) x 2,
            length(pack "j", 0) >= 8 ? (7, 13) : (0, 0));
sub bad_bytes {
    my ($bytes) = @_;
    return '' unless length $bytes;
    my $first = ord $bytes;
    my $want = $first < 0x80 ? 1 : $LEAD[ $first - 0x80 ];
    my $k = 1;
    $k++ while $k < length $bytes && $k < $want && (ord(substr $bytes, $k, 1) & 0xC0) == 0x80;
    return substr $bytes, 0, $k;
}

# The check reads each as Perl stringifies it, the answer as Perl numifies
# it: a dual value's string is checked and its number used, and an object
# counts through its overloading. The answer is perl's own chr of that
# number, as the Perl version computes it: a wide character past 255, perl's
# warning and U+FFFD below 0, perl's death past the largest code point or
# at an infinity. It is the PP's square_name, and named so.
BEGIN { public_names_open('square_name') }
sub Game::Brandubh::Notation::square_name {
    # the check read as bytes: one byte, a digit, is well formed whatever
    # the string's flag, and no malformed string is decoded on the way
    my ($file, $rank) = @_;
    use bytes;
    return undef unless defined $file && defined $rank
        && $file =~ /\A[0-6]\z/ && $rank =~ /\A[0-6]\z/;
    # the answer as characters, perl's own chr (under bytes, chr makes a
    # byte of any number): bytes is off from this statement on, at no cost
    # to a call, where a block of its own would cost one a scope
    no bytes;
    return chr(ord('a') + $file) . ($rank + 1);
}
BEGIN { public_names_close(__PACKAGE__, 'square_name') }

# The array of a true moves value, as Perl's @{} reads it: an array
# reference, blessed or not, an object overloading @{}, or a glob; undef
# for anything else (where Perl dies, in the Perl version's own code). An
# object's @{} is called as Perl's @{} calls it, with no eval around it:
# the object's code runs as the caller's own would ($^S, $SIG{__DIE__} and
# $@ as it and the caller make them), and what it throws comes through. Its
# answer is dereferenced in turn, as Perl does, until it is the object
# itself or an object with no @{} of its own; an answer that is no
# reference is undef (Perl dies "Overloaded dereference did not return a
# reference"). The method is found as Perl finds it, by the object's own
# class and its parents, looked up by no name (UNIVERSAL::can, which a Safe
# compartment allows); one given by name to use overload is found by
# overload::Method. The PP reads moves so; the XS reads them in C.
# What Scalar::Util tells of a reference, in plain Perl: the plain-Perl
# backend loads no XS module, as it is what loads where no XS can. A
# reference's own string, read with overloading off, is "Class=TYPE(0xADDR)"
# or "TYPE(0xADDR)", its number the address. (Before perl 5.18 a regular
# expression's string is its pattern, overloading or not: an object whose
# type is REGEXP, SCALAR before 5.12.)
sub ref_parts {
    my ($ref) = @_;
    no overloading;
    return "$ref" =~ /\A(?:(.*)=)?([A-Z]+)\(0x[0-9a-f]+\)\z/s ? ($1, $2)
         : (ref $ref, $] < 5.012 ? 'SCALAR' : 'REGEXP');
}

sub ref_address {
    my ($ref) = @_;
    no overloading;
    return 0 + $ref;
}

sub moves_array {
    my ($moves) = @_;
    return \@$moves if ref \$moves eq 'GLOB';
    return undef unless ref $moves;
    while (defined((ref_parts($moves))[0])) {
        my $method = UNIVERSAL::can($moves, '(@{}') or last;
        $method = overload::Method($moves, '@{}')
            if defined &overload::nil && ref_address($method) == ref_address(\&overload::nil);
        my $array = $method->($moves, undef, '');
        return undef unless ref $array;
        last if ref_address($array) == ref_address($moves);
        $moves = $array;
    }
    return (ref_parts($moves))[1] eq 'ARRAY' ? $moves : undef;
}

# The captures of move_display's %about that count, read as the Perl
# version reads its array's elements: grep { defined && !ref } (the
# truth of each, then what ref names it), then one more read of each kept
# (0.01's lc), each with $_ the element itself; copies of the values kept,
# which the callers lower-case and judge. (A tied array's elements are
# read once each, as Perl reads them in that grep.) The PP reads every
# array of captures so, the XS one with magic.
sub captures_of {
    my ($list) = @_;
    return map { my $copy = $_; $copy } grep { defined && !ref } @$list;
}

# The result line of how and by, compared as Perl's eq compares them (an
# undefined one as ''), by written as Perl stringifies it; undef when they
# are no result.
sub result_line {
    my @given = @_;
    my ($how, $by) = map { defined $_ ? $_ : '' } @given;
    # each is read only where it counts, and a malformed one is no word
    return undef if defined malformed_at($how);
    return "result agreed\n" if $how eq 'agreed';
    return undef if defined malformed_at($by);
    return "result resign $by\n" if $how eq 'resign' && ($by eq 'attackers' || $by eq 'defenders');
    return undef;
}

# The result line of a result hash whose how has been read, read on as the
# Perl version reads it: how compared with agreed, then with resign (each
# once); then, only then, by, read as $result->{by} // '' reads it (an element with get-magic twice when defined), compared with
# attackers, then defenders, and written as Perl stringifies it. The PP
# reads every result so, the XS where how is an object with overloading.
sub result_from {
    my ($how, $result) = @_;
    my $word = defined $how ? $how : '';
    return undef if defined malformed_at($word);
    return "result agreed\n" if $word eq 'agreed';
    return undef unless $word eq 'resign';
    # as $result->{by} // '' reads it, copied first (the PP's _defined_twice)
    my $by = $result->{by};
    $by = defined $by ? (tied %$result || !TEST_THEN_COPY ? $by : read_once($result->{by})) : '';
    return undef if defined malformed_at($by);
    return "result resign $by\n" if $by eq 'attackers' || $by eq 'defenders';
    return undef;
}

# The two arguments of a sub that begins my ($x, $y) = @_, as that list
# assignment fetches them on the running perl (from 5.26 on, the last one
# first): square_name and move_display begin so, and the XS has a tied or
# magical pair of arguments read here, so that they pair as they do there.
# A value read as a sub's argument reads it: its get-magic once, and no
# more (an rvalue $hash->{key} runs it twice in a hash with magic)
sub read_once {
    my ($value) = @_;
    return $value;
}

sub arguments {
    my ($first, $second) = @_;
    return ($first, $second);
}

# What return; gives in scalar context on the running perl: the XS asks
# it as it loads, and refuses so (see refusal_probe in xs/state.h).
sub refusal { return }

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::Operators - the rules both backends of Game::Brandubh::Notation read through Perl itself

=head1 SYNOPSIS

    # Loaded by Game::Brandubh::Notation; not for programs to call.

=head1 DESCRIPTION

A few rules of L<Game::Brandubh::Notation> are Perl's own: a value read
through Perl's operators, so that an object with overloading or a dual
value counts as Perl counts it, and the order in which a list assignment
fetches tied arguments. They are stated here once, in Perl, and both
backends use them: L<Game::Brandubh::Notation::PP> for every call, the
XS backend for the rare value only Perl can read. The module loads this
one with itself, so that no code is looked up or loaded while a call
runs (a L<Safe> compartment forbids both).

Nothing here is part of the interface, and nothing is exported.

=head1 FUNCTIONS

=over 4

=item square_name($file, $rank)

L<Game::Brandubh::Notation/square_name>, read as the module it replaces
reads it: each coordinate's string checked, its number used.

=item moves_array($moves)

The array a true C<moves> value of L<Game::Brandubh::Notation/game_string>
stands for, as Perl's C<@{}> reads it (an array reference, an object
overloading C<@{}>, a glob), or C<undef>.

=item result_line($how, $by)

The C<result> line of a game's C<how> and C<by>, compared with C<eq>, or
C<undef> when they are no result.

=item ref_parts($ref), ref_address($ref)

What L<Scalar::Util>'s C<blessed> and C<reftype>, and C<refaddr>, say of
a reference, in plain Perl (the plain-Perl backend loads no XS module):
the class (C<undef> for none) and the type, from the reference's own
string with overloading off; and its address.

=item TEST_THEN_COPY

True on perls (5.14 on) whose C<//> and C<||> run an element's
get-magic for their test and again for the copy or dereference after
them, as 0.01's C<< $result->{how} // '' >> and
C<< @{ $game->{moves} || [] } >> do.

=item read_once($value)

Its argument: a hash's value read as a sub's argument reads it.

=item arguments($first, $second)

Its two arguments, fetched as C<my ($x, $y) = @_> fetches them on the
running perl.

=item result_from($how, $result)

The C<result> line of a result hash whose C<how> has been read, reading
C<by> as the module it replaces reads it: once, and only when C<how> is
C<resign>.

=item captures_of($list)

The elements of an array of captures that count (defined, and no
reference), read as the module it replaces reads them, with C<$_> the
element: copies of their values.

=item refusal()

Returns nothing: what that gives in scalar context on the running perl
(Perl's shared C<undef> before 5.40, a new one from 5.40 on) is what the XS gives
when it refuses there.

=item public_names_open(@names), public_names_close($package, @names)

Called in C<BEGIN> blocks around subs compiled as
C<sub Game::Brandubh::Notation::NAME>: the first empties those globs of
the public package (keeping the XS's sub when there is one), the second
moves each sub compiled there to C<$package> and leaves the glob as it was
found. A sub keeps the glob it was compiled into as its name, so the PP
backend's functions are named as the public ones.

=item DEFAULT_VARIANT

The variant L<Game::Brandubh::Notation/game_string> writes when a game
names none: C<brandubh>.

=item malformed_at($text)

For a string with the UTF-8 flag whose bytes are not well-formed UTF-8,
the offset of its first bad byte; otherwise C<undef>.

=item bad_utf8_at($bytes)

The same for a string of bytes read as UTF-8 (its flag not asked): the
offset of its first byte that is no part of a character, or C<undef>.

=item bad_bytes($bytes)

The bytes at the start of C<$bytes> (which begins with a sequence that
is no UTF-8 character) that a message quotes: a byte that begins no
character alone; else it and the continuation bytes after it, as many
as its character would take. The XS's stream scanner keeps the same.

=back

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
