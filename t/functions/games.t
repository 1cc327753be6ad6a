use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Game::Brandubh::Notation qw(SETUP game_string game_parse);

# The examples of the documentation.
my $record = game_string({ variant => 'brandubh', moves => [qw(d1c1 d3c3)] });
is($record, "variant brandubh\nmoves d1c1 d3c3\n", 'the record of the synopsis');
is_deeply(game_parse($record),
    { variant => 'brandubh', start => SETUP, moves => [qw(d1c1 d3c3)], result => undef },
    'and its game');

my $example = "variant brandubh\nstart 7/7/7/3k3/7/7/a6 d\nmoves d4d1 a1a2 d1g1\n";
is_deeply(game_parse($example),
    { variant => 'brandubh', start => '7/7/7/3k3/7/7/a6 d', moves => [qw(d4d1 a1a2 d1g1)], result => undef },
    'the example game of the documentation');
is(game_string(game_parse($example)), $example, 'written back as it was');

is_deeply(game_parse("variant brandubh\nmoves d1c1\nresult resign attackers\n")->{result},
    { how => 'resign', by => 'attackers' }, 'result resign attackers');
is_deeply(game_parse("variant brandubh\nmoves d1c1\nresult resign defenders\n")->{result},
    { how => 'resign', by => 'defenders' }, 'result resign defenders');
is_deeply(game_parse("variant brandubh\nmoves d1c1\nresult agreed\n")->{result},
    { how => 'agreed' }, 'result agreed');

# game_string: every key.
is(game_string({}), "variant brandubh\nmoves\n", 'an empty game');
is(game_string({ moves => [] }), "variant brandubh\nmoves\n", 'no moves: no trailing space');
for my $variant (undef, '', \'x', ['x'], {}) {
    is(game_string({ variant => $variant }), "variant brandubh\nmoves\n", 'variant ' . shown($variant) . ' is brandubh');
}
is(game_string({ variant => 0 }), "variant 0\nmoves\n", 'variant 0 is kept');
is(game_string({ variant => ' x y ' }), "variant  x y \nmoves\n", 'a variant with spaces');
is(game_string({ variant => "a\0b" }), "variant a\0b\nmoves\n", 'a variant with a NUL');
for my $variant ("a\nb", "a\rb", "x\n", ' ', "\t", " \t ") {
    is(game_string({ variant => $variant }), undef, 'variant ' . shown($variant) . ' is refused');
}
is(game_string({ start => SETUP }), "variant brandubh\nmoves\n", 'the set-up writes no start line');
is(game_string({ start => undef }), "variant brandubh\nmoves\n", 'an undefined start writes none');
is(game_string({ start => \'7/7/7/3k3/7/7/a6 d' }), "variant brandubh\nmoves\n", 'a reference start writes none');
is(game_string({ start => '7/7/7/3k3/7/7/a6 d' }), "variant brandubh\nstart 7/7/7/3k3/7/7/a6 d\nmoves\n",
   'another start is written');
for my $start ('', 'x', SETUP . "\n", '7/7/7/3k3/7/7/a6') {
    is(game_string({ start => $start }), undef, 'start ' . shown($start) . ' is refused');
}
for my $moves (undef, '', 0, '0') {
    is(game_string({ moves => $moves }), "variant brandubh\nmoves\n", 'moves ' . shown($moves) . ' is no moves');
}
is(game_string({ moves => bless([qw(d1d3)], 'Foo') }), "variant brandubh\nmoves d1d3\n", 'a blessed array of moves');
for my $moves ('d1d3', '0.0', 1, { d1d3 => 1 }, sub { ['d1d3'] }, \'d1d3') {
    is_deeply([game_string({ moves => $moves })], [undef], 'moves ' . shown($moves) . ' is undef, no death');
}
for my $move ('D1D3', 'd1-d3', 'd1d3 ', '', undef, \'d1d3', 'd1d8', 'Kd1d3') {
    is(game_string({ moves => ['a1a2', $move] }), undef, 'a move ' . shown($move) . ' is refused');
}
{
    my @holes;
    $holes[2] = 'd1d3';
    is(game_string({ moves => \@holes }), undef, 'an array with holes is refused');
}
is(game_string({ moves => ['d1d3'], result => { how => 'agreed' } }), "variant brandubh\nmoves d1d3\nresult agreed\n",
   'result agreed');
