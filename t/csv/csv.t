# Game::Brandubh::Notation::CSV: a line of hnefatafl-rs's game lists (the
# moves in aagenielsen.dk's notation, the captures of each side, the
# winner) read into the model of a game and written back from it; on games
# written here, each checked move by move; the faults, each with its code
# and column; lines written back byte for byte.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Game::Brandubh::Notation qw(SETUP);
use Game::Brandubh::Notation::Dialects qw(list_from_dialect);
use Game::Brandubh::Notation::CSV qw(:all);

is_deeply([sort @Game::Brandubh::Notation::CSV::EXPORT_OK], [qw(list_from_csv list_from_csv_why list_to_csv list_to_csv_why)],
          'the functions, exported on request');
{
    package Nothing;
    use Game::Brandubh::Notation::CSV;
    ::ok(!defined &Nothing::list_from_csv, 'nothing exported by default');
}

my $setup = SETUP;
(my $defenders_setup = $setup) =~ s/ a\z/ d/;

# A game of ten moves: the attackers take e5 (move 5), the defenders d2
# (move 10).
my $game = 'b4-b5 e4-e5 f4-e4 c4-c3 d6-e6xe5 c3-c2 a4-a3 d3-e3 g4-g3 e3-e2xd2';
my @stored = qw(b4b5 e4e5 f4e4 c4c3 d6e6 c3c2 a4a3 d3e3 g4g3 e3e2);

my $list = list_from_csv("$game,1,1,Ongoing");
is_deeply($list, {
    game   => { variant => 'brandubh', start => $setup, moves => \@stored, result => undef },
    abouts => [ {}, {}, {}, {}, { captures => ['e5'] }, {}, {}, {}, {}, { captures => ['d2'] } ],
    notes  => {},
    first  => 'attackers',
}, 'a line read: the game, what each move says, no winner for Ongoing');
is(list_from_csv_why("$game,1,1,Ongoing"), undef, '... and list_from_csv_why has nothing to say');

# the winner column
is(list_from_csv("$game,1,1,Black")->{winner}, 'attackers', 'Black: the attackers won');
is(list_from_csv("$game,1,1,White")->{winner}, 'defenders', 'White: the defenders won');
is(list_from_csv("$game,1,1,Draw")->{winner}, 'draw', 'Draw: a draw');
ok(!exists list_from_csv("$game,1,1,Ongoing")->{winner}, 'Ongoing: no winner key');
ok(!exists list_from_csv("$game,1,1,")->{winner}, 'an empty winner column: no winner key');

# the timeout: the side whose turn it was ran out of time
my $timed = list_from_csv("$game timeout,1,1,White");
is_deeply($timed->{notes}, { timeout => 'attackers' }, 'timeout: a note of the side to move');
is($timed->{winner}, 'defenders', '... and the winner stated beside it');
is_deeply(list_from_csv('timeout,0,0,')->{notes}, { timeout => 'attackers' }, 'a timeout before any move, no winner');
is_deeply(list_from_csv(',0,0,Ongoing')->{game}{moves}, [], 'a game of no moves');

# the old records' moves without a hyphen keep that style
my $old = list_from_csv('b4b5 c4-c6,0,0,Draw');
is_deeply($old->{abouts}, [ { hyphen => 0 }, {} ], 'a move without its hyphen');

# a line end is read past
is_deeply(list_from_csv("$game,1,1,Ongoing\n"), $list, 'a line feed at the end');
is_deeply(list_from_csv("$game,1,1,Ongoing\r\n"), $list, 'a carriage return and line feed at the end');

# the options: the side that moved first decides whose captures are whose
my $defenders_first = 'e4-e5 f4-e4 c4-c3 d6-e6xe5';
my $d_list = list_from_csv("$defenders_first,1,0,Ongoing", { first => 'defenders' });
is($d_list->{first}, 'defenders', 'first => defenders');
is($d_list->{game}{start}, $defenders_setup, '... the set-up with the defenders to move');
is(list_from_csv("$defenders_first,1,0,Ongoing"), undef, '... and the same line with the attackers first is refused');
is(list_from_csv_why("$defenders_first,1,0,Ongoing")->{code}, 'count', '... its counts disagree');
is(list_from_csv("$defenders_first,1,0,Ongoing", { start => $defenders_setup })->{first}, 'defenders', 'start => POSITION');
is(list_from_csv("$game,1,1,Ongoing", { variant => 'brandubh-7' })->{game}{variant}, 'brandubh-7', 'variant => NAME');

