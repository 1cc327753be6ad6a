package Game::Brandubh::Notation::PP::Scanner;

# The plain-Perl scanner of Game::Brandubh::Notation::Reader: the XS
# backend's (xs/stream.c) answers, found by holding each record whole and
# asking game_why and game_parse about it. Made and fed as the XS one is
# (new(one, hold, games, accepted[, number, line, offset, raw, partial]),
# feed(bytes)),
# and asked by the
# reader's Perl: next(eof), skipped().

use strict;
use warnings;

use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::Why ();
use Game::Brandubh::Notation::Operators ();
use Game::Brandubh::Notation::Messages ();
use Encode ();

our $VERSION = '0.01';

# Where a record begins: a line that is the word variant, then a space, a
# line feed, a CR LF, the end, or a CR and the end; after a byte-order
# mark or not. (Reader::Parts reads a stream's records beside the scanner
# by it.)
our $BEGINS = qr/\A(?:\xEF\xBB\xBF)?variant(?: |\r?\n|\r?\z)/;

sub new {
    my ($class, $one, $hold, $games, $accepted, $number, $line, $offset, $raw, $partial, $summary, $replay) = @_;
    return bless {
        replay => $replay || 0,
        summary => $summary && !$games,
        extras => ($raw || $partial) ? 1 : 0,
        base => [defined $number ? $number - 1 : 0, defined $line ? $line - 1 : 0, $offset || 0],
        one => $one, games => $games, accepted => $accepted,
        buf => '', started => 0, done => 0, bom => 0,
        offset => 0, line => 1, records => 0, has_variant => 0,
        blank => 1, saw_lf => 0, cr_inside => 0, content => 0,
        text => '', rec_line => 1, rec_offset => 0, skipped => 0, told => [],
    }, $class;
}

sub feed {
    my ($self, $bytes) = @_;
    utf8::encode($bytes) if utf8::is_utf8($bytes);
    $self->{buf} .= $bytes;
    return;
}

sub skipped {
    my ($self) = @_;
    return $self->{skipped};
}

# What the stream's own checks see of the bytes read.
sub _account {
    my ($self, $bytes) = @_;
    $self->{offset} += length $bytes;
    $self->{content} += length $bytes;
    $self->{blank} = 0 if $self->{blank} && $bytes =~ /\S/;
    if (!$self->{saw_lf}) {
        my $lf = index $bytes, "\n";
        my $first = $lf < 0 ? $bytes : substr $bytes, 0, $lf;
        $self->{cr_inside} = 1 if $first =~ /\r./s || ($self->{last_cr} && length $first);
        $self->{last_cr} = $first =~ /\r\z/ ? 1 : 0 if length $first;
        $self->{saw_lf} = 1 if $lf >= 0;
    }
    return;
}

sub next {    ## no critic (ProhibitBuiltinHomonyms)
    my ($self, $eof) = @_;
    for (;;) {
        if (my $told = shift @{ $self->{told} }) {
            if ($told->{fault} || $told->{note} || $self->{accepted}) {
                # placed in the whole stream it was read from
                my ($number, $line, $offset) = @{ $self->{base} };
                $told->{number} += $number;
                $told->{line} += $line;
                $told->{offset} += $offset;
                $told->{fault}{line} += $line if $told->{fault};
                $told->{note}{line} += $line if $told->{note};
                delete @{$told}{qw(_raw _upto _bytes)} if !$self->{extras} || !$told->{fault};
                return $told;
            }
            $self->{skipped}++;
            next;
        }
        return undef if $self->{done} || !$self->_read($eof);
    }
    return undef;    # (never: the loop returns)
}

