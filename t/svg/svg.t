# Game::Brandubh::Notation::SVG and show --format svg: the picture's
# structure (an element for each square and piece at its place, the classes,
# every option), the options it refuses and what it refuses to write, the
# same bytes everywhere (examples/*.svg), and the command. What a browser
# shows of it is t/svg/browser.t's.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command slurp);
use Game::Brandubh::Notation qw(SETUP position_cells square_parse);
use Game::Brandubh::Notation::SVG qw(position_svg svg_colors);

my @warnings;
$SIG{__WARN__} = sub { push @warnings, @_ };

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir);
require File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $MID = '3a3/3a3/3d3/a2kdaa/2dd3/1a1a3/3a3 a';    # after b4b2 c4c3

# The elements of an SVG document as a small XML reader sees them: each
# [name, {attributes}, text, depth], or a string saying what is not XML.
sub elements {
    my ($svg) = @_;
    my (@open, @elements);
    pos($svg) = 0;
    while (pos($svg) < length $svg) {
        if ($svg =~ /\G<([a-z]+)((?:\s+[a-zA-Z][a-zA-Z0-9-]*="[^"<&]*(?:&#[0-9]+;[^"<&]*)*")*)\s*(\/?)>/gc) {
            my ($name, $attributes, $empty) = ($1, $2, $3);
            my %attribute = $attributes =~ /([a-zA-Z][a-zA-Z0-9-]*)="([^"]*)"/g;
            push @elements, [$name, \%attribute, '', scalar @open];
            push @open, $#elements unless $empty;
        }
        elsif ($svg =~ /\G<\/([a-z]+)>/gc) {
            my $name = $1;
            return "</$name> closes nothing" unless @open;
            my $last = pop @open;
            return "</$name> closes <$elements[$last][0]>" unless $elements[$last][0] eq $name;
        }
        elsif ($svg =~ /\G([^<&]+|&#[0-9]+;)/gc) {
            $elements[$open[-1]][2] .= $1 if @open;
            return "text outside the root: '$1'" if !@open && $1 =~ /\S/;
        }
        else {
            return 'not XML at ' . substr($svg, pos($svg), 20);
        }
    }
    return '<' . $elements[$open[-1]][0] . '> is not closed' if @open;
    return \@elements;
}

sub with_class {
    my ($elements, $class) = @_;
    return grep { defined $_->[1]{class} && " $_->[1]{class} " =~ / \Q$class\E / } @$elements;
}

# The picture's top left corner of a square, as the POD gives the geometry.
sub corner_of {
    my ($square, %o) = @_;
    my ($file, $rank) = square_parse($square);
    my $off = !exists $o{coordinates} || $o{coordinates} || $o{side_to_move} ? band($o{size}) : 0;
    my ($column, $row) = $o{flipped} ? (6 - $file, $rank) : ($file, 6 - $rank);
    return ($off + 100 * $column, $off + 100 * $row);
}

# The band around the board, in units, as the POD gives it: 40 for 350
# pixels and more, or no size; wider below, so that its letters are 9
# pixels high (26 units of letter at least, 90 at most, the band 14 more).
sub band {
    my ($size) = @_;
    return 40 if !defined $size;
    my $font = $size > 18 ? int((6552 + $size - 19) / ($size - 18)) : 90;
    $font = 26 if $font < 26;
    $font = 90 if $font > 90;
    return $font + 14;
}
is(band(350), 40, 'the band at 350 pixels');
is(band(120), 79, '... at 120: 65 units of letter, 9 pixels of the 120');
is(band(64), 104, '... at 64: the most, 90 units of letter');
is(band(1), 104, '... at 1');

# The picture as it is, and every piece and square at its place.
for my $case ([SETUP], [$MID], [$MID, flipped => 1], [$MID, coordinates => 0],
              ['k6/7/7/7/7/7/6a d', flipped => 1, coordinates => 0], [$MID, board => 'checkered'],
              [$MID, size => 120], [$MID, size => 64, side_to_move => 1, coordinates => 0], [SETUP, size => undef]) {
    my ($position, %o) = @$case;
    my $name = "'$position' " . join(' ', map { "$_=" . (defined $o{$_} ? $o{$_} : 'undef') } sort keys %o);
    my $svg = position_svg($position, %o);
    my $elements = elements($svg);
    ref $elements or do { fail("$name: $elements"); next };
    my ($root) = @$elements;
    is($root->[0], 'svg', "$name: the root is an svg element");
    is($root->[1]{xmlns}, 'http://www.w3.org/2000/svg', '... in the SVG namespace');
    my $size = exists $o{size} ? $o{size} : 350;
    my $width = exists $o{coordinates} && !$o{coordinates} && !$o{side_to_move} ? 700 : 700 + 2 * band($size);
    is($root->[1]{viewBox}, "0 0 $width $width", '... its viewBox');
    if (defined $size) {
        is("$root->[1]{width} $root->[1]{height}", "$size $size", "... $size pixels");
    }
    else {
        ok(!exists $root->[1]{width} && !exists $root->[1]{height}, '... no size: the viewBox alone, to fill its container');
    }
    is($root->[1]{role}, 'img', '... an image to a screen reader');
    is($elements->[1][0], 'title', '... a title first');
    is($elements->[1][2], $position, '... the position string');
    is($elements->[2][0], 'desc', '... then a description');
    my ($rows, $side) = position_cells($position);
    my %said = (a => [], d => [], k => []);
    for my $f (0 .. 6) { for my $r (1 .. 7) { my $c = $rows->[7 - $r][$f]; push @{ $said{$c} }, chr(97 + $f) . $r if $c } }
    like($elements->[2][2], qr/\AA brandubh board\. /, '... of a brandubh board');
    my ($kings, $attackers) = map { join ', ', @{ $said{$_} } } 'k', 'a';
    like($elements->[2][2], qr/the king on \Q$kings\E[;.]/, '... where the king stands');
    like($elements->[2][2], qr/[Tt]he attackers on \Q$attackers\E[;.]/, '... and the attackers') if @{ $said{a} };
    like($elements->[2][2], qr/The @{[$side eq 'a' ? 'attackers' : 'defenders']} to move\.\z/, '... and who is to move');
    is(scalar(grep { $_->[3] == 0 } @$elements), 1, '... one root');
    is(scalar(grep { !defined $_->[1]{class} && $_->[0] !~ /\A(?:title|desc|svg)\z/ } @$elements), 0,
       '... a class on every element drawn');
    my @squares = with_class($elements, 'square');
    is(scalar @squares, 49, '... 49 squares');
    my %at = map { ("$_->[1]{x},$_->[1]{y}" => $_) } @squares;
    my $placed = 0;
    for my $file ('a' .. 'g') {
        for my $rank (1 .. 7) {
            my $kind = "$file$rank" =~ /\A(?:a1|a7|g1|g7)\z/ ? 'corner' : "$file$rank" eq 'd4' ? 'throne'
                : ($o{board} || '') ne 'checkered' ? 'board'
                : (ord($file) - ord('a') + $rank - 1) % 2 ? 'light' : 'dark';
            my ($x, $y) = corner_of("$file$rank", %o);
            my $square = $at{"$x,$y"};
            $placed++ if $square && $square->[1]{class} eq "square $kind $file$rank"
                && $square->[1]{'data-square'} eq "$file$rank"
                && $square->[1]{width} == 100 && $square->[1]{height} == 100;
        }
    }
    is($placed, 49, '... each square at its place, of its kind, its name in its class and data-square');
    my @signs = with_class($elements, 'sign');
    is_deeply([sort map { ($_->[1]{class} =~ /\A(sign (?:corner|throne)-sign [a-g][1-7])\z/)[0] || 'wrong' } @signs],
              ['sign corner-sign a1', 'sign corner-sign a7', 'sign corner-sign g1', 'sign corner-sign g7', 'sign throne-sign d4'],
              '... a sign on each corner and on the throne');
    my (%want, %got);
    for my $row (0 .. 6) {
        for my $file (0 .. 6) {
            my $cell = $rows->[$row][$file] or next;
            my ($x, $y) = corner_of(chr(ord('a') + $file) . (7 - $row), %o);
            $want{ ($x + 50) . ',' . ($y + 50) } = { a => 'attacker', d => 'defender', k => 'king' }->{$cell};
        }
    }
    for my $piece (with_class($elements, 'piece')) {
        my ($kind) = $piece->[1]{class} =~ /\Apiece (attacker|defender|king)\z/ or next;
        $got{"$piece->[1]{cx},$piece->[1]{cy}"} = $kind;
    }
    is_deeply(\%got, \%want, '... a disc for each piece, at its square, of its kind');
    my @kings = with_class($elements, 'crown');
    is(scalar @kings, scalar(grep { $_ eq 'king' } values %want), '... a crown for each king');
    my @side = with_class($elements, 'side-to-move');
    if ($o{side_to_move}) {
        is(scalar @side, 1, '... a disc for the side to move');
        is($side[0][1]{class}, 'side-to-move ' . ($side eq 'a' ? 'attacker' : 'defender'), '... of its side');
        ok($side[0][1]{cx} > 700 + band($size) && $side[0][1]{cy} > 700 + band($size), '... in the band');
    }
    else {
        is(scalar @side, 0, '... no disc for the side to move unless asked');
    }
    my @texts = with_class($elements, 'coordinate');
    if (exists $o{coordinates} && !$o{coordinates}) {
        is(scalar @texts, 0, '... no coordinates');
    }
    else {
        my %files = map { $_->[2] => $_->[1]{x} } with_class($elements, 'file');
        my %ranks = map { $_->[2] => $_->[1]{y} } with_class($elements, 'rank');
        is(join('', sort { $files{$a} <=> $files{$b} } keys %files), $o{flipped} ? 'gfedcba' : 'abcdefg',
           '... the files under the board, left to right');
        is(join('', sort { $ranks{$a} <=> $ranks{$b} } keys %ranks), $o{flipped} ? '1234567' : '7654321',
           '... the ranks beside it, top to bottom');
        my $band = band($size);
        ok(!grep({ $_->[1]{y} < 700 + $band } with_class($elements, 'file'))
           && !grep({ $_->[1]{x} > $band } with_class($elements, 'rank')), '... outside the board');
    }
}

# The options.
{
    my $svg = position_svg($MID, size => 480, lastmove => 'c4c3', squares => ['e5', ['f5', 'teal']],
                           arrows => ['d3d1', ['a4', 'c6', '#ff0000']], captured => ['b4'],
                           colors => { attacker => '#123456', board => 'rgb(1, 2, 3)' });
    my $elements = elements($svg);
    is("$elements->[0][1]{width} $elements->[0][1]{height}", '480 480', 'size: the width and the height');
    is($elements->[0][1]{viewBox}, '0 0 780 780', '... and the same viewBox');
    my @last = with_class($elements, 'lastmove');
    is_deeply([map { "$_->[1]{x},$_->[1]{y}" } @last], [map { join ',', corner_of($_) } qw(c4 c3)],
              'lastmove: its two squares tinted');
    my @marks = with_class($elements, 'mark');
    is_deeply([map { "$_->[1]{x},$_->[1]{y},$_->[1]{fill}" } @marks],
              [join(',', corner_of('e5'), '#2f7bd8'), join(',', corner_of('f5'), 'teal')],
              'squares: each marked, in the mark colour or its own');
    my @arrows = with_class($elements, 'arrow');
    is(scalar @arrows, 2, 'arrows: one group each');
    my @shafts = with_class($elements, 'shaft');
    # d3 to d1, down: from the bottom edge of d3; a4 to c6, up and right:
    # from the top right corner of a4
    is_deeply([map { "$_->[1]{x1},$_->[1]{y1}" } @shafts],
              [do { my ($x, $y) = corner_of('d3'); ($x + 50) . ',' . ($y + 100) },
               do { my ($x, $y) = corner_of('a4'); ($x + 100) . ',' . $y }],
              '... each from the edge of its first square, so that what stands there is seen');
    is_deeply([map { $_->[1]{stroke} } @shafts], ['#1f8f4e', '#ff0000'], '... in the arrow colour or its own');
    my @heads = with_class($elements, 'head');
    my ($x, $y) = corner_of('d1');
    like($heads[0][1]{points}, qr/\A${\($x + 50)},${\($y + 50)} /, '... its head at the centre of the last');
    my @crosses = with_class($elements, 'captured');
    is(scalar @crosses, 1, 'captured: a cross');
    ($x, $y) = corner_of('b4');
    like($crosses[0][1]{d}, qr/\AM${\($x + 22)} ${\($y + 22)}L/, '... on its square');
    is_deeply([map { $_->[1]{fill} } with_class($elements, 'attacker')], [('#123456') x 8],
              'colors: the attackers in theirs');
    ok((grep { $_->[1]{fill} eq 'rgb(1, 2, 3)' } with_class($elements, 'board')) == 44, '... and the squares of the board');
    ok((grep { $_->[1]{fill} eq 'rgb(1, 2, 3)' } with_class(elements(position_svg($MID, board => 'checkered', colors => { light => 'rgb(1, 2, 3)' })), 'light')) == 24,
       '... and the light squares of the checkered board');
    is(position_svg($MID, squares => { f5 => 'teal', e5 => undef }),
       position_svg($MID, squares => ['e5', [f5 => 'teal']]), 'squares as a hash: the same, in the order of the names');
    is(position_svg($MID, arrows => [[qw(D3 D1)]]), position_svg($MID, arrows => ['d3d1']),
       'arrows: a pair of squares, in either case, as a stored move');
    is(position_svg($MID, arrows => ['Kd3-d1xc1'], lastmove => 'c4-c3'), position_svg($MID, arrows => ['d3d1'], lastmove => 'c4c3'),
       'arrows and lastmove: a move as it is shown, as its stored move');
    is(position_svg($MID, board => 'tafl'), position_svg($MID), 'board: tafl by default');
    my @checkered = with_class(elements(position_svg($MID, board => 'checkered')), 'square');
    is(scalar(grep { $_->[1]{class} =~ /\Asquare (?:light|dark) / } @checkered), 44, 'board => checkered: light and dark squares');
    for my $color ('#12345678', '#abcd', 'hsl(120 50% 50%)', 'hsl(120deg, 50%, 50%)', 'hsla(120, 50%, 50%, .5)', 'rgb(10 20 30)',
                   'rgb(10 20 30 / 50%)', 'RGB(10%, 20%, 30%)', 'rgba(1, 2, 3, 0.5)', 'hwb(120 10% 20%)', 'lab(50% 40 59.5)',
                   'lch(52.2% 72.2 50)', 'oklch(70% 0.1 200 / 0.5)', 'oklab(0.5 -0.1 0.1)', 'currentColor', 'rgb(none 20 30)') {
        my $svg = eval { position_svg(SETUP, colors => { attacker => $color }) };
        ok($svg && $svg =~ /class="piece attacker"[^>]* fill="\Q$color\E"/, "a colour a style sheet takes: '$color'") or diag $@;
    }
    is(position_svg($MID, coordinates => 1, flipped => 0, size => 350), position_svg($MID),
       'the defaults: coordinates, not flipped, 350 pixels');
    is(position_svg($MID, size => '350'), position_svg($MID, size => 350.0), 'a size as Perl writes the number');
}

# Refused: not a position gives undef; a bad option dies, naming it.
for my $text (undef, '', 'x', SETUP . "\n", \SETUP, [SETUP], '7/7/7/7/7/7/7 b') {
    my @r = position_svg($text);
    is_deeply(\@r, [undef], 'not a position: undef, one value: ' . (defined $text ? "'$text'" : 'undef'));
}
my @bad = (
    [[foo => 1], qr/unknown option 'foo'/],
    [[size => 0], qr/size: '0' is not a whole number/],
    [[size => '12px'], qr/size: '12px'/],
    [[board => 'go'], qr/board: 'go' is not 'tafl' or 'checkered'/],
    [[board => undef], qr/board: undef/],
    [['size'], qr/options come in name => value pairs/],
    [[lastmove => 'zz'], qr/lastmove: 'zz' is not a move/],
    [[lastmove => 'd1'], qr/lastmove: 'd1'/],
    [[lastmove => 'd1d9'], qr/lastmove: 'd1d9'/],
    [[squares => 'd4'], qr/squares: not an array or hash reference/],
    [[squares => ['h8']], qr/squares: 'h8' is not a square/],
    [[squares => [undef]], qr/squares: undef is not a square/],
    [[arrows => ['d4d4']], qr/arrows: an arrow from a square to itself/],
    [[arrows => [[qw(d4 z9)]]], qr/arrows: 'z9' is not a square/],
    [[arrows => {}], qr/arrows: not an array reference/],
    [[captured => ['d4', 'x']], qr/captured: 'x' is not a square/],
    [[colors => []], qr/colors: not a hash reference/],
    [[colors => { pink => 'red' }], qr/colors: unknown colour 'pink'/],
    [[colors => { mark => 'reddish' }], qr/colors: mark: 'reddish' is not a colour/],
    [[colors => { mark => '#12' }], qr/colors: mark: '#12' is not a colour/],
    [[colors => { mark => 'rgb(1,2)' }], qr/colors: mark: 'rgb\(1,2\)' is not a colour/],
    [[colors => { mark => 'rgb(1, 2 3)' }], qr/colors: mark: 'rgb\(1, 2 3\)' is not a colour/],
    [[colors => { mark => 'rgb(1 2 3 4)' }], qr/is not a colour/],
    [[colors => { mark => 'hsl(1 2 3;)' }], qr/is not a colour/],
    [[colors => { mark => 'rgb(1 2 3))' }], qr/is not a colour/],
    [[colors => { mark => 'var(--x)' }], qr/is not a colour/],
    [[colors => { mark => '#12345' }], qr/is not a colour/],
    [[colors => { mark => 'blurple' }], qr/is not a colour/],
    [[colors => { mark => "red\n" }], qr/colors: mark: 'red\n' is not a colour/],
);
# markup in every option that takes text: refused, never written
for my $nasty ('"', '<', '&', 'javascript:alert(1)', '"/><script>alert(1)</script>', 'red" onload="x', 'url(#a)') {
    push @bad, [[colors => { light => $nasty }], qr/colors: light: '\Q$nasty\E' is not a colour/],
        [[squares => [['d4', $nasty]]], qr/squares: 'd4': '\Q$nasty\E' is not a colour/],
        [[squares => { d4 => $nasty }], qr/squares: 'd4': '\Q$nasty\E' is not a colour/],
        [[squares => [$nasty]], qr/squares: '\Q$nasty\E' is not a square/],
        [[arrows => [['d4', 'd1', $nasty]]], qr/arrows: '\Q$nasty\E' is not a colour/],
        [[arrows => [$nasty]], qr/arrows: '\Q$nasty\E' is not a move/],
        [[captured => [$nasty]], qr/captured: '\Q$nasty\E' is not a square/],
        [[lastmove => $nasty], qr/lastmove: '\Q$nasty\E' is not a move/],
        [[size => $nasty], qr/size: '\Q$nasty\E'/],
        [[$nasty => 1], qr/unknown option '\Q$nasty\E'/];
}
for my $case (@bad) {
    my ($options, $want) = @$case;
    my $line = __LINE__ + 1;
    my $svg = eval { position_svg(SETUP, @$options) };
    my $error = $@;
    my $shown = join ', ', map { defined $_ ? ref $_ ? ref $_ : $_ : 'undef' } @$options;
    ok(!defined $svg && $error =~ /\Aposition_svg: / && $error =~ $want, "refused: $shown") or diag $error;
    like($error, qr/ at \Q$0\E line $line\.?\n\z/, '... said from the caller\'s line');
}
# What every option can write: no markup but the picture's own.
{
    my $svg = position_svg(SETUP, lastmove => 'd2d1', squares => { a1 => '#abc', b1 => 'rgba(1,2,3,0.5)' },
                           arrows => [[qw(a2 b3 MediumSeaGreen)]], captured => ['c3'],
                           side_to_move => 1,
                           colors => { map { $_ => 'none' } qw(board light dark corner throne sign grid attacker defender
                                     king crown outline lastmove mark arrow captured coordinate background) });
    ok(ref elements($svg), 'every option and colour at once: XML still');
    unlike($svg, qr/script|href|url\(|javascript|on[a-z]+=|<!|<\?/i, '... no script, no reference, no declaration');
    is($svg =~ tr/\x20-\x7e\n//c, 0, '... ASCII alone');
    like($svg, qr/\n\z/, '... and a newline at the end');
}
is(eval { position_svg(SETUP, colors => { mark => 'RED' }) } && 1, 1, 'a CSS name in any case');
is(eval { position_svg(SETUP, colors => { mark => '#AbCdEf' }) } && 1, 1, 'a hex colour in any case');

# XML as a real parser reads it, where one is installed.
SKIP: {
    skip 'XML::LibXML is not installed', 2 unless eval { require XML::LibXML; 1 };
    for my $svg (position_svg(SETUP), position_svg($MID, lastmove => 'c4c3', arrows => ['b2b4'], captured => ['a7'])) {
        my $doc = eval { XML::LibXML->new->parse_string($svg) };
        ok($doc && $doc->documentElement->namespaceURI eq 'http://www.w3.org/2000/svg',
           'XML::LibXML reads it, in the SVG namespace') or diag $@;
    }
}

# The same bytes on every perl and backend: the examples, made by the
# command (tools/make-examples.sh), are what the module and the command make.
my %examples = ('setup.svg' => [SETUP], 'after-c4c3.svg' => [$MID, '--last', 'c4c3']);
for my $file (sort keys %examples) {
    my ($position, @flags) = @{ $examples{$file} };
    my $want = slurp(File::Spec->catfile($root, 'examples', $file));
    my ($status, $out, $err) = run_command(undef, 'show', '--format', 'svg', @flags, $position);
    is($status, 0, "show --format svg @flags: exit 0");
    is($err, '', '... nothing on standard error');
    is($out, $want, "... examples/$file, byte for byte");
    is(position_svg($position, @flags ? (lastmove => $flags[1]) : ()), $want, '... which position_svg draws');
}

# The command's options, and what it says of bad ones.
{
    my ($status, $out) = run_command(undef, 'show', '--format', 'svg', '--flip', '--size', 200, '--no-coordinates',
                                     '--last', 'Kd4-d5', $MID);
    is($out, position_svg($MID, flipped => 1, size => 200, coordinates => 0, lastmove => 'd4d5'),
       'show --flip --size --no-coordinates --last: those options');
    ($status, $out) = run_command(undef, 'show', '--format', 'svg', '--size', 'none', '--board', 'checkered', '--side-to-move',
                                  '--arrow', 'd3d1', '--arrow', 'Kd4-d6', '--mark', 'e5', '--mark', 'f5=hsl(120 50% 50%)',
                                  '--captured', 'b4', '--captured', 'c5', '--color', 'attacker=#123', '--color', 'grid=teal', $MID);
    is($out, position_svg($MID, size => undef, board => 'checkered', side_to_move => 1, arrows => ['d3d1', 'd4d6'],
                          squares => ['e5', ['f5', 'hsl(120 50% 50%)']], captured => ['b4', 'c5'],
                          colors => { attacker => '#123', grid => 'teal' }),
       'show --size none --board --side-to-move --arrow --mark --captured --color: the library\'s options');
    ($status, $out) = run_command(undef, 'show', '--flip', '--last', 'Kd4-d5', SETUP);
    is($out, <<'BOARD', 'show --flip --last: the text board turned, the last move in brackets');
    g f e d c b a
 1  # . . a . . #  1
 2  . . . a . . .  2
 3  . . . d . . .  3
 4  a a d[k]d a a  4
 5  . . .[d]. . .  5
 6  . . . a . . .  6
 7  # . . a . . #  7
    g f e d c b a

 a attacker, d defender, k king; # corner, + throne; [ ] the last move
 The attackers move.
BOARD
    ($status, $out) = run_command(undef, 'show', '--last', 'c4d4', '3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a');
    like($out, qr/^ 4  a a\[d\|\+\]d a a  4\n/m, '... two squares side by side: one bar between them');
    ($status, $out) = run_command(undef, 'show', '--last', 'a7g7', '3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a');
    like($out, qr/^ 7 \[#\]\. \. a \. \.\[#\] 7\n/m, '... on the edge of the board');
    ($status, $out) = run_command("variant brandubh\nstart $MID\nmoves c3c1\n", 'show', '--format', 'svg', '-');
    is($out, position_svg($MID), 'show --format svg of a record: the position it starts from');
    ($status, $out) = run_command(undef, 'show', '--format', 'text', SETUP);
    like($out, qr/The attackers move\.\n\z/, '--format text: the diagram');
    for my $case ([[qw(--format png)], qr/--format is text, svg, position or html, not 'png'/],
                  [[qw(--format svg --size 0)], qr/: --size: '0' is not a whole number of pixels from 1 to 99999\n/],
                  [[qw(--format svg --size 12px)], qr/: --size: '12px' is not a whole number of pixels/],
                  [[qw(--format svg --last zz)], qr/--last: 'zz' is not a move/],
                  [[qw(--board tafl)], qr/--size, --no-coordinates, --board, --side-to-move, --arrow, --mark, --captured and --color are for --format svg/],
                  [['--no-coordinates'], qr/are for --format svg/],
                  [[qw(--arrow d1d3)], qr/are for --format svg/],
                  [[qw(--format svg --board go)], qr/--board: 'go' is not 'tafl' or 'checkered'/],
                  [[qw(--format svg --arrow d1d1)], qr/--arrows: an arrow from a square to itself/],
                  [[qw(--format svg --mark h9)], qr/--squares: 'h9' is not a square/],
                  [[qw(--format svg --mark d4=blurple)], qr/--squares: 'd4': 'blurple' is not a colour/],
                  [[qw(--format svg --color attacker)], qr/--color: 'attacker' is not NAME=COLOUR/],
                  [[qw(--format svg --color pink=red)], qr/--colors: unknown colour 'pink'/],
                  [[qw(--format svg --captured x)], qr/--captured: 'x' is not a square/]) {
        my ($args, $want) = @$case;
        my ($status, $out, $err) = run_command(undef, 'show', @$args, SETUP);
        ok($status == 2 && $out eq '' && $err =~ $want && $err =~ /Try 'brandubh-notation show --help'/,
           "show @$args: a usage error") or diag "$status $err";
    }
    ($status, $out) = run_command(undef, 'show', '--format', 'svg', 'x y');
    is($status, 2, 'show --format svg of a missing file: as without it');
    ($status, $out) = run_command(undef, 'show', '--help');
    like($out, qr/--format FORMAT.*--flip.*--last MOVE.*--size N.*--no-coordinates.*--board STYLE.*--side-to-move.*--arrow MOVE.*--mark SQUARE.*--captured SQUARE.*--color NAME=COLOUR/s,
         'show --help: the options');
    ($status, $out) = run_command(undef, '--help');
    like($out, qr/^  convert /m, '--help lists convert among the commands');
}

# the title option (issue 64, item 2: a game's ending and tags in the
# picture's title), written in ASCII as the rest; and svg_colors, the
# colours a picture is drawn in (the page's legend draws in them)
{
    my $svg = position_svg(SETUP, title => "Aoife v Br\x{e1}n <cup>\x{1}\n");
    like($svg, qr{<title>Aoife v Br&#225;n &#60;cup&#62;  </title>}, 'title: the text given, escaped, in ASCII');
    ok($svg !~ /[^\x00-\x7f]/, '... the picture all ASCII');
    like(position_svg(SETUP, title => undef), qr{<title>\Q${\ SETUP}\E</title>}, 'title undef: the position');
    ok(!eval { position_svg(SETUP, title => []); 1 } && $@ =~ /\Aposition_svg: title: not a string/, 'title: a reference refused');
    my $colors = svg_colors();
    like(position_svg(SETUP), qr/class="piece attacker"[^>]* fill="\Q$colors->{attacker}\E"/, 'svg_colors: the colours drawn');
    my $teal = svg_colors(colors => { attacker => 'teal' }, board => 'checkered');
    is_deeply([$teal->{attacker}, $teal->{defender}], ['teal', $colors->{defender}], '... with the colours given');
    ok(!eval { svg_colors(colors => { attacker => 'blurple' }); 1 } && $@ =~ /colors: attacker: 'blurple' is not a colour/,
       '... a colour that is not one refused');
    $teal->{king} = 'red';
    isnt(svg_colors()->{king}, 'red', '... a new hash each time');
}

is_deeply(\@warnings, [], 'no warnings');
done_testing;
