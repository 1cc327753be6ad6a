# An op calls whatever sub its name holds when it runs: a sub redefined,
# localised or mocked after the call was compiled is the one called, with
# the call's arguments (aliased, as in any call) and in the call's context.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Ops;
BEGIN { xs_only() }
use Brandubh::Test;
use Game::Brandubh::Notation ':all';
use Game::Brandubh::Notation::PP ();

no warnings 'redefine';

# All compiled now, while the names hold the XSUBs.
sub name_of     { square_name($_[0], $_[1]) }
sub split_list  { [move_split($_[0])] }
sub split_one   { scalar move_split($_[0]) }
sub split_void  { move_split($_[0]); 'done' }
sub parse_full  { Game::Brandubh::Notation::move_parse($_[0]) }
sub ok_of       { position_ok($_[0]) }
sub wire_of     { move_wire($_[0], $_[1]) }
my $line = __LINE__ + 1;
sub parse_here  { move_parse($_[0]) }

ok(!ops_expected() || calls_op(\&name_of, 'square_name'), 'compiled to ops where there are ops');
is(name_of(3, 3), 'd4', 'the XSUB first');

{
    local *main::square_name = sub { 'mock' };
    is(name_of(3, 3), 'mock', 'a local mock is called');
}
is(name_of(3, 3), 'd4', 'and the XSUB again when the local ends');

{
    my @seen;
    local *main::move_split = sub { push @seen, wantarray; return (1, 2, 3) };
    is_deeply(split_list('d1d3'), [1, 2, 3], 'a mock giving three values in list context');
    is(split_one('d1d3'), 3, 'its scalar value in scalar context');
    is(split_void('d1d3'), 'done', 'called in void context');
    is_deeply([map { defined $_ ? ($_ ? 'list' : 'scalar') : 'void' } @seen], [qw(list scalar void)],
              'the mock sees each context');
}

{
    # the arguments are the caller's values, aliased
    my @got;
    local *main::square_name = sub { @got = @_; $_[0] = 'changed'; 'x' };
    my ($f, $r) = (3, 3);
    is(name_of($f, $r), 'x', 'a mock changing $_[0]');
    is_deeply(\@got, [3, 3], 'it was given the arguments');
    my %h;
    name_of($h{file}, $h{rank});
    is($h{file}, 'changed', 'and $_[0] is the caller\'s element, made when assigned to');
}

{
    local *Game::Brandubh::Notation::move_parse = sub { "full:$_[0]" };
    is(parse_full('d1d3'), 'full:d1d3', 'a call by full name calls what the full name holds');
    is(parse_here('d1d3'), 'd1d3', 'a call by the imported name still calls the XSUB');
}

{
    local *main::move_wire = \&Game::Brandubh::Notation::square_name;
    is(wire_of(1, 1), 'b2', 'another XSUB put in the name is called');
    local *main::position_ok = \&Game::Brandubh::Notation::PP::position_ok;
    is(ok_of(SETUP), 1, 'the PP function put in the name');
}

{
    local *main::move_parse = sub { die "mocked\n" };
    my @r = (1, eval { parse_here('x') }, 2);
    is($@, "mocked\n", 'a mock that dies: its error');
    is_deeply(\@r, [1, 2], 'and the values around the call are whole');
}

{
    my @caller;
    local *main::move_parse = sub { @caller = caller(0); 'y' };
    parse_here('x');
    is($caller[2], $line, 'caller sees the line of the call');
    is($caller[3], 'main::__ANON__', 'and the sub called');
}

{
    local *main::square_name;
    my $ok = eval { name_of(1, 1); 1 };
    ok(!$ok, 'a name without a sub: the call dies');
    like($@, qr/^Undefined subroutine &main::square_name called/, 'as any call of an undefined sub dies');
}

# Redefined for good, then back.
*main::move_split = sub { 'forever' };
is_deeply(split_list('d1d3'), ['forever'], 'redefined with a glob assignment');
*main::move_split = \&Game::Brandubh::Notation::move_split;
is_deeply(split_list('d1d3'), [qw(d1 d3)], 'and the XSUB put back');

# A sub that calls the real one by its full name.
{
    local *main::square_name = sub { uc Game::Brandubh::Notation::square_name(@_) };
    is(name_of(2, 2), 'C3', 'a wrapper calling the XSUB');
}

done_testing;
