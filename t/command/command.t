# bin/brandubh-notation: output, exit codes, standard input, streams of
# records, JSON Lines, unreadable and non-UTF-8 files, the conventions of
# the command line.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Child qw(run_argv run_command perl_argv);

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir);
my $bin = File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $games = File::Spec->catdir($root, 'examples', 'games');
my $dir = tempdir(CLEANUP => 1);

# The command is a modulino: loaded, it defines main() and runs nothing.
require $bin;

# Runs the command in this process (Brandubh::Child's run_command).
sub run { return run_command(@_) }

# Runs it as a program, in a perl of its own: the same answers.
sub run_process {
    my ($stdin, @args) = @_;
    my ($in, $out, $err) = map { File::Spec->catfile($dir, $_) } qw(in out err);
    open my $fh, '>:raw', $in or die $!;
    print {$fh} defined $stdin ? $stdin : '';
    close $fh;
    my $status = run_argv(perl_argv($bin, @args), in => $in, out => $out, err => $err) >> 8;
    my @text = map { open my $h, '<:encoding(UTF-8)', $_ or die $!; local $/; my $t = <$h>; defined $t ? $t : '' } $out, $err;
    return ($status, @text);
}

sub file {
    my ($name, $bytes) = @_;
    my $path = File::Spec->catfile($dir, $name);
    open my $fh, '>:raw', $path or die $!;
    print {$fh} $bytes;
    close $fh;
    return $path;
}

# check
my $good = file('good.txt', "variant brandubh\nmoves d1c1 d3c3\n");
my $bad = file('bad.txt', "variant brandubh\nmoves d1c1 Kd4-d2\n");
my ($status, $out, $err) = run(undef, 'check', $good);
is($status, 0, 'check: an accepted record exits 0');
is($out, '', '... and prints nothing');
($status, $out, $err) = run(undef, 'check', '--verbose', $good);
is($out, "$good:1: record 1: ok, 2 moves\n", '--verbose says ok and the number of moves');
is($err, "brandubh-notation: 1 record: 1 accepted, 0 refused\n", '... and the count, on standard error');
($status, $out) = run(undef, 'check', $good, $bad);
is($status, 1, 'a refused record exits 1');
is($out, "$bad:2:12: record 1: move: 'Kd4-d2' is a move as it is shown; a game stores it as d4d2.\n",
   'FILE:LINE:COLUMN: record N: CODE: message');
($status, $out) = run("variant x\nmoves\nresult drawn\n", 'check');
is($status, 1, 'standard input when no file is named');
like($out, qr/\A-:3:8: record 1: result: /, '... named -');
($status, $out) = run("variant x\nmoves\n", 'check', '-v', '-');
like($out, qr/\A-:1: record 1: ok, 0 moves\n/, 'standard input for -');
my $missing = File::Spec->catfile($dir, 'no-such-file.txt');
($status, $out, $err) = run(undef, 'check', $missing, $good);
is($status, 2, 'a file that cannot be read exits 2');
like($err, qr/\Abrandubh-notation: \Q$missing\E: No such file or directory/, '... named, with the reason');
my $latin = file('latin1.txt', "variant caf\xe9\nmoves\n");
($status, $out, $err) = run(undef, 'check', $latin);
is($status, 1, 'a record that is not UTF-8 is refused');
is($out, "$latin:1:12: record 1: encoding: the line is not UTF-8 text: the byte '\\xe9' is no character\n",
   '... at its first bad byte, which it quotes');
my $utf8 = file('utf8.txt', "variant caf\xc3\xa9 \xe2\x98\xba\nmoves zz\n");
($status, $out) = run(undef, 'check', $utf8);
is($out, "$utf8:2:7: record 1: move: 'zz' is not a stored move: a game keeps each move as four characters,"
       . " such as d1d3.\n", 'a UTF-8 record: columns in characters');
my $crlf = file('crlf.txt', "variant x\r\nmoves\r\nmoves\r\n");
($status, $out) = run(undef, 'check', $crlf);
like($out, qr/:3:1: record 1: twice: The moves line is given twice: 'moves'\.\n\z/, 'CR LF records');

