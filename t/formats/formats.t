# Game::Brandubh::Notation::Formats: its functions one by one, on what
# they are given: the formats and their names, a game read in each format
# (and why not), written (and why not: what is not a model, a frame a
# list would not say), what each keeps and loses, in words.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Game::Brandubh::Notation qw(SETUP game_parse);
use Game::Brandubh::Notation::Formats qw(:all);

is_deeply([formats()], [qw(csv nielsen otg otn record shown walker)], 'formats, sorted');
is(format_name('walker'), "a list in Walker's notation", 'format_name');
is(format_name('x'), undef, '... undef for no format');

# reading
my $model = read_game(nielsen => "b4-b3 c4-c2 b3-b2xc2,1,0\n");
is_deeply($model->{game}{moves}, [qw(b4b3 c4c2 b3b2)], 'read_game: a line, its line end not the game');
is($model->{columns}, '1,0', "... its columns after a ',' that is no move's");
is_deeply($model->{abouts}[2], { captures => ['c2'] }, '... what each move says');
my $shown = read_game(shown => 'd1-d3xc3,e3 a4-a5');
is_deeply($shown->{abouts}[0]{captures}, [qw(c3 e3)], "... a ',' the dialect holds is the move's");
is($shown->{columns}, undef, '... and no column');
my $record = read_game(record => "variant brandubh\nmoves d2e2\n");
is($record->{unstated}, 1, "a record's model: its moves state no captures");
is_deeply(game_model(game_parse("variant brandubh\nmoves d2e2\n")), $record, 'game_model gives the same');
is(game_model('x'), undef, '... undef for no game');
for my $case ([record => "moves zz\n", 'move'], [otg => "[rules:dim:11]\n", 'dim'], [otn => 'd1-d3xc3,e3', 'captures'],
              [csv => 'd2-e2,0,0', 'columns'], [x => '', 'format'], [nielsen => undef, 'type'], [nielsen => [], 'type']) {
    my ($format, $text, $code) = @$case;
    is(read_game($format, $text), undef, "read_game refuses: $code");
    is(read_game_why($format, $text)->{code}, $code, '... read_game_why says why');
}
is(read_game_why(nielsen => 'd2-e2'), undef, 'read_game_why: undef for a game read');
is(read_game_why(nielsen => 'd2-e2', 'x')->{code}, 'options', '... options that are no hash');

