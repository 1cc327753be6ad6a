package Brandubh::Functions;

# The tests' table of the functions, the one place the tests state them:
# each function's name, the count of arguments it reads, whether it is
# public (exported, and documented in Game::Brandubh::Notation), and
# whether calls by name of it take the fast path. t/95-table.t holds the
# XS's own table (xs/functions.h) to it.

use strict;
use warnings;

use Exporter 'import';
our @EXPORT_OK = qw(FUNCTIONS public_functions fast_functions fault_functions nargs_of fault_reader);

# name, arguments, public, fast path
use constant FUNCTIONS => (
    [square_name    => 2, 1, 1],
    [square_parse   => 1, 1, 1],
    [move_wire      => 2, 1, 1],
    [move_split     => 1, 1, 1],
    [move_parse     => 1, 1, 1],
    [move_display   => 2, 1, 0],
    [position_ok    => 1, 1, 1],
    [position_cells => 1, 1, 0],
    [game_string    => 1, 1, 0],
    [game_parse     => 1, 1, 0],
    [position_fault => 1, 0, 0],
    [move_fault     => 1, 0, 0],
    [game_fault     => 1, 0, 0],
);

# The public functions, the six with a fast path, and the fault readers
# each backend has beside them, in the table's order.
sub public_functions { return map { $_->[0] } grep { $_->[2] } FUNCTIONS }
sub fast_functions   { return map { $_->[0] } grep { $_->[3] } FUNCTIONS }
sub fault_functions  { return map { $_->[0] } grep { !$_->[2] } FUNCTIONS }

# The count of arguments a function reads.
sub nargs_of {
    my ($name) = @_;
    my ($row) = grep { $_->[0] eq $name } FUNCTIONS;
    die "no function $name in the tests' table\n" unless $row;
    return $row->[1];
}

# A backend's fault reader of a kind (position, move, game): the backend in
# use, or the one named (XS or PP).
sub fault_reader {
    my ($kind, $backend) = @_;
    $backend = Game::Brandubh::Notation::BACKEND() unless defined $backend;
    no strict 'refs';
    return \&{"Game::Brandubh::Notation::${backend}::${kind}_fault"};
}

1;
