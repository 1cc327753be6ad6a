# The pictures of Game::Brandubh::Notation::SVG as a person sees them: each
# drawn by headless Chromium, its screenshot read pixel by pixel (through
# ImageMagick's convert, as a PPM), and every square's centre checked for
# what stands there: each piece in its colour, the king's crown, the empty
# squares, the corners and the throne in theirs, a1 at the bottom left (at
# the top right, flipped), the last move's squares tinted, a capture's
# cross. Skipped where Chromium or ImageMagick is missing, or Chromium
# cannot run (in a small address space), unless BRANDUBH_REQUIRE_BROWSER is
# set (as CI sets it), which makes that a failure; skipped when
# BRANDUBH_SKIP_BROWSER is set (tools/test-memory.sh, which measures the
# suite, not Chromium's own gigabyte).
use strict;
use warnings;
use Test::More;
use File::Spec;
use File::Temp qw(tempdir);
use Game::Brandubh::Notation qw(SETUP position_cells);
use Game::Brandubh::Notation::SVG qw(position_svg);

my $required = $ENV{BRANDUBH_REQUIRE_BROWSER};
my $dir = tempdir(CLEANUP => 1);
# the sanitizers' runs (tools/asan-test.sh) preload their runtimes for perl,
# not for the programs this one runs: Chromium spins under them
delete $ENV{LD_PRELOAD};

# The first of the commands that runs and says it is what we look for.
sub found {
    my ($pattern, @candidates) = @_;
    for my $candidate (@candidates) {
        my $said = `timeout 60 $candidate --version 2>/dev/null`;
        $said = `timeout 60 $candidate -version 2>/dev/null` unless defined $said && $said =~ $pattern;
        return $candidate if defined $said && $said =~ $pattern;
    }
    return undef;
}
my $look = $^O ne 'MSWin32' && !$ENV{BRANDUBH_SKIP_BROWSER};
my $browser = $look && found(qr/Chrom/, grep { defined } $ENV{BRANDUBH_CHROMIUM}, qw(chromium chromium-browser google-chrome));
# the real ImageMagick first: a convert earlier in PATH may be another program
my $magick = $look && found(qr/ImageMagick/, qw(magick /usr/bin/convert convert));
my $missing = $ENV{BRANDUBH_SKIP_BROWSER} ? 'BRANDUBH_SKIP_BROWSER is set'
            : !$browser ? 'headless Chromium is not installed (or does not start here)'
            : !$magick ? "ImageMagick's convert is not installed" : '';
# a first picture, to know that Chromium runs here
unless ($missing) {
    my $shot = screenshot(position_svg(SETUP, size => 70), 70);
    $missing = "Chromium does not run here: $shot" unless ref $shot;
}
if ($missing) {
    plan skip_all => $missing unless $required;
    fail("BRANDUBH_REQUIRE_BROWSER is set, and $missing");
    done_testing;
    exit;
}

# The screenshot of an SVG file as Chromium draws it: [width, height, bytes
# of RGB], or a string saying why there is none.
sub screenshot {
    my ($svg, $size) = @_;
    my $name = File::Spec->catfile($dir, 'picture.svg');
    my $png = File::Spec->catfile($dir, 'picture.png');
    unlink $png;
    open my $fh, '>:raw', $name or die "$name: $!";
    print {$fh} $svg;
    close $fh or die "$name: $!";
    my $log = File::Spec->catfile($dir, 'chromium.log');
    system(join ' ', 'timeout 120', $browser, qw(--headless --no-sandbox --disable-gpu --hide-scrollbars
               --no-first-run --disable-extensions --force-device-scale-factor=1),
           "--user-data-dir=$dir/profile", "--window-size=$size,$size", "--screenshot=$png",
           "file://$name", ">$log 2>&1");
    return "Chromium made no screenshot (exit $?): " . do { local (@ARGV, $/) = $log; <> } unless -s $png;
    my $ppm = `timeout 60 $magick $png -depth 8 ppm:-`;
    return "convert read no picture from $png" unless defined $ppm && $ppm =~ s/\AP6\s+(\d+)\s+(\d+)\s+255\s//;
    return [$1, $2, $ppm];
}

