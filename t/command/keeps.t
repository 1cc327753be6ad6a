# brandubh-notation convert keeps everything a game says, or says what it
# cannot: the items of the conversion issue, each a case that failed
# before (a start and a first side dropped, a king's capture and marks
# lost unsaid, captures lost on the way to .otg, a move list that could not
# go to .otg at all, endings lost), the note that names what is lost and
# the count of games that lost anything, --lossless, and move lists
# through .otg and back token for token. In process, through
# Game::Brandubh::Notation::Command.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command);
use Game::Brandubh::Notation::Command ();

my $examples = "$FindBin::Bin/../../examples/games";
# convert's last line, after more than one game: what it wrote, refused
# and noted (a single game's note says all, and has none)
my $summary = sub { "brandubh-notation: $_[0]\n" };

# item 2: the start and the side that moved first are never dropped
{
    my $record = "variant brandubh\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\nmoves d3c3\nresult resign attackers\n";
    for my $to (qw(otn nielsen)) {
        my ($status, $out, $err) = run_command($record, 'convert', '--to', $to);
        is_deeply([$status, $out], [1, ''], "defenders first, --to $to: refused, nothing written");
        like($err, qr/^brandubh-notation: -:1:1: record 1: start: The game began with the defenders to move; .*--first defenders/m,
             '... saying the option that writes it');
        ($status, $out, $err) = run_command($record, 'convert', '--to', $to, '--first', 'defenders');
        my $name = $to eq 'otn' ? 'a list in OpenTafl Notation' : "a list in aagenielsen.dk's notation";
        is_deeply([$status, $out, $err], [0, $to eq 'otn' ? "d3-c3 ---\n" : "d3-c3 resigned\n",
                                          "brandubh-notation: -:1: record 1: note: that its moves state no captures (the list written"
                                          . " says none were made), which $name cannot hold\n"],
                  '... --first defenders writes it (a record states no captures: the list says none, and the note says so)');
        my @back = run_command($out, 'convert', '--from', $to, '--first', 'defenders');
        is_deeply(\@back, [0, $record, "brandubh-notation: -:1: game 1: note: that no move captured anything, which a record cannot hold\n"],
                  '... and it reads back, with the same option, as the same record');
    }
    my ($status, $out, $err) = run_command(undef, 'convert', '--to', 'nielsen', "$examples/king-escapes.txt");
    is($status, 1, 'a game from another start, --to nielsen: refused');
    like($err, qr/record 1: start: The game began from '7\/7\/7\/3k3\/7\/7\/a6 d'; .*--start/, '... saying --start writes it');
    ($status, $out) = run_command(undef, 'convert', '--to', 'nielsen', '--start', '7/7/7/3k3/7/7/a6 d', "$examples/king-escapes.txt");
    is_deeply([$status, $out], [0, "d4-d1 a1-a2 d1-g1\n"], '... --start writes it');
    my ($otg_status, $otg) = run_command(undef, 'convert', "$examples/king-escapes.txt");
    like($otg, qr{^\[rules:dim:7 atkf:n start:/t6/7/7/3K3/7/7/7/\]$}m, '... an .otg record holds it');
}

# item 5: the king's capture, which ends the game, reaches Walker's
# notation as its winning move; what Walker's cannot hold is said
{
    # (the king moved, then taken: a start of their own, the defenders first)
    my @start = ('--start', '7/2a4/7/3k3/7/7/7 d');
    my ($status, $out, $err) = run_command("Kd4-d3 c6-c3xKd3\n", 'convert', '--from', 'otn', '--to', 'walker', @start);
    is_deeply([$status, $out], [0, "D4-D3 C6-C3xD3++\n"], "otn's king taken becomes Walker's winning move");
    is($err, "brandubh-notation: -:1: game 1: note: the king's letter of move 1, the square the king was taken on, in move 2"
           . " and which ending the winning mark of move 2 is (the king taken or home), which a list in Walker's notation cannot hold\n"
           , '... and what it cannot hold said');
    @start = ('--start', '4d2/3d1d1/4a2/7/7/7/k2d3 a');
    ($status, $out, $err) = run_command("E5-E6xD6/F6/E7-- D1-D2+\n", 'convert', '--from', 'walker', @start);
    is_deeply([$status, $out], [0, "variant brandubh\nstart 4d2/3d1d1/4a2/7/7/7/k2d3 a\nmoves e5e6 d1d2\n"], 'walker to a record: the moves');
    like($err, qr/^brandubh-notation: -:1: game 1: note: the captures of move 1, the threat mark \(\+\) of move 2 and the losing-move mark of move 1, which a record cannot hold$/m,
         '... and every capture and mark a record cannot hold, named');
}

