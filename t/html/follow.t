# The page of a long game as a player uses it (issue 64, items 1 to 4), in
# headless Chromium: a game of 200 moves whose last move captures on the
# first rank and whose record says the attackers resigned. At #move-0 and
# at #move-200 the screenshots show two different boards, the ending named
# (its banner) at the last alone, and the current move highlighted in the
# list beside the board: the list follows the move. Then the keys: the
# page with a script of the test's after its own presses End, the left
# arrow, Home and the right arrow, and the DOM Chromium dumps says, after
# each, the address, the board shown, the move marked in the list and
# whether it is in sight. Skipped as t/html/browser.t is (no Chromium or
# ImageMagick, BRANDUBH_SKIP_BROWSER).
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command write_file);
use Brandubh::Browser qw(tools screenshot pixel near rgb);

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir);
require File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $dir = tempdir(CLEANUP => 1);
delete $ENV{LD_PRELOAD};

my ($browser, $magick, $missing) = tools();
if ($missing) {
    plan skip_all => $missing unless $ENV{BRANDUBH_REQUIRE_BROWSER};
    fail("BRANDUBH_REQUIRE_BROWSER is set, and $missing");
    done_testing;
    exit;
}

sub file { return write_file($dir, @_) }

# 196 moves to and fro, then four that capture d1; the attackers resign
my @moves = ((map { qw(b4-b5 c4-c5 b5-b4 c5-c4) } 1 .. 49), qw(d2-e2 c4-c2 e2-e1 c2-c1xd1));
my $otg = "[event:Long Cup]\n[attackers:Aoife]\n[defenders:Bran]\n[result:-1]\n[termination:attackers resigned]\n"
        . "[rules:dim:7 name:Brandubh surf:n atkf:y ks:c nj:n cj:n cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n"
        . join('', map { ($_ + 1) . ". $moves[2 * $_] $moves[2 * $_ + 1]\n\n" } 0 .. $#moves / 2);
my $last = @moves;
my ($status, $html, $err) = run_command(undef, 'show', '--format', 'html', file('long.otg', $otg));
is($status, 0, 'the page of a 200-move game that captures on rank 1: written') or diag $err;
my $page = file('page.html', $html);

my %fill = (background => rgb('#3b2a1a'), ending => rgb('#6b1d5e'), current => rgb('#1a4d8f'));
# The board's band: its top left corner and its width.
sub board_at {
    my ($shot) = @_;
    for my $y (0 .. $shot->[1] - 1) {
        for my $x (0 .. $shot->[0] - 1) {
            next unless near(pixel($shot, $x, $y), $fill{background}, 3);
            my $x1 = $x;
            $x1++ while $x1 + 1 < $shot->[0] && near(pixel($shot, $x1 + 1, $y + 2), $fill{background}, 3);
            return ($x, $y, $x1 - $x + 1);
        }
    }
    return;
}
# Whether a run of $long pixels of a colour (each within 6 of it) lies
# along a row, right of $from: a pattern over each row's bytes.
sub run_of {
    my ($shot, $color, $long, $from) = @_;
    my $one = join '', map { sprintf '[\\x%02x-\\x%02x]', ($_ < 6 ? 0 : $_ - 6), ($_ > 249 ? 255 : $_ + 6) } @$color;
    my $run = qr/(?:$one){$long}/;
    my $width = 3 * $shot->[0];
    for my $y (0 .. $shot->[1] - 1) {
        my $row = substr $shot->[2], $y * $width + 3 * $from, $width - 3 * $from;
        while ($row =~ /$run/g) {
            return 1 unless $-[0] % 3;
            pos($row) = $-[0] + 1;
        }
    }
    return 0;
}

my %seen;
for my $n (0, $last) {
    my $shot = screenshot($browser, $magick, $dir, $page, "move-$n", 1280, 800);
    if (!ref $shot) { fail("#move-$n: $shot"); next }
    my ($x0, $y0, $size) = board_at($shot);
    if (!defined $size) { fail("#move-$n: no board on the screenshot"); next }
    my $scale = $size / 780;
    $seen{$n} = { map {
        my ($f, $r) = (ord(substr $_, 0, 1) - ord('a'), substr($_, 1));
        ($_ => pixel($shot, int($x0 + (90 + 100 * $f) * $scale), int($y0 + (90 + 100 * (7 - $r)) * $scale)))
    } qw(c4 c2 c1 d2 e1) };
    my $ended = run_of($shot, $fill{ending}, 40, 0);
    ok($n ? $ended : !$ended, "#move-$n: " . ($n ? 'the ending named' : 'no ending yet'));
    ok(run_of($shot, $fill{current}, 20, $x0 + $size), "#move-$n: the current move in sight in the list, marked");
}
SKIP: {
    skip 'no two boards to compare', 1 unless $seen{0} && $seen{$last};
    my @same = grep { near($seen{0}{$_}, $seen{$last}{$_}, 12) } sort keys %{ $seen{0} };
    ok(!@same, '#move-0 and the last move: two different boards (c4, c2, c1, d2 and e1 differ)') or diag "the same: @same";
}

# the keys, pressed by a script after the page's own; the DOM says where
# each left the page
my $steps = <<'JS';
<script>
(function () {
  var keys = ['End', 'ArrowLeft', 'Home', 'ArrowRight'], log = [];
  function state() {
    var nav = document.querySelector('nav.moves');
    var link = document.querySelector('nav.moves a[aria-current]');
    var section = document.querySelector('section.position.current');
    var box = nav.getBoundingClientRect(), at = link ? link.getBoundingClientRect() : null;
    var sight = at && at.height > 0 && at.top >= box.top && at.bottom <= box.bottom
             && at.top >= 0 && at.bottom <= window.innerHeight;
    return (location.hash || '-') + ' ' + (section ? section.id : '-') + ' ' + (link ? link.getAttribute('href') : '-')
         + ' ' + (sight ? 'in sight' : 'out of sight');
  }
  function step(i) {
    log.push(state());
    if (i === keys.length) {
      var pre = document.createElement('pre');
      pre.id = 'steps';
      pre.textContent = log.join('|');
      document.body.appendChild(pre);
      return;
    }
    document.dispatchEvent(new KeyboardEvent('keydown', { key: keys[i], bubbles: true }));
    setTimeout(function () { step(i + 1); }, 100);
  }
  window.addEventListener('load', function () { setTimeout(function () { step(0); }, 100); });
})();
</script>
JS
(my $stepped = $html) =~ s{</body>}{$steps</body>} or die 'no body';
my $keys = file('keys.html', $stepped);
my $log = File::Spec->catfile($dir, 'dump.log');
my $dom = `timeout 120 $browser --headless --no-sandbox --disable-gpu --no-first-run --disable-extensions --user-data-dir=$dir/profile --window-size=1280,800 --virtual-time-budget=5000 --dump-dom 'file://$keys' 2>$log`;
my ($said) = defined $dom ? $dom =~ m{<pre id="steps">([^<]*)</pre>} : ();
is_deeply([split /\|/, defined $said ? $said : ''],
          ['- move-0 #move-0 in sight', "#move-$last move-$last #move-$last in sight",
           '#move-' . ($last - 1) . ' move-' . ($last - 1) . ' #move-' . ($last - 1) . ' in sight',
           '#move-0 move-0 #move-0 in sight', '#move-1 move-1 #move-1 in sight'],
          'End, the left arrow, Home, the right arrow: the address, the board and the list follow, the move in sight')
    or diag defined $dom ? substr($dom, -300) : do { local (@ARGV, $/) = $log; <> };

done_testing;
