# A program of its own for t/doors/op-debugger.t and t/doors/op-switch.t: calls
# each function with a fast path by name, with the arguments of its first
# example in the tests' table, and prints the answers, how many of the calls
# take the fast path, and whether it is on. fast_calls_answers() in
# Brandubh::Functions says what it prints (the answers).
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/inc.pl" }
use Game::Brandubh::Notation ':all';
use Brandubh::Functions qw(fast_calls_source);
use Brandubh::Ops;

my $run = eval "sub { " . fast_calls_source() . " }" or die $@;
my %nargs = OPS;
my $ops = grep { calls_op($run, $_) } keys %nargs;
my $on = ops_expected();
print $run->(), "\nops $ops, on $on\n";
