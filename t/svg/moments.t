# show at any moment of a game (issue 54, item 3): --after N and --final,
# for a record, an .otg record and move lists (--from DIALECT|csv, with
# --first, --start, --variant); the text board and the picture marking the
# last move and its captures where the format states them; --format
# position; the refusals (a game whose replay fails before N, --after past
# the last move, options that do not go together); and show's answer
# without them, the start, unchanged.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command write_file);
use Game::Brandubh::Notation qw(SETUP);
use Game::Brandubh::Notation::SVG qw(position_svg);

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir);
require File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $dir = tempdir(CLEANUP => 1);

sub file { return write_file($dir, @_) }

# A short game: b2b3 captures c3, as the lists say; the record cannot.
my $AFTER3 = '3a3/3a3/3d3/aadkdaa/1a5/7/3a3 d';      # after d2b2 d3c3 b2b3xc3
my $AFTER1 = '3a3/3a3/3d3/aadkdaa/3d3/1a5/3a3 d';    # after d2b2
my $FINAL  = '3a3/3a3/3d3/aadk1aa/4d2/7/1a1a3 d';    # after ... e4e3 b3b1
my $otn = file('otn.txt', "d2-b2 d3-c3 b2-b3xc3 e4-e3 b3-b1\nd2-b2 c4-c3 a4-a3\n");
my $record = file('record.txt', "variant brandubh\nmoves d2b2 d3c3 b2b3 e4e3 b3b1\n\nvariant brandubh\nmoves d2b2\n");

my ($status, $out, $err);

# --format position: the position alone
for my $case ([['--after', 3], $AFTER3], [['--after', 1], $AFTER1], [['--final'], $FINAL], [['--after', 0], SETUP],
              [[], SETUP]) {
    my ($args, $want) = @$case;
    ($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--format', 'position', @$args, $otn);
    is_deeply([$status, $out, $err], [0, "$want\n", ''], "--from otn --format position @$args: $want");
}
# a record replays its moves by their squares: b2b3 lands on c3's
# neighbour, and c3 stays (the record states no capture)
($status, $out) = run_command(undef, 'show', '--format', 'position', '--after', 3, $record);
is($out, "3a3/3a3/3d3/aadkdaa/1ad4/7/3a3 d\n", 'a record: --after 3, nothing captured');
($status, $out) = run_command(undef, 'show', '--format', 'position', '--final', '--record', 2, $record);
is($out, "$AFTER1\n", 'a record: --record 2 --final');
($status, $out) = run_command(undef, 'show', '--format', 'position', $record);
is($out, SETUP . "\n", 'a record: --format position without --after: the start');
($status, $out) = run_command(undef, 'show', '--format', 'position', '--final', SETUP);
is($out, SETUP . "\n", 'a position: --final is the position');

# the text board: the last move in brackets, its capture an x
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--after', 3, $otn);
is($out, <<'BOARD', '--after 3: the last move and its capture marked, and said') or diag $err;
    a b c d e f g
 7  # . . a . . #  7
 6  . . . a . . .  6
 5  . . . d . . .  5
 4  a a d k d a a  4
 3  .[a]x . . . .  3
 2  .[.]. . . . .  2
 1  # . . a . . #  1
    a b c d e f g

 a attacker, d defender, k king; # corner, + throne; [ ] the last move; x captured
 The defenders move.
 This is the position after move 3 of 5, b2-b3xc3.
BOARD
($status, $out) = run_command(undef, 'show', '--from', 'otn', '--after', 3, '--flip', $otn);
like($out, qr/^ 3  \. \. \. \. x\[a\]\.  3$/m, '--flip: turned, the marks with it');
($status, $out) = run_command(undef, 'show', '--after', 3, $record);
like($out, qr/^ 3  \.\[a\]d \. \. \. \.  3$/m, 'a record: the last move marked, no capture');
unlike($out, qr/captured/, '... and no x said');
like($out, qr/after move 3 of 5, b2-b3\.\n\z/, '... the move in the shown form');
($status, $out) = run_command(undef, 'show', '--from', 'otn', '--after', 0, $otn);
like($out, qr/started from; 5 moves were played from it\.\n\z/, '--after 0: the start, as without it');
unlike($out, qr/last move/, '... and no last move');
($status, $out) = run_command(undef, 'show', '--from', 'otn', '--final', $otn);
like($out, qr/after move 5 of 5, b3-b1\.\n\z/, '--final: after the last move');

# without --after or --final, today's answer exactly, for every input
my $start = join '', map { "$_\n" } '    a b c d e f g', ' 7  # . . a . . #  7', ' 6  . . . a . . .  6',
    ' 5  . . . d . . .  5', ' 4  a a d k d a a  4', ' 3  . . . d . . .  3', ' 2  . . . a . . .  2',
    ' 1  # . . a . . #  1', '    a b c d e f g', '', ' a attacker, d defender, k king; # corner, + throne',
    ' The attackers move.';
($status, $out) = run_command(undef, 'show', $record);
is($out, "$start This is the position the game started from; 5 moves were played from it.\n", 'a record: the start');
($status, $out) = run_command(undef, 'show', '--from', 'otn', '--record', 2, $otn);
is($out, "$start This is the position the game started from; 3 moves were played from it.\n", 'a list: the start');

# the picture: the last move tinted and its capture crossed, as --last and
# --captured draw them
($status, $out) = run_command(undef, 'show', '--from', 'otn', '--format', 'svg', '--after', 3, $otn);
is($out, position_svg($AFTER3, lastmove => 'b2b3', captured => ['c3']), 'svg --after 3: --last b2b3 --captured c3');
($status, $out) = run_command(undef, 'show', '--from', 'otn', '--format', 'svg', '--after', 3, '--captured', 'g1', '--size', 200,
                              $otn);
is($out, position_svg($AFTER3, size => 200, lastmove => 'b2b3', captured => ['g1', 'c3']),
   '... with --captured of its own too');
($status, $out) = run_command(undef, 'show', '--format', 'svg', '--after', 3, $record);
is($out, position_svg('3a3/3a3/3d3/aadkdaa/1ad4/7/3a3 d', lastmove => 'b2b3'), 'svg of a record: the last move alone');
($status, $out) = run_command(undef, 'show', '--format', 'svg', '--after', 0, $record);
is($out, position_svg(SETUP), 'svg --after 0: the start, unmarked');

# every list format, and the frame of a list
my $nielsen = file('nielsen.txt', "d2-b2 d3-c3 b2-b3xc3\n");
my $walker = file('walker.txt', "D2-B2 D3-C3 B2-B3xC3\n");
my $shown = file('shown.txt', "d2-b2 d3-c3 b2-b3xc3\n");
my $csv = file('games.csv', "d2-b2 d3-c3 b2-b3xc3,1,0,Ongoing\n");
for my $case ([nielsen => $nielsen, 'b2-b3xc3'], [walker => $walker, 'B2-B3xC3'], [shown => $shown, 'b2-b3xc3'],
              [csv => $csv, 'b2-b3xc3']) {
    my ($from, $path, $text) = @$case;
    ($status, $out, $err) = run_command(undef, 'show', '--from', $from, '--final', $path);
    like($out, qr/^ 3  \.\[a\]x /m, "--from $from --final: the capture marked") or diag $err;
    like($out, qr/after move 3 of 3, \Q$text\E\.\n\z/, "... the move as $from writes it");
}
my $defenders = file('defenders.txt', "e4-e6 d2-b2\n");
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--first', 'defenders', '--format', 'position', '--final',
                                    $defenders);