# item 6: captures reach .otg, and a move list goes to .otg and back
# directly, token for token (games played by tools/dialect-games.pl's
# mover, each capture one of a piece of the other side)
{
    my $lists = "b4-b3 c4-c2 b3-b2xc2 d4-c4 a4-b4xc4 resigned\na4-a6 d5-f5 d6-f6xf5 c4-c3 g4-g6 timeout\n"
              . "b4-b5 d5-c5 d6-d5xc5 d3-e3 d2-d3xd4\n";
    my ($status, $otg, $err) = run_command($lists, 'convert', '--from', 'nielsen', '--to', 'otg');
    is_deeply([$status, $err], [0, ''], 'nielsen to .otg: nothing lost, nothing said');
    like($otg, qr/^3\. a4-b4xc4 ---$/m, '... the capture and the resignation kept');
    like($otg, qr/^\[termination:defenders ran out of time\]$/m, '... the timeout kept');
    my @back = run_command($otg, 'convert', '--to', 'nielsen');
    is_deeply(\@back, [0, $lists, ''], '... and .otg back to nielsen: the same tokens');
    my @lossless = run_command($lists, 'convert', '--from', 'nielsen', '--to', 'otg', '--lossless');
    is_deeply(\@lossless, [0, $otg, ''], '--lossless: a conversion that loses nothing goes through');
    # two captures of one move, in their order
    my @two = ('--start', '7/7/7/3k3/7/3d1d1/4a2 a');
    my ($two_status, $two_otg) = run_command("e1-e2xf2xd2\n", 'convert', '--from', 'nielsen', '--to', 'otg', @two);
    like($two_otg, qr{^1\. e1-e2xf2/d2$}m, 'two captures of a move, in their order');
    is_deeply([run_command($two_otg, 'convert', '--to', 'nielsen', @two)], [0, "e1-e2xf2xd2\n", ''], '... and back');
    my ($r_status, $records, $r_err) = run_command($lists, 'convert', '--from', 'nielsen');
    is($r_status, 0, 'nielsen to records');
    like($r_err, qr/^brandubh-notation: -:1: game 1: note: the captures of 2 moves, which a record cannot hold$/m,
         '... the captures lost, said');
    like($r_err, qr/^brandubh-notation: -:2: game 2: note: a timeout of the defenders and the captures of move 3, which a record cannot hold$/m,
         '... a timeout too');
    # (games 1 and 3 lose the same: said once, and counted)
    is(() = $r_err =~ /note:/g, 2, '... a note for each loss, said at its first game');
    like($r_err, qr/^brandubh-notation: note of 2 games, said at the first alone: the captures of 2 moves, which a record cannot hold$/m,
         '... a note that holds for more than one game, said with the count of its games');
    like($r_err, qr/\Q@{[$summary->('3 games: 3 written, 0 refused, 3 with a note (captures 3, timeout 1): 3 lost what a record'
                                     . ' cannot hold (--lossless refuses them)')]}\E\z/, '... and the summary last');
    my @strict = run_command($lists, 'convert', '--from', 'nielsen', '--lossless');
    is($strict[0], 1, '--lossless: a loss is a refusal, exit 1');
    is($strict[1], '', '... nothing written of a game that would lose anything');
    like($strict[2], qr/^brandubh-notation: -:1:1: game 1: lost: The captures of 2 moves, which a record cannot hold \(--lossless\)$/m,
         '... each said where it is');
    my @quiet = run_command($lists, 'convert', '--from', 'nielsen', '-q');
    is_deeply([@quiet[0, 2]], [0, ''], '-q: no notes, no count');
}

