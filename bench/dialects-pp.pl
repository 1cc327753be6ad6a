#!/usr/bin/perl
# The plain-Perl reader of move lists (Dialects.pm's twin) on the shown
# form, aagenielsen.dk's notation and OpenTafl's, the same games in each:
# the best of five over 10,000 lists, in seconds. Run it with -Mblib in
# each of two builds, in turns, to compare them (the issue's "the PP
# backend no slower than today's"); a build whose Dialects.pm has no twin
# (one from before the C core read lists) is timed by its list_from_dialect,
# which was its plain-Perl reader.
#
#   cd BUILD && perl -Mblib /path/to/bench/dialects-pp.pl
#
# GAME_BRANDUBH_NOTATION_BACKEND=PP times it under the plain-Perl backend.
use strict;
use warnings;
use FindBin;
use Time::HiRes qw(time);
use Game::Brandubh::Notation::Dialects qw(list_to_dialect list_from_dialect);

my $read = defined &Game::Brandubh::Notation::Dialects::_list_from_dialect_pp
    ? \&Game::Brandubh::Notation::Dialects::_list_from_dialect_pp : \&list_from_dialect;
open my $fh, '<', "$FindBin::Bin/../t/data/dialects/nielsen.txt" or die "nielsen.txt: $!";
chomp(my @games = <$fh>);
my @dialects = qw(shown nielsen otn);
my %lists = map {
    my $d = $_;
    ($d => [ grep {defined} map { list_to_dialect($d, list_from_dialect('nielsen', $_)) } @games ]);
} @dialects;
for my $d (@dialects) {
    my ($best, $lists) = (undef, $lists{$d});
    for (1 .. 5) {
        my $t = time;
        for my $i (1 .. 10_000) { $read->($d, $lists->[ $i % @$lists ]) or die "$d: not read: $lists->[ $i % @$lists ]\n" }
        my $took = time - $t;
        $best = $took if !defined $best || $took < $best;
    }
    printf '%s %.3f s  ', $d, $best;
}
print "\n";
