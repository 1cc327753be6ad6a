use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Game::Brandubh::Notation ':all';

# The examples of the documentation.
is(move_wire('d1', 'd3'), 'd1d3', "move_wire('d1', 'd3')");
is_deeply([move_split('d1d3')], ['d1', 'd3'], "move_split('d1d3')");
is(move_parse('Kd4-d1'), 'd4d1', "move_parse('Kd4-d1')");
is(move_display('d1d3', { captures => ['c3'] }), 'd1-d3xc3', 'move_display with a capture');

# The shown forms of the documentation.
my %shown = (
    'd1-d3'       => 'd1d3',
    'd1-d3xc3'    => 'd1d3',
    'd1-d3xc3,e3' => 'd1d3',
    'Ke4-e1'      => 'e4e1',
    'Kg2-g1++'    => 'g2g1',
    'c5-c4xd4#'   => 'c5c4',
    'Kd1-d3xc3,e3++' => 'd1d3',
);
for my $text (sort keys %shown) {
    is(move_parse($text), $shown{$text}, "move_parse('$text')");
    is(move_parse(uc $text), $shown{$text}, "move_parse('\U$text\E')");
    is(move_parse(lc $text), $shown{$text}, "move_parse('\L$text\E')");
}

# Every stored move, through all three.
my ($all, $ok) = (0, 0);
my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
for my $from (@squares) {
    for my $to (@squares) {
        my $move = "$from$to";
        $all++;
        $ok++ if move_wire($from, $to) eq $move
            && move_wire(uc $from, uc $to) eq $move
            && join(',', move_split($move)) eq "$from,$to"
            && scalar(move_split($move)) eq $to
            && move_parse($move) eq $move
            && move_parse("K\U$from-$to") eq $move
            && move_display($move) eq "$from-$to";
    }
}
is($all, 2401, '2401 stored moves');
is($ok, 2401, 'each goes through each of the move functions');

# move_wire: both plain, each lower-cased and exactly a square.
is(move_wire('D1', 'D3'), 'd1d3', 'move_wire lower-cases');
is_deeply([move_wire('d1')], [undef], "move_wire('d1') is one undef");
is(move_wire(), undef, 'move_wire() is undef');
is(move_wire('d1', 'd3', 'd5'), 'd1d3', 'an extra argument is ignored');
for my $bad (undef, '', 'h1', 'd0', 'd8', ' d1', "d1\n", 'd1d', "d1\0", \'d1', ['d1'], sub { 'd1' }, 14, "\x{212A}1") {
    is(move_wire($bad, 'd3'), undef, 'move_wire(' . shown($bad) . ", 'd3')");
    is(move_wire('d3', $bad), undef, "move_wire('d3', " . shown($bad) . ')');
}

# move_split: strict.
for my $bad ('D1D3', 'd1D3', 'd1-d3', ' d1d3', 'd1d3 ', "d1d3\n", 'd1d3d5', 'd1d', 'h1d3', 'd1d8', "d1d3\0",
             '', undef, \'d1d3', ['d1', 'd3'], 1234) {
    is_deeply([move_split($bad)], [], 'move_split(' . shown($bad) . ') is the empty list');
    is(scalar(move_split($bad)), undef, '... and undef in scalar context');
}
is(scalar(move_split('d1d3')), 'd3', 'scalar context gives the second square');
is_deeply([move_split()], [], 'move_split() is the empty list');

# move_parse: every optional part, in either case, white space at the ends.
my @good = (
    ['d4d1', 'd4d1'], ['kd4d1', 'd4d1'], ['Kd4d1', 'd4d1'], ['d4-d1', 'd4d1'], ['D4-D1', 'd4d1'],
    ['d4d1xc1', 'd4d1'], ['d4d1Xc1', 'd4d1'], ['d4-d1xc1,e1,d2', 'd4d1'], ['d4-d1#', 'd4d1'],
    ['d4-d1++', 'd4d1'], ['d4-d1xc1#', 'd4d1'], ['d4-d1xC1,E1++', 'd4d1'], ["  d4-d1\t\n", 'd4d1'],
    ["\r\n\fKd4-d1++ \t", 'd4d1'], ['a1g7', 'a1g7'],
);
is(move_parse($_->[0]), $_->[1], 'move_parse(' . shown($_->[0]) . ')') for @good;
my @bad = (
    'd4 d1', 'd4-d1 xc1', 'd4 -d1', 'kkd4d1', 'KKd4-d1', 'd4-d1x', 'd4-d1xc1,', 'd4-d1+', 'd4-d1+++',
    'd4-d1##', 'd4-d1#++', 'd4-d1++#', 'd4--d1', 'd4-d1xc1xe1', 'd4-d1x,c1', 'h4-d1', 'd4-d8', 'd4',
    'd4-', '', ' ', "\t\n", 'x', 'K', 'd4-d1 #', 'd4-d1xc1 ,e1', 'd4-d1xc8', 'd4d1k', '-d4d1', 'd4-d1-',
    "d4-d1\0", "\0d4-d1", 'd4_d1', 'Q d4d1', undef, \'d4d1', ['d4d1'], { d4d1 => 1 }, sub { 'd4d1' }, 4411,
);
for my $text (@bad) {
    is_deeply([move_parse($text)], [undef], 'move_parse(' . shown($text) . ') is one undef');
}
is(move_parse(), undef, 'move_parse() is undef');
is(move_parse('d4d1', 'x'), 'd4d1', 'an extra argument is ignored');

