package Game::Brandubh::Notation::Lists;

# A file of games as move lists, read a game at a time: a game a line
# (columns after a ',' kept beside it), or a numbered game over several
# lines; or hnefatafl-rs's game list (format csv), a game a line. The
# bytes come through Game::Brandubh::Notation::Reader's source (which
# opens, names and reads); each game is read by
# Game::Brandubh::Notation::Dialects (or ::CSV). Nothing but a line, or
# the lines of one numbered game, is held at a time; with part, a game in
# a dialect is read a piece of a line at a time and given in parts, and
# nothing is held but a piece and a part's moves.

use strict;
use warnings;

use Carp ();
use Game::Brandubh::Notation::Dialects ();
use Game::Brandubh::Notation::Messages ();
use Game::Brandubh::Notation::Operators ();
use Game::Brandubh::Notation::Reader ();

our $VERSION = '0.01';

my %OPTIONS = map { $_ => 1 } qw(format first start variant name block waiting progress part);

# The fewest bytes of a piece of a line read in parts (the source's block
# is its size, from this on).
my $PIECE = 16;

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
    my $part = $opt{part};
    Carp::croak("$class->new: part is a whole number of moves (0 for whole games), not "
                . (ref $part ? 'a reference' : "'$part'"))
        if defined $part && (ref $part || $part !~ /\A[0-9]{1,9}\z/);
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
                                              map { defined $opt{$_} ? ($_ => $opt{$_}) : () } qw(name block waiting progress));
    };
    if (!$bytes) {
        (my $error = $@) =~ s/ at \S+ line \d+\.?\n\z//;
        $error =~ s/\AGame::Brandubh::Notation::Reader->new/$class->new/;
        Carp::croak($error);
    }
    my ($start, $first) = Game::Brandubh::Notation::Dialects::_first(\%options);
    # whether a list is read with these options (or each is refused for its
    # variant, which no record holds)
    my $holds = ref Game::Brandubh::Notation::Dialects::_list_made(\%options, $start, $first, [], [], undef, 0) eq 'HASH';
    return bless {
        holds   => $holds ? 1 : 0,
        head    => q{},       # the first line up to its first carriage return, read in parts
        part    => $part ? 0 + $part : 0,
        # read in pieces: a game in a dialect, with part
        pieces  => $part && $format ne 'csv' ? 1 : 0,
        piece   => $bytes->{block} > $PIECE ? $bytes->{block} : $PIECE,
        start   => $start,
        first   => $first,
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
        if ($self->{pieces}) {
            my ($piece, $last) = $self->_piece;
            if (defined $piece) {
                $self->_take_piece($piece, $last);
                next;
            }
            return undef if $self->{would_block};
            if ($self->{reading}) {
                # the last line, its last piece cut at white space: its end
                $self->_take_piece('', 1);
                next;
            }
            $self->_finish;
            $self->_ended;
            next;
        }
        my $line = $self->_line;
        if (!defined $line) {
            return undef if $self->{would_block};
            $self->_end_game;
            $self->_ended;
            next;
        }
        $self->_take($line);
    }
}

