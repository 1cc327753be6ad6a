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

# The screenshot of an SVG picture as Chromium draws it in a page, the
# picture at the page's top left corner (its own size, or, with no size,
# filling a box $fill pixels wide), cut to $size pixels square: [width,
# height, bytes of RGB], or a string saying why there is none. (A window
# of the picture's own size is not drawn whole by every Chromium.)
sub screenshot {
    my ($svg, $size, $fill) = @_;
    my $name = File::Spec->catfile($dir, 'picture.svg');
    my $page = File::Spec->catfile($dir, 'page.html');
    my $png = File::Spec->catfile($dir, 'picture.png');
    unlink $png;
    open my $fh, '>:raw', $name or die "$name: $!";
    print {$fh} $svg;
    close $fh or die "$name: $!";
    open $fh, '>:raw', $page or die "$page: $!";
    print {$fh} '<!DOCTYPE html><html><body style="margin:0;background:#ffffff">',
        ($fill ? qq{<div style="width:${fill}px"><img src="picture.svg" style="display:block;width:100%"></div>}
               : '<img src="picture.svg" style="display:block">'), '</body></html>';
    close $fh or die "$page: $!";
    my $window = $size < 900 ? 900 : $size + 100;
    my $log = File::Spec->catfile($dir, 'chromium.log');
    system(join ' ', 'timeout 120', $browser, qw(--headless --no-sandbox --disable-gpu --hide-scrollbars
               --no-first-run --disable-extensions --force-device-scale-factor=1),
           "--user-data-dir=$dir/profile", "--window-size=$window,$window", "--screenshot=$png",
           "file://$page", ">$log 2>&1");
    return "Chromium made no screenshot (exit $?): " . do { local (@ARGV, $/) = $log; <> } unless -s $png;
    my $ppm = `timeout 60 $magick $png -crop ${size}x$size+0+0 +repage -depth 8 ppm:-`;
    return "convert read no picture from $png" unless defined $ppm && $ppm =~ s/\AP6\s+(\d+)\s+(\d+)\s+255\s//;
    return [$1, $2, $ppm];
}

# The pictures whose checks wait for their screenshot: each [svg, size,
# fill, the checks]. Chromium starts once for them all (a start is most of
# a screenshot's second): shoot_all draws them on one page, each at its own
# place, as screenshot() draws one at its page's top left corner, and hands
# each its own square of the screenshot, cut out, in the order they came.
my @later;
sub later { push @later, [@_]; return }