# The faults: code, where (a character count from 0 into the line) and a
# message that names the column.
my $at5 = length($game) + 1;
my @faults = (
    [ "$game,0,1,Ongoing", 'count', $at5, qr/\AColumn \Q@{[$at5 + 1]}\E: .*attackers.* 0.* 1 piece/ ],
    [ "$game,1,2,Ongoing", 'count', $at5 + 2, qr/defenders.* 2.* 1 piece/ ],
    [ "$game,x,1,Ongoing", 'count', $at5, qr/whole number.*'x'/ ],
    [ "$game,01,1,Ongoing", 'count', $at5, qr/'01'/ ],
    [ "$game,,1,Ongoing", 'count', $at5, qr/nothing/ ],
    [ "$game,1,-1,Ongoing", 'count', $at5 + 2, qr/'-1'/ ],
    [ "$game,1,1,black", 'winner', $at5 + 4, qr/Black.*White.*Draw.*Ongoing.*'black'/ ],
    [ "$game,1,1,Attackers", 'winner', $at5 + 4, qr/'Attackers'/ ],
    [ "$game,1,1, Black", 'winner', $at5 + 4, qr/' Black'/ ],
    [ "$game,1,1,Black\r", 'winner', $at5 + 4, qr/winner/ ],
    [ "$game,1,1", 'columns', $at5 + 3, qr/three columns/ ],
    [ "$game", 'columns', length $game, qr/one column/ ],
    [ "$game,1,1,Ongoing,x", 'columns', $at5 + 11, qr/fifth/ ],
    [ 'b4-b5 e4-e9,0,0,Ongoing', 'board', 9, qr/\AColumn 10: move 2 \('e4-e9'\)/ ],
    [ 'b4-b5 Kd4-d5,0,0,Ongoing', 'piece', 6, qr/\AColumn 7: move 2/ ],
    [ 'b4-b5 timeout d2-d3,0,0,Black', 'after', 14, qr/\AColumn 15: / ],
    [ 'b4-b5 e4-e5 resigned,0,0,White', 'resigned', 12, qr/\AColumn 13: .*no word for a resignation/ ],
    [ '1. b4-b5 e4-e5,0,0,Ongoing', 'turn', 0, qr/\AColumn 1: .*turn/ ],
    [ 'b4-b5 2. e4-e5,0,0,Ongoing', 'turn', 6, qr/\AColumn 7: / ],
    [ 'b4-b5  e4-e5,0,0,Ongoing', 'space', 6, qr/\AColumn 7: .*one space/ ],
    [ ' b4-b5 e4-e5,0,0,Ongoing', 'space', 0, qr/\AColumn 1: / ],
    [ 'b4-b5 e4-e5 ,0,0,Ongoing', 'space', 11, qr/\AColumn 12: / ],
    [ "b4-b5\te4-e5,0,0,Ongoing", 'space', 5, qr/\AColumn 6: .*a tab/ ],
    [ '', 'empty', 0, qr/empty/ ],
    [ "\n", 'empty', 0, qr/empty/ ],
    [ '# brandubh games', 'comment', 0, qr/comment/ ],
);
for my $case (@faults) {
    my ($line, $code, $at, $message) = @$case;
    (my $shown = $line) =~ s/([\t\r\n])/sprintf '\\x%02x', ord $1/ge;
    is(list_from_csv($line), undef, "refused: '$shown'");
    my $why = list_from_csv_why($line);
    is($why->{code}, $code, "... code $code");
    is($why->{at}, $at, "... at $at");
    like($why->{message}, $message, '... and says so') or diag $why->{message};
}

# the faults of the call
for my $case ([ undef, 'type', qr/undef/ ], [ [], 'type', qr/reference/ ]) {
    my ($line, $code, $message) = @$case;
    is(list_from_csv($line), undef, "refused: a line that is $code");
    my $why = list_from_csv_why($line);
    is_deeply([ @$why{qw(code at)} ], [ $code, undef ], "... code $code, no place");
    like($why->{message}, $message, '... and says what it got');
}
for my $options ({ first => 'white' }, [], { start => 'x' }, { first => 'attackers', start => $defenders_setup }) {
    is(list_from_csv("$game,1,1,Ongoing", $options), undef, 'refused: options that are not options');
    my $why = list_from_csv_why("$game,1,1,Ongoing", $options);
    is_deeply([ @$why{qw(code at)} ], [ 'options', undef ], '... code options, no place');
}
# the options are checked before the line
is(list_from_csv_why('x', { first => 'white' })->{code}, 'options', 'the options first');

