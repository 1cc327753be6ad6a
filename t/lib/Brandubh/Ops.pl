package Brandubh::Ops;

# Shared by the tests of the fast path of calls by name: whether calls
# compiled now take it, how many of a sub's calls of a function do, the
# functions that have it with the count of arguments they read, and the
# skip of a test that is about it alone.

use strict;
use warnings;
use B ();
use Game::Brandubh::Notation ();
use Brandubh::Functions qw(fast_functions nargs_of);

use Exporter 'import';
our @EXPORT = qw(ops_expected op_names calls_op fast_calls set_fast_path OPS args_of xs_only);

# function => arguments, for those with a fast path (Brandubh::Functions)
use constant OPS => map { ($_ => nargs_of($_)) } fast_functions();

# Skips the whole test unless the XS backend is in use: for the tests of
# the fast path, which the PP backend has not. Run at BEGIN, after Test::More
# is loaded.
sub xs_only {
    return if Game::Brandubh::Notation::BACKEND() eq 'XS';
    Test::More::plan(skip_all => "the fast path of calls by name is the XS backend's; the PP backend has none");
    return;
}

# True when calls by name compiled now take the fast path: the XS backend on
# a perl that has it, and not turned off.
sub ops_expected {
    return Game::Brandubh::Notation::BACKEND() eq 'XS'
        && Game::Brandubh::Notation::XS::build()->{fast_path} ? 1 : 0;
}

# Turns the fast path of calls compiled from now on on or off (the XS
# backend only).
sub set_fast_path {
    my ($on) = @_;
    Game::Brandubh::Notation::XS::configure(fast_path => $on) if Game::Brandubh::Notation::BACKEND() eq 'XS';
    return;
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
    return join ', ', map { "\$_[$_]" } 0 .. nargs_of($function) - 1;
}

# How many calls of the function in a sub take the fast path (none under
# the PP backend, which has none).
sub calls_op {
    my ($code, $function) = @_;
    return 0 unless Game::Brandubh::Notation::BACKEND() eq 'XS';
    return scalar grep { $_ eq $function } fast_calls($code);
}

# The functions of a sub's calls on the fast path, in the order of its tree
# (none under the PP backend).
sub fast_calls {
    my ($code) = @_;
    return () unless Game::Brandubh::Notation::BACKEND() eq 'XS';
    return @{ Game::Brandubh::Notation::XS::build($code)->{fast_calls} };
}

1;