# item 7: how a game ended is kept where it can be, else said
{
    my ($status, $out, $err) = run_command("d2-e2 c4-c2 timeout\n", 'convert', '--from', 'nielsen', '--to', 'otn');
    is_deeply([$status, $out], [0, "d2-e2 c4-c2\n"], 'a timeout to an OTN list: the moves');
    like($err, qr/note: a timeout of the attackers, which a list in OpenTafl Notation cannot hold$/m, '... the timeout said');
    my $record = "variant brandubh\nmoves d2e2 c4c2\nresult agreed\n";
    ($status, $out, $err) = run_command($record, 'convert', '--to', 'nielsen');
    is_deeply([$status, $out], [0, "d2-e2 c4-c2\n"], 'an agreed draw to nielsen: the moves');
    like($err, qr/note: an agreed draw and that its moves state no captures \(the list written says none were made\), which a list in aagenielsen\.dk's notation cannot hold$/m,
         '... the agreement said');
    ($status, $out) = run_command($record, 'convert');
    like($out, qr/^\[result:0\]$/m, 'an agreed draw to .otg: kept');
    is_deeply([run_command($out, 'convert')], [0, $record, ''], '... and back');
    # hnefatafl-rs's list has no word for a resignation or an agreement,
    # but a winner column: the winner the result states is written, not
    # Ongoing (issue 65, item 10)
    my $rules = '[rules:dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]';
    ($status, $out, $err) = run_command("d2-e2 c4-c2 resigned\nd2-e2 resigned\n", 'convert', '--from', 'nielsen', '--to', 'csv');
    is_deeply([$status, $out], [0, "d2-e2 c4-c2,0,0,White\nd2-e2,0,0,Black\n"], 'a resignation to csv: the other side the winner');
    like($err, qr/^brandubh-notation: -:1: game 1: note: a resignation by the attackers \(the win of the defenders is written\), which hnefatafl-rs's game list cannot hold$/m,
         '... the resignation said lost, the winner written');
    is_deeply([(run_command($out, 'convert', '--from', 'csv', '--to', 'otg', '-q'))[0, 1]],
              [0, "[variant:brandubh]\n[result:-1]\n$rules\n\n1. d2-e2 c4-c2\n[variant:brandubh]\n[result:1]\n$rules\n\n1. d2-e2\n"],
              '... read back: the winners');
    ($status, $out, $err) = run_command($record, 'convert', '--to', 'csv');
    is_deeply([$status, $out], [0, "d2-e2 c4-c2,0,0,Draw\n"], 'an agreed draw to csv: a draw');
    like($err, qr/note: that the draw was agreed \(the draw is written\) and that its moves state no captures/, '... the agreement said lost');
    ($status, $out) = run_command("d2-e2 c4-c2 resigned\n", 'convert', '--from', 'nielsen', '--to', 'csv', '--lossless');
    is($status, 1, '... --lossless: the resignation is still lost, the game refused');
}

# every format to every other, through the command: the games of a list
# go through each format and back to nielsen, each time the same less what
# the formats between hold, and nothing else
{
    my $lists = "b4-b3 c4-c2 b3-b2xc2 d4-c4 a4-b4xc4 resigned\nb4-b5 d5-c5 d6-d5xc5 d3-e3 d2-d3xd4\n";
    for my $to (qw(record otg csv shown otn walker nielsen)) {
        my ($status, $out) = run_command($lists, 'convert', '--from', 'nielsen', '--to', $to);
        is($status, 0, "nielsen -> $to");
        my @from = $to eq 'record' || $to eq 'otg' ? () : ('--from', $to);
        my ($back_status, $back) = run_command($out, 'convert', @from, '--to', 'nielsen');
        my $want = $lists;
        $want =~ s/x[a-g][1-7]//g if $to eq 'record';
        $want =~ s/ resigned// if $to eq 'shown' || $to eq 'walker' || $to eq 'csv';
        is_deeply([$back_status, $back], [0, $want], "... and back: what $to holds");
    }
}

# a game of no moves is a game in every list: not a blank line, which a
# file of lists passes over, losing the game and renumbering the games
# after it (issue 65, item 1)
{
    my $records = "variant brandubh\nmoves d2e2\nvariant brandubh\nmoves\nvariant brandubh\nmoves b4b3\n";
    for my $to (qw(nielsen otn shown walker csv)) {
        my ($status, $out, $err) = run_command($records, 'convert', '--to', $to, '-q');
        my @lines = split /\n/, $out, -1;
        is_deeply([$status, scalar @lines], [0, 4], "--to $to: three games, three lines") or diag $out;
        like($lines[1], $to eq 'csv' ? qr/\A,0,0,Ongoing\z/ : qr/\A1\.\z/, '... the game of no moves not blank');
        my @back = run_command($out, 'convert', '--from', $to, '-q');
        is_deeply(\@back, [0, $records, ''], '... and read back: the three games, in their places');
        next if $to eq 'csv';
        my @numbered = run_command($records, 'convert', '--to', $to, '--numbered', '-q');
        (my $numbered = $out) =~ s/^(?=[a-gA-G])/1. /mg;
        is($numbered[1], $numbered, '... numbered: 1. alone');
        is_deeply([run_command($numbered[1], 'convert', '--from', $to, '-q')], [0, $records, ''], '... read back');
    }
    my @lossless = run_command("variant brandubh\nmoves\n", 'convert', '--to', 'walker', '--lossless');
    is_deeply(\@lossless, [0, "1.\n", ''], '--lossless: nothing lost');
}