is_deeply([$status, $out], [0, "3a3/3ad2/3d3/aadk1aa/3d3/1a5/3a3 d\n"], '--first defenders') or diag $err;
my $begun = '3a3/3a3/3d3/aadkdaa/3d3/1a5/3a3 d';
my $later = file('later.txt', "d3-c3 b2-b3xc3\n");
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--start', $begun, '--format', 'position', '--final', $later);
is_deeply([$status, $out], [0, "$AFTER3\n"], '--start') or diag $err;
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--variant', 'brandubh', '--format', 'position', '--after', 1,
                                    $otn);
is_deeply([$status, $out], [0, "$AFTER1\n"], '--variant') or diag $err;
($status, $out) = run_command("d2-b2 d3-c3\n", 'show', '--from', 'otn', '--format', 'position', '--final', '-');
is($out, "3a3/3a3/3d3/aadkdaa/2d4/1a5/3a3 a\n", '--from otn on standard input');

# an .otg record: its captures are stated
my $otg = File::Spec->catfile($root, 't', 'data', 'opentafl', 'brandub-triathlon-2015.otg');
($status, $out, $err) = run_command(undef, 'show', '--final', $otg);
is($status, 0, 'an .otg record: --final') or diag $err;
like($out, qr/after move 20 of 20, Kf3-f2\.\n\z/, '... its last move as OpenTafl writes it');
($status, $out) = run_command(undef, 'show', '--format', 'svg', '--final', $otg);
like($out, qr/class="lastmove"/, '... the picture marks its last move');

# refused: a game whose replay fails before N, placed and said
my $bad = file('bad.txt', "d2-b2 d3-c3 b2-b3xc5 e4-e5\n\ne4-e6 d2-b2\n");
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--final', $bad);
is_deeply([$status, $out, $err],
          [1, '', "brandubh-notation: $bad:1:1: game 1: replay: move 3 'b2b3': c5 is said captured, and c5 is empty\n"], 'a capture the position contradicts: refused, exit 1');
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--after', 2, '--format', 'position', $bad);
is_deeply([$status, $out, $err], [0, "3a3/3a3/3d3/aadkdaa/2d4/1a5/3a3 a\n", ''], '... before it, drawn');
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--after', 1, '--record', 2, $bad);
is_deeply([$status, $out, $err],
          [1, '', "brandubh-notation: $bad:3:1: game 2: replay: move 1 'e4e6': e4 holds a defender, and the attackers are to"
                  . " move; the game may have begun from another position: --start and --first say which\n"],
          'the first move refused: a hint to --start, in the words and code check and convert use');