# a stream of records
my $stream = file('stream.txt', join '',
    "variant brandubh\nmoves d1c1\n",                   # 1, lines 1-2
    "\n\n",
    "variant brandubh\nstart 7/7/7/3k3/7/7/a6 d\nmoves d4d1 zz\nresult agreed\n",    # 2, lines 5-8
    "variant other\nmoves d2e2\n",                      # 3, lines 9-10
    "variant x\nmoves\nmoves\n");                       # 4, lines 11-13
($status, $out, $err) = run(undef, 'check', '-v', $stream);
is($status, 1, 'a stream of records: one refused');
is($out, "$stream:1: record 1: ok, 1 move\n"
       . "$stream:7:12: record 2: move: 'zz' is not a stored move: a game keeps each move as four characters,"
       . " such as d1d3.\n"
       . "$stream:9: record 3: ok, 1 move\n"
       . "$stream:13:1: record 4: twice: The moves line is given twice: 'moves'.\n",
   'each record with its number, and places in the whole file');
is($err, "brandubh-notation: 4 records: 2 accepted, 2 refused (move 1, twice 1)\n", 'the count, by code');
my $other = file('other.txt', "moves d1d3\nresult agreed\n\nvariant x\n");
($status, $out) = run(undef, 'check', '-v', $other);
is($out, "$other:1: record 1: ok, 1 move\n", 'a file of one record in another order is one record');
($status, $out, $err) = run(undef, 'check', '--count', $stream, $good);
is($out, "5 records: 3 accepted, 2 refused (move 1, twice 1)\n", '--count: no line a record, the count of all on standard output');
is($err, '', '... nothing on standard error');
($status, $out, $err) = run(undef, 'check', '-q', '-v', $good);
is($status, 2, '-q and -v together: a usage error');
{
    my (undef, $plain) = run(undef, 'check', $stream, $good);
    ($status, $out, $err) = run(undef, 'check', '--refused', $stream, $good);
    is($out, $plain, '--refused in text: the refused records alone, as check writes them');
    like($out, qr/\A(?:\S+:\d+:\d+: record \d+: [a-z-]+: .*\n){2}\z/, '... two of them');
}
($status, $out, $err) = run(undef, 'check', '-q', $stream);
is_deeply([$status, $out, $err], [1, '', ''], '-q: the exit status only');
($status, $out) = run(undef, 'check', $stream, '-q', '--exit-zero');
is($status, 0, 'options after the files, and --exit-zero');
my $dash = file('-odd.txt', "variant x\nmoves\n");
($status, $out) = run(undef, 'check', '-v', '--', $dash);
like($out, qr/odd\.txt:1: record 1: ok/, 'a file named with a leading - after --');

# real files
my $bom = file('bom.txt', "\xef\xbb\xbfvariant x\nmoves zz\n");
($status, $out) = run(undef, 'check', $bom);
is($out, "$bom:2:7: record 1: move: 'zz' is not a stored move: a game keeps each move as four characters,"
       . " such as d1d3.\n", 'a byte-order mark is skipped');
($status, $out) = run(undef, 'check', file('bom-ok.txt', "\xef\xbb\xbfvariant x\nmoves\n"));
is($status, 0, '... and its record accepted');
# two files that each begin with a byte-order mark, joined: the second
# mark is read past too, where the record begins
my $joined = file('joined.txt', "\xef\xbb\xbfvariant brandubh\nmoves d1d3\n\xef\xbb\xbfvariant brandubh\nmoves d1d3\n");
($status, $out, $err) = run(undef, 'check', '-v', $joined);
is_deeply([$status, $out, $err], [0, "$joined:1: record 1: ok, 1 move\n$joined:3: record 2: ok, 1 move\n",
                                  "brandubh-notation: 2 records: 2 accepted, 0 refused\n"],
          '... and one where a later record begins (files that begin with one, joined)');
# one inside a record: its message says what it is, and how to remove it
my $mark_inside = file('inside.txt', "variant brandubh\n\xef\xbb\xbfmoves d1d3\n");
($status, $out) = run(undef, 'check', $mark_inside);
is($out, "$mark_inside:2:1: record 1: line: The line '\\x{feff}moves d1d3' is not a record line: a line is variant, start, moves or result,"
       . " then a space and what it says; \\x{feff} is a byte-order mark (U+FEFF), which begins some files: where files that"
       . " each begin with one were joined, sed '1s/^\\xEF\\xBB\\xBF//' FILE removes a file's.\n",
   '... and one inside a record is refused, its message saying what it is and how to remove it');
