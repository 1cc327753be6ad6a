package Game::Brandubh::Notation::SVG;

# A position as a picture: a standalone SVG drawn from what position_cells
# gives, in plain Perl. Every number written is an integer in the picture's
# own units (a square is 100 of them), so that the same arguments give the
# same bytes on every perl, whatever its numbers are.

use strict;
use warnings;

our $VERSION = '0.01';

use Carp ();
use Exporter 'import';
use Game::Brandubh::Notation qw(position_cells square_parse move_split move_parse);

our @EXPORT_OK = qw(position_svg svg_colors);
our %EXPORT_TAGS = (all => [@EXPORT_OK]);

my $UNIT = 100;    # a square

# The colours of a picture, and the names the colors option takes.
my %COLORS = (
    background => '#3b2a1a',    # the band around the board, dark under light letters
    board      => '#e8cf9c',    # every square of the tafl board
    light      => '#ecd3a4',    # the squares of the checkered board
    dark       => '#cfa76b',
    corner     => '#c89a5c',
    throne     => '#c89a5c',
    sign       => '#4f2f12',    # the shape on each corner and on the throne
    grid       => '#5b3d1f',
    attacker   => '#262626',
    defender   => '#f7f7f2',
    king       => '#e9b923',    # the king's disc: gold, a dark crown on it
    crown      => '#3a2508',
    outline    => '#1a1a1a',    # the edge of every piece
    lastmove   => '#e6d72a',
    mark       => '#2f7bd8',
    arrow      => '#1f8f4e',
    captured   => '#d42020',
    coordinate => '#f4ead5',
);

# The colours a colour option may name, as CSS names them.
my %NAMED = map { $_ => 1 } qw(
    aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue
    blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk
    crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki
    darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
    darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue
    dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite
    gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
    lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
    lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen
    lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen
    magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen
    mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream
    mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
    palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
    powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
    seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen
    steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
    yellowgreen transparent none currentcolor
);

