# Game::Brandubh::Notation::OpenTafl: OTN positions, moves and .otg game
# records both ways, on the records of OpenTafl's repository (t/data/
# opentafl, see its README), on what the specification's examples say, and
# on random games round-tripped.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::OpenTafl qw(:all);
use Brandubh::Child qw(run_command);

my $data = "$FindBin::Bin/../data/opentafl";
sub slurp { my ($file) = @_; open my $fh, '<', "$data/$file" or die "$file: $!"; local $/; return scalar <$fh> }

# Positions: rank 1 first there, rank 7 first here; t T K for a d k.
is(position_to_otn(SETUP), '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/', 'the set-up, as the specification writes it');
is(position_from_otn('/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/'), SETUP, '... and back, the attackers to move');
is(position_from_otn('/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/', 'd'), '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d', '... the defenders to move');
my $puzzle = 'da1a3/a6/2ad3/adka3/2d4/2a4/1a5 a';
is(position_from_otn('/1t5/2t4/2T4/tTKt3/2tT3/t6/Tt1t3/'), $puzzle, 'a puzzle\'s start: its first row is rank 1');
is(position_to_otn($puzzle), '/1t5/2t4/2T4/tTKt3/2tT3/t6/Tt1t3/', '... and back');
my ($rows) = position_cells($puzzle);
is($rows->[0][3], 'a', '... so d7 holds the attacker that moves d7-d6 there');
for my $bad ('/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/', '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/', '3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3',
             '/3t3/3t3/3N3/ttTKTtt/3T3/3t3/3t3/', '/3t3/3t3/3T3/ttTkTtt/3T3/3t3/3t3/', '/3t3/3t3/3T3/ttTKTttt/3T3/3t3/3t3/',
             '/3t3/3t3/3T3/ttTKTt/3T3/3t3/3t3/', '/03t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/', '/7/7/7/7/7/7/7/ ', undef, \'x') {
    is(position_from_otn($bad), undef, 'not a 7x7 record of t, T and K: ' . (defined $bad ? "'$bad'" : 'undef'));
}
is(position_from_otn('/7/7/7/7/7/7/7/', 'x'), undef, 'a side that is neither a nor d');
is(position_to_otn('x'), undef, 'position_to_otn of what is no position');

# Moves.
my %from = ('Kd4-d3' => 'd4d3', 'd7-d6xd5' => 'd7d6', 'c2-c3xKc4' => 'c2c3', 'g2-g3xf3/g4' => 'g2g3',
            'Ke1-a1--' => 'e1a1', 'a3-e3+' => 'a3e3', 'Ke5-e1-' => 'e5e1', 'e3-e4++' => 'e3e4', 'd1-d3' => 'd1d3');
is(move_from_otn($_), $from{$_}, "move_from_otn('$_')") for sort keys %from;
for my $bad ('Ne6^=e8xce7/ne9/f8/d8', 'ce6^e8', 'Ne8=e4xe3', 'd1^d3', 'c3-c4xc5,e5', '---', 'd1d3', 'h1-h2', 'D1-D3',
             'Td1-d3', 'd1-d3x', 'd1-d3+++', ' d1-d3', "d1-d3\n", '', undef, ['d1-d3']) {
    is(move_from_otn($bad), undef, 'move_from_otn refuses ' . (defined $bad ? "'$bad'" : 'undef'));
}
is(move_to_otn('d1d3', {}), 'd1-d3', 'move_to_otn: a move');
is(move_to_otn('d4d1', { king => 1 }), 'Kd4-d1', '... of the king');
is(move_to_otn('c5c4', { captures => ['e4', 'D4'], king_taken => 1 }), 'c5-c4xd4/e4++',
   '... that captures, the king among them: OTN\'s ++');
is(move_to_otn('f7g7', { king => 1, king_home => 1 }), 'Kf7-g7--', '... of the king to a corner: OTN\'s --');
is(move_to_otn('d9d1', {}), undef, '... of what is no stored move');
for my $move ('d1d3', 'c5c4', 'f7g7') {
    for my $about ({}, { king => 1 }, { captures => ['c3', 'e3'] }, { king_home => 1 }, { king_taken => 1 }) {
        is(move_from_otn(move_to_otn($move, $about)), $move, "move_from_otn(move_to_otn('$move', ...))");
    }
}