# Written back: a line read is written byte for byte.
my @lines = (
    "$game,1,1,Ongoing",
    "$game,1,1,Black",
    "$game,1,1,White",
    "$game,1,1,Draw",
    "$game timeout,1,1,White",
    'b4-b5 e4-e5 f4-e4 timeout,0,0,Black',
    'b4b5 c4-c6,0,0,Draw',
    'timeout,0,0,',
    ',0,0,Ongoing',
);
for my $line (@lines) {
    my $read = list_from_csv($line);
    is(list_to_csv($read), $line, "written back: '$line'");
    is(list_to_csv_why($read), undef, '... and list_to_csv_why has nothing to say');
}
is(list_to_csv(list_from_csv("$defenders_first,1,0,Ongoing", { first => 'defenders' }), { first => 'defenders' }),
   "$defenders_first,1,0,Ongoing", 'written back with the defenders first');
# no winner after a timeout (hnefatafl-rs's file has two such lines, each
# with an empty column) is written as the empty column; a timeout said
# Ongoing is one whose winner is not stated too (the model does not tell
# the two apart), written so
is(list_to_csv(list_from_csv('timeout,0,0,Ongoing')), 'timeout,0,0,', 'a timeout said Ongoing: the empty column');

# What the writer writes of a model from elsewhere.
my %model = (game => { variant => 'brandubh', start => $setup, moves => [qw(b4b5 e4e5 f4e4)], result => undef });
is(list_to_csv({ %model }), 'b4-b5 e4-e5 f4-e4,0,0,Ongoing', 'a game alone: no captures said, no winner');
is(list_to_csv({ %model, winner => 'attackers' }), 'b4-b5 e4-e5 f4-e4,0,0,Black', 'the attackers: Black');
is(list_to_csv({ %model, winner => 'defenders' }), 'b4-b5 e4-e5 f4-e4,0,0,White', 'the defenders: White');
is(list_to_csv({ %model, winner => 'draw' }), 'b4-b5 e4-e5 f4-e4,0,0,Draw', 'a draw: Draw');
is(list_to_csv({ %model, winner => undef }), 'b4-b5 e4-e5 f4-e4,0,0,Ongoing', 'an undef winner: Ongoing');
# the counts are the captures of each side's moves
is(list_to_csv({ %model, abouts => [ { captures => [qw(c4 a4)] }, { captures => ['b5'] }, { captures => ['d5'] } ] }),
   'b4-b5xc4xa4 e4-e5xb5 f4-e4xd5,3,1,Ongoing', 'the counts of the captures');
# every capture a move says is written and counted, the king's square
# among them (the dialect has no mark for it; hnefatafl-rs's own lists
# never write the king taken): what is said is not dropped
is(list_to_csv({ %model, abouts => [ {}, {}, { captures => [qw(d4 c5)], king_square => 'd4', king_taken => 1 } ] }),
   'b4-b5 e4-e5 f4-e4xd4xc5,2,0,Ongoing', "the king's square among the captures, counted");
# marks the notation has none of are not written
is(list_to_csv({ %model, abouts => [ {}, {}, { king_home => 1, threat => 1, lower => 1 } ] }),
   'b4-b5 e4-e5 f4-e4,0,0,Ongoing', 'no marks');
# a resignation is not a word of the lists: it is left out, and the winner
# column is written from the winner alone
my $resigned = list_from_dialect(nielsen => 'b4-b5 e4-e5 resigned');
is_deeply($resigned->{game}{result}, { how => 'resign', by => 'attackers' }, 'a resignation read by the dialect');
is(list_to_csv($resigned), 'b4-b5 e4-e5,0,0,Ongoing', '... is left out, not refused');
is(list_to_csv({ %$resigned, winner => 'defenders' }), 'b4-b5 e4-e5,0,0,White', '... the winner written is the stated one');
is(list_to_csv({ %model, game => { %{ $model{game} }, result => { how => 'agreed' } } }), 'b4-b5 e4-e5 f4-e4,0,0,Ongoing',
   'an agreed draw is left out');
is(list_to_csv({ %$resigned, notes => { timeout => 'attackers' } }), 'b4-b5 e4-e5 timeout,0,0,',
   'a timeout beside a resignation: the timeout written');
