# brandubh-notation check and show read a stream through the reader, a
# block at a time, a line longer than a block in pieces. Read either way,
# every record gets the same answer and the same place: the command is run
# on random streams and on the long lines of each kind with small blocks,
# and with the defaults.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Gen ();

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir);
require File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $dir = tempdir(CLEANUP => !$ENV{BRANDUBH_KEEP});

sub run {
    my ($piece, $whole, @args) = @_;
    no warnings qw(once);
    local $Game::Brandubh::Notation::Command::BLOCK = $piece if defined $piece;
    my ($out, $err) = ('', '');
    my $status = do {
        local (*STDOUT, *STDERR);
        open STDOUT, '>', \$out or die $!;
        open STDERR, '>', \$err or die $!;
        Game::Brandubh::Notation::Command::main(@args);
    };
    return "status $status\n$out$err";
}

my $n = 0;
sub file {
    my ($bytes) = @_;
    my $path = File::Spec->catfile($dir, 'f' . ++$n . '.txt');
    open my $fh, '>:raw', $path or die $!;
    print {$fh} $bytes;
    close $fh or die $!;
    return $path;
}

# The same answers whole and in pieces of each size, for check -v and show.
sub same {
    my ($what, $bytes) = @_;
    my $path = file($bytes);
    for my $command (['check', '-v'], ['show']) {
        my $whole = run(undef, undef, @$command, $path);
        my @ways = ([16, 0], [23, 0], [64, 100], [1 << 20, 0]);
        my @got = map { run(@$_, @$command, $path) } @ways;
        my @differ = grep { $got[$_] ne $whole } 0 .. $#ways;
        ok(!@differ, "$what: $command->[0] the same whole and in pieces")
            or diag "whole:\n$whole\n" . join '', map { "pieces of $ways[$_][0]:\n$got[$_]\n" } @differ;
    }
    return;
}

my $seed = $ENV{BRANDUBH_SEED} || time;
srand $seed;
note "seed $seed";

# Random streams: records as the differential tests make them, some mutated,
# some with a byte that is not UTF-8, one after another.
for my $stream (1 .. 30) {
    my @records;
    for (1 .. 1 + int rand 6) {
        my $text = Brandubh::Gen::game_text();
        $text = Brandubh::Gen::mutate($text) if rand() < 0.5;
        utf8::encode($text);
        substr($text, int rand(length($text) + 1), 0, "\xff") if rand() < 0.1;
        push @records, $text;
    }
    same("random stream $stream", join "\n", @records);
}

# Long lines of every kind, past the pieces.
my $moves = join ' ', map { Brandubh::Gen::stored_move() } 1 .. 60;
my %long = (
    'a long moves line'                  => "variant x\nmoves $moves\nresult agreed\n",
    'a bad move far along'               => "variant x\nmoves $moves Kd4-d1 $moves\n",
    'a bad move at the end'              => "variant x\nmoves $moves d1d9",
    'moves with CR LF'                   => "variant x\r\nmoves $moves\r\n",
    'moves apart by U+3000'              => "variant x\nmoves d1d3\xe3\x80\x80$moves\xe3\x80\x80a1a2\n",
    'a long shown move'                  => "variant x\nmoves d1d3 d1-d3x" . join(',', ('c3') x 40) . " a1a2\n",
    'a long variant'                     => 'variant ' . ('caf' . "\xc3\xa9") x 40 . "\nmoves\n",
    'a variant of white space, then ink' => 'variant ' . (' ' x 200) . "x\nmoves\n",
    'a variant of white space only'      => 'variant ' . (" \t" x 100) . "\nmoves\n",
    'a long unknown line'                => ('word ' x 60) . "\nvariant x\nmoves\n",
    'a long line of white space'         => "variant x\n" . (' ' x 300) . "\nmoves\n",
    'white space, then a word'           => "variant x\n" . (' ' x 300) . "x\nmoves\n",
    'a long result'                      => "variant x\nmoves\nresult " . ('agreed' x 30) . "\n",
    'a long start, a letter'             => "variant x\nstart 3a3/3a3/3d3/aadkdaa/3x3" . ('/3a3' x 60) . "\nmoves\n",
    'a long start, too many rows'        => "variant x\nstart " . join('/', ('7') x 70) . " a\nmoves\n",
    'a long start, a wide row'           => "variant x\nstart " . ('1' x 300) . "/7 a\nmoves\n",
    'a long start, a wide first rank'    => "variant x\nstart 7/" . ('1' x 300) . "\nmoves\n",
    'a long start, its side'             => "variant x\nstart 7/7/7/7/7/7/7 " . ('a' x 300) . "\nmoves\n",
    'a long line given twice'            => "variant x\nmoves $moves\nmoves $moves\n",
    'a second long variant'              => "variant x\nmoves\nvariant " . ('y' x 300) . "\n",
    'a byte far along'                   => "variant x\nmoves $moves\xff$moves\n",
    'a byte after a fault'               => "variant x\nmoves zz\n$moves\xff\n",
    'a character across pieces'          => 'variant ' . ("\xe2\x98\xba" x 100) . "\nmoves\n",
    'no moves line'                      => 'variant ' . ('x' x 300),
    'no variant line'                    => "moves $moves",
    'a lone CR'                          => ('x' x 40) . "\rvariant x\rmoves\r",
    'a lone CR at the end of a piece'    => ('x' x 15) . "\rvariant x",
    'blank lines only'                   => (' ' x 50) . "\n\t\n",
);
same($_, $long{$_}) for sort keys %long;

# And each of them changed at random, a few characters at a time.
my @kinds = sort keys %long;
for my $round (1 .. 40) {
    my $kind = $kinds[rand @kinds];
    my $text = Brandubh::Gen::mutate($long{$kind});
    utf8::encode($text);
    same("$kind, changed ($round)", $text);
}

done_testing;
