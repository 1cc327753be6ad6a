# Magic through the fast path: each argument's get-magic runs once, in the order
# the XSUB runs it; elements that do not exist are not made; Perl code run
# by a FETCH (that dies, grows the stack, or calls the function again)
# leaves the op's answer right.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Ops;
BEGIN { xs_only() }
use Brandubh::Test;
use Brandubh::Functions qw(first_example);
use Game::Brandubh::Notation ':all';

# A tied scalar that writes its value to a log at each FETCH.
{
    package Brandubh::Logged;
    sub TIESCALAR { my ($class, $value, $log) = @_; bless [$value, $log], $class }
    sub FETCH { push @{ $_[0][1] }, $_[0][0]; $_[0][0] }
}

my %nargs = OPS;

for my $function (sort keys %nargs) {
    my $args = args_of($function);
    my $named = eval "sub { [$function($args)] }" or die $@;
    my $ref = do { no strict 'refs'; \&{"Game::Brandubh::Notation::$function"} };
    is(calls_op($named, $function), ops_expected() ? 1 : 0, "$function: compiled as expected");
    my ($example, $values) = first_example($function);
    my @answers;
    my @logs;
    for my $call ($named, sub { [$ref->(@_)] }) {
        my @log;
        my @tied = (undef) x @$example;
        tie $tied[$_], 'Brandubh::Logged', $example->[$_], \@log for 0 .. $#tied;
        push @answers, $call->(@tied);
        push @logs, "@log";
    }
    is_deeply($answers[0], $answers[1], "$function of tied values: the XSUB's answer");
    is_deeply($answers[0], $values, '... the answer of their values');
    is(join(' ', sort split ' ', $logs[0]), join(' ', sort @$example), "$function: each argument fetched once");
    is($logs[0], $logs[1], "$function: in the order of a call through a reference");
}

# The same tied scalar twice: its second FETCH runs before the first value is
# used.
{
    my @log;
    tie my $t, 'Brandubh::Logged', 3, \@log;
    is(square_name($t, $t), 'd4', 'square_name($t, $t)');
    is(scalar @log, 2, 'fetched twice');
    tie my $u, 'Brandubh::Logged', 'd1', \@log;
    is(move_wire($u, $u), 'd1d1', 'move_wire($u, $u)');
}

# Elements that do not exist are passed without being made.
{
    my (%h, @a);
    is(square_name($h{file}, $h{rank}), undef, 'square_name of missing hash elements');
    is(move_parse($a[5]), undef, 'move_parse of a missing array element');
    ok(!exists $h{file} && !exists $h{rank}, 'the hash has no new keys');
    is(scalar @a, 0, 'the array is still empty');
    my $h = {};
    is(move_split($h->{x}{y}), undef, 'a missing element two deep');
}

# An lvalue substr and a vec are read through their magic.
{
    my $s = 'xxd1d3xx';
    is(move_split(substr($s, 2, 4)), 'd3', 'move_split(substr(...))');
    is(square_name(vec($s, 0, 1), 2), 'a3', 'square_name(vec(...), 2)');
    is($s, 'xxd1d3xx', 'the string is unchanged');
}

# FETCH runs Perl code: it may die, grow the stack, or call the function.
{
    package Brandubh::Odd;
    sub TIESCALAR { my ($class, $do) = @_; bless { do => $do }, $class }
    sub FETCH { $_[0]{do}->() }
}
{
    tie my $dies, 'Brandubh::Odd', sub { die "fetch\n" };
    my @r = (1, 2, eval { move_parse($dies) }, 3);
    is($@, "fetch\n", 'a FETCH that dies: the error');
    is_deeply(\@r, [1, 2, 3], 'and the list around it is whole');

    tie my $deep, 'Brandubh::Odd', sub { my @big = (1) x 100_000; my @c = (@big, @big); 'd4' };
    is_deeply([1, square_parse($deep), 2], [1, 3, 3, 2], 'a FETCH that grows the stack');

    tie my $again, 'Brandubh::Odd', sub { square_name(1, 1) . '-' . square_name(2, 2) };
    is(move_parse($again), 'b2c3', 'a FETCH that calls the functions again');
    is_deeply([square_parse($again)], [], 'and square_parse of it is the empty list');
}

# Objects that overload: square_name asks Perl's operators, from the fast path too.
{
    package Brandubh::Three;
    use overload '""' => sub { '3' }, '0+' => sub { 3 }, fallback => 1;
}
{
    my $three = bless {}, 'Brandubh::Three';
    is(square_name($three, $three), 'd4', 'square_name of overloaded objects');
    is(move_parse($three), undef, 'move_parse of an object');
}

done_testing;