sub shoot_all {
    my ($row_width, $gap) = (1800, 40);
    my ($x, $y, $row_height, @at) = (0, 0, 0);
    for my $picture (@later) {
        my $size = $picture->[1];
        ($x, $y, $row_height) = (0, $y + $row_height + $gap, 0) if $x && $x + $size > $row_width;
        push @at, [$x, $y];
        $x += $size + $gap;
        $row_height = $size if $size > $row_height;
    }
    my $height = $y + $row_height + $gap;
    my $page = File::Spec->catfile($dir, 'pictures.html');
    open my $html, '>:raw', $page or die "$page: $!";
    print {$html} '<!DOCTYPE html><html><body style="margin:0;background:#ffffff">';
    for my $i (0 .. $#later) {
        my ($svg, $size, $fill) = @{ $later[$i] };
        my $name = File::Spec->catfile($dir, "picture-$i.svg");
        open my $fh, '>:raw', $name or die "$name: $!";
        print {$fh} $svg;
        close $fh or die "$name: $!";
        my $place = "position:absolute;left:$at[$i][0]px;top:$at[$i][1]px";
        print {$html} $fill ? qq{<div style="$place;width:${fill}px"><img src="picture-$i.svg" style="display:block;width:100%"></div>}
                            : qq{<div style="$place"><img src="picture-$i.svg" style="display:block"></div>};
    }
    print {$html} '</body></html>';
    close $html or die "$page: $!";
    my $png = File::Spec->catfile($dir, 'pictures.png');
    my $log = File::Spec->catfile($dir, 'chromium.log');
    system(join ' ', 'timeout 120', $browser, qw(--headless --no-sandbox --disable-gpu --hide-scrollbars
               --no-first-run --disable-extensions --force-device-scale-factor=1),
           "--user-data-dir=$dir/profile", "--window-size=$row_width,$height", "--screenshot=$png",
           "file://$page", ">$log 2>&1");
    my $whole = -s $png ? `timeout 60 $magick $png -depth 8 ppm:-` : undef;
    my $why = !-s $png ? "Chromium made no screenshot (exit $?): " . do { local (@ARGV, $/) = $log; <> }
            : !(defined $whole && $whole =~ s/\AP6\s+(\d+)\s+(\d+)\s+255\s//) ? "convert read no picture from $png"
            : $1 != $row_width || $2 != $height ? "the screenshot is $1 by $2 pixels, not $row_width by $height" : '';
    for my $i (0 .. $#later) {
        my ($size, $then) = @{ $later[$i] }[1, 3];
        my ($left, $top) = @{ $at[$i] };
        $then->($why || [$size, $size, join '', map { substr $whole, 3 * (($top + $_) * $row_width + $left), 3 * $size } 0 .. $size - 1]);
    }
    @later = ();
    return;
}

# A colour written #rrggbb as its three numbers.
sub rgb { my ($hex) = @_; return [map { hex } $hex =~ /\A#(..)(..)(..)\z/] }

# A pixel of a screenshot, as its three numbers.
sub pixel {
    my ($shot, $x, $y) = @_;
    return [unpack 'C3', substr($shot->[2], 3 * ($y * $shot->[0] + $x), 3)];
}

# Two colours alike: within $by (4 unless given) in each of the three.
sub near {
    my ($got, $want, $by) = @_;
    $by = 4 unless defined $by;
    return !grep { abs($got->[$_] - $want->[$_]) > $by } 0 .. 2;
}

# The colour each kind of element was given, as the picture writes it.
sub fills {
    my ($svg) = @_;
    my %fill;
    while ($svg =~ /class="([^"]+)"[^>]*? (fill|stroke)="(#[0-9a-f]{6})"/g) {
        my ($class, $how, $fill) = ($1, $2, $3);
        my ($kind) = $class =~ /\A(?:square |piece |side-to-move )?(board|light|dark|corner|throne|attacker|defender|king|crown|lastmove|mark|captured|sign|background)\b/
            or next;
        next if $how eq 'stroke' && $kind ne 'sign';
        $fill{$kind} ||= rgb($fill);
    }
    $fill{captured} = rgb($1) if $svg =~ /class="captured"[^>]* stroke="(#[0-9a-f]{6})"/;
    $fill{coordinate} = rgb($1) if $svg =~ /class="coordinate[^"]*"[^>]* fill="(#[0-9a-f]{6})"/;
    return \%fill;
}

sub mix { my ($a, $b) = @_; return [map { ($a->[$_] + $b->[$_]) / 2 } 0 .. 2] }

sub shown { my ($c) = @_; return sprintf '(%d, %d, %d)', @$c }

# The band around the board, in units, as the POD gives it.
sub band {
    my ($size) = @_;
    return 40 unless defined $size;
    my $font = $size > 18 ? int((6552 + $size - 19) / ($size - 18)) : 90;
    $font = 26 if $font < 26;
    $font = 90 if $font > 90;
    return $font + 14;
}

# Each square in the screenshot, against what it should show: its
# centre (the piece, or the ground), a point near its edge that no piece
# or sign covers (the ground, tinted where a tint is), the sign of a
# corner or the throne where one is large enough to look at, the king's
# crown at his centre and his disc beside it.
sub check_picture {
    my ($name, $position, %o) = @_;
    my $size = exists $o{size} ? $o{size} : 350;
    my $pixels = defined $size ? $size : $o{fill};
    my $off = exists $o{coordinates} && !$o{coordinates} && !$o{side_to_move} ? 0 : band($size);
    my $units = 700 + 2 * $off;
    my %drawn = %o;
    delete $drawn{fill};
    my $svg = position_svg($position, %drawn);
    later($svg, $pixels, defined $size ? undef : $o{fill}, sub {
        my ($shot) = @_;
        ref $shot or return fail("$name: $shot");
        my $fill = fills($svg);
        my ($rows, $side) = position_cells($position);
        my %tint;
        $tint{$_} = $fill->{lastmove} for $o{lastmove} ? ($o{lastmove} =~ /([a-g][1-7])/g) : ();
        $tint{$_} = $fill->{mark} for @{ $o{squares} || [] };
        my %captured = map { $_ => 1 } @{ $o{captured} || [] };
        # the small pictures are read with a wider margin: a square there is
        # a few pixels, its edges blended
        my $by = $pixels < 200 ? 40 : 6;
        my $scale = $pixels / $units;
        my $at = sub { my ($u) = @_; return int($u * $scale) };
        my @wrong;
        for my $rank (1 .. 7) {
            for my $f (0 .. 6) {
                my $square = chr(ord('a') + $f) . $rank;
                my ($column, $row) = $o{flipped} ? (6 - $f, $rank - 1) : ($f, 7 - $rank);
                my ($x0, $y0) = ($off + 100 * $column, $off + 100 * $row);
                my $kind = $square =~ /\A(?:a1|a7|g1|g7)\z/ ? 'corner' : $square eq 'd4' ? 'throne'
                    : ($o{board} || 'tafl') eq 'tafl' ? 'board' : ($f + $rank - 1) % 2 ? 'light' : 'dark';
                my $ground = $tint{$square} ? mix($fill->{$kind}, $tint{$square}) : $fill->{$kind};
                my $cell = $rows->[7 - $rank][$f];
                my $piece = $cell ? $fill->{ { a => 'attacker', d => 'defender', k => 'king' }->{$cell} } : undef;
                # (the edge is a pixel from the grid only in the larger pictures)
                my @checks = $pixels >= 200 ? (["the edge of $square", $x0 + 30, $y0 + 8, [$ground]]) : ();
                if ($captured{$square}) {
                    push @checks, ["the cross on $square", $x0 + 50, $y0 + 50, [$fill->{captured}]];
                }
                elsif ($cell eq 'k') {
                    # the crown at the centre, the disc beside it: at the
                    # smallest sizes, one or the other
                    push @checks, ["the crown on $square", $x0 + 50, $y0 + 56, $pixels < 200 ? [$fill->{crown}, $piece] : [$fill->{crown}]];
                    push @checks, ["the king's disc on $square", $x0 + 20, $y0 + 50, [$piece]] if $pixels >= 200;
                }
                elsif ($cell) {
                    push @checks, ["the centre of $square", $x0 + 50, $y0 + 50, [$piece]];
                }
                elsif ($kind ne 'throne') {
                    push @checks, ["the centre of $square", $x0 + 50, $y0 + 50, [$ground]];
                }
                if ($pixels >= 300 && $kind eq 'corner') {
                    # by its top left corner, beyond any disc on the corner
                    push @checks, ["the sign of the corner $square", $x0 + 15, $y0 + 15, [$fill->{sign}]];
                }
                if ($pixels >= 300 && $kind eq 'throne') {
                    # by its top corner, beyond any disc on the throne
                    push @checks, ["the sign of the throne", $x0 + 50, $y0 + 8, [$fill->{sign}]];
                }
                for my $check (@checks) {
                    my ($what, $x, $y, $colours) = @$check;
                    my $got = pixel($shot, $at->($x), $at->($y));
                    push @wrong, "$what (" . $at->($x) . ', ' . $at->($y) . ') is ' . shown($got) . ', not '
                        . join(' or ', map { shown($_) } @$colours)
                        unless grep { near($got, $_, $by) } @$colours;
                }
            }
        }
        if ($o{side_to_move}) {
            my $want = $fill->{ $side eq 'a' ? 'attacker' : 'defender' };
            my $got = pixel($shot, $at->($units - $off / 2), $at->($units - $off / 2));
            push @wrong, 'the disc of the side to move is ' . shown($got) . ', not ' . shown($want) unless near($got, $want, $by);
        }
        if (!exists $o{coordinates} || $o{coordinates}) {
            # the letters under the board: pixels of their colour in the band
            my $lit = 0;
            for my $x ($at->($off) .. $at->($off + 700) - 1) {
                for my $y ($at->($off + 700) .. $at->($units) - 1) {
                    $lit++ if near(pixel($shot, $x, $y), $fill->{coordinate}, 60);
                }
            }
            # seven letters light a tenth of their squares, or more
            my $letter = ($off - 14) * $scale;
            my $least = int(7 * $letter * $letter / 10);
            push @wrong, "the letters under the board light $lit pixels, fewer than $least" if $lit < $least;
        }
        ok(!@wrong, "$name: every square shows what stands on it") or diag join "\n", @wrong;
    });
    return;
}

# The set-up at each size the issue names, and one pixel a unit.
check_picture("the set-up at $_ pixels", SETUP, size => $_) for 64, 120, 350, 800;
check_picture('the set-up, one pixel a unit', SETUP, size => 780);
# no size: the picture fills its box
check_picture('the set-up with no size, in a box 300 pixels wide', SETUP, size => undef, fill => 300);
# a1 told from a7 and g7: the king on a1, bottom left, then top right
# flipped; colours of the caller's; a capture's cross; no coordinates
my %colors = (attacker => '#b01010', defender => '#10b010', king => '#1010b0', crown => '#f0f000',
              board => '#ffffff', corner => '#000000', throne => '#606060', sign => '#ff8000',
              lastmove => '#00f0f0', captured => '#ff00ff');
check_picture('the king on a1, an attacker on a7', 'a6/7/7/7/7/7/k6 d', size => 700, coordinates => 0, colors => \%colors,
              captured => ['c5']);
check_picture('the king on a1, an attacker on a7, flipped', 'a6/7/7/7/7/7/k6 d', size => 700, coordinates => 0, flipped => 1,
              colors => \%colors, captured => ['c5']);
# a game under way, flipped, its last move tinted, at the default size
check_picture('after b4b2 c4c3, flipped', '3a3/3a3/3d3/a2kdaa/2dd3/1a1a3/3a3 a', size => 350, flipped => 1,
              lastmove => 'c4c3');
# the special squares under tints: their signs stay, at every size
for my $size (64, 120, 350, 800) {
    check_picture("tints on the corners and the throne at $size pixels", 'a6/7/7/5k1/7/7/7 d', size => $size,
                  lastmove => 'd4a1', squares => ['g7', 'a7']);
}
# the checkered board, the side to move, arrows, colours CSS takes
for my $size (64, 120, 350, 800) {
    check_picture("the checkered board, the defenders to move shown, at $size pixels", '3a3/3a3/3d3/a2kdaa/2dd3/1a1a3/3a3 d',
                  size => $size, board => 'checkered', side_to_move => 1, lastmove => 'Kd4-d5', captured => ['c3']);
    check_picture("the side to move at $size pixels, no coordinates", SETUP, size => $size, side_to_move => 1, coordinates => 0);
}
{
    my $svg = position_svg(SETUP, size => 350, colors => { attacker => 'hsl(0, 100%, 50%)', defender => 'rgb(0 0 255 / 100%)' });
    later($svg, 350, undef, sub {
        my ($shot) = @_;
        my $scale = 350 / 780;
        my ($ax, $ay) = map { int(($_) * $scale) } 40 + 350, 40 + 50;      # d7: an attacker
        my ($dx, $dy) = map { int(($_) * $scale) } 40 + 350, 40 + 250;     # d5: a defender
        ok(ref $shot && near(pixel($shot, $ax, $ay), [255, 0, 0], 6), 'hsl(0, 100%, 50%): the attackers red');
        ok(ref $shot && near(pixel($shot, $dx, $dy), [0, 0, 255], 6), 'rgb(0 0 255 / 100%): the defenders blue');
    });
}
# an arrow from the king's square leaves the king to be seen
for my $size (64, 120, 350, 800) {
    my $svg = position_svg('7/7/7/3k3/7/7/7 d', size => $size, arrows => ['Kd4-d1', 'd4g4']);
    later($svg, $size, undef, sub {
        my ($shot) = @_;
        my $scale = $size / (700 + 2 * band($size));
        my ($x, $y) = map { int((band($size) + $_) * $scale) } 350, 356;
        my $crown = fills($svg)->{crown};
        ok(ref $shot && near(pixel($shot, $x, $y), $crown, $size < 200 ? 60 : 6),
           "two arrows from the king's square, at $size pixels: his crown is seen");
    });
}

# every picture above, drawn on one page by one run of Chromium
shoot_all();

# The default colours read as a brandubh board: dark attackers, light
# defenders, the king apart from both, one colour of board, the special
# squares apart by colour and by a sign.
{
    my $fill = fills(position_svg(SETUP));
    my $light = sub { my ($c) = @_; return $c->[0] * 0.3 + $c->[1] * 0.59 + $c->[2] * 0.11 };
    ok($light->($fill->{attacker}) < 80 && $light->($fill->{defender}) > 200, 'the attackers dark, the defenders light');
    ok(!near($fill->{king}, $fill->{defender}, 40) && !near($fill->{king}, $fill->{attacker}, 40), 'the king apart from both');
    ok(!grep({ near($fill->{$_}, $fill->{board}) } qw(corner throne)), 'the corners and the throne drawn apart from the board');
    ok(abs($light->($fill->{coordinate}) - $light->($fill->{background})) > 120, 'the letters in contrast with their band');
}

done_testing;