# Reads what lines it can; false when it wants more.
sub _read {
    my ($self, $eof) = @_;
    if (!$self->{started}) {
        return 0 if !$eof && length $self->{buf} < 3 && "\xEF\xBB\xBF" =~ /\A\Q$self->{buf}\E/;
        $self->{started} = 1;
        if (substr($self->{buf}, 0, 3) eq "\xEF\xBB\xBF") {
            substr($self->{buf}, 0, 3, '');
            $self->{bom} = 1;
            $self->{offset} = 3;
        }
    }
    my $before = @{ $self->{told} };
    while (length $self->{buf}) {
        my $lf = index $self->{buf}, "\n";
        last if $lf < 0 && !$eof;
        my $line = substr $self->{buf}, 0, $lf < 0 ? length $self->{buf} : $lf + 1, '';
        if (!$self->{one} && $line =~ $BEGINS) {
            if ($self->{has_variant}) {
                $self->_told;
                # a byte-order mark where the record begins is read past,
                # as at the stream's start: the record's place is its line's
                $self->{offset} += 3 if $line =~ s/\A\xEF\xBB\xBF//;
            }
            $self->{has_variant} = 1;
        }
        $self->{text} .= $line;
        $self->_account($line);
        $self->{line}++ if $lf >= 0;
    }
    if ($eof && !length $self->{buf}) {
        $self->{done} = 1;
        if (!$self->{one} && !$self->{saw_lf} && $self->{cr_inside}) {
            my $fault = $self->_stream_fault('line-ends', 'line-ends');
            # its first line as the writer meant it, to its first carriage
            # return, as far as it is UTF-8, 21 characters at most
            my ($head) = $self->{text} =~ /\A(?:\xef\xbb\xbf)?([^\r\n]*)/;
            $head = substr $head, 0, 273;
            Encode::_utf8_on(my $marked = $head);
            my $bad = Game::Brandubh::Notation::Operators::malformed_at($marked);
            $head = substr $head, 0, $bad if defined $bad;
            utf8::decode($head);
            $fault->{fault}{why} = ['line-ends', '', substr $head, 0, 21];
            push @{ $self->{told} }, $fault;
        }
        elsif (!$self->{one} && !$self->{records} && $self->{blank}) {
            push @{ $self->{told} }, $self->_stream_fault('empty', $self->{content} ? 'blank' : 'empty');
        }
        else {
            $self->_told;
        }
    }
    return @{ $self->{told} } > $before || $self->{done};
}

# The stream's own fault: one record, the whole stream (the text read).
sub _stream_fault {
    my ($self, $code, $stream) = @_;
    my $record = { number => ++$self->{records}, line => 1, offset => 0,
                   fault => { code => $code, line => 1, column => 1, at => 0, why => [$stream] } };
    @{$record}{qw(_raw _upto _bytes)} = ($self->{text}, $self->{text}, length $self->{text}) if $self->{extras};
    return $record;
}

# The record read, told; the next begins where the stream is.
sub _told {
    my ($self) = @_;
    my $record = { number => ++$self->{records}, line => $self->{rec_line}, offset => $self->{rec_offset} };
    my $text = $self->{text};
    @{$self}{qw(text rec_line rec_offset)} = ('', $self->{line}, $self->{offset});
    # what the reader's _refused_extras reads of a refused record, when asked
    @{$record}{qw(_raw _upto _bytes)} = ($text, $text, length $text) if $self->{extras};
    my $chars = $text;
    if (!utf8::decode($chars)) {
        # the first line that is not UTF-8, and its column
        my ($line, $at) = (0, 0);
        for my $bytes (split /(?<=\n)/, $text) {
            my $copy = $bytes;
            if (!utf8::decode($copy)) {
                # malformed_at reads the bytes of a string marked as characters
                Encode::_utf8_on(my $marked = $bytes);
                my $bad = Game::Brandubh::Notation::Operators::malformed_at($marked);
                my $good = substr $bytes, 0, defined $bad ? $bad : 0;
                my $column = utf8::decode($good) ? length($good) : 0;
                $record->{fault} = { code => 'encoding', line => $record->{line} + $line, column => $column + 1,
                                     at => $at + $column,
                                     why => ['', '', Game::Brandubh::Notation::Operators::bad_bytes(substr $bytes, defined $bad ? $bad : 0)] };
                return push @{ $self->{told} }, $record;
            }
            $line++;
            $at += length $copy;
        }
        $record->{fault} = { code => 'encoding', line => $record->{line}, column => 1, at => 0, why => ['', ''] };
        return push @{ $self->{told} }, $record;
    }
    if (my $why = Game::Brandubh::Notation::Why::game_why($chars)) {
        $record->{fault} = { code => $why->{code}, line => $record->{line} + $why->{line} - 1,
                             column => $why->{column}, at => $why->{at}, message => $why->{message} };
        return push @{ $self->{told} }, $record;
    }
    my $game = Game::Brandubh::Notation::game_parse($chars);
    if ($self->{replay} && (my $said = _replayed($record, $chars, $game))) {
        if ($self->{replay} == 1) {
            $record->{fault} = $said;
            return push @{ $self->{told} }, $record;
        }
        $record->{note} = $said;
    }
    if ($self->{games}) {
        $record->{game} = $game;
    }
    else {
        $record->{moves} = scalar @{ $game->{moves} };
        $record->{start} = $game->{start};
        utf8::encode($record->{start}) if utf8::is_utf8($record->{start});
        @{$record}{qw(variant result)} = @{$game}{qw(variant result)} if $self->{summary};
    }
    return push @{ $self->{told} }, $record;
}

