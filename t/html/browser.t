# The page of show --format html as a person sees it (issue 54, item 4):
# drawn by headless Chromium at two window sizes, its screenshot read pixel
# by pixel (ImageMagick's convert), the board found on it by its dark band,
# and the squares that changed between the start and the last move checked
# at #move-0 and at the last move, each showing what its position says;
# without the script, the first board (every board, one after the other: a
# headless screenshot at a fragment of a page that scrolls is blank here).
# Skipped where Chromium or ImageMagick is missing, unless
# BRANDUBH_REQUIRE_BROWSER is set, which makes that a failure (as in
# t/svg/browser.t); skipped when BRANDUBH_SKIP_BROWSER is set.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command);
use Brandubh::Browser qw(tools screenshot pixel near rgb);
use Game::Brandubh::Notation qw(position_cells move_split);
use Game::Brandubh::Notation::Replay qw(replay);

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

# a game with a capture and a king's move, as an OpenTafl list
my @moves = qw(d2b2 d3c3 b2b3 e4e3 b3b1 d4d2 b1b2);
my $list = 'd2-b2 d3-c3 b2-b3xc3 e4-e3 b3-b1 Kd4-d2 b1-b2';
my $captures = { 2 => ['c3'] };
my $lists = File::Spec->catfile($dir, 'game.txt');
open my $fh, '>:raw', $lists or die $!;
print {$fh} "$list\n";
close $fh or die $!;
my ($status, $html, $err) = run_command(undef, 'show', '--format', 'html', '--from', 'otn', $lists);
is($status, 0, 'show --format html: exit 0') or diag $err;
my $page = File::Spec->catfile($dir, 'page.html');
open $fh, '>:raw', $page or die $!;
print {$fh} $html;
close $fh or die $!;
# the page as a browser that runs no script sees it
(my $without = $html) =~ s{<script>.*?</script>}{}s or die 'no script on the page';
my $bare = File::Spec->catfile($dir, 'bare.html');
open $fh, '>:raw', $bare or die $!;
print {$fh} $without;
close $fh or die $!;
my $replay = replay(undef, \@moves, [map { { captures => $captures->{$_} || [] } } 0 .. $#moves]);
my @positions = @{ $replay->{positions} };
my $last = $#positions;

# the colours the pictures were given
my %fill;
for my $kind (qw(board corner throne attacker defender king crown lastmove background)) {
    $fill{$kind} = rgb($1) if $html =~ /class="(?:square |piece )?\Q$kind\E\b[^"]*"[^>]*? fill="(#[0-9a-f]{6})"/;
}
$fill{captured} = rgb($1) if $html =~ /class="captured"[^>]* stroke="(#[0-9a-f]{6})"/;
ok(!grep({ !$fill{$_} } keys %fill) && keys %fill == 10, 'the colours of the pictures read from the page');

# The board on a screenshot: the top left corner of its band, the first
# pixel of the band's colour, and its width, the band's run along its top.
# Scanned from the bottom, the last board: its band's bottom row first.
sub board_at {
    my ($shot, $from_bottom) = @_;
    my @rows = $from_bottom ? reverse(0 .. $shot->[1] - 1) : (0 .. $shot->[1] - 1);
    for my $y (@rows) {
        for my $x (0 .. $shot->[0] - 1) {
            next unless near(pixel($shot, $x, $y), $fill{background}, 3);
            my $along = $from_bottom ? $y - 2 : $y + 2;
            my $x1 = $x;
            $x1++ while $x1 + 1 < $shot->[0] && near(pixel($shot, $x1 + 1, $along), $fill{background}, 3);
            my $size = $x1 - $x + 1;
            return ($x, $from_bottom ? $y - $size + 1 : $y, $size);
        }
    }
    return;
}

# What the centre of a square shows at position N: a piece's colour, the
# crown, the cross of a capture, or the ground (tinted for the last move).
sub wanted {
    my ($n, $square) = @_;
    my ($rows) = position_cells($positions[$n]);
    my ($f, $r) = (ord(substr $square, 0, 1) - ord('a'), substr($square, 1));
    my $cell = $rows->[7 - $r][$f];
    return $fill{crown} if $cell eq 'k';
    return $fill{ { a => 'attacker', d => 'defender' }->{$cell} } if $cell;
    return $fill{captured} if $n && grep { $_ eq $square } @{ $captures->{ $n - 1 } || [] };
    my $ground = $square =~ /\A(?:a1|a7|g1|g7)\z/ ? $fill{corner} : $square eq 'd4' ? $fill{throne} : $fill{board};
    if ($n && grep { $_ eq $square } move_split($moves[$n - 1])) {
        $ground = [map { ($ground->[$_] + $fill{lastmove}[$_]) / 2 } 0 .. 2];
    }
    return $ground;
}

# the squares that changed between the start and the last position
my ($start) = position_cells($positions[0]);
my ($end) = position_cells($positions[$last]);
my @changed;
for my $r (1 .. 7) {
    for my $f (0 .. 6) {
        push @changed, chr(ord('a') + $f) . $r if $start->[7 - $r][$f] ne $end->[7 - $r][$f];
    }
}
is_deeply([sort @changed], [qw(b2 d2 d3 d4 e3 e4)], 'the squares that changed');
# and those of the moves between, at #move-3: c3 crossed, b2 and b3 tinted
my @between = qw(b2 b3 c3);

# The screenshot at a fragment, and each changed square's centre against
# what position N says: the list of what is wrong.
sub look {
    my ($name, $fragment, $n, $width, $height, %o) = @_;
    my $shot = screenshot($browser, $magick, $dir, $o{page} || $page, $fragment, $width, $height);
    return fail("$name: $shot") unless ref $shot;
    my ($x0, $y0, $size) = board_at($shot, $o{bottom});
    return fail("$name: no board on the screenshot") unless defined $size;
    my $scale = $size / 780;    # the picture's units: a band of 40, squares of 100
    my @wrong;
    for my $square (@changed, $n == 3 ? @between : ()) {
        my ($f, $r) = (ord(substr $square, 0, 1) - ord('a'), substr($square, 1));
        # the crown is drawn a little below the king's centre
        my ($x, $y) = map { int($_) } $x0 + (40 + 100 * $f + 50) * $scale, $y0 + (40 + 100 * (7 - $r) + 54) * $scale;
        my $got = pixel($shot, $x, $y);
        my $want = wanted($n, $square);
        push @wrong, sprintf('%s (%d, %d) is (%d, %d, %d), not (%d, %d, %d)', $square, $x, $y, @$got, @$want)
            unless near($got, $want, 12);
    }
    ok(!@wrong, "$name: the board ($size pixels) shows position $n on every square that changed") or diag join "\n", @wrong;
    return $shot;
}

for my $window ([800, 600], [1280, 1024]) {
    my ($width, $height) = @$window;
    look("#move-0 at ${width}x$height", 'move-0', 0, $width, $height);
    look("#move-$last at ${width}x$height", "move-$last", $last, $width, $height);
    look("#move-3 at ${width}x$height", 'move-3', 3, $width, $height);
    look("no fragment at ${width}x$height", undef, 0, $width, $height);
    # the page without its script: every board, one after the other
    look("no script, no fragment, at ${width}x$height", undef, 0, $width, $height, page => $bare);
}

done_testing;