is(game_string({ result => { how => 'agreed', by => 'whoever' } }), "variant brandubh\nmoves\nresult agreed\n",
   'other keys of an agreed result are ignored');
is(game_string({ result => { how => 'resign', by => 'attackers' } }),
   "variant brandubh\nmoves\nresult resign attackers\n", 'resign attackers');
is(game_string({ result => { how => 'resign', by => 'defenders' } }),
   "variant brandubh\nmoves\nresult resign defenders\n", 'resign defenders');
is(game_string({ result => undef }), "variant brandubh\nmoves\n", 'an undefined result writes none');
for my $result ('agreed', '', 0, [], {}, { how => 'Agreed' }, { how => 'resign' }, { how => 'resign', by => 'both' },
                { how => 'drawn' }, bless({ how => 'agreed' }, 'Foo'), { how => \'agreed' }, { how => ['agreed'] }) {
    is(game_string({ result => $result }), undef, 'result ' . shown($result) . ' is refused');
}
for my $game (undef, '', 'variant brandubh', [], \{}, bless({}, 'Foo'), sub { {} }) {
    is_deeply([game_string($game)], [undef], 'game_string(' . shown($game) . ') is one undef');
}
is(game_string(), undef, 'game_string() is undef');
is(game_string({}, 'x'), "variant brandubh\nmoves\n", 'an extra argument is ignored');

# game_parse: lines.
my $base = "variant brandubh\nmoves d1d3\n";
is_deeply(game_parse("variant brandubh\r\nmoves d1d3\r\n"), game_parse($base), 'CR LF line ends');
is_deeply(game_parse("variant brandubh\nmoves d1d3"), game_parse($base), 'no line feed at the end');
is_deeply(game_parse("moves d1d3\nvariant brandubh\n"), game_parse($base), 'lines in any order');
is_deeply(game_parse("\n\n  \nvariant brandubh\n\t\nmoves d1d3\n\n"), game_parse($base), 'white space lines skipped');
is(game_parse("variant brandubh\rmoves d1d3\nmoves\n")->{variant}, "brandubh\rmoves d1d3",
   'a CR not before a LF is an ordinary character');
is(game_parse("variant brandubh\rmoves d1d3\n"), undef, '... so that line is no moves line');
is_deeply(game_parse("variant x\nmoves d1d3\r")->{moves}, ['d1d3'],
   'a final CR in the moves line is white space between moves');
is(game_parse("variant brandubh\r\r\nmoves d1d3\n")->{variant}, "brandubh\r", 'only one CR is dropped');
is(game_parse("moves d1d3\nvariant brandubh\r")->{variant}, "brandubh\r", 'a CR at the very end is kept');
is(game_parse("variant  two  spaces \nmoves\n")->{variant}, ' two  spaces ', 'the variant as written');
is(game_parse("variant a\0b\nmoves\n")->{variant}, "a\0b", 'a NUL in a variant');
is_deeply(game_parse("variant x\nmoves\n")->{moves}, [], 'a moves line with no moves');
is_deeply(game_parse("variant x\nmoves \n")->{moves}, [], '... or a space and none');
is_deeply(game_parse("variant x\nmoves   d1d3 \t d3c3\r\fa1a2  \n")->{moves}, [qw(d1d3 d3c3 a1a2)],
   'moves split on runs of white space');
is_deeply(game_parse("variant x\nmoves d1d3\nstart " . SETUP . "\n")->{start}, SETUP, 'a start of the set-up');
is(game_parse("variant x\nmoves d1d3\n")->{start}, SETUP, 'no start line: the set-up');
ok(exists game_parse($base)->{result} && !defined game_parse($base)->{result}, 'no result line: result undef');
is_deeply([sort keys %{ game_parse($base) }], [qw(moves result start variant)], 'exactly four keys');