# The fault of a record's replay (a record states no captures), placed at
# its move in the moves line; or nothing.
sub _replayed {
    my ($record, $chars, $game) = @_;
    require Game::Brandubh::Notation::Replay;
    my $replay = Game::Brandubh::Notation::Replay::replay($game->{start}, $game->{moves});
    my $f = $replay && $replay->{fault} or return;
    # the moves line, and the move's piece in it
    my ($line, $at) = (0, 0);
    for my $text (split /(?<=\n)/, $chars) {
        (my $content = $text) =~ s/\r?\n\z//;
        if ($content =~ /\Amoves /) {
            my ($n, $column) = (0, 0);
            while ($content =~ /(\S+)/g) {
                next if $-[1] < 6;
                if (++$n == $f->{move}) {
                    $column = $-[1] + 1;
                    last;
                }
            }
            my ($number, $move, $code, $square) = ($f->{move}, $game->{moves}[ $f->{move} - 1 ], $f->{code}, $f->{square});
            my $side = (split / /, $game->{start})[1];
            my $mover = ($number - 1) % 2 ? ($side eq 'a' ? 'd' : 'a') : $side;
            my $hint = $number == 1 && $chars !~ /(?:\A|\n)start /;
            my $held = $code eq 'side' ? _held($replay, $square) : '';
            return { code => 'replay', line => $record->{line} + $line, column => $column, at => $at + $column - 1,
                     move => $number, square => $square,
                     message => Game::Brandubh::Notation::Messages::replay_message($move, $number, $code, $square, $held,
                                                                                 $mover, $hint) };
        }
        $line++;
        $at += length $text;
    }
    return;    # (never: a replay fails at a move)
}

# The piece on a square in the last position a replay reached.
sub _held {
    my ($replay, $square) = @_;
    my ($rows) = Game::Brandubh::Notation::position_cells($replay->{positions}[-1]);
    my ($file, $rank) = Game::Brandubh::Notation::square_parse($square);
    return $rows->[ 6 - $rank ][$file];
}

1;

__END__

=head1 NAME

Game::Brandubh::Notation::PP::Scanner - the plain-Perl record scanner of Game::Brandubh::Notation::Reader

=head1 DESCRIPTION

A part of L<Game::Brandubh::Notation::Reader>: the scanner it reads a
stream's records with under the plain-Perl backend, giving the answers of
the XS backend's. It holds each record whole (and a record's line) while
it reads it, so that its memory grows with the largest record of a stream,
where the XS scanner's does not. Nothing here is part of the interface.

=head1 METHODS

=over 4

=item new($one, $hold, $games, $accepted)

A scanner at the start of a stream: the whole stream one record when
C<$one>; a game made of each accepted record when C<$games>; accepted
records given, not only counted, when C<$accepted>. (C<$hold>, the
longest line the XS scanner holds whole, means nothing here.)

=item feed($bytes)

The stream's next bytes.

=item next($eof)

The next record, or undef when more bytes are wanted (or, with C<$eof>
true, after the last).

=item skipped

The accepted records counted and not given.

=back

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