# writing
is(write_game(record => $model), "variant brandubh\nmoves b4b3 c4c2 b3b2\n", 'write_game: a record');
is(write_game(nielsen => $model), "b4-b3 c4-c2 b3-b2xc2,1,0\n", '... a line, its columns after it');
is(write_game(otn => $model, { numbered => 1 }), "1. b4-b3 c4-c2 2. b3-b2xc2,1,0\n", '... numbered');
# a game of no moves: a move list's line is its first turn's number alone,
# never blank, which a file of lists passes over as no game (issue 65,
# item 1); read back as no moves, its columns kept
my $empty = { game => { variant => 'brandubh', start => SETUP, moves => [], result => undef } };
for my $format (qw(nielsen otn shown walker)) {
    for my $case ([{}, "1.\n"], [{ numbered => 1 }, "1.\n"], [{ columns => 'x,0' }, "1.,x,0\n"]) {
        my ($more, $want) = @$case;
        my $given = { %$empty, defined $more->{columns} ? (columns => $more->{columns}) : () };
        my $text = write_game($format, $given, $more->{numbered} ? { numbered => 1 } : ());
        is($text, $want, "write_game($format): a game of no moves" . ($more->{numbered} ? ', numbered' : '')
                         . ($more->{columns} ? ', with columns' : ''));
        my $back = read_game($format, $text);
        is_deeply([$back && $back->{game}{moves}, $back && $back->{columns}], [[], $more->{columns}], '... read back as no moves');
    }
}
is(write_game(csv => $empty), ",0,0,Ongoing\n", "write_game(csv): a game of no moves, its moves column empty");
is_deeply(read_game(csv => ",0,0,Ongoing\n")->{game}{moves}, [], '... read back as no moves');
for my $case ([{ game => { moves => 'x' } }, 'game'], [{ game => {} }, 'game'], ['x', 'game'], [undef, 'game'],
              [{ game => { moves => [] }, abouts => 'x' }, 'about'], [{ game => { moves => ['d2e2'] }, abouts => [[]] }, 'about'],
              [{ game => { moves => [] }, notes => [] }, 'notes'], [{ game => { moves => [] }, tags => 'x' }, 'tags'],
              [{ game => { moves => [] }, columns => [] }, 'columns'], [{ game => { moves => [] }, winner => 'Black' }, 'winner']) {
    my ($bad, $code) = @$case;
    for my $format (formats()) {
        is(write_game($format, $bad), undef, "write_game($format) refuses what is not a model: $code");
        is(write_game_why($format, $bad)->{code}, $code, '... and says why');
    }
    is(game_kept(otg => $bad), undef, '... game_kept: undef');
    is_deeply([game_lost(otg => $bad)], [], '... game_lost: nothing');
}
# a result that is none of those game_parse gives is no model's: every
# function says so, as its POD promises (issue 65, item 7: each died, "Can't
# use string as a HASH ref", on the result's how)
for my $result ('e3', 1, [], '', 0, {}, { how => 'resign' }, { how => 'resign', by => 'x' }, { how => 'x' }, { how => [] }) {
    my $bad = { game => { variant => 'brandubh', start => SETUP, moves => ['d2e2'], result => $result } };
    my $said = 'a result ' . (ref $result eq 'HASH' ? '{' . join(',', %$result) . '}' : ref $result ? '[]' : "'$result'");
    for my $format (formats()) {
        my $why = eval { write_game_why($format, $bad) } || {};
        my @answers = eval {
            (write_game($format, $bad), convert_game($format, $bad), game_kept($format, $bad),
             [game_lost($format, $bad)], game_lost_message($format, $bad));
        };
        is($why->{code}, 'game', "$said, $format: write_game_why says it is no model") or diag $@;
        is_deeply(\@answers, [undef, { code => 'game', message => $why->{message}, lost => [], lost_message => undef }, undef, [], undef],
                  '... write_game and game_kept undef, convert_game the same refusal, nothing lost') or diag $@;
    }
    like(eval { write_game_why(record => $bad)->{message} }, qr/\AThe result of the game is undef, a resignation/, '... said');
}
is(write_game(record => { game => { moves => [], result => { how => 'resign', by => 'defenders' } } }),
   "variant brandubh\nmoves\nresult resign defenders\n", '... a result game_parse gives: written');
is(write_game_why('x', $model)->{code}, 'format', 'write_game_why: no format');
# a variant that is a reference, in a list's frame (issue 65, item 9)
for my $format (qw(nielsen csv)) {
    is(read_game($format, 'd2-e2' . ($format eq 'csv' ? ',0,0,Ongoing' : ''), { variant => [] }), undef,
       "read_game($format): a variant that is a reference, refused");
    is(read_game_why($format, 'd2-e2', { variant => [] })->{code}, 'options', '... said');
    is(write_game($format, $model, { variant => [] }), undef, "write_game($format): refused");
    is_deeply(write_game_why($format, $model, { variant => [] }),
              { code => 'options', message => 'The option variant is a word or a line, not a reference.' }, '... said');
}
is(write_game_why(nielsen => $model, 'x')->{code}, 'options', '... options that are no hash');
# a list says neither its variant nor its start: they must be the options'
my $other = { %$model, game => { %{ $model->{game} }, variant => 'brandubh-39' } };
is(write_game(nielsen => $other), undef, "a list of a game of another variant, the options' brandubh: refused");
like(write_game_why(nielsen => $other)->{message}, qr/variant is 'brandubh-39'; .* \(convert --variant\)/, '... saying the option');
is(write_game(nielsen => $other, { variant => 'brandubh-39' }), "b4-b3 c4-c2 b3-b2xc2,1,0\n", '... written with it');
my $defenders = { game => { variant => 'brandubh', start => do { (my $s = SETUP) =~ s/ a\z/ d/; $s }, moves => ['d3c3'] } };
is(write_game_why(csv => $defenders)->{code}, 'start', '... a start the options do not say: refused');
is(write_game(csv => $defenders, { first => 'defenders' }), "d3-c3,0,0,Ongoing\n", '... written with first');