# A colour function of CSS: its name, then three values (numbers,
# percentages, an angle for a hue, or none) parted by commas or by white
# space, and an alpha after a comma or a '/'.
my $NUMBER = qr/[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/;
my $VALUE  = qr/(?:$NUMBER(?:%|deg|rad|grad|turn)?|none)/;
my $FUNCTION = qr{
    \A (?i:rgba?|hsla?|hwb|lab|lch|oklab|oklch) \( \s*
    (?: $VALUE \s* , \s* $VALUE \s* , \s* $VALUE (?: \s* , \s* $VALUE )?      # the older form
      | $VALUE \s+ $VALUE \s+ $VALUE (?: \s* / \s* $VALUE )? )                 # the newer one
    \s* \) \z
}x;

my %OPTIONS = map { $_ => 1 } qw(size coordinates flipped lastmove squares arrows captured colors board side_to_move title);

# The special squares: the four corners and the throne.
my %SPECIAL = (a1 => 'corner', a7 => 'corner', g1 => 'corner', g7 => 'corner', d4 => 'throne');

sub _fail { my ($why) = @_; Carp::croak("position_svg: $why") }

# A value shown in a message: quoted, or said to be undef.
sub _shown { my ($value) = @_; return defined $value ? "'$value'" : 'undef' }

# Text as it may stand in XML, in an attribute or between tags.
sub _xml {
    my ($text) = @_;
    $text =~ s/([&<>"'])/'&#' . ord($1) . ';'/ge;
    return $text;
}

# Any text as it may stand between tags in ASCII: every character past
# ASCII by its number, and the control characters XML refuses (all but
# tab, line feed and carriage return, which stand as spaces here) as
# spaces.
sub _xml_ascii {
    my ($text) = @_;
    $text = _xml($text);
    $text =~ s/[\x00-\x1f\x7f]/ /g;
    $text =~ s/([^\x00-\x7f])/'&#' . ord($1) . ';'/ge;
    return $text;
}

# A colour as a style sheet takes one, or a refusal naming where it was
# given.
sub _color {
    my ($color, $where) = @_;
    _fail("$where: " . _shown($color) . ' is not a colour (#rgb, #rgba, #rrggbb, #rrggbbaa, a CSS name, or'
          . ' rgb(), hsl(), hwb(), lab(), lch(), oklab() or oklch())')
        unless defined $color && !ref $color
        && ($color =~ /\A#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\z/
            || $color =~ /\A[a-zA-Z]+\z/ && $NAMED{ lc $color }
            || $color =~ $FUNCTION);
    return $color;
}

# The file and rank of a square name, or a refusal naming where it was given.
sub _square {
    my ($name, $where) = @_;
    my @square = defined $name && !ref $name ? square_parse($name) : ();
    _fail("$where: " . _shown($name) . ' is not a square') unless @square;
    return \@square;
}

# The two squares of a move, stored (d1d3) or shown (Kd1-d3xc3), or a
# refusal naming where it was given.
sub _move {
    my ($move, $where) = @_;
    my $stored = defined $move && !ref $move ? move_parse($move) : undef;
    my @squares = defined $stored ? move_split($stored) : ();
    _fail("$where: " . _shown($move) . ' is not a move') unless @squares;
    return [map { _square($_, $where) } @squares];
}

# The options as the drawing needs them, every one checked.
sub _options {
    my (@pairs) = @_;
    _fail('options come in name => value pairs') if @pairs % 2;
    my %given = @pairs;
    for my $name (sort keys %given) {
        _fail('unknown option ' . _shown($name)) unless $OPTIONS{$name};
    }
    my %o = (colors => {%COLORS}, marks => [], arrows => [], captured => []);
    my $size = exists $given{size} ? $given{size} : 350;
    _fail('size: ' . _shown($size) . ' is not a whole number of pixels from 1 to 99999')
        unless !defined $size || !ref $size && $size =~ /\A[1-9][0-9]{0,4}\z/;
    $o{size} = $size;
    $o{coordinates} = exists $given{coordinates} ? !!$given{coordinates} : 1;
    $o{flipped} = !!$given{flipped};
    $o{side_to_move} = !!$given{side_to_move};
    _fail('title: not a string') if ref $given{title};
    $o{title} = $given{title};
    my $board = exists $given{board} ? $given{board} : 'tafl';
    _fail('board: ' . _shown($board) . " is not 'tafl' or 'checkered'")
        unless defined $board && !ref $board && $board =~ /\A(?:tafl|checkered)\z/;
    $o{board} = $board;
    if (defined(my $colors = $given{colors})) {
        _fail('colors: not a hash reference') unless ref $colors eq 'HASH';
        for my $name (sort keys %$colors) {
            _fail('colors: unknown colour ' . _shown($name)) unless exists $COLORS{$name};
            $o{colors}{$name} = _color($colors->{$name}, "colors: $name");
        }
    }
    $o{lastmove} = _move($given{lastmove}, 'lastmove') if defined $given{lastmove};
    if (defined(my $squares = $given{squares})) {
        my @marks;
        if (ref $squares eq 'HASH') {
            @marks = map { [$_, $squares->{$_}] } sort keys %$squares;
        }
        elsif (ref $squares eq 'ARRAY') {
            @marks = map { ref $_ eq 'ARRAY' ? [@$_] : [$_] } @$squares;
        }
        else {
            _fail('squares: not an array or hash reference');
        }
        for my $mark (@marks) {
            my ($name, $color) = @$mark;
            push @{ $o{marks} }, [_square($name, 'squares'),
                                  defined $color ? _color($color, 'squares: ' . _shown($name)) : undef];
        }
    }
    if (defined(my $arrows = $given{arrows})) {
        _fail('arrows: not an array reference') unless ref $arrows eq 'ARRAY';
        for my $arrow (@$arrows) {
            my ($ends, $color);
            if (ref $arrow eq 'ARRAY') {
                my ($from, $to);
                ($from, $to, $color) = @$arrow;
                $ends = [_square($from, 'arrows'), _square($to, 'arrows')];
            }
            else {
                $ends = _move($arrow, 'arrows');
            }
            _fail('arrows: an arrow from a square to itself') if "@{ $ends->[0] }" eq "@{ $ends->[1] }";
            push @{ $o{arrows} }, [@$ends, defined $color ? _color($color, 'arrows') : undef];
        }
    }
    if (defined(my $captured = $given{captured})) {
        _fail('captured: not an array reference') unless ref $captured eq 'ARRAY';
        $o{captured} = [map { _square($_, 'captured') } @$captured];
    }
    return \%o;
}

# An element: its name, then its attributes as name => value pairs, in order.
sub _element {
    my ($name, @attributes) = @_;
    my $text = "<$name";
    while (@attributes) {
        my ($key, $value) = splice @attributes, 0, 2;
        $text .= " $key=\"" . _xml($value) . '"';
    }
    return "$text/>";
}

# A number of units, rounded to the nearest whole one.
sub _round { my ($n) = @_; return $n < 0 ? -int(0.5 - $n) : int($n + 0.5) }

# The band around the board: the size of its letters and its width, in
# units. At 350 pixels and more the letters are 26 units and the band 40;
# a smaller picture has larger ones, 9 pixels high down to about 100
# pixels (at most 90 units of letter), and the band 14 units wider than
# its letters.
sub _band {
    my ($size) = @_;
    my $font = 26;
    if (defined $size && $size > 18) {
        # 9 pixels of a picture of 700 + 2 * (font + 14) units
        my $wanted = int((6552 + $size - 19) / ($size - 18));
        $font = $wanted if $wanted > $font;
    }
    elsif (defined $size) {
        $font = 90;
    }
    $font = 90 if $font > 90;
    return ($font, $font + 14);
}

# The position in words, for the picture's description.
sub _description {
    my ($rows, $side) = @_;
    my %on = (a => [], d => [], k => []);
    for my $file (0 .. 6) {
        for my $rank (1 .. 7) {
            my $cell = $rows->[7 - $rank][$file];
            push @{ $on{$cell} }, chr(ord('a') + $file) . $rank if length $cell;
        }
    }
    my @parts;
    push @parts, 'the attackers on ' . join(', ', @{ $on{a} }) if @{ $on{a} };
    push @parts, 'the defenders on ' . join(', ', @{ $on{d} }) if @{ $on{d} };
    push @parts, (@{ $on{k} } > 1 ? 'kings on ' : 'the king on ') . join(', ', @{ $on{k} }) if @{ $on{k} };
    my $text = @parts ? ucfirst(join('; ', @parts)) . q{.} : 'An empty board.';
    return "A brandubh board. $text " . ($side eq 'a' ? 'The attackers' : 'The defenders') . ' to move.';
}

# The colours a picture of these options is drawn in, by name.
sub svg_colors {
    my (@options) = @_;
    my $o = _options(@options);
    return { %{ $o->{colors} } };
}

sub position_svg {
    my ($position, @options) = @_;
    my $o = _options(@options);
    my ($rows, $side) = position_cells($position);
    return undef unless $rows;
    my $colors = $o->{colors};
    my ($font, $band) = _band($o->{size});
    my $off = $o->{coordinates} || $o->{side_to_move} ? $band : 0;
    my $width = 7 * $UNIT + 2 * $off;
    # The top left corner of a square in the picture, from its file and rank.
    my $at = sub {
        my ($file, $rank) = @{ $_[0] };
        my ($column, $row) = $o->{flipped} ? (6 - $file, $rank) : ($file, 6 - $rank);
        return ($off + $column * $UNIT, $off + $row * $UNIT);
    };
    my $center = sub { my ($x, $y) = $at->($_[0]); return ($x + $UNIT / 2, $y + $UNIT / 2) };
    my $cover = sub {    # a square covered in a colour, half seen through: a layer
        my ($square, $class, $color) = @_;
        my ($x, $y) = $at->($square);
        return _element(rect => class => $class, x => $x, y => $y, width => $UNIT, height => $UNIT,
                        fill => $color, 'fill-opacity' => '0.5');
    };

    my @svg = ('<svg xmlns="http://www.w3.org/2000/svg" class="brandubh-board" role="img"'
                   . (defined $o->{size} ? " width=\"$o->{size}\" height=\"$o->{size}\"" : '')
                   . " viewBox=\"0 0 $width $width\">",
               '<title>' . _xml_ascii(defined $o->{title} ? $o->{title} : $position) . '</title>',
               '<desc>' . _xml(_description($rows, $side)) . '</desc>');
    push @svg, _element(rect => class => 'background', x => 0, y => 0, width => $width, height => $width,
                        fill => $colors->{background}) if $off;
    for my $rank (0 .. 6) {
        for my $file (0 .. 6) {
            my $name = chr(ord('a') + $file) . ($rank + 1);
            my $kind = $SPECIAL{$name}
                || ($o->{board} eq 'tafl' ? 'board' : ($file + $rank) % 2 ? 'light' : 'dark');
            my ($x, $y) = $at->([$file, $rank]);
            push @svg, _element(rect => class => "square $kind $name", 'data-square' => $name, x => $x, y => $y,
                                width => $UNIT, height => $UNIT, fill => $colors->{$kind});
        }
    }
    push @svg, map { $cover->($_, 'lastmove', $colors->{lastmove}) } @{ $o->{lastmove} || [] };
    push @svg, map { $cover->($_->[0], 'mark', defined $_->[1] ? $_->[1] : $colors->{mark}) } @{ $o->{marks} };
    # the signs of the special squares, above any tint: a square within
    # each corner, a diamond within the throne
    for my $name (sort keys %SPECIAL) {
        my ($x, $y) = $at->([square_parse($name)]);
        if ($SPECIAL{$name} eq 'corner') {
            push @svg, _element(rect => class => "sign corner-sign $name", x => $x + 14, y => $y + 14,
                                width => $UNIT - 28, height => $UNIT - 28, fill => 'none',
                                stroke => $colors->{sign}, 'stroke-width' => 7);
        }
        else {
            my ($cx, $cy) = ($x + $UNIT / 2, $y + $UNIT / 2);
            # its corners beyond a disc on the throne, so that they show
            # round the king
            push @svg, _element(polygon => class => "sign throne-sign $name", fill => 'none',
                                stroke => $colors->{sign}, 'stroke-width' => 8,
                                points => join ' ', map { ($cx + $_->[0]) . ',' . ($cy + $_->[1]) }
                                    [0, -46], [46, 0], [0, 46], [-46, 0]);
        }
    }
    # the grid: the lines between the squares and around them
    my $path = join ' ', map {
        my $p = $off + $_ * $UNIT;
        "M$p ${off}V" . ($off + 7 * $UNIT) . " M$off ${p}H" . ($off + 7 * $UNIT)
    } 0 .. 7;
    push @svg, _element(path => class => 'grid', d => $path, stroke => $colors->{grid},
                        'stroke-width' => 2, fill => 'none');
    # the pieces, rank 7 first as position_cells gives them
    my %kind = (a => 'attacker', d => 'defender', k => 'king');
    for my $row (0 .. 6) {
        for my $file (0 .. 6) {
            my $cell = $rows->[$row][$file];
            next unless length $cell;
            my $kind = $kind{$cell};
            my ($cx, $cy) = $center->([$file, 6 - $row]);
            my $disc = _element(circle => class => "piece $kind", cx => $cx, cy => $cy, r => 38,
                                fill => $colors->{$kind}, stroke => $colors->{outline}, 'stroke-width' => 3);
            if ($kind ne 'king') {
                push @svg, $disc;
                next;
            }
            # the king: a disc of his own colour, a crown at its centre
            my @crown = ([-24, 14], [-26, -15], [-12, -1], [0, -19], [12, -1], [26, -15], [24, 14]);
            push @svg, '<g class="king">', $disc,
                _element(polygon => class => 'crown', fill => $colors->{crown},
                         points => join ' ', map { ($cx + $_->[0]) . ',' . ($cy + $_->[1]) } @crown),
                '</g>';
        }
    }
    # a cross's lines at least a pixel and a half wide in a small picture
    my $cross = defined $o->{size} ? int(1400 / $o->{size}) : 10;
    $cross = $cross < 10 ? 10 : $cross > 24 ? 24 : $cross;
    for my $square (@{ $o->{captured} }) {
        my ($x, $y) = $at->($square);
        my ($near, $far) = (22, $UNIT - 22);
        push @svg, _element(path => class => 'captured', fill => 'none', stroke => $colors->{captured},
                            'stroke-width' => $cross, 'stroke-linecap' => 'round',
                            d => 'M' . ($x + $near) . ' ' . ($y + $near) . 'L' . ($x + $far) . ' ' . ($y + $far)
                               . ' M' . ($x + $far) . ' ' . ($y + $near) . 'L' . ($x + $near) . ' ' . ($y + $far));
    }
    for my $arrow (@{ $o->{arrows} }) {
        my ($from, $to, $color) = @$arrow;
        $color = $colors->{arrow} unless defined $color;
        my ($x1, $y1) = $center->($from);
        my ($x2, $y2) = $center->($to);
        my ($dx, $dy) = ($x2 - $x1, $y2 - $y1);
        my $length = sqrt($dx * $dx + $dy * $dy);
        my ($ux, $uy) = ($dx / $length, $dy / $length);
        # from the edge of the first square (what stands on it stays seen)
        # to the centre of the last
        my $edge = ($UNIT / 2) / (abs $ux > abs $uy ? abs $ux : abs $uy);
        my ($sx, $sy) = ($x1 + $ux * $edge, $y1 + $uy * $edge);
        my ($head, $half) = (40, 24);    # the head's length and half its width
        my ($bx, $by) = ($x2 - $ux * $head, $y2 - $uy * $head);
        my @head = ([$x2, $y2], [$bx - $uy * $half, $by + $ux * $half], [$bx + $uy * $half, $by - $ux * $half]);
        push @svg, '<g class="arrow" opacity="0.8">',
            _element(line => class => 'shaft', x1 => _round($sx), y1 => _round($sy), x2 => _round($bx), y2 => _round($by),
                     stroke => $color, 'stroke-width' => 14),
            _element(polygon => class => 'head', fill => $color,
                     points => join ' ', map { _round($_->[0]) . ',' . _round($_->[1]) } @head),
            '</g>';
    }
    if ($o->{coordinates}) {
        for my $i (0 .. 6) {
            my ($x) = $at->([$i, 0]);
            my (undef, $y) = $at->([0, $i]);
            my $font_size = " text-anchor=\"middle\" font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"$font\" fill=\""
                . _xml($colors->{coordinate}) . '"';
            push @svg, '<text class="coordinate file" x="' . ($x + $UNIT / 2) . '" y="'
                . ($off + 7 * $UNIT + int(($off + $font * 7 / 10) / 2)) . "\"$font_size>" . chr(ord('a') + $i) . '</text>',
                '<text class="coordinate rank" x="' . int($off / 2) . '" y="' . ($y + $UNIT / 2 + int($font * 7 / 20))
                . "\"$font_size>" . ($i + 1) . '</text>';
        }
    }
    if ($o->{side_to_move}) {
        # a disc of the side to move in the band's corner, by the last rank
        my $kind = $side eq 'a' ? 'attacker' : 'defender';
        my $r = int($off * 3 / 10);
        push @svg, _element(circle => class => "side-to-move $kind", cx => $width - int($off / 2), cy => $width - int($off / 2),
                            r => $r, fill => $colors->{$kind}, stroke => $colors->{coordinate}, 'stroke-width' => 3);
    }
    push @svg, '</svg>';
    return join("\n", @svg) . "\n";
}

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::SVG - a brandubh position as an SVG picture

=head1 SYNOPSIS

    use Game::Brandubh::Notation qw(SETUP);
    use Game::Brandubh::Notation::SVG qw(position_svg);

    my $svg = position_svg(SETUP);                  # the set-up, 350 pixels wide

    # after b4b2 c4c3
    my $after = position_svg('3a3/3a3/3d3/a2kdaa/2dd3/1a1a3/3a3 a',
        size         => 480,
        flipped      => 1,                          # a1 at the top right
        lastmove     => 'c4-c3',                    # its two squares tinted
        squares      => { c3 => 'rgb(200 30 30 / 60%)' }, # a square marked red
        arrows       => ['d3d1'],
        side_to_move => 1,                          # a disc beside the board
    );

    # no size: the picture fills the box that holds it, on a page
    my $fluid = position_svg(SETUP, size => undef, board => 'checkered');

=head1 DESCRIPTION

One function, which draws a position, as L<Game::Brandubh::Notation>
writes positions, as a picture: a standalone SVG document that a browser,
an image viewer or a web page shows as it is. It holds no script and
refers to nothing outside itself. It is an image to a screen reader
(C<role="img">): its first child is its C<< <title> >>, the position
string (or the C<title> option's text), which browsers show as a
tooltip, and its second a C<< <desc> >> that reads the position in words (C<A brandubh board. The attackers on
a4, b4, ...; the defenders on c4, ...; the king on d4. The attackers to
move.>).

The picture is a brandubh board as tafl boards are drawn: the squares
of one colour under a thin grid, and the four corners and the throne
(d4), the squares the rules treat apart, in a darker one and marked by a
sign besides (a square within each corner, a diamond within the throne),
so that they are told apart without telling colours apart. A tint (the
last move, a marked square) is a layer over a square: the sign stays on
top of it, and the square's colour shows through. The attackers are dark
discs and the defenders light ones; the king is a gold disc with a dark
crown at its centre, told from both at any size. With coordinates, the
files C<a> to C<g> stand under the board and the ranks C<1> to C<7>
beside it, rank 7 at the top, in light letters on a dark band.

Every number in the picture is a whole number of its units (a square is
100 of them), so the same arguments give the same bytes on every perl
and with either backend.

Nothing is exported unless asked for; C<:all> exports C<position_svg>
and C<svg_colors>.

=head1 FUNCTIONS

=head2 position_svg

    my $svg = position_svg($position, %options);

The SVG of the position, as a string of characters (all of them ASCII),
ending with a newline; C<undef> when C<$position> is not a position (as
L<Game::Brandubh::Notation/position_ok> judges it). Every option is
optional:

=over 4

=item size

The width and height of the picture in pixels, a whole number from 1 to
99999; 350 when left out. C<undef> for no size at all: the picture has
its C<viewBox> alone, and fills the box that holds it on a page (an
C<< <img> >> of the width its page gives it). The picture scales with
its C<viewBox> whatever the size.

=item coordinates

True (the default) for the letters and digits around the board, on a
band around it; false for none, and then the 49 squares fill the picture
from edge to edge: the C<viewBox> is C<0 0 700 700> and each square a
seventh of the width. The band is 40 units wide at 350 pixels and more
(and with no size), the C<viewBox> C<0 0 780 780>; a smaller picture has
larger letters on a wider band, so that they stay about 9 pixels high
down to about 100 pixels (the letters are C<int((6552 + size - 19) /
(size - 18))> units, 26 at the least and 90 at the most, and the band 14
units more).

=item flipped

True to turn the board half round, as the other player sees it: a1 at
the top right, g7 at the bottom left, the coordinates turned with it.

=item board

C<tafl> (the default): the squares of one colour, the special squares
darker and signed, as above. C<checkered>: light and dark squares as a
chess board's, the special squares darker and signed as well.

=item side_to_move

True for a disc of the side to move (an attacker's or a defender's) in
the band beside the last rank's end; the band is drawn for it even with
no coordinates.

=item title

The text of the picture's C<< <title> >>, which browsers show as its
tooltip and a screen reader reads first: the position string unless
given (C<show --format svg> of a game gives the position followed by
the moment, how the game ended and its tags). Written in ASCII as the
rest: a character past ASCII stands as its number (C<&#233;>), a
control character as a space.

=item lastmove

A move, stored (C<d1d3>) or as it is shown (C<Kd1-d3xc3>: any text
L<Game::Brandubh::Notation/move_parse> reads); its two squares are
tinted.

=item squares

Squares to mark, each tinted in its own colour or in the mark colour: a
reference to an array of square names or of C<[square, colour]> pairs,
or to a hash from square names to colours (C<undef> for the mark colour).

=item arrows

Arrows from square to square, each a move (stored or shown, as
C<lastmove> takes one) or C<[from, to]> or C<[from, to, colour]>. An
arrow runs from the edge of its first square, so that the piece that
stands there stays in sight, to the centre of the last. An arrow needs
two different squares.

=item captured

A reference to an array of square names, each shown as just captured: a
cross on it (its lines C<int(1400 / size)> units wide, 10 to 24, so that
they stay seen in a small picture).

=item colors

A reference to a hash that overrides any of the colours, by these names:
C<background> (the band of the coordinates), C<board> (the squares of
the tafl board), C<light> and C<dark> (the squares of the checkered
one), C<corner>, C<throne>, C<sign> (the signs on them), C<grid>,
C<attacker>, C<defender>, C<king>, C<crown>, C<outline> (around every
piece), C<lastmove>, C<mark>, C<arrow>, C<captured> and C<coordinate>.

=back

A colour is one a style sheet takes: C<#rgb>, C<#rgba>, C<#rrggbb>,
C<#rrggbbaa>, a CSS colour name (C<teal>, C<transparent>, C<none>,
C<currentColor>), or one of the functions C<rgb()>, C<rgba()>, C<hsl()>,
C<hsla()>, C<hwb()>, C<lab()>, C<lch()>, C<oklab()> and C<oklch()>, its
three values parted by commas (C<rgb(10, 20, 30)>, an alpha after a
fourth comma) or by spaces (C<rgb(10 20 30 / 50%)>, an alpha after a
C</>), each a number, a percentage, an angle or C<none>. Anything else
is refused, so no option can put markup into the picture, and every text
written into it is escaped as XML besides. Square names are read as
L<Game::Brandubh::Notation/square_parse> reads them, in either case.

An option that is not one, a colour that is not a colour, a square that
is not a square, or a value of the wrong kind dies, with a message
beginning C<position_svg:> that names the option and the value, as
Carp's C<croak> says it (from the caller's line).

=head2 svg_colors

    my $colors = svg_colors(colors => { attacker => 'teal' });
    # { attacker => 'teal', defender => '#f7f7f2', ... }

The colours C<position_svg> draws in with the same options, as a
reference to a new hash from every colour's name (those of the C<colors>
option) to the colour: the ones given, the others as they are unless
given. It takes any of C<position_svg>'s options and refuses them as it
does; the others than C<colors> change nothing. A page that shows the
pictures draws its legend in them
(L<Game::Brandubh::Notation::HTML>).

=head2 Restyling with CSS

Every element has a class, so that a style sheet of the page that holds
the picture (inline in HTML) can restyle it; CSS rules win over the
colours the picture writes itself.

    svg               brandubh-board
    the band          background
    squares           square, one of board, light, dark, corner, throne,
                      and the square's name (a1); data-square="a1" too
    tints             lastmove, mark
    signs             sign, and corner-sign or throne-sign, and the name
    the grid          grid
    pieces            piece, and one of attacker, defender, king
    the king's group  king (the disc and the crown, class crown)
    crosses           captured
    arrows            arrow (a group of a line, shaft, and its head, head)
    letters, digits   coordinate, and file or rank
    the side to move  side-to-move, and attacker or defender

For example, C<.attacker { fill: #7a1010 }> paints the attackers dark
red, and C<.square.d4> or C<[data-square="d4"]> picks the throne.

=head1 SEE ALSO

L<Game::Brandubh::Notation>; the command L<brandubh-notation> draws the
same picture with C<show --format svg>, every option here one of its
own.

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
