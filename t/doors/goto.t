# goto &name hands the call to the function in the context of the sub it
# leaves (its caller's), on every perl: before 5.38 perl calls an XSUB from
# goto with the goto op as the current op, whose context is not the call's.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Counter;
use Brandubh::Functions qw(public_functions calls_of);
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();

my %args = map { $_ => [calls_of($_)] } public_functions();

for my $function (sort keys %args) {
    no strict 'refs';
    my $xs = \&{"Game::Brandubh::Notation::$function"};
    my $pp = \&{"Game::Brandubh::Notation::PP::$function"};
    my $via_xs = sub { goto &$xs };
    my $via_pp = sub { goto &$pp };
    my $twice = sub { goto &$via_xs };
    for my $args (@{ $args{$function} }) {
        my $name = "$function(" . shown(@$args) . ')';
        my @want = $via_pp->(@$args);
        is_deeply([$via_xs->(@$args)], \@want, "$name through goto, list context");
        is_deeply([$twice->(@$args)], \@want, "$name through two gotos, list context");
        is_deeply([scalar $via_xs->(@$args)], [scalar $via_pp->(@$args)], "$name through goto, scalar context");
        my @in_list = (1, $via_xs->(@$args), 2);
        is(scalar(@in_list), 2 + @want, "$name through goto inside a list");
        $via_xs->(@$args);
    }
}

# The context is read before any Perl code runs: a tied argument's FETCH
# (a sub call of its own) does not change it.
{
    tie my $tied, 'Brandubh::Counter', 'e5';
    my $via = sub { goto &Game::Brandubh::Notation::square_parse };
    is_deeply([$via->($tied)], [4, 4], 'a tied argument through goto, list context');
    is(scalar($via->($tied)), 4, 'and scalar context');
}

# The wrappers programs end in goto & (AUTOLOAD, autouse) get lists.
{
    package Brandubh::Shim;
    our $AUTOLOAD;
    sub AUTOLOAD {
        (my $name = $AUTOLOAD) =~ s/.*:://;
        return if $name eq 'DESTROY';
        no strict 'refs';
        goto &{"Game::Brandubh::Notation::$name"};
    }
}
is_deeply([Brandubh::Shim::move_split('d1d3')], ['d1', 'd3'], 'through AUTOLOAD and goto');
is_deeply([Brandubh::Shim::square_parse('zz')], [], 'the empty list through AUTOLOAD and goto');

done_testing;
