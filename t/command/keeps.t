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
my $count_line = sub { "brandubh-notation: $_[0] of $_[1] lost what $_[2] cannot hold (the notes above; --lossless refuses them)\n" };

# item 2: the start and the side that moved first are never dropped
{
    my $record = "variant brandubh\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\nmoves d1d3\nresult resign attackers\n";
    for my $to (qw(otn nielsen)) {
        my ($status, $out, $err) = run_command($record, 'convert', '--to', $to);
        is_deeply([$status, $out], [1, ''], "defenders first, --to $to: refused, nothing written");
        like($err, qr/^brandubh-notation: -:1:1: record 1: start: The game began with the defenders to move; .*--first defenders/m,
             '... saying the option that writes it');
        ($status, $out, $err) = run_command($record, 'convert', '--to', $to, '--first', 'defenders');
        is_deeply([$status, $out, $err], [0, $to eq 'otn' ? "d1-d3 ---\n" : "d1-d3 resigned\n", ''], '... --first defenders writes it');
        my @back = run_command($out, 'convert', '--from', $to, '--first', 'defenders');
        is_deeply(\@back, [0, $record, ''], '... and it reads back, with the same option, as the same record');
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
    my ($status, $out, $err) = run_command("Kd4-d1 c5-c4xKd4\n", 'convert', '--from', 'otn', '--to', 'walker');
    is_deeply([$status, $out], [0, "D4-D1 C5-C4xD4++\n"], "otn's king taken becomes Walker's winning move");
    is($err, "brandubh-notation: -:1: game 1: note: the king's letter of move 1, the square the king was taken on, in move 2"
           . " and which ending the winning mark of move 2 is (the king taken or home), which a list in Walker's notation cannot hold\n"
           . $count_line->('1 game', 1, "a list in Walker's notation"), '... and what it cannot hold said');
    ($status, $out, $err) = run_command("E5-E6xD6/F6/E7-- D1-D2+\n", 'convert', '--from', 'walker');
    is_deeply([$status, $out], [0, "variant brandubh\nmoves e5e6 d1d2\n"], 'walker to a record: the moves');
    like($err, qr/^brandubh-notation: -:1: game 1: note: the captures of move 1, the threat mark \(\+\) of move 2 and the losing-move mark of move 1, which a record cannot hold$/m,
         '... and every capture and mark a record cannot hold, named');
}

# item 6: captures reach .otg, and a move list goes to .otg and back
# directly, token for token
{
    my $lists = "d2-e2 c4-c2 b4-b3xc3 d4-c4 resigned\nd6-c6 d3-f3 e2-f2xf3xe1 timeout\nf4-f5 e4-e6 g4-g6xf6\n";
    my ($status, $otg, $err) = run_command($lists, 'convert', '--from', 'nielsen', '--to', 'otg');
    is_deeply([$status, $err], [0, ''], 'nielsen to .otg: nothing lost, nothing said');
    like($otg, qr/^2\. b4-b3xc3 d4-c4\n3\. ---$/m, '... the capture and the resignation kept');
    like($otg, qr/^2\. e2-f2xf3\/e1$/m, '... two captures in their order');
    like($otg, qr/^\[termination:.*time/m, '... the timeout kept');
    my @back = run_command($otg, 'convert', '--to', 'nielsen');
    is_deeply(\@back, [0, $lists, ''], '... and .otg back to nielsen: the same tokens');
    my @lossless = run_command($lists, 'convert', '--from', 'nielsen', '--to', 'otg', '--lossless');
    is_deeply(\@lossless, [0, $otg, ''], '--lossless: a conversion that loses nothing goes through');
    my ($r_status, $records, $r_err) = run_command($lists, 'convert', '--from', 'nielsen');
    is($r_status, 0, 'nielsen to records');
    like($r_err, qr/^brandubh-notation: -:1: game 1: note: the captures of move 3, which a record cannot hold$/m, '... the captures lost, said');
    like($r_err, qr/^brandubh-notation: -:2: game 2: note: a timeout of the defenders and the captures of move 3, which a record cannot hold$/m,
         '... a timeout too');
    is(() = $r_err =~ /note:/g, 3, '... a note a game that lost anything');
    like($r_err, qr/\Q@{[$count_line->('3 games', 3, 'a record')]}\E\z/, '... and the count last');
    my @strict = run_command($lists, 'convert', '--from', 'nielsen', '--lossless');
    is($strict[0], 1, '--lossless: a loss is a refusal, exit 1');
    is($strict[1], '', '... nothing written of a game that would lose anything');
    like($strict[2], qr/^brandubh-notation: -:1:1: game 1: lost: The captures of move 3, which a record cannot hold \(--lossless\)$/m,
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
    like($err, qr/note: an agreed draw, which a list in aagenielsen\.dk's notation cannot hold$/m, '... the agreement said');
    ($status, $out) = run_command($record, 'convert');
    like($out, qr/^\[result:0\]$/m, 'an agreed draw to .otg: kept');
    is_deeply([run_command($out, 'convert')], [0, $record, ''], '... and back');
}

# every format to every other, through the command: the games of a list
# go through each format and back to nielsen, each time the same less what
# the formats between hold, and nothing else
{
    my $lists = "d2-e2 c4-c2 b4-b3xc3 resigned\nd6-c6 d3-f3 e2-f2xf3xe1\n";
    for my $to (qw(record otg shown otn walker nielsen)) {
        my ($status, $out) = run_command($lists, 'convert', '--from', 'nielsen', '--to', $to);
        is($status, 0, "nielsen -> $to");
        my @from = $to eq 'record' || $to eq 'otg' ? () : ('--from', $to);
        my ($back_status, $back) = run_command($out, 'convert', @from, '--to', 'nielsen');
        my $want = $lists;
        $want =~ s/xc3|xf3xe1//g if $to eq 'record';
        $want =~ s/ resigned// if $to eq 'shown' || $to eq 'walker';
        $want =~ s/xf3xe1/xe1xf3/ if $to eq 'shown';    # (its captures in square order)
        is_deeply([$back_status, $back], [0, $want], "... and back: what $to holds");
    }
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
