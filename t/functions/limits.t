# Limits neither backend may have: a move of any number of captures, a tied
# array of moves read one element at a time whatever size it claims, and a
# text of many rows refused at its first row too many.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Functions qw(fault_reader);
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();

my @backends = ('Game::Brandubh::Notation', 'Game::Brandubh::Notation::PP');

for my $backend (@backends) {
    my $parse = $backend->can('move_parse');
    for my $n (70_000, 300_000) {
        my $move = 'Kd1-d3x' . join(',', ('c3') x $n) . '++';
        is($parse->($move), 'd1d3', "$backend: a move of $n captures, without a warning");
        is($parse->("$move,"), undef, "$backend: and with a comma too many");
        is($parse->(substr($move, 0, -2) . ',c9'), undef, "$backend: and with a last capture that is no square");
    }
}

{
    package Brandubh::Claims;
    sub TIEARRAY { my ($class, $size, $good) = @_; bless { size => $size, good => $good, fetches => 0 }, $class }
    sub FETCHSIZE { $_[0]{size} }
    sub FETCH { my ($self, $i) = @_; $self->{fetches}++; $i < $self->{good} ? 'd1d3' : 'bad' }
}
for my $backend (@backends) {
    my $string = $backend->can('game_string');
    tie my @claims, 'Brandubh::Claims', 1_000_000_000, 3000;
    is($string->({ moves => \@claims }), undef, "$backend: a tied array claiming a billion moves, the 3001st bad");
    is(tied(@claims)->{fetches}, 3001, "$backend: read to its first bad move and no further");
    tie my @good, 'Brandubh::Claims', 5000, 5000;
    is($string->({ moves => \@good }), "variant brandubh\nmoves" . (' d1d3' x 5000) . "\n",
       "$backend: a tied array of 5000 good moves");
    is(tied(@good)->{fetches}, 5000, "$backend: each fetched once");
}

for my $backend (@backends) {
    my $why = fault_reader(q{position}, $backend eq q{Game::Brandubh::Notation::PP} ? q{PP} : undef);
    my $ok = $backend->can('position_ok');
    my $rows = ('7/' x 2_000_000) . '7 a';
    is($ok->($rows), 0, "$backend: two million rows are no position");
    is_deeply([$why->($rows)], [{ code => 'rows', at => 13, length => 1, rows => 8 }],
              "$backend: the fault is the eighth row");
    my $wide = ('7' x 3_000_000) . '/7/7/7/7/7/7 a';
    is_deeply([$why->($wide)], [{ code => 'width', at => 0, length => 3_000_000, rank => 7, width => 21_000_000 }],
              "$backend: a row 21,000,000 squares wide");
}

done_testing;