# move_display: every key.
is(move_display('d1d3'), 'd1-d3', 'no %about');
is(move_display('d1d3', {}), 'd1-d3', 'empty %about');
is(move_display('e4e1', { king => 1 }), 'Ke4-e1', 'king');
is(move_display('g2g1', { king => 1, king_home => 1 }), 'Kg2-g1++', 'king home');
is(move_display('c5c4', { captures => ['d4'], king_taken => 1 }), 'c5-c4xd4#', 'king taken');
is(move_display('c5c4', { king_home => 1, king_taken => 1 }), 'c5-c4++', '++ wins over #');
is(move_display('d1d3', { captures => ['e3', 'c3'] }), 'd1-d3xc3,e3', 'captures are sorted');
is(move_display('d1d3', { captures => ['E3', 'c3', 'a7', 'a1', 'g1'] }), 'd1-d3xa1,a7,c3,e3,g1', 'lower-cased, then sorted');
is(move_display('d1d3', { captures => ['c3', 'c3'] }), 'd1-d3xc3,c3', 'duplicates kept');
is(move_display('d1d3', { captures => [undef, \'c3', ['c3'], 'c33', 'h1', ' c3', "c3\n", 'c3', {}, sub {1}] }),
   'd1-d3xc3', 'undef, references and non-squares dropped');
is(move_display('d1d3', { captures => [] }), 'd1-d3', 'no captures, no x');
is(move_display('d1d3', { captures => ['zz'] }), 'd1-d3', 'nothing kept, no x');
is(move_display('d1d3', { captures => bless(['c3'], 'Foo') }), 'd1-d3', 'a blessed array is not read');
is(move_display('d1d3', { captures => 'c3' }), 'd1-d3', 'a string is not read');
is(move_display('d1d3', { captures => { c3 => 1 } }), 'd1-d3', 'a hash is not read');
is(move_display('d1d3', bless({ king => 1 }, 'Foo')), 'd1-d3', 'a blessed %about reads as {}');
is(move_display('d1d3', [king => 1]), 'd1-d3', 'an array %about reads as {}');
is(move_display('d1d3', 'king'), 'd1-d3', 'a string %about reads as {}');
for my $false (0, '0', '', undef) {
    is(move_display('d1d3', { king => $false, king_home => $false, king_taken => $false }), 'd1-d3',
       shown($false) . ' is false');
}
for my $true (1, '0.0', '00', ' ', 'a', [], -1, 0.5) {
    is(move_display('d1d3', { king => $true }), 'Kd1-d3', shown($true) . ' is true');
}
is(move_display('d1d3', { king => 1, captures => ['c3', 'e3'], king_home => 1 }), 'Kd1-d3xc3,e3++',
   'every part in its place');
for my $bad ('D1D3', 'd1-d3', 'd1d3 ', '', undef, \'d1d3', ['d1d3'], 'Kd1d3') {
    is_deeply([move_display($bad, { king => 1 })], [undef], 'move_display(' . shown($bad) . ') is one undef');
}
is(move_display(), undef, 'move_display() is undef');
is(move_display('d1d3', {}, 'x'), 'd1-d3', 'an extra argument is ignored');
{
    my @many = map { ('c3', 'a1') } 1 .. 5000;
    my $text = move_display('d1d3', { captures => \@many });
    is(length $text, 5 + 1 + 3 * 10000 - 1, 'ten thousand captures');
    like($text, qr/\Ad1-d3x(?:a1,){5000}(?:c3,){4999}c3\z/, '... in order');
}
# Up to 32 captures are sorted and written on the C stack, more in a buffer
# of their own: both sides of that line, backwards, with the king home.
for my $n (31, 32, 33, 34) {
    my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
    my @kept = @squares[0 .. $n - 1];
    my $text = move_display('d1d3', { king => 1, captures => [reverse @kept], king_home => 1 });
    is($text, 'Kd1-d3x' . join(',', @kept) . '++', "$n captures given backwards");
    my $wide = "\x{100}";
    my $upgraded = move_display('d1d3', { captures => [reverse(@kept), substr("c3$wide", 0, 2)] });
    ok(utf8::is_utf8($upgraded), "... and with a character string among them, the result is one");
}

done_testing;
