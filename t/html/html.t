# Game::Brandubh::Notation::HTML and show --format html (issue 54, item 4):
# one self-contained page (nothing fetched: no src, no link, no url(), no
# import), a section with its id for every position, each holding its
# picture as position_svg draws it with the move's marks, the moves as
# they were written, the links back and forth, the refusals. What a
# browser shows of it is t/html/browser.t's.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command);
use Game::Brandubh::Notation qw(SETUP);
use Game::Brandubh::Notation::SVG qw(position_svg);
use Game::Brandubh::Notation::HTML qw(game_html);

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir);
require File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $dir = tempdir(CLEANUP => 1);

my @positions = (SETUP, '3a3/3a3/3d3/aadkdaa/3d3/1a5/3a3 d', '3a3/3a3/3d3/aadkdaa/2d4/1a5/3a3 a',
                 '3a3/3a3/3d3/aadkdaa/1a5/7/3a3 d');
my @moves = ({ move => 'd2b2' }, { move => 'd3c3', text => 'D3-C3' }, { move => 'b2b3', text => 'b2-b3xc3', captures => ['c3'] });
my $html = game_html(\@positions, \@moves, title => 'A <short> game', svg => [board => 'checkered'], at => 2);

like($html, qr/\A<!DOCTYPE html>\n<html lang="en" data-at="2">\n/, 'an HTML page, the position shown first named');
like($html, qr/<title>A &#60;short&#62; game<\/title>/, 'its title, escaped');
unlike($html, qr/\b(?:src|srcset|action)=|<link\b|<iframe|<object|<embed|url\(|\@import/i, 'nothing fetched from elsewhere');
my @hrefs = $html =~ /href="([^"]*)"/g;
ok(@hrefs && !grep({ !/\A#move-[0-9]+\z/ } @hrefs), 'every link is to a position of the page');
ok(!grep({ !/\Ahttp:\/\/www\.w3\.org\/2000\/svg\z/ } $html =~ /xmlns="([^"]*)"/g), '... and the only address is the SVG namespace');
like($html, qr/<style>.*<\/style>/s, 'the style inline');
like($html, qr/<script>.*ArrowLeft.*ArrowRight.*<\/script>/s, 'the script inline, and the arrow keys');
my @ids = $html =~ /<section id="(move-[0-9]+)"/g;
is_deeply(\@ids, [map { "move-$_" } 0 .. 3], 'a section for each position, with its id');
for my $n (0 .. 3) {
    my ($section) = $html =~ /(<section id="move-$n".*?<\/section>)/s;
    my @marks = !$n ? () : (lastmove => $moves[$n - 1]{move}, captured => $moves[$n - 1]{captures} || []);
    my $svg = position_svg($positions[$n], board => 'checkered', size => undef, @marks);
    ok(index($section, $svg) >= 0, "position $n: its picture, the move's marks on it");
    like($section, qr/<code>\Q$positions[$n]\E<\/code>/, "position $n: its string");
    like($section, $n ? qr/href="#move-@{[ $n - 1 ]}"/ : qr/<span class="step back">/, "position $n: back");
    like($section, $n < 3 ? qr/href="#move-@{[ $n + 1 ]}"/ : qr/<span class="step forward">/, "position $n: forward");
}
like($html, qr/After move 1, d2-b2</, 'a move without text: the shown form');
like($html, qr/<li value="1"><a href="#move-1">d2-b2<\/a> <a href="#move-2">D3-C3<\/a><\/li>\n<li value="2"><a href="#move-3">b2-b3xc3<\/a><\/li>/,
     'the moves beside the board, two a turn, as written');
like($html, qr/\.js section\.position \{ display: none;/, 'one board at a time only where the script runs');
unlike($html, qr/^section\.position \{[^}]*display: none/m, '... every board without it');
is_deeply([game_html([SETUP], []) =~ /<section id="(move-[0-9]+)"/g], ["move-0"], 'a game of no moves: one position');

# Squares of file a and rank 1 (their indices 0) are squares (issue 64,
# item 1): a capture on the first rank made the page die.
{
    my @ok = eval {
        (game_html([SETUP, SETUP], [{ move => 'd2b2', captures => ['d1'] }]),
         game_html([SETUP, SETUP], [{ move => 'd2b2', captures => [qw(a1 A1 a4 g1)] }]));
    };
    is(scalar @ok, 2, 'captures on rank 1 and file a are squares') or diag $@;
    like($ok[0] || '', qr/class="captured"/, '... crossed on the board');
    my ($status, $out, $err) = run_command("d2-e2 c4-c2 e2-e1 c2-c1xd1\n", 'show', '--format', 'html', '--from', 'nielsen');
    is_deeply([$status, $err], [0, ''], 'the page of a game capturing on rank 1 is written');
    my ($last) = $out =~ /(<section id="move-4".*?<\/section>)/s;
    like($last || '', qr/class="captured"/, '... d1 crossed after move 4');
}

# What the game says of itself (issue 64, item 2): its tags beside the
# board, its ending there and at its last position.
{
    my $page = game_html(\@positions, \@moves, about => [[Attackers => 'Aoife <A>'], [Event => 'Autumn Cup']],
                         ending => 'The game ended: the defenders resigned.');
    my ($about) = $page =~ /(<dl class="about">.*?<\/dl>)/s;
    like($about || '', qr{<dt>Attackers</dt><dd>Aoife &#60;A&#62;</dd></div>\n<div><dt>Event</dt><dd>Autumn Cup</dd>}, 'about: the tags, in order');
    like($about || '', qr{<div class="ending"><dt>Ending</dt><dd>The game ended: the defenders resigned\.</dd>}, '... and the ending');
    my ($last) = $page =~ /(<section id="move-3".*?<\/section>)/s;
    like($last, qr{<h2>.*<span class="ending">The game ended: the defenders resigned\.</span></h2>}, '... which the last position says');
    unlike($last, qr/class="turn"/, '... in place of the side to move');
    unlike(game_html(\@positions, \@moves), qr/class="(?:about|ending)"/, 'neither given: neither said');
}

# The legend and the side to move (issue 64, item 4): which colour is which
# side, in the pictures' own colours, and who is to move, said in words.
{
    my $colors = Game::Brandubh::Notation::SVG::svg_colors(colors => { attacker => 'teal' });
    my $page = game_html(\@positions, \@moves, svg => [colors => { attacker => 'teal' }]);
    my ($legend) = $page =~ /(<div class="legend".*?<\/div>)/s;
    ok($legend, 'a legend');
    for my $case ([attacker => 'the attackers'], [defender => 'the defenders'], [king => 'the king'], [corner => 'a corner'],
                  [throne => 'the throne'], [lastmove => 'the move made'], [captured => 'a piece it captured']) {
        my ($kind, $words) = @$case;
        like($legend, qr{<li><svg class="swatch \Q$kind\E"[^>]*>.*?\Q$colors->{$kind}\E.*?</svg> \Q$words\E}, "... $words, in its colour");
    }
    like($legend, qr{swatch attacker"[^>]*><circle [^>]*fill="teal"}, '... the colours the pictures were given');
    for my $n (0 .. 3) {
        my ($section) = $page =~ /(<section id="move-$n".*?<\/section>)/s;
        my $side = $n % 2 ? 'defender' : 'attacker';
        like($section, qr{<span class="turn"><svg class="swatch $side"[^>]*>.*?</svg> the ${side}s to move</span>},
             "position $n: the ${side}s to move, said");
    }
}

# refused
for my $case ([[[SETUP], [{ move => 'd2b2' }]], qr/positions: 1 for 1 moves/],
              [[['x', SETUP], [{ move => 'd2b2' }]], qr/positions: 0 is not a position/],
              [[[SETUP, SETUP], ['d2b2']], qr/move 1 is not a hash reference/],
              [[[SETUP, SETUP], [{ move => 'zz' }]], qr/move 1: its move is not a move/],
              [[[SETUP, SETUP], [{ move => 'd2b2', captures => ['z9'] }]], qr/its captures are not an array of squares/],
              [[[SETUP], [], nope => 1], qr/unknown option 'nope'/],
              [[[SETUP], [], ending => []], qr/ending: not a string/],
              [[[SETUP], [], about => {}], qr/about: not an array reference of \[name, text\] pairs/],
              [[[SETUP], [], about => [['Event']]], qr/about: not an array reference/],
              [[[SETUP], [], about => [['Event', undef]]], qr/about: not an array reference/],
              [[[SETUP], [], at => 1], qr/at: not a position's number from 0 to 0/],
              [[[SETUP], [], svg => [size => 9]], qr/svg: 'size' is not an option/],
              [[[SETUP], [], svg => [board => 'go']], qr/svg: board: 'go' is not/],
              [['x', []], qr/positions: not an array reference/]) {
    my ($positions, $moves, @options) = @{ $case->[0] };
    my $ok = eval { game_html($positions, $moves, @options); 1 };
    ok(!$ok && $@ =~ /\Agame_html: / && $@ =~ $case->[1], "refused: $case->[1]") or diag $@;
}

# the command
my $list = File::Spec->catfile($dir, 'game.txt');
open my $fh, '>:raw', $list or die $!;
print {$fh} "d2-b2 d3-c3 b2-b3xc3\n";
close $fh or die $!;
my ($status, $out, $err) = run_command(undef, 'show', '--format', 'html', '--from', 'otn', $list);
is($status, 0, 'show --format html --from otn') or diag $err;
is($out, game_html(\@positions, [{ move => 'd2b2', text => 'd2-b2' }, { move => 'd3c3', text => 'd3-c3' },
                                  { move => 'b2b3', text => 'b2-b3xc3', captures => ['c3'] }],
                   title => "$list, game 1"), '... the page of the game, its moves as written');
($status, $out) = run_command(undef, 'show', '--format', 'html', '--from', 'otn', '--after', 2, '--flip', '--board', 'checkered',
                              '--no-coordinates', '--side-to-move', '--color', 'attacker=teal', $list);
like($out, qr/data-at="2"/, '--after: the position shown first');
ok(index($out, position_svg(SETUP, size => undef, flipped => 1, board => 'checkered', coordinates => 0, side_to_move => 1,
                            colors => { attacker => 'teal' })) >= 0, '--flip, --board, --no-coordinates, --side-to-move, --color');
($status, $out) = run_command(undef, 'show', '--format', 'html', File::Spec->catfile($root, 'examples', 'games', 'king-escapes.txt'));
is($status, 0, 'a record');
like($out, qr/<section id="move-3"/, '... each of its positions');
($status, $out) = run_command(undef, 'show', '--format', 'html', SETUP);
is_deeply([$status, [$out =~ /<section id="(move-[0-9]+)"/g]], [0, ['move-0']], 'a position: a page of one board');
my $bad = File::Spec->catfile($dir, 'bad.txt');
open $fh, '>:raw', $bad or die $!;
print {$fh} "d2-b2 d3-c3 b2-b3xc5\n";
close $fh or die $!;
($status, $out, $err) = run_command(undef, 'show', '--format', 'html', '--from', 'otn', $bad);
is_deeply([$status, $out, $err], [1, '', "brandubh-notation: $bad:1:1: game 1: replay: move 3 'b2b3': c5 is said captured, and c5 is empty\n"],
          'a game whose replay fails: refused, whatever the moment');
for my $args (['--size', 300], ['--arrow', 'd2b2'], ['--mark', 'c3'], ['--captured', 'c3'], ['--last', 'd2b2']) {
    ($status, $out, $err) = run_command(undef, 'show', '--format', 'html', @$args, SETUP);
    ok($status == 2 && $err =~ /Try 'brandubh-notation show --help'/, "--format html @$args: a usage error") or diag $err;
}

# a capture on rank 1 is a square (square_parse gives its rank, 0, in
# scalar context: read as no square, such a move's page was refused)
{
    my $page = eval { game_html([SETUP, SETUP], [{ move => 'd2d1', captures => ['f1', 'a1'] }]) };
    like($page, qr/<html/, 'a move whose captures are on rank 1: its page') or diag $@;
}

done_testing;
