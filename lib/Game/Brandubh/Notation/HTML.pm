package Game::Brandubh::Notation::HTML;

# A game as a page: one self-contained HTML file, the board at every move
# (Game::Brandubh::Notation::SVG's pictures, inline) and the moves beside
# it, stepped through by links, keys and the address (#move-N).

use strict;
use warnings;

our $VERSION = '0.01';

use Carp ();
use Exporter 'import';
use Game::Brandubh::Notation qw(position_ok move_parse square_parse);
use Game::Brandubh::Notation::SVG qw(position_svg svg_colors);

our @EXPORT_OK = qw(game_html);
our %EXPORT_TAGS = (all => [@EXPORT_OK]);

my %OPTIONS = map { $_ => 1 } qw(title svg at about ending);
# position_svg's options a page takes: the others are the page's own
my %SVG_OPTIONS = map { $_ => 1 } qw(coordinates flipped colors board side_to_move);

sub _fail { my ($why) = @_; Carp::croak("game_html: $why") }

# Text as it may stand in HTML, in an attribute or between tags.
sub _html {
    my ($text) = @_;
    $text =~ s/([&<>"'])/'&#' . ord($1) . ';'/ge;
    return $text;
}

# The page's style: the boards beside the moves (under them in a narrow
# window), the board as large as the window lets it be; with the script,
# one board at a time.
my $STYLE = <<'CSS';
html { background: #f3efe6; color: #1d1d1d; font: 16px/1.35 sans-serif; }
body { margin: 0; padding: 0.5rem 1rem; }
h1 { font-size: 1.05rem; margin: 0 0 0.4rem; font-weight: bold; }
.game { display: flex; gap: 1rem; align-items: flex-start; }
.boards { flex: 0 0 auto; }
.position h2 { font-size: 1rem; margin: 0 0 0.3rem; font-weight: normal; display: flex; flex-wrap: wrap; gap: 0.2rem 0.75rem;
  align-items: center; max-width: min(calc(100vh - 9rem), calc(100vw - 17rem)); }
.position h2 .label { font-weight: bold; }
.position h2 .turn { color: #3d3d3d; }
.position h2 .ending { background: #6b1d5e; color: #ffffff; padding: 0 0.4rem; border-radius: 0.2rem; font-weight: bold; }
svg.swatch { width: 1em; height: 1em; vertical-align: -0.15em; }
div.picture { width: min(calc(100vh - 9rem), calc(100vw - 17rem)); min-width: 10rem; }
div.picture svg { display: block; width: 100%; height: auto; aspect-ratio: 1; }
.position .string { margin: 0.3rem 0 0; font-size: 0.8rem; }
section.position + section.position { margin-top: 2rem; }
a { color: #1a4d8f; }
span.step { color: #8a8a8a; }
div.side { flex: 1 1 12rem; display: flex; flex-direction: column; gap: 0.5rem; max-height: calc(100vh - 3rem); min-width: 0; }
dl.about { margin: 0; font-size: 0.9rem; }
dl.about div { display: flex; gap: 0.4rem; }
dl.about dt { font-weight: bold; }
dl.about dd { margin: 0; overflow-wrap: anywhere; }
div.legend { font-size: 0.85rem; }
div.legend ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.1rem 0.9rem; }
nav.moves { flex: 1 1 auto; min-height: 6rem; overflow: auto; }
nav.moves p { margin: 0 0 0.2rem; }
nav.moves ol { margin: 0; padding: 0 0 0 2.5rem; }
nav.moves li { margin: 0.1rem 0; }
nav.moves a { text-decoration: none; padding: 0 0.2rem; }
nav.moves a[aria-current] { background: #1a4d8f; color: #ffffff; border-radius: 0.2rem; }
.js section.position { display: none; scroll-margin-top: 100vh; }
.js section.position.current { display: block; }
.js section.position + section.position { margin-top: 0; }
@media (max-width: 40rem) {
  .game { flex-direction: column; }
  div.picture { width: calc(100vw - 2rem); }
  .position h2 { max-width: none; }
  div.side { max-height: none; }
  nav.moves { max-height: none; }
}
CSS

# The page's script: the position the address names (#move-N) shown, or
# the page's first; the left and right arrows (Home, End) step, the
# address following; the move list scrolled to keep the current move in
# sight.
my $SCRIPT = <<'JS';
(function () {
  var root = document.documentElement;
  var sections = document.querySelectorAll('section.position');
  var links = document.querySelectorAll('nav.moves a');
  var nav = document.querySelector('nav.moves');
  var last = sections.length - 1;
  var first = parseInt(root.getAttribute('data-at'), 10) || 0;
  var current = first;
  function named() {
    var m = /^#move-(\d+)$/.exec(window.location.hash);
    return m && parseInt(m[1], 10) <= last ? parseInt(m[1], 10) : null;
  }
  // the list scrolled (itself, not the page) to the current move, when
  // it is out of sight: to the middle of the list
  function follow(link) {
    if (!nav || !link || nav.scrollHeight <= nav.clientHeight) return;
    var box = nav.getBoundingClientRect(), at = link.getBoundingClientRect();
    if (at.top >= box.top && at.bottom <= box.bottom) return;
    nav.scrollTop += at.top - box.top - (nav.clientHeight - at.height) / 2;
  }
  function show(n) {
    current = n;
    for (var i = 0; i < sections.length; i++) {
      sections[i].className = 'position' + (i === n ? ' current' : '');
    }
    var shown = null;
    for (var j = 0; j < links.length; j++) {
      if (links[j].getAttribute('href') === '#move-' + n) { links[j].setAttribute('aria-current', 'step'); shown = links[j]; }
      else links[j].removeAttribute('aria-current');
    }
    follow(shown);
  }
  function go(n) {
    if (n < 0 || n > last) return;
    window.location.replace('#move-' + n);
  }
  root.className += ' js';
  window.addEventListener('hashchange', function () {
    var n = named();
    show(n === null ? first : n);
  });
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    var to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  });
  var n = named();
  show(n === null ? first : n);
})();
JS

sub game_html {
    my ($positions, $moves, @options) = @_;
    _fail('positions: not an array reference') unless ref $positions eq 'ARRAY';
    _fail('moves: not an array reference') unless ref $moves eq 'ARRAY';
    _fail('positions: ' . @$positions . ' for ' . @$moves . ' moves, not one more than the moves')
        unless @$positions == @$moves + 1;
    for my $i (0 .. $#$positions) {
        my $position = $positions->[$i];
        _fail("positions: $i is not a position") unless defined $position && !ref $position && position_ok($position);
    }
    # (a square is judged by square_parse's list: its file and rank are
    # indices from 0, so a square of file a or rank 1 gives a false one)
    for my $i (0 .. $#$moves) {
        my $move = $moves->[$i];
        my $n = $i + 1;
        _fail("moves: move $n is not a hash reference") unless ref $move eq 'HASH';
        _fail("moves: move $n: its move is not a move")
            unless defined $move->{move} && !ref $move->{move} && defined move_parse($move->{move});
        _fail("moves: move $n: its text is not a string") if defined $move->{text} && ref $move->{text};
        _fail("moves: move $n: its captures are not an array of squares")
            if defined $move->{captures}
            && (ref $move->{captures} ne 'ARRAY' || grep { !defined || ref || !(() = square_parse($_)) } @{ $move->{captures} });
    }
    _fail('options come in name => value pairs') if @options % 2;
    my %o = @options;
    for my $name (sort keys %o) {
        _fail("unknown option '$name'") unless $OPTIONS{$name};
    }
    my $title = defined $o{title} ? $o{title} : 'A brandubh game';
    _fail('title: not a string') if ref $title;
    my $at = defined $o{at} ? $o{at} : 0;
    _fail("at: not a position's number from 0 to " . @$moves)
        unless !ref $at && $at =~ /\A(?:0|[1-9][0-9]*)\z/ && $at <= @$moves;
    my @svg = defined $o{svg} ? do {
        _fail('svg: not an array reference of pairs') unless ref $o{svg} eq 'ARRAY' && !(@{ $o{svg} } % 2);
        @{ $o{svg} };
    } : ();
    for (my $i = 0; $i < @svg; $i += 2) {
        _fail("svg: '$svg[$i]' is not an option of the page's pictures") unless $SVG_OPTIONS{ $svg[$i] };
    }
    my $ending = $o{ending};
    _fail('ending: not a string') if ref $ending;
    my @about = defined $o{about} ? do {
        _fail('about: not an array reference of [name, text] pairs')
            unless ref $o{about} eq 'ARRAY'
            && !grep { ref $_ ne 'ARRAY' || @$_ != 2 || grep { !defined || ref } @$_ } @{ $o{about} };
        @{ $o{about} };
    } : ();
    # (position_svg's refusal of a value, said as the page's)
    my $draw = sub {
        my ($position, @more) = @_;
        my $svg = eval { position_svg($position, @svg, size => undef, @more) };
        if (!defined $svg) {
            (my $why = $@) =~ s/\Aposition_svg: (.*?) at \S+ line \d+\.?\n\z/svg: $1/s;
            _fail($why);
        }
        return $svg;
    };
    my $count = @$moves;
    # the colours of the pictures, for the legend and the side to move
    # (the options as the pictures take them: checked by $draw first)
    $draw->($positions->[0]);
    my $colors = svg_colors(@svg);
    my $swatch = sub { _swatch($colors, @_) };
    my $text_of = sub {
        my ($i) = @_;
        my $text = $moves->[$i]{text};
        return defined $text ? $text : Game::Brandubh::Notation::move_display(move_parse($moves->[$i]{move}));
    };
    my @sections;
    for my $n (0 .. $count) {
        my @more;
        my $label = 'The start';
        if ($n) {
            my $move = $moves->[$n - 1];
            @more = (lastmove => $move->{move}, captured => [@{ $move->{captures} || [] }]);
            $label = "After move $n, " . $text_of->($n - 1);
        }
        my $back = $n ? '<a class="step back" rel="prev" href="#move-' . ($n - 1) . '">&#8592; back</a>'
                      : '<span class="step back">&#8592; back</span>';
        my $forward = $n < $count ? '<a class="step forward" rel="next" href="#move-' . ($n + 1) . '">forward &#8594;</a>'
                                  : '<span class="step forward">forward &#8594;</span>';
        # who is to move, or, at the end of a game that says how it ended,
        # that
        my $turn = $n == $count && defined $ending ? '<span class="ending">' . _html($ending) . '</span>' : do {
            my $side = $positions->[$n] =~ /a\s*\z/ ? 'attacker' : 'defender';
            '<span class="turn">' . $swatch->($side) . " the ${side}s to move</span>";
        };
        push @sections, qq{<section id="move-$n" class="position">\n}
            . '<h2><span class="label">' . _html($label) . "</span> $back $forward $turn</h2>\n"
            . '<div class="picture">' . $draw->($positions->[$n], @more) . "</div>\n"
            . '<p class="string"><code>' . _html($positions->[$n]) . "</code></p>\n"
            . "</section>\n";
    }
    # the moves, two a turn, each a link to the position after it
    my @turns;
    for (my $i = 0; $i < $count; $i += 2) {
        push @turns, '<li value="' . ($i / 2 + 1) . '">'
            . join(' ', map { '<a href="#move-' . ($_ + 1) . '">' . _html($text_of->($_)) . '</a>' }
                        grep { $_ < $count } $i, $i + 1)
            . '</li>';
    }
    # what the game says of itself: its tags, its ending
    my @said = ((map { [$_->[0], $_->[1], ''] } @about), defined $ending ? ['Ending', $ending, ' class="ending"'] : ());
    my $about = @said ? qq{<dl class="about">\n}
        . join('', map { "<div$_->[2]><dt>" . _html($_->[0]) . '</dt><dd>' . _html($_->[1]) . "</dd></div>\n" } @said)
        . "</dl>\n" : '';
    # the legend: what each mark of the board is, in the pictures' colours
    my $legend = qq{<div class="legend" aria-label="The legend">\n<ul>\n}
        . join('', map { "<li>$_</li>\n" }
               $swatch->('attacker') . ' the attackers', $swatch->('defender') . ' the defenders',
               $swatch->('king') . ' the king (of the defenders)', $swatch->('corner') . ' a corner',
               $swatch->('throne') . ' the throne', $swatch->('lastmove') . ' the move made',
               $swatch->('captured') . ' a piece it captured')
        . "</ul>\n</div>\n";
    return join '', qq{<!DOCTYPE html>\n<html lang="en" data-at="$at">\n<head>\n<meta charset="utf-8">\n},
        qq{<meta name="viewport" content="width=device-width, initial-scale=1">\n},
        '<title>' . _html($title) . "</title>\n<style>\n$STYLE</style>\n</head>\n<body>\n",
        '<h1>' . _html($title) . "</h1>\n<div class=\"game\">\n<div class=\"boards\">\n", @sections, "</div>\n",
        qq{<div class="side">\n}, $about, $legend,
        qq{<nav class="moves" aria-label="The moves">\n<p class="start"><a href="#move-0">the start</a></p>\n<ol>\n}, join("\n", @turns), "\n</ol>\n</nav>\n</div>\n</div>\n",
        "<script>\n$SCRIPT</script>\n</body>\n</html>\n";
}

# A small picture of a mark of the board, in the colours of the pictures,
# before its name in the legend.
sub _swatch {
    my ($colors, $kind) = @_;
    my $c = sub { _html($colors->{ $_[0] }) };
    my $inner = $kind eq 'attacker' || $kind eq 'defender'
              ? '<circle cx="10" cy="10" r="8" fill="' . $c->($kind) . '" stroke="' . $c->('outline') . '" stroke-width="1.5"/>'
              : $kind eq 'king'
              ? '<circle cx="10" cy="10" r="8" fill="' . $c->('king') . '" stroke="' . $c->('outline') . '" stroke-width="1.5"/>'
                . '<polygon points="5,13 5,6 8,9 10,5 12,9 15,6 15,13" fill="' . $c->('crown') . '"/>'
              : $kind eq 'corner'
              ? '<rect x="0" y="0" width="20" height="20" fill="' . $c->('corner') . '"/>'
                . '<rect x="4" y="4" width="12" height="12" fill="none" stroke="' . $c->('sign') . '" stroke-width="2"/>'
              : $kind eq 'throne'
              ? '<rect x="0" y="0" width="20" height="20" fill="' . $c->('throne') . '"/>'
                . '<polygon points="10,1 19,10 10,19 1,10" fill="none" stroke="' . $c->('sign') . '" stroke-width="2"/>'
              : $kind eq 'lastmove'
              ? '<rect x="0" y="0" width="20" height="20" fill="' . $c->('board') . '"/>'
                . '<rect x="0" y="0" width="20" height="20" fill="' . $c->('lastmove') . '" fill-opacity="0.5"/>'
              : '<rect x="0" y="0" width="20" height="20" fill="' . $c->('board') . '"/>'
                . '<path d="M4 4L16 16 M16 4L4 16" stroke="' . $c->('captured') . '" stroke-width="3" stroke-linecap="round"/>';
    return qq{<svg class="swatch $kind" viewBox="0 0 20 20" aria-hidden="true">$inner</svg>};
}

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::HTML - a brandubh game as one page, stepped through move by move

=head1 SYNOPSIS

    use Game::Brandubh::Notation::Replay qw(replay);
    use Game::Brandubh::Notation::HTML qw(game_html);

    my @moves = qw(d2b2 d3c3 b2b3);
    my $replay = replay(undef, \@moves, [{}, {}, { captures => ['c3'] }]);
    my $html = game_html($replay->{positions},
        [{ move => 'd2b2' }, { move => 'd3c3' }, { move => 'b2b3', text => 'b2-b3xc3', captures => ['c3'] }],
        title => 'A short game', svg => [board => 'checkered']);
    # open it in a browser; #move-2 in the address shows the position after d3c3

=head1 DESCRIPTION

One function, which writes a game as one HTML page that holds everything
it shows: the board after every move, each an SVG picture of
L<Game::Brandubh::Notation::SVG> inline, with the page's style and a
short script inline as well. It refers to no other file and to nothing
on a network; saved alone, it opens alone.

The page shows one board at a time beside the list of the moves, two a
turn, each a link to the position it made. The position C<N> (from 0,
the start, to the number of moves) is a section whose C<id> is
C<move-N>, so that C<page.html#move-N> in the address shows it. The left
and right arrow keys step back and forth (Home and End go to the start
and the last position), the address following (C<#move-N>), and so do
the links C<back> and C<forward> above each board; the move list marks
the move of the position shown and keeps it in sight, scrolling itself
(not the page) to it when it is out of sight. Each board tints the
squares of the move that made it and crosses the squares it says it
captured, and the position's string stands under it; above it, beside
the move, the side to move is said in words after a disc of its colour
(C<the attackers to move>), or, at the last position of a game whose
C<ending> is given, the ending, on a dark band.

Above the list stand what the game says of itself (the C<about> and
C<ending> options: its players, event, site, date, how it ended) and a
legend of the board: a small picture of each of its marks in the
pictures' own colours (those the C<svg> option's C<colors> gives, by
L<Game::Brandubh::Notation::SVG/svg_colors>), named: the attackers, the
defenders, the king (of the defenders), a corner, the throne, the move
made and a piece it captured.

Without its script (a browser that runs none), the page shows every
board, one section after another, each with its C<id>, and the links
still go from one to the next.

Nothing is exported unless asked for; C<:all> exports C<game_html>.

=head1 FUNCTIONS

=head2 game_html

    my $html = game_html(\@positions, \@moves, %options);

The page, as a string of characters ending with a newline, to be written
as UTF-8. C<@positions> are the positions of the game, as
L<Game::Brandubh::Notation::Replay/replay> gives them: the start, then
the position after each move, each a string
L<Game::Brandubh::Notation/position_ok> accepts. C<@moves> holds one hash
reference a move, one fewer than the positions, with the keys:

=over 4

=item move

The move: stored (C<d1d3>) or any text
L<Game::Brandubh::Notation/move_parse> reads. Required.

=item text

How the move is written in the list and above its board (as the game
was written, in its notation); C<move_display>'s shown form unless
given.

=item captures

A reference to an array of the squares the move captured, each crossed
on the board after it.

=back

The options:

=over 4

=item title

The page's title, and its heading (C<A brandubh game> unless given).

=item svg

A reference to an array of L<Game::Brandubh::Notation::SVG/position_svg>'s
options for every board: C<coordinates>, C<flipped>, C<board>,
C<side_to_move> and C<colors>. The page gives the others itself: no
C<size> (a board is as large as the window lets it be), and each board's
C<lastmove> and C<captured>.

=item at

The position shown when the address names none (from 0; 0 unless
given).

=item about

What the game says of itself, shown beside the board as a list of
names and texts, in the order given: a reference to an array of
C<[name, text]> pairs (C<[Attackers =E<gt> 'Aoife'], [Event =E<gt> 'Autumn
Cup']>), each a string. None unless given.

=item ending

How the game ended, a sentence (C<The game ended: the attackers
resigned; the defenders won.>), shown beside the board after the
C<about> list, and above the last board in place of the side to move.
The page says what it is given: it judges no ending by a rule. None
unless given.

=back

Arguments that are not these die, with a message beginning
C<game_html:> that names the argument, as Carp's C<croak> says it: not
one position more than the moves, a position that is not one, a move
that is not one, captures that are not squares (a square is what
C<square_parse> reads, as a list: C<a1> is one), an option that is not
one, an C<at> past the last position, an C<ending> that is not a
string, an C<about> that is not pairs of strings, or a value
C<position_svg> refuses.

=head1 SEE ALSO

L<Game::Brandubh::Notation::SVG>, L<Game::Brandubh::Notation::Replay>;
the command L<brandubh-notation> writes the page with C<show --format
html>.

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
