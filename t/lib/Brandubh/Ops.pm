package Brandubh::Ops;

# Shared by the tests of the fast path of calls by name: whether calls
# compiled now take it, how many of a sub's calls of a function do, and the
# six functions with the count of arguments they read.

use strict;
use warnings;
use B ();
use Game::Brandubh::Notation ();

use Exporter 'import';
our @EXPORT = qw(ops_expected op_names calls_op OPS args_of);

# function => arguments
use constant OPS => (square_name => 2, square_parse => 1, move_wire => 2,
                     move_split => 1, move_parse => 1, position_ok => 1);

# True when calls by name compiled now take the fast path: the XS backend on
# a perl that has it, and not turned off.
sub ops_expected {
    return Game::Brandubh::Notation::BACKEND() eq 'XS'
        && Game::Brandubh::Notation::XS::fast_path() ? 1 : 0;
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

# The arguments of a call of the function, as Perl source: "$_[0]" or
# "$_[0], $_[1]".
sub args_of {
    my ($function) = @_;
    my %nargs = OPS;
    return join ', ', map { "\$_[$_]" } 0 .. $nargs{$function} - 1;
}

# How many calls of the function in a sub take the fast path (none under
# the PP backend, which has none).
sub calls_op {
    my ($code, $function) = @_;
    return 0 unless Game::Brandubh::Notation::BACKEND() eq 'XS';
    return scalar grep { $_ eq $function } Game::Brandubh::Notation::XS::fast_calls($code);
}

1;
