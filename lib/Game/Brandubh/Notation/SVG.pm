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
use Game::Brandubh::Notation qw(position_cells square_parse move_split);

our @EXPORT_OK = qw(position_svg);
our %EXPORT_TAGS = (all => [@EXPORT_OK]);

my $UNIT   = 100;    # a square
my $MARGIN = 40;     # the band around the board that holds the coordinates

# The colours of a picture, and the names the colors option takes.
my %COLORS = (
    background => '#f4ead5',    # the band around the board
    light      => '#ecd3a4',
    dark       => '#cfa76b',
    corner     => '#7a4a22',
    throne     => '#96633a',
    grid       => '#5b3d1f',
    attacker   => '#262626',
    defender   => '#f7f7f2',
    king       => '#f7f7f2',    # a defender's colour: the crown tells him apart
    crown      => '#c8961e',
    outline    => '#1a1a1a',    # the edge of every piece
    lastmove   => '#e6d72a',
    mark       => '#2f7bd8',
    arrow      => '#1f8f4e',
    captured   => '#d42020',
    coordinate => '#5b3d1f',
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
    yellowgreen transparent none
);

my %OPTIONS = map { $_ => 1 } qw(size coordinates flipped lastmove squares arrows captured colors);

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

# A colour as CSS writes one, or a refusal naming where it was given.
sub _color {
    my ($color, $where) = @_;
    my $n = qr/ *[0-9]{1,3}%? */;
    _fail("$where: " . _shown($color) . ' is not a colour (#rgb, #rrggbb, a CSS name or rgb(...))')
        unless defined $color && !ref $color
        && ($color =~ /\A#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})\z/
            || $NAMED{ lc $color } && $color =~ /\A[a-zA-Z]+\z/
            || $color =~ /\Argba?\($n,$n,$n(?:, *(?:[01]|[01]?\.[0-9]+) *)?\)\z/);
    return $color;
}

# The file and rank of a square name, or a refusal naming where it was given.
sub _square {
    my ($name, $where) = @_;
    my @square = defined $name && !ref $name ? square_parse($name) : ();
    _fail("$where: " . _shown($name) . ' is not a square') unless @square;
    return \@square;
}

