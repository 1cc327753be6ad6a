# Headless Chromium and ImageMagick for the tests that look at a page as a
# person sees it (t/html/browser.t; t/svg/browser.t finds them the same
# way): which are here, a screenshot of a page read as pixels.
package Brandubh::Browser;
use strict;
use warnings;
use Exporter 'import';
use File::Spec;

our @EXPORT_OK = qw(found tools screenshot pixel near rgb);

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

# Chromium and ImageMagick's convert: (browser, magick, why they are not
# both here, or '').
sub tools {
    my $look = $^O ne 'MSWin32' && !$ENV{BRANDUBH_SKIP_BROWSER};
    my $browser = $look && found(qr/Chrom/, grep { defined } $ENV{BRANDUBH_CHROMIUM}, qw(chromium chromium-browser google-chrome));
    # the real ImageMagick first: a convert earlier in PATH may be another program
    my $magick = $look && found(qr/ImageMagick/, qw(magick /usr/bin/convert convert));
    my $missing = $ENV{BRANDUBH_SKIP_BROWSER} ? 'BRANDUBH_SKIP_BROWSER is set'
                : !$browser ? 'headless Chromium is not installed (or does not start here)'
                : !$magick ? "ImageMagick's convert is not installed" : '';
    return ($browser, $magick, $missing);
}

# The screenshot of a page (a file, with a #fragment or none) in a window
# of $width by $height pixels: [width, height, bytes of RGB], or a string
# saying why there is none.
sub screenshot {
    my ($browser, $magick, $dir, $page, $fragment, $width, $height) = @_;
    my $png = File::Spec->catfile($dir, 'shot.png');
    unlink $png;
    my $log = File::Spec->catfile($dir, 'chromium.log');
    my $url = "file://$page" . (defined $fragment ? "#$fragment" : '');
    system(join ' ', 'timeout 120', $browser, qw(--headless --no-sandbox --disable-gpu --hide-scrollbars
               --no-first-run --disable-extensions --force-device-scale-factor=1),
           "--user-data-dir=$dir/profile", "--window-size=$width,$height", "--screenshot=$png",
           "'$url'", ">$log 2>&1");
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

# Two colours alike: within $by (4 unless given) in each of the three.
sub near {
    my ($got, $want, $by) = @_;
    $by = 4 unless defined $by;
    return !grep { abs($got->[$_] - $want->[$_]) > $by } 0 .. 2;
}

1;
