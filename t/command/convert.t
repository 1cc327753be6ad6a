# brandubh-notation convert loses nothing: a log of records becomes a
# stream of .otg records and back, the same records, on thousands of
# random logs; a refused record (a byte that is not UTF-8, say) is said,
# placed, and the others converted, exit 1; a game no notation can write is
# said, never dropped. In process, through Game::Brandubh::Notation::Command.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Brandubh::Test;
use Brandubh::Child qw(run_command);
use Brandubh::Gen;
use Game::Brandubh::Notation qw(game_string game_parse SETUP);
use Game::Brandubh::Notation::Reader ();
use Game::Brandubh::Notation::Command ();

srand($ENV{BRANDUBH_SEED} || 20261202);
my @variants = ('brandubh', 'brandubh', "caf\x{e9}", "\x{263a} board", ' spaced ', 'a:b', "tab\there", 'x' x 200);

# (moves a replay plays: convert refuses a game its own moves contradict)
sub random_game {
    my %game = (variant => $variants[rand @variants]);
    $game{start} = rand() < 0.5 ? SETUP : Brandubh::Gen::position() if rand() < 0.5;
    $game{moves} = [Brandubh::Gen::played_moves($game{start}, int rand 30)];
    my $r = rand;
    $game{result} = $r < 0.2 ? { how => 'agreed' } : $r < 0.4 ? { how => 'resign', by => rand() < 0.5 ? 'attackers' : 'defenders' } : undef;
    return game_string(\%game);
}

sub merged_runs {
    my ($row) = @_;
    $row =~ s/([1-7]{2,})/my $n = 0; $n += $_ for split m{}, $1; $n/ge;
    return $row;
}

my $logs = how_many(undef, 300, 5000);
my ($same, $records) = (0, 0);
for my $n (1 .. $logs) {
    my $log = join '', map { random_game() } 1 .. 1 + int rand 5;
    utf8::encode(my $bytes = $log);
    my ($status, $otg, $err) = run_command($bytes, 'convert', '--to', 'otg');
    utf8::encode($otg);
    my ($back_status, $back, $back_err) = run_command($otg, 'convert', '--to', 'record');
    # (a start's runs of empty squares come back merged, 1111 as 4: OTN
    # writes a position so; the same position)
    (my $merged = $log) =~ s{^(start )(\S+)}{$1 . join '/', map { merged_runs($_) } split m{/}, $2}gme;
    if ($status == 0 && $back_status == 0 && $err eq '' && $back_err eq '' && $back eq $merged) {
        $same++;
        $records += () = $log =~ /^variant /mg;
        next;
    }
    fail("log $n: records -> otg -> records is the identity");
    my $said = "status $status/$back_status\n$err$back_err--- log\n$log--- otg\n$otg--- back\n$back";
    utf8::encode($said);
    diag($said);
    last;
}
is($same, $logs, "$logs random logs ($records records) converted to .otg and back: the same records, exit 0, nothing said");

# a stream of .otg records reads as its games, numbered and placed
{
    my $log = join '', map { random_game() } 1 .. 4;
    utf8::encode(my $bytes = $log);
    my (undef, $otg) = run_command($bytes, 'convert', '--to', 'otg');
    utf8::encode($otg);
    my @records = Game::Brandubh::Notation::Reader->new(\$otg)->all;
    is(scalar @records, 4, 'a stream of four .otg records reads as four records');
    is(scalar(grep { $_->{game} } @records), 4, '... each a game');
    my ($status, $out, $err) = run_command($otg, 'check', '-v');
    is($status, 0, 'check reads each .otg record of the stream');
    like($out, qr/\A(?:-:\d+: record \d: ok, \d+ moves?\n){4}\z/, '... and says each');
}

