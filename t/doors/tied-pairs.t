# Tied arguments are fetched once each, in the order the pure-Perl 0.01
# fetches them: square_name and move_display begin my ($x, $y) = @_, which
# fetches the last argument first from perl 5.26 on; move_wire reads its
# arguments first to last. So a tied scalar passed as both arguments pairs
# its values as in 0.01, on every perl.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();

{
    package Brandubh::Seq;    # each FETCH gives the next value, and is logged
    our @log;
    sub TIESCALAR { my ($class, $name, @values) = @_; bless { name => $name, values => [@values], n => 0 }, $class }
    sub FETCH { my ($self) = @_; push @log, $self->{name}; $self->{values}[ $self->{n}++ % @{ $self->{values} } ] }
}

# The order of a list assignment from @_ on this perl, and first to last.
tie my $one, 'Brandubh::Seq', 'first', 1;
tie my $two, 'Brandubh::Seq', 'second', 2;
@Brandubh::Seq::log = ();
sub { my ($x, $y) = @_; return }->($one, $two);
my %order = (square_name => [@Brandubh::Seq::log], move_display => [@Brandubh::Seq::log],
             move_wire => ['first', 'second']);
note "my (\$x, \$y) = \@_ fetches @{ $order{square_name} } on this perl";

my %values = (square_name => [1, 2, 3, 4], move_wire => [qw(a1 b2 c3 d4)],
              move_display => ['a1b2', { king => 1 }, 'c3d4', {}]);
for my $function (sort keys %values) {
    my %got;
    for my $backend ('Game::Brandubh::Notation', 'Game::Brandubh::Notation::PP') {
        my $code = $backend->can($function);
        # one tied scalar as both arguments
        tie my $both, 'Brandubh::Seq', 'both', @{ $values{$function} };
        @Brandubh::Seq::log = ();
        my $answer = $code->($both, $both);
        $got{$backend} = [$answer, scalar @Brandubh::Seq::log];
        # two, to see the order
        tie my $first, 'Brandubh::Seq', 'first', $values{$function}[0];
        tie my $second, 'Brandubh::Seq', 'second', $values{$function}[1];
        @Brandubh::Seq::log = ();
        $code->($first, $second);
        is_deeply([@Brandubh::Seq::log], $order{$function}, "$backend $function: fetched @{ $order{$function} }");
    }
    is_deeply($got{'Game::Brandubh::Notation'}, $got{'Game::Brandubh::Notation::PP'},
              "$function: one tied scalar as both arguments pairs its values alike, fetched twice");
    is($got{'Game::Brandubh::Notation'}[1], 2, "$function: two fetches");
}

# By name, where calls take the fast path, the same.
{
    tie my $both, 'Brandubh::Seq', 'both', 1, 2;
    my $xs = Game::Brandubh::Notation::square_name($both, $both);
    tie my $again, 'Brandubh::Seq', 'again', 1, 2;
    is($xs, Game::Brandubh::Notation::PP::square_name($again, $again), 'square_name by name pairs as the PP');
}

done_testing;