my $badrecord = file('bad-record.txt', "variant brandubh\nmoves d2b2 c5c6\n\nvariant brandubh\nmoves c4c2\n");
($status, $out, $err) = run_command(undef, 'show', '--final', $badrecord);
is_deeply([$status, $err], [1, "brandubh-notation: $badrecord:1:1: record 1: replay: move 2 'c5c6': c5 is empty\n"],
          'a record: record N, no hint') or diag $err;
($status, $out, $err) = run_command(undef, 'show', '--final', '--record', 2, $badrecord);
is_deeply([$status, $err], [1, "brandubh-notation: $badrecord:4:1: record 2: replay: move 1 'c4c2': c4 holds a defender, and"
                               . " the attackers are to move; the game may have begun from another position: a start line says which\n"],
          'a record\'s first move, the record naming no start: the hint check gives it')
    or diag $err;

# refused: --after past the last move, as a usage error that counts them
for my $case ([[$otn], 'game 1 has 5 moves: --after 0 to 5, or --final', 6],
              [['--record', 2, $otn], 'game 2 has 3 moves: --after 0 to 3, or --final', 4],
              [[$record], 'record 1 has 5 moves: --after 0 to 5, or --final', 9, 1],
              [[SETUP], "'" . SETUP . "' is a position, and holds no move: --after 0, or --final", 1, 1]) {
    my ($args, $said, $n, $no_from) = @$case;
    ($status, $out, $err) = run_command(undef, 'show', ($no_from ? () : ('--from', 'otn')), '--after', $n, @$args);
    is_deeply([$status, $out, $err], [2, '', "brandubh-notation: --after $n: $said\nTry 'brandubh-notation show --help'"
                                             . " for more information.\n"], "--after $n: past the last move");
}

# refused: options that do not go together, or are not what they say
for my $case ([['--after', 'x'], qr/--after is a number of moves, from 0, not 'x'/],
              [['--after', '-1'], qr/--after is a number of moves/],
              [['--after', 1, '--final'], qr/one or the other/],
              [['--final', '--last', 'd2b2'], qr/--last is the last move played with --after/],
              [['--format', 'position', '--flip'], qr/--format position writes the position alone/],
              [['--format', 'position', '--size', 9], qr/are for --format svg/],
              [['--format', 'nope'], qr/--format is text, svg, position or html, not 'nope'/],
              [['--first', 'defenders'], qr/--first is read with --from/],
              [['--start', SETUP], qr/--start is read with --from/],
              [['--variant', 'brandubh'], qr/--variant is read with --from/],
              [['--from', 'xyz'], qr/unknown format 'xyz': csv or a dialect/],
              [['--from', 'otn', '--first', 'nobody'], qr/unknown side 'nobody'/],
              [['--from', 'otn', '--start', '7/7 a'], qr/not a position: '7\/7 a'/],
              [['--from', 'otn', '--start', SETUP, '--first', 'defenders'], qr/--first defenders, but the start has the attackers/]) {
    my ($args, $want) = @$case;
    ($status, $out, $err) = run_command(undef, 'show', @$args, $otn);
    ok($status == 2 && $out eq '' && $err =~ $want && $err =~ /Try 'brandubh-notation show --help'/, "show @$args: a usage error")
        or diag "$status $err";
}
# a list that holds no such game, a refused list, a missing file
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--record', 3, '--final', $otn);
is_deeply([$status, $err], [1, "brandubh-notation: $otn: there is no game 3: the last is game 2\n"], '--record past the games');
my $notlist = file('notlist.txt', "d2-b2 zz\n");
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', '--final', $notlist);
like($err, qr/\A\Qbrandubh-notation: $notlist\E:1:7: game 1: \w+: /, 'a list its dialect refuses: placed') or diag $err;
is($status, 1, '... exit 1');
($status, $out, $err) = run_command(undef, 'show', '--from', 'otn', File::Spec->catfile($dir, 'none.txt'));
is($status, 2, '--from: a missing file');

# show --help says it all
($status, $out) = run_command(undef, 'show', '--help');
like($out, qr/--after N\b/, '--help: --after');
like($out, qr/--final\b/, '--help: --final');
like($out, qr/--from FORMAT/, '--help: --from');
like($out, qr/--first SIDE/, '--help: --first');
like($out, qr/--start POSITION/, '--help: --start');
like($out, qr/--variant NAME/, '--help: --variant');
like($out, qr/position/, '--help: --format position');
like($out, qr/html/, '--help: --format html');

done_testing;
