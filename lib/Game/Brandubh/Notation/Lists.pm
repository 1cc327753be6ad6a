package Game::Brandubh::Notation::Lists;

# A file of games as move lists, read a game at a time: a game a line
# (columns after a ',' kept beside it), or a numbered game over several
# lines; or hnefatafl-rs's game list (format csv), a game a line. The
# bytes come through Game::Brandubh::Notation::Reader's source (which
# opens, names and reads); each game is read by
# Game::Brandubh::Notation::Dialects (or ::CSV). Nothing but a line, or
# the lines of one numbered game, is held at a time.

use strict;
use warnings;

use Carp ();
use Game::Brandubh::Notation::Dialects ();
use Game::Brandubh::Notation::Messages ();
use Game::Brandubh::Notation::Operators ();
use Game::Brandubh::Notation::Reader ();

our $VERSION = '0.01';

my %OPTIONS = map { $_ => 1 } qw(format first start variant name block waiting);

sub new {
    my ($class, $source, %opt) = @_;
    for my $key (sort keys %opt) {
        Carp::croak("$class->new: unknown option '$key'") unless $OPTIONS{$key};
    }
    my $format = $opt{format};
    my %dialect = map { $_ => 1 } Game::Brandubh::Notation::Dialects::dialects();
    Carp::croak("$class->new: format is csv or a dialect (" . join(', ', Game::Brandubh::Notation::Dialects::dialects())
                . '), not ' . (defined $format ? "'$format'" : 'undef'))
        unless defined $format && !ref $format && ($format eq 'csv' || $dialect{$format});
    my %options = map { defined $opt{$_} ? ($_ => $opt{$_}) : () } qw(first start variant);
    # options that no list can be read with: said now, not at each game
    my $why = Game::Brandubh::Notation::Dialects::list_from_dialect_why('shown', '', \%options);
    Carp::croak("$class->new: $why->{message}") if $why && $why->{code} eq 'options';
    my ($read, $read_why);
    if ($format eq 'csv') {
        eval { require Game::Brandubh::Notation::CSV; 1 }
            or Carp::croak("$class->new: format csv reads through Game::Brandubh::Notation::CSV, which cannot be loaded");
        ($read, $read_why) = (\&Game::Brandubh::Notation::CSV::list_from_csv, \&Game::Brandubh::Notation::CSV::list_from_csv_why);
    }
    else {
        ($read, $read_why) = (sub { Game::Brandubh::Notation::Dialects::list_from_dialect($format, @_) },
                              sub { Game::Brandubh::Notation::Dialects::list_from_dialect_why($format, @_) });
    }
    # the source as the reader of records takes it, opened and named by it
    my $bytes = eval {
        Game::Brandubh::Notation::Reader->new($source, otg => 0,
                                              map { defined $opt{$_} ? ($_ => $opt{$_}) : () } qw(name block waiting));
    };
    if (!$bytes) {
        (my $error = $@) =~ s/ at \S+ line \d+\.?\n\z//;
        $error =~ s/\AGame::Brandubh::Notation::Reader->new/$class->new/;
        Carp::croak($error);
    }
    return bless {
        format  => $format,
        options => \%options,
        read    => $read,
        why     => $read_why,
        bytes   => $bytes,    # the source: its pending bytes, its fill
        scan    => 0,         # how far the pending bytes hold no line feed
        eof     => 0,
        done    => 0,
        line    => 0,         # the lines read
        number  => 0,         # the games begun
        held    => 0,         # whether the input held anything but a byte-order mark
        told    => [],        # the games made, to give
        game    => undef,     # a numbered game being read over its lines
    }, $class;
}

# The next line's bytes, its line feed included (none on the last line
# without one); undef at the end, and when a non-blocking source has
# nothing yet (would_block then).
sub _line {    ## no critic (RequireFinalReturn)
    my ($self) = @_;
    my $bytes = $self->{bytes};
    delete $self->{would_block};
    for (;;) {
        my $lf = index $bytes->{pending}, "\n", $self->{scan};
        if ($lf >= 0) {
            $self->{scan} = 0;
            return substr $bytes->{pending}, 0, $lf + 1, '';
        }
        $self->{scan} = length $bytes->{pending};
        if ($self->{eof}) {
            return undef unless length $bytes->{pending};
            $self->{scan} = 0;
            return substr $bytes->{pending}, 0, length $bytes->{pending}, '';
        }
        my $got = $bytes->_fill;
        if ($got < 0) {
            $self->{would_block} = 1;
            return undef;
        }
        $self->{eof} = 1 unless $got;
    }
}

