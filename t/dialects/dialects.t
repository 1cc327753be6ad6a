# Game::Brandubh::Notation::Dialects: the tafl move notations people keep
# their games in (this module's shown form, OpenTafl's, Damian Walker's,
# aagenielsen.dk's), a move and a list of moves, read and written; on the
# games of t/data/dialects (tools/dialect-games.pl writes them, each game
# in every dialect, with its stored moves beside), on each mark and form,
# on each refusal; through the command too; the same in both backends.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::Dialects qw(:all);
use Game::Brandubh::Notation::Command ();
use Brandubh::Child qw(run_command);

# the child the end runs under the other backend says nothing but its
# transcript
if ($ENV{BRANDUBH_DIALECTS_TRANSCRIPT}) {
    my $quiet = '';
    Test::More->builder->$_(\$quiet) for qw(output failure_output todo_output);
}
my $data = "$FindBin::Bin/../data/dialects";
sub lines_of {
    my ($file) = @_;
    open my $fh, '<', "$data/$file" or die "$file: $!";
    return grep { !/\A#/ } map { chomp; $_ } <$fh>;
}
sub slurp { my ($file) = @_; open my $fh, '<', $file or die "$file: $!"; local $/; return scalar <$fh> }

# What the tests print of every answer, for the other backend to print the
# same (at the end).
my $transcript = '';
sub dump_of {
    my ($value) = @_;
    return 'undef' unless defined $value;
    return "[" . join(',', map { dump_of($_) } @$value) . "]" if ref $value eq 'ARRAY';
    return "{" . join(',', map { "$_=" . dump_of($value->{$_}) } sort keys %$value) . "}" if ref $value eq 'HASH';
    return "'$value'";
}

is_deeply([dialects()], [qw(nielsen otn shown walker)], 'the dialects');

# The games of t/data/dialects, in each dialect: the stored moves, the
# resignation and the timeout each list says, and the list written back
# token for token.
my @expected = map { [split / /] } lines_of('expected.txt');
for my $d (dialects()) {
    my @lines = lines_of("$d.txt");
    is(scalar @lines, scalar @expected, "$d: a line a game");
    my ($read, $same_moves, $same_result, $same_back, $records) = (0, 0, 0, 0, 0);
    for my $i (0 .. $#lines) {
        my ($count, $moves, $resigned, $timeout) = @{ $expected[$i] };
        my $list = list_from_dialect($d, $lines[$i]);
        if (!$list) {
            diag("$d game " . ($i + 1) . ': ' . list_from_dialect_why($d, $lines[$i])->{message});
            next;
        }
        $read++;
        $transcript .= "$d $i " . dump_of($list) . "\n";
        my $game = $list->{game};
        $same_moves++ if @{ $game->{moves} } == $count && join(',', @{ $game->{moves} }) eq $moves;
        # a resignation is in the lists of the dialects with a word for it
        my $by = $game->{result} ? $game->{result}{by} : '-';
        my $out = $list->{notes}{timeout} || '-';
        my $says_resign = $d eq 'nielsen' || $d eq 'otn';
        $same_result++ if $by eq ($says_resign ? $resigned : '-') && $out eq ($d eq 'nielsen' ? $timeout : '-');
        my $numbered = $lines[$i] =~ /\A1\. /;
        my $back = list_to_dialect($d, $list, { numbered => $numbered });
        $same_back++ if defined $back && $back eq $lines[$i];
        my %record = %$game;
        delete $record{result} unless $record{result};
        my $parsed = game_parse(game_string(\%record));
        $records++ if $parsed && join(',', @{ $parsed->{moves} }) eq $moves && $parsed->{start} eq SETUP;
    }
    is($read, scalar @lines, "$d: every game is read");
    is($same_moves, scalar @lines, "$d: ... into its stored moves");
    is($same_result, scalar @lines, "$d: ... with the resignation and timeout it says, of the side to move");
    is($same_back, scalar @lines, "$d: ... and written back token for token");
    is($records, scalar @lines, "$d: ... as a record game_parse reads");
}

# A move and what it says, in each dialect.
my @moves = (
    [shown => 'd1-d3',            'd1d3', {}],
    [shown => 'Kd1-d3xc3,e3++',   'd1d3', { king => 1, captures => [qw(c3 e3)], king_home => 1 }],
    [shown => 'c5-c4xd4#',        'c5c4', { captures => ['d4'], king_taken => 1 }],
    [shown => 'kD4D1',            'd4d1', { king => 1, hyphen => 0 }],
    [shown => 'd1-d3XC3',         'd1d3', { captures => ['c3'] }],
    [otn   => 'Kd4-d3',           'd4d3', { king => 1 }],
    [otn   => 'g2-g3xf3/g4',      'g2g3', { captures => [qw(f3 g4)] }],
    [otn   => 'c2-c3xKc4',        'c2c3', { captures => ['c4'], king_square => 'c4', king_taken => 1 }],
    [otn   => 'c2-c3xb3/Kc4',     'c2c3', { captures => [qw(b3 c4)], king_square => 'c4', king_taken => 1 }],
    [otn   => 'c5-c4xd4++',       'c5c4', { captures => ['d4'], king_taken => 1 }],
    [otn   => 'Ke1-a1--',         'e1a1', { king => 1, king_home => 1 }],
    [otn   => 'a3-e3+',           'a3e3', { threat => 1 }],
    [otn   => 'Ke5-e1-',          'e5e1', { king => 1, way_out => 1 }],
    [otn   => 'e2-e1xd1/f1',      'e2e1', { captures => [qw(d1 f1)] }],
    [walker => 'E5-E7',           'e5e7', {}],
    [walker => 'e5-e7',           'e5e7', { lower => 1 }],
    [walker => 'E5-E6xF6',        'e5e6', { captures => ['f6'] }],
    [walker => 'E5-E6xD6/F6/E7',  'e5e6', { captures => [qw(d6 f6 e7)] }],
    [walker => 'E5-E6+',          'e5e6', { threat => 1 }],
    [walker => 'G2-G1++',         'g2g1', { wins => 1 }],
    [walker => 'C4-C5--',         'c4c5', { loses => 1 }],
    [nielsen => 'f4-f2',          'f4f2', {}],
    [nielsen => 'f6-f7xe7',       'f6f7', { captures => ['e7'] }],
    [nielsen => 'e2-e1xd1xf1',    'e2e1', { captures => [qw(d1 f1)] }],
    [nielsen => 'e1a1',           'e1a1', { hyphen => 0 }],
);
for my $case (@moves) {
    my ($d, $text, $move, $about) = @$case;
    my ($got, $got_about) = move_from_dialect($d, $text);
    is($got, $move, "$d: '$text' is $move");
    is_deeply($got_about, $about, '... and says ' . dump_of($about));
    is(scalar move_from_dialect($d, $text), $move, '... the move alone in scalar context');
    is(move_from_dialect_why($d, $text), undef, '... and nothing is wrong with it');
    my $back = move_to_dialect($d, $move, $about);
    # the shown form is move_display's, which writes lower case
    is($back, $d eq 'shown' ? move_display($move, $about) . ($about->{hyphen} ? '' : '') : $text, '... written back')
        unless $d eq 'shown' && defined $about->{hyphen};
    $transcript .= "$d $text " . dump_of([$got, $got_about, $back]) . "\n";
}
is(move_to_dialect('shown', 'd4d1', { king => 1, hyphen => 0 }), 'Kd4d1', 'shown: a move read without its hyphen is written so');
is(move_to_dialect('otn', 'c5c4', { captures => ['d4'], king_taken => 1 }), 'c5-c4xd4++', 'otn: the king taken, not marked: ++');
is(move_to_dialect('otn', 'c5c4', { captures => ['d4', 'e4'], king_square => 'd4', king_taken => 1 }), 'c5-c4xKd4/e4',
   'otn: the king taken, marked K as OpenTafl writes it, without ++');
is(move_to_dialect('otn', 'c5c4', { captures => ['e4'], king_square => 'd4' }), undef, 'otn: a king square that is no capture');
is(move_to_dialect('walker', 'g2g1', { king_home => 1 }), 'G2-G1++', "walker: king_home is a winning move, Walker's ++");
is(move_to_dialect('shown', 'g2g1', { wins => 1 }), 'g2-g1', "shown: wins has no mark of the shown form's");
is(move_to_dialect('nielsen', 'd1d3', { captures => ['C3', 'e3'], threat => 1 }), 'd1-d3xc3xe3', 'nielsen: no marks; captures in lower case');
is(move_to_dialect('otn', 'd1d3', { captures => 'c3' }), undef, 'captures that are no array');
is(move_to_dialect('otn', 'd1d3', { captures => ['h9'] }), undef, 'a capture that is no square');
is(move_to_dialect('otn', 'D1D3', {}), undef, 'a move that is not stored');
is(move_to_dialect('otn', 'd1d3', []), undef, 'an about that is no hash');
is(move_to_dialect('otn', 'd1d3'), 'd1-d3', 'no about');
is(move_to_dialect('klingon', 'd1d3'), undef, 'a dialect there is not');

# 0.01's move_parse goes on refusing what only the dialects read.
is(move_parse($_), undef, "move_parse refuses '$_', as 0.01 does") for 'e2-e1xd1xf1', 'e2-e1xd1/f1';

# Refusals: the code, where (from 0), and a message that says it.
my @refused = (
    [otn     => 'd1-d3xc3,e3',          'captures', 8,  qr{parts captured squares with '/', not ','}],
    [shown   => 'd1-d3xc3/e3',          'captures', 8,  qr{with ',', not '/'}],
    [walker  => 'E2-E1xD1xF1',          'captures', 8,  qr{with '/', not 'x'}],
    [nielsen => 'e2-e1xd1/f1',          'captures', 8,  qr{with 'x', not '/'}],
    [otn     => 'd1-d3#',               'mark',     5,  qr{'#' is not a mark of OpenTafl Notation}],
    [nielsen => 'd1-d3+',               'mark',     5,  qr{which has none}],
    [shown   => 'd1-d3--',              'mark',     5,  qr{'--' is not a mark of the shown form}],
    [walker  => 'E5-E6-',               'mark',     5,  qr{'-' is not a mark of Walker's}],
    [otn     => 'd1-d3+++',             'form',     7,  qr{expected the end of the move; found '\+'}],
    [nielsen => 'k10-d10xc10xd11',      'board',    0,  qr{'k10' is a square of a bigger board}],
    [walker  => 'E5-E8',                'board',    3,  qr{'E8' is a square of a bigger board}],
    [otn     => 'a0-a3',                'board',    0,  qr{'a0'}],
    [nielsen => 'd1-d3xh3',             'board',    6,  qr{'h3'}],
    [otn     => 'Ne6^=e8xce7/ne9',      'piece',    0,  qr{'N' is a piece letter of another game: brandubh's only letter is K}],
    [otn     => 'td1-d3',               'piece',    0,  qr{'t'}],
    [walker  => 'Kd4-d1',               'piece',    0,  qr{\AColumn 1: 'K' is brandubh's king, but Walker's notation writes no king letter: a king's move is written without it\.\z}],
    [nielsen => 'Kd4-d1',               'piece',    0,  qr{\AColumn 1: 'K' is brandubh's king, but aagenielsen\.dk's notation writes no king letter}],
    [walker  => 'kd4-d1',               'piece',    0,  qr{'k' is brandubh's king, but Walker's notation writes no king letter}],
    [nielsen => 'td1-d3',               'piece',    0,  qr{'t' is a piece letter of another game: aagenielsen\.dk's notation writes no piece letter}],
    [otn     => 'd1^d3',                'jump',     2,  qr{'\^' marks a jump or berserk move}],
    [otn     => 'e5-e6=',               'jump',     5,  qr{'='}],
    [otn     => 'D1-D3',                'case',     0,  qr{writes squares in lower case}],
    [nielsen => 'd1-D3',                'case',     3,  qr{lower case}],
    [otn     => 'd1d3',                 'form',     2,  qr{expected '-' between the two squares; found 'd3'}],
    [walker  => 'D1D3',                 'form',     2,  qr{expected '-'}],
    [otn     => 'd1-',                  'form',     3,  qr{expected the square the piece reaches; found the end}],
    [otn     => 'd1-d3x',               'form',     6,  qr{expected a captured square}],
    [otn     => 'd1-d3xc3/',            'form',     9,  qr{expected a captured square}],
    [otn     => 'c2-c3xKb3/Kc4',        'form',     10,  qr{no second square marked K}],
    [otn     => '---',                  'form',     0,  qr{expected the square the piece leaves}],
    [shown   => '',                     'empty',    0,  qr{There is no move}],
    [shown   => 'd1-d3 ',               'form',     5,  qr{expected the end of the move}],
);
for my $case (@refused) {
    my ($d, $text, $code, $at, $message) = @$case;
    is_deeply([move_from_dialect($d, $text)], [], "$d refuses '$text'");
    my $why = move_from_dialect_why($d, $text);
    is($why->{code}, $code, "... $code");
    is($why->{at}, $at, "... at $at");
    like($why->{message}, $message, '... and says so');
    like($why->{message}, qr/\AColumn @{[$at + 1]}: /, '... at its column') unless $code eq 'empty';
    $transcript .= "$d $text " . dump_of($why) . "\n";
}
is(move_from_dialect_why('klingon', 'd1-d3')->{code}, 'dialect', 'a dialect there is not');
like(move_from_dialect_why('klingon', 'd1-d3')->{message}, qr/the dialects are nielsen, otn, shown, walker/, '... named with those there are');
is(move_from_dialect_why(undef, 'd1-d3')->{code}, 'type', 'no dialect');
is(move_from_dialect_why('otn', undef)->{code}, 'type', 'no move');
is(move_from_dialect_why('otn', ['d1-d3'])->{code}, 'type', 'a reference for a move');
is_deeply([move_from_dialect('otn', undef)], [], 'move_from_dialect of undef');

# Lists: numbered turns, closing words, who moves first, the start.
my $list = list_from_dialect('nielsen', "1. d2-e2 c4-c2\n2. b4-b3xc3 d5-b5 resigned");
is_deeply($list->{game}, { variant => 'brandubh', start => SETUP, moves => [qw(d2e2 c4c2 b4b3 d5b5)],
                           result => { how => 'resign', by => 'attackers' } },
          'a numbered list over two lines, the attackers resigning on their turn');
is_deeply($list->{abouts}, [{}, {}, { captures => ['c3'] }, {}], '... each move\'s about');
is($list->{first}, 'attackers', '... the attackers first');
is(list_to_dialect('nielsen', $list), 'd2-e2 c4-c2 b4-b3xc3 d5-b5 resigned', '... written back unnumbered');
is(list_to_dialect('nielsen', $list, { numbered => 1 }), '1. d2-e2 c4-c2 2. b4-b3xc3 d5-b5 resigned', '... and numbered');
is(list_to_dialect('otn', $list), 'd2-e2 c4-c2 b4-b3xc3 d5-b5 ---', '... in OTN, whose --- is a resignation');
is(list_to_dialect('walker', $list), undef, "... not in Walker's, which has no word for it");
like(list_to_dialect_why('walker', $list)->{message}, qr/no word for a resignation/, '... said');
# A move that says more captures than the glue keeps room for on its
# stack (32): read again with room, every capture kept, in order.
{
    my @many = map { ('a' .. 'g')[ $_ % 7 ] . (1 + int($_ / 7) % 7) } 0 .. 39;
    my $long = list_from_dialect('otn', 'd1-d3 a4-a5x' . join('/', @many) . ' d3-d1');
    is_deeply($long && $long->{abouts}[1]{captures}, \@many, 'a list whose move says 40 captures: all kept, in order');
    is_deeply($long && $long->{game}{moves}, [qw(d1d3 a4a5 d3d1)], '... and the moves around it');
    is(list_to_dialect('otn', $long), 'd1-d3 a4-a5x' . join('/', @many) . ' d3-d1', '... written back');
    $long = list_from_dialect('nielsen', 'd1d3 a4-a5' . join('', map { "x$_" } @many));
    is_deeply($long && $long->{abouts}[1]{captures}, \@many, '... the same in aagenielsen.dk\'s, the last move of its list');
}
$list = list_from_dialect('nielsen', 'd2-e2 c4-c2 d2-d3 timeout');
is($list->{game}{result}, undef, 'a timeout is no result a record holds');
is_deeply($list->{notes}, { timeout => 'defenders' }, '... and is a note: the defenders, to move, ran out of time');
is(list_to_dialect('nielsen', $list), 'd2-e2 c4-c2 d2-d3 timeout', '... written back');
like(list_to_dialect_why('otn', $list)->{message}, qr/no word for a timeout/, '... never dropped by a dialect without the word');
$list = list_from_dialect('otn', 'd4-d3 d1-d2 ---', { first => 'defenders' });
is($list->{game}{start}, '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d', 'the defenders first: the set-up, the defenders to move');
is_deeply($list->{game}{result}, { how => 'resign', by => 'defenders' }, '... so the defenders resigned on their turn, the third move');
my $start = 'da1a3/a6/2ad3/adka3/2d4/2a4/1a5 a';
$list = list_from_dialect('otn', 'd7-d6xd5 c3-b3 c2-c3xKc4', { start => $start });
is($list->{game}{start}, $start, 'a start given');
is($list->{abouts}[2]{king_square}, 'c4', '... the king taken on c4');
is(list_from_dialect('otn', 'd1-d3', { start => $start, first => 'defenders' }), undef, 'a start and a first that disagree');
like(list_from_dialect_why('otn', 'd1-d3', { start => $start, first => 'defenders' })->{message}, qr/first says defenders/, '... said');
is(list_from_dialect_why('otn', 'd1-d3', { first => 'white' })->{code}, 'options', 'a first that is no side');
is(list_from_dialect_why('otn', 'd1-d3', { start => 'x' })->{code}, 'options', 'a start that is no position');
is(list_from_dialect_why('otn', 'd1-d3', [])->{code}, 'options', 'options that are no hash');
# a variant that is a reference: refused, in both backends (issue 65,
# item 9: the game's variant was its address, ARRAY(0x...))
for my $ref ([], {}, \'brandubh', sub {1}) {
    my $what = 'a variant that is a reference (' . ref($ref) . ')';
    for my $d (dialects()) {
        is(list_from_dialect($d, 'd1-d3', { variant => $ref }), undef, "$d: $what refused");
        is_deeply(list_from_dialect_why($d, 'd1-d3', { variant => $ref }),
                  { code => 'options', at => undef, message => 'The option variant is a word or a line, not a reference.' },
                  '... said');
    }
}
is(list_from_dialect_why('otn', 'd1-d3', { variant => [], first => 'white' })->{message},
   q{The option first is 'attackers' or 'defenders'.}, '... after the first side and the start');
is(list_from_dialect('shown', 'd1-d3', { variant => "two\nlines" }), undef, 'a variant a record cannot hold');
is(list_from_dialect_why('shown', 'd1-d3', { variant => "two\nlines" })->{message},
   'The variant is not one a record can hold: a word or a line, with no line break.', '... said: a line break');
for my $blank (' ', "\t", " \t ") {
    (my $said = $blank) =~ s/\t/\\t/g;
    is(list_from_dialect('shown', 'd1-d3', { variant => $blank }), undef, "a variant of white space alone, '$said'");
    is_deeply(list_from_dialect_why('shown', 'd1-d3', { variant => $blank }),
              { code => 'variant', at => undef, message => 'The variant is not one a record can hold: it is white space alone, which names no rule set.' },
              '... said so, not as a line break');
}
is(list_from_dialect('shown', 'd1-d3', { variant => 'brandubh strong king' })->{game}{variant}, 'brandubh strong king', 'a variant');
is_deeply(list_from_dialect('shown', '')->{game}{moves}, [], 'an empty list: a game of no moves');
is_deeply(list_from_dialect('shown', '1.d2-e2 c4-c2 2.b4-b3')->{game}{moves}, [qw(d2e2 c4c2 b4b3)], 'turn numbers joined to their moves');
is_deeply(list_from_dialect('shown', '1. d2-e2 1... c4-c2')->{game}{moves}, [qw(d2e2 c4c2)], "1... before a turn's second move");
my @list_refused = (
    [nielsen => 'd2-e2 resigned c4-c2',        'after', 15, qr{'c4-c2' follows 'resigned', which ends the list}],
    [nielsen => 'd2-e2 timeout resigned',      'after', 14, qr{follows 'timeout'}],
    [otn     => 'Kd4-g4 Kg4-g7-- d1-d2',       'after', 16, qr{a move after move 2, whose mark ends the game}],
    [walker  => 'G2-G1++ A4-A5',               'after', 8,  qr{after move 1}],
    [nielsen => '1. d2-e2 c4-c2 3. b4-b3',     'turn',  15, qr{turn 3\. comes after 2 moves; turn 2 is next}],
    [nielsen => '1. d2-e2 2. c4-c2',           'turn',  9,  qr{turn 2\. comes after 1 move; a turn begins after an even number of moves}],
    [otn     => '1.. d2-e2',                   'turn',  0,  qr{\AColumn 1: '1\.\.' is not a turn number: 1\. is written before a turn's first move, and 1\.\.\. before its second\.\z}],
    [nielsen => '1. d2-e2 1.... c4-c2',        'turn',  9,  qr{\AColumn 10: '1\.\.\.\.' is not a turn number: 1\. is written}],
    [shown   => '1. d2-e2 c4-c2 2..b4-b3',     'turn',  15, qr{'2\.\.' is not a turn number: 2\. is written before a turn's first move, and 2\.\.\. before}],
    [walker  => '1.. D2-E2',                   'turn',  0,  qr{'1\.\.' is not a turn number}],
    [nielsen => 'd2-e2 c4-c2 b4-h3',           'board', 15, qr{Column 16: move 3 \('b4-h3'\): 'h3' is a square of a bigger board}],
    [otn     => 'd2-e2 resigned',              'form',  6,  qr{move 2 \('resigned'\): expected}],
);
for my $case (@list_refused) {
    my ($d, $text, $code, $at, $message) = @$case;
    is(list_from_dialect($d, $text), undef, "$d refuses the list '$text'");
    my $why = list_from_dialect_why($d, $text);
    is($why->{code}, $code, "... $code");
    is($why->{at}, $at, "... at $at");
    like($why->{message}, $message, '... and says so');
    $transcript .= "$d $text " . dump_of($why) . "\n";
}
is(list_from_dialect_why('otn', undef)->{code}, 'type', 'no list');
my $resigned = { game => { variant => 'brandubh', moves => ['d2e2'], result => { how => 'resign', by => 'attackers' } } };
like(list_to_dialect_why('nielsen', $resigned)->{message}, qr/attackers resigned, but a list says a resignation of the side to move, the defenders/,
     'a resignation by the side that has just moved cannot be a list');
like(list_to_dialect_why('otn', { game => { moves => [], result => { how => 'agreed' } } })->{message}, qr/no word for an agreed draw/,
     'nor can an agreed draw');
# every message begins with a capital, the dialect's name first or not
for my $d (dialects()) {
    my %game = (agreed => { moves => [], result => { how => 'agreed' } },
                resign => { moves => [], result => { how => 'resign', by => 'attackers' } });
    for my $how (sort keys %game) {
        my $why = list_to_dialect_why($d, { game => $game{$how} });
        like($why->{message}, qr/\A[A-Z]/, "$d, $how: the message begins with a capital") if $why;
    }
    my $why = list_to_dialect_why($d, { game => { moves => [] }, notes => { timeout => 'attackers' } });
    like($why->{message}, qr/\A[A-Z]/, "$d, a timeout: the message begins with a capital") if $why;
}
is(list_to_dialect_why('shown', { game => { moves => [], result => { how => 'agreed' } } })->{message},
   'The shown form has no word for an agreed draw.', 'the shown form, named first: The shown form');
is(list_to_dialect_why('nielsen', { game => { moves => [], result => { how => 'agreed' } } })->{message},
   'The notation of aagenielsen.dk has no word for an agreed draw.', "aagenielsen.dk's, named first: The notation of aagenielsen.dk");
is(list_to_dialect_why('otn', { game => { moves => ['d9d1'] } })->{code}, 'game', 'a game game_string does not write');
is(list_to_dialect_why('otn', { game => { moves => ['d1d2'] }, abouts => [[]] })->{code}, 'about', 'an about that is no hash');
is(list_to_dialect_why('otn', 'x')->{code}, 'list', 'a list that is no hash');
is(list_to_dialect('otn', { game => { moves => [qw(d1d2 c4c5)] } }), 'd1-d2 c4-c5', 'a game without abouts');

# The command: each dialect's file converted to records check accepts, and
# back to the same lines; a fault placed, the other games converted.
for my $d (dialects()) {
    my $file = "$data/$d.txt";
    my ($status, $records, $err) = run_command(undef, 'convert', '--from', $d, $file);
    is($status, 0, "convert --from $d: exit 0");
    my @notes = $err =~ /^brandubh-notation: \Q$file\E:[0-9]+: game [0-9]+: note: (.*)$/mg;
    # a note for each game that says what a record cannot hold: a capture,
    # a king's letter, a mark, a timeout (and nothing for the others)
    my @saying = grep { /[xX]|K|\+|#|--|timeout/ } lines_of("$d.txt");
    # (a note's words said once, at its first game; the summary counts
    # the games noted, and each kind)
    my ($noted, $kinds) = $err =~ /^brandubh-notation: \Q@{[scalar @expected]}\E games: \Q@{[scalar @expected]}\E written, 0 refused, ([0-9]+) with a note(?: \(([^)]*)\))?/m;
    is($noted, scalar @saying, '... a game noted for each game that says what a record cannot hold');
    my %said;
    is(scalar(grep { $said{$_}++ } @notes), 0, '... each note said once');
    my ($timeouts) = (defined $kinds ? $kinds : '') =~ /\btimeout ([0-9]+)/;
    is($timeouts || 0, $d eq 'nielsen' ? scalar(grep { $_->[3] ne '-' } @expected) : 0,
       '... a timeout among them for each timeout');
    like($err, qr/^brandubh-notation: @{[scalar @expected]} games: .*: @{[scalar @saying]} lost what a record cannot hold/m,
         '... and counted') if @saying;
    my ($checked, $summary, $check_err) = run_command($records, 'check', '--count');
    like($summary, qr/\A@{[scalar @expected]} records: @{[scalar @expected]} accepted, 0 refused/, '... records check accepts, a game each');
    my ($back_status, $back) = run_command($records, 'convert', '--to', $d);
    my @back = split /\n/, $back;
    my @lines = lines_of("$d.txt");
    my $numbered = 0;
    my $same = 0;
    for my $i (0 .. $#lines) {
        my $line = $lines[$i];
        # from a record, the moves alone (no piece letter, captures or
        # marks: a record keeps none) and the resignation, no timeout
        my @tokens = grep { !/\A[0-9]+\.\z/ && $_ ne 'timeout' } split / /, $line;
        my $plain = join ' ', map { my $m = move_from_dialect($d, $_); defined $m ? move_to_dialect($d, $m) : $_ } @tokens;
        $same++ if defined $back[$i] && $back[$i] eq $plain;
    }
    is($same, scalar @lines, "... and from the records, the same moves in $d");
    my ($again_status, $again) = run_command(undef, 'convert', '--from', $d, '--to', $d, $file);
    my @again = split /\n/, $again;
    my @unnumbered = map { my $l = $_; $l =~ s/(?:\A| )[0-9]+\. / /g; $l =~ s/\A //; $l } lines_of("$d.txt");
    is_deeply(\@again, \@unnumbered, "convert --from $d --to $d: the same tokens, captures and marks included");
}
my $csv = "d2-e2 c4-c2 b4-b3,0,0,Ongoing\nd2-e2 c4-h2,1,0,White\n\nd6-c6 e4-e1 timeout,0,0,Black\n";
my ($status, $out, $err) = run_command($csv, 'convert', '--from', 'nielsen');
is($status, 1, 'a list that cannot be read: exit 1');
like($err, qr{^brandubh-notation: -:2:10: game 2: board: Move 2 \('c4-h2'\): 'h2' is a square of a bigger board}m,
     '... FILE:LINE:COLUMN: game N: CODE: message');
like($err, qr{^brandubh-notation: -:1: game 1: note: that no move captured anything and the columns '0,0,Ongoing', which a record cannot hold$}m,
     '... the columns, a note');
like($err, qr{^brandubh-notation: -:4: game 3: note: a timeout of the attackers, that no move captured anything and the columns '0,0,Black', which a record cannot hold$}m,
     '... a timeout too');
like($err, qr{^brandubh-notation: 3 games: 2 written, 1 refused \(board 1\), 2 with a note \(columns 2, stated 2, timeout 1\): 2 lost what a record cannot hold \(--lossless refuses them\)\n\z}m,
     '... the games written, refused and noted, counted last');
is(scalar(() = $out =~ /^variant /mg), 2, '... and the other games written');
($status, $out, $err) = run_command("d2-e2 2. c4-c2\n", 'convert', '--from', 'nielsen');
is($err, "brandubh-notation: -:1:7: game 1: turn: Turn 2. comes after 1 move; a turn begins after an even number of moves.\n",
   '... its message, its column said before it, begins with a capital');
($status, $out, $err) = run_command("d2-e2 Kd4-d5\n", 'convert', '--from', 'walker');
is($err, "brandubh-notation: -:1:7: game 1: piece: Move 2 ('Kd4-d5'): 'K' is brandubh's king, but Walker's notation writes no king letter:"
       . " a king's move is written without it.\n", "convert --from walker: a K is the king's, which Walker's notation does not write");
($status, $out, $err) = run_command("1.. d6-c6 d5-d6\n1.... d6-c6\n", 'convert', '--from', 'otn');
is_deeply([$status, $out, $err], [1, '', "brandubh-notation: -:1:1: game 1: turn: '1..' is not a turn number: 1. is written before a turn's first move,"
                                         . " and 1... before its second.\n"
                                         . "brandubh-notation: -:2:1: game 2: turn: '1....' is not a turn number: 1. is written before a turn's first move,"
                                         . " and 1... before its second.\n"
                                         . "brandubh-notation: 2 games: 0 written, 2 refused (turn 2), 0 with a note\n"],
          'convert --from otn: 1.. and 1.... are refused, no game written, and counted last');
($status, $out, $err) = run_command("d2-e2\n", 'convert', '--from', 'nielsen', '--variant', ' ');
is($err, "brandubh-notation: -:1:1: game 1: variant: The variant is not one a record can hold: it is white space alone, which names no rule set.\n",
   "convert --variant ' ': white space alone, said so");
($status, $out, $err) = run_command($csv, 'convert', '--from', 'nielsen', '-q');
unlike($err, qr/note/, '-q: no notes');
($status, $out) = run_command($csv, 'convert', '--from', 'nielsen', '--to', 'nielsen');
is($out, "d2-e2 c4-c2 b4-b3,0,0,Ongoing\nd6-c6 e4-e1 timeout,0,0,Black\n", '--to nielsen: the lines back, their columns kept');
($status, $out) = run_command("1. d3-c3 d2-e2\n2. Kd4-d2 ---\n", 'convert', '--from', 'otn', '--first', 'defenders', '--variant', 'brandubh 2');
is($out, "variant brandubh 2\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\nmoves d3c3 d2e2 d4d2\nresult resign attackers\n",
   '--first and --variant; a numbered game over two lines');
($status, $out) = run_command("1. d2-e2 c4-c2\n1. b4-b3\n", 'convert', '--from', 'otn', '--to', 'shown', '--numbered');
is($out, "1. d2-e2 c4-c2\n1. b4-b3\n", 'a line beginning at turn 1 begins a game');
($status, $out) = run_command("d7-d6xd5 c3-b3 c2-c3xKc4\n", 'convert', '--from', 'otn', '--start', $start);
is($out, "variant brandubh\nstart $start\nmoves d7d6 c3b3 c2c3\n", '--start');
for my $bad (['--from', 'otn', '--start', 'x'], ['--from', 'otn', '--start', $start, '--first', 'defenders'], ['--from', 'x'], ['--from', 'otn', '--first', 'white'], ['--first', 'attackers'],
             ['--to', 'klingon'], ['--numbered']) {
    my ($bad_status, undef, $bad_err) = run_command('', 'convert', @$bad);
    is($bad_status, 2, "convert @$bad: a usage error");
    like($bad_err, qr/Try 'brandubh-notation convert --help'/, '... said');
}

# The other backend gives every answer above the same.
SKIP: {
    skip 'PUREPERL_ONLY: one backend', 1 unless Game::Brandubh::Notation::BACKEND() eq 'XS';
    local $ENV{GAME_BRANDUBH_NOTATION_BACKEND} = 'PP';
    local $ENV{BRANDUBH_DIALECTS_TRANSCRIPT} = 1;
    my @inc = map {"-I$_"} grep { !ref } @INC;
    my $pp = qx{"$^X" @inc "$0"};
    is($pp, $transcript, 'the PP backend: the same answers, ' . ($transcript =~ tr/\n//) . ' of them');
}
if ($ENV{BRANDUBH_DIALECTS_TRANSCRIPT}) {
    require POSIX;
    print {*STDOUT} $transcript;
    close STDOUT;
    POSIX::_exit(0);
}
done_testing;
