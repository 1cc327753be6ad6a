#!/usr/bin/env perl
# 0.01 beside this module on the odd values of t/lib/Brandubh/OddValues.pl:
# each value in every argument of every function, in list and scalar
# context, with what it warns and dies of.
#
#   perl tools/v001-odd-values.pl V001_LIB               # the differences
#   perl tools/v001-odd-values.pl --record V001_LIB      # 0.01's outcomes
#
# V001_LIB is a folder holding 0.01's Game/Brandubh/Notation.pm (0.01 is
# public, and is not shipped here). The first form runs the cases under
# 0.01 and under this module's three states (the XS, the XS with
# GAME_BRANDUBH_NOTATION_OPS=0, the PP backend), each in a perl of its own
# (this perl, with blib/ built), and prints each case where one differs
# from 0.01; it exits 1 if any does. The second records 0.01's outcomes on
# this perl in t/data/v001/ (the first perl's in outcomes.txt, each perl's
# own where they differ in SIGNATURE.txt), which t/functions/odd-values.t
# holds the module to; tools/v001-record.sh does so for every perl of the
# matrix.
use strict;
use warnings;
use FindBin;
use File::Spec;
use Config ();

use Cwd ();
my $root = Cwd::abs_path(File::Spec->catdir($FindBin::Bin, File::Spec->updir));
my $record = @ARGV && $ARGV[0] eq '--record' ? shift : undef;
my $emit = @ARGV && $ARGV[0] eq '--emit' ? shift : undef;

if ($emit) {
    # in the child: the cases, under whichever module @INC finds first
    require "$root/t/lib/inc.pl";
    require Game::Brandubh::Notation;
    require Brandubh::OddValues;
    binmode STDOUT;
    for my $case (Brandubh::OddValues::cases()) {
        my $line = Brandubh::OddValues::outcome($case->[1]);
        utf8::encode($line);
        print "$case->[0]\t$line\n";
    }
    exit 0;
}

my $lib = shift or die "usage: $0 [--record] V001_LIB\n";
-e "$lib/Game/Brandubh/Notation.pm" or die "$0: no 0.01 in $lib (Game/Brandubh/Notation.pm)\n";
my @blib = ("-I$root/blib/lib", "-I$root/blib/arch");

sub run_cases {
    my ($env, @inc) = @_;
    local @ENV{keys %$env} = values %$env;
    open my $fh, '-|', $^X, @inc, $0, '--emit' or die "$^X: $!";
    binmode $fh;
    my @lines = <$fh>;
    close $fh or die "$0 --emit failed (status $?)\n";
    return @lines;
}

my @v001 = run_cases({}, "-I$lib");
if ($record) {
    # the outcomes of the first perl recorded are the base
    # (outcomes.txt); each perl's own file holds the cases where its
    # outcomes differ from those, and is there to say it was recorded
    require "$root/t/lib/inc.pl";
    require Brandubh::OddValues;
    my $dir = File::Spec->catdir($root, 't', 'data', 'v001');
    my $base = File::Spec->catfile($dir, 'outcomes.txt');
    my @base = @v001;
    if (-e $base) {
        open my $in, '<', $base or die "$base: $!";
        binmode $in;
        @base = grep { !/\A#/ } <$in>;
    }
    else {
        open my $out, '>', $base or die "$base: $!";
        binmode $out;
        print {$out} "# 0.01's outcomes on perl $^V (ivsize $Config::Config{ivsize}, nvsize $Config::Config{nvsize}),",
            " by tools/v001-odd-values.pl --record\n", @base;
        close $out or die "$base: $!";
        print "wrote $base: ", scalar @base, " cases\n";
    }
    @base == @v001 or die "$base has " . scalar(@base) . " cases, this perl " . scalar(@v001) . "\n";
    my @own = map { $v001[$_] ne $base[$_] ? $v001[$_] : () } 0 .. $#v001;
    my $file = File::Spec->catfile($dir, Brandubh::OddValues::signature() . '.txt');
    open my $out, '>', $file or die "$file: $!";
    binmode $out;
    print {$out} "# 0.01's outcomes on perl $^V where they differ from outcomes.txt's,",
        " by tools/v001-odd-values.pl --record\n", @own;
    close $out or die "$file: $!";
    print "wrote $file: ", scalar @own, " cases differ from the base\n";
    exit 0;
}

my %states = (
    'XS' => { GAME_BRANDUBH_NOTATION_BACKEND => 'XS' },
    'XS, OPS=0' => { GAME_BRANDUBH_NOTATION_BACKEND => 'XS', GAME_BRANDUBH_NOTATION_OPS => 0 },
    'PP' => { GAME_BRANDUBH_NOTATION_BACKEND => 'PP' },
);
my $differ = 0;
for my $state (sort keys %states) {
    my @ours = run_cases($states{$state}, @blib);
    @ours == @v001 or die "$state gave " . scalar(@ours) . " cases, 0.01 " . scalar(@v001) . "\n";
    for my $i (0 .. $#v001) {
        next if $ours[$i] eq $v001[$i];
        $differ++;
        print "$state differs:\n  0.01: $v001[$i]  ours: $ours[$i]";
    }
}
printf "%d cases, in 3 states: %s\n", scalar @v001, $differ ? "$differ differ from 0.01" : 'every one as 0.01';
exit($differ ? 1 : 0);
