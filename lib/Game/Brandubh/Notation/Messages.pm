package Game::Brandubh::Notation::Messages;

# The words of a refusal: the messages of position_why, move_why and
# game_why (Game::Brandubh::Notation::Why), and of the reader's faults, for
# both backends.
# A backend's fault reader of each kind (position, move, game) gives the
# first fault of a plain value as a hash of named fields, places in
# characters: code, at and length; rank and width, or rows, for a
# position; want for a move's form; line for a line given twice or
# missing; and, for a start line, the fault of its position (its place
# counted from the position's start). The words of every message are
# written here, once.

use strict;
use warnings;

our $VERSION = '0.01';


my %WANT = (
    from    => 'a square, the one the piece leaves (after an optional K)',
    to      => 'a square, the one the piece reaches',
    capture => q{a square after 'x'},
    next    => q{a square after ','},
    plus    => q{a second '+' ('++' ends the king's move to a corner)},
    end     => 'the end of the move',
);

# A text as a message shows it, one way throughout: printable ASCII as it
# is, every other character by its code point, \xHH below 256 (a byte of a
# string that is not UTF-8 is such a character) and \x{HHHH} above, so
# that a message is one visible line of ASCII whatever it quotes.
sub escaped {
    my ($text) = @_;
    $text =~ s/([^\x20-\x7e])/ord $1 < 256 ? sprintf('\\x%02x', ord $1) : sprintf('\\x{%x}', ord $1)/ge;
    return $text;
}

sub quote {
    my ($text, $at, $len) = @_;
    my $part = substr $text, $at, $len;
    $part = substr($part, 0, 20) . '...' if length $part > 20;
    return q{'} . escaped($part) . q{'};
}

# A count and its noun, which agrees with it: 1 move, 2 moves, 0 moves.
sub counted {
    my ($count, $noun) = @_;
    return "$count $noun" . ($count eq '1' ? '' : 's');
}

sub found {
    my ($text, $at, $len) = @_;
    return $at >= length $text ? 'the end of the text' : quote($text, $at, $len || 1);
}

sub position_message {
    my ($text, $f) = @_;
    my ($code, $at, $len) = @{$f}{qw(code at length)};
    return 'The character ' . quote($text, $at, 1)
        . q{ is not a piece (a, d or k), a run of empty squares (1 to 7) or '/'.} if $code eq 'letter';
    if ($code eq 'rows') {
        return $f->{rows} > 7 ? q{The board has more than 7 ranks: '/' after rank 1.}
                              : 'The board has ' . counted($f->{rows}, 'rank') . ', not 7.';
    }
    return "Rank $f->{rank}, " . quote($text, $at, $len) . ', is ' . counted($f->{width}, 'square') . ' wide, not 7.'
        if $code eq 'width';
    return q{The board must be followed by one space, the side to move ('a' or 'd') and nothing more; found }
        . found($text, $at, $len) . '.';
}

sub move_message {
    my ($text, $f) = @_;
    my ($code, $at, $len) = @{$f}{qw(code at length)};
    return 'There is no move: the text is empty or white space.' if $code eq 'empty';
    return quote($text, $at, $len) . ' is not a square: files run from a to g and ranks from 1 to 7.'
        if $code eq 'square';
    return "Expected $WANT{ $f->{want} }, found " . found($text, $at, $len) . '.';
}

# What a line that is no record line looks like, when it is what people
# paste for a record: a move list of a tafl dialect, which brandubh-
# notation convert --from reads, or a position in OpenTafl's form; '' for
# neither. Judged on its first 21 characters, all that the XS backend's
# reader keeps of it (as many as a message quotes, and one more): the
# last word is left out when it may be cut. For the message alone.
sub _looks_like {
    my ($piece) = @_;
    my $cut = length $piece > 20;
    return q{a position in OpenTafl's form (OTN), which Game::Brandubh::Notation::OpenTafl's position_from_otn}
         . q{ reads; a start line holds a position in this module's form}
        if $piece =~ m{\A/[0-9A-Za-z]+/[0-9A-Za-z/]*\s*\z} && $piece =~ /[0-9tTK]/;
    return '' unless $piece =~ /[a-gA-G][1-7]/;
    # a CSV of games has columns after a ','; the moves before it are whole
    my ($moves, $columns) = split /,/, $piece, 2;
    $moves =~ s/\s*\S*\z// if $cut && !defined $columns;
    return '' unless $moves =~ /\S/;
    # loaded at the first such message; where nothing may be loaded (a Safe
    # compartment), the message says no more than that the line is none
    local $@;
    eval { require Game::Brandubh::Notation::Dialects; 1 } or return q{};
    my @dialects = grep {
        my $list = Game::Brandubh::Notation::Dialects::list_from_dialect($_, $moves);
        $list && @{ $list->{game}{moves} };
    } Game::Brandubh::Notation::Dialects::dialects();
    return '' unless @dialects;
    # hnefatafl-rs's game list: aagenielsen.dk's moves, then the pieces
    # each side captured and the winner; a line cut before its columns
    # may be one
    my $csv = 'a line of hnefatafl-rs\'s game list (its moves, then ,N,N,WINNER), which brandubh-notation convert --from csv'
            . ' reads as a record';
    my $nielsen = grep { $_ eq 'nielsen' } @dialects;
    return $csv if $nielsen && defined $columns && $columns =~ /\A[0-9]+(?:,|\z)/;
    my $last = pop @dialects;
    return 'a move list, which brandubh-notation convert --from ' . (@dialects ? join(', ', @dialects) . " or $last" : $last)
         . ' reads as a record' . ($nielsen && $cut && !defined $columns ? ", or $csv" : '');
}

# A record's message that quotes a byte-order mark (U+FEFF, shown as
# \x{feff}) says what it is and how to take it out of a file: a record
# holds one where a file that begins with one was joined to another (a
# mark where a record begins is read past, and is no fault; see
# Game::Brandubh::Notation::Reader). Said when the part quoted shows one
# (its first 20 characters), as the message shows it: the same from both
# backends, whose scanners keep 21 characters of it.
my $MARK = q{; \x{feff} is a byte-order mark (U+FEFF), which begins some files: where files that each begin}
         . q{ with one were joined, sed '1s/^\xEF\xBB\xBF//' FILE removes a file's};
sub _mark_said {
    my ($message, $text, $at, $len) = @_;
    return $message if $at >= length $text;
    # (the part quoted held in a variable of its own, not read again as
    # substr's own result: perl 5.10.1 kept that result's cache of
    # character places from the string before, and died now and then,
    # 'panic: sv_setpvn called with negative strlen')
    my $quoted = substr $text, $at, $len || 1;
    return $message if index(substr($quoted, 0, 20), "\x{feff}") < 0;
    $message =~ s/\.\z//;
    return "$message$MARK.";
}

# The part of a position a message of its fault quotes: [at, length], or
# none (a count of rows).
sub _position_quoted {
    my ($f) = @_;
    return if $f->{code} eq 'rows';
    return ($f->{at}, $f->{code} eq 'letter' ? 1 : $f->{length});
}

sub game_message {
    my ($move_parse, $text, $f) = @_;
    my ($code, $at, $len) = @{$f}{qw(code at length)};
    my $message = _game_message($move_parse, $text, $f);
    # a message that quotes a part of the text (or of the start line's
    # position) says what a byte-order mark there is
    return _mark_said($message, $text, $at, $len) if $code =~ /\A(?:line|twice|move|result)\z/;
    my @quoted = $code eq 'start' ? _position_quoted($f->{position}) : ();
    return @quoted ? _mark_said($message, _start_position($text, $f), @quoted) : $message;
}

# A start line's position: the rest of its line, which starts where its own
# fault's place, counted from the position's start, says.
sub _start_position {
    my ($text, $f) = @_;
    my $from = $f->{at} - $f->{position}{at};
    my $lf = index $text, "\n", $from;
    my $position = substr $text, $from, ($lf < 0 ? length $text : $lf) - $from;
    $position =~ s/\r\z// if $lf >= 0;
    return $position;
}

sub _game_message {
    my ($move_parse, $text, $f) = @_;
    my ($code, $at, $len) = @{$f}{qw(code at length)};
    if ($code eq 'line') {
        my $looks = _looks_like(substr $text, $at, $len > 21 ? 21 : $len);
        return 'The line ' . quote($text, $at, $len) . " is not a record line: it looks like $looks." if $looks;
        return 'The line ' . quote($text, $at, $len) . ' is not a record line: a line is variant, start,'
            . ' moves or result, then a space and what it says.';
    }
    return "The $f->{line} line is given twice: " . quote($text, $at, $len) . '.' if $code eq 'twice';
    return 'The variant line names no rule set.' if $code eq 'variant';
    if ($code eq 'start') {
        return 'The start line holds no position. ' . position_message(_start_position($text, $f), $f->{position});
    }
    if ($code eq 'move') {
        my $piece = substr $text, $at, $len;
        my $stored = $move_parse->($piece);
        return quote($text, $at, $len) . " is not a stored move: a game keeps its moves in lower case, as $stored."
            if defined $stored && lc($piece) eq $stored;
        return quote($text, $at, $len) . " is a move as it is shown; a game stores it as $stored."
            if defined $stored;
        return quote($text, $at, $len) . ' is not a stored move: a game keeps each move as four characters,'
            . ' such as d1d3.';
    }
    if ($code eq 'result') {
        return 'The result ' . quote($text, $at, $len)
            . q{ is none of 'agreed', 'resign attackers' and 'resign defenders'.};
    }
    return "The record has no $f->{line} line.";
}

# The message of a record whose replay fails (the reader's replay option):
# Game::Brandubh::Notation::Replay's words for a game that states no
# captures (empty, side), and, at the first move of a record with no start
# line, what may be the cause.
my %HELD = (a => 'an attacker', d => 'a defender', k => 'the king');
my %SIDES = (a => 'attackers', d => 'defenders');
sub replay_message {
    my ($move, $number, $code, $square, $held, $mover, $hint) = @_;
    my $message = "move $number '$move': "
        . ($code eq 'empty' ? "$square is empty" : "$square holds $HELD{$held}, and the $SIDES{$mover} are to move");
    $message .= '; the game may have begun from another position: a start line says which' if $hint;
    return $message;
}

# The messages of a stream's faults that are no record's: a stream that is
# empty or blank, lines that end with a carriage return alone, a line that
# is not UTF-8, an .otg record too long to read.
my %STREAM = (
    'empty'     => 'the file is empty',
    'blank'     => 'the file holds only blank lines, and no record',
    'line-ends' => 'the lines end with a carriage return alone; the lines of a record end with a line feed (or CR LF)',
    'encoding'  => 'the line is not UTF-8 text',
    'otg-encoding' => 'the record is not UTF-8 text',
);
sub stream_message {
    my ($name) = @_;
    return $STREAM{$name};
}

# The message of an input that holds nothing, empty or of blank lines
# alone, naming what it read: a file or a string is empty, a pipe, a
# socket, a terminal or another handle gave nothing; no record, or no game
# of a move list (convert --from).
my %GAVE = (file => 'is', string => 'is', pipe => 'gave', socket => 'gave', terminal => 'gave', handle => 'gave');
sub nothing_message {
    my ($kind, $blank, $unit) = @_;
    $kind = 'handle' unless defined $kind && $GAVE{$kind};
    return $GAVE{$kind} eq 'is' ? "the $kind is empty" : "the $kind gave nothing" unless $blank;
    return "the $kind " . ($GAVE{$kind} eq 'is' ? 'holds' : 'gave') . ' only blank lines, and no ' . ($unit || 'record');
}

# The message of a record's fault that a stream scanner found, from what
# it kept of the record (the XS backend's Game::Brandubh::Notation::Reader
# keeps no record whole): [the stream's fault or '', the line it names,
# the text quoted, the stored move or undef, whether it is four
# characters, and for a start line the position's code, rank, width and
# rows]. The words are the ones above: the quoted text stands for the
# record, its first character where the fault is.
sub scanned_message {
    my ($code, $why) = @_;
    return replay_message(@{$why}[2 .. 8]) if $code eq 'replay';
    my ($stream, $line, $quoted, $stored, $four, $pcode, $rank, $width, $rows) = @$why;
    if ($stream eq 'line-ends') {
        return 'the lines end with a carriage return alone (the first is ' . quote($quoted, 0, length $quoted)
            . '); the lines of a record end with a line feed (or CR LF)';
    }
    return $STREAM{$stream} if length $stream;
    if ($code eq 'encoding') {
        # the bytes that are no character, quoted as bytes
        return $STREAM{encoding} unless defined $quoted && length $quoted;
        return $STREAM{encoding} . (length $quoted == 1 ? ': the byte ' : ': the bytes ') . quote($quoted, 0, length $quoted)
            . (length $quoted == 1 ? ' is' : ' are') . ' no character';
    }
    my $at = { code => $code, at => 0, length => length $quoted, line => $line };
    if ($code eq 'start') {
        my $f = { code => $pcode, at => 0, length => length $quoted, rank => $rank, width => $width, rows => $rows };
        my @quoted = _position_quoted($f);
        my $message = 'The start line holds no position. ' . position_message($quoted, $f);
        return @quoted ? _mark_said($message, $quoted, @quoted) : $message;
    }
    # a move: the piece quoted is the piece (or its first 21 characters, no
    # stored move in any case), read as the scanner read the whole piece
    return game_message(sub { $stored }, $quoted, $at);
}

1;

__END__

=head1 NAME

Game::Brandubh::Notation::Messages - the words of the refusals of Game::Brandubh::Notation's companions

=head1 DESCRIPTION

A part of L<Game::Brandubh::Notation>: the words of the answers of
L<Game::Brandubh::Notation::Why>'s C<position_why>, C<move_why> and
C<game_why>, and of L<Game::Brandubh::Notation::Reader>'s faults, written
once for both backends. Nothing here is part of the interface, and nothing
is exported; the subs may change in any release.

=head1 FUNCTIONS

=over 4

=item position_message($text, $fault), move_message($text, $fault), game_message($move_parse, $text, $fault)

The message of a fault of each kind (C<game_message> given a
C<move_parse>, which says how a move that is not stored is stored).

=item nothing_message($kind, $blank, $unit)

The message of an input that holds nothing (empty, or of blank lines
alone when C<$blank>), named by its kind: C<file> or C<string> (C<the
file is empty>), C<pipe>, C<socket>, C<terminal> or C<handle> (C<the
pipe gave nothing>); blank lines hold no C<$unit> (C<record> unless
given).

=item stream_message($name), scanned_message($code, $why)

For L<Game::Brandubh::Notation::Reader>: the message of a fault of a
stream that is no record's (C<empty>, C<blank>, C<line-ends>, a line that
is not UTF-8), and that of a record's fault as a stream scanner kept it
(the parts of its message, as an array: see the sub).

=item replay_message($move, $number, $code, $square, $held, $mover, $hint)

The message of a record whose replay fails: the move and its number, the
replay's code (C<empty> or C<side>), the square left, the piece there
(C<a>, C<d>, C<k>) and the side to move (C<a>, C<d>), in the words of
L<Game::Brandubh::Notation::Replay>; with C<$hint>, what a fault of the
first move of a record with no start line may mean.

=item counted($count, $noun)

A count and its noun, in the plural unless the count is 1 (C<1 move>,
C<0 moves>): every message that counts says it so.

=item quote($text, $at, $length), found($text, $at, $length), escaped($text)

A part of a text quoted for a message, shortened to 20 characters (and
C<...>) and escaped; C<found> says "the end of the text" past its end.
C<escaped> is the one way every message shows what it quotes: printable
ASCII as it is, every other character by its code point, C<\xHH> below
256 and C<\x{HHHH}> above.

=back

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
