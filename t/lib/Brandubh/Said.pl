package Brandubh::Said;

# Games in the model of Game::Brandubh::Notation::Formats, made at random
# (a seed makes the same ones again): moves along a rank or a file, each
# saying at random what a move may say (captures, repeated and in any
# order, the king's letter, the square a king was taken on, every mark, an
# ending mark on the last move alone), every ending (a resignation by the
# side to move, an agreement, a timeout of the side to move, a winner a
# collection states, with a timeout or alone), both first sides, other
# starts and variants, tags and columns. And the comparison of two models
# as what they say: the style of a move (hyphen, lower), empty hashes and
# the writing of a start do not count.

use strict;
use warnings;
use Exporter 'import';
use Game::Brandubh::Notation qw(SETUP position_cells position_ok);

our @EXPORT_OK = qw(said_game said_same said_text);

my @FILES = ('a' .. 'g');
sub _square { return $FILES[ int rand 7 ] . (1 + int rand 7) }

sub _move {
    my ($f, $r) = (int rand 7, int rand 7);
    my ($g, $s) = ($f, $r);
    if (rand() < 0.5) { $g = ($f + 1 + int rand 6) % 7 } else { $s = ($r + 1 + int rand 6) % 7 }
    return $FILES[$f] . ($r + 1) . $FILES[$g] . ($s + 1);
}

# a start other than the set-up: pieces at random, the king among them
sub _start {
    my ($side) = @_;
    my @cells = ('') x 49;
    $cells[ int rand 49 ] = 'k';
    for (1 .. 2 + int rand 10) {
        my $at = int rand 49;
        $cells[$at] ||= rand() < 0.6 ? 'a' : 'd';
    }
    my @rows;
    for my $row (0 .. 6) {
        my ($text, $run) = ('', 0);
        for my $cell (@cells[ $row * 7 .. $row * 7 + 6 ]) {
            if ($cell eq '') { $run++; next }
            $text .= $run if $run;
            $text .= $cell;
            $run = 0;
        }
        $text .= $run if $run;
        push @rows, $text;
    }
    my $position = join('/', @rows) . " $side";
    die "not a position: $position" unless position_ok($position);
    return $position;
}

my @MARKS = qw(threat way_out loses);
my @ENDING_MARKS = qw(king_home king_taken wins);

sub _about {
    my ($last) = @_;
    my %about;
    if (rand() < 0.4) {
        my @captures = map { _square() } 1 .. 1 + int rand 3;
        push @captures, $captures[0] if rand() < 0.1;    # a square said twice
        $about{captures} = \@captures;
        if ($last && rand() < 0.2) {    # the king taken ends the game
            $about{king_square} = $captures[ int rand @captures ];
            $about{king_taken} = 1;
        }
    }
    $about{king} = 1 if rand() < 0.2;
    $about{ $MARKS[ int rand @MARKS ] } = 1 if rand() < 0.2;
    $about{ $ENDING_MARKS[ int rand @ENDING_MARKS ] } = 1 if $last && !$about{king_taken} && rand() < 0.3;
    return \%about;
}

my @TAGS = qw(event site date round attackers defenders annotator);

sub said_game {
    my %model;
    my $first = rand() < 0.7 ? 'attackers' : 'defenders';
    my $start = rand() < 0.8 ? SETUP : _start('a');
    $start =~ s/ a\z/ d/ if $first eq 'defenders';
    my $variant = rand() < 0.9 ? 'brandubh' : 'brandubh-39';
    my $count = int rand 12;
    my @moves = map { _move() } 1 .. $count;
    # a record's game: moves that state no captures, and nothing else
    my $unstated = rand() < 0.15;
    my @abouts = map { $unstated ? {} : _about($_ == $count) } 1 .. $count;
    my $to_move = $count % 2 ? ($first eq 'attackers' ? 'defenders' : 'attackers') : $first;
    my $other = $to_move eq 'attackers' ? 'defenders' : 'attackers';
    my $ends = grep { $_->{king_home} || $_->{king_taken} || $_->{wins} } @abouts;
    my ($result, %notes, $winner);
    my $ending = $ends ? int rand 2 : int rand 7;
    if    ($ending == 1) { $winner = (qw(attackers defenders draw))[ int rand 3 ] }
    elsif ($ending == 2) { $result = { how => 'resign', by => $to_move } }
    elsif ($ending == 3) { $result = { how => 'agreed' } }
    elsif ($ending == 4) { $notes{timeout} = $to_move }
    elsif ($ending == 5) { $notes{timeout} = $to_move; $winner = $other }    # as hnefatafl-rs's lists say it
    %model = (game => { variant => $variant, start => $start, moves => \@moves, result => $result },
              first => $first, abouts => \@abouts, notes => \%notes);
    $model{winner} = $winner if defined $winner;
    $model{unstated} = 1 if $unstated;
    if (rand() < 0.3) {
        my %tags;
        $tags{ $TAGS[ int rand @TAGS ] } = 'Game ' . int rand 100 for 1 .. 1 + int rand 3;
        $model{tags} = \%tags;
    }
    $model{columns} = join ',', map { int rand 5 } 1 .. 1 + int rand 3 if rand() < 0.2;
    return \%model;
}

# A model as text, what it says alone, one way: for comparing two, and for
# a failure's diagnostics.
sub said_text {
    my ($model) = @_;
    my $game = $model->{game};
    my ($cells, $side) = position_cells($game->{start});
    my @parts = ("variant=$game->{variant}", 'start=' . join('/', map { join '', map { $_ eq '' ? '.' : $_ } @$_ } @{ $cells || [] }) . " $side");
    my $result = $game->{result};
    push @parts, 'result=' . ($result ? $result->{how} . ($result->{by} ? " $result->{by}" : '') : '');
    my @moves = @{ $game->{moves} };
    for my $i (0 .. $#moves) {
        my $about = ($model->{abouts} || [])->[$i] || {};
        my @said = map {
            my $v = $about->{$_};
            $_ eq 'captures' ? "captures=" . join('/', @$v) : $_ eq 'king_square' ? "king_square=$v" : $_;
        } grep { $_ ne 'hyphen' && $_ ne 'lower' && $about->{$_} } sort keys %$about;
        push @parts, "$moves[$i](" . join(' ', @said) . ')';
    }
    my $notes = $model->{notes} || {};
    push @parts, "timeout=$notes->{timeout}" if defined $notes->{timeout};
    push @parts, "winner=$model->{winner}" if defined $model->{winner};
    my $tags = $model->{tags} || {};
    push @parts, 'tags=' . join(',', map {"$_:$tags->{$_}"} sort keys %$tags) if %$tags;
    push @parts, "columns=$model->{columns}" if defined $model->{columns};
    push @parts, 'unstated' if $model->{unstated} && @moves;
    return join ' ', @parts;
}

sub said_same { my ($a, $b) = @_; return said_text($a) eq said_text($b) }

1;
