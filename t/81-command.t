# bin/brandubh-notation: output, exit codes, standard input, unreadable and
# non-UTF-8 files.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
use lib "$FindBin::Bin/lib";
use Brandubh::Test;

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir);
my $bin = File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $games = File::Spec->catdir($root, 'examples', 'games');
my $dir = tempdir(CLEANUP => 1);
my @inc = map { "-I$_" } grep { !ref } @INC;

# The command is a modulino: loaded, it defines main() and runs nothing.
require $bin;

# Runs the command in this process, with standard input from a string;
# (exit status, standard output, standard error), the output decoded.
sub run {
    my ($stdin, @args) = @_;
    my ($in, $out, $err) = (defined $stdin ? $stdin : '', '', '');
    my $status = do {
        local (*STDIN, *STDOUT, *STDERR);
        open STDIN, '<', \$in or die $!;
        open STDOUT, '>', \$out or die $!;
        open STDERR, '>', \$err or die $!;
        Game::Brandubh::Notation::Command::main(@args);
    };
    utf8::decode($_) for $out, $err;
    return ($status, $out, $err);
}

# Runs it as a program, in a perl of its own: the same answers.
sub run_process {
    my ($stdin, @args) = @_;
    my ($in, $out, $err) = map { File::Spec->catfile($dir, $_) } qw(in out err);
    open my $fh, '>:raw', $in or die $!;
    print {$fh} defined $stdin ? $stdin : '';
    close $fh;
    my $quoted = join ' ', map { my $a = $_; $a =~ s/'/'\\''/g; "'$a'" } $^X, @inc, $bin, @args;
    system("$quoted <'$in' >'$out' 2>'$err'");
    my $status = $? >> 8;
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
($status, $out) = run(undef, 'check', '--verbose', $good);
is($out, "$good: ok, 2 moves\n1 record: 1 accepted, 0 refused\n", '--verbose says ok and the number of moves');
($status, $out) = run(undef, 'check', $good, $bad);
is($status, 1, 'a refused record exits 1');
is($out, "$bad:2:12: move: 'Kd4-d2' is a move as it is shown; a game stores it as d4d2.\n",
   'FILE:LINE:COLUMN: CODE: message');
($status, $out) = run("variant x\nmoves\nresult drawn\n", 'check');
is($status, 1, 'standard input when no file is named');
like($out, qr/\A-:3:8: result: /, '... named -');
($status, $out) = run("variant x\nmoves\n", 'check', '-v', '-');
like($out, qr/\A-: ok, 0 moves\n/, 'standard input for -');
my $missing = File::Spec->catfile($dir, 'no-such-file.txt');
($status, $out, $err) = run(undef, 'check', $missing, $good);
is($status, 2, 'a file that cannot be read exits 2');
like($err, qr/\Q$missing\E: No such file or directory/, '... named, with the reason');
my $latin = file('latin1.txt', "variant caf\xe9\nmoves\n");
($status, $out, $err) = run(undef, 'check', $latin);
is($status, 1, 'a file that is not UTF-8 is refused');
is($out, "$latin: encoding: the file is not valid UTF-8 text.\n", '... and said so');
my $utf8 = file('utf8.txt', "variant caf\xc3\xa9 \xe2\x98\xba\nmoves zz\n");
($status, $out) = run(undef, 'check', $utf8);
is($out, "$utf8:2:7: move: 'zz' is not a stored move: a game keeps each move as four characters, such as d1d3.\n",
   'a UTF-8 record: columns in characters');
my $crlf = file('crlf.txt', "variant x\r\nmoves\r\nmoves\r\n");
($status, $out) = run(undef, 'check', $crlf);
like($out, qr/:3:1: twice: The moves line is given twice: 'moves'\.\n\z/, 'CR LF records');

# the examples
opendir my $dh, $games or die $!;
my @examples = sort grep { /\.txt\z/ } readdir $dh;
closedir $dh;
($status, $out) = run(undef, 'check', '--verbose', map { File::Spec->catfile($games, $_) } @examples);
is($status, 1, 'the examples: some are refused');
like($out, qr/^9 records: 4 accepted, 5 refused\n\z/m, '... and counted in the last line');
my %said = map { m{([^/]+\.txt)[:]} ? ($1 => $_) : () } split /\n/, $out;
is(scalar keys %said, scalar @examples, 'a line for each example');
for my $name (@examples) {
    my $refused = $name =~ /^(?:shown-move|twice|bad-start|bad-result|no-variant)\.txt\z/;
    like($said{$name}, $refused ? qr/:\d+:\d+: \w+: / : qr/: ok, \d+ moves?\z/, "$name is " . ($refused ? 'refused' : 'accepted'));
}

($status, $out) = run(undef, 'check', '--verbose', '--exit-zero', map { File::Spec->catfile($games, $_) } @examples);
is($status, 0, '--exit-zero: refused records do not fail the command');
like($out, qr/\n9 records: 4 accepted, 5 refused\n\z/, '... which still says them and counts them');
($status, $out, $err) = run(undef, 'check', '--exit-zero', $missing);
is($status, 2, '... but a file it cannot read still exits 2');
($status, $out) = run(undef, 'check', '--verbose', $good);
like($out, qr/\n1 record: 1 accepted, 0 refused\n\z/, 'one record');

# folders, and names and arguments in other scripts (the encoding, as the
# program writes it: in-memory handles with an encoding layer were seen to
# misbehave once in a whole make test on perl 5.10 and 5.14)
($status, $out, $err) = run(undef, 'check', $dir);
is($status, 2, 'check: a folder is an error');
like($err, qr/\Q$dir\E: is a folder, not a file/, '... said so');
is($out, '', '... and is no record');
($status, $out, $err) = run(undef, 'show', $dir);
is($status, 2, 'show: a folder is an error too');
my $e_acute = "\xc3\xa9";    # U+00E9 in UTF-8, as a shell passes it
mkdir File::Spec->catdir($dir, $e_acute) or die $!;
my $inside = file(File::Spec->catfile($e_acute, 'bad.txt'), "variant x\nmoves zz\n");
($status, $out) = run_process(undef, 'check', $inside);
is($status, 1, 'a file in a folder named \x{e9}');
(my $shown = $inside) =~ s/\Q$e_acute\E/\x{e9}/;
like($out, qr/\A\Q$shown\E:2:7: move: /, '... is named with its characters');
($status, $out, $err) = run_process(undef, 'show', $e_acute);
is($status, 1, 'show \x{e9}');
like($err, qr/'\x{e9}' is neither a file nor a position: The character '\x{e9}' is not a piece/,
    '... says the character, once');
($status, $out, $err) = run_process(undef, 'move', "d4-d1x\xe2\x98\xba");
like($err, qr/\Ad4-d1x\x{263a}: form: .*found '\x{263a}'/, 'move: the argument as characters');

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
($status, $out) = run(undef, 'show', '7/7/7/7/7/7/7 d');
like($out, qr/^ 4  \. \. \. \+ \. \. \.  4$/m, 'an empty throne is marked');
($status, $out, $err) = run(undef, 'show', 'nonsense');
is($status, 1, 'show: neither a position nor a file');
like($err, qr/neither a file nor a position/, '... said so');
($status, $out, $err) = run(undef, 'show', $bad);
is($status, 1, 'show: a refused record');
like($err, qr/move: /, '... with the reason');
($status, $out, $err) = run(undef, 'show');
is($status, 2, 'show with nothing is a usage error');

# move
($status, $out) = run(undef, 'move', 'Kd4-d1', 'c5-c4xd4#', 'D1-D3XC3,E3++');
is($status, 0, 'move: all read');
is($out, "d4d1\nc5c4\nd1d3\n", '... their stored forms');
($status, $out, $err) = run(undef, 'move', 'd4d1', 'h1d1', 'd4-d1x');
is($status, 1, 'move: one refused exits 1');
is($out, "d4d1\n", '... the good one printed');
like($err, qr/\Ah1d1: square: 'h1' is not a square/, '... the reason of the first');
like($err, qr/^d4-d1x: form: Expected a square after 'x', found the end of the text\.$/m, '... and of the second');
($status) = run(undef, 'move');
is($status, 2, 'move with nothing is a usage error');

# usage, help, version
($status, $out, $err) = run(undef);
is($status, 2, 'no command: usage error');
like($err, qr/Usage: /, '... with the usage');
($status, $out, $err) = run(undef, 'frobnicate');
is($status, 2, 'an unknown command');
($status, $out, $err) = run(undef, 'check', '--nonsense');
is($status, 2, 'an unknown option');
{
    # no perldoc to be found: the manual is made in the command itself
    local $ENV{PATH} = File::Spec->catdir($dir, 'no-such-folder');
    ($status, $out, $err) = run_process(undef, '--help');
}
is($status, 0, '--help exits 0, with nothing on the PATH');
like($out, qr/^NAME\n\s+brandubh-notation - check brandubh game records/, '... and shows the manual as text');
like($out, qr/^EXIT STATUS\n/m, '... all of it');
unlike($out, qr/^=head1|^use strict/m, '... not its source');
is($err, '', '... and nothing on standard error');
($status, $out) = run(undef, '--version');
like($out, qr/\Abrandubh-notation \(Game::Brandubh::Notation 0\.01, (?:XS|PP)\)\n\z/, '--version');

# As a program: the exit status is main's, and the output the same.
for my $case ([undef, 'check', $good], [undef, 'check', $bad], ["variant x\nmoves\n", 'check', '-v'],
              [undef, 'move', 'Kd4-d1', 'h1d1'], [undef, 'show', 'x'], [undef]) {
    my @in = run(@$case);
    my @out = run_process(@$case);
    is_deeply(\@out, \@in, 'as a program: ' . join(' ', map { defined($_) ? $_ : '' } @$case[1 .. $#$case]));
}

done_testing;
