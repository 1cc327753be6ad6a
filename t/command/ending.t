# How a game ended, and what it says of itself (issue 64, item 2): show
# says the ending the game states (a resignation, an agreement, a timeout,
# the winner, the king taken or home as its last move's marks say) and its
# tags (the players, event, site, date, any other) in the text view, the
# SVG's title and the page; --format position, which cannot, says so. A
# game that states no ending is said to have none: nothing is judged by a
# rule.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command write_file);

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir);
require File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $dir = tempdir(CLEANUP => 1);

sub file { return write_file($dir, @_) }

# An .otg record: the attackers resigned, by its result and termination
# tags, and its players, event, site and date.
my $otg = file('resigned.otg', <<'OTG');
[event:Autumn Cup]
[site:Dublin]
[date:2026.10.01]
[attackers:Aoife]
[defenders:Bran]
[result:-1]
[termination:attackers resigned]
[rules:dim:7 name:Brandubh surf:n atkf:y ks:c nj:n cj:n cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]

1. d2-e2 c4-c2

2. e2-e1 c2-c1xd1

OTG
my @tags = ('Attackers: Aoife', 'Defenders: Bran', 'Event: Autumn Cup', 'Site: Dublin', 'Date: 2026.10.01');
my $ended = 'the attackers resigned; the defenders won';

my ($status, $out, $err) = run_command(undef, 'show', '--final', $otg);
is($status, 0, 'an .otg record that ended: --final') or diag $err;
like($out, qr/^ The game ended: \Q$ended\E\.\n/m, '... the ending said, as its tags say it');
unlike($out, qr/The attackers move\./, '... in place of the side to move');
like($out, qr/^ \Q$_\E\n/m, "... $_") for @tags;
like($out, qr/This is the position after move 4 of 4, c2-c1xd1\.\n\z/, '... and the moment last');
($status, $out) = run_command(undef, 'show', '--after', 1, $otg);
like($out, qr/^ The defenders move\.\n(?:.*\n)* The game ended after move 4: \Q$ended\E\.\n/m,
     'an earlier moment: the side to move, and how the game ended after');
($status, $out) = run_command(undef, 'show', $otg);
like($out, qr/^ The game ended after move 4: \Q$ended\E\.\n/m, '... the start too');
like($out, qr/^ Attackers: Aoife\n/m, '... with its players');

($status, $out, $err) = run_command(undef, 'show', '--format', 'svg', '--final', $otg);
my ($title) = $out =~ m{<title>(.*?)</title>};
like($title, qr/\A\Q3a3\E.* a\. After move 4 of 4, c2-c1xd1\. The game ended: \Q$ended\E\./, 'the SVG: its title says the ending');
like($title, qr/\Q$_\E\./, "... $_") for @tags;
($status, $out, $err) = run_command(undef, 'show', '--format', 'svg', '--after', 2, $otg);
like($out, qr{<title>[^<]*The game ended after move 4: \Q$ended\E\.}, '... and an earlier moment, that it ended after');

($status, $out, $err) = run_command(undef, 'show', '--format', 'position', '--final', $otg);
is($status, 0, '--format position: exit 0');
is($out, "3a3/3a3/3d3/aa1kdaa/3d3/7/2d1a2 a\n", '... the position alone');
is($err, "brandubh-notation: note: --format position writes the position alone, not how the game ended ($ended)"
        . " nor its tags (Attackers, Defenders, Event, Site, Date); --format text says them\n", '... and says what it leaves out');

