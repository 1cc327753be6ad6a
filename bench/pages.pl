#!/usr/bin/perl
# A collection as web pages, side by side in one run: one show --pages run
# (the file read once, a page a game and an index) against one show
# --format html --record N per game (each a process that reads the file up
# to its game again), whole processes of this build's bin/brandubh-notation,
# the pages of both compared byte for byte, and the ratio printed.
#
#   perl Makefile.PL && make && perl -Mblib bench/pages.pl [GAMES [PER-GAME]]
#
# GAMES is 3,886 unless given (as many as aagenielsen.dk's brandubh
# collection): the games of t/data/dialects in aagenielsen.dk's notation
# (4 to 64 moves, 30 on average, their captures and all), repeated. The
# per-game way is timed on PER-GAME of them (200 unless given, spread over
# the file, each reading up to its own game), and its time for all GAMES is
# that, scaled: a whole run of it takes most of an hour.
# GAME_BRANDUBH_NOTATION_BACKEND=PP times the plain-Perl backend.
use strict;
use warnings;
use FindBin;
use File::Temp qw(tempdir);
use Time::HiRes qw(time);

my $n = @ARGV ? $ARGV[0] : 3886;
my $sample = @ARGV > 1 ? $ARGV[1] : 200;
$sample = $n if $sample > $n;
my $top = "$FindBin::Bin/..";
my $dir = tempdir(CLEANUP => 1);
open my $in, '<', "$top/t/data/dialects/nielsen.txt" or die "nielsen.txt: $!";
# (a game a line: the numbered games that go on over lines left out)
my @games = grep { !/^[0-9]+\./ } map { chomp; $_ } <$in>;
open my $out, '>', "$dir/games.txt" or die $!;
print {$out} $games[ $_ % @games ], "\n" for 0 .. $n - 1;
close $out or die $!;
my @command = ($^X, "-I$top/blib/lib", "-I$top/blib/arch", "$top/bin/brandubh-notation");

my $t = time;
system("@command show --pages $dir/pages --from nielsen --no-progress $dir/games.txt") == 0 or die "show --pages failed\n";
my $pages = time - $t;

my @numbers = map { 1 + int($_ * $n / $sample) } 0 .. $sample - 1;
$t = time;
for my $number (@numbers) {
    system("@command show --format html --from nielsen --record $number $dir/games.txt > $dir/one.html") == 0
        or die "show --record $number failed\n";
    system('cmp', '-s', "$dir/one.html", "$dir/pages/game-$number.html") == 0
        or die "game $number: its page differs from show --format html's\n";
}
my $each = (time - $t) * $n / $sample;

printf "%d games, %s backend; whole processes:\n", $n, $ENV{GAME_BRANDUBH_NOTATION_BACKEND} || 'default';
printf "  show --pages, one run              %8.1f s\n", $pages;
printf "  show --format html, one per game   %8.1f s%s\n", $each,
    $sample < $n ? " ($sample games timed, scaled to $n)" : '';
printf "  ratio                              %8.1fx\n", $each / $pages;
