# brandubh-notation check plays each record as it says: a record whose own
# moves contradict it is refused with the code replay at that move, the
# others go on; --loose accepts it with a note, counted; .otg records are
# played by the captures they state. In process, through
# Game::Brandubh::Notation::Command, in the backend chosen (t/backends/pp.t
# runs it again in the plain-Perl one).
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command);
use Game::Brandubh::Notation::Command ();

my $log = "variant brandubh\nmoves d2e2 e6e7\n"                        # 1: e6 is empty
        . "variant brandubh\nmoves d2e2 c4c2 e2e4\n"                  # 2: onto a piece, not judged
        . "variant brandubh\nmoves d4d1 a1a2\n"                       # 3: the king, on the attackers' turn
        . "variant brandubh\nstart 7/7/7/3k3/7/7/a6 d\nmoves d4d1 a1a2 d1g1\n"    # 4: from its start
        . "variant brandubh\nmoves a1a2\nstart 7/7/7/3k3/7/7/a6 a\n";            # 5: a start after the moves
my ($status, $out, $err) = run_command($log, 'check', '-v');
is($status, 1, 'a record its own moves contradict: exit 1');
is($out, "-:2:12: record 1: replay: move 2 'e6e7': e6 is empty (--loose accepts it)\n"
       . "-:3: record 2: ok, 3 moves\n"
       . "-:6:7: record 3: replay: move 1 'd4d1': d4 holds the king, and the attackers are to move; the game may have begun"
       . " from another position: a start line says which (--loose accepts it)\n"
       . "-:7: record 4: ok, 3 moves\n"
       . "-:10: record 5: ok, 1 move\n",
   '... refused at its move, with a hint at a first move without a start line, saying that --loose accepts it; the others accepted');
is($err, "brandubh-notation: 5 records: 3 accepted, 2 refused (replay 2)\n", '... and counted');

($status, $out, $err) = run_command($log, 'check', '--loose');
is_deeply([$status, $out], [0, ''], '--loose: accepted, exit 0');
is($err, "-:2:12: record 1: note: move 2 'e6e7': e6 is empty\n"
       . "-:6:7: record 3: note: move 1 'd4d1': d4 holds the king, and the attackers are to move; the game may have begun"
       . " from another position: a start line says which\n",
   '... each with a note on standard error');
($status, $out, $err) = run_command($log, 'check', '--loose', '--count');
is($out, "5 records: 5 accepted (2 with a note), 0 refused\n", '... counted in the summary');
SKIP: {
    skip 'no JSON module', 1 unless eval { require JSON::PP; 1 };
    ($status, $out) = run_command($log, 'check', '--loose', '--count', '--format', 'json');
    is_deeply(JSON::PP->new->decode($out), { records => 5, accepted => 5, refused => 0, noted => 2, codes => {} },
              '... and in JSON, as noted');
}
($status, $out, $err) = run_command($log, 'check', '--loose', '-q');
is_deeply([$status, $out, $err], [0, '', ''], '--loose -q: nothing said');

# .otg records: played by the captures they state
my ($c, $otg) = run_command("b4-b3 c4-c2 b3-b2xc2\nd2-e2 c4-c2 b4-b3xc3\n", 'convert', '--from', 'nielsen', '--to', 'otg', '--loose');
($status, $out) = run_command($otg, 'check', '-v');
is($status, 1, '.otg records: one whose stated capture is of an empty square, refused');
like($out, qr/\A-:\d+: record 1: ok, 3 moves\n-:\d+:1: record 2: replay: move 3 'b4b3': c3 is said captured, and c3 is empty \(--loose accepts it\)\n\z/,
     '... at its first line, the message naming the move');
# a record's moves, through .otg, are still a record's: no capture stated
my ($r, $from_record) = run_command("variant brandubh\nmoves d2e2 c4c2 e2e4\n", 'convert');
like($from_record, qr/^\[captures:unstated\]$/m, 'an .otg record from a record says its moves state no captures');
is((run_command($from_record, 'check'))[0], 0, '... and is played so: a move onto a piece not judged');
done_testing;
