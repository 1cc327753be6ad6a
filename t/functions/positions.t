use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Game::Brandubh::Notation qw(SETUP position_ok position_cells);

# The examples of the documentation.
ok(position_ok(SETUP), 'the set-up is a position');
ok(position_ok('7/7/7/3k3/7/7/a6 d'), 'the start of the example game is a position');

# The number 1 or the number 0.
my $yes = position_ok(SETUP);
my $no  = position_ok('nope');
ok(defined $yes && defined $no, 'never undef');
is($yes, 1, 'true is 1');
is($no, 0, 'false is 0');
ok(!($yes ^ $yes) && !($no ^ $no), 'both are numbers, not strings');
isnt($no, '', 'false is not the empty string');
is_deeply([position_ok(undef)], [0], 'one value in list context');

my @good = (
    '7/7/7/7/7/7/7 a', '7/7/7/7/7/7/7 d', 'kkkkkkk/7/7/7/7/7/7 a', '1111111/7/7/7/7/7/7 a',
    '16/61/25/52/34/43/7 d', 'k5k/7/7/7/7/7/7 a', 'a1d1k1a/7/7/7/7/7/7 a', '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d',
    '7/7/7/3k3/7/7/3k3 a', '7/7/7/7/7/7/7 a',
);
ok(position_ok($_), "position_ok('$_')") for @good;

my @bad = (
    '', ' a', 'x', SETUP . "\n", SETUP . ' ', ' ' . SETUP, '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3  a',
    '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 k', '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 A', '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3',
    '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 ad', '3A3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a', '3a3/3a3/3d3/AADKDAA/3d3/3a3/3a3 a',
    '8/7/7/7/7/7/7 a', '6/7/7/7/7/7/7 a', '07/7/7/7/7/7/7 a', '70/7/7/7/7/7/7 a', '7/7/7/7/7/7 a',
    '7/7/7/7/7/7/7/7 a', '7//7/7/7/7/7/7 a', '/7/7/7/7/7/7/7 a', '7/7/7/7/7/7/7/ a', 'aaaaaaaa/7/7/7/7/7/7 a',
    '61a/7/7/7/7/7/7 a', 'x6/7/7/7/7/7/7 a', '7/7/7/7/7/7/7\ta', "7/7/7/7/7/7/7\xA0a", "7/7/7/7/7/7/7 a\0",
    "\x{ff17}/7/7/7/7/7/7 a", '4 3/7/7/7/7/7/7 a', '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a a',
    undef, \SETUP, [SETUP], { SETUP, 1 }, sub { SETUP }, 7,
);
for my $text (@bad) {
    is(position_ok($text), 0, 'position_ok(' . shown($text) . ') is 0');
    is_deeply([position_cells($text)], [], 'position_cells(' . shown($text) . ') is the empty list');
    is(scalar(position_cells($text)), undef, '... and undef in scalar context');
}
is(position_ok(), 0, 'position_ok() is 0');
is(position_ok(SETUP, 'x'), 1, 'an extra argument is ignored');
{
    my $text = SETUP;
    utf8::upgrade($text);
    is(position_ok($text), 1, 'an upgraded set-up is a position');
}

# position_cells: rank 7 first, file a first.
my ($rows, $side) = position_cells(SETUP);
is($side, 'a', 'the side of the set-up');
is_deeply($rows, [
    ['', '', '', 'a', '', '', ''],
    ['', '', '', 'a', '', '', ''],
    ['', '', '', 'd', '', '', ''],
    ['a', 'a', 'd', 'k', 'd', 'a', 'a'],
    ['', '', '', 'd', '', '', ''],
    ['', '', '', 'a', '', '', ''],
    ['', '', '', 'a', '', '', ''],
], 'the cells of the set-up');
is(scalar(position_cells(SETUP)), 'a', 'scalar context gives the side');

($rows, $side) = position_cells('7/7/7/3k3/7/7/a6 d');
is($side, 'd', 'the side to move');
is($rows->[6][0], 'a', 'a1 is the last row, first cell');
is($rows->[3][3], 'k', 'd4 is the middle');
is(scalar(grep { $_ ne '' } map { @$_ } @$rows), 2, 'two pieces');

($rows) = position_cells('k5a/1111111/16/61/7/7/d6 a');
is_deeply($rows->[0], ['k', '', '', '', '', '', 'a'], 'a run of five');
is_deeply($rows->[1], [('') x 7], 'seven ones');
is_deeply($rows->[3], [('') x 7], 'a six and a one');
is_deeply($rows->[6], ['d', ('') x 6], 'd6');

# Every cell is new and can be written to; nothing is shared between calls.
my ($first) = position_cells(SETUP);
my ($second) = position_cells(SETUP);
$first->[0][3] = 'changed';
$first->[0][0] .= 'x';
push @{ $first->[1] }, 'more';
is($second->[0][3], 'a', 'a second call is not touched');
is($second->[0][0], '', '... not even its empty cells');
is(scalar @{ $second->[1] }, 7, '... nor its rows');
isnt($first->[2], $second->[2], 'rows are new arrays');

# A piece is a character of the text, with its UTF-8 flag, as 0.01's split
# gives it; an empty square is a plain ''.
{
    my $text = '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a';
    utf8::upgrade($text);
    my ($rows) = position_cells($text);
    ok(utf8::is_utf8($rows->[0][3]) && utf8::is_utf8($rows->[3][3]), 'position_cells of a UTF-8 string: its pieces flagged');
    ok(!utf8::is_utf8($rows->[0][0]), '... its empty squares not');
    ($rows) = position_cells('3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a');
    ok(!utf8::is_utf8($rows->[0][3]), '... and of a byte string, no piece flagged');
}

done_testing;
