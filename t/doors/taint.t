# Taint (perl -T): with tainted arguments, the values are tainted exactly
# when the pure-Perl 0.01's are, as each function's taint fact in the tests'
# table says (the values built from the arguments themselves, those lc
# leaves, a side read from a text); every other value is clean, as 0.01
# builds it from pattern captures and constants. Both backends, the fast
# path on and off.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;

use Brandubh::Functions qw(taint_expected);

my @inc = map { qq{"-I$_"} } grep { !ref } @INC;
my $program = "$FindBin::Bin/../lib/taint-values.pl";
# (what a program prints, from each row's facts in the tests' table)
my $expected = taint_expected();

for my $case (['XS', 0, 1], ['XS without the fast path', 0, 0], ['PP', 1, 1]) {
    my ($name, $pp, $fast) = @$case;
    local $ENV{GAME_BRANDUBH_NOTATION_PP} = $pp;
    local $ENV{GAME_BRANDUBH_NOTATION_OPS} = $fast;
    my $out = qx{"$^X" -T @inc "$program" 2>&1};
    is($out, $expected, "$name: the values tainted as 0.01's");
}

done_testing;
