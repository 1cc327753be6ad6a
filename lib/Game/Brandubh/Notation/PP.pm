package Game::Brandubh::Notation::PP;

# The whole interface of Game::Brandubh::Notation in plain Perl: the backend
# used where the XS cannot be loaded, and the statement the XS is tested
# against. Every function copies its arguments first (so that tied values
# are fetched once) and reads references as never plain.

use strict;
use warnings;
# Perls before 5.14 warn in the 'utf8' category of a surrogate or a code
# point past Unicode that tr or a pattern meets; the interface never warns
no warnings 'utf8';

our $VERSION = '0.01';

use Game::Brandubh::Notation::Operators ();

# The set-up is Game::Brandubh::Notation's own constant, the same sub. Loading
# it while it loads this backend is no loop: require finds this file started.
BEGIN {
    require Game::Brandubh::Notation;
    *SETUP = \&Game::Brandubh::Notation::SETUP;
}

# The public functions are compiled under their public names, so that Perl
# names them so (see public_names_open in Operators), and are this
# package's subs too (after the module: the XS it may have loaded is
# put back).
my @PUBLIC;
BEGIN {
    @PUBLIC = qw(square_parse move_wire move_split move_parse move_display position_ok position_cells
                 game_string game_parse);
    Game::Brandubh::Notation::Operators::public_names_open(@PUBLIC);
}

my $SQUARE = qr/[a-g][1-7]/;

# this backend's move_split and position_ok, by address (set at the end)
my ($OWN_MOVE_SPLIT, $OWN_POSITION_OK);

# lc gave untainted strings from perl 5.8.9 until 5.14 (perl #87336), and
# move_wire's value is tainted exactly when 0.01's is (t/88)
BEGIN { *_LC_UNTAINTS = $] < 5.014 ? sub () { 1 } : sub () { 0 } }

# A text in lower case as the notation reads it: lc's answer for every
# letter that lower-cases into what a square or a move is written with
# (A-Z, and in a UTF-8 string U+212A KELVIN SIGN, whose lower case is k),
# each character kept in its place, and no warning (lc warns of a
# surrogate or a code point past Unicode, even under no warnings when
# perl -W runs, and the interface never warns). The KELVIN SIGN by s///, as
# a tr of a character past 255 would have perl 5.30 load its Unicode
# tables as this file compiles, which a Safe compartment made before then
# keeps from loading (the XS backend compiles this file when it first
# needs it).
sub _lower {
    my ($text) = @_;
    $text =~ tr/A-Z/a-z/;
    $text =~ s/\x{212A}/k/g if utf8::is_utf8($text);
    return $text;
}

# A move as people write it (read in lower case): Operators' $SHOWN_MOVE,
# the one statement of its grammar, which the shown dialect of
# Game::Brandubh::Notation::Dialects reads too.
my $MOVE = $Game::Brandubh::Notation::Operators::SHOWN_MOVE;
my @MOVE_WANTS = qw(from to capture next plus end);
my $STORED = qr/\A($SQUARE)($SQUARE)\z/;

# A plain value: defined, no reference, and, flagged UTF-8, well formed.
# Read in place: the callers hold copies already, and a text may be long.
sub _plain {    ## no critic (RequireArgUnpacking)
    return defined $_[0] && !ref $_[0] && !(utf8::is_utf8($_[0]) && defined _malformed_at($_[0]));
}

sub _malformed_at { goto &Game::Brandubh::Notation::Operators::malformed_at }