# The records of OpenTafl's repository.
my $brandub = slurp('brandub-triathlon-2015.otg');
my $game = game_from_otg($brandub);
ok($game, 'the brandub game of the Tafl Triathlon 2015 is read');
is($game->{start}, SETUP, '... from the set-up');
is_deeply($game->{moves}, [qw(d2e2 c4c5 f4f5 c5a5 d6a6 d5a5 f5d5 d3a3 e2c2 a5b5 b4c4 b5b4 d1d3 e4e2 d3d2 d4d3
                              g4g3 d3f3 d2d1 f3f2)], '... its twenty moves');
is_deeply($game->{result}, { how => 'resign', by => 'attackers' },
          '... the attackers resigned (result -1, the defenders won; "Black resigns")');
is($game->{variant}, 'Brandub_Strong_Center_King', '... with no variant tag, the variant is the rules\' name, as written');
{
    (my $unnamed = $brandub) =~ s/ name:\S+//;
    is(game_from_otg($unnamed)->{variant}, 'brandubh', '... and with no name in the rules either, brandubh');
}
is_deeply([sort keys %{ $game->{tags} }], [sort qw(date event round site result attackers defenders termination compiler annotator)],
          '... its tags, the rules aside');
is($game->{tags}{event}, 'Tafl Triathlon 2015', '... as they are written');
ok(defined game_string($game), '... a game game_string writes');

my $capture = game_from_otg(slurp('ard-ri-capture-puzzle.otg'));
is($capture->{start}, $puzzle, 'a 7x7 puzzle: its start from the rules');
is_deeply($capture->{moves}, [qw(d7d6 c3b3 c2c3)], '... its moves, the last taking the king (xKc4)');
is($capture->{result}, undef, '... and no result: the board shows the ending');
for (['ard-ri-escape-puzzle.otg', 22], ['ard-ri-escape-puzzle-2.otg', 24]) {
    my ($file, $n) = @$_;
    my $g = game_from_otg(slurp($file));
    is(scalar @{ $g->{moves} }, $n, "$file: its $n moves");
    is($g->{result}, undef, '... and no result line (result -1 with no termination)');
}
for (['sea-battle-triathlon-2015.otg', 11], ['fetlar-2015.otg', 8]) {
    my ($file, $line) = @$_;
    my $text = slurp($file);
    is(game_from_otg($text), undef, "$file is refused");
    my $why = otg_why($text);
    is_deeply([@{$why}{qw(code line column)}], ['dim', $line, 1], '... for its board, at its rules tag') or diag explain $why;
    like($why->{message}, qr/not 7x7/, '... saying so');
}
is(otg_why($brandub), undef, 'otg_why of a record game_from_otg reads: nothing');

# Variations and commentary: the principal line only.
(my $varied = $brandub) =~ s/(3\. d6-a6xa5 d5-a5xa6\n)/$1\[a comment|another, over\ntwo lines]\n3a.1.1a. d6-d5 d5-d4\n[|]\n3b.1.1a. ..... d5-c5\n/;
isnt($varied, $brandub, 'a variation and commentary put in');
is_deeply(game_from_otg($varied)->{moves}, $game->{moves}, '... are passed over');

# Other starts: [position:] over the rules' start, starti: rank 7 first, atkf:n.
(my $positioned = $brandub) =~ s/(\[rules:[^\]]*\])/$1\n[position:\/1t5\/2t4\/2T4\/tTKt3\/2tT3\/t6\/Tt1t3\/]/;
is(game_from_otg($positioned)->{start}, $puzzle, '[position:] is the start');
(my $reversed = $brandub) =~ s{start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/}{starti:/Tt1t3/t6/2tT3/tTKt3/2T4/2t4/1t5/};
is(game_from_otg($reversed)->{start}, $puzzle, 'starti: holds the rows from rank 7');
(my $defenders = $brandub) =~ s/atkf:y/atkf:n/;
is(game_from_otg($defenders)->{start}, '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d', 'atkf:n: the defenders move first');

# Results: --- is a resignation by the side to move; a draw agreed.
(my $resigned = $capture ? slurp('ard-ri-capture-puzzle.otg') : '') =~ s/2\. c2-c3xKc4 /2. ---/;
is_deeply(game_from_otg($resigned)->{result}, { how => 'resign', by => 'attackers' },
          '--- after three moves: the attackers, to move, resign');
(my $drawn = $brandub) =~ s/\[result:-1\]/[result:0]/;
$drawn =~ s/\[termination:Black resigns\]/[termination:draw agreed]/;
is_deeply(game_from_otg($drawn)->{result}, { how => 'agreed' }, 'a draw whose termination says it was agreed');
(my $won = $brandub) =~ s/\[termination:Black resigns\]/[termination:king escaped]/;
is(game_from_otg($won)->{result}, undef, 'a win the board shows is no result line');

