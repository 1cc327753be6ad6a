#!/usr/bin/perl
# The command against the library, on a log of many records, side by side
# in one run: the library's own loop over the records (game_parse on each,
# the records already in memory) beside brandubh-notation check reading the
# same records from a file, as text and as JSON Lines, and the command's
# peak memory.
#
#   perl Makefile.PL && make && perl -Mblib bench/command.pl [RECORDS]
#
# RECORDS is 1,000,000 unless given: a file of about 180 MB, written in a
# temporary folder. Each time is the best of three runs.
use strict;
use warnings;
use FindBin;
use File::Temp ();
use Time::HiRes qw(time);
use Game::Brandubh::Notation ();

my $n = shift || 1_000_000;
my $bin = "$FindBin::Bin/../bin/brandubh-notation";
my @inc = map { "-I$_" } grep { !ref } @INC;
my $dir = File::Temp->newdir;
my $file = "$dir/log.txt";

# Records of 30 moves each, as game_string writes them, one after another.
my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
my @records;
for my $i (0 .. $n - 1) {
    my @moves = map { $squares[($i + $_) % 49] . $squares[($i * 7 + $_ * 3) % 49] } 0 .. 29;
    push @records, Game::Brandubh::Notation::game_string({ variant => 'brandubh', moves => \@moves,
        $i % 10 ? () : (result => { how => 'resign', by => 'defenders' }) });
}
open my $fh, '>', $file or die $!;
print {$fh} @records;
close $fh;
printf "%d records, %.0f MB, Game::Brandubh::Notation %s (%s), perl %s\n", $n, (-s $file) / 1e6,
    $Game::Brandubh::Notation::VERSION, Game::Brandubh::Notation::BACKEND(), $^V;

sub best {
    my ($code) = @_;
    my $best;
    for (1 .. 3) {
        my $t0 = time;
        $code->();
        my $took = time - $t0;
        $best = $took if !defined $best || $took < $best;
    }
    return $best;
}

my $library = best(sub { Game::Brandubh::Notation::game_parse($_) or die 'refused' for @records });
@records = ();    # not to count them in what follows

# The command in a perl of its own, through its modulino, which reports
# the process's peak memory when it is done.
my $peak_file = "$dir/peak";
sub command {
    my (@args) = @_;
    my $run = q{require $ARGV[0]; my $s = Game::Brandubh::Notation::Command::main(@ARGV[2 .. $#ARGV]);}
        . q{ open my $st, '<', '/proc/self/status'; my ($k) = map { /^VmHWM:\s+(\d+)/ ? $1 : () } <$st>;}
        . q{ open my $o, '>', $ARGV[1]; print {$o} $k || 0; exit $s};
    my $status = system($^X, @inc, "-e", "open STDOUT, q{>}, q{/dev/null} or die; $run", $bin, $peak_file, @args);
    die "the command failed: @args\n" if $status;
    return;
}
my $text = best(sub { command('check', $file) });
open my $pk, '<', $peak_file or die $!;
my $peak = <$pk> / 1024;
close $pk;
my $json = best(sub { command('check', '--format', 'json', $file) });

printf "%-44s %8.2f s\n", 'library: game_parse on each record, in memory', $library;
printf "%-44s %8.2f s  %5.2fx the library  (peak memory %.0f MB)\n", 'brandubh-notation check', $text,
    $text / $library, $peak;
printf "%-44s %8.2f s  %5.2fx the library\n", 'brandubh-notation check --format json', $json, $json / $library;
print "\ntargets\n";
printf "  %-4s check at most 3x the library: %.2fx\n", $text / $library <= 3 ? 'met' : 'MISS', $text / $library;
printf "  %-4s check --format json at most 3x the library: %.2fx\n", $json / $library <= 3 ? 'met' : 'MISS',
    $json / $library;
printf "  %-4s peak memory of check under 100 MB: %.0f MB\n", $peak < 100 ? 'met' : 'MISS', $peak;