# what is kept and lost
is_deeply(game_kept(record => $model)->{abouts}, [], 'game_kept: a record keeps no capture (its moves say nothing)');
is(game_kept(record => $model)->{unstated}, 1, '... its moves state none');
is(game_kept(record => $model)->{columns}, undef, '... nor the columns');
is_deeply(game_kept(otn => $model)->{abouts}[2]{captures}, ['c2'], '... a list keeps them');
is_deeply([map { $_->{what} } game_lost(record => $model)], [qw(columns captures)], 'game_lost: what and in what order');
is(game_lost_message(record => $model), "the columns '1,0' and the captures of move 3, which a record cannot hold",
   'game_lost_message: one sentence');
is(game_lost_message(otg => read_game(nielsen => 'b4-b3 c4-c2 b3-b2xc2 timeout')), undef, '... undef when nothing is lost');
is(game_lost_message(shown => read_game(otn => 'b4-b3 c4-c2 b3-b2xc2+ ---')),
   'a resignation by the defenders and the threat mark (+) of move 3, which a list in the shown form cannot hold',
   '... a resignation and a mark');
is(game_lost_message(nielsen => $record), 'that its moves state no captures (the list written says none were made),'
   . " which a list in aagenielsen.dk's notation cannot hold", "... a record's moves to a list");
is(game_lost_message(record => read_game(nielsen => 'b4-b3 c4-c2')), 'that no move captured anything, which a record cannot hold',
   "... a list's moves that captured nothing to a record");
# hnefatafl-rs's list: the winner a result states, where the game states
# none (issue 65, item 10: a resigned game was written Ongoing, and the
# note did not say its winner was lost)
my $resigned = read_game(nielsen => 'd2-e2 c4-c2 resigned');
is(game_kept(csv => $resigned)->{winner}, 'defenders', 'game_kept(csv): the attackers resigned, the defenders won');
is(write_game(csv => $resigned), "d2-e2 c4-c2,0,0,White\n", '... written as the winner');
is(read_game(csv => write_game(csv => $resigned))->{winner}, 'defenders', '... and read back');
is(game_lost_message(csv => $resigned),
   "a resignation by the attackers (the win of the defenders is written), which hnefatafl-rs's game list cannot hold",
   '... the resignation lost, the winner said written');
is(write_game(csv => { %$resigned, winner => 'draw' }), "d2-e2 c4-c2,0,0,Draw\n", '... a winner stated is written as it is');
is(game_lost_message(csv => { %$resigned, winner => 'draw' }),
   "a resignation by the attackers, which hnefatafl-rs's game list cannot hold", '... and the resignation alone is lost');
my $agreed = { %$resigned, game => { %{ $resigned->{game} }, result => { how => 'agreed' } } };
is(write_game(csv => $agreed), "d2-e2 c4-c2,0,0,Draw\n", 'an agreed draw: a draw');
is(game_lost_message(csv => $agreed), "that the draw was agreed (the draw is written), which hnefatafl-rs's game list cannot hold",
   '... the agreement lost');
is(game_kept(otg => $resigned)->{winner}, undef, 'a format with a word for the result keeps the result, no winner made');
is(game_kept(record => $resigned)->{winner}, undef, '... and one with no winner makes none');
is(game_lost_message(nielsen => $agreed), "an agreed draw, which a list in aagenielsen.dk's notation cannot hold",
   '... and loses the agreed draw whole');
# convert_game: both at once
my $done = convert_game(record => $model);
is_deeply([@$done{qw(text lost_message)}], [write_game(record => $model), game_lost_message(record => $model)],
          'convert_game: the text and the words of what was lost, as write_game and game_lost_message give them');
is_deeply($done->{lost}, [game_lost(record => $model)], '... and what was lost');
my $refused = convert_game(nielsen => $other);
is_deeply([@$refused{qw(text code)}], [undef, 'variant'], '... a refusal: no text, its code');
is(convert_game(x => $model)->{code}, 'format', '... no format');
done_testing;