my $cr = file('cr.txt', "variant x\rmoves d1d3\r");
($status, $out) = run(undef, 'check', $cr);
is($out, "$cr:1:1: record 1: line-ends: the lines end with a carriage return alone (the first is 'variant x'); the lines of a record end"
       . " with a line feed (or CR LF)\n", 'CR-only line ends are named');
my $empty = file('empty.txt', '');
my $blank = file('blank.txt', "\n \n\t\n");
($status, $out) = run(undef, 'check', $empty, $blank);
is($out, "$empty:1:1: record 1: empty: the file is empty\n"
       . "$blank:1:1: record 1: empty: the file holds only blank lines, and no record\n",
   'an empty file and one of blank lines are named');
# an input with nothing in it is refused alike by check, show and convert,
# with and without --from: one message, naming what was empty, exit 1
for my $case ([$empty, 'the file is empty'], [$blank, 'the file holds only blank lines, and no record']) {
    my ($path, $said) = @$case;
    my $what = $path eq $empty ? 'an empty file' : 'a file of blank lines';
    ($status, $out, $err) = run(undef, 'check', $path);
    is_deeply([$status, $out, $err], [1, "$path:1:1: record 1: empty: $said\n", ''], "check, $what: refused, exit 1");
    ($status, $out, $err) = run(undef, 'show', $path);
    is_deeply([$status, $out, $err], [1, '', "brandubh-notation: $path:1:1: record 1: empty: $said\n"], "show, $what: the same");
    for my $to ([], ['--to', 'otg'], ['--to', 'record'], ['--to', 'otn']) {
        ($status, $out, $err) = run(undef, 'convert', @$to, $path);
        is_deeply([$status, $out, $err], [1, '', "brandubh-notation: $path:1:1: record 1: empty: $said\n"], join(' ', 'convert', @$to) . ", $what: the same");
    }
    (my $no_game = $said) =~ s/no record\z/no game/;
    for my $from (qw(otn nielsen)) {
        ($status, $out, $err) = run(undef, 'convert', '--from', $from, $path);
        is_deeply([$status, $out, $err], [1, '', "brandubh-notation: $path:1:1: game 1: empty: $no_game\n"],
                  "convert --from $from, $what: the same, a game of the list");
    }
}
($status, $out, $err) = run('', 'check');
is_deeply([$status, $out], [1, "-:1:1: record 1: empty: the handle gave nothing\n"], 'check, an empty standard input: the handle gave nothing');
for my $args (['show'], ['convert'], ['convert', '--from', 'shown']) {
    ($status, $out, $err) = run('', @$args);
    my $unit = @$args > 1 ? 'game' : 'record';
    is_deeply([$status, $out, $err], [1, '', "brandubh-notation: -:1:1: $unit 1: empty: the handle gave nothing\n"], "@$args: the same");
}
($status, $out, $err) = run_process('', 'show');
is_deeply([$status, $err], [1, "brandubh-notation: -:1:1: record 1: empty: the file is empty\n"],
          'show < an empty file: the file is empty, as check says it');