($status, $out, $err) = run_command(undef, 'show', '--format', 'html', $otg);
is($status, 0, 'the page') or diag $err;
my ($last) = $out =~ /(<section id="move-4".*?<\/section>)/s;
my ($first) = $out =~ /(<section id="move-0".*?<\/section>)/s;
like($last, qr/<span class="ending">The game ended: \Q$ended\E\.<\/span>/, '... the ending at the last position');
unlike($first, qr/The game ended/, '... not at the start');
like($first, qr/the attackers to move/, '... where the side to move is said');
my ($about) = $out =~ /(<dl class="about">.*?<\/dl>)/s;
for my $tag (@tags, "Ending: The game ended: $ended.") {
    my ($name, $value) = split /: /, $tag, 2;
    like($about, qr/<dt>\Q$name\E<\/dt><dd>\Q$value\E<\/dd>/, "... $name: $value, beside the board");
}

# the endings a list or a record says: its closing word, its winner, a
# last move's marks, an agreement
for my $case ([nielsen => "d2-e2 c4-c2 e2-e1 c2-c1xd1 resigned\n", 'the attackers resigned; the defenders won'],
              [nielsen => "d2-e2 c4-c2 e2-e1 c2-c1xd1 timeout\n", 'the attackers ran out of time'],
              [csv => "d2-e2 c4-c2 e2-e1 c2-c1xd1 timeout,0,1,White\n", 'the attackers ran out of time; the defenders won'],
              [csv => "d2-e2 c4-c2,0,0,Black\n", 'the attackers won'],
              [csv => "d2-e2 c4-c2,0,0,Draw\n", 'a draw'],
              [otn => "b4-b3 d3-c3 b3-b2 Kd4-d3 d2-e2xKd3++\n", 'move 5, d2-e2xKd3, took the king on d3'],
              [shown => "b4-b3 d3-c3 b3-b2 Kd4-d3 a4-a3 Kd3-e3++\n", 'move 6, Kd3-e3++, brought the king home'],
              [shown => "b4-b3 d3-c3 b3-b2 Kd4-d3 d2-e2xd3#\n", 'move 5, d2-e2xd3#, took the king'],
              [walker => "B4-B3 D3-C3 B3-B2 D4-D3 A4-A3 D3-E3++\n", 'move 6, D3-E3++, is marked as the winning move'],
              [record => "variant brandubh\nmoves d2b2 d3c3\nresult agreed\n", 'a draw, agreed'],
              [record => "variant brandubh\nmoves d2b2 d3c3\nresult resign defenders\n", 'the defenders resigned; the attackers won']) {
    my ($from, $text, $said) = @$case;
    my @from = $from eq 'record' ? () : ('--from', $from);
    ($status, $out, $err) = run_command($text, 'show', @from, '--final', '-');
    like($out, qr/^ The game ended: \Q$said\E\.\n/m, "$from: $said") or diag $err;
    ($status, $out, $err) = run_command($text, 'show', @from, '--format', 'html', '-');
    like($out, qr/<span class="ending">The game ended: \Q$said\E\.<\/span>/, '... on the page') or diag $err;
}

# a game that says nothing of its end: nothing said, nothing judged (the
# king's move to a corner is not read as a win)
for my $case ([otn => "d2-e2 c4-c2 e2-e1 c2-c1xd1\n"], [nielsen => "d2-e2 c4-c2 e2-e1 c2-c1xd1\n"],
              [record => "variant brandubh\nmoves d2b2 d3c3\n"], [csv => "d2-e2 c4-c2,0,0,Ongoing\n"]) {
    my ($from, $text) = @$case;
    my @from = $from eq 'record' ? () : ('--from', $from);
    ($status, $out, $err) = run_command($text, 'show', @from, '--final', '-');
    unlike($out, qr/ended/, "$from, no ending stated: none said");
    like($out, qr/^ The (?:attackers|defenders) move\.\n This is the position after/m, '... the side to move, as before');
    ($status, $out, $err) = run_command($text, 'show', @from, '--format', 'position', '--final', '-');
    is($err, '', '... and --format position leaves nothing out');
    ($status, $out, $err) = run_command($text, 'show', @from, '--format', 'svg', '--final', '-');
    like($out, qr{<title>[^<. ]+ [ad]</title>}, '... and the picture is titled by its position alone');
}

done_testing;
