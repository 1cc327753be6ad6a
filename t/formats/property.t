# Game::Brandubh::Notation::Formats by property: games made at random in
# the model (Brandubh::Said: captures, king moves, every mark and ending,
# both first sides, other starts and variants, tags, columns), each written
# in every format and read back, and taken through every pair of formats,
# X -> Y -> X. Each time the game read back is the game less exactly what
# game_kept says the format keeps, and game_lost names each thing left out
# and nothing else. BRANDUBH_PROPERTY_GAMES sets how many games (50, or 150
# under EXTENDED_TESTING; tools/formats-property.sh runs thousands, in both
# backends).
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Test::More;
use Game::Brandubh::Notation::Formats qw(:all);
use Brandubh::Said qw(said_game said_text);

my $games = how_many(BRANDUBH_PROPERTY_GAMES => 50, 150);
my $seed = $ENV{BRANDUBH_PROPERTY_SEED} || 20261205;
srand $seed;

# what a user gives a list's reader and writer alike: the game's frame
sub frame_of {
    my ($model) = @_;
    return { variant => $model->{game}{variant}, start => $model->{game}{start} };
}

# the game through a format: written, then read back (a refusal of either
# is a failure: a writer leaves out what it cannot hold, it never refuses)
sub through {
    my ($format, $model, $what) = @_;
    my $options = frame_of($model);
    my $text = write_game($format, $model, $options);
    if (!defined $text) {
        my $why = write_game_why($format, $model, $options);
        fail("$what: $format writes it");
        diag("$why->{code}: $why->{message}\n" . said_text($model));
        return;
    }
    my $back = read_game($format, $text, $options);
    if (!$back) {
        my $why = read_game_why($format, $text, $options);
        fail("$what: $format reads back what it wrote");
        diag("$why->{code}: $why->{message}\n$text\n" . said_text($model));
        return;
    }
    return $back;
}

my @formats = $ENV{BRANDUBH_PROPERTY_FORMATS} ? split(/,/, $ENV{BRANDUBH_PROPERTY_FORMATS}) : formats();
my ($failures, $checks, %lost_seen) = (0, 0);
GAME: for my $n (1 .. $games) {
    my $model = said_game();
    for my $x (@formats) {
        my $a = through($x, $model, "game $n") or do { $failures++; next };
        my $want = game_kept($x, $model);
        $checks++;
        if (said_text($a) ne said_text($want)) {
            $failures++;
            fail("game $n, $x: read back is the game less what $x keeps");
            diag("got  " . said_text($a) . "\nwant " . said_text($want) . "\nfrom " . said_text($model));
            next;
        }
        # the notes name exactly what was left out
        my @lost = game_lost($x, $model);
        $lost_seen{"$x $_->{what}"}++ for @lost;
        if (!@lost != (said_text($a) eq said_text($model))) {
            $failures++;
            fail("game $n, $x: a note when and only when something is left out");
            diag('lost: ' . join('; ', map { $_->{message} } @lost) . "\ngot  " . said_text($a) . "\nfrom " . said_text($model));
        }
        for my $y (@formats) {
            my $b = through($y, $a, "game $n, $x -> $y") or do { $failures++; next };
            my $c = through($x, $b, "game $n, $x -> $y -> $x") or do { $failures++; next };
            $checks++;
            my $expect = game_kept($x, game_kept($y, $a));
            next if said_text($c) eq said_text($expect);
            $failures++;
            fail("game $n: $x -> $y -> $x is the game less what $y keeps");
            diag("got  " . said_text($c) . "\nwant " . said_text($expect) . "\nfrom " . said_text($a));
            last GAME if $failures > 20;
        }
    }
}
ok(!$failures, "$games games, every format and every pair of formats: $checks checks, nothing else lost");
# the run reached each loss the table names (a property run that made no
# game with a capture would prove nothing of captures)
for my $pair (['record', 'captures'], ['record', 'timeout'], ['record', 'winner'], ['record', 'tags'],
              ['otg', 'columns'], ['shown', 'resign'], ['shown', 'threat'], ['walker', 'ending'], ['walker', 'king'],
              ['nielsen', 'agreed'], ['nielsen', 'king'], ['otn', 'wins'], ['csv', 'resign'], ['shown', 'unstated'],
              ['record', 'stated']) {
    ok($lost_seen{"@$pair"}, "a game lost its $pair->[1] in $pair->[0]");
}
done_testing;