# Refusals, each with its reason and place.
my @refused = (
    ['[date:2015', 'tag', 1, 1],
    ["[date:2015]\n\n1. d2-e2\n", 'rules', 3, 1],
    ["[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3n3/]\n1. d2-e2\n", 'start', 1, 1],
    ["[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-e2 c4^c6\n", 'move', 3, 10],
    ["[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-e2 ---\n2. e2-e3\n", 'ended', 4, 4],
    ["[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. c2-c3xKc4 d2-d3\n", 'ended', 3, 14],
    ["[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. Kd4-a4-- d2-d3\n", 'ended', 3, 13],
);
for my $case (@refused) {
    my ($text, $code, $line, $column) = @$case;
    (my $shown = $text) =~ s/\n/\\n/g;
    is(game_from_otg($text), undef, "refused: $shown");
    my $why = otg_why($text);
    is_deeply([@{$why}{qw(code line column)}], [$code, $line, $column], "... $code at $line:$column") or diag explain $why;
    ok(length $why->{message}, '... with a message');
}
is(otg_why(undef)->{code}, 'text', 'undef is no record');
# a move refused is quoted, as messages quote what they found
{
    my $rules = "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n";
    my $why = otg_why("${rules}1. d4-c d2-e2\n");
    is_deeply([@{$why}{qw(code line column)}], ['move', 3, 4], 'a cut move, d4-c: move, at its place');
    is($why->{message}, "'d4-c' is not a move brandubh can make: [K]<from>-<to>[x<square>[/<square>]...][+|-|++|--], or ---.",
       '... quoted in its message');
    like(otg_why("${rules}1. d2-e2 c4-c3xc2,b3,a3,a4,a5,a6\n")->{message}, qr/\A'c4-c3xc2,b3,a3,a4,a5\.\.\.' is not a move/,
         '... a long one shortened, as the rule of quoting says');
    like(otg_why("${rules}1. d2-e2 c4-c\x{263a}\n")->{message}, qr/\A'c4-c\\x\{263a\}' is not a move/, '... and escaped');
    require Game::Brandubh::Notation::Command;
    my ($status, $out) = run_command("${rules}1. d4-c d2-e2\n", 'check');
    is($out, "-:3:4: record 1: move: 'd4-c' is not a move brandubh can make: [K]<from>-<to>[x<square>[/<square>]...][+|-|++|--], or ---.\n",
       '... and so in check');
}

# Round trips: a game to .otg and back, a record to .otg and back.
my $otg = game_to_otg({ variant => 'club', moves => [qw(d2e2 c4c5)], result => { how => 'resign', by => 'defenders' } },
                      { event => 'Club night', date => '2026.12.01' });
is($otg, "[variant:club]\n[event:Club night]\n[date:2026.12.01]\n[result:1]\n[termination:defenders resigned]\n"
       . "[rules:dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-e2 c4-c5\n",
   'game_to_otg writes the variant first, the tags, the result, the rules last, the turns');
is(game_to_otg({ variant => 'club', moves => [] }, [site => 'Dublin', event => 'Club night', round => 2]),
   "[variant:club]\n[site:Dublin]\n[event:Club night]\n[round:2]\n[rules:dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n",
   'game_to_otg: tags given as an array are written in the order given');
is(game_to_otg({ moves => [] }, [site => 'a', site => 'b']), undef, '... a tag given twice, refused');
is(game_to_otg({ moves => [] }, [site => 'a', 'event']), undef, '... a name without a value, refused');
is(game_to_otg({ variant => 'a[b]', moves => [] }), undef, '... a variant no tag can hold, refused');
# and why, said
for my $case ([{ Event => 1 }, 'name', qr/'Event' is not/], [{ rules => 'x' }, 'own', qr/'rules' is written from the game/],
              [[a => 1, a => 2], 'twice', qr/'a' is given twice/], [{ note => 'a]b' }, 'value', qr/'note'/],
              ['x', 'tags', qr/a hash, or an array/]) {
    my ($tags, $code, $message) = @$case;
    my $why = game_to_otg_why({ moves => [] }, $tags);
    is($why->{code}, $code, "game_to_otg_why: $code");
    like($why->{message}, $message, '... and its message');
}
is(game_to_otg_why({ moves => ['x'] })->{code}, 'game', 'game_to_otg_why: a game game_string refuses');
is(game_to_otg_why({ variant => 'a[b]', moves => [] })->{code}, 'variant', '... a variant with a bracket');
is(game_to_otg_why({ moves => [] }), undef, '... and nothing for a game it writes');
is(game_to_otg({ moves => ['x'] }), undef, 'game_to_otg of what game_string refuses');
is(game_to_otg({ moves => [] }, { 'bad]' => 1 }), undef, '... or with a tag it cannot write');
is(game_to_otg({ moves => [] }, { note => "two\nlines" }), undef, '... or a value of two lines');