# a game is played as it says (Game::Brandubh::Notation::Replay): one its own
# words contradict is refused with its move and square, the others go on;
# --loose writes it as it says, with a note
{
    my $lists = "d2-e2 e6-e7\nb4-b3 c4-c2 b3-b2xc2\nd2-e2 c4-c2 b4-b3xc3\n";
    my ($status, $out, $err) = run_command($lists, 'convert', '--from', 'nielsen', '-q');
    is($status, 1, 'a game its own moves contradict: exit 1');
    is($out, "variant brandubh\nmoves b4b3 c4c2 b3b2\n", '... the others written');
    # (in check's words, with check's code, replay: an 'empty' was
    # convert's own, the code of an input that holds nothing too)
    is($err, "brandubh-notation: -:1:1: game 1: replay: move 2 'e6e7': e6 is empty (--loose writes it as it says)\n"
           . "brandubh-notation: -:3:1: game 3: replay: move 3 'b4b3': c3 is said captured, and c3 is empty (--loose writes it as it says)\n",
       '... each said with its move and square, as check says it, and that --loose would write it');
    ($status, $out, $err) = run_command("d4-d1 a1-a2 d1-g1\n", 'convert', '--from', 'nielsen');
    is($status, 1, 'a game from another start, read from the set-up: refused');
    like($err, qr/^brandubh-notation: -:1:1: game 1: replay: move 1 'd4d1': d4 holds the king, and the attackers are to move; the game may have begun from another position: --start and --first say which \(--loose writes it as it says\)$/m,
         '... the first move at fault, with a hint to --start');
    is_deeply([(run_command("d4-d1 a1-a2 d1-g1\n", 'convert', '--from', 'nielsen', '--start', '7/7/7/3k3/7/7/a6 d', '-q'))[0, 1]],
              [0, "variant brandubh\nstart 7/7/7/3k3/7/7/a6 d\nmoves d4d1 a1a2 d1g1\n"], '... and read with its start');
    ($status, $out, $err) = run_command($lists, 'convert', '--from', 'nielsen', '--loose');
    is($status, 0, '--loose: written as they say, exit 0');
    is(() = $out =~ /^variant/mg, 3, '... every game');
    like($err, qr/^brandubh-notation: -:1: game 1: note: move 2 'e6e7': e6 is empty \(written as it says: --loose\)$/m, '... with a note');
    like($err, qr/^brandubh-notation: 3 games: 3 written, 0 refused, 3 with a note \(captures 2, replay 2, stated 1\): 3 lost what a record cannot hold \(--lossless refuses them\)\n\z/m,
         '... the notes counted by kind in the summary');
    # a record states no captures: a move onto a piece is not judged
    is((run_command("variant brandubh\nmoves d2e2 c4c3 e2e4\n", 'convert'))[0], 0, 'a record whose move ends on a piece: converted');
    is((run_command("variant brandubh\nmoves d2e2 c2c3\n", 'convert'))[0], 1, '... one whose move leaves an empty square: refused');
}

# games of this distribution's own making (t/data/dialects, captures and
# marks in every game) in aagenielsen.dk's form and OpenTafl Notation's go
# to .otg and back token for token, the turn numbers and hyphens aside
for my $d (qw(nielsen otn)) {
    my $file = "$FindBin::Bin/../data/dialects/$d.txt";
    open my $fh, '<', $file or die "$file: $!";
    my @lines = grep { !/\A#/ } map { chomp; $_ } <$fh>;
    my ($status, $otg, $err) = run_command(join('', map {"$_\n"} @lines), 'convert', '--from', $d, '--to', 'otg', '--lossless');
    is_deeply([$status, $err], [0, ''], "$d: every game to .otg, nothing lost");
    my ($back_status, $back) = run_command($otg, 'convert', '--to', $d, '--lossless');
    is($back_status, 0, '... and back');
    my @tokens = map { join ' ', grep { !/\A[0-9]+\.+\z/ } split ' ' } @lines;
    # (an old record's move without its hyphen, e1a1, a way of writing it
    # that OTN does not have, comes back with it)
    s/\b([a-g][1-7])([a-g][1-7])/$1-$2/g for @tokens;
    is_deeply([split /\n/, $back], \@tokens, '... token for token');
}

done_testing;