sub next {    ## no critic (ProhibitBuiltinHomonyms, RequireFinalReturn)
    my ($self) = @_;
    for (;;) {
        return shift @{ $self->{told} } if @{ $self->{told} };
        return undef if $self->{done};
        my $line = $self->_line;
        if (!defined $line) {
            return undef if $self->{would_block};
            $self->_end_game;
            if (!$self->{number}) {
                # nothing in it: empty, or blank lines alone
                $self->{number} = 1;
                $self->_tell({ number => 1, line => 1, column => 1 }, 'empty',
                             Game::Brandubh::Notation::Messages::nothing_message($self->{bytes}{kind}, $self->{held}, 'game'), 1, 1);
            }
            $self->{done} = 1;
            next;
        }
        $self->_take($line);
    }
}

sub would_block { my ($self) = @_; return $self->{would_block} ? 1 : 0 }

# A refused game, given its fault.
sub _tell {
    my ($self, $game, $code, $message, $line, $column) = @_;
    push @{ $self->{told} }, { number => $game->{number}, line => $game->{line}, column => $game->{column},
                               fault => { code => $code, message => $message, line => $line, column => $column } };
    return;
}

# A line read: a game, a part of one, or nothing (a blank line).
sub _take {
    my ($self, $bytes) = @_;
    my $number = ++$self->{line};
    $bytes =~ s/\A\xEF\xBB\xBF// if $number == 1;    # (a column is counted past it)
    $self->{held} ||= length $bytes;
    my $ended = $bytes =~ s/\n\z//;
    # the whole input one line, with a carriage return inside it: lines
    # that end with one alone, refused as the reader of records refuses
    # them, the whole input one refused game
    if ($number == 1 && !$ended && $bytes =~ /\r./s) {
        my ($head) = $bytes =~ /\A([^\r]*)/;
        my $bad = Game::Brandubh::Notation::Operators::bad_utf8_at($head);
        $head = substr $head, 0, $bad if defined $bad;
        utf8::decode($head);
        $self->{number} = 1;
        $self->_tell({ number => 1, line => 1, column => 1 }, 'line-ends',
                     Game::Brandubh::Notation::Messages::scanned_message('line-ends', ['line-ends', '', substr $head, 0, 21]), 1, 1);
        # nothing more is read
        $self->{done} = 1;
        return;
    }
    $bytes =~ s/\r\z//;
    my $text = $bytes;
    my $part = { line => $number, text => $text };
    if (!utf8::decode($text)) {
        # the first bytes that are no character, quoted, at their column
        my $bad = Game::Brandubh::Notation::Operators::bad_utf8_at($bytes) || 0;
        my $good = substr $bytes, 0, $bad;
        my $found = Game::Brandubh::Notation::Operators::bad_bytes(substr $bytes, $bad);
        $part->{encoding} = [ utf8::decode($good) ? length($good) + 1 : 1,
                              Game::Brandubh::Notation::Messages::scanned_message('encoding', ['', '', $found]) ];
    }
    else {
        $part->{text} = $text;
    }
    return if $part->{text} !~ /\S/;
    if ($self->{format} ne 'csv') {
        # a numbered game may run over several lines: it begins at a line
        # whose first turn is 1., and a line that begins with a later turn
        # goes on with it
        if ($self->{game} && $part->{text} =~ /\A\s*([0-9]+)\./ && $1 ne '1') {
            push @{ $self->{game}{parts} }, $part;
            return;
        }
        $self->_end_game;
        if ($part->{text} =~ /\A\s*1\./) {
            $self->{game} = $self->_begin($part);
            return;
        }
    }
    $self->_read_game($self->_begin($part));
    return;
}

sub _begin {
    my ($self, $part) = @_;
    my ($blank) = $part->{text} =~ /\A(\s*)/;
    return { number => ++$self->{number}, line => $part->{line}, column => length($blank) + 1, parts => [$part] };
}

sub _end_game {
    my ($self) = @_;
    my $game = delete $self->{game} or return;
    $self->_read_game($game);
    return;
}