srand 20261201;
my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
sub random_position {
    my @rows = map { join '', map { ('', '', '', 'a', 'd', 'k')[rand 6] || '.' } 1 .. 7 } 1 .. 7;
    s/(\.+)/length $1/ge for @rows;
    return join('/', @rows) . ' ' . (rand 2 < 1 ? 'a' : 'd');
}
for my $i (1 .. 200) {
    my %g = (variant => ('brandubh', 'club game', "caf\x{e9}")[$i % 3],
             moves => [map { $squares[rand @squares] . $squares[rand @squares] } 1 .. int rand 30]);
    $g{start} = random_position() if $i % 2;
    $g{result} = ({ how => 'agreed' }, { how => 'resign', by => 'attackers' }, { how => 'resign', by => 'defenders' }, undef)[$i % 4];
    my $record = game_string(\%g) or die 'a random game game_string refuses';
    my $back = game_from_otg(game_to_otg(\%g));
    is(game_string($back), $record, "random game $i: to .otg and back, the same record") or last;
}
for my $file (qw(brandub-triathlon-2015.otg ard-ri-capture-puzzle.otg ard-ri-escape-puzzle.otg ard-ri-escape-puzzle-2.otg)) {
    my $g = game_from_otg(slurp($file));
    my $again = game_from_otg(game_to_otg($g, $g->{tags}));
    is_deeply([@{$again}{qw(start moves result)}], [@{$g}{qw(start moves result)}], "$file: converted and back, its line, start and result");
}

