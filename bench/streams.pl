#!/usr/bin/perl
# Writes random streams of game records into a folder, for
# bench/compare-command.sh: records as the differential tests make them,
# changed at random, with a fault of every code at every kind of place
# (bytes that are not UTF-8, a lone CR, CR LF, a byte-order mark, blank
# and empty files, junk before the first record, .otg records), lines
# longer than the reader's block of 64 KB, and a few records over 4 MB;
# and first, the examples and t/82's long lines of every kind.
#
#   perl -Mblib bench/streams.pl DIR [COUNT [SEED]]
#
# It prints the files' names, one a line.
use strict;
use warnings;
use FindBin;
use File::Spec;
BEGIN { require "$FindBin::Bin/../t/lib/inc.pl" }
use Brandubh::Gen ();
use Brandubh::Streams ();

my ($dir, $count, $seed) = @ARGV;
die "usage: $0 DIR [COUNT [SEED]]\n" unless defined $dir && -d $dir;
$count = 10_000 unless defined $count;
$seed = 20261202 unless defined $seed;
srand $seed;

my $otg_dir = File::Spec->catdir($FindBin::Bin, '..', 't', 'data', 'opentafl');
my @otg = map { my $f = $_; open my $fh, '<:raw', $f or die "$f: $!"; local $/; scalar <$fh> }
          glob File::Spec->catfile($otg_dir, '*.otg');

sub pick { return $_[rand @_] }
sub moves { return join ' ', map { Brandubh::Gen::stored_move() } 1 .. $_[0] }

# A line longer than a block, of a kind that the scan reads its own way.
sub long_line {
    my $n = 14_000 + int rand 4_000;    # about 70 KB of moves
    my $moves = moves($n);
    my $spaces = ' ' x (70_000 + int rand 1_000);
    return pick(
        "moves $moves",
        "moves $moves Kd4-d1 " . moves(10),
        "moves " . moves(int rand 3) . ' d1-d3x' . join(',', ('c3') x 30_000) . ' a1a2',
        "variant $spaces",
        "variant $spaces x",
        "$spaces",
        "$spaces word",
        'word ' x 15_000,
        'start ' . ('1' x 70_000) . '/7 a',
        'start 7/7/7/7/7/7/7 ' . ('a' x 70_000),
        'start ' . join('/', ('7') x 10_000) . ' a',
        'result ' . ('agreed' x 12_000),
        "moves $moves\xff" . moves(5),
        "moves $moves\xe2\x98",
    );
}

# A record as bytes: made, perhaps changed, perhaps with a bad byte.
sub record {
    my $text = Brandubh::Gen::game_text();
    $text = Brandubh::Gen::mutate($text) if rand() < 0.5;
    utf8::encode($text);
    substr($text, int rand(length($text) + 1), 0, pick("\xff", "\xc3", "\xe2\x98", "\xed\xa0\x80", "\xc0\xaf"))
        if rand() < 0.08;
    return $text;
}

sub stream {
    my $r = rand;
    return '' if $r < 0.005;
    return pick(' ', "\n", " \n\t\n", "\r\n\r\n", "\xef\xbb\xbf", "\xef\xbb\xbf\n ", "\x0b\n") if $r < 0.015;
    if ($r < 0.025 && @otg) {
        my $text = pick(@otg);
        $text = Brandubh::Gen::mutate($text) if rand() < 0.5;
        utf8::encode($text) if utf8::is_utf8($text);
        return $text;
    }
    return Brandubh::Streams::random_stream() if $r < 0.1;
    my @records = map { record() } 1 .. 1 + int rand 6;
    if (rand() < 0.06) {
        my $at = int rand @records;
        $records[$at] = "variant x\n" . long_line() . (rand() < 0.8 ? "\n" : '') . (rand() < 0.5 ? "moves\n" : '');
    }
    my $text = join pick("\n", '', "\n\n", "\r\n"), @records;
    $text = pick('junk', "\n\n", ' x', 'moves d1d3') . "\n$text" if rand() < 0.04;
    $text =~ s/\n/\r\n/g if rand() < 0.05;
    $text =~ s/\n/\r/g if rand() < 0.03;
    $text = "\xef\xbb\xbf$text" if rand() < 0.04;
    return $text;
}

# The records over 4 MB: a million moves, one with a fault far along, and
# one with a line of 5 MB that is no record line.
my @big = (
    "variant brandubh\nmoves " . moves(1_000_000) . "\nresult agreed\n",
    "variant brandubh\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\nmoves " . moves(900_000) . " Kd4-d1 " . moves(100) . "\n"
        . "variant again\nmoves d1d3\n",
    "variant brandubh\nmoves\n" . ('no record line ' x 350_000) . "\nvariant x\nmoves zz\n",
);

# t/82's long lines of every kind, and the examples, first.
my %long = Brandubh::Streams::long_kinds();
my @fixed = (@big, map { $long{$_} } sort keys %long);
my $digits = length $count;
for my $example (sort glob File::Spec->catfile($FindBin::Bin, '..', 'examples', 'games', '*')) {
    print "$example\n";
}
for my $i (1 .. $count) {
    my $path = File::Spec->catfile($dir, sprintf "s%0${digits}d.txt", $i);
    open my $fh, '>:raw', $path or die "$path: $!";
    print {$fh} $i <= @fixed ? $fixed[$i - 1] : stream();
    close $fh or die "$path: $!";
    print "$path\n";
}
