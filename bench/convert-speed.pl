#!/usr/bin/perl
# The command on many games, side by side in one run: check of a file of
# records against convert --from nielsen (to records) and convert --from
# otn of the same games as lists, a game a line: whole processes of this
# build's bin/brandubh-notation, each timed in turns, the best of three,
# with its ratio to check's time. The target (issue 55): convert --from
# nielsen at most 4x check on the same games. convert --from nielsen --to
# otn, beside them, times the lists written (list_to_dialect) too.
#
#   perl Makefile.PL && make && perl -Mblib bench/convert-speed.pl [GAMES]
#
# GAMES is 105,000 unless given: the games of t/data/dialects (4 to 64
# moves, 30 on average; aagenielsen.dk's captures and all), repeated.
# GAME_BRANDUBH_NOTATION_BACKEND=PP times the plain-Perl backend.
use strict;
use warnings;
use FindBin;
use File::Temp qw(tempdir);
use Time::HiRes qw(time);

my $n = @ARGV ? $ARGV[0] : 105_000;
my $top = "$FindBin::Bin/..";
my $dir = tempdir(CLEANUP => 1);
my %file;
for my $d (qw(nielsen otn)) {
    open my $in, '<', "$top/t/data/dialects/$d.txt" or die "$d: $!";
    chomp(my @games = <$in>);
    open my $out, '>', "$dir/games.$d" or die $!;
    print {$out} $games[ $_ % @games ], "\n" for 0 .. $n - 1;
    close $out or die $!;
    $file{$d} = "$dir/games.$d";
}
my @command = ($^X, "-I$top/blib/lib", "-I$top/blib/arch", "$top/bin/brandubh-notation");
system("@command convert --from nielsen --to record $file{nielsen} > $dir/games.txt 2> /dev/null") == 0
    or die "the records were not written\n";

my %run = (
    'check, records'        => "check $dir/games.txt",
    'convert --from nielsen' => "convert --from nielsen --to record $file{nielsen}",
    'convert --from otn'     => "convert --from otn --to record $file{otn}",
    'convert nielsen to otn' => "convert --from nielsen --to otn $file{nielsen}",
);
my @order = ('check, records', 'convert --from nielsen', 'convert --from otn', 'convert nielsen to otn');
my %best;
for my $round (1 .. 3) {
    for my $name (@order) {
        my $t = time;
        my $status = system("@command $run{$name} > /dev/null 2> $dir/err");
        my $took = time - $t;
        die "$name: exit $status\n" . `tail -3 $dir/err` if $status;
        $best{$name} = $took if !defined $best{$name} || $took < $best{$name};
    }
}
printf "%d games, %s backend; whole processes, the best of three:\n", $n,
    $ENV{GAME_BRANDUBH_NOTATION_BACKEND} || 'default';
for my $name (@order) {
    printf "  %-24s %8.2f s  %6.1fx check's time\n", $name, $best{$name}, $best{$name} / $best{'check, records'};
}
my $ratio = $best{'convert --from nielsen'} / $best{'check, records'};
printf "target: convert --from nielsen at most 4x check: %s (%.1fx)\n", $ratio <= 4 ? 'met' : 'missed', $ratio;
