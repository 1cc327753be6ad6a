# Which calls take the fast path, and which stay calls of the XSUB through
# Perl's own entersub: every call that names the function, compiled after
# the module was loaded, whatever its arguments; never a call through &, a
# reference or goto. Whatever the shape, the answer is the same.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;

# Compiled before the module is loaded: an ordinary call for ever.
sub early { Game::Brandubh::Notation::square_name($_[0], $_[1]) }

use Brandubh::Ops;
BEGIN { xs_only() }
use Game::Brandubh::Notation ':all';
use Brandubh::Test;

my $ops = ops_expected();
note $ops ? 'calls by name take the fast path' : 'no fast path here: every call is a call';
my %nargs = OPS;

sub is_op {
    my ($code, $function, $name) = @_;
    is(calls_op($code, $function), $ops ? 1 : 0, "$name: " . ($ops ? 'an op' : 'a call'));
}

sub is_call {
    my ($code, $function, $name) = @_;
    is(calls_op($code, $function), 0, "$name: a call");
    ok((grep { $_ eq 'entersub' } op_names($code)), "$name: entersub is there");
}

our ($f, $r, %h, @a) = (3, 3);
my ($mf, $mr) = (3, 3);

# The plain shape, whatever the scalars.
is_op(sub { square_name($mf, $mr) }, 'square_name', 'imported name, lexicals');
is_op(sub { Game::Brandubh::Notation::square_name(3, 3) }, 'square_name', 'full name, constants');
is_op(sub { square_name($f, $h{x}) }, 'square_name', 'a global and a hash element');
is_op(sub { square_name($_[0], $a[1]) }, 'square_name', 'array elements');
is_op(sub { square_name($mf + 0, "$mr") }, 'square_name', 'expressions of one scalar');
is_op(sub { square_name(scalar(@a), length $f) }, 'square_name', 'scalar() and length');
is_op(sub { move_wire('d1', 'd3') }, 'move_wire', 'move_wire');
is_op(sub { my @s = square_parse('d4') }, 'square_parse', 'square_parse');
is_op(sub { my @s = move_split('d1d3') }, 'move_split', 'move_split');
is_op(sub { move_parse('Kd1-d3') }, 'move_parse', 'move_parse');
is_op(sub { position_ok(SETUP) }, 'position_ok', 'position_ok with SETUP');
# A call as an argument, and the call around it: both by name.
is_op(sub { square_name(position_ok($f), 3) }, 'square_name', 'a call as an argument');
is(calls_op(sub { square_name(position_ok($f), 3) }, 'position_ok'), $ops ? 1 : 0,
   'the inner call too' . ($ops ? '' : ' neither'));
is_op(eval 'sub { move_parse($_[0]) }', 'move_parse', 'compiled by a string eval');

# Any arguments: the count is read as the call runs.
is_op(sub { square_name(@a) }, 'square_name', 'an array as the arguments');
is_op(sub { square_name(3) }, 'square_name', 'one argument of two');
is_op(sub { square_name(3, 3, 3) }, 'square_name', 'three arguments of two');
is_op(sub { move_parse() }, 'move_parse', 'no argument');
is_op(sub { move_parse('a', 'b') }, 'move_parse', 'two arguments of one');
is_op(sub { square_name(early(3, 3), 3) }, 'square_name', 'a sub call as an argument');
is_op(sub { square_name((3, 3)) }, 'square_name', 'a list in parentheses');
is_op(sub { move_parse((@a)[$mf]) }, 'move_parse', 'a list slice');
is_op(sub { move_split($f ? @a : $f) }, 'move_split', 'a list or a scalar');

# Calls that name no sub as they are compiled stay calls.
is_call(\&early, 'square_name', 'compiled before the module was loaded');
is_call(sub { &square_name(3, 3) }, 'square_name', '&name(...)');
is_call(sub { &square_name }, 'square_name', '&name with the current @_');
# The tree is Perl's own in every case: the call is an entersub.
ok((grep { $_ eq 'entersub' } op_names(sub { square_name(3, 3) })), 'a call on the fast path is an entersub');
ok(!(grep { !/^(?:leavesub|lineseq|nextstate|entersub|null|pushmark|const|gv)$/ } op_names(sub { square_name(3, 3) })),
   'made of the ops Perl makes for a call');
sub via_goto { goto &square_name }
is(calls_op(\&via_goto, 'square_name'), 0, 'goto &name: no op');

# And every shape answers alike.
my $ref = \&square_name;
@a = (3, 3);
is(early(3, 3), 'd4', 'compiled before loading');
is(&square_name(3, 3), 'd4', '&name(...)');
is(sub { &square_name }->(2, 2), 'c3', '&name with @_');
is(via_goto(2, 2), 'c3', 'goto &name');
is($ref->(1, 2), 'b3', 'through a reference');
is(Game::Brandubh::Notation->can('square_name')->(1, 2), 'b3', 'through can()');
is(square_name(@a), 'd4', 'an array as the arguments');
is(square_name(3, 3), 'd4', 'the plain shape');
is(square_name(3), undef, 'one argument of two');
is(square_name(3, 3, 3), 'd4', 'three arguments of two');
is(square_name(square_parse('b3'), 2), 'b3', 'a list as arguments: (1, 2, 2)');
is(square_name(position_ok(SETUP), 2), 'b3', 'a call as an argument');
is(eval 'square_name(4, 4)', 'e5', 'a string eval at run time');
is_deeply([move_split((@a)[$mf, 5])], [], 'a list slice');

# The functions with a fast path are those these tests know
# (t/lib/Brandubh/Ops.pl), and no other.
for my $function (sort keys %nargs) {
    my $args = args_of($function);
    my $code = eval "sub { $function($args); $function($args, 1) }" or die $@;
    is(calls_op($code, $function), $ops ? 2 : 0, "$function: " . ($ops ? 'the fast path' : 'a call'));
}
is(scalar(() = fast_calls(sub { move_display('d1d3', {}); game_parse('') })), 0,
   'no fast path for the other functions') if Game::Brandubh::Notation::BACKEND() eq 'XS';

done_testing;
