#!/usr/bin/perl
# Writing move lists, side by side in one run with game_string on the same
# games: list_to_dialect (aagenielsen.dk's notation, OpenTafl's and the
# shown form) over the answers list_from_dialect gives of the games of
# t/data/dialects, against game_string over the same games (the game of
# each answer); each timed over all the games, the best of five taken in
# turns, with the ratio of each to game_string. The issue that put the
# readers in the C core asked to measure the writers before moving them.
#
#   perl Makefile.PL && make && perl -Mblib bench/dialects-writers.pl [GAMES]
#
# GAMES is 1,000,000 unless given: the games of t/data/dialects (4 to 64
# moves, 30 on average), repeated.
use strict;
use warnings;
use FindBin;
use Time::HiRes qw(time);
use Game::Brandubh::Notation qw(game_string);
use Game::Brandubh::Notation::Dialects qw(list_from_dialect list_to_dialect);

my $n = @ARGV ? $ARGV[0] : 1_000_000;
open my $fh, '<', "$FindBin::Bin/../t/data/dialects/nielsen.txt" or die "nielsen.txt: $!";
chomp(my @lines = <$fh>);
# (the games each of the three writes: OTN has no word for a timeout)
my @lists = grep {
    my $list = $_;
    !grep { !defined list_to_dialect($_, $list) } qw(nielsen otn shown);
} map { list_from_dialect('nielsen', $_) or die "not read: $_" } @lines;
my $games = @lists;
my $moves = 0;
$moves += @{ $_->{game}{moves} } for @lists;
my %run = (
    game_string => sub { my $k = 0; for my $i (1 .. $n) { $k++ if defined game_string($lists[ $i % $games ]{game}) } return $k },
    map {
        my $d = $_;
        ("list_to_dialect $d" => sub { my $k = 0; for my $i (1 .. $n) { $k++ if defined list_to_dialect($d, $lists[ $i % $games ]) } return $k });
    } qw(nielsen otn shown)
);
my @order = ('game_string', map {"list_to_dialect $_"} qw(nielsen otn shown));
my %best;
for my $round (1 .. 5) {
    for my $name (@order) {
        my $t = time;
        my $wrote = $run{$name}->();
        my $took = time - $t;
        die "$name wrote $wrote of $n\n" unless $wrote == $n;
        $best{$name} = $took if !defined $best{$name} || $took < $best{$name};
    }
}
printf "%d games (%.1f moves a game), %s backend; the best of five:\n", $n, $moves / $games, Game::Brandubh::Notation::BACKEND();
for my $name (@order) {
    printf "  %-25s %8.2f s  %9.0f games/s  %6.1fx game_string's time\n", $name, $best{$name}, $n / $best{$name},
        $best{$name} / $best{game_string};
}
