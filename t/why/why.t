# position_why, move_why and game_why: undef exactly when the reader accepts,
# and otherwise every code, with where it starts.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Counter;
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::Why qw(:all);

sub why_is {
    my ($why, $code, $at, $like, $name) = @_;
    ok(ref $why eq 'HASH', "$name: a hash") or return;
    is($why->{code}, $code, "$name: code $code");
    is($why->{at}, $at, "$name: at " . (defined $at ? $at : 'undef'));
    like($why->{message}, $like, "$name: message") if $like;
    unlike($why->{message}, qr/\n/, "$name: one line");
}

# Accepted texts: undef, one value.
is_deeply([position_why(SETUP)], [undef], 'position_why of the set-up is one undef');
is(move_why('Kd1-d3xc3,e3++'), undef, 'move_why of a shown move');
is(move_why(' d1d3 '), undef, 'move_why with white space at the ends');
is(game_why("variant brandubh\nmoves d1c1 d3c3\n"), undef, 'game_why of a record');

# position_why
why_is(position_why(undef), 'type', undef, qr/got undef/, 'position undef');
why_is(position_why([SETUP]), 'type', undef, qr/reference/, 'position reference');
why_is(position_why('3x3/7/7/7/7/7/7 a'), 'letter', 1, qr/'x'/, 'a letter');
why_is(position_why('3A3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a'), 'letter', 1, qr/'A'/, 'upper case is no piece');
why_is(position_why("7/7/7/7/7/7/7\ta"), 'letter', 13, qr/'\\x09'/, 'a tab, shown by its code');
why_is(position_why('7/7/7/7/7/7 a'), 'rows', 11, qr/6 ranks/, 'six rows');
why_is(position_why('7/7/7/7/7/7/7/7 a'), 'rows', 13, qr/more than 7/, 'eight rows');
why_is(position_why('7/7/6/7/7/7/7 a'), 'width', 4, qr/Rank 5, '6', is 6 squares wide/, 'a narrow row');
why_is(position_why('7/7/7/7/7/7/16a a'), 'width', 12, qr/Rank 1, '16a', is 8 squares wide/, 'a wide row');
why_is(position_why(''), 'width', 0, qr/Rank 7, '', is 0 squares wide/, 'the empty string');
why_is(position_why('1/7/7/7/7/7/7 a'), 'width', 0, qr/Rank 7, '1', is 1 square wide, not 7\./, 'a row of one square: the noun agrees');
why_is(position_why('7 a'), 'rows', 1, qr/The board has 1 rank, not 7\./, '... and a board of one rank');
why_is(position_why('7/7/7/7/7/7/7'), 'side', 13, qr/found the end of the text/, 'no side');
why_is(position_why('7/7/7/7/7/7/7 k'), 'side', 13, qr/' k'/, 'k is no side');
why_is(position_why("7/7/7/7/7/7/7 a\n"), 'side', 13, qr/side to move/, 'a newline after the side');
why_is(position_why('7/7/7/7/7/7/7  a'), 'side', 13, qr/'  a'/, 'two spaces');
why_is(position_why("\x{263a}7/7/7/7/7/7/7 a"), 'letter', 0, qr/'\\x\{263a\}'/, 'a character, at 0: quoted by its code point');
why_is(position_why("7/\x{263a}"), 'letter', 2, undef, 'offsets count characters, not bytes');
why_is(position_why('6x/7/7/7/7/7/7 a'), 'letter', 1, undef, 'a letter is found before its row is measured');

# move_why
why_is(move_why(undef), 'type', undef, qr/got undef/, 'move undef');
why_is(move_why(\'d1d3'), 'type', undef, qr/reference/, 'move reference');
why_is(move_why(''), 'empty', 0, qr/no move/, 'empty');
why_is(move_why(" \t\n"), 'empty', 0, undef, 'white space');
why_is(move_why('h1d1'), 'square', 0, qr/'h1' is not a square/, 'h1');
why_is(move_why('Kd4-a8'), 'square', 4, qr/'a8'/, 'a8');
why_is(move_why('d4-d1xa0'), 'square', 6, qr/'a0'/, 'a0');
why_is(move_why('D4-D1XC9'), 'square', 6, qr/'C9'/, 'named as written');
why_is(move_why('d4-d1x'), 'form', 6, qr/a square after 'x', found the end/, 'x with no square');
why_is(move_why('d4-d1xc1,'), 'form', 9, qr/a square after ','/, 'a trailing comma');
why_is(move_why('d4 d1'), 'form', 2, qr/the one the piece reaches, found ' '/, 'a space inside');
why_is(move_why('d4-d1 xc1'), 'form', 6, qr/the end of the move, found 'x'/, 'a space before x');
why_is(move_why('d4-d1+'), 'form', 6, qr/second '\+'/, 'one +');
why_is(move_why('d4-d1+++'), 'form', 7, qr/the end of the move, found '\+'/, 'three +');
why_is(move_why('kkd4d1'), 'form', 1, qr/the one the piece leaves/, 'two ks');
why_is(move_why('  -d4d1'), 'form', 2, qr/found '-'/, 'after leading white space');
why_is(move_why("\x{263a}d1d3"), 'form', 0, qr/'\\x\{263a\}'/, 'a character: quoted by its code point');
why_is(game_why("variant brandubh\nmoves d1d3\xc2\xa0a1a2\n"), 'move', 23, undef, 'bytes that are not ASCII');
like(game_why("variant brandubh\nmoves d1d3\xc2\xa0a1a2\n")->{message}, qr/'d1d3\\xc2\\xa0a1a2'/, '... each quoted as \\xHH, one way throughout');
like(game_why("variant caf\x{e9}\nmoves zz\n")->{message}, qr/'zz'/, '... (what is quoted alone is escaped)');
like(position_why("\x{e9}7/7/7/7/7/7/7 a")->{message}, qr/'\\xe9'/, 'a character below 256 as \\xHH');
why_is(move_why("\x{212A}\x{212A}d4-d1"), 'form', 1, undef, 'two KELVIN SIGNs: one k');
why_is(move_why("\x{3000}d1d3\x{3000}x"), 'form', 6, undef, 'characters counted through a UTF-8 string');
# (an invisible character is quoted by its code point)
why_is(move_why("d1d3\xA0"), 'form', 4, qr/found '\\xa0'/, 'NO-BREAK SPACE is no white space in a byte string');
why_is(move_why("d1d3\x{feff}"), 'form', 4, qr/found '\\x\{feff\}'/, 'a byte-order mark is quoted by its code point');

