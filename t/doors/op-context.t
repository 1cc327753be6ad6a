# The ops give the XSUB's answers in every context: list, scalar and void,
# and context known only when the call runs (the last statement of a sub).
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Ops;
BEGIN { xs_only() }
use Brandubh::Test;
use Brandubh::Functions qw(calls_of);
use Game::Brandubh::Notation ':all';
use Game::Brandubh::Notation::PP ();

my %nargs = OPS;

sub answers { [map { defined $_ ? $_ : 'undef' } @_] }

for my $function (sort keys %nargs) {
    my $args = args_of($function);
    my %code = (
        list     => "sub { [$function($args)] }",
        scalar   => "sub { [scalar $function($args)] }",
        # the context of the sub's caller, known when the op runs
        last     => "sub { $function($args) }",
        # void: nothing is left behind on the stack
        void     => "sub { my \@before = (1, 2); $function($args); [\@before] }",
        # in a list with others, and as the condition of ?:
        among    => "sub { ['<', $function($args), '>'] }",
        boolean  => "sub { [$function($args) ? 'true' : 'false'] }",
    );
    my %sub = map { $_ => (eval $code{$_} or die $@) } keys %code;
    is(calls_op($sub{list}, $function), ops_expected() ? 1 : 0, "$function: compiled as expected");
    no strict 'refs';
    my $pp = \&{"Game::Brandubh::Notation::PP::$function"};
    for my $in (calls_of($function)) {
        my $name = "$function(" . shown(@$in) . ')';
        my @list = $pp->(@$in);
        my $scalar = $pp->(@$in);
        is_deeply(answers(@{ $sub{list}->(@$in) }), answers(@list), "$name in list context");
        is_deeply(answers(@{ $sub{scalar}->(@$in) }), answers($scalar), "$name in scalar context");
        is_deeply(answers($sub{last}->(@$in)), answers(@list), "$name: list context at run time");
        is_deeply(answers(scalar $sub{last}->(@$in)), answers($scalar), "$name: scalar context at run time");
        ok(eval { $sub{last}->(@$in); 1 }, "$name: void context at run time") or diag $@;
        is_deeply($sub{void}->(@$in), [1, 2], "$name in void context");
        is_deeply(answers(@{ $sub{among}->(@$in) }), answers('<', @list, '>'), "$name among other values");
        is_deeply($sub{boolean}->(@$in), [$scalar ? 'true' : 'false'], "$name as a condition");
        # flags too: a UTF-8 answer is flagged, and another is not
        is_deeply([map { utf8::is_utf8($_) ? 1 : 0 } grep { defined } @{ $sub{list}->(@$in) }],
                  [map { utf8::is_utf8($_) ? 1 : 0 } grep { defined } @list], "$name: UTF-8 flags");
    }
}

# Calls of a sub whose context its caller sets, nested.
sub pair { move_split($_[0]) }
sub outer { my @x = pair($_[0]); my $y = pair($_[0]); return (scalar(@x), $y) }
is_deeply([outer('a1b2')], [2, 'b2'], 'context passed through two subs');
is_deeply([outer('x')], [0, undef], 'and for no move');

# Context of a sort block and of map and grep.
is_deeply([map { move_split($_) } 'a1b2', 'x', 'c3d4'], [qw(a1 b2 c3 d4)], 'in map: list context');
is_deeply([grep { move_split($_) } 'a1b2', 'x', 'c3d4'], [qw(a1b2 c3d4)], 'in grep: scalar context');
is_deeply([sort { square_parse($a) <=> square_parse($b) } qw(a3 b1 c2)], [qw(b1 c2 a3)], 'in sort: scalar context');

done_testing;
