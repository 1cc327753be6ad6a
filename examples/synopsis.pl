#!/usr/bin/perl
# Runs each line of the SYNOPSIS and prints what it returns.
use strict;
use warnings;
use Game::Brandubh::Notation ':all';
use Data::Dumper;

$Data::Dumper::Indent = 1;
$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Terse = 1;

sub _dumped {
    (my $text = Dumper($_[0])) =~ s/\n\z//;
    return $text;
}

sub show {
    my ($code, @values) = @_;
    my $shown = join ', ', map { defined $_ ? (ref $_ ? _dumped($_) : "'$_'") : 'undef' } @values;
    printf "%-75s # %s\n", $code, $shown;
}

printf "Game::Brandubh::Notation %s, %s backend\n\n", $Game::Brandubh::Notation::VERSION,
    Game::Brandubh::Notation::BACKEND();

my ($file, $rank) = square_parse('d4');
show(q{my ($file, $rank) = square_parse('d4');}, $file, $rank);

my $name = square_name(3, 3);
show(q{my $name = square_name(3, 3);}, $name);

my $move = move_parse('Kd4-d1');
show(q{my $move = move_parse('Kd4-d1');}, $move);

my $text = move_display('d1d3', { captures => ['c3'] });
show(q{my $text = move_display('d1d3', { captures => ['c3'] });}, $text);

show(q{position_ok(SETUP)}, position_ok(SETUP));

my $record = game_string({ variant => 'brandubh', moves => [qw(d1c1 d3c3)] });
show(q{my $record = game_string({ variant => 'brandubh', moves => [qw(d1c1 d3c3)] });}, $record);

my $game = game_parse($record);
show(q{my $game = game_parse($record);}, $game);
