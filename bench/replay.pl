#!/usr/bin/perl
# Replaying against reading, side by side in one run: game_parse reading a
# million moves (as records), and replay playing the same million moves
# (the stored moves game_parse gives, as a record's: no captures stated),
# and again with the captures the games state (each move's %about, as
# Dialects' list_from_dialect gives it). Each timed over all the games,
# the best of three taken in turns, with its ratio to game_parse's time.
# The target (issue 54): replay no slower than game_parse.
#
#   perl Makefile.PL && make && perl -Mblib bench/replay.pl [MOVES]
#
# MOVES is 1,000,000 unless given: the games of t/data/dialects (4 to 64
# moves, 30 on average; aagenielsen.dk's, captures and all), repeated.
# GAME_BRANDUBH_NOTATION_BACKEND=PP times the plain-Perl backend.
use strict;
use warnings;
use FindBin;
use Time::HiRes qw(time);
use Game::Brandubh::Notation qw(game_parse game_string);
use Game::Brandubh::Notation::Dialects qw(list_from_dialect);
use Game::Brandubh::Notation::Replay qw(replay);

my $want = @ARGV ? $ARGV[0] : 1_000_000;
my $file = "$FindBin::Bin/../t/data/dialects/nielsen.txt";
open my $fh, '<', $file or die "$file: $!";
my @lists = map { chomp; list_from_dialect('nielsen', $_) or die "not read: $_" } <$fh>;
close $fh;

# the games, repeated until they hold the moves wanted
my (@records, @moves, @abouts);
my $moves = 0;
for (my $i = 0; $moves < $want; $i++) {
    my $list = $lists[ $i % @lists ];
    my %game = %{ $list->{game} };
    delete $game{result} unless $game{result};
    push @records, game_string(\%game);
    push @moves, $list->{game}{moves};
    push @abouts, $list->{abouts};
    $moves += @{ $list->{game}{moves} };
}
my $games = @records;
for my $i (0 .. $#lists) {
    my $r = replay(undef, $moves[$i], $abouts[$i]);
    die "game $i does not replay: $r->{fault}{message}\n" if $r->{fault};
}

my %run = (
    game_parse => sub { my $k = 0; for my $i (0 .. $games - 1) { $k++ if game_parse($records[$i]) } return $k },
    'replay, a record' => sub {
        my $k = 0;
        for my $i (0 .. $games - 1) { $k++ if !replay(undef, $moves[$i])->{fault} }
        return $k;
    },
    'replay, captures stated' => sub {
        my $k = 0;
        for my $i (0 .. $games - 1) { $k++ if !replay(undef, $moves[$i], $abouts[$i])->{fault} }
        return $k;
    },
);
my @order = ('game_parse', 'replay, a record', 'replay, captures stated');
my %best;
for my $round (1 .. 3) {
    for my $name (@order) {
        my $t = time;
        my $done = $run{$name}->();
        my $took = time - $t;
        die "$name: $done of $games\n" unless $done == $games;
        $best{$name} = $took if !defined $best{$name} || $took < $best{$name};
    }
}
printf "%d moves in %d games, %s backend; the best of three:\n", $moves, $games, Game::Brandubh::Notation::BACKEND();
for my $name (@order) {
    printf "  %-24s %8.3f s  %11.0f moves/s  %6.2fx game_parse's time\n", $name, $best{$name}, $moves / $best{$name},
        $best{$name} / $best{game_parse};
}
my $ratio = $best{'replay, a record'} / $best{game_parse};
printf "target: replay no slower than game_parse: %s (%.2fx)\n", $ratio <= 1 ? 'met' : 'missed', $ratio;
