#!/usr/bin/perl
# The plain-Perl backend where its limits were: a long text that is not a
# position, a move of many captures, and a tied array of moves that claims
# a billion and holds a bad one early; beside the XS, in one run.
#
#   perl Makefile.PL && make && perl -Mblib bench/pp-limits.pl
use strict;
use warnings;
use Time::HiRes qw(time);
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();

{
    package Brandubh::Claims;
    sub TIEARRAY { bless { fetches => 0 }, $_[0] }
    sub FETCHSIZE { 1_000_000_000 }
    sub FETCH { $_[0]{fetches}++; $_[1] < 3000 ? 'd1d3' : 'bad' }
}

my @cases = (
    ['position_ok of 10,000,000 digits 1', 'position_ok', '1' x 10_000_000],
    ['position_ok of 5,000,000 rows', 'position_ok', ('7/' x 5_000_000) . '7 a'],
    ['move_parse of 70,000 captures', 'move_parse', 'Kd1-d3x' . join(',', ('c3') x 70_000) . '++'],
    ['game_string of a tied array claiming a billion moves, the 3001st bad', 'game_string', undef],
);
printf "%-72s %10s %10s\n", 'case', 'XS (s)', 'PP (s)';
for my $case (@cases) {
    my ($name, $function, $arg) = @$case;
    my @took;
    for my $backend ('Game::Brandubh::Notation', 'Game::Brandubh::Notation::PP') {
        my $code = $backend->can($function);
        tie my @claims, 'Brandubh::Claims';
        my $t0 = time;
        $code->(defined $arg ? $arg : { moves => \@claims });
        push @took, time - $t0;
    }
    printf "%-72s %10.4f %10.4f\n", $name, @took;
}
