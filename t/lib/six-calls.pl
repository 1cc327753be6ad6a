# A program of its own for t/66-op-debugger.t and t/69-op-switch.t: calls
# each of the six functions that may compile to ops, by name, and prints
# the answers, how many of the calls were compiled to ops, and whether ops
# are on.
use strict;
use warnings;
use Game::Brandubh::Notation ':all';
use Brandubh::Ops;

sub run {
    join ' ', square_name(3, 3), move_wire('d1', 'd3'), square_parse('d4'), move_split('d1d3'),
        move_parse('Kd1-d3'), position_ok(SETUP);
}
my $ops = grep { /^brandubh_/ } op_names(\&run);
my $on = defined &Game::Brandubh::Notation::_ops ? Game::Brandubh::Notation::_ops() : 0;
print run(), "\nops $ops, on $on\n";
