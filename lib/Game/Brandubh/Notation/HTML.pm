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
use Game::Brandubh::Notation::SVG qw(position_svg);

our @EXPORT_OK = qw(game_html);
our %EXPORT_TAGS = (all => [@EXPORT_OK]);

my %OPTIONS = map { $_ => 1 } qw(title svg at);
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
.position h2 { font-size: 1rem; margin: 0 0 0.3rem; font-weight: normal; display: flex; gap: 0.75rem; }
.position h2 .label { font-weight: bold; }
div.picture { width: min(calc(100vh - 6.5rem), calc(100vw - 15rem)); min-width: 10rem; }
div.picture svg { display: block; width: 100%; height: auto; aspect-ratio: 1; }
.position .string { margin: 0.3rem 0 0; font-size: 0.8rem; }
section.position + section.position { margin-top: 2rem; }
a { color: #1a4d8f; }
span.step { color: #8a8a8a; }
nav.moves { flex: 1 1 12rem; max-height: calc(100vh - 3rem); overflow: auto; }
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
  nav.moves { max-height: none; }
}
CSS

# The page's script: the position the address names (#move-N) shown, or
# the page's first; the left and right arrows (Home, End) step.
my $SCRIPT = <<'JS';
(function () {
  var root = document.documentElement;
  var sections = document.querySelectorAll('section.position');
  var links = document.querySelectorAll('nav.moves a');
  var last = sections.length - 1;
  var first = parseInt(root.getAttribute('data-at'), 10) || 0;
  var current = first;
  function named() {
    var m = /^#move-(\d+)$/.exec(window.location.hash);
    return m && parseInt(m[1], 10) <= last ? parseInt(m[1], 10) : null;
  }
  function show(n) {
    current = n;
    for (var i = 0; i < sections.length; i++) {
      sections[i].className = 'position' + (i === n ? ' current' : '');
    }
    for (var j = 0; j < links.length; j++) {
      if (links[j].getAttribute('href') === '#move-' + n) links[j].setAttribute('aria-current', 'step');
      else links[j].removeAttribute('aria-current');
    }
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
    for my $i (0 .. $#$moves) {
        my $move = $moves->[$i];
        my $n = $i + 1;
        _fail("moves: move $n is not a hash reference") unless ref $move eq 'HASH';
        _fail("moves: move $n: its move is not a move")
            unless defined $move->{move} && !ref $move->{move} && defined move_parse($move->{move});
        _fail("moves: move $n: its text is not a string") if defined $move->{text} && ref $move->{text};
        _fail("moves: move $n: its captures are not an array of squares")
            if defined $move->{captures}
            && (ref $move->{captures} ne 'ARRAY' || grep { !defined || ref || !defined scalar square_parse($_) } @{ $move->{captures} });
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
        push @sections, qq{<section id="move-$n" class="position">\n}
            . '<h2><span class="label">' . _html($label) . "</span> $back $forward</h2>\n"
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
    return join '', qq{<!DOCTYPE html>\n<html lang="en" data-at="$at">\n<head>\n<meta charset="utf-8">\n},
        qq{<meta name="viewport" content="width=device-width, initial-scale=1">\n},
        '<title>' . _html($title) . "</title>\n<style>\n$STYLE</style>\n</head>\n<body>\n",
        '<h1>' . _html($title) . "</h1>\n<div class=\"game\">\n<div class=\"boards\">\n", @sections, "</div>\n",
        qq{<nav class="moves" aria-label="The moves">\n<p class="start"><a href="#move-0">the start</a></p>\n<ol>\n}, join("\n", @turns), "\n</ol>\n</nav>\n</div>\n",
        "<script>\n$SCRIPT</script>\n</body>\n</html>\n";
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
and the last position), and so do the links C<back> and C<forward> above
each board; the move list marks the move of the position shown. Each
board tints the squares of the move that made it and crosses the squares
it says it captured, and the position's string stands under it.

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

=back

Arguments that are not these die, with a message beginning
C<game_html:> that names the argument, as Carp's C<croak> says it: not
one position more than the moves, a position that is not one, a move
that is not one, captures that are not squares, an option that is not
one, an C<at> past the last position, or a value C<position_svg>
refuses.

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