my @refused = (
    '', "\n", "variant brandubh\n", "moves d1d3\n", "variant\nmoves\n", "variant \nmoves\n", "variant  \t\nmoves\n",
    "variant x\nvariant y\nmoves\n", "variant x\nmoves\nmoves\n", "variant x\nmoves\nstart " . SETUP . "\nstart " . SETUP . "\n",
    "variant x\nmoves\nresult agreed\nresult agreed\n", "variant x\nmoves\ncomment hello\n", "variant x\nmoves\nVariant y\n",
    "Variant x\nmoves\n", "variant x\nMoves\n", " variant x\nmoves\n", "variant x\n moves\n", "variant x\nmoves\t d1d3\n",
    "variant x\nmoves\r", "variantx\nmoves\n", "variant_x y\nmoves\n", "variant x\nmoves D1D3\n",
    "variant x\nmoves d1-d3\n", "variant x\nmoves d1d3,d3c3\n", "variant x\nmoves d1d3d3c3\n", "variant x\nmoves d1d\n",
    "variant x\nmoves d1d8\n", "variant x\nmoves\nstart\n", "variant x\nmoves\nstart \n", "variant x\nmoves\nstart x\n",
    "variant x\nmoves\nstart " . SETUP . " \n", "variant x\nmoves\nstart  " . SETUP . "\n", "variant x\nmoves\nresult\n",
    "variant x\nmoves\nresult \n", "variant x\nmoves\nresult agreed \n", "variant x\nmoves\nresult Agreed\n",
    "variant x\nmoves\nresult resign\n", "variant x\nmoves\nresign attackers\n", "variant x\nmoves\nresult resign  attackers\n",
    "variant x\nmoves\nresult resign both\n", "variant x\nmoves\nresult drawn\n", "variant x\nmoves\n#\n",
    "variant x\nmoves\n\0\n", "variant x\nmoves\x00\n", "variant x\nmoves\n\xA0\n",
    undef, \$base, [$base], { variant => 'x', moves => [] }, sub { $base }, 42,
);
for my $text (@refused) {
    is_deeply([game_parse($text)], [undef], 'game_parse(' . shown($text) . ') is one undef');
}
is(game_parse(), undef, 'game_parse() is undef');
is_deeply(game_parse($base, 'x'), game_parse($base), 'an extra argument is ignored');

# Round trips, with and without a start line and a result.
my @games = (
    { variant => 'brandubh', start => SETUP, moves => [], result => undef },
    { variant => 'brandubh', start => SETUP, moves => [qw(d1c1 d3c3)], result => undef },
    { variant => 'copenhagen 7x7', start => '7/7/7/3k3/7/7/a6 d', moves => [qw(d4d1 a1a2 d1g1)], result => undef },
    { variant => 'brandubh', start => SETUP, moves => [qw(d1c1)], result => { how => 'agreed' } },
    { variant => 'brandubh', start => '1111111/7/7/k6/7/7/6a a', moves => [qw(a4a1)], result => { how => 'resign', by => 'attackers' } },
    { variant => 'x', start => SETUP, moves => [qw(a1a2 a2a3 a3a4)], result => { how => 'resign', by => 'defenders' } },
);
for my $game (@games) {
    my $text = game_string($game);
    ok(defined $text, "game_string of '$game->{variant}' with " . scalar(@{ $game->{moves} }) . ' moves');
    is_deeply(game_parse($text), $game, '... and game_parse gives it back');
    is(game_string(game_parse($text)), $text, '... and game_string writes the same text again');
}
{
    my @moves;
    for my $from ('a' .. 'g') { for my $r (1 .. 7) { push @moves, "$from${r}d4" } }
    my $game = { variant => 'long', start => SETUP, moves => [(@moves) x 20], result => { how => 'agreed' } };
    is_deeply(game_parse(game_string($game)), $game, 'a round trip of 980 moves');
    # past 16,384 moves the XS reads a game's array another way (prefetching)
    my $long = { variant => 'longer', start => SETUP, moves => [(@moves) x 409], result => undef };
    my $text = game_string($long);
    is(length $text, length("variant longer\nmoves\n") + 5 * 20_041, 'game_string of 20,041 moves');
    is_deeply(game_parse($text), $long, '... and game_parse gives it back');
    my @bad = (@moves) x 409;
    $bad[20_000] = 'D4D5';
    is(game_string({ moves => \@bad }), undef, '... and one bad move among them, far in, is refused');
}

done_testing;
