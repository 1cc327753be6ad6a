#!/usr/bin/perl
# The memory of reading the inputs that once made it grow: 200 MB of lines
# that are no record (no record boundary anywhere), one valid record of ten
# million moves (50 MB, on one line) and a single line of 200 MB, each read
# by check and by show, and by Game::Brandubh::Notation::Reader in a Perl
# loop (games => 0), with the peak memory (VmHWM) of each run and its time.
#
#   perl Makefile.PL && make && perl -Mblib bench/flat-memory.pl
#
# The files are written in a temporary folder. The target: under 64 MB.
use strict;
use warnings;
use FindBin;
use File::Temp ();
use Time::HiRes qw(time);

my $bin = "$FindBin::Bin/../bin/brandubh-notation";
my @inc = map { "-I$_" } grep { !ref } @INC;
my $dir = File::Temp->newdir;

my %file = (lines => "$dir/lines.txt", moves => "$dir/moves.txt", oneline => "$dir/oneline.txt");
{
    open my $fh, '>', $file{lines} or die $!;
    my $line = "this is a line of a server log, and no line of a game record at all\n";
    my $block = $line x 1000;
    print {$fh} $block for 1 .. int(200e6 / length $block);
    close $fh or die $!;
    my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
    open $fh, '>', $file{moves} or die $!;
    print {$fh} "variant brandubh\nmoves";
    for my $i (0 .. 9_999) {
        print {$fh} join '', map { ' ' . $squares[$_ % 49] . $squares[($_ * 7 + 3) % 49] } $i * 1000 .. $i * 1000 + 999;
    }
    print {$fh} "\n";
    close $fh or die $!;
    open $fh, '>', $file{oneline} or die $!;
    my $words = 'no record line, and no line feed either; ' x 1000;
    print {$fh} $words for 1 .. int(200e6 / length $words);
    print {$fh} "\n";
    close $fh or die $!;
}

# The command in a perl of its own, through its modulino, which reports the
# process's peak memory when it is done.
sub peak_of {
    my (@args) = @_;
    my $peak_file = "$dir/peak";
    my $work = $args[0] eq 'reader'
        ? q{require Game::Brandubh::Notation::Reader; my $r = Game::Brandubh::Notation::Reader->new($ARGV[3], games => 0);}
          . q{ 1 while $r->next; my $s = 0;}
        : q{require $ARGV[0]; my $s = Game::Brandubh::Notation::Command::main(@ARGV[2 .. $#ARGV]);};
    my $run = $work
        . q{ open my $st, '<', '/proc/self/status'; my ($k) = map { /^VmHWM:\s+(\d+)/ ? $1 : () } <$st>;}
        . q{ open my $o, '>', $ARGV[1]; print {$o} $k || 0; exit $s};
    my $t0 = time;
    system($^X, @inc, '-e', "open STDOUT, q{>}, q{/dev/null} or die; open STDERR, q{>}, q{/dev/null} or die; $run",
           $bin, $peak_file, @args);
    my $took = time - $t0;
    open my $pk, '<', $peak_file or die "$peak_file: $!";
    my $kb = <$pk>;
    return ($kb / 1024, $took);
}

printf "%-10s %-7s %8s %8s\n", 'input', 'command', 'peak MB', 'seconds';
my $worst = 0;
for my $input (qw(lines moves oneline)) {
    for my $command (qw(check show reader)) {
        my ($mb, $took) = peak_of($command, $file{$input});
        printf "%-10s %-7s %8.0f %8.2f\n", $input, $command, $mb, $took;
        $worst = $mb if $mb > $worst;
    }
}
printf "\ntarget\n  %-4s peak under 64 MB: %.0f MB at the most\n", $worst < 64 ? 'met' : 'MISS', $worst;