# The two squares of a stored move, or a refusal naming where it was given.
sub _move {
    my ($move, $where) = @_;
    my @squares = defined $move && !ref $move ? move_split($move) : ();
    _fail("$where: " . _shown($move) . ' is not a stored move') unless @squares;
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
        unless defined $size && !ref $size && $size =~ /\A[1-9][0-9]{0,4}\z/;
    $o{size} = $size;
    $o{coordinates} = exists $given{coordinates} ? !!$given{coordinates} : 1;
    $o{flipped} = !!$given{flipped};
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

sub position_svg {
    my ($position, @options) = @_;
    my $o = _options(@options);
    my ($rows) = position_cells($position);
    return undef unless $rows;
    my $colors = $o->{colors};
    my $off = $o->{coordinates} ? $MARGIN : 0;
    my $width = 7 * $UNIT + 2 * $off;
    # The top left corner of a square in the picture, from its file and rank.
    my $at = sub {
        my ($file, $rank) = @{ $_[0] };
        my ($column, $row) = $o->{flipped} ? (6 - $file, $rank) : ($file, 6 - $rank);
        return ($off + $column * $UNIT, $off + $row * $UNIT);
    };
    my $center = sub { my ($x, $y) = $at->($_[0]); return ($x + $UNIT / 2, $y + $UNIT / 2) };
    my $cover = sub {    # a square covered in a colour, half seen through
        my ($square, $class, $color) = @_;
        my ($x, $y) = $at->($square);
        return _element(rect => class => $class, x => $x, y => $y, width => $UNIT, height => $UNIT,
                        fill => $color, 'fill-opacity' => '0.5');
    };

    my @svg = ('<svg xmlns="http://www.w3.org/2000/svg" class="brandubh-board" width="' . $o->{size}
                   . "\" height=\"$o->{size}\" viewBox=\"0 0 $width $width\">",
               '<title>' . _xml($position) . '</title>');
    push @svg, _element(rect => class => 'background', x => 0, y => 0, width => $width, height => $width,
                        fill => $colors->{background}) if $off;
    for my $rank (0 .. 6) {
        for my $file (0 .. 6) {
            my $name = chr(ord('a') + $file) . ($rank + 1);
            my $kind = $SPECIAL{$name} || (($file + $rank) % 2 ? 'light' : 'dark');
            my ($x, $y) = $at->([$file, $rank]);
            push @svg, _element(rect => class => "square $kind", x => $x, y => $y,
                                width => $UNIT, height => $UNIT, fill => $colors->{$kind});
        }
    }
    push @svg, map { $cover->($_, 'lastmove', $colors->{lastmove}) } @{ $o->{lastmove} || [] };
    push @svg, map { $cover->($_->[0], 'mark', defined $_->[1] ? $_->[1] : $colors->{mark}) } @{ $o->{marks} };
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
            # the king: a defender's disc, a crown above its centre
            my @crown = ([-24, -6], [-26, -31], [-12, -17], [0, -33], [12, -17], [26, -31], [24, -6]);
            push @svg, '<g class="king">', $disc,
                _element(polygon => class => 'crown', fill => $colors->{crown},
                         points => join ' ', map { ($cx + $_->[0]) . ',' . ($cy + $_->[1]) } @crown),
                '</g>';
        }
    }
    for my $square (@{ $o->{captured} }) {
        my ($x, $y) = $at->($square);
        my ($near, $far) = (22, $UNIT - 22);
        push @svg, _element(path => class => 'captured', fill => 'none', stroke => $colors->{captured},
                            'stroke-width' => 10, 'stroke-linecap' => 'round',
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
        my ($head, $half) = (40, 24);    # the head's length and half its width
        my ($bx, $by) = ($x2 - $ux * $head, $y2 - $uy * $head);
        my @head = ([$x2, $y2], [$bx - $uy * $half, $by + $ux * $half], [$bx + $uy * $half, $by - $ux * $half]);
        push @svg, '<g class="arrow" opacity="0.8">',
            _element(line => class => 'shaft', x1 => $x1, y1 => $y1, x2 => _round($bx), y2 => _round($by),
                     stroke => $color, 'stroke-width' => 14),
            _element(polygon => class => 'head', fill => $color,
                     points => join ' ', map { _round($_->[0]) . ',' . _round($_->[1]) } @head),
            '</g>';
    }
    if ($off) {
        for my $i (0 .. 6) {
            my ($x) = $at->([$i, 0]);
            my (undef, $y) = $at->([0, $i]);
            push @svg, '<text class="coordinate file" x="' . ($x + $UNIT / 2) . '" y="' . ($off + 7 * $UNIT + 30)
                . '" text-anchor="middle" font-family="sans-serif" font-size="26" fill="'
                . _xml($colors->{coordinate}) . '">' . chr(ord('a') + $i) . '</text>',
                '<text class="coordinate rank" x="' . ($off / 2) . '" y="' . ($y + $UNIT / 2 + 9)
                . '" text-anchor="middle" font-family="sans-serif" font-size="26" fill="'
                . _xml($colors->{coordinate}) . '">' . ($i + 1) . '</text>';
        }
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
        size     => 480,
        flipped  => 1,                              # a1 at the top right
        lastmove => 'c4c3',                         # its two squares tinted
        squares  => { c3 => 'rgba(200, 30, 30, 0.6)' }, # a square marked red
        arrows   => ['d3d1'],
    );

=head1 DESCRIPTION

One function, which draws a position, as L<Game::Brandubh::Notation>
writes positions, as a picture: a standalone SVG document that a browser,
an image viewer or a web page shows as it is. It holds no script and
refers to nothing outside itself, and its first child is its
C<< <title> >>, the position string, which screen readers read and
browsers show as a tooltip.

The picture is a brandubh board: seven by seven squares in two shades
under a thin grid, the four corners and the throne (d4) darker, as the
squares the rules treat apart; the attackers as dark discs and the
defenders as light ones, the king a defender's disc with a crown. With
coordinates, the files C<a> to C<g> stand under the board and the ranks
C<1> to C<7> beside it, rank 7 at the top.

Every number in the picture is a whole number of its units (a square is
100 of them, the band of the coordinates 40), so the same arguments give
the same bytes on every perl and with either backend.

Nothing is exported unless asked for; C<:all> exports C<position_svg>.

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
99999; 350 when left out. The picture scales with its C<viewBox> whatever
the size.

=item coordinates

True (the default) for the letters and digits around the board; false
for none, and then the 49 squares fill the picture from edge to edge:
the C<viewBox> is C<0 0 700 700> and each square a seventh of the width.
With them the C<viewBox> is C<0 0 780 780>, the board inset by 40 on
every side.

=item flipped

True to turn the board half round, as the other player sees it: a1 at
the top right, g7 at the bottom left, the coordinates turned with it.

=item lastmove

A stored move (C<d1d3>); its two squares are tinted.

=item squares

Squares to mark, each tinted in its own colour or in the mark colour: a
reference to an array of square names or of C<[square, colour]> pairs,
or to a hash from square names to colours (C<undef> for the mark colour).

=item arrows

Arrows from square to square, each a stored move (C<d1d3>) or
C<[from, to]> or C<[from, to, colour]>. An arrow needs two different
squares.

=item captured

A reference to an array of square names, each shown as just captured: a
cross on it.

=item colors

A reference to a hash that overrides any of the colours, by these names:
C<background> (the band of the coordinates), C<light> and C<dark> (the
squares), C<corner>, C<throne>, C<grid>, C<attacker>, C<defender>,
C<king>, C<crown>, C<outline> (around every piece), C<lastmove>,
C<mark>, C<arrow>, C<captured> and C<coordinate>.

=back

A colour is one CSS writes: C<#rgb>, C<#rrggbb>, a CSS colour name
(C<teal>, C<transparent>, C<none>), or C<rgb(r, g, b)> or
C<rgba(r, g, b, a)>. Anything else is refused, so no option can put
markup into the picture, and every text written into it is escaped as
XML besides. Square names are read as
L<Game::Brandubh::Notation/square_parse> reads them, in either case.

An option that is not one, a colour that is not a colour, a square that
is not a square, or a value of the wrong kind dies, with a message
beginning C<position_svg:> that names the option and the value, as
Carp's C<croak> says it (from the caller's line).

=head2 Restyling with CSS

Every element has a class, so that a style sheet of the page that holds
the picture (inline in HTML) can restyle it; CSS rules win over the
colours the picture writes itself.

    svg               brandubh-board
    the band          background
    squares           square, and one of light, dark, corner, throne
    tints             lastmove, mark
    the grid          grid
    pieces            piece, and one of attacker, defender, king
    the king's group  king (the disc and the crown, class crown)
    crosses           captured
    arrows            arrow (a group of a line, shaft, and its head, head)
    letters, digits   coordinate, and file or rank

For example, C<.attacker { fill: #7a1010 }> paints the attackers dark red.

=head1 SEE ALSO

L<Game::Brandubh::Notation>; the command L<brandubh-notation> draws the
same picture with C<show --format svg>.

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
