package Brandubh::Ops;

# Shared by the tests of the custom ops: whether this build makes them, the
# names of the ops a sub compiled to, and the six functions with the count
# of arguments a call must have to become an op.

use strict;
use warnings;
use B ();
use Game::Brandubh::Notation ();

use Exporter 'import';
our @EXPORT = qw(ops_expected op_names calls_op OPS args_of);

# function => arguments
use constant OPS => (square_name => 2, square_parse => 1, move_wire => 2,
                     move_split => 1, move_parse => 1, position_ok => 1);

# True when calls compiled now become ops: the XS backend on a perl that has
# them, and not turned off.
sub ops_expected {
    return Game::Brandubh::Notation::BACKEND() eq 'XS' && Game::Brandubh::Notation::_ops();
}

# The names of all the ops of a sub, kids included.
sub op_names {
    my ($code) = @_;
    my @names;
    my @todo = (B::svref_2object($code)->ROOT);
    while (my $op = shift @todo) {
        next unless $$op;
        push @names, $op->name;
        if ($op->flags & B::OPf_KIDS) {
            for (my $kid = $op->first; $$kid; $kid = $kid->sibling) { push @todo, $kid }
        }
    }
    return @names;
}

# The arguments of a call of the function that may compile to its op, as
# Perl source: "$_[0]" or "$_[0], $_[1]".
sub args_of {
    my ($function) = @_;
    my %nargs = OPS;
    return join ', ', map { "\$_[$_]" } 0 .. $nargs{$function} - 1;
}

# How many times a sub has the op of the function.
sub calls_op {
    my ($code, $function) = @_;
    return scalar grep { $_ eq "brandubh_$function" } op_names($code);
}

1;