# game_why: also line and column.
sub game_is {
    my ($text, $code, $at, $line, $column, $like, $name) = @_;
    my $why = game_why($text);
    why_is($why, $code, $at, $like, $name);
    is($why->{line}, $line, "$name: line " . (defined $line ? $line : 'undef'));
    is($why->{column}, $column, "$name: column " . (defined $column ? $column : 'undef'));
}
game_is(undef, 'type', undef, undef, undef, qr/got undef/, 'game undef');
game_is({}, 'type', undef, undef, undef, qr/reference/, 'game reference');
game_is("variant x\nmoves\ncomment hi\n", 'line', 16, 3, 1, qr/'comment hi' is not a record line/, 'an unknown word');
game_is("variant x\nmoves\td1d3\n", 'line', 10, 2, 1, undef, 'a tab after the word');
game_is("variant x\n moves\n", 'line', 10, 2, 1, undef, 'a space before the word');
game_is("variant x\nmoves\nvariant y\n", 'twice', 16, 3, 1, qr/variant line is given twice/, 'twice');
game_is("variant x\r\nmoves\r\nmoves d1d3\r\n", 'twice', 18, 3, 1, qr/moves line/, 'twice, CR LF');
game_is("variant\nmoves\n", 'variant', 7, 1, 8, qr/names no rule set/, 'a variant with no name');
game_is("moves\nvariant  \t\n", 'variant', 14, 2, 9, undef, 'a variant of white space');
game_is("variant x\nstart 7/7/7/7/7/7/8 a\nmoves\n", 'start', 28, 2, 19, qr/no position.*'8'/, 'a bad start');
game_is("variant x\nstart\nmoves\n", 'start', 15, 2, 6, qr/no position/, 'start with nothing');
game_is("variant x\nmoves d1d3 Kd1-d3 a1a2\n", 'move', 21, 2, 12,
        qr/'Kd1-d3' is a move as it is shown; a game stores it as d1d3\./, 'a shown move');
game_is("variant x\nmoves d1d3 zz\n", 'move', 21, 2, 12, qr/'zz' is not a stored move/, 'not a move');
# an upper-case stored move is no shown move: the message says moves are lower case
game_is("variant x\nmoves D1D3\n", 'move', 16, 2, 7,
        qr/'D1D3' is not a stored move: a game keeps its moves in lower case, as d1d3\./, 'upper case');
game_is("variant x\nmoves d1D3\n", 'move', 16, 2, 7, qr/in lower case, as d1d3\./, 'mixed case');
game_is("variant x\nmoves\nresult drawn\n", 'result', 23, 3, 8, qr/'drawn' is none of/, 'a result');
game_is("variant x\nmoves\nresult\n", 'result', 22, 3, 7, qr/'' is none of/, 'no result');
game_is("moves d1d3\n", 'missing', 11, 2, 1, qr/no variant line/, 'no variant line');
game_is("variant x", 'missing', 9, 1, 10, qr/no moves line/, 'no moves line');
game_is('', 'missing', 0, 1, 1, qr/no variant line/, 'the empty text');
game_is("variant x\nmoves\nbad\nvariant y\n", 'line', 16, 3, 1, undef, 'the first fault in reading order');
game_is("variant \x{263a}\nmoves zz\n", 'move', 16, 2, 7, undef, 'offsets in characters of a UTF-8 record');

# undef exactly when accepted, on the examples of the other tests.
for my $text (SETUP, 'x', "variant x\nmoves\n", 'Kd4-d1', "d1d3\n", '7/7/7/7/7/7/7 d', '') {
    is(defined position_why($text) ? 0 : 1, position_ok($text), 'position_why and position_ok agree: ' . shown($text));
    is(defined move_why($text) ? 0 : 1, defined move_parse($text) ? 1 : 0, 'move_why and move_parse agree: ' . shown($text));
    is(defined game_why($text) ? 0 : 1, defined game_parse($text) ? 1 : 0, 'game_why and game_parse agree: ' . shown($text));
}

# A tied argument is fetched once.
for my $f (\&position_why, \&move_why, \&game_why) {
    tie my $t, 'Brandubh::Counter', 'nothing';
    $f->($t);
    is(tied($t)->{fetches}, 1, 'a tied argument is fetched once');
}
my $fresh = game_why("moves\n");
$fresh->{code} = 'changed';
is(game_why("moves\n")->{code}, 'missing', 'a new hash each call');

done_testing;
