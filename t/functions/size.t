# Very long input: a 100 MB string to every function, and a record of a
# million moves read and written back.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Functions qw(fault_reader);
use Time::HiRes qw(time);
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::Why qw(:all);
use Game::Brandubh::Notation::PP ();

# Over a gigabyte of memory at its peak: for CI and for those who ask.
plan skip_all => 'the 100 MB strings and the million moves run when EXTENDED_TESTING is set'
    unless $ENV{EXTENDED_TESTING};

my $mb = 1024 * 1024;
my $size = 100 * $mb;
my %long = (
    'spaces'                  => ' ' x $size,
    'spaces around a move'    => (' ' x ($size / 2)) . 'Kd4-d1' . (' ' x ($size / 2)),
    'one letter'              => 'd' x $size,
    'a long row'              => ('1' x $size) . '/7/7/7/7/7/7 a',
    'line feeds'              => ("\n" x $size) . "variant x\nmoves d1d3\n",
    'a long variant'          => 'variant ' . ('x' x $size) . "\nmoves\n",
);
# what each reader of texts says of them (undef, or 0 for position_ok,
# where not given): the stored move, the first move, the variant's length
my %want = (
    move_parse  => { 'spaces around a move' => 'd4d1' },
    position_ok => {},
    game_parse  => { 'line feeds' => 'd1d3', 'a long variant' => $size },
);

for my $what (sort keys %long) {
    my $text = $long{$what};
    my $t0 = time;
    is_deeply([square_parse($text)], [], "square_parse: $what");
    is(square_name($text, $text), undef, "square_name: $what");
    is(move_wire($text, 'd1'), undef, "move_wire: $what");
    is_deeply([move_split($text)], [], "move_split: $what");
    is(move_parse($text), $want{move_parse}{$what}, "move_parse: $what");
    is(move_display($text), undef, "move_display: $what");
    is(position_ok($text), $want{position_ok}{$what} || 0, "position_ok: $what");
    is_deeply([position_cells($text)], [], "position_cells: $what");
    # A variant is refused for a line break or for holding only white space.
    my $written = game_string({ variant => $text });
    if ($text =~ /[\r\n]/ || $text !~ /\S/) {
        ok(!defined $written, "game_string: $what is no variant");
    }
    else {
        ok(defined $written && $written eq "variant $text\nmoves\n", "game_string: $what as a variant");
    }
    my $game = game_parse($text);
    my $got = !$game ? undef : $what eq 'line feeds' ? $game->{moves}[0] : length $game->{variant};
    is($got, $want{game_parse}{$what}, "game_parse: $what");
    my $took = time - $t0;
    note(sprintf '%s: %.2f s for the functions', $what, $took);
}

# A row wider than an int counts: 307,000,000 sevens are 2,149,000,000
# squares, told exactly by both backends. (Its length is a variable: a
# constant would have perl build the string as it compiles the file, even
# when the file then skips.)
{
    my $sevens = 307_000_000;
    my $row = ('7' x $sevens) . '/7/7/7/7/7/7 a';
    for my $fault (fault_reader(q{position}), fault_reader(q{position}, q{PP})) {
        my ($f) = $fault->($row);
        is_deeply($f, { code => 'width', at => 0, length => 307_000_000, rank => 7, width => 2_149_000_000 },
                  'a row 2,149,000,000 squares wide');
    }
    like(position_why($row)->{message}, qr/is 2149000000 squares wide, not 7\./, 'and its message says so');
}

# A million captures, shown.
is(move_display('d1d3', { captures => [('c3') x $mb] }) =~ tr/,//, $mb - 1, 'a million captures');

# A record of a million moves, read and written back identically.
my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
my $million = 1_000_000;    # a variable: 0 .. 999_999 would be built as the file compiles
my @moves = map { $squares[$_ % 49] . $squares[($_ * 7 + 3) % 49] } 0 .. $million - 1;
my $record = "variant brandubh\nstart 7/7/7/3k3/7/7/a6 d\nmoves @moves\nresult resign defenders\n";
my $t0 = time;
my $game = game_parse($record);
ok($game, 'a record of a million moves is read');
is(scalar @{ $game->{moves} }, 1_000_000, '... with all its moves');
is($game->{moves}[-1], $moves[-1], '... the last one too');
is_deeply($game->{result}, { how => 'resign', by => 'defenders' }, '... and its result');
my $back = game_string($game);
ok($back eq $record, 'game_string writes it back identically');
note(sprintf 'a million moves there and back: %.2f s', time - $t0);

done_testing;