# tags, columns, the variant: not the lists', left out
is(list_to_csv({ %model, tags => { Site => 'x' }, columns => 'x', game => { %{ $model{game} }, variant => 'brandubh-7' } }),
   'b4-b5 e4-e5 f4-e4,0,0,Ongoing', 'tags, columns and the variant are left out');
# the options: the start and the side that moved first, which the lists do
# not hold, must be the options'
my %d_model = (game => { %{ $model{game} }, start => $defenders_setup });
is(list_to_csv({ %d_model }, { first => 'defenders' }), 'b4-b5 e4-e5 f4-e4,0,0,Ongoing', 'the defenders first, as the options say');
is(list_to_csv({ %d_model }, { start => $defenders_setup }), 'b4-b5 e4-e5 f4-e4,0,0,Ongoing', '... or as their start says');
is(list_to_csv({ %model, game => { %{ $model{game} }, start => undef } }), 'b4-b5 e4-e5 f4-e4,0,0,Ongoing',
   'no start: the set-up');
my $other_start = '3a3/3a3/3d3/aadkda1/3d3/3a3/3a3 a';

# The writer's faults: code, no place, a message.
my @write_faults = (
    [ { %d_model }, undef, 'start', qr/began with the defenders to move; .*first => 'defenders'/ ],
    [ { %model }, { first => 'defenders' }, 'start', qr/began with the attackers to move; .*first => 'attackers'/ ],
    [ { %model, game => { %{ $model{game} }, start => $other_start } }, undef, 'start', qr/start/ ],
    [ { %model }, { start => $other_start }, 'start', qr/start/ ],
    [ { %model, winner => 'Black' }, undef, 'winner', qr/'attackers', 'defenders' or 'draw'/ ],
    [ { %model, winner => [] }, undef, 'winner', qr/winner/ ],
    [ { %model, abouts => [ [] ] }, undef, 'about', qr/move 1/ ],
    [ { %model, abouts => {} }, undef, 'list', qr/abouts/ ],
    [ { %model, game => { %{ $model{game} }, moves => ['zz'] } }, undef, 'game', qr/game/ ],
    [ { game => [] }, undef, 'list', qr/game/ ],
    [ 'x', undef, 'list', qr/game/ ],
    [ undef, undef, 'list', qr/game/ ],
    [ { %model }, [], 'options', qr/hash reference/ ],
    [ { %model }, { first => 'white' }, 'options', qr/first/ ],
);
for my $case (@write_faults) {
    my ($given, $options, $code, $message) = @$case;
    is(list_to_csv($given, $options), undef, "not written: $code");
    my $why = list_to_csv_why($given, $options);
    is_deeply([ @$why{qw(code at)} ], [ $code, undef ], "... code $code, no place");
    like($why->{message}, $message, '... and says why') or diag $why->{message};
}

# moves that are false are none, as game_string writes them (issue 65,
# item 2: '' and 0 died, "Can't use string as an ARRAY ref")
for my $none (undef, '', 0) {
    my $game = { game => { variant => 'brandubh', start => SETUP, moves => $none, result => undef } };
    my $shown = defined $none ? "'$none'" : 'undef';
    is(eval { list_to_csv($game) }, ',0,0,Ongoing', "moves $shown: a line of no moves") or diag $@;
    is(eval { list_to_csv_why($game) }, undef, '... and no why') or diag $@;
}
# a variant that is a reference: refused by the reader and the writer
# (issue 65, item 9: the game's variant was ARRAY(0x...))
is(list_from_csv('d2-e2,0,0,Ongoing', { variant => [] }), undef, 'a variant that is a reference: not read');
is_deeply(list_from_csv_why('d2-e2,0,0,Ongoing', { variant => [] }),
          { code => 'options', at => undef, message => 'The option variant is a word or a line, not a reference.' }, '... said');
is(list_to_csv({ %model }, { variant => [] }), undef, '... not written');
is(list_to_csv_why({ %model }, { variant => [] })->{code}, 'options', '... said');
# Nothing given is changed.
my $given = { %model, abouts => [ {}, {}, { captures => [qw(d4 c5)], king_square => 'd4' } ], winner => 'draw' };
my $copy = { %$given, abouts => [ {}, {}, { captures => [qw(d4 c5)], king_square => 'd4' } ] };
list_to_csv($given);
is_deeply($given, $copy, 'the model given is left as it was');

done_testing;