# The command: convert, both ways, and check of .otg records.
{
    my $bin = "$FindBin::Bin/../../bin/brandubh-notation";
    require $bin;
    my $run = \&run_command;
    my $file = "$data/brandub-triathlon-2015.otg";
    my $record = game_string($game);
    # what the record cannot hold of it (tags, captures, the king's letter:
    # dropped unsaid before) is said
    my $lost = "brandubh-notation: $file:1: record 1: note: the tags annotator, attackers, compiler, date, defenders, event, result,"
             . " round, site, termination, the captures of 4 moves and the king's letter of 3 moves, which a record cannot hold\n";
    # (a single game: its note says all, and no summary follows)
    is_deeply([$run->(undef, 'convert', $file)], [0, $record, $lost], 'convert: an .otg record becomes a record, what it lost said');
    is_deeply([$run->(undef, 'convert', '-q', $file)], [0, $record, ''], '... -q: no notes');
    my @lossless = $run->(undef, 'convert', '--lossless', $file);
    is_deeply([@lossless[0, 1]], [1, ''], '... --lossless: refused, nothing written');
    like($lossless[2], qr/^brandubh-notation: \Q$file\E:1:1: record 1: lost: The tags annotator, .* which a record cannot hold \(--lossless\)$/m,
         '... and said');
    my ($status, $otg_out) = $run->($record, 'convert');
    is($status, 0, '... and a record, on standard input, an .otg record');
    is_deeply([$run->($otg_out, 'convert')], [0, $record, ''], '... which converts back to the record');
    my ($same_status, $same) = $run->(undef, 'convert', '--to', 'otg', $file);
    is($same_status, 0, '--to otg of an .otg record');
    is_deeply(game_from_otg($same)->{moves}, $game->{moves}, '... keeps its moves');
    is($same =~ /^\[attackers:Xerxes\]$/m ? 1 : 0, 1, '... and its tags');
    my @to_record = $run->(undef, 'convert', '--to', 'record', "$data/ard-ri-capture-puzzle.otg");
    is_deeply([@to_record[0, 1]], [0, game_string($capture)], '--to record');
    like($to_record[2], qr/note: the win of the attackers the collection states, .*the captures of 2 moves, the square the king was taken on, in move 3 and the mark of the king taken, on move 3, which a record cannot hold$/m,
         '... what it lost said');
    my @refused = $run->(undef, 'convert', "$data/fetlar-2015.otg");
    is($refused[0], 1, 'convert of an 11x11 record: exit 1');
    like($refused[2], qr{fetlar-2015\.otg:8:1: record 1: dim: The board is not 7x7}, '... saying where and why');
    my ($two_status, $two, $two_err) = $run->("variant a\nmoves d1d3\nvariant b\nmoves x\nvariant c\nmoves\n", 'convert');
    is($two_status, 1, 'convert of records, one of them refused: exit 1');
    like($two_err, qr/^brandubh-notation: -:4:7: record 2: move: /m, '... the refused one placed in the stream');
    is(() = $two =~ /^\[rules:/mg, 2, '... the others converted');
    is(($run->(undef, 'convert', '--to', 'pgn', $file))[0], 2, 'an unknown --to: a usage error');
    my ($uw_status, $uw_out, $uw_err) = $run->("variant a\rb\nmoves d1d3\n", 'convert');
    is_deeply([$uw_status, $uw_out], [1, ''], 'a game neither notation can write: exit 1, nothing written');
    like($uw_err, qr/^brandubh-notation: -:1:1: record 1: unwritable: the game cannot be written as an \.otg record: /m,
         '... and said, with no warning');
    my ($order_status, $order_out) = $run->("moves d1d3\nvariant x\n", 'convert');
    is_deeply([$order_status, scalar(() = $order_out =~ /^\[variant:x\]$/mg)], [0, 1],
              'a record whose lines come in another order is converted, as check accepts it');
    my ($ends_status, undef, $ends_err) = $run->("variant x\rmoves d1d3\r", 'convert');
    is($ends_status, 1, 'lines that end with a carriage return alone: refused');
    like($ends_err, qr/^brandubh-notation: -:1:1: record 1: line-ends: /m, '... as check refuses them');

    is_deeply([$run->(undef, 'check', $file)], [0, '', ''], 'check: an .otg record is accepted');
    my ($v_status, $v_out) = $run->(undef, 'check', '-v', $file);
    like($v_out, qr/^\Q$file\E:1: record 1: ok, 20 moves$/m, '... with -v, its moves counted');
    my ($bad_status, $bad_out) = $run->(undef, 'check', "$data/sea-battle-triathlon-2015.otg");
    is($bad_status, 1, '... a 9x9 one refused');
    like($bad_out, qr/sea-battle-triathlon-2015\.otg:11:1: record 1: dim: /, '... with its reason');
    my ($in_status, $in_out) = $run->(slurp('ard-ri-capture-puzzle.otg'), 'check', '-v', '-');
    like($in_out, qr/^-:1: record 1: ok, 3 moves$/m, '... and one on standard input');
    my ($mixed_status, $mixed_out) = $run->(undef, 'check', '-v', "$FindBin::Bin/../../examples/games/opening.txt", $file);
    is($mixed_status, 0, '... beside a file of records');
}

# One record: a tag given twice, a second rules, turns that restart or jump
# are refused, each placed (two records run together look so).
{
    my $rules = "[rules:dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n";
    my @cases = (
        ["[event:a]\n[event:b]\n$rules\n1. d2-e2\n",          'twice', 2, 1, qr/\[event:\] is given twice/],
        ["$rules$rules\n1. d2-e2\n",                          'twice', 2, 1, qr/\[rules:\] is given twice/],
        ["$rules\n1. d2-e2 d3-d2\n1. f4-f3\n",                'turn', 4, 1, qr/should be 2\./],
        ["$rules\n1. d2-e2 d3-d2\n7. f4-f3\n",                'turn', 4, 1, qr/should be 2\./],
        ["$rules\n2. d2-e2\n",                                'turn', 3, 1, qr/should be 1\./],
        ["$rules\n1. d2-e2\n[event:second]\n$rules\n1. d2-e2\n", 'turn', 7, 1, qr/should be 2\./],
    );
    for my $case (@cases) {
        my ($text, $code, $line, $column, $message) = @$case;
        is(game_from_otg($text), undef, "game_from_otg refuses: $code at $line:$column");
        my $why = otg_why($text);
        is_deeply([@{$why}{qw(code line column)}], [$code, $line, $column], "... otg_why: $code at $line:$column");
        like($why->{message}, $message, '... and says which');
    }
    ok(game_from_otg("$rules\n1. d2-e2 d3-d2\n1a. f4-f3\n2. f4-f3\n"), 'a variation\'s turn (1a.) is passed over, as before');
}

# a record longer than the reader reads whole: the limit's noun agrees
{
    require Game::Brandubh::Notation::Reader;
    no warnings 'once';
    local $Game::Brandubh::Notation::Reader::OTG_LIMIT = 1;
    my $otg = "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-e2\n";
    my $fault = Game::Brandubh::Notation::Reader->new(\$otg)->next->{fault};
    is_deeply([@{$fault}{qw(code message)}], ['size', 'the .otg record is longer than 1 byte'],
              'an .otg record past a limit of 1: longer than 1 byte');
}

done_testing;
