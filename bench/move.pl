#!/usr/bin/perl
# brandubh-notation move on accepted lines beside refused ones, side by
# side in one run: the cost of a refused line against an accepted one.
#
#   perl Makefile.PL && make && perl -Mblib bench/move.pl [LINES]
#
# LINES is 300,000 unless given. The accepted lines are moves as they are
# shown; the refused ones are all different (a number in each), of the
# faults a log holds: a square off the board, a move cut short, a word.
# Each time is the best of five runs of the command in a perl of its own.
use strict;
use warnings;
use FindBin;
use File::Temp ();
use Time::HiRes qw(time);
use Game::Brandubh::Notation ();

my $n = shift || 300_000;
my $bin = "$FindBin::Bin/../bin/brandubh-notation";
my @inc = map { "-I$_" } grep { !ref } @INC;
my $dir = File::Temp->newdir;
my @shown = ('Kd4-d1', 'c5-c4xd4#', 'd1-d3xc3,e3', 'a4b4', 'Kd4-g4++');
my %lines = (
    accepted => [map { $shown[$_ % @shown] } 1 .. $n],
    refused  => [map { ("d1-d9 $_", "Kd4-d1x$_", "word$_", "z$_", "d1d3++x$_")[$_ % 5] } 1 .. $n],
);
my %file;
for my $kind (sort keys %lines) {
    $file{$kind} = "$dir/$kind.txt";
    open my $fh, '>', $file{$kind} or die $!;
    print {$fh} map { "$_\n" } @{ $lines{$kind} };
    close $fh or die $!;
}
printf "%d lines each, Game::Brandubh::Notation %s (%s), perl %s\n", $n,
    $Game::Brandubh::Notation::VERSION, Game::Brandubh::Notation::BACKEND(), $^V;

sub run_once {
    my ($kind) = @_;
    open my $saved_in, '<&', \*STDIN or die $!;
    open my $saved_out, '>&', \*STDOUT or die $!;
    open STDIN, '<', $file{$kind} or die $!;
    open STDOUT, '>', "$dir/out" or die $!;
    my $t0 = time;
    system { $^X } $^X, @inc, $bin, 'move';
    my $took = time - $t0;
    open STDIN, '<&', $saved_in or die $!;
    open STDOUT, '>&', $saved_out or die $!;
    return ($took, -s "$dir/out");
}

# accepted, refused, accepted, ...: each the best of its five
my %best;
my %size;
for (1 .. 5) {
    for my $kind (qw(accepted refused)) {
        my ($took, $size) = run_once($kind);
        $best{$kind} = $took if !defined $best{$kind} || $took < $best{$kind};
        $size{$kind} = $size;
    }
}
for my $kind (qw(accepted refused)) {
    printf "%-9s %6.3f s  %8.0f lines/s  writes %.1f bytes a line\n", $kind, $best{$kind}, $n / $best{$kind},
        $size{$kind} / $n;
}
printf "refused/accepted: %.2f\n", $best{refused} / $best{accepted};
