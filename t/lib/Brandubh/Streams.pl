package Brandubh::Streams;
# Streams of records for the tests of the reader and the command (t/82,
# t/reader/reader.t) and for bench/compare-command.sh: random ones, and a long
# line of every kind.
use strict;
use warnings;
use Brandubh::Gen ();

# A random stream: records as the differential tests make them, some
# changed, some with a byte that is not UTF-8, one after another.
sub random_stream {
    my @records;
    for (1 .. 1 + int rand 6) {
        my $text = Brandubh::Gen::game_text();
        $text = Brandubh::Gen::mutate($text) if rand() < 0.5;
        utf8::encode($text);
        substr($text, int rand(length($text) + 1), 0, "\xff") if rand() < 0.1;
        push @records, $text;
    }
    return join "\n", @records;
}

# Long lines of every kind (longer than the small blocks the tests read
# with), by name; $n moves make the long moves lines.
sub long_kinds {
    my ($n) = @_;
    $n = 60 unless defined $n;
    my $moves = join ' ', map { Brandubh::Gen::stored_move() } 1 .. $n;
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
    return %long;
}

1;
