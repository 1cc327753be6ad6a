# Taint (perl -T): with tainted arguments, the values are tainted exactly
# when the pure-Perl 0.01's are: square_name's and move_wire's (as lc
# leaves them), and
# position_cells' side; every other value is clean, as 0.01 builds it from
# pattern captures and constants. Both backends, the fast path on and off.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/lib/inc.pl" }
use Test::More;

my @inc = map { qq{"-I$_"} } grep { !ref } @INC;
my $program = "$FindBin::Bin/lib/taint-values.pl";
my $rows = join ',', ('c{c,c,c,c,c,c,c}') x 7;
my $game = 'c{moves=c{c},result=c{by=c,how=c},start=c,variant=c}';
# move_wire lower-cases its arguments, and lc gave clean strings from
# 5.8.9 until 5.14 (perl #87336): so are 0.01's values there
my $wire = $] >= 5.014 ? 'T' : 'c';
my $expected = <<"EOF";
square_name: list(T) scalar T
square_name: list(T) scalar T
square_name: list(c) scalar c
square_parse: list(c c) scalar c
square_parse: list() scalar c
move_wire: list($wire) scalar $wire
move_wire: list($wire) scalar $wire
move_split: list(c c) scalar c
move_parse: list(c) scalar c
move_parse: list(c) scalar c
move_display: list(c) scalar c
position_ok: list(c) scalar c
position_cells: list(c{$rows} T) scalar T
game_string: list(c) scalar c
game_parse: list($game) scalar $game
EOF

for my $case (['XS', 0, 1], ['XS without the fast path', 0, 0], ['PP', 1, 1]) {
    my ($name, $pp, $fast) = @$case;
    local $ENV{GAME_BRANDUBH_NOTATION_PP} = $pp;
    local $ENV{GAME_BRANDUBH_NOTATION_OPS} = $fast;
    my $out = qx{"$^X" -T @inc "$program" 2>&1};
    is($out, $expected, "$name: the values tainted as 0.01's");
}

done_testing;
