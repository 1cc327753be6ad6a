# A program of its own for t/66-op-debugger.t and t/69-op-switch.t: calls
# each of the six functions with a fast path, by name, and prints the
# answers, how many of the calls take the fast path, and whether it is on.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/inc.pl" }
use Game::Brandubh::Notation ':all';
use Brandubh::Ops;

sub run {
    join ' ', square_name(3, 3), move_wire('d1', 'd3'), square_parse('d4'), move_split('d1d3'),
        move_parse('Kd1-d3'), position_ok(SETUP);
}
my %nargs = OPS;
my $ops = grep { calls_op(\&run, $_) } keys %nargs;
my $on = ops_expected();
print run(), "\nops $ops, on $on\n";