# The fault of a malformed string, as the XS gives it.
sub _encoding_fault {
    my ($text, $byte) = @_;
    utf8::encode($text);
    my $before = substr $text, 0, $byte;
    return { code => 'encoding', at => ($before =~ tr/\x80-\xBF//c), length => 1, byte => $byte };
}

# Under perl -T, a value the pure-Perl 0.01 builds from pattern captures and
# constants is clean, whatever it was read from; this backend reads some of
# them otherwise, and cleans them the same way, with a capture.
sub _clean {
    my ($value) = @_;
    return $value unless ${^TAINT} && defined $value;
    my ($clean) = $value =~ /\A(.*)\z/s;
    return $clean;
}

# A hash or an array as the Perl version's ref $x eq 'HASH' (or 'ARRAY')
# asks: unblessed, or blessed into a class of that very name; and one. An
# unblessed reference is what ref names it, which UNIVERSAL::can tells
# without a string made (it answers only an object); an object is read by
# its own string (Operators::ref_parts). move_display and position_cells
# write it out, a call costing a share of theirs (bench/pp-v001.pl).
sub _ref_named {
    my ($ref, $type) = @_;
    return ref $ref eq $type
        && (!UNIVERSAL::can($ref, 'isa') || (Game::Brandubh::Notation::Operators::ref_parts($ref))[1] eq $type);
}

# Through Perl's operators, as Game::Brandubh::Notation::Operators says.
# (the same sub: a profile counts one call, and a trace shows one frame)
BEGIN { *square_name = \&Game::Brandubh::Notation::Operators::square_name }

sub Game::Brandubh::Notation::square_parse {
    # read as bytes: two bytes, a letter and a digit, are well formed
    # whatever the string's flag, and nothing malformed is decoded; no
    # character lower-cases to a file letter but A-G (bench/pp-v001.pl:
    # _plain and _lower cost a share of a call)
    my ($text) = @_;
    use bytes;
    return unless defined $text && !ref $text && $text =~ /\A([a-gA-G])([1-7])\z/;
    return ((ord($1) | 32) - ord('a'), $2 - 1);
}

sub Game::Brandubh::Notation::move_wire {
    # one at a time, first to last, as the pure-Perl 0.01 fetches them (a
    # list assignment fetches the last first from perl 5.26 on)
    my $from = $_[0];
    my $to = $_[1];
    {
        # as bytes: a square is two of them, well formed whatever the flag
        use bytes;
        return undef unless defined $from && !ref $from && $from =~ /\A[a-gA-G][1-7]\z/
                         && defined $to && !ref $to && $to =~ /\A[a-gA-G][1-7]\z/;
    }
    if (_LC_UNTAINTS) {
        # lc, as 0.01 lower-cases them: its answer is untainted there
        ($from, $to) = (lc $from, lc $to);
    }
    else {
        # in place on the copies, squares now
        $from =~ tr/A-Z/a-z/;
        $to =~ tr/A-Z/a-z/;
    }
    return $from . $to;
}

sub Game::Brandubh::Notation::move_split {
    my ($move) = @_;
    return unless _plain($move) && $move =~ $STORED;
    return ($1, $2);
}

sub Game::Brandubh::Notation::move_parse {
    my ($text) = @_;
    # by their numbers here (from is group 2, to 4, end 9): reading %+
    # costs a large share of a call (bench/notation.pl shows it)
    return undef unless _plain($text);
    # _lower, in place on the copy
    $text =~ tr/A-Z/a-z/;
    $text =~ s/\x{212A}/k/g if utf8::is_utf8($text);
    return undef unless $text =~ $MOVE && defined $9;
    return $2 . $4;
}

sub Game::Brandubh::Notation::move_display {
    my ($move, $about) = @_;
    my ($from, $to);
    # what _own_move_split, _plain and _ref_named say, written out: a
    # call costs a share of this one (bench/pp-v001.pl)
    my $split = *Game::Brandubh::Notation::move_split{CODE};
    if ($split && !UNIVERSAL::can($split, 'isa') && $split == $OWN_MOVE_SPLIT) {
        return undef unless defined $move && !ref $move
            && !(utf8::is_utf8($move) && defined _malformed_at($move)) && $move =~ $STORED;
        ($from, $to) = ($1, $2);
    }
    else {
        # a stand-in for move_split, called by name as 0.01 calls it
        (($from, $to) = Game::Brandubh::Notation::move_split($move)) or return undef;
        no warnings 'uninitialized';
        ($from, $to) = ("$from", "$to");
    }
    $about = {} unless ref $about eq 'HASH' && (!UNIVERSAL::can($about, 'isa') || _ref_named($about, 'HASH'));
    # as 0.01 reads %about: captures twice (what ref names it, then its
    # array), each element as Operators::captures_of reads it (grep {
    # defined && !ref }, then a copy), king, king_home, and king_taken when
    # king_home is false, each value's truth asked as it is read. A capture
    # is lower-cased as lc does where it can be a square (no character's
    # lower case is a file letter or a digit but A-G's and 1-7's own).
    my @captures;
    my $captures = $about->{captures};
    if (ref $captures eq 'ARRAY' && (!UNIVERSAL::can($captures, 'isa') || _ref_named($captures, 'ARRAY'))) {
        my $list = _value($about->{captures});
        # as bytes: two bytes, a letter and a digit, are well formed
        # whatever the string's flag, and nothing malformed is decoded
        @captures = sort map {;
            use bytes;
            my $square = $_;
            $square =~ /\A[a-gA-G][1-7]\z/ ? do { $square =~ tr/A-G/a-g/; $square } : ();
        } grep { defined && !ref } @$list
            if ref $list eq 'ARRAY' && (!UNIVERSAL::can($list, 'isa') || _ref_named($list, 'ARRAY'));
    }
    my $shown = ($about->{king} ? 'K' : '') . "$from-$to" . (@captures ? 'x' . join(',', @captures) : '')
              . ($about->{king_home} ? '++' : $about->{king_taken} ? '#' : '');
    return ${^TAINT} ? _clean($shown) : $shown;
}

# Whether the public move_split and position_ok are still this backend's:
# 0.01 calls them by name, and a program's stand-in for either (a mock, a
# wrapper, local *name) is called where they are called, as 0.01 calls it.
# The glob's sub is looked at, never made (\&name would make a stub).
# (an unblessed reference's number is its address: an object, which may
# overload ==, is never this backend's sub)
sub _own_move_split {
    my $code = *Game::Brandubh::Notation::move_split{CODE};
    return $code && !UNIVERSAL::can($code, 'isa') && $code == $OWN_MOVE_SPLIT;
}
sub _own_position_ok {
    my $code = *Game::Brandubh::Notation::position_ok{CODE};
    return $code && !UNIVERSAL::can($code, 'isa') && $code == $OWN_POSITION_OK;
}

# The stored move of a text, as 0.01 makes it: move_split by name, its two
# values joined; the empty list when it refuses.
sub _stored_by_name {
    my ($move) = @_;
    (my ($from, $to) = Game::Brandubh::Notation::move_split($move)) or return;
    no warnings 'uninitialized';
    return "$from$to";
}

# A position, read once for position_ok, position_cells and position_why:
# seven rows of pieces (a, d, k) and runs of empty squares (1 to 7), each
# seven squares wide, parted by '/', then a space and the side to move.
# Gives the rows and the side, or (undef, the first fault reading from the
# start, as position_fault describes it). Called with a plain value.
sub _position_read {
    my ($text) = @_;
    my ($board) = $text =~ m{\A([adk1-7/]*)};
    # eight pieces at most: an eighth row is a fault whatever follows it
    my @rows = length $board ? split(m{/}, $board, 8) : ('');
    my $at = 0;
    for my $i (0 .. $#rows) {
        my $row = $rows[$i];
        my $end = $at + length $row;
        # the board ends at the first character that is none of its own
        return (undef, { code => 'letter', at => $end, length => 1 })
            if $i == $#rows && $end < length $text && substr($text, $end, 1) ne ' ';
        # counted by tr, digit by digit: linear in the row, with no list
        my $width = ($row =~ tr/adk1//) + 2 * ($row =~ tr/2//) + 3 * ($row =~ tr/3//)
            + 4 * ($row =~ tr/4//) + 5 * ($row =~ tr/5//) + 6 * ($row =~ tr/6//) + 7 * ($row =~ tr/7//);
        return (undef, { code => 'width', at => $at, length => length $row, rank => 7 - $i, width => $width })
            if $width != 7;
        return (undef, { code => 'rows', at => $end, length => 1, rows => 8 }) if $i == 6 && $i < $#rows;
        $at = $end + 1;
    }
    return (undef, { code => 'rows', at => length $board, length => 0, rows => scalar @rows }) if @rows < 7;
    my $rest = substr $text, length $board;
    return (undef, { code => 'side', at => length $board, length => length $rest })
        unless $rest eq ' a' || $rest eq ' d';
    return (\@rows, _part($text, substr $rest, 1));
}

# A part of a text, with the text's UTF-8 flag (substr leaves it off a part
# taken from a text of ASCII characters only).
sub _part {
    my ($text, $part) = @_;
    utf8::upgrade($part) if utf8::is_utf8($text);
    return $part;
}

sub Game::Brandubh::Notation::position_ok {
    my ($text) = @_;
    return _plain($text) && (_position_read($text))[0] ? 1 : 0;
}

# the cells a character of a row stands for (copied into each new row)
my %CELLS = ((map { $_ => [$_] } qw(a d k)), map { $_ => [('') x $_] } 1 .. 7);
my %CELLS_UTF8 = ((map { my $piece = $_; utf8::upgrade($piece); $_ => [$piece] } qw(a d k)), map { $_ => [('') x $_] } 1 .. 7);

sub Game::Brandubh::Notation::position_cells {
    my ($text) = @_;
    # _own_position_ok and _plain written out (bench/pp-v001.pl)
    my $ok = *Game::Brandubh::Notation::position_ok{CODE};
    return _cells_by_name($text) unless $ok && !UNIVERSAL::can($ok, 'isa') && $ok == $OWN_POSITION_OK;
    return unless defined $text && !ref $text && !(utf8::is_utf8($text) && defined _malformed_at($text));
    my ($rows, $side) = _position_read($text);
    return unless $rows;
    # a piece is a character of the text, with its UTF-8 flag (as 0.01's
    # split gives it); an empty square is ''
    my $cells = utf8::is_utf8($text) ? \%CELLS_UTF8 : \%CELLS;
    return ([map { [ map { @{ $cells->{$_} } } split // ] } @$rows], $side);
}

# position_cells with a stand-in for position_ok: the stand-in asked by name
# of the plain text (undef for any other value), as 0.01 asks it, and what
# it accepts cut as 0.01 cuts it: at the first space, the rows at each '/'.
sub _cells_by_name {
    my ($text) = @_;
    my $plain = _plain($text) ? "$text" : undef;
    return unless Game::Brandubh::Notation::position_ok($plain);
    $plain = '' unless defined $plain;
    my ($rows, $side) = split / /, $plain;
    return (_cells(split m{/}, defined $rows ? $rows : ''), _clean($side));
}

# The cells of rows as a position writes them: each character a cell, a
# digit from 1 to 7 that many empty ones.
sub _cells {
    my @rows = @_;
    return [map { [ map { /[1-7]/ ? ('') x $_ : $_ } split // ] } @rows];
}

sub Game::Brandubh::Notation::game_string {
    my ($game) = @_;
    return undef unless _ref_named($game, 'HASH');
    # one value at a time, in the Perl version's order, each copied as it is
    # read and judged before the next is read: Perl code run by one (a tie,
    # an overload) may delete or replace those after it (a slice would hold
    # them on the stack, which does not own them, and a deleted one would be
    # freed there). A malformed variant or start is no text, and is refused
    # as one.
    # read as 0.01 reads them: variant and start as a sub's argument, the
    # rest as their own expressions do (an element's get-magic runs as
    # often; see xs/hashes.h)
    my $variant = _value($game->{variant});
    return undef if defined _malformed_at($variant);
    $variant = Game::Brandubh::Notation::Operators::DEFAULT_VARIANT unless _plain($variant) && length $variant;
    return undef if $variant =~ /[\r\n]/ || $variant !~ /\S/;

    # 0.01's @{ $game->{moves} || [] } reads an element with get-magic
    # twice when true: the test, then @{} (once before perl 5.14). Copied first and read again, so
    # that code the test runs (an overloaded bool) frees nothing being read;
    # a tied hash's value is FETCHed once however it is taken.
    my $moves = $game->{moves};
    $moves = $moves ? (tied %$game || !Game::Brandubh::Notation::Operators::TEST_THEN_COPY ? $moves : _value($game->{moves})) : [];
    my @moves;
    {
        my $array = _moves_array($moves) or return undef;
        # one element at a time, the array's size asked before each (and
        # after the last), as 0.01's loop asks it: an array that grows or
        # shrinks while it is read is read as far as it then reaches. The
        # first that is not a stored move ends the reading.
        my $own = _own_move_split();
        for (my $i = 0; $i < @$array; $i++) {
            my $move = $array->[$i];
            if ($own) {
                return undef unless _plain($move) && $move =~ $STORED;
                push @moves, $move;
            }
            else {
                my ($stored) = _stored_by_name($move) or return undef;
                push @moves, $stored;
            }
        }
    }

    my $text = "variant $variant\n";
    my $start = _value($game->{start});
    return undef if defined _malformed_at($start);
    if (_plain($start) && $start ne SETUP) {
        return undef unless _own_position_ok() ? position_ok($start) : Game::Brandubh::Notation::position_ok("$start");
        $text .= "start $start\n";
    }

    my $result = $game->{result};
    my $ending = '';
    if (defined $result) {
        return undef unless _ref_named($result, 'HASH');
        # how, then by as 0.01 reads it (Operators::result_from)
        my $how = _defined_twice($result, 'how');
        $ending = _result_from($how, $result);
        return undef unless defined $ending;
    }
    return _clean($text . join(' ', 'moves', @moves) . "\n" . $ending);
}

sub _moves_array { goto &Game::Brandubh::Notation::Operators::moves_array }
BEGIN { *_value = \&Game::Brandubh::Notation::Operators::read_once }
# A value read as 0.01's $hash->{key} // '' reads it, copied first: an
# element with get-magic twice when defined (see moves in game_string)
sub _defined_twice {
    my ($hash, $key) = @_;
    my $value = $hash->{$key};
    return '' unless defined $value;
    return tied %$hash || !Game::Brandubh::Notation::Operators::TEST_THEN_COPY ? $value : _value($hash->{$key});
}
sub _result_from { goto &Game::Brandubh::Notation::Operators::result_from }

my %LINE = map { $_ => $_ } qw(variant start moves result);
my %RESULT = (
    'agreed'           => { how => 'agreed' },
    'resign attackers' => { how => 'resign', by => 'attackers' },
    'resign defenders' => { how => 'resign', by => 'defenders' },
);

# A game record, read once for game_parse and game_why: its lines, each
# ending at a LF (a CR before it going too), those of white space skipped;
# each named variant, start, moves or result and given once, variant and
# moves required. Gives the game, or (undef, the first fault reading from
# the start, as game_fault describes it). Called with a plain value. With
# $by_name (for game_parse, when a program has a stand-in for position_ok
# or move_split), the stand-ins are asked of the start line and the moves,
# by name as 0.01 asks them, and a refusal's fault is empty.
sub _game_read {
    my ($text, $by_name) = @_;
    my ($len, $at, %game) = (length $text, 0);
    while ($at < $len) {
        my $lf = index $text, "\n", $at;
        my $end = $lf < 0 ? $len : $lf;
        my $line_len = $end - $at;
        $line_len-- if $lf >= 0 && $line_len && substr($text, $end - 1, 1) eq "\r";
        my $line = substr $text, $at, $line_len;
        if ($line =~ /\S/) {
            my ($word) = $line =~ /\A(variant|start|moves|result)(?= |\z)/
                or return (undef, { code => 'line', at => $at, length => $line_len });
            # the line's name as a plain string, whatever the text's flag
            return (undef, { code => 'twice', at => $at, length => $line_len, line => $LINE{$word} })
                if exists $game{$word};
            my $has_rest = $line_len > length $word;
            my $rest_at = $at + length($word) + ($has_rest ? 1 : 0);
            my $rest = $has_rest ? _part($text, substr($line, length($word) + 1)) : '';
            if ($word eq 'variant') {
                return (undef, { code => 'variant', at => $rest_at, length => length $rest }) unless $rest =~ /\S/;
                $game{variant} = $rest;
            }
            elsif ($word eq 'start' && $by_name) {
                return (undef, {}) unless $by_name->{position_ok} ? Game::Brandubh::Notation::position_ok($rest)
                                                                 : (_position_read($rest))[0];
                $game{start} = $rest;
            }
            elsif ($word eq 'moves' && $by_name && $by_name->{move_split}) {
                my @moves;
                for my $move (split ' ', $rest) {
                    my ($stored) = _stored_by_name($move) or return (undef, {});
                    push @moves, $stored;
                }
                $game{moves} = \@moves;
            }
            elsif ($word eq 'start') {
                my ($rows, $inner) = _position_read($rest);
                return (undef, { code => 'start', at => $rest_at + $inner->{at}, length => $inner->{length},
                                 position => $inner }) unless $rows;
                $game{start} = $rest;
            }
            elsif ($word eq 'moves') {
                my @moves = split ' ', $rest;
                for my $i (0 .. $#moves) {
                    next if $moves[$i] =~ $STORED;
                    # where it is: after $i moves, each after white space
                    $rest =~ /\G\s*\S+/g for 1 .. $i;
                    $rest =~ /\G\s*/g;
                    return (undef, { code => 'move', at => $rest_at + pos($rest), length => length $moves[$i] });
                }
                $game{moves} = \@moves;
            }
            else {
                return (undef, { code => 'result', at => $rest_at, length => length $rest }) unless $RESULT{$rest};
                $game{result} = { %{ $RESULT{$rest} } };
                # by is a word of the text, and has its UTF-8 flag
                utf8::upgrade($game{result}{by}) if exists $game{result}{by} && utf8::is_utf8($rest);
            }
        }
        $at = $lf < 0 ? $len : $lf + 1;
    }
    return (undef, { code => 'missing', at => $len, length => 0, line => 'variant' }) unless exists $game{variant};
    return (undef, { code => 'missing', at => $len, length => 0, line => 'moves' }) unless exists $game{moves};
    $game{start} = SETUP unless exists $game{start};
    $game{result} = undef unless exists $game{result};
    return \%game;
}

sub Game::Brandubh::Notation::game_parse {
    my ($text) = @_;
    return undef unless _plain($text);
    my $by_name;
    $by_name = { position_ok => !_own_position_ok(), move_split => !_own_move_split() }
        unless _own_position_ok() && _own_move_split();
    my ($game) = _game_read($text, $by_name);
    if (${^TAINT} && $game) {
        $game->{$_} = _clean($game->{$_}) for qw(variant start);
        $_ = _clean($_) for @{ $game->{moves} };
    }
    return $game;
}

# The faults behind position_why, move_why and game_why: the first found
# reading the text from the start, as a hash of named fields, places in
# characters (code, at, length, and rank and width, rows, want, line or the
# start line's position where the code has them); the empty list when the
# text is accepted. Called with a plain value. Each is the reader of its
# format, which stops at the first fault, as the C scanners of the XS
# backend do; t/backends/oracles.t holds the readers to regular expressions.

sub position_fault {
    my ($text) = @_;
    my $bad = _malformed_at($text);
    return _encoding_fault($text, $bad) if defined $bad;
    my ($rows, $fault) = _position_read($text);
    return $rows ? () : $fault;
}

sub move_fault {
    my ($text) = @_;
    my $bad = _malformed_at($text);
    return _encoding_fault($text, $bad) if defined $bad;
    # each character in its place, the fault's too
    my $lower = _lower($text);
    $lower =~ $MOVE;
    # the groups by their numbers, as move_parse reads them (nothing is 1,
    # want_from 3, want_to 5, want_capture 6, want_next 7, want_plus 8, end
    # 9, want_end 10): %+ would load Tie::Hash::NamedCapture, which a Safe
    # compartment made before this file is compiled (as the XS backend may
    # compile it) keeps from loading on perl 5.14
    return if defined $9;
    return { code => 'empty', at => 0, length => 0 } if defined $1;
    my %wanted = (from => $3, to => $5, capture => $6, next => $7, plus => $8, end => $10);
    my ($want) = grep { defined $wanted{$_} } @MOVE_WANTS;
    my $at = $+[0];    # the match stopped where the fault is
    return { code => 'square', at => $at, length => 2 }
        if $want ne 'plus' && $want ne 'end' && substr($lower, $at, 2) =~ /\A[a-z][0-9]\z/;
    return { code => 'form', at => $at, length => $want eq 'end' || $at < length $text ? 1 : 0, want => $want };
}

sub game_fault {
    my ($text) = @_;
    my $bad = _malformed_at($text);
    return _encoding_fault($text, $bad) if defined $bad;
    my ($game, $fault) = _game_read($text);
    return $game ? () : $fault;
}

# The replay of Game::Brandubh::Notation::Replay, as the XS's (xs/replay.h
# and bn_replay_move in xs/brandubh.c) answers it. The board is a string
# of 49 cells, rank 7 first and file a first, '1' an empty square.

# a square's name (either case) => its cell
my %REPLAY_CELL = map { my $f = $_; map { (chr(97 + $f) . ($_ + 1) => (6 - $_) * 7 + $f,
                                           chr(65 + $f) . ($_ + 1) => (6 - $_) * 7 + $f) } 0 .. 6 } 0 .. 6;
my %REPLAY_SIDE = (a => 'a', d => 'd', k => 'd', 1 => '');
my %REPLAY_HELD = (a => 'an attacker', d => 'a defender', k => 'the king', 1 => 'nothing');
my %REPLAY_SIDES = (a => 'attackers', d => 'defenders');

# The arguments of replay read, each value once and in the XS's order: the
# list (board, side, moves, abouts), each move [from, to, text] and each
# about [king, king_square, captures] (squares in lower case), abouts undef
# where the game states no captures; or the empty list and why they are
# refused, a hash of code, message and (for one move's) move.
sub replay_read {
    my ($start, $moves, $abouts) = @_;
    my $refused = sub { my ($code, $message, $n) = @_;
                        return (undef, { code => $code, message => $message, defined $n ? (move => $n) : () }) };
    $start = SETUP unless defined $start;
    return $refused->('start', 'The start is not a position.')
        unless _plain($start) && (_position_read($start))[0];
    return $refused->('moves', 'The moves are not an array reference.') unless ref $moves eq 'ARRAY';
    return $refused->('abouts', 'The abouts are neither undef nor an array reference.')
        unless !defined $abouts || ref $abouts eq 'ARRAY';
    my $count = @$moves;
    return $refused->('abouts', 'There are ' . @$abouts . " abouts for $count moves: one a move.")
        if defined $abouts && @$abouts != $count;
    my (@moves, @abouts);
    for my $i (0 .. $count - 1) {
        my $n = $i + 1;
        my $move = $moves->[$i];
        return $refused->('move', "Move $n is not a stored move.", $n)
            unless _plain($move) && $move =~ /\A([a-g][1-7])([a-g][1-7])\z/;
        push @moves, [$REPLAY_CELL{$1}, $REPLAY_CELL{$2}, "$1$2"];
        next unless defined $abouts;
        my $about = $abouts->[$i];
        return $refused->('about', "About $n is not a hash reference.", $n) unless ref $about eq 'HASH';
        my ($captures, @squares) = ($about->{captures});
        if (defined $captures) {
            return $refused->('captures', "The captures of move $n are not an array reference.", $n)
                unless ref $captures eq 'ARRAY';
            for my $square (@$captures) {
                return $refused->('captures', "The captures of move $n are not all squares.", $n)
                    unless _plain($square) && $square =~ /\A[a-gA-G][1-7]\z/;
                push @squares, lc $square;
            }
        }
        my $king = $about->{king} ? 1 : 0;
        my $king_square = $about->{king_square};
        if (defined $king_square) {
            return $refused->('king_square', "The king_square of move $n is not a square.", $n)
                unless _plain($king_square) && $king_square =~ /\A[a-gA-G][1-7]\z/;
            $king_square = lc $king_square;
        }
        push @abouts, [$king, $king_square, \@squares];
    }
    my ($rows, $side) = _position_read($start);
    (my $board = join '', @$rows) =~ s/([2-7])/'1' x $1/ge;
    return ($board, $side, \@moves, defined $abouts ? \@abouts : undef);
}

# A board and its side as a position string, each run of empty squares one
# digit.
sub _replay_text {
    my ($board, $side) = @_;
    (my $text = join '/', unpack '(a7)7', $board) =~ s/(1{2,})/length $1/ge;
    return "$text $side";
}

sub replay {    ## no critic (RequireArgUnpacking)
    my ($board, $side, $moves, $abouts) = replay_read(@_);
    return undef unless defined $board;
    my @positions = (_replay_text($board, $side));
    for my $i (0 .. $#$moves) {
        my ($from, $to, $text) = @{ $moves->[$i] };
        my ($king, $king_square, $captures) = $abouts ? @{ $abouts->[$i] } : ();
        my $piece = substr $board, $from, 1;
        my $fault = sub { my ($code, $square, $said) = @_;
                          return { positions => \@positions,
                                   fault => { move => $i + 1, square => $square, code => $code,
                                              message => "move @{[$i + 1]} '$text': $said" } } };
        my ($from_name, $to_name) = (substr($text, 0, 2), substr($text, 2, 2));
        return $fault->('empty', $from_name, "$from_name is empty") if $piece eq '1';
        return $fault->('side', $from_name, "$from_name holds $REPLAY_HELD{$piece}, and the $REPLAY_SIDES{$side} are to move")
            if $REPLAY_SIDE{$piece} ne $side;
        if ($abouts) {
            return $fault->('king', $from_name, "the move says the king moved, and $from_name holds $REPLAY_HELD{$piece}")
                if $king && $piece ne 'k';
            my $there = substr $board, $to, 1;
            return $fault->('taken', $to_name, "$to_name is taken: it holds $REPLAY_HELD{$there}") if $there ne '1';
        }
        my $after = $board;
        substr($after, $from, 1) = '1';
        substr($after, $to, 1) = $piece;
        if (defined $king_square) {
            my $held = substr $after, $REPLAY_CELL{$king_square}, 1;
            return $fault->('king_square', $king_square,
                            "the king is said taken on $king_square, and $king_square "
                            . ($held eq '1' ? 'is empty' : "holds $REPLAY_HELD{$held}")) if $held ne 'k';
        }
        for my $square ($captures ? @$captures : ()) {
            my $held = substr $after, $REPLAY_CELL{$square}, 1;
            return $fault->('capture', $square, "$square is said captured, and $square is empty") if $held eq '1';
            return $fault->('capture', $square, "$square is said captured, and $square holds $REPLAY_HELD{$held}, of the side that moves")
                if $REPLAY_SIDE{$held} eq $side;
            substr($after, $REPLAY_CELL{$square}, 1) = '1';
        }
        $board = $after;
        $side = $side eq 'a' ? 'd' : 'a';
        push @positions, _replay_text($board, $side);
    }
    return { positions => \@positions, fault => undef };
}


BEGIN {
    Game::Brandubh::Notation::Operators::public_names_close(__PACKAGE__, @PUBLIC);
    # loaded first, this backend had the module load and choose it before
    # its subs were compiled: they are the public functions from now
    if ((Game::Brandubh::Notation::BACKEND() || '') eq 'PP') {
        no strict 'refs';
        *{"Game::Brandubh::Notation::$_"} = \&$_ for 'square_name', @PUBLIC;
    }
}
# this backend's own, which _own_move_split and _own_position_ok look for
($OWN_MOVE_SPLIT, $OWN_POSITION_OK) = map { Game::Brandubh::Notation::Operators::ref_address($_) } \&move_split, \&position_ok;
# a new thread has its own copies of the subs, at addresses of its own
sub CLONE {
    ($OWN_MOVE_SPLIT, $OWN_POSITION_OK) = map { Game::Brandubh::Notation::Operators::ref_address($_) } \&move_split, \&position_ok;
    return;
}

1;

__END__

=head1 NAME

Game::Brandubh::Notation::PP - the plain-Perl backend of Game::Brandubh::Notation

=head1 SYNOPSIS

    # Normally chosen for you; to force it:
    BEGIN { $ENV{GAME_BRANDUBH_NOTATION_BACKEND} = 'PP' }
    use Game::Brandubh::Notation ':all';

    # Or call it directly, beside the XS:
    use Game::Brandubh::Notation::PP;
    my $move = Game::Brandubh::Notation::PP::move_parse('Kd4-d1');    # 'd4d1'

=head1 DESCRIPTION

The whole interface of L<Game::Brandubh::Notation> written in plain Perl.
L<Game::Brandubh::Notation> uses it when its XS part was not built or
cannot be loaded, or when the environment asks for it
(L<Game::Brandubh::Notation/BACKEND_ERROR>); the test suite also checks the XS
against it, call by call. It exports nothing.

Its functions are those of L<Game::Brandubh::Notation>, with the same
arguments and the same answers, and are documented there:

=over 4

=item SETUP, square_name, square_parse, move_wire, move_split, move_parse, move_display, position_ok, position_cells, game_string, game_parse

=back

Perl names them as L<Game::Brandubh::Notation>'s (in C<caller>, a trace,
a profile, an error message): they are compiled under those names, and
are this package's subs too.

Beside them, the fault readers that L<Game::Brandubh::Notation::Why/position_why>,
L<Game::Brandubh::Notation::Why/move_why> and L<Game::Brandubh::Notation::Why/game_why>
use, the same in both backends: each takes a plain value and gives its first
fault as a hash, or the empty list when there is none.

=over 4

=item position_fault, move_fault, game_fault

=back

And the replay of L<Game::Brandubh::Notation::Replay/replay>, the same in
both backends, with the reader of its arguments that
L<Game::Brandubh::Notation::Replay/replay_why> uses:

=over 4

=item replay(START, MOVES, ABOUTS)

=item replay_read(START, MOVES, ABOUTS)

The arguments read, each value once: the board (49 cells, rank 7 first,
file a first, C<1> for an empty square), the side, the moves and the
abouts; or the empty list and why they are refused (a hash of C<code>,
C<message> and, for a move's, C<move>).

=back

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