# Where the columns of a line of a dialect's list begin: at its first ','
# that the dialect cannot hold, that is, any ',' but one directly between
# a square-like part (a letter and digits) and a square (a letter and a
# digit, after one letter more or not: OTN's K): xc3,e3 is a move's, which
# its dialect reads or refuses. The place of that ',', or undef.
sub columns_at {
    my ($text) = @_;
    while ($text =~ /([A-Za-z][0-9]+)?,(?=([A-Za-z]?[A-Za-z][0-9]))?/g) {
        next if defined $1 && defined $2;
        return $-[0] + (defined $1 ? length $1 : 0);
    }
    return undef;
}

# A game's lines read into a game, or its fault.
sub _read_game {
    my ($self, $game) = @_;
    my $parts = delete $game->{parts};
    # a line that is not UTF-8 comes first, wherever it is in the game
    for my $part (@$parts) {
        next unless $part->{encoding};
        $self->_tell($game, 'encoding', $part->{encoding}[1], $part->{line}, $part->{encoding}[0]);
        return;
    }
    my ($text, @columns);
    if ($self->{format} eq 'csv') {
        $text = $parts->[0]{text};
    }
    else {
        my @moves;
        for my $part (@$parts) {
            my $at = columns_at($part->{text});
            push @moves, defined $at ? substr $part->{text}, 0, $at : $part->{text};
            push @columns, substr $part->{text}, $at + 1 if defined $at;
        }
        $text = join "\n", @moves;
    }
    my $list = $self->{read}->($text, $self->{options});
    if (!$list) {
        my $why = $self->{why}->($text, $self->{options});
        my ($line, $column) = @{$game}{qw(line column)};
        if ($why && defined $why->{at}) {
            # on its own line, the lines of the game parted by line feeds
            my $before = substr $text, 0, $why->{at};
            my $breaks = () = $before =~ /\n/g;
            $line = $parts->[$breaks]{line};
            $column = $why->{at} + 1 - ($breaks ? rindex($before, "\n") + 1 : 0);
        }
        # the column is said beside the message: the rest begins it, with
        # a capital as every message begins
        (my $message = $why ? $why->{message} : 'The game is not read.') =~ s/\AColumn [0-9]+: //;
        $self->_tell($game, $why ? $why->{code} : 'list', ucfirst $message, $line, $column);
        return;
    }
    $list->{columns} = join ',', @columns if @columns;
    push @{ $self->{told} }, { %$game, model => $list };
    return;
}

1;

__END__

=head1 NAME

Game::Brandubh::Notation::Lists - a file of games as move lists, read a game at a time

=head1 SYNOPSIS

    use Game::Brandubh::Notation::Lists ();

    my $text = "d1-d3 a4-a5,0,0,Ongoing\n1. d1-d3 a4-a5\n2. d3-c3 h5-h6\n";
    my $lists = Game::Brandubh::Notation::Lists->new(\$text, format => 'otn');
    while (my $game = $lists->next) {
        if (my $fault = $game->{fault}) {
            print "line $fault->{line}, column $fault->{column}: $fault->{code}: $fault->{message}\n";
            next;
        }
        my $model = $game->{model};    # list_from_dialect's hash
        printf "game %d, line %d: %d moves%s\n", $game->{number}, $game->{line},
            scalar @{ $model->{game}{moves} }, defined $model->{columns} ? ", columns $model->{columns}" : '';
    }
    # game 1, line 1: 2 moves, columns 0,0,Ongoing
    # line 3, column 10: board: Move 4 ('h5-h6'): 'h5' is a square of a bigger board: ...

=head1 DESCRIPTION

A file of games in a tafl dialect (see L<Game::Brandubh::Notation::Dialects>),
as people keep and export them, read a game at a time: what
C<brandubh-notation convert --from DIALECT> reads. Nothing is held but
the line being read, or the lines of the numbered game being read.

=head2 The file

=over 4

=item *

A game a line: its moves parted by white space, with turn numbers or
without, as L<Game::Brandubh::Notation::Dialects/list_from_dialect>
reads them.

=item *

A game over several lines: a line whose first turn is C<1.> begins a
game, and each line after it that begins with a later turn (C<2.>,
C<3...>) goes on with it; any other line ends it. Blank lines between
are passed over.

=item *

