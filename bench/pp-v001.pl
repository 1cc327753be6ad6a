#!/usr/bin/perl
# The plain-Perl backend against the pure-Perl 0.01 it replaces, side by
# side in one process: each function, and a game server's log work (games
# written with game_string and read back with game_parse, each move split
# and shown on the way, as Game-Brandubh's t/replay.t does). 0.01 is public
# and not shipped here: give the path of its Notation.pm (or of the folder
# holding Game/Brandubh/Notation.pm). It is compiled under a package of its
# own, so that both are in this process at once.
#
#   perl -Mblib bench/pp-v001.pl --v001 /path/to/0.01 [--quick] [NAME...]
#
# Each figure is the median of interleaved batches, in calls a second; the
# ratio is the PP's time over 0.01's (at most 1 is no slower).
use strict;
use warnings;
use Time::HiRes qw(time);
use Getopt::Long;

BEGIN { $ENV{GAME_BRANDUBH_NOTATION_BACKEND} = 'PP' }
use Game::Brandubh::Notation ();

my ($v001, $quick);
GetOptions('v001=s' => \$v001, quick => \$quick) && defined $v001
    or die "usage: perl -Mblib bench/pp-v001.pl --v001 PATH [--quick] [NAME...]\n";
my %only = map { $_ => 1 } @ARGV;
die "the PP backend is not in use\n" unless Game::Brandubh::Notation::BACKEND() eq 'PP';

# 0.01, as V001::Notation
$v001 .= '/Game/Brandubh/Notation.pm' if -d $v001;
open my $fh, '<', $v001 or die "$v001: $!\n";
my $source = do { local $/; <$fh> };
$source =~ s/^package Game::Brandubh::Notation;/package V001::Notation;/m or die "$v001 is not 0.01's Notation.pm\n";
{
    local $@;
    eval "#line 1 \"$v001\"\n$source; 1" or die "$v001: $@";
}

# The log: 150 games of 10 to 80 moves, some from a start position, some
# resigned or agreed, each move with what it captured, the same each run.
srand(7);
my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
my @games = map {
    my $n = 10 + int rand 71;
    my @moves = map { $squares[rand @squares] . $squares[rand @squares] } 1 .. $n;
    my @abouts = map { { king => rand() < 0.1, captures => [ map { $squares[rand @squares] } 1 .. int rand 3 ],
                         king_home => rand() < 0.01, king_taken => rand() < 0.01 } } @moves;
    my %game = (variant => 'brandubh', moves => \@moves);
    $game{start} = '3a3/3a3/3d3/aa1kdaa/3d3/3a3/3a3 d' if $_ % 5 == 0;
    $game{result} = { how => 'resign', by => 'defenders' } if $_ % 3 == 0;
    $game{result} = { how => 'agreed' } if $_ % 7 == 0;
    [\%game, \@abouts];
} 1 .. 150;

our ($game, $record, $about) = ($games[0][0], undef, { king => 1, captures => ['e3', 'c3'], king_home => 1 });
$record = Game::Brandubh::Notation::game_string($game);
my $setup = '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a';

# name, the body of a loop calling it, with PACKAGE for the module's
my @cases = (
    [square_name    => 'my $r = PACKAGE::square_name(3, 3)'],
    [square_parse   => q{my ($f, $r) = PACKAGE::square_parse('d4')}],
    [move_wire      => q{my $r = PACKAGE::move_wire('d1', 'd3')}],
    [move_split     => q{my ($f, $t) = PACKAGE::move_split('d1d3')}],
    [move_parse     => q{my $r = PACKAGE::move_parse('Kd1-d3xc3,e3++')}],
    [move_display   => q{my $r = PACKAGE::move_display('d1d3', $main::about)}],
    [position_ok    => qq{my \$r = PACKAGE::position_ok('$setup')}],
    [position_cells => qq{my (\$c, \$s) = PACKAGE::position_cells('$setup')}],
    [game_string    => q{my $r = PACKAGE::game_string($main::game)}],
    [game_parse     => q{my $r = PACKAGE::game_parse($main::record)}],
);
my $log_work = q{
    for my $pair (@games) {
        my ($game, $abouts) = @$pair;
        my $text = PACKAGE::game_string($game);
        my $read = PACKAGE::game_parse($text);
        my $i = 0;
        for my $move (@{ $read->{moves} }) {
            my ($from, $to) = PACKAGE::move_split($move);
            my $shown = PACKAGE::move_display($move, $abouts->[$i++]);
        }
    }
};
push @cases, ['log work (150 games)' => $log_work];

sub looper {
    my ($body, $package) = @_;
    (my $code = $body) =~ s/PACKAGE::/${package}::/g;
    my $sub = eval "sub { my \$n = shift; for (1 .. \$n) { $code } }" or die $@;
    return $sub;
}

# calls a second of each loop, in turns (as bench/notation.pl measures)
sub rates {
    my (@loops) = @_;
    my $target = $quick ? 0.02 : 0.05;
    my @n = map {
        my $loop = $_;
        my $n = 1;
        while (1) {
            my $t0 = time;
            $loop->($n);
            my $took = time - $t0;
            if ($took > $target / 4) { $n = int($n * $target / $took) + 1; last }
            $n *= 4;
        }
        $n;
    } @loops;
    my @samples = map { [] } @loops;
    for (1 .. ($quick ? 7 : 31)) {
        for my $i (0 .. $#loops) {
            my $t0 = time;
            $loops[$i]->($n[$i]);
            push @{ $samples[$i] }, $n[$i] / (time - $t0);
        }
    }
    return map { my @s = sort { $a <=> $b } @$_; $s[@s / 2] } @samples;
}

# the same answers first
for my $pair (@games) {
    my ($game, $abouts) = @$pair;
    my $text = Game::Brandubh::Notation::game_string($game);
    die "game_string differs from 0.01's\n" unless $text eq V001::Notation::game_string($game);
    my $i = 0;
    for my $move (@{ Game::Brandubh::Notation::game_parse($text)->{moves} }) {
        die "move_display differs from 0.01's\n"
            unless Game::Brandubh::Notation::move_display($move, $abouts->[$i]) eq V001::Notation::move_display($move, $abouts->[$i]);
        $i++;
    }
}

printf "Game::Brandubh::Notation's PP backend against 0.01 (%s), Perl %s\n\n", $v001, $^V;
printf "%-22s %12s %12s %8s\n", 'function', 'PP/s', '0.01/s', 'PP/0.01';
my $worst = 0;
for my $case (@cases) {
    my ($name, $body) = @$case;
    next if %only && !$only{$name};
    my ($pp, $old) = rates(looper($body, 'Game::Brandubh::Notation'), looper($body, 'V001::Notation'));
    my $ratio = $old / $pp;    # time over time
    $worst = $ratio if $ratio > $worst;
    printf "%-22s %12.0f %12.0f %7.2fx%s\n", $name, $pp, $old, $ratio, $ratio > 1 ? '  slower' : '';
}
printf "\nthe PP's time is at most %.2fx 0.01's\n", $worst;
