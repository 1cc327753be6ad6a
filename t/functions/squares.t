use strict;
use warnings;
use Test::More;
use Game::Brandubh::Notation qw(square_name square_parse);

use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;

# The examples of the documentation.
is(square_name(3, 3), 'd4', 'square_name(3, 3)');
is_deeply([square_parse('d4')], [3, 3], "square_parse('d4')");

# All 49 squares, both ways.
my $count = 0;
for my $file (0 .. 6) {
    for my $rank (0 .. 6) {
        my $name = chr(ord('a') + $file) . ($rank + 1);
        is(square_name($file, $rank), $name, "square_name($file, $rank)") or next;
        is(square_name("$file", "$rank"), $name, 'from strings');
        is_deeply([square_parse($name)], [$file, $rank], "square_parse('$name')");
        is_deeply([square_parse(uc $name)], [$file, $rank], "square_parse('\U$name\E')");
        $count++;
    }
}
is($count, 49, 'all 49 squares');
is(square_name(0, 0), 'a1', 'a1 is file 0, rank 0');
is(square_name(6, 6), 'g7', 'g7 is file 6, rank 6');

# square_name: each part exactly one digit 0 to 6 as a string.
is(square_name(3.0, 3), 'd4', '3.0 reads as 3');
is(square_name('3', 3.0), 'd4', "'3' and 3.0");
for my $bad ('03', ' 3', "3\n", '3 ', 1.5, -1, 7, '7', '', 'a', '+3', '3.0', "3\0", -0.5, 1e1, undef, \3, [3], {}) {
    is(square_name($bad, 3), undef, 'square_name(' . shown($bad) . ', 3) is undef');
    is(square_name(3, $bad), undef, 'square_name(3, ' . shown($bad) . ') is undef');
}
is(square_name(), undef, 'square_name() is undef');
is(square_name(3), undef, 'square_name(3) is undef');
is(square_name(3, 3, 99), 'd4', 'an extra argument is ignored');
is_deeply([square_name(9, 9)], [undef], 'undef is one value in list context');

# square_parse: a plain value, lower-cased, then exactly a square.
for my $bad ('h1', 'a0', 'a8', 'd', 'd44', ' d4', 'd4 ', "d4\n", "d4\0", "\0d4", '4d', '', 'dd', '11',
             "\x{212A}4", "\xA0d4", undef, \'d4', ['d4'], { d4 => 1 }, sub { 'd4' }, 34, 3.5) {
    is_deeply([square_parse($bad)], [], 'square_parse(' . shown($bad) . ') is the empty list');
    is(scalar(square_parse($bad)), undef, "and undef in scalar context");
}
is(scalar(square_parse('d4')), 3, 'scalar context gives the rank');
is(scalar(square_parse('c7')), 6, 'scalar context: the last element');
is_deeply([square_parse()], [], 'square_parse() is the empty list');
is_deeply([square_parse('B2', 'x')], [1, 1], 'extra argument ignored, upper case read');

# The numbers are numbers.
my ($file, $rank) = square_parse('g7');
ok(!($file ^ $file) && !($rank ^ $rank), 'file and rank are numbers') ;

done_testing;
