#!/usr/bin/perl
# Reading move lists, side by side in one run with game_parse on the same
# games: list_from_dialect over lists in aagenielsen.dk's notation (the
# form of the real collections: captures and all) and in OpenTafl's
# (numbered, a king's letter and marks), against game_parse over the same
# games as records; each timed over all the games, the best of five taken
# in turns, with the ratio of each to game_parse. With the XS backend, the
# plain-Perl reader (Dialects.pm's twin) is timed beside it, on a tenth of
# the games (it is some twenty times slower), its ratio per game.
#
#   perl Makefile.PL && make && perl -Mblib bench/dialects.pl [GAMES]
#
# GAMES is 1,000,000 unless given: the games of t/data/dialects (4 to 64
# moves, 30 on average), repeated.
use strict;
use warnings;
use FindBin;
use Time::HiRes qw(time);
use Game::Brandubh::Notation qw(game_parse game_string);
use Game::Brandubh::Notation::Dialects qw(list_from_dialect);

my $n = @ARGV ? $ARGV[0] : 1_000_000;
my $data = "$FindBin::Bin/../t/data/dialects";
sub lines_of { my ($file) = @_; open my $fh, '<', "$data/$file" or die "$file: $!"; return map { chomp; $_ } <$fh> }
my %lists = map { $_ => [lines_of("$_.txt")] } qw(nielsen otn);
my @records = map {
    my $list = list_from_dialect('nielsen', $_) or die "not read: $_";
    my %game = %{ $list->{game} };
    delete $game{result} unless $game{result};
    game_string(\%game);
} @{ $lists{nielsen} };
my $games = @records;
my $moves = 0;
$moves += () = /\S+/g for @{ $lists{nielsen} };

my $pp_n = int($n / 10) || 1;
my $xs = Game::Brandubh::Notation::BACKEND() eq 'XS';
my %run = (
    game_parse => sub { my $k = 0; for my $i (1 .. $n) { $k++ if game_parse($records[ $i % $games ]) } return $k },
    'list_from_dialect nielsen' => sub { my $k = 0; for my $i (1 .. $n) { $k++ if list_from_dialect('nielsen', $lists{nielsen}[ $i % $games ]) } return $k },
    'list_from_dialect otn' => sub { my $k = 0; for my $i (1 .. $n) { $k++ if list_from_dialect('otn', $lists{otn}[ $i % $games ]) } return $k },
    map {
        my $d = $_;
        ("plain Perl's $d" => sub {
            my $k = 0;
            for my $i (1 .. $pp_n) { $k++ if Game::Brandubh::Notation::Dialects::_list_from_dialect_pp($d, $lists{$d}[ $i % $games ]) }
            return $k;
        });
    } qw(nielsen otn)
);
my %calls = map { $_ => /\Aplain/ ? $pp_n : $n } keys %run;
my @order = ('game_parse', 'list_from_dialect nielsen', 'list_from_dialect otn', $xs ? ("plain Perl's nielsen", "plain Perl's otn") : ());
my %best;
for my $round (1 .. 5) {
    for my $name (@order) {
        my $t = time;
        my $read = $run{$name}->();
        my $took = time - $t;
        die "$name read $read of $calls{$name}\n" unless $read == $calls{$name};
        $took *= $n / $calls{$name};    # as if over all the games
        $best{$name} = $took if !defined $best{$name} || $took < $best{$name};
    }
}
printf "%d games (%.1f tokens a game), %s backend; the best of five (plain Perl's on %d games, scaled):\n", $n, $moves / $games,
    Game::Brandubh::Notation::BACKEND(), $pp_n;
for my $name (@order) {
    printf "  %-27s %8.2f s  %9.0f games/s  %6.1fx game_parse's time\n", $name, $best{$name}, $n / $best{$name},
        $best{$name} / $best{game_parse};
}