Columns: the text after a line's first C<,> that the dialect cannot hold
is kept beside the game, as a CSV of games has it (C<d1-d3 a4-a5,0,0,Black>).
A C<,> directly between a square-like part (a letter and digits) and a
square (a letter and a digit, after one more letter or not, as OTN's
C<Ke3>) is part of the move (C<xc3,e3>): the dialect reads it (C<shown>)
or refuses it, with its own message. Any other C<,> (before a digit, a
word, a space or the end of the line) begins the columns. Each line of a
game over several lines has its own columns; the game's columns are
theirs, in the order of the lines, joined by C<,>.

=item *

Lines end with a line feed or CR LF (the last may have none). A UTF-8
byte-order mark at the start of the file is no part of the first line,
and its columns are counted past it. Blank lines are no games.

=item *

With C<< format => 'csv' >>, the file is hnefatafl-rs's game list: each
line, whole, is a game, read by L<Game::Brandubh::Notation::CSV>'s
C<list_from_csv>; no game runs over lines, and the columns are that
reader's.

=back

=head2 The faults

A game that is refused is given with its fault, and the games after it
are read on. The codes:

=over 4

=item the codes of list_from_dialect_why

(or C<list_from_csv_why>, with C<csv>): the list is not one of the
dialect, placed on its own line (in a game over several lines, the line
the fault is on) at its column. The message is the reader's, its column
taken out (the fault has it) and beginning with a capital.

=item encoding

A line of the game is not UTF-8 text: the message quotes the first bytes
that are no character, at their column. It is the game's fault, whatever
other fault it has, on whichever of its lines.

=item line-ends

The file has no line feed and a carriage return inside it (lines that
end with a carriage return alone): the whole file is one refused game,
at line 1, column 1, with the message of a stream of records with such
lines (L<Game::Brandubh::Notation::Reader>), which quotes its first line.

=item empty

The file holds no game: it is empty (or a byte-order mark alone), or
holds blank lines alone. One refused game, at line 1, column 1, whose
message names what was read (C<the file is empty>, C<the pipe gave
nothing>, C<the file holds only blank lines, and no game>).

=back

=head1 METHODS

=head2 new

    my $lists = Game::Brandubh::Notation::Lists->new($source, format => $format, %options);

C<$source> is a handle, a file name or a reference to a string, as
L<Game::Brandubh::Notation::Reader/new> takes them (and opened and read
as it opens and reads them: a file name is only ever a file's, a read
error dies with the source's name and what failed). The options:

=over 4

=item format

A dialect's name (L<Game::Brandubh::Notation::Dialects/dialects>), or
C<csv>. Required. C<csv> loads L<Game::Brandubh::Notation::CSV> (dies
when it cannot).

=item first, start, variant

As L<Game::Brandubh::Notation::Dialects/list_from_dialect> takes them,
for every game: the side that moved first, the position the games began
from, their variant. Options it refuses (C<first> not a side, C<start>
not a position, the two disagreeing) die here.

=item name

What a read error calls the source (as the reader of records names it
unless given).

=item block, waiting

As L<Game::Brandubh::Notation::Reader/new> takes them: how many bytes
are read at a time, and what is called before a live source is read.

=back

Any other option, or a C<format> that is neither, dies.

=head2 next

    my $game = $lists->next;    # undef after the last

The next game, as a hash: C<number> (from 1), C<line> and C<column>
(from 1, in characters: where the game's text begins, its first
character that is not white space), and either

=over 4

=item model

what L<Game::Brandubh::Notation::Dialects/list_from_dialect> (or
C<list_from_csv>) gives for it, with C<columns>, the text of its
columns, when its lines had any;

=back

or

=over 4

=item fault

a hash of C<code>, C<message>, C<line> and C<column> (above).

=back

=head2 would_block

True when the last L</next> gave undef because a non-blocking handle
had nothing yet: not the end; call it again later.

=head1 FUNCTIONS

=head2 columns_at

    my $at = Game::Brandubh::Notation::Lists::columns_at($line);

Where the columns of a line of a dialect's list begin: the place (from
0) of its first C<,> that is no part of a move, or C<undef> when it has
none. A C<,> directly between a square-like part and a square (C<xc3,e3>,
C<xc3,Ke3>) is a move's, which its dialect reads or refuses; any other
begins the columns. Not exported.

=head1 SEE ALSO

L<Game::Brandubh::Notation::Dialects>, L<Game::Brandubh::Notation::Reader>,
L<brandubh-notation>

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