# The end of the input: a file with no game is one refused game.
sub _ended {
    my ($self) = @_;
    if (!$self->{number}) {
        # nothing in it: empty, or blank lines alone
        $self->{number} = 1;
        $self->_tell({ number => 1, line => 1, column => 1 }, 'empty',
                     Game::Brandubh::Notation::Messages::nothing_message($self->{bytes}{kind}, $self->{held}, 'game'), 1, 1);
    }
    $self->{done} = 1;
    return;
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

# Read in parts (part, a game in a dialect): the lines are read a piece at
# a time, each piece parted from the next at white space (a space or a
# tab), so that no token, no character and no line end is cut; a token
# longer than a piece is read on to its end. The moves are read a piece
# at a time, on from the pieces before (Dialects::_list_piece), the
# game's start and the column of each fault as reading its lines whole
# places them, and more than part moves are given in parts.

# The next piece of a line: its bytes and whether it ends the line (its
# line feed, if any, in it); an empty list at the end, and when a
# non-blocking source has nothing yet (would_block then).
sub _piece {    ## no critic (RequireFinalReturn)
    my ($self) = @_;
    my $bytes = $self->{bytes};
    my $size = $self->{piece};
    delete $self->{would_block};
    for (;;) {
        my $pending = \$bytes->{pending};
        # the line feed ahead, searched for once in each byte
        if (!defined $self->{lf}) {
            my $lf = index $$pending, "\n", $self->{scan};
            if ($lf >= 0) { $self->{lf} = $lf }
            else { $self->{scan} = length $$pending }
        }
        my $lf = $self->{lf};
        my ($end, $last);
        if (defined $lf && $lf < $size) {
            ($end, $last) = ($lf + 1, 1);
        }
        elsif (defined $lf || length $$pending > $size) {
            # the last white space in a piece's bytes; or the first after
            # them, a token longer than a piece read whole
            my $head = substr $$pending, 0, $size;
            my $blank = rindex $head, ' ';
            my $tab = rindex $head, "\t";
            $blank = $tab if $tab > $blank;
            if ($blank >= 0) {
                $end = $blank + 1;
            }
            else {
                my $from = $self->{blank_scan} || $size;
                pos($$pending) = $from;
                if ($$pending =~ /[ \t\n]/g) {
                    $end = pos $$pending;
                    $last = 1 if substr($$pending, $end - 1, 1) eq "\n";
                }
                else {
                    $self->{blank_scan} = length $$pending;
                }
            }
        }
        elsif ($self->{eof}) {
            return unless length $$pending;
            ($end, $last) = (length $$pending, 1);
        }
        if (defined $end) {
            delete $self->{blank_scan};
            my $piece = substr $$pending, 0, $end, '';
            if (defined $lf) {
                $self->{lf} = $lf - $end;
                if ($self->{lf} < 0) {
                    delete $self->{lf};
                    $self->{scan} = 0;
                }
            }
            else {
                $self->{scan} = $self->{scan} > $end ? $self->{scan} - $end : 0;
            }
            return ($piece, $last);
        }
        if ($self->{eof}) {
            # a token longer than a piece, the last of the input
            delete $self->{blank_scan};
            $self->{scan} = 0;
            return (substr($$pending, 0, length $$pending, ''), 1);
        }
        my $got = $bytes->_fill;
        if ($got < 0) {
            $self->{would_block} = 1;
            return;
        }
        $self->{eof} = 1 unless $got;
    }
}

# A piece of a line read: a game begun, gone on or ended; or nothing.
sub _take_piece {    ## no critic (ProhibitExcessComplexity)
    my ($self, $bytes, $last) = @_;
    my $line = $self->{reading} ||= { line => ++$self->{line}, chars => 0, first => 1 };
    my $first = delete $line->{first};
    $bytes =~ s/\A\xEF\xBB\xBF// if $first && $line->{line} == 1;    # (a column is counted past it)
    $self->{held} ||= length $bytes;
    my $ended = $last && $bytes =~ s/\n\z//;
    if ($line->{line} == 1) {
        # the first line's carriage returns, for a file of one line
        # with a carriage return inside it: what the first is after
        if (!$self->{cr}) {
            my $cr = index $bytes, "\r";
            $self->{head} .= substr $bytes, 0, $cr < 0 ? length $bytes : $cr if length $self->{head} < 256;
            $self->{cr} = 1 if $cr >= 0;
        }
        $self->{cr_inside} ||= $bytes =~ /\r./s;
        if ($last && !$ended && $self->{cr_inside}) {
            # the whole input one line, refused as _take refuses it; the
            # parts of a game on it given before are dropped
            my $head = substr $self->{head}, 0, 256;
            my $bad = Game::Brandubh::Notation::Operators::bad_utf8_at($head);
            $head = substr $head, 0, $bad if defined $bad;
            utf8::decode($head);
            $self->_drop;
            $self->{number} = 1;
            $self->_tell({ number => 1, line => 1, column => 1 }, 'line-ends',
                         Game::Brandubh::Notation::Messages::scanned_message('line-ends', ['line-ends', '', substr $head, 0, 21]), 1, 1);
            $self->{done} = 1;
            return;
        }
    }
    $bytes =~ s/\r\z// if $last;
    if (!$line->{role}) {
        # white space before the line's first token: counted, not held
        if (!defined $line->{whole}) {
            # (\S of bytes: past ASCII, every byte is one)
            if ($bytes !~ /\S/) {
                $line->{chars} += length $bytes;
                delete $self->{reading} if $last;    # a blank line
                return;
            }
            # a line whose first character past that white space is no
            # ASCII: held whole (as characters or, not UTF-8, as bytes, it
            # may begin otherwise), then read as _take reads it
            if (!($first && $last)) {
                if (ord substr($bytes, $-[0], 1) >= 0x80) {
                    $line->{whole} = (' ' x $line->{chars}) . $bytes;
                    $line->{chars} = 0;
                    return unless $last;
                    $bytes = delete $line->{whole};
                }
            }
        }
        else {
            $line->{whole} .= $bytes;
            return unless $last;
            $bytes = delete $line->{whole};
        }
    }
    my $text = $bytes;
    if (!utf8::decode($text)) {
        if (!$line->{encoding}) {
            # the first bytes that are no character, quoted, at their column
            my $bad = Game::Brandubh::Notation::Operators::bad_utf8_at($bytes) || 0;
            my $good = substr $bytes, 0, $bad;
            my $found = Game::Brandubh::Notation::Operators::bad_bytes(substr $bytes, $bad);
            $line->{encoding} = [ $line->{chars} + (utf8::decode($good) ? length($good) + 1 : 1),
                                  Game::Brandubh::Notation::Messages::scanned_message('encoding', ['', '', $found]) ];
        }
        $text = $bytes;
    }
    if (!$line->{role}) {
        return delete $self->{reading} if $text !~ /\S/;    # a blank line
        # a numbered game may run over several lines (as _take says)
        my $game = $self->{game};
        if ($game && $game->{numbered} && $text =~ /\A\s*([0-9]+)\./ && $1 ne '1') {
            $line->{role} = 'goes on';
        }
        else {
            $self->_finish;
            my ($blank) = $text =~ /\A(\s*)/;
            $self->{game} = {
                number => ++$self->{number}, line => $line->{line}, column => $line->{chars} + length($blank) + 1,
                numbered => $text =~ /\A\s*1\./ ? 1 : 0, moves => [], abouts => [], columns => [], parts => 0,
                state => { moves => 0, ended => 0 },
            };
            $line->{role} = 'begins';
        }
    }
    my $game = $self->{game};
    $game->{encoding} ||= [ $line->{line}, @{ $line->{encoding} } ] if $line->{encoding};
    if (!$game->{encoding} && !$game->{fault}) {
        my $moves = $text;
        if (defined $line->{columns}) {
            $line->{columns} .= $text;
            $moves = '';
        }
        elsif (defined(my $at = columns_at($text))) {
            $moves = substr $text, 0, $at;
            $line->{columns} = substr $text, $at + 1;
        }
        my ($read, $abouts) = Game::Brandubh::Notation::Dialects::_list_piece($self->{format}, $moves, $game->{state},
                                                                             $line->{chars});
        if (!$read) {
            # the column is said beside the message, as _read_game says it
            (my $message = $abouts->[2]) =~ s/\AColumn [0-9]+: //;
            $game->{fault} = [ $abouts->[0], ucfirst $message, $line->{line}, $abouts->[1] + 1 ];
            @{$game}{qw(moves abouts columns)} = ([], [], []);
        }
        elsif ($self->{holds}) {
            # (a game of a variant no record holds is refused at its end:
            # its moves are not held)
            push @{ $game->{moves} }, @$read;
            push @{ $game->{abouts} }, @$abouts;
            # each part as soon as a move more than a part is read
            my $part = $self->{part};
            while (@{ $game->{moves} } > $part) {
                my %model = (%{ $self->_made([], [], undef, 0) },
                             abouts => [ splice @{ $game->{abouts} }, 0, $part ]);
                $model{game}{moves} = [ splice @{ $game->{moves} }, 0, $part ];
                push @{ $self->{told} }, { (map { $_ => $game->{$_} } qw(number line column)),
                                           part => ++$game->{parts}, model => \%model };
            }
        }
    }
    $line->{chars} += length $text;
    return unless $last;
    delete $self->{reading};
    push @{ $game->{columns} }, $line->{columns} if defined $line->{columns} && !$game->{fault};
    # a game a line ends with it; a numbered one, at the next line that
    # does not go on with it
    $self->_finish unless $game->{numbered};
    return;
}

# convert's common case at the core's speed (the XS backend only): the
# whole lines pending that are each a game a record writes plainly, read
# and written by the core at once (Game::Brandubh::Notation::XS's
# _dialect_records says which), with the blank lines among them. Gives the
# records' text, a line for each game ("LINE KEYS": its line among those
# read, from 1, and what each move's about a record loses says: see
# Command's convert), the line and the game before them; nothing when the
# reader is not between two games, or no line pending is such a game. The
# first line is read the long way (its byte-order mark, its carriage
# returns), and so is each line the core leaves.
sub _records {
    my ($self) = @_;
    return if @{ $self->{told} } || $self->{done} || $self->{reading} || $self->{game} || !$self->{line}
        || !$self->{holds} || $self->{format} eq 'csv' || %{ $self->{options} }
        || !defined &Game::Brandubh::Notation::XS::_dialect_records;
    my $bytes = $self->{bytes};
    my ($used, $lines, $games, $text, $notes)
        = Game::Brandubh::Notation::XS::_dialect_records($self->{format}, $bytes->{pending}, $self->{start},
                                                         $self->{part} || ~0);
    return unless $games;
    substr $bytes->{pending}, 0, $used, '';
    # (what the readers of a line knew of the bytes pending is known again)
    delete @{$self}{qw(lf blank_scan)};
    $self->{scan} = 0;
    my ($line, $number) = @{$self}{qw(line number)};
    $self->{line} += $lines;
    $self->{number} += $games;
    return ($text, $notes, $line, $number);
}

# The model of a list read from the options, the moves and abouts given,
# the closing word's meaning and the count of all the moves; or a fault.
sub _made {
    my ($self, $moves, $abouts, $said, $count) = @_;
    return Game::Brandubh::Notation::Dialects::_list_made($self->{options}, @{$self}{qw(start first)},
                                                          $moves, $abouts, $said, $count);
}

# A game being read in parts refused: the parts of it not yet given are not.
sub _drop {
    my ($self) = @_;
    my $game = delete $self->{game} or return;
    @{ $self->{told} } = grep { $_->{number} != $game->{number} } @{ $self->{told} };
    return;
}

# The game read in pieces ended: its last part, or the whole game, or its
# fault, as _read_game gives them.
sub _finish {
    my ($self) = @_;
    my $game = $self->{game} or return;
    if (my $fault = $game->{encoding} || $game->{fault}) {
        $self->_drop;
        my ($code, $message, $line, $column) = $game->{encoding} ? ('encoding', @{$fault}[2, 0, 1]) : @$fault;
        $self->_tell($game, $code, $message, $line, $column);
        return;
    }
    delete $self->{game};
    my $state = $game->{state};
    my $list = $self->_made($game->{moves}, $game->{abouts}, $state->{said}, $state->{moves});
    if (ref $list ne 'HASH') {
        # ($list->[2] is said with no column)
        @{ $self->{told} } = grep { $_->{number} != $game->{number} } @{ $self->{told} };
        $self->_tell($game, $list->[0], ucfirst $list->[2], @{$game}{qw(line column)});
        return;
    }
    $list->{columns} = join ',', @{ $game->{columns} } if @{ $game->{columns} };
    push @{ $self->{told} }, { (map { $_ => $game->{$_} } qw(number line column)),
                               $game->{parts} ? (part => $game->{parts} + 1, last => 1) : (), model => $list };
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
and its columns are counted past it. Blank lines are no games: a game
of no moves is written as its first turn's number alone, C<1.>
(L<Game::Brandubh::Notation::Formats/write_game>), read as no moves.

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

=item block, waiting, progress

As L<Game::Brandubh::Notation::Reader/new> takes them: how many bytes
are read at a time, what is called before a live source is read, and
what is called after each read with the count of bytes read so far.

=item part

A whole number of moves: a game of more moves is given in parts of that
many (L</Games in parts>), and nothing is held of it but a part's moves
and a block of the file. C<0>, C<undef> or none: whole games. A game in
a dialect is then read a piece of a line at a time: a block's bytes (16
at the least), parted at a space or a tab, a token longer than that read
to its end; a line whose first character past its white space is no
ASCII character is held whole. With C<csv>, games are read whole
whatever it says.

=back

Any other option, or a C<format> that is neither, dies.

=head2 next

    my $game = $lists->next;    # undef after the last

The next game (or part of a game, with L</part>), as a hash: C<number>
(from 1), C<line> and C<column>
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

=head2 Games in parts

With L</part> N, a game of N moves or fewer is given as above, one item.
A game of more is given in parts, items of the same C<number>, C<line> and
C<column>, in order:

    { number => 4, line => 9, column => 1, part => 1, model => ... }
    { number => 4, line => 9, column => 1, part => 2, model => ... }
    { number => 4, line => 9, column => 1, part => 3, last => 1, model => ... }

Each C<model> has the keys of the whole game's: C<game> (C<variant>,
C<start>, C<moves>, C<result>), C<abouts>, C<notes> and C<first>, and in
the last part C<columns> when the game has them, but

=over 4

=item *

C<moves> and C<abouts> hold the part's moves alone: N in each part but
the last, which holds from 0 (a closing word alone was left) to N. Put
together, in order, they are the whole game's.

=item *

C<start> and C<first> are the game's, in every part: where the game
began, not where the part begins.

=item *

C<result>, C<notes> and C<columns> are the whole game's in the last part;
before it, C<result> is C<undef>, C<notes> C<{}> and there are no
C<columns>.

=back

A game refused after parts of it were given is one item more, its
C<fault> exactly as reading it whole gives it (L</The faults>), and no
more parts of it: what was given of it is to be dropped. A game refused
before any part was given is given as above, its fault alone.

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
