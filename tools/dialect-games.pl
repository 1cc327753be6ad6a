#!/usr/bin/perl
# Writes t/data/dialects: games of this distribution's own making, played at
# random from the set-up by a small mover (moves along a rank or file, the
# custodial capture, the corners and the empty throne hostile, the king
# taken as any piece and home on a corner), each written in every dialect
# Game::Brandubh::Notation::Dialects reads, with the stored moves and the
# side that resigned beside them for the tests to compare with. Run it
# again (perl -Ilib tools/dialect-games.pl) to write the same files: the
# random numbers are seeded.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";

my $out = "$FindBin::Bin/../t/data/dialects";
my $games = 48;
srand 20261202;

my @CORNER = qw(a1 a7 g1 g7);
my %SPECIAL = map { $_ => 1 } @CORNER, 'd4';
sub square { my ($f, $r) = @_; return chr(97 + $f) . ($r + 1) }

sub setup {
    my %board;
    $board{$_} = 'a' for qw(d1 d2 d6 d7 a4 b4 f4 g4);
    $board{$_} = 'd' for qw(d3 d5 c4 e4);
    $board{d4} = 'k';
    return \%board;
}

sub side_of { my ($piece) = @_; return $piece eq 'a' ? 'a' : 'd' }

# what a move captures: the squares beside where it ends whose piece is
# the other side's, with the mover's piece or a hostile empty square beyond
sub captures_of {
    my ($board, $side, $to) = @_;
    my @captures;
    my ($f, $r) = (ord($to) - 97, substr($to, 1) - 1);
    for my $step ([1, 0], [-1, 0], [0, 1], [0, -1]) {
        my ($x, $y) = ($f + $step->[0], $r + $step->[1]);
        my ($x2, $y2) = ($x + $step->[0], $y + $step->[1]);
        next if $x2 < 0 || $x2 > 6 || $y2 < 0 || $y2 > 6;
        my ($next, $beyond) = (square($x, $y), square($x2, $y2));
        my $victim = $board->{$next} or next;
        next if side_of($victim) eq $side;
        my $far = $board->{$beyond};
        push @captures, $next if ($far && side_of($far) eq $side) || (!$far && $SPECIAL{$beyond});
    }
    return @captures;
}

# one move of a side, at random but taking what it can more often than
# not: (from, to, captures, king, ending, the king's square if taken), or
# nothing when the side cannot move
sub one_move {
    my ($board, $side) = @_;
    my @moves;
    for my $from (sort keys %$board) {
        my $piece = $board->{$from};
        next unless side_of($piece) eq $side;
        my ($f, $r) = (ord($from) - 97, substr($from, 1) - 1);
        for my $step ([1, 0], [-1, 0], [0, 1], [0, -1]) {
            my ($x, $y) = ($f + $step->[0], $r + $step->[1]);
            while ($x >= 0 && $x < 7 && $y >= 0 && $y < 7) {
                my $to = square($x, $y);
                last if $board->{$to};
                push @moves, [ $from, $to ] if $piece eq 'k' || !$SPECIAL{$to};
                $x += $step->[0];
                $y += $step->[1];
            }
        }
    }
    return unless @moves;
    my ($from, $to) = @{ $moves[ int rand @moves ] };
    if (rand() < 0.6) {
        # the move that captures most, or a king's move home
        my ($best, $most) = (undef, 0);
        for my $move (@moves) {
            my %after = %$board;
            $after{ $move->[1] } = delete $after{ $move->[0] };
            my $count = captures_of(\%after, $side, $move->[1]);
            $count += 5 if $board->{ $move->[0] } eq 'k' && $SPECIAL{ $move->[1] } && $move->[1] ne 'd4';
            ($best, $most) = ($move, $count) if $count > $most;
        }
        ($from, $to) = @$best if $best;
    }
    my $piece = delete $board->{$from};
    $board->{$to} = $piece;
    my @captures = captures_of($board, $side, $to);
    my ($king_square) = grep { $board->{$_} eq 'k' } @captures;
    delete $board->{$_} for @captures;
    my $home = $piece eq 'k' && grep { $_ eq $to } @CORNER;
    return ($from, $to, \@captures, $piece eq 'k', $home ? 'home' : $king_square ? 'taken' : '', $king_square);
}

my (%lines, @expected);
for my $n (1 .. $games) {
    my $board = setup();
    my $side = 'a';
    my (@moves, $ending);
    my $length = 4 + int rand 60;
    while (@moves < $length) {
        my @move = one_move($board, $side) or last;
        push @moves, \@move;
        $side = $side eq 'a' ? 'd' : 'a';
        if ($move[4]) { $ending = $move[4]; last }
    }
    # how the list closes: the board's ending, a resignation, a timeout
    # (nielsen), or nothing
    my $close = $ending ? '' : (qw(resign timeout none none))[ $n % 4 ];
    my $to_move = @moves % 2 ? 'defenders' : 'attackers';
    my $numbered = $n % 3 == 0;
    my %written;
    for my $d (qw(shown otn walker nielsen)) {
        my @tokens;
        for my $i (0 .. $#moves) {
            my ($from, $to, $captures, $king, $end, $king_square) = @{ $moves[$i] };
            # a warning mark, now and then, where the dialect has one
            my $warn = ($n + $i) % 11 == 0 ? 1 : ($n + $i) % 13 == 0 ? 2 : 0;
            my $text = '';
            if ($d eq 'shown') {
                $text = ($king ? 'K' : '') . "$from-$to" . (@$captures ? 'x' . join(',', sort @$captures) : '')
                    . ($end eq 'home' ? '++' : $end eq 'taken' ? '#' : '');
            }
            elsif ($d eq 'otn') {
                $text = ($king ? 'K' : '') . "$from-$to";
                # the king taken: his square marked K, as OpenTafl writes it
                $text .= 'x' . join('/', map { defined $king_square && $_ eq $king_square ? "K$_" : $_ } @$captures)
                    if @$captures;
                $text .= $end eq 'home' ? '--' : $warn == 1 && !$end ? '+' : $warn == 2 && !$end ? '-' : '';
            }
            elsif ($d eq 'walker') {
                $text = uc("$from-$to") . (@$captures ? 'x' . join('/', map { uc } @$captures) : '')
                    . ($end ? '++' : $warn == 1 ? '+' : $warn == 2 ? '--' : '');
                $text = lc $text if $n % 5 == 0;
            }
            else {
                $text = ($n % 7 == 0 ? "$from$to" : "$from-$to") . join('', map {"x$_"} @$captures);
            }
            push @tokens, $numbered && $i % 2 == 0 ? ($i / 2 + 1) . ". $text" : $text;
        }
        if ($close eq 'resign') { push @tokens, $d eq 'nielsen' ? 'resigned' : $d eq 'otn' ? '---' : () }
        if ($close eq 'timeout' && $d eq 'nielsen') { push @tokens, 'timeout' }
        push @{ $lines{$d} }, join ' ', @tokens;
    }
    push @expected, join ' ', scalar(@moves), join(',', map { "$_->[0]$_->[1]" } @moves),
        $close eq 'resign' ? $to_move : '-', $close eq 'timeout' ? $to_move : '-';
}
for my $d (sort keys %lines) {
    open my $fh, '>', "$out/$d.txt" or die "$d: $!";
    print {$fh} "$_\n" for @{ $lines{$d} };
    close $fh or die "$d: $!";
}
open my $fh, '>', "$out/expected.txt" or die "expected: $!";
print {$fh} "# moves, the stored moves, the side that resigned, the side that ran out of time\n";
print {$fh} "$_\n" for @expected;
close $fh or die "expected: $!";
