#!/usr/bin/perl
# The fault readers behind the *_why functions, beside the readers they
# find faults for, side by side in one run: calls a second of each on the
# same refused texts, and the ratio.
#
#   perl Makefile.PL && make && perl -Mblib bench/faults.pl [SECONDS]
#
# The texts are those of bench/move.pl's refused lines (moves), and
# positions and records refused for a fault of each kind.
use strict;
use warnings;
use Benchmark qw(timethese);
use Game::Brandubh::Notation ();

my $seconds = shift || 3;
my $backend = Game::Brandubh::Notation::BACKEND();
my %texts = (
    move     => [map { ("d1-d9 $_", "Kd4-d1x$_", "word$_", "z$_", "d1d3++x$_")[$_ % 5] } 1 .. 1000],
    position => [map { ('7/7/7/7/7/7 a', "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 $_", "8/7/7/7/7/7/7 a", "x$_")[$_ % 4] } 1 .. 1000],
    game     => [map { ("variant x\nmoves zz$_\n", "variant x\nmoves\nmoves\n", "moves d1d3 Kd1-d3\n", "variant x$_\nresult drawn\n")[$_ % 4] } 1 .. 1000],
);
my %reader = (move => 'move_parse', position => 'position_ok', game => 'game_parse');
printf "Game::Brandubh::Notation %s (%s), perl %s; calls a second, 1,000 refused texts a round\n",
    $Game::Brandubh::Notation::VERSION, $backend, $^V;
printf "%-9s %14s %14s %8s\n", 'kind', 'fault reader', 'reader', 'ratio';
for my $kind (qw(move position game)) {
    no strict 'refs';
    my $fault = \&{"Game::Brandubh::Notation::${backend}::${kind}_fault"};
    my $read = \&{"Game::Brandubh::Notation::$reader{$kind}"};
    my $t = $texts{$kind};
    my $r = timethese(-$seconds, {
        fault  => sub { for (@$t) { my $f = $fault->($_) } },
        reader => sub { for (@$t) { my $f = $read->($_) } },
    }, 'none');
    my %rate = map { $_ => 1000 * $r->{$_}->iters / $r->{$_}->cpu_a } keys %$r;
    printf "%-9s %14.0f %14.0f %8.2f\n", $kind, $rate{fault}, $rate{reader}, $rate{reader} / $rate{fault};
}
