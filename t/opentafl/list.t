# Game::Brandubh::Notation::OpenTafl's list_from_otg and list_to_otg (issue
# 53): an .otg record read into the model of a game (what each move says,
# how the game ended, its tags) and written back, nothing lost either way.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::OpenTafl qw(:all);

my $data = "$FindBin::Bin/../data/opentafl";
sub slurp { my ($file) = @_; open my $fh, '<', "$data/$file" or die "$file: $!"; local $/; return scalar <$fh> }

# The principal line's move records of an .otg text, as written: the turns
# after the header, commentary and turn numbers left out.
sub records {
    my ($text) = @_;
    $text =~ s/\A(?:\s*\[[^\]]*\])*//;
    $text =~ s/\[[^\]]*\]//g;
    return [ grep { !/\A\d+\.\z/ } split ' ', $text ];
}

# A model as list_from_otg gives it: every key, the style keys gone.
sub normal {
    my ($m) = @_;
    my %n = (game => { %{ $m->{game} } }, first => $m->{first}, notes => { %{ $m->{notes} || {} } },
             tags => { %{ $m->{tags} || {} } });
    $n{game}{variant} = 'brandubh' unless defined $n{game}{variant};
    $n{game}{start} = SETUP unless defined $n{game}{start};
    $n{game}{result} = undef unless defined $n{game}{result};
    $n{winner} = $m->{winner} if defined $m->{winner};
    my @abouts = @{ $m->{abouts} || [] };
    $n{abouts} = [ map {
        my %a = %{ $abouts[$_] || {} };
        delete @a{qw(hyphen lower wins loses)};
        \%a;
    } 0 .. $#{ $m->{game}{moves} } ];
    return \%n;
}

my $rules = "[rules:dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n";

# The records of OpenTafl's repository: read, and written back.
for my $file (qw(brandub-triathlon-2015.otg ard-ri-capture-puzzle.otg ard-ri-escape-puzzle.otg ard-ri-escape-puzzle-2.otg)) {
    my $text = slurp($file);
    my $m = list_from_otg($text);
    ok($m, "$file: list_from_otg reads it") or next;
    my $game = game_from_otg($text);
    delete $game->{tags};
    is_deeply($m->{game}, $game, '... its game as game_from_otg gives it, without the tags');
    is(scalar @{ $m->{abouts} }, scalar @{ $game->{moves} }, '... an about for each move');
    my $otg = list_to_otg($m);
    ok(defined $otg, '... list_to_otg writes it') or next;
    is_deeply(records($otg), records($text), '... with the principal line\'s move records token for token');
    is_deeply(list_from_otg($otg), $m, '... and reads back as the same model');
}

my $brandub = list_from_otg(slurp('brandub-triathlon-2015.otg'));
is_deeply($brandub->{abouts}[4], { captures => ['a5'] }, 'the brandub game: d6-a6xa5 says its capture');
is_deeply($brandub->{abouts}[15], { king => 1 }, '... Kd4-d3 the king');
is_deeply($brandub->{game}{result}, { how => 'resign', by => 'attackers' }, '... the attackers resigned');
is($brandub->{tags}{termination}, 'Black resigns', '... said in words list_to_otg would not write: the termination kept');
is($brandub->{tags}{result}, '-1', '... with the result');
is($brandub->{tags}{event}, 'Tafl Triathlon 2015', '... and the other tags');
ok(!exists $brandub->{tags}{rules} && !exists $brandub->{tags}{position}, '... the rules aside');
is($brandub->{first}, 'attackers', '... the attackers first');
ok(!exists $brandub->{winner} && !exists $brandub->{notes}{timeout}, '... no winner or timeout beside the resignation');
unlike(list_to_otg($brandub), qr/---/, '... written back without ---, as it was');

my $capture = list_from_otg(slurp('ard-ri-capture-puzzle.otg'));
is_deeply($capture->{abouts}, [{ captures => ['d5'] }, {}, { captures => ['c4'], king_square => 'c4', king_taken => 1 }],
          'the capture puzzle: its captures, the king taken on c4');
is($capture->{winner}, 'attackers', '... [result:1] with no termination: the attackers won');
ok(!exists $capture->{tags}{result}, '... the result tag is the winner\'s, not kept among the tags');
like(list_to_otg($capture), qr/^\[result:1\]$/m, '... and written back from it');
like(list_to_otg($capture), qr/^2\. c2-c3xKc4$/m, '... the king marked on his square');
is(list_from_otg(slurp('ard-ri-escape-puzzle.otg'))->{winner}, 'defenders', 'an escape puzzle: [result:-1], the defenders won');

# The endings read.
my @endings = (
    ["1. d2-e2 ---\n", { how => 'resign', by => 'defenders' }, {}, undef, {}],
    ["1. d2-e2 d3-d2\n2. ---\n", { how => 'resign', by => 'attackers' }, {}, undef, {}],
    ["[result:1]\n[termination:defenders resigned]\n${rules}1. d2-e2\n", { how => 'resign', by => 'defenders' }, {}, undef,
     { result => '1', termination => 'defenders resigned' }],
    ["[result:-1]\n[termination:attackers resigned]\n${rules}1. d2-e2\n", { how => 'resign', by => 'attackers' }, {}, undef, {}],
    ["[result:1]\n[termination:defenders resigned]\n${rules}1. d2-e2 ---\n", { how => 'resign', by => 'defenders' }, {}, undef, {}],
    ["[result:0]\n[termination:draw agreed]\n${rules}1. d2-e2\n", { how => 'agreed' }, {}, undef, {}],
    ["[result:0]\n[termination:Agreed draw]\n${rules}1. d2-e2\n", { how => 'agreed' }, {}, undef,
     { result => '0', termination => 'Agreed draw' }],
    # a timeout, and the winner the result tag states beside it
    ["[result:1]\n[termination:defenders ran out of time]\n${rules}1. d2-e2\n", undef, { timeout => 'defenders' }, 'attackers', {}],
    ["[result:-1]\n[termination:timeout]\n${rules}1. d2-e2\n", undef, { timeout => 'attackers' }, 'defenders',
     { result => '-1', termination => 'timeout' }],
    ["[termination:attackers ran out of time]\n${rules}1. d2-e2\n", undef, { timeout => 'attackers' }, undef, {}],
    ["[result:1]\n${rules}1. d2-e2\n", undef, {}, 'attackers', {}],
    ["[result:-1]\n[termination:king escaped]\n${rules}1. d2-e2\n", undef, {}, 'defenders',
     { result => '-1', termination => 'king escaped' }],
    ["[result:0]\n${rules}1. d2-e2\n", undef, {}, 'draw', {}],
    ["[result:?]\n[termination:abandoned]\n${rules}1. d2-e2\n", undef, {}, undef, { result => '?', termination => 'abandoned' }],
    ["[termination:king captured]\n${rules}1. d2-e2\n", undef, {}, undef, { termination => 'king captured' }],
);
for my $case (@endings) {
    my ($text, $result, $notes, $winner, $tags) = @$case;
    $text = "$rules$text" unless $text =~ /\A\[/;
    (my $shown = $text) =~ s/\n/\\n/g;
    $shown =~ s/\[rules:[^\]]*\]\\n\\n//;
    my $m = list_from_otg($text);
    ok($m, "read: $shown") or next;
    is_deeply([@{$m}{qw(notes tags)}, $m->{game}{result}, $m->{winner}], [$notes, $tags, $result, $winner],
              '... its result, notes, winner and tags');
    is_deeply(records(list_to_otg($m)), records($text), '... written back with the same move records');
    is_deeply(list_from_otg(list_to_otg($m)), $m, '... and read back the same');
}

# Generated models, written and read back.
my $puzzle = 'da1a3/a6/2ad3/adka3/2d4/2a4/1a5 a';
my @models;
{
    my @plain = ({ game => { moves => [qw(d2e2 c4c5)] } });
    push @models,
        { game => { moves => [qw(d2e2 c4c5 b4b3)] }, abouts => [{ captures => ['c3', 'a3'] }, {}, { captures => ['c2', 'c3', 'a3'] }] },
        { game => { moves => [qw(d2e2 c4c5 c2c3)] }, abouts => [{}, {}, { captures => ['d5', 'c4'], king_square => 'c4', king_taken => 1 }] },
        { game => { moves => [qw(d2e2 d4c4 c2c3)] }, abouts => [{}, { king => 1 }, { captures => ['c4'], king_taken => 1 }] },
        { game => { moves => [qw(d2e2 c4c5)] }, abouts => [{ threat => 1 }, { way_out => 1 }] },
        { game => { moves => [qw(d2e2 d4a4)] }, abouts => [{ captures => ['d3'] }, { king => 1, king_home => 1 }] },
        { game => { moves => [qw(d2e2 c4c5)] }, abouts => [{ hyphen => 0 }, { wins => 1 }], columns => 'x' },
        { game => { start => '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d', moves => [qw(c4c5 d2e2)] }, first => 'defenders' },
        { game => { start => $puzzle, variant => 'Ard_Ri', moves => [qw(d7d6 c3b3 c2c3)] },
          abouts => [{ captures => ['d5'] }, {}, { captures => ['c4'], king_square => 'c4', king_taken => 1 }], winner => 'attackers' },
        map({ my $r = $_; map { +{ %$_, game => { %{ $_->{game} }, result => $r } } } @plain }
            { how => 'resign', by => 'attackers' }, { how => 'resign', by => 'defenders' }, { how => 'agreed' }),
        { game => { moves => [qw(d2e2)], result => { how => 'resign', by => 'defenders' } } },
        { game => { moves => [qw(d2e2)], result => { how => 'resign', by => 'attackers' } } },
        { game => { moves => [qw(d2e2 c4c5)] }, notes => { timeout => 'attackers' } },
        { game => { moves => [qw(d2e2)] }, notes => { timeout => 'attackers' } },
        { game => { moves => [qw(d2e2 c4c5)] }, notes => { timeout => 'defenders' } },
        (map { +{ game => { moves => [qw(d2e2 c4c5)] }, winner => $_ } } qw(attackers defenders draw)),
        { game => { moves => [qw(d2e2 c4c5)] }, tags => { event => 'Club night', site => 'Dublin', 'time-control' => '600' } },
        { game => { moves => [qw(d2e2 c4c5)], result => { how => 'resign', by => 'attackers' } },
          tags => { result => '-1', termination => 'Black resigns', event => 'x' } },
        { game => { moves => [qw(d2e2 c4c5)] }, winner => 'defenders', tags => { result => '-1', termination => 'king escaped' } },
        { game => { moves => [qw(d2e2 c4c5)] }, tags => { result => '?', termination => 'abandoned' } },
        { game => { moves => [qw(d2e2 d4a4)], result => { how => 'resign', by => 'attackers' } },
          abouts => [{}, { king => 1, king_home => 1 }] },
        { game => { moves => [], variant => 'club game' }, first => 'attackers' };
}
for my $i (0 .. $#models) {
    my $m = $models[$i];
    $m->{first} ||= 'attackers';
    my $otg = list_to_otg($m);
    ok(defined $otg, "model $i is written") or do { diag explain list_to_otg_why($m); next };
    my $back = list_from_otg($otg);
    is_deeply($back, normal($m), "... and read back the same") or diag $otg;
    is_deeply(records(list_to_otg($back)), records($otg), '... and written again the same');
}
{
    my ($otg) = map { list_to_otg($_) } $models[0];
    like($otg, qr/^1\. d2-e2xc3\/a3 c4-c5\n2\. b4-b3xc2\/c3\/a3$/m, 'captures in the order given, parted by /');
    like(list_to_otg($models[1]), qr/ c2-c3xd5\/Kc4$/m, 'the king taken on his square: K before it');
    like(list_to_otg($models[2]), qr/^1\. d2-e2 Kd4-c4\n2\. c2-c3xc4\+\+$/m, 'K before the king\'s move; ++ the king taken');
    like(list_to_otg($models[3]), qr/^1\. d2-e2\+ c4-c5-$/m, '+ and -');
    like(list_to_otg($models[4]), qr/ Kd4-a4--$/m, '-- the king escaped');
    like(list_to_otg($models[5]), qr/^1\. d2-e2 c4-c5$/m, 'walker\'s wins and the hyphen\'s style are not written');
    like(list_to_otg($models[6]), qr/atkf:n/, 'the defenders first: atkf:n');
}
like(list_to_otg({ game => { moves => [qw(d2e2 c4c5)], result => { how => 'resign', by => 'attackers' } } }),
     qr/^\[result:-1\]\n\[termination:attackers resigned\]\n.*\n\n1\. d2-e2 c4-c5\n2\. ---\n\z/m,
     'a resignation by the side to move: --- and the result tags');
like(list_to_otg({ game => { moves => [qw(d2e2 c4c5)], result => { how => 'resign', by => 'defenders' } } }),
     qr/^\[result:1\]\n\[termination:defenders resigned\]\n.*\n\n1\. d2-e2 c4-c5\n\z/m,
     '... by the other side: the result tags alone');
like(list_to_otg({ game => { moves => [qw(d2e2)] }, notes => { timeout => 'defenders' } }),
     qr/^\[variant:brandubh\]\n\[termination:defenders ran out of time\]\n\[rules:/m,
     'a timeout: the termination says who ran out of time (a result tag only for a winner stated)');
like(list_to_otg({ game => { moves => [qw(d2e2)] }, notes => { timeout => 'defenders' }, winner => 'attackers' }),
     qr/^\[result:1\]\n\[termination:defenders ran out of time\]\n/m, '... a timeout and the winner stated: both');
like(list_to_otg({ game => { moves => [qw(d2e2)] }, winner => 'draw' }), qr/^\[result:0\]\n\[rules:/m, 'a winner: the result tag alone');

# What cannot be written, and why.
my @refused = (
    ['x', 'list'],
    [{ game => { moves => ['x'] } }, 'game'],
    [{ game => { moves => ['d2e2'] }, abouts => [{ captures => ['x'] }] }, 'about'],
    [{ game => { moves => ['d2e2'] }, abouts => ['x'] }, 'about'],
    [{ game => { moves => [qw(d2e2 c4c5)] }, abouts => [{ king_taken => 1 }] }, 'ended'],
    [{ game => { moves => ['d2e2'] }, first => 'defenders' }, 'first'],
    [{ game => { moves => ['d2e2'] }, winner => 'x' }, 'ending'],
    [{ game => { moves => ['d2e2'], result => { how => 'agreed' } }, winner => 'draw' }, 'ending'],
    [{ game => { moves => ['d2e2'], result => { how => 'agreed' } }, notes => { timeout => 'attackers' } }, 'ending'],
    [{ game => { moves => ['d2e2'] }, tags => { rules => 'x' } }, 'own'],
    [{ game => { moves => ['d2e2'] }, tags => { '1a' => 'x' } }, 'name'],
    [{ game => { moves => ['d2e2'] }, tags => { note => 'a]b' } }, 'value'],
    [{ game => { moves => ['d2e2'] } }, 'options', 'x'],
);
for my $case (@refused) {
    my ($m, $code, $options) = @$case;
    is(list_to_otg($m, $options), undef, "list_to_otg refuses: $code");
    my $why = list_to_otg_why($m, $options);
    is($why && $why->{code}, $code, "... list_to_otg_why says $code") or diag explain $why;
    ok($why && length $why->{message}, '... with a message');
}
is(list_to_otg_why({ game => { moves => [] } }), undef, 'list_to_otg_why of a model it writes: nothing');

# Refused where game_from_otg refuses, otg_why saying why.
for my $text ("[rules:dim:9]\n", "${rules}1. d2-e2 c4^c6\n", "${rules}1. c2-c3xKc4 d2-d3\n", undef) {
    is(list_from_otg($text), undef, 'list_from_otg refuses what game_from_otg refuses');
}
is(game_from_otg("${rules}1. d2-e2 c4-c3xKb3/Kd3\n"), undef, 'two captured squares marked K (one king): refused, as OTN\'s move reader refuses it');
is(move_from_otn('c4-c3xKb3/Kd3'), undef, '... and by move_from_otn');

done_testing;
