# brandubh-notation show --pages DIR: a collection read once becomes a
# folder, a page for each game (the page show --format html writes of it)
# and an index page of them all (number, players, first side, length, how
# it ended, a link); a refused game is said, listed, and makes the exit
# status 1. In process, in the backend chosen (t/backends/pp.t runs it
# again in the plain-Perl one).
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command);
use Game::Brandubh::Notation::Command ();

my $data = "$FindBin::Bin/../data";
my $dir = tempdir(CLEANUP => 1);
sub slurp_file {
    my ($path) = @_;
    open my $fh, '<:raw', $path or return undef;
    local $/;
    my $text = <$fh>;
    utf8::decode($text);
    return $text;
}
sub file {
    my ($name, $bytes) = @_;
    my $path = File::Spec->catfile($dir, $name);
    open my $fh, '>:raw', $path or die $!;
    print {$fh} $bytes;
    close $fh;
    return $path;
}

# move lists: the first games of t/data/dialects (captures, one on rank 1
# too), and a game its own moves contradict
my @games = do { open my $fh, '<', "$data/dialects/nielsen.txt" or die $!; map { chomp; $_ } <$fh> };
my $lists = file('lists.txt', join('', map { "$_\n" } @games[0 .. 8]) . "d2-e2 e6-e7\n");
my $pages = File::Spec->catdir($dir, 'pages');
my ($status, $out, $err) = run_command(undef, 'show', '--pages', $pages, '--from', 'nielsen', $lists);
is($status, 1, 'show --pages: a refused game makes the exit status 1');
is($out, '', '... nothing on standard output');
is($err, "brandubh-notation: $lists:10:1: game 10: replay: move 2 'e6e7': e6 is empty\n",
   '... the refused game said as show says it');
my $index = slurp_file(File::Spec->catfile($pages, 'index.html'));
ok(defined $index, 'an index page');
like($index, qr/\A<!DOCTYPE html>/, '... an HTML page');
my @rows = $index =~ m{<tr><td class="number">([0-9]+)</td><td>[^<]*</td><td>(attackers|defenders)</td><td class="moves">([0-9]+)</td><td>([^<]*)</td><td><a href="([^"]+)">}g;
is(@rows / 5, 9, '... a row for each game written: number, players, first side, length, how it ended, link');
like($index, qr{<tr class="refused"><td class="number">10</td><td colspan="5">refused: replay: move 2 &#39;e6e7&#39;: e6 is empty</td></tr>},
     '... and the refused game, with its code and why');
like($index, qr{<p>9 pages, 1 refused\.</p>}, '... counted');
for my $n (1 .. 9) {
    my ($number, $first, $moves, $ended, $link) = @rows[ ($n - 1) * 5 .. $n * 5 - 1 ];
    is($number, $n, "game $n: its row");
    my ($s, $page) = run_command(undef, 'show', '--format', 'html', '--from', 'nielsen', '--record', $n, $lists);
    is($s, 0, "... show --format html --record $n draws it");
    is(slurp_file(File::Spec->catfile($pages, $link)), $page, '... and its page is that page');
    is($moves, scalar(() = $games[ $n - 1 ] =~ /[a-g][1-7]-?[a-g][1-7]/g), '... its length, in moves');
}
my ($timeout) = grep { $games[ $_ - 1 ] =~ /timeout/ } 1 .. 9;
ok($timeout, 'a game that ended in a timeout among them');
like($index, qr{<td class="number">$timeout</td>[^\n]*<td>the \w+ ran out of time</td>}, '... said as how it ended');

# .otg records: the players from their tags, the ending from the record
{
    my $otg = "$data/opentafl/brandub-triathlon-2015.otg";
    my $folder = File::Spec->catdir($dir, 'otg');
    ($status, $out, $err) = run_command(undef, 'show', '--pages', $folder, $otg);
    is_deeply([$status, $out, $err], [0, '', ''], '.otg records: pages, exit 0');
    my $html = slurp_file(File::Spec->catfile($folder, 'index.html'));
    like($html, qr{<td class="number">1</td><td>[^<]+ v [^<]+</td><td>attackers</td>}, '... the players, from the tags');
    ok(-f File::Spec->catfile($folder, 'record-1.html'), '... record-1.html');
}

# the options
($status, $out, $err) = run_command(undef, 'show', '--pages', $pages, '--record', 2, $lists);
is($status, 2, '--pages with --record: a usage error');
($status, $out, $err) = run_command(undef, 'show', '--pages', $pages, '--format', 'svg', $lists);
is($status, 2, '--pages with --format svg: a usage error');
($status, $out, $err) = run_command(undef, 'show', '--progress', $lists);
is($status, 2, '--progress without --pages: a usage error');
($status, $out, $err) = run_command(undef, 'show', '--pages', File::Spec->catdir($dir, 'no', 'such'), $lists);
is($status, 2, 'a folder that cannot be made: exit 2');
like($err, qr/\Abrandubh-notation: \Q@{[File::Spec->catdir($dir, 'no', 'such')]}\E: /, '... named, with the reason');

# the page of a game whose move captures on rank 1 (game 5's d1-e1xf1;
# game_html read such a square as no square: show --format html wrote
# nothing)
like($games[4], qr/xf1\b/, 'game 5 captures on f1');
($status, $out, $err) = run_command(undef, 'show', '--format', 'html', '--from', 'nielsen', '--record', 5, $lists);
is_deeply([$status, $err], [0, ''], 'show --format html: a capture on rank 1') or diag $err;
like($out, qr/<!DOCTYPE html>/i, '... its page');

done_testing;