# a move list, or a position in OpenTafl's form, given as a record: said to
# look like one, and what reads it (judged on the line's first 21
# characters, the same in both backends)
{
    my $all = 'it looks like a move list, which brandubh-notation convert --from nielsen, otn, shown or walker reads as a record.';
    # (hnefatafl-rs's game list: aagenielsen.dk's moves, then its columns;
    # a line cut before them may be one, and says so)
    my $csv = "a line of hnefatafl-rs's game list (its moves, then ,N,N,WINNER), which brandubh-notation convert --from csv reads"
            . ' as a record.';
    (my $cut = $all) =~ s/\.\z/, or $csv/;
    my @lines = (
        ["d6-c6 d5-d6 f4-f5\n",            "The line 'd6-c6 d5-d6 f4-f5' is not a record line: $all"],
        ["Kd4-d5 c6-c5\n",                 "The line 'Kd4-d5 c6-c5' is not a record line: it looks like a move list, which"
                                           . ' brandubh-notation convert --from otn or shown reads as a record.'],
        ["D6-C6 D5-D6\r\n",                "The line 'D6-C6 D5-D6' is not a record line: it looks like a move list, which"
                                           . ' brandubh-notation convert --from shown or walker reads as a record.'],
        ["1. d6-c6 d5-d6 2. f4-f5 c4-c3\n", "The line '1. d6-c6 d5-d6 2. f4...' is not a record line: $cut"],
        ["d6-c6 d5-d6 f4-f5 Kd4-d1xd1\n",   "The line 'd6-c6 d5-d6 f4-f5 Kd...' is not a record line: $cut"],
        ["d6-c6 e4-e1 f4-e4 d3-f3,0,0,Ongoing\n", "The line 'd6-c6 e4-e1 f4-e4 d3...' is not a record line: $cut"],
        ["d6-c6 d5-d6,0,0,Black\nd2-e2\n",  "The line 'd6-c6 d5-d6,0,0,Blac...' is not a record line: it looks like $csv"],
        ["/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/\n",
         "The line '/3t3/3t3/3T3/ttTKTtt...' is not a record line: it looks like a position in OpenTafl's form (OTN), which"
         . " Game::Brandubh::Notation::OpenTafl's position_from_otn reads; a start line holds a position in this module's form."],
        ["comment hi\n",                   "The line 'comment hi' is not a record line: a line is variant, start, moves or result,"
                                           . ' then a space and what it says.'],
        ["d6-c6 hello\n",                  "The line 'd6-c6 hello' is not a record line: a line is variant, start, moves or result,"
                                           . ' then a space and what it says.'],
    );
    for my $n (0 .. $#lines) {
        my ($text, $said) = @{ $lines[$n] };
        my $path = file("list$n.txt", $text);
        ($status, $out) = run(undef, 'check', $path);
        (my $shown = $text) =~ s/\n.*//s;
        is_deeply([$status, $out], [1, "$path:1:1: record 1: line: $said\n"], "check '$shown': $said");
        if (Game::Brandubh::Notation::BACKEND() eq 'XS') {
            my @said = map { Game::Brandubh::Notation::Reader->new(\$text, backend => $_)->next->{fault}{message} } qw(XS PP);
            is($said[0], $said[1], '... the same from either backend');
        }
    }
    my $path = file('list.txt', "d6-c6 d5-d6 f4-f5\n");
    ($status, $out, $err) = run(undef, 'show', $path);
    is_deeply([$status, $err], [1, "brandubh-notation: $path:1:1: record 1: line: The line 'd6-c6 d5-d6 f4-f5' is not a record line: $all\n"],
              'show says so too');
}
my $invisible = file('invisible.txt', "variant x\nmoves d1d3 \xef\xbb\xbfa1a2\xc2\xa0\n");
($status, $out) = run(undef, 'check', $invisible);
like($out, qr/'\\x\{feff\}a1a2' is not a stored move/, 'invisible characters by their code points');

# JSON Lines
SKIP: {
    skip 'no JSON module', 10 unless eval { require JSON::PP; 1 };
    ($status, $out) = run(undef, 'check', '--format', 'json', $stream, $good);
    my @records = map { JSON::PP->new->decode($_) } split /\n/, $out;
    is(scalar @records, 5, '--format json: an object a record');
    is_deeply({ %{ $records[0] }, ok => $records[0]{ok} ? 1 : 0 },
              { file => $stream, record => 1, offset => 0, line => 1, ok => 1, moves => 1, variant => 'brandubh', result => undef },
              '... an accepted one, with its variant and result');
    is_deeply({ %{ $records[1] }, ok => $records[1]{ok} ? 1 : 0 },
              { file => $stream, record => 2, offset => $records[1]{offset}, line => 7, column => 12, ok => 0, code => 'move',
                message => "'zz' is not a stored move: a game keeps each move as four characters, such as d1d3." },
              '... a refused one');
    my $text = Brandubh::Child::slurp($stream);
    is(substr($text, $records[1]{offset}, 8), 'variant ', '... its offset, where its variant line begins in the file');
    ($status, $out) = run(undef, 'check', '--format', 'json', '--refused', $stream, $good);
    is(scalar(() = $out =~ /\n/g), 2, '--format json --refused: the refused records alone');
    is($records[4]{file}, $good, '... the next file, counted from 1 again');
    is($records[4]{record}, 1, '...');
    is($status, 1, '... the exit status as in text');
    ($status, $out, $err) = run(undef, 'check', '--format=json', '--count', $stream, $good);
    is($out, qq({"accepted":3,"codes":{"move":1,"twice":1},"records":5,"refused":2}\n),
       '--count: the summary, an object on standard output');
    is($err, '', '... and nothing on standard error');
    ($status, $out, $err) = run(undef, 'check', '--format', 'xml', $good);
    is($status, 2, 'an unknown format is a usage error');
}