# a byte that is not UTF-8 stops its record, not the file
{
    my $log = "variant a\nmoves d1d3\nvariant b\xff\nmoves\nvariant c\nmoves d2e2\n";
    my ($status, $out, $err) = run_command($log, 'convert', '--to', 'otg');
    is($status, 1, 'convert: a record that is not UTF-8 is refused, exit 1');
    is($err, "brandubh-notation: -:3:10: record 2: encoding: the line is not UTF-8 text: the byte '\\xff' is no character\n"
           . "brandubh-notation: 3 games: 2 written, 1 refused (encoding 1), 0 with a note\n",
       '... placed, as check places it, and the summary last: written and refused, by code');
    is(() = $out =~ /^\[variant:/mg, 2, '... and the two others are converted');
}

# a game no .otg record can hold is said, and the others converted
{
    my $log = "variant a\nmoves d1d3\nvariant [b]\nmoves\nvariant c\nmoves d2e2\n";
    my ($status, $out, $err) = run_command($log, 'convert', '--to', 'otg');
    is($status, 1, 'convert: a game whose variant no tag holds, exit 1');
    like($err, qr/\Abrandubh-notation: -:3:1: record 2: unwritable: /, '... said, placed');
    is(() = $out =~ /^\[variant:/mg, 2, '... and the two others are converted');
}

# show reads what check reads: .otg records, a record of several chosen by
# --record (the first unless asked), standard input when given nothing;
# a fault is said as check says it
{
    my $log = "variant a\nmoves d1d3\nvariant b\xff\nmoves\nvariant c\nstart 7/7/7/3k3/7/7/a6 d\nmoves d4d1 a1a2\n";
    my ($status, $out, $err) = run_command($log, 'show');
    is($status, 0, 'show: a file of several records, the first');
    like($out, qr/started from; 1 move was played/, '... its start and moves');
    ($status, $out, $err) = run_command($log, 'show', '--record', 3);
    is($status, 0, 'show --record 3');
    like($out, qr/started from; 2 moves were played/, '... that record, past one that is not UTF-8');
    ($status, $out, $err) = run_command($log, 'show', '--record', 2);
    is($status, 1, 'show --record 2: a refused record');
    is($err, "brandubh-notation: -:3:10: record 2: encoding: the line is not UTF-8 text: the byte '\\xff' is no character\n", '... said as check says it');
    ($status, $out, $err) = run_command($log, 'show', '--record', 9);
    is($status, 1, 'show --record 9 of three');
    like($err, qr/there is no record 9: the last is record 3/, '... said so');
    ($status, $out, $err) = run_command($log, 'show', '--record', 'x');
    is($status, 2, 'show --record x: a usage error');
    my (undef, $otg) = run_command("variant a\nmoves d1d3\nvariant c\nstart 7/7/7/3k3/7/7/a6 d\nmoves d4d1 a1a2\n", 'convert', '--to', 'otg');
    ($status, $out, $err) = run_command($otg, 'show', '--record', 2);
    is($status, 0, 'show --record 2 of a stream of .otg records');
    like($out, qr/started from; 2 moves were played/, '... that record') or diag $err;
}

# --progress: how far, on standard error, cleared at the end; none unless
# asked where standard error is no terminal, and none with --no-progress
{
    my $log = "variant a\nmoves d1d3\n" x 5000;
    my ($status, $out, $err) = run_command($log, 'check', '--progress');
    is($status, 0, 'check --progress');
    like($err, qr/\A(?:\r-: [0-9.]+ MB, \d+ records, [0-9.]+ MB\/s *)+\r *\r\z/,
         '... a line of progress on standard error (rewritten at most twice a second), cleared');
    ($status, $out, $err) = run_command($log, 'check', '--progress', '--count');
    like($out, qr/\A5000 records: 5000 accepted, 0 refused\n\z/, '... the count on standard output, as without it');
    (undef, undef, $err) = run_command($log, 'check');
    is($err, '', 'no progress unless asked, where standard error is no terminal');
    (undef, undef, $err) = run_command($log, 'convert', '--no-progress');
    is($err, '', '... nor with --no-progress');
    (undef, undef, $err) = run_command($log, 'convert', '--progress');
    like($err, qr/\A\r-: .* records/, 'convert --progress');
}
# a count of one is a record, not records
{
    my $reader = bless {}, 'Brandubh::OneRead';
    no warnings 'once';
    *Brandubh::OneRead::counts = sub { return { records => 1 } };
    open my $fh, '<', \'' or die $!;
    my %progress = Game::Brandubh::Notation::Command::progress_of(1, '-', $fh, \$reader);
    my $err = '';
    {
        local *STDERR;
        open STDERR, '>', \$err or die $!;
        $progress{progress}->(1000);
        Game::Brandubh::Notation::Command::progress_done();
    }
    like($err, qr/\A\r-: 0\.0 MB, 1 record(?:,| *\r)/, '--progress: 1 record, the noun agreeing with its count');
}

# convert --from reads a file of move lists through
# Game::Brandubh::Notation::Lists: a ',' the dialect may hold is the move's,
# any other begins the columns; lone CR line ends are refused as check
# refuses them; a numbered game over lines keeps every turn, and its faults
# are placed on their own line. (Where a list's moves are not played from
# the set-up, as d1-d3xc3,e3 is not, --loose writes them as they are, and
# -q says nothing of it: the reading is what is tested.)
{
    my ($status, $out, $err) = run_command("d1-d3xc3,e3 a4-a5 Kd4-d1\n", 'convert', '--from', 'shown', '-q', '--loose');
    is_deeply([$status, $out, $err], [0, "variant brandubh\nmoves d1d3 a4a5 d4d1\n", ''],
              "convert --from shown: xc3,e3 is the move's captures, not a column");
    ($status, $out, $err) = run_command("d1-d3xc3,e3 a4-a5\n", 'convert', '--from', 'otn');
    is_deeply([$status, $out, $err], [1, '', "brandubh-notation: -:1:9: game 1: captures: Move 1 ('d1-d3xc3,e3'): OpenTafl Notation parts"
                                            . " captured squares with '/', not ','.\n"],
              "convert --from otn: xc3,e3 refused by the dialect, at the ','");
    ($status, $out, $err) = run_command("d1-d3xc3,e3 a4-a5,0,0,Black\n", 'convert', '--from', 'shown', '--to', 'shown', '--loose', '-q');
    is_deeply([$status, $out, $err], [0, "d1-d3xc3,e3 a4-a5,0,0,Black\n", ''], '... and the columns after it still kept');
    ($status, $out, $err) = run_command("d1-d3xc3, e3\nd1-d3,White\nd1-d3xc3,\n", 'convert', '--from', 'shown', '--to', 'shown', '--loose', '-q');
    is_deeply([$status, $out, $err], [0, "d1-d3xc3, e3\nd1-d3,White\nd1-d3xc3,\n", ''],
              "a ',' before a space, a word or the end begins the columns");

    ($status, $out, $err) = run_command("d1d3 a4a5\rd2d4 a5a6\r", 'convert', '--from', 'nielsen');
    is_deeply([$status, $out, $err], [1, '', "brandubh-notation: -:1:1: game 1: line-ends: the lines end with a carriage return alone"
                                            . " (the first is 'd1d3 a4a5'); the lines of a record end with a line feed (or CR LF)\n"],
              'lone CR line ends: refused as check refuses them, no game written');
    ($status, $out, $err) = run_command("\xef\xbb\xbfd2e2 c4c2\r\nb4b3 c4c3\r\n", 'convert', '--from', 'nielsen', '--to', 'nielsen');
    is_deeply([$status, $out, $err], [0, "d2e2 c4c2\nb4b3 c4c3\n", ''], '... CR LF and a byte-order mark read as before');

    ($status, $out, $err) = run_command("1. d2e2 c4c2,3,0,Black\n2. b4b3 c2c1\n", 'convert', '--from', 'nielsen', '-q');
    is_deeply([$status, $out, $err], [0, "variant brandubh\nmoves d2e2 c4c2 b4b3 c2c1\n", ''],
              'a numbered game over two lines, columns on the first: every turn kept');
    ($status, $out, $err) = run_command("1. d2e2 c4c2,3,0,Black\n2. b4b3 c2c1\n", 'convert', '--from', 'nielsen');
    is($err, "brandubh-notation: -:1: game 1: note: that no move captured anything and the columns '3,0,Black', which a record cannot hold\n",
       '... its columns, a note (a single game: no summary)');
    ($status, $out, $err) = run_command("1. d2e2 c4c2,3\n2. b4b3 c2c1,0\n", 'convert', '--from', 'nielsen', '--to', 'nielsen');
    is_deeply([$status, $out, $err], [0, "d2e2 c4c2 b4b3 c2c1,3,0\n", ''], "... the columns of several lines joined by ','");
    ($status, $out, $err) = run_command("1. d1d3 a4a5\n\n2. d2d4 h5a6\n", 'convert', '--from', 'nielsen');
    like($err, qr{\Abrandubh-notation: -:3:9: game 1: board: Move 4 \('h5a6'\): 'h5' is a square of a bigger board}, 
         '... a fault on its third line (past a blank one) placed there');
    ($status, $out, $err) = run_command("1. d1d3 a4a5\n2. d2d4 \xff\nd2e2\n", 'convert', '--from', 'nielsen', '-q');
    is_deeply([$status, $out, $err], [1, "variant brandubh\nmoves d2e2\n",
                                      "brandubh-notation: -:2:9: game 1: encoding: the line is not UTF-8 text: the byte '\\xff' is no character\n"],
              '... a byte that is no character on its second line, placed there; the next game read');
}

done_testing;