# A colour written #rrggbb as its three numbers.
sub rgb { my ($hex) = @_; return [map { hex } $hex =~ /\A#(..)(..)(..)\z/] }

# A pixel of a screenshot, as its three numbers.
sub pixel {
    my ($shot, $x, $y) = @_;
    return [unpack 'C3', substr($shot->[2], 3 * ($y * $shot->[0] + $x), 3)];
}

sub near {
    my ($got, $want) = @_;
    return !grep { abs($got->[$_] - $want->[$_]) > 4 } 0 .. 2;
}

# The colour each kind of element was given, as the picture writes it.
sub fills {
    my ($svg) = @_;
    my %fill;
    while ($svg =~ /class="([^"]+)"[^>]*? fill="(#[0-9a-f]{6})"/g) {
        my ($class, $fill) = ($1, $2);
        my ($kind) = $class =~ /(light|dark|corner|throne|attacker|defender|king|crown|lastmove|captured)/ or next;
        $fill{$kind} ||= rgb($fill);
    }
    $fill{captured} = rgb($1) if $svg =~ /class="captured"[^>]* stroke="(#[0-9a-f]{6})"/;
    return \%fill;
}

sub mix { my ($a, $b) = @_; return [map { ($a->[$_] + $b->[$_]) / 2 } 0 .. 2] }

sub shown { my ($c) = @_; return sprintf '(%d, %d, %d)', @$c }

# Each square's centre in the screenshot, against what it should show.
sub check_picture {
    my ($name, $position, %o) = @_;
    my $size = $o{size};
    my $units = exists $o{coordinates} && !$o{coordinates} ? 700 : 780;
    my $off = $units == 780 ? 40 : 0;
    my $svg = position_svg($position, %o);
    my $shot = screenshot($svg, $size);
    ref $shot or return fail("$name: $shot");
    is("$shot->[0]x$shot->[1]", "${size}x$size", "$name: a screenshot of the picture's size");
    my $fill = fills($svg);
    my ($rows) = position_cells($position);
    my %last = map { $_ => 1 } $o{lastmove} ? ($o{lastmove} =~ /(..)(..)/) : ();
    my %captured = map { $_ => 1 } @{ $o{captured} || [] };
    my @wrong;
    for my $rank (1 .. 7) {
        for my $f (0 .. 6) {
            my $square = chr(ord('a') + $f) . $rank;
            my ($column, $row) = $o{flipped} ? (6 - $f, $rank - 1) : ($f, 7 - $rank);
            # the centre, and a point near the square's top left corner that no
            # piece covers, in pixels
            my $scale = $size / $units;
            my ($cx, $cy) = map { int(($off + 100 * $_ + 50) * $scale) } $column, $row;
            my ($nx, $ny) = map { int(($off + 100 * $_ + 12) * $scale) } $column, $row;
            my $kind = $square =~ /\A(?:a1|a7|g1|g7)\z/ ? 'corner' : $square eq 'd4' ? 'throne'
                : ($f + $rank - 1) % 2 ? 'light' : 'dark';
            my $ground = $last{$square} ? mix($fill->{$kind}, $fill->{lastmove}) : $fill->{$kind};
            my $cell = $rows->[7 - $rank][$f];
            my $want = $captured{$square} ? $fill->{captured}
                : $cell ? $fill->{ { a => 'attacker', d => 'defender', k => 'king' }->{$cell} } : $ground;
            my @checks = (["the centre of $square", $cx, $cy, $want], ["the edge of $square", $nx, $ny, $ground]);
            push @checks, ["the crown on $square", $cx, int($cy - 20 * $scale), $fill->{crown}] if $cell eq 'k';
            for my $check (@checks) {
                my ($what, $x, $y, $colour) = @$check;
                my $got = pixel($shot, $x, $y);
                push @wrong, "$what ($x, $y) is " . shown($got) . ', not ' . shown($colour) unless near($got, $colour);
            }
        }
    }
    ok(!@wrong, "$name: every square shows what stands on it") or diag join "\n", @wrong;
    return;
}

# The set-up, one pixel a unit.
check_picture('the set-up', SETUP, size => 780);
# a1 told from a7 and g7: the king on a1, bottom left, then top right
# flipped; colours of the caller's; a capture's cross; no coordinates
my %colors = (attacker => '#b01010', defender => '#10b010', king => '#1010b0', crown => '#f0f000',
              light => '#ffffff', dark => '#c0c0c0', corner => '#000000', throne => '#606060',
              lastmove => '#00f0f0', captured => '#ff00ff');
check_picture('the king on a1, an attacker on a7', 'a6/7/7/7/7/7/k6 d', size => 700, coordinates => 0, colors => \%colors,
              captured => ['c5']);
check_picture('the king on a1, an attacker on a7, flipped', 'a6/7/7/7/7/7/k6 d', size => 700, coordinates => 0, flipped => 1,
              colors => \%colors, captured => ['c5']);
# a game under way, flipped, its last move tinted, at the default size
check_picture('after b4b2 c4c3, flipped', '3a3/3a3/3d3/a2kdaa/2dd3/1a1a3/3a3 a', size => 350, flipped => 1,
              lastmove => 'c4c3');

# The default colours read as a brandubh board: dark attackers, light
# defenders, the king in a defender's colour, special squares apart.
{
    my $fill = fills(position_svg(SETUP));
    my $light = sub { my ($c) = @_; return $c->[0] * 0.3 + $c->[1] * 0.59 + $c->[2] * 0.11 };
    ok($light->($fill->{attacker}) < 80 && $light->($fill->{defender}) > 200, 'the attackers dark, the defenders light');
    is_deeply($fill->{king}, $fill->{defender}, "the king in a defender's colour");
    ok(!grep({ near($fill->{$_}, $fill->{light}) || near($fill->{$_}, $fill->{dark}) } qw(corner throne)),
       'the corners and the throne drawn apart from the other squares');
}

done_testing;