# Numbers are JSON integers whichever JSON module writes them (one may
# write a number Perl has also made a string of as a string, or a division's
# as 4.0).
for my $module (qw(Cpanel::JSON::XS JSON::XS JSON::PP)) {
    SKIP: {
        skip "$module is not installed", 2 unless eval "require $module; 1";    ## no critic (ProhibitStringyEval)
        no warnings qw(once);
        local @Game::Brandubh::Notation::Command::JSON_MODULES = ($module);
        my $four = file('four.txt', "variant x\nmoves d2e2 c4c2 e2e1 c2c1\n\nvariant y\nmoves zz\n"
                                    . "variant \"q\"\nmoves\nresult resign attackers\n");
        ($status, $out) = run(undef, 'check', '--format', 'json', $four);
        is($out, qq({"file":"$four","line":1,"moves":4,"offset":0,"ok":true,"record":1,"result":null,"variant":"x"}\n)
               . qq({"code":"move","column":7,"file":"$four","line":5,"message":"'zz' is not a stored move: a game)
               . qq( keeps each move as four characters, such as d1d3.","offset":37,"ok":false,"record":2}\n)
               . qq({"file":"$four","line":6,"moves":0,"offset":56,"ok":true,"record":3,"result":{"by":"attackers","how":"resign"},"variant":"\\"q\\""}\n),
           "$module: integers");
        ($status, $out) = run(undef, 'check', '--format', 'json', '--count', $four);
        is($out, qq({"accepted":2,"codes":{"move":1},"records":3,"refused":1}\n), "$module: the summary's integers");
    }
}

# the examples
opendir my $dh, $games or die $!;
my @examples = sort grep { /\.txt\z/ } readdir $dh;
closedir $dh;
($status, $out, $err) = run(undef, 'check', '--verbose', map { File::Spec->catfile($games, $_) } @examples);
is($status, 1, 'the examples: some are refused');
like($err, qr/\Abrandubh-notation: 9 records: 4 accepted, 5 refused \(.+\)\n\z/, '... and counted');
my %said = map { m{([^/]+\.txt)[:]} ? ($1 => $_) : () } split /\n/, $out;
is(scalar keys %said, scalar @examples, 'a line for each example');
for my $name (@examples) {
    my $refused = $name =~ /^(?:shown-move|twice|bad-start|bad-result|no-variant)\.txt\z/;
    like($said{$name}, $refused ? qr/:\d+:\d+: record 1: \w+: / : qr/:\d+: record 1: ok, \d+ moves?\z/,
         "$name is " . ($refused ? 'refused' : 'accepted'));
}
($status, $out, $err) = run(undef, 'check', '--verbose', '--exit-zero', map { File::Spec->catfile($games, $_) } @examples);
is($status, 0, '--exit-zero: refused records do not fail the command');
like($err, qr/9 records: 4 accepted, 5 refused/, '... which still counts them');
($status, $out, $err) = run(undef, 'check', '--exit-zero', $missing);
is($status, 2, '... but a file it cannot read still exits 2');

# folders, and names and arguments in other scripts (the encoding, as the
# program writes it: in-memory handles with an encoding layer were seen to
# misbehave once in a whole make test on perl 5.10 and 5.14)
($status, $out, $err) = run(undef, 'check', $dir);
is($status, 2, 'check: a folder is an error');
like($err, qr/\Q$dir\E: Is a directory\n\z/, '... said so, as the system says it');
is($out, '', '... and is no record');
($status, $out, $err) = run(undef, 'show', $dir);
is($status, 2, 'show: a folder is an error too');
my $e_acute = "\xc3\xa9";    # U+00E9 in UTF-8, as a shell passes it
mkdir File::Spec->catdir($dir, $e_acute) or die $!;
my $inside = file(File::Spec->catfile($e_acute, 'bad.txt'), "variant x\nmoves zz\n");
($status, $out) = run_process(undef, 'check', $inside);
is($status, 1, 'a file in a folder named \x{e9}');
(my $shown = $inside) =~ s/\Q$e_acute\E/\x{e9}/;
like($out, qr/\A\Q$shown\E:2:7: record 1: move: /, '... is named with its characters');
($status, $out, $err) = run_process(undef, 'show', "$e_acute/x a");
is($status, 1, 'show \x{e9}/x a, meant as a position');
like($err, qr/\Abrandubh-notation: '\\xe9\/x a' is not a position: The character '\\xe9' is not a piece/,
    '... says the character by its code point, the same way both times');
($status, $out, $err) = run_process(undef, 'move', "d4-d1x\xe2\x98\xba");
like($out, qr/\Ad4-d1x\x{263a}: form: .*found '\\x\{263a\}'/, 'move: the argument as characters, what it found by its code point');

# show
($status, $out) = run(undef, 'show', '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a');
is($status, 0, 'show: a position');
like($out, qr/^    a b c d e f g\n 7  # \. \. a \. \. #  7\n/, 'rank 7 first, corners marked');
like($out, qr/^ 4  a a d k d a a  4$/m, 'the king on the throne');
like($out, qr/The attackers move\./, 'the side to move');
($status, $out) = run(undef, 'show', File::Spec->catfile($games, 'king-escapes.txt'));
like($out, qr/^ 4  \. \. \. k \. \. \.  4$/m, "a game file's start position");
like($out, qr/^ 1  a \. \. \. \. \. #  1$/m, '... with its attacker');
like($out, qr/The defenders move\./, '... and its side');
like($out, qr/This is the position the game started from; \d+ moves? (?:was|were) played from it\./,
     '... said to be the start');
($status, $out) = run(undef, 'show', '7/7/7/7/7/7/7 d');
like($out, qr/^ 4  \. \. \. \+ \. \. \.  4$/m, 'an empty throne is marked');
($status, $out) = run("7/7/7/7/7/7/7 d\n", 'show', '-');
like($out, qr/The defenders move\.\n\z/, 'show -: a position on standard input');
($status, $out) = run("variant x\nmoves d1d3\n", 'show', '-');
like($out, qr/started from; 1 move was played/, 'show -: a record on standard input');
($status, $out, $err) = run(undef, 'show', 'nonsense.txt');
is($status, 2, 'show: no such file');
like($err, qr/\Abrandubh-notation: nonsense\.txt: No such file or directory/, '... said so');
($status, $out, $err) = run(undef, 'show', '7/7/7 a');
is($status, 1, 'show: what is meant as a position and is none');
like($err, qr/is not a position: The board has 3 ranks, not 7\./, '... said so');
# OpenTafl's position form: said for what it is, and what reads it
{
    my $otn = '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/';
    my $said = "it is OpenTafl's position form (OTN), which show does not read; Game::Brandubh::Notation::OpenTafl's"
             . " position_from_otn reads it as '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a', the attackers to move (OTN says no side),"
             . " which show draws.";
    ($status, $out, $err) = run(undef, 'show', $otn);
    is_deeply([$status, $out, $err], [1, '', "brandubh-notation: '$otn' is not a position: $said\n"],
              'show: an OTN position, said to be one, with the position it is');
    my $in_file = file('otn.txt', "$otn\n");
    ($status, $out, $err) = run(undef, 'show', $in_file);
    is_deeply([$status, $out, $err], [1, '', "brandubh-notation: $in_file: '$otn' is not a position: $said\n"],
              '... and so in a file');
    ($status, $out, $err) = run("$otn\n", 'show');
    is($err, "brandubh-notation: -: '$otn' is not a position: $said\n", '... or on standard input');
    ($status, $out, $err) = run(undef, 'show', '/3t3/3t3/3T3/');
    is_deeply([$status, $err], [1, "brandubh-notation: '/3t3/3t3/3T3/' is not a position: it looks like OpenTafl's position form (OTN),"
                                   . " which show does not read, and is no position in that form either: Game::Brandubh::Notation::OpenTafl's"
                                   . " position_from_otn reads seven rows of seven squares, of t, T, K and counts of empty squares,"
                                   . " between slashes.\n"],
              '... one that is none in OTN either, said so');
}
($status, $out, $err) = run(undef, 'show', $bad);
is($status, 1, 'show: a refused record');
like($err, qr/\Abrandubh-notation: .*move: /, '... with the reason');
($status, $out, $err) = run("7/7/7/7/7/7/7 d\n", 'show');
like($out, qr/The defenders move\.\n\z/, 'show with no argument reads standard input, as the other commands do');
($status, $out, $err) = run(undef, 'show', 'a', 'b');
is($status, 2, 'show with two arguments is a usage error');

# move
($status, $out) = run(undef, 'move', 'Kd4-d1', 'c5-c4xd4#', 'D1-D3XC3,E3++');
is($status, 0, 'move: all read');
is($out, "d4d1\nc5c4\nd1d3\n", '... their stored forms');
($status, $out, $err) = run(undef, 'move', 'd4d1', 'h1d1', 'd4-d1x');
is($status, 1, 'move: one refused exits 1');
is($out, "d4d1\nh1d1: square: 'h1' is not a square: files run from a to g and ranks from 1 to 7.\n"
       . "d4-d1x: form: Expected a square after 'x', found the end of the text.\n",
   '... a line out for each in, in order');
($status, $out) = run("Kd4-d1\nzz\r\n\nd1d3\n", 'move');
is($out, "d4d1\nzz: form: Expected a square, the one the piece leaves (after an optional K), found 'z'.\n"
       . ": empty: There is no move: the text is empty or white space.\nd1d3\n",
   'move: standard input, a line out for each line in');
is($status, 1, '... and 1 for the refused');
($status, $out) = run("d1d3\n", 'move', '-');
is($out, "d1d3\n", 'move -: standard input');
{
    # Refused lines by the thousand: faults alike on other texts (the
    # messages the command keeps), more kinds than it keeps at once, and
    # quoted characters that are shown by their code points; each line as
    # move_why says it.
    my @texts = map { ("d1-d9 $_", "Kd4-d1x$_", "d1d3++x$_", "\x{4e00}$_", chr(0x4e00 + $_) . 'x',
                       "d1-d3x\x{feff}$_", "d1-d3x", " ", "d1d3 " . chr(0x3400 + $_ % 50)) } 1 .. 600;
    my $expected = '';
    for my $text (@texts) {
        my $why = Game::Brandubh::Notation::Why::move_why($text);
        $expected .= Game::Brandubh::Notation::Command::shown($text) . ": $why->{code}: $why->{message}\n";
    }
    my $in = join '', map { "$_\n" } @texts;
    utf8::encode($in);
    ($status, $out) = run($in, 'move');
    ok($out eq $expected, 'move: ' . @texts . ' refused lines, each as move_why says it');
}
($status, $out) = run(undef, 'move', '--', '-d1d3');
like($out, qr/\A-d1d3: form: /, 'move -- -d1d3: a move, not an option');

# usage, help, version
($status, $out, $err) = run(undef);
is($status, 2, 'no command: usage error');
is($err, "brandubh-notation: no command given\nTry 'brandubh-notation --help' for more information.\n",
   '... said in one line, and where to read more');
($status, $out, $err) = run(undef, 'frobnicate');
is($status, 2, 'an unknown command');
($status, $out, $err) = run(undef, 'check', '--nonsense');
is($status, 2, 'an unknown option');
like($err, qr/\Abrandubh-notation: [^\n]*nonsense[^\n]*\nTry 'brandubh-notation check --help' for more information\.\n\z/,
     "... said with the name of the program, and the command's help named");
($status, $out) = run(undef, '--help');
is($status, 0, '--help');
like($out, qr/\AUsage:\n.*check.*\n.*show.*\n.*move/, '... the usage, short');
unlike($out, qr/^NAME$/m, '... not the manual');
for my $command (qw(check show move convert help)) {
    ($status, $out) = run(undef, $command, '--help');
    is($status, 0, "$command --help");
    # (a long usage goes on over lines indented under it, as GNU tools wrap theirs)
    like($out, qr/\AUsage: brandubh-notation $command .*\n(?: {10,}\S.*\n)*\S.*\n/, '... its usage, and what it does');
    my @help = run(undef, 'help', $command);
    is_deeply(\@help, [$status, $out, ''], "help $command: the same");
}
like((run(undef, 'check', '--help'))[1], qr/^ +--format FORMAT/m, 'check --help: its options');
is_deeply([run(undef, 'help')], [run(undef, '--help')], 'help: the same as --help');
($status, $out, $err) = run(undef, 'help', 'frobnicate');
is($status, 2, 'help of an unknown command: a usage error');
{
    # no perldoc to be found: the manual is made in the command itself
    local $ENV{PATH} = File::Spec->catdir($dir, 'no-such-folder');
    ($status, $out, $err) = run_process(undef, '--man');
}
is($status, 0, '--man exits 0, with nothing on the PATH');
like($out, qr/^NAME\n\s+brandubh-notation - check brandubh game records/, '... and shows the manual as text');
like($out, qr/^EXIT STATUS\n/m, '... all of it');
unlike($out, qr/^=head1|^use strict/m, '... not its source');
is($err, '', '... and nothing on standard error');
{
    # the module without the script that names its manual: the script on
    # the PATH, or a fault
    no warnings 'once';
    local $Game::Brandubh::Notation::Command::MANUAL = undef;
    local $ENV{PATH} = File::Spec->catdir($root, 'bin');
    ($status, $out) = run(undef, '--man');
    is_deeply([$status, $out =~ /^NAME\n/ ? 1 : 0], [0, 1], '--man from the module alone: the script on the PATH');
    local $ENV{PATH} = File::Spec->catdir($dir, 'no-such-folder');
    ($status, $out, $err) = run(undef, '--man');
    is_deeply([$status, $err], [2, "brandubh-notation: the manual is the POD of the brandubh-notation script, which is not at hand\n"],
              '... and with none there, a fault');
}
($status, $out) = run(undef, '--version');
like($out, qr/\Abrandubh-notation 0\.01\nGame::Brandubh::Notation 0\.01, the (?:XS|PP) backend\n\z/,
     '--version: the name and version first');

# A write error (a full disk) is said, and exits 2.
SKIP: {
    skip 'no /dev/full here', 2 unless -c '/dev/full' && -w '/dev/full';
    my $err_file = File::Spec->catfile($dir, 'full-err');
    is(run_argv(perl_argv($bin, 'move', 'd1d3'), out => '/dev/full', err => $err_file) >> 8, 2,
       'a write error exits 2');
    open my $fh, '<', $err_file or die $!;
    like(do { local $/; <$fh> }, qr/\Abrandubh-notation: cannot write to standard output: /, '... and says why');
}

# A fault of the program itself (a die that is not one of the command's
# refusals) is said as every message is, with the prefix, and writes no
# half of what it was making (issue 64, item 1: the page that died).
{
    no warnings qw(redefine once);
    require Game::Brandubh::Notation::HTML;
    local *Game::Brandubh::Notation::HTML::game_html = sub { die "game_html: a stand-in's fault at nowhere line 1.\n" };
    ($status, $out, $err) = run("d2-e2 c4-c2\n", 'show', '--format', 'html', '--from', 'nielsen');
    is_deeply([$status, $out, $err],
              [255, '', "brandubh-notation: internal error (a fault of the program; please report it):"
                        . " game_html: a stand-in's fault at nowhere line 1.\n"],
              'an internal error: the prefix, exit 255, nothing half written');
}

# As a program: the exit status is main's, and the output the same.
for my $case ([undef, 'check', $good], [undef, 'check', $bad], ["variant x\nmoves\n", 'check', '-v'],
              [undef, 'move', 'Kd4-d1', 'h1d1'], [undef, 'show', 'x'], [undef]) {
    my @in = run(@$case);
    my @out = run_process(@$case);
    is_deeply(\@out, \@in, 'as a program: ' . join(' ', map { defined($_) ? $_ : '' } @$case[1 .. $#$case]));
}

done_testing;
