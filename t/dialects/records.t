# convert's common case in the core (the XS backend's _dialect_records, which
# Lists' _records and the command's convert call): every game a line of
# t/data/dialects, and each spoilt in turns, read, replayed and written as
# a record by the core says what the long way says (list_from_dialect,
# Replay, Formats' convert_game: the record and what it loses), or is left
# to the long way; and the lines around a game: blank ones, a numbered game
# that goes on over lines, one cut short, bytes that are no byte string.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Game::Brandubh::Notation qw(SETUP);
use Game::Brandubh::Notation::Dialects qw(dialects list_from_dialect);
use Game::Brandubh::Notation::Formats qw(convert_game);
use Game::Brandubh::Notation::Replay ();
use Game::Brandubh::Notation::Command ();

plan skip_all => 'the XS backend is not in use: ' . Game::Brandubh::Notation::BACKEND_ERROR()
    unless Game::Brandubh::Notation::BACKEND() eq 'XS';

sub records { return Game::Brandubh::Notation::XS::_dialect_records(@_) }

# What the long way makes of a line alone: [record, lost message], or
# undef where it refuses the line or its replay.
sub long_way {
    my ($d, $line) = @_;
    my $list = list_from_dialect($d, $line) or return undef;
    my $replay = Game::Brandubh::Notation::Replay::replay($list->{game}{start}, $list->{game}{moves}, $list->{abouts});
    return undef if !$replay || $replay->{fault};
    my $done = convert_game('record', $list);
    return [ $done->{text}, $done->{lost_message} ];
}

# The core's way with a line, followed by a line that no numbered game goes
# on with: [record, lost message], or undef where it leaves the line.
sub core_way {
    my ($d, $line) = @_;
    my ($used, $lines, $games, $text, $notes) = records($d, "$line\nx\n", SETUP, 4096);
    return undef unless $games;
    my ($at, $keys) = $notes =~ /\A([0-9]+) (.*)\n\z/ or return [ 'notes', $notes ];
    return [ 'line', $at ] unless $at == 1 && $lines == 1 && $used == length($line) + 1;
    return [ $text, Game::Brandubh::Notation::Command::records_lost($keys) ];
}

