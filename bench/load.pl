#!/usr/bin/perl
# What loading the module costs: perl started and the module loaded with
# its tags (use Game::Brandubh::Notation qw(:all), and the *_why from Game::Brandubh::Notation::Why), each backend,
# beside perl alone, beside what any pure-Perl module of the interface
# loads at least (strict, warnings, Exporter and constant, as 0.01 does),
# and beside a module made as 0.01 is, imported with a tag.
# The runs of each are taken in turns, so that a noisy machine slows all
# alike; each figure is the median of its runs.
#
#   perl bench/load.pl [RUNS [LIB...]]
#
# LIBs are put before @INC (default: blib/lib and blib/arch when there is a
# blib, which loads through DynaLoader, as no install does: give the
# folders of an install, perl Makefile.PL INSTALL_BASE=..., for the figure
# users see).
use strict;
use warnings;
use Time::HiRes qw(time);

my $runs = shift || 40;
my @lib = @ARGV ? @ARGV : -d 'blib' ? ('blib/lib', 'blib/arch') : ();
my @inc = map { "-I$_" } @lib;

my @rows = (
    ['perl alone',                     {}, '1'],
    ['strict warnings Exporter constant', {}, 'use strict; use warnings; use Exporter; use constant; 1'],
    # a module made as 0.01 is (its import Exporter's, a constant, tags),
    # imported with a tag, which loads Exporter::Heavy: all of 0.01's
    # loading but the compiling of its own 230 lines
    ['as 0.01 is made, a tag imported', {},
     'package As001; use strict; use warnings; use Exporter "import"; use constant SETUP => "x";'
     . ' our @EXPORT_OK = ("SETUP"); our %EXPORT_TAGS = (all => \@EXPORT_OK); package main; As001->import(":all"); 1'],
    ['the module, XS',                 { GAME_BRANDUBH_NOTATION_BACKEND => 'XS' }, 'use Game::Brandubh::Notation qw(:all); use Game::Brandubh::Notation::Why qw(:all); 1'],
    ['the module, PP',                 { GAME_BRANDUBH_NOTATION_BACKEND => 'PP' }, 'use Game::Brandubh::Notation qw(:all); use Game::Brandubh::Notation::Why qw(:all); 1'],
);
my %times;
for my $run (1 .. $runs) {
    for my $row (@rows) {
        my ($name, $env, $code) = @$row;
        local @ENV{ keys %$env } = values %$env;
        my $start = time;
        system { $^X } $^X, @inc, '-e', $code;
        die "$name: exit $?\n" if $?;
        push @{ $times{$name} }, time - $start;
    }
}
sub median { my @s = sort { $a <=> $b } @_; return $s[$#s / 2] }
my $floor = median(@{ $times{ $rows[1][0] } });
my $alone = median(@{ $times{ $rows[0][0] } });
printf "%-36s %9s %9s %12s\n", 'loaded', 'ms', '/floor', 'beyond perl';
for my $row (@rows) {
    my $t = median(@{ $times{ $row->[0] } });
    printf "%-36s %9.2f %8.2fx %9.2f ms\n", $row->[0], $t * 1000, $t / $floor, ($t - $alone) * 1000;
}