my $seed = $ENV{BRANDUBH_PROPERTY_SEED} || 20261206;
srand $seed;
my (%taken, %left, $checked);
for my $d (dialects()) {
    open my $in, '<', "$FindBin::Bin/../data/dialects/$d.txt" or die "$d: $!";
    chomp(my @lines = <$in>);
    close $in;
    for my $i (0 .. $#lines) {
        my $line = $lines[$i];
        my @tries = ($line);
        # spoilt: a token dropped, two swapped, a capture added or
        # dropped, a closing word, a token of no move
        my @tokens = split ' ', $line;
        for (1 .. 6) {
            my @t = @tokens;
            my $at = int rand @t;
            my $how = int rand 6;
            if ($how == 0) { splice @t, $at, 1 }
            elsif ($how == 1 && $at < $#t) { @t[ $at, $at + 1 ] = @t[ $at + 1, $at ] }
            elsif ($how == 2) { $t[$at] .= 'xd3' }
            elsif ($how == 3) { $t[$at] =~ s/x.*// }
            elsif ($how == 4) { push @t, rand() < 0.5 ? 'resigned' : 'timeout' }
            else { splice @t, $at, 0, 'Z9-Q' }
            push @tries, join ' ', @t;
        }
        for my $try (@tries) {
            my $long = long_way($d, $try);
            my $core = core_way($d, $try);
            if ($core) {
                $taken{$d}++;
                $checked++;
                is_deeply($core, $long, "$d: the core writes what the long way writes: $try") or last;
            }
            else {
                $left{$d}++;
            }
        }
    }
    # every game of the file is one the core writes
    is($taken{$d} >= @lines, 1, "$d: the core wrote $taken{$d} lines (the file's " . scalar(@lines) . " among them)");
}
cmp_ok($checked, q{>}, 400, 'lines written by the core and compared');

# the lines around a game
my $game = 'd2-b2 e4-e3 a4-a6 d5-e5 d6-c6 e5-a5xa6';
my $numbered = '1. d2-b2 e4-e3 2. a4-a6 d5-e5';
my @cases = (
    # [what, bytes, lines used, games]
    [ 'blank lines of spaces and tabs among games', " \t\n$game\n\n\t\n$game\n", 5, 2 ],
    [ 'a blank line with a carriage return: the long way', "$game\n \r\n$game\n", 1, 1 ],
    [ 'a line with a form feed first: the long way', "$game\n\f$game\n", 1, 1 ],
    [ 'a line cut short: left for the bytes to come', "$game\n$game", 1, 1 ],
    [ 'a line with a carriage return at its end: the long way', "$game\r\n", 0, 0 ],
    [ q{a numbered game, then another}, "$numbered\n1. d2-b2\n$game\n", 3, 3 ],
    [ 'a numbered game, blank lines, then a game', "$numbered\n\n \n$game\n", 4, 2 ],
    [ 'a numbered game that goes on over lines: the long way', "$game\n$numbered\n3. b2-b3\n", 1, 1 ],
    [ 'a numbered game, blank lines, and its next turn: the long way', "$numbered\n\n 3. b2-b3\n", 0, 0 ],
    [ 'a numbered game going on with 01.: the long way', "$numbered\n01. b2-b3\n", 0, 0 ],
    [ 'a numbered game, the last line here: the long way', "$numbered\n", 0, 0 ],
    [ 'a numbered game, then no line whole: the long way', "$numbered\n3. b2", 0, 0 ],
    [ 'a numbered game, then white space that asks more: the long way', "$numbered\n\x0b\n$game\n", 0, 0 ],
    [ 'a numbered game, then a line of a form feed first: the long way', "$numbered\n \f3.\n", 0, 0 ],
    [ 'a numbered game, then a line of 10.: the long way', "$numbered\n10. a1-a2\n", 0, 0 ],
    [ 'a numbered game, then a line of digits alone', "$numbered\n12 a1-a2\n", 1, 1 ],
    [ 'a line of 2. first, no game before it: not numbered', "2. d2-b2\n$game\n", 0, 0 ],
);
for my $case (@cases) {
    my ($what, $bytes, $lines, $games) = @$case;
    my ($used, $got_lines, $got_games) = records('nielsen', $bytes, SETUP, 4096);
    my $want_used = 0;
    $want_used = index($bytes, "\n", $want_used) + 1 for 1 .. $lines;
    is_deeply([ $used, $got_lines, $got_games ], [ $want_used, $lines, $games ], $what);
}

# what is given that the core does not read: nothing used
my $bytes = "$game\n";
my $wide = "$game \x{e9}\n";
chop(my $flagged = "$game\n\x{100}");
is_deeply([ (records('nielsen', $flagged, SETUP, 4096))[ 0 .. 2 ] ], [ 0, 0, 0 ], 'a string with the UTF-8 flag');
is_deeply([ (records('nielsen', $wide, SETUP, 4096))[ 0 .. 2 ] ], [ 0, 0, 0 ], 'a character past ASCII');
is_deeply([ (records('nielsen', $bytes, 'no position', 4096))[ 0 .. 2 ] ], [ 0, 0, 0 ], 'a start that is no position');
is_deeply([ (records('nielsen', $bytes, "$game\n", 4096))[ 0 .. 2 ] ], [ 0, 0, 0 ], 'a start that is a game');
is_deeply([ (records('chess', $bytes, SETUP, 4096))[ 0 .. 2 ] ], [ 0, 0, 0 ], 'no dialect');
is_deeply([ (records('nielsen', $bytes, SETUP, 5))[ 0 .. 2 ] ], [ 0, 0, 0 ], 'more moves than a part');
is_deeply([ (records('nielsen', $bytes, SETUP, 6))[ 0 .. 2 ] ], [ length $bytes, 1, 1 ], 'as many moves as a part');

# a long line: its record as long as the moves say
my $long = join ' ', ('d2-b2 e4-e3 b2-d2 e3-e4') x 500;
my (undef, undef, $games, $text) = records('nielsen', "$long\n", SETUP, 4096);
is($games, 1, 'a line of 2,000 moves');
is($text, long_way('nielsen', $long)->[0], 'its record');

done_testing;
