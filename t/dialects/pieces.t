# A list of moves read in pieces (Dialects::_list_piece, what
# Game::Brandubh::Notation::Lists reads a long game with): the lists of
# data/dialects and mutated ones, cut at random white space, read piece
# after piece give the moves and abouts of the list read whole, its closing
# word, and its fault (code, place, message) when it is refused; turn
# numbers counted on across pieces, past a piece's bytes. By the backend in
# use (backends/pp.t runs this again with the plain-Perl one).
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Data::Dumper ();
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::Dialects qw(dialects list_from_dialect list_from_dialect_why);

my $seed = defined $ENV{BRANDUBH_PIECES_SEED} ? $ENV{BRANDUBH_PIECES_SEED} : int rand 1e9;
srand $seed;
diag 'backend ' . Game::Brandubh::Notation::BACKEND() . ", seed $seed";

# The list read in pieces cut after white space at random: the moves, the
# abouts and the closing word's meaning, or the fault as _list_read gives it.
sub in_pieces {
    my ($d, $text) = @_;
    my @pieces = split /(?<=\s)(?=\S)/, $text;
    # some pieces put together again, some left as they are
    my @cut;
    for my $piece (@pieces) {
        if (@cut && rand() < 0.5) { $cut[-1] .= $piece }
        else { push @cut, $piece }
    }
    my (%state, @moves, @abouts);
    my $offset = 0;
    for my $piece (@cut) {
        my ($moves, $abouts) = Game::Brandubh::Notation::Dialects::_list_piece($d, $piece, \%state, $offset);
        return $abouts unless $moves;
        push @moves, @$moves;
        push @abouts, @$abouts;
        $offset += length $piece;
    }
    return [ \@moves, \@abouts, $state{said}, $state{moves} ];
}

my ($read, $refused, @wrong) = (0, 0);
for my $d (dialects()) {
    my $file = "$FindBin::Bin/../data/dialects/$d.txt";
    open my $fh, '<:encoding(UTF-8)', $file or die "$file: $!";
    my @lists = map { chomp; $_ } <$fh>;
    close $fh;
    my @tokens = map { split ' ' } @lists;
    my @texts = @lists;
    # mutated: lists joined, tokens dropped, doubled, moved, turn numbers
    # and words put in
    for (1 .. 300) {
        my @list = split ' ', join ' ', @lists[ map { rand @lists } 1 .. 1 + int rand 3 ];
        my $what = rand;
        if ($what < 0.2) { splice @list, rand(@list), 1 }
        elsif ($what < 0.4) { splice @list, rand(@list), 0, $tokens[ rand @tokens ] }
        elsif ($what < 0.6) { splice @list, rand(@list), 0, (qw(1. 2... 3.. resigned timeout --- 10000. x), "\x{A0}")[ rand 9 ] }
        push @texts, join((' ', "\n", "\t", "  ", "\x{A0}")[ rand 5 ], @list);
    }
    for my $text (@texts) {
        my $whole = list_from_dialect($d, $text);
        my $got = in_pieces($d, $text);
        if ($whole) {
            $read++;
            my $said = $whole->{game}{result} ? 'resigned' : $whole->{notes}{timeout} ? 'timeout' : undef;
            push @wrong, "$d: '$text' read whole, not in pieces" unless @$got == 4
                && is_deeply_quiet([ @$got[0, 1, 2] ], [ $whole->{game}{moves}, $whole->{abouts}, $said ])
                && $got->[3] == @{ $whole->{game}{moves} };
        }
        else {
            $refused++;
            my $why = list_from_dialect_why($d, $text);
            push @wrong, "$d: '$text' refused as '$why->{message}', in pieces " . (@$got == 3 ? "'$got->[2]'" : 'read')
                unless @$got == 3 && $got->[0] eq $why->{code} && $got->[1] == $why->{at} && $got->[2] eq $why->{message};
        }
    }
}
ok(!@wrong, "lists read in pieces as whole: $read read, $refused refused") or diag join "\n", @wrong[0 .. ($#wrong < 4 ? $#wrong : 4)];
cmp_ok($read, '>', 200, '... many read');
cmp_ok($refused, '>', 200, '... many refused');

sub is_deeply_quiet {
    my ($x, $y) = @_;
    local $Data::Dumper::Useqq = 1;
    local $Data::Dumper::Sortkeys = 1;
    return Data::Dumper::Dumper($x) eq Data::Dumper::Dumper($y);
}

# turn numbers and a game's end counted on from the pieces before
my %state = (moves => 10000, ended => 0);
my ($moves) = Game::Brandubh::Notation::Dialects::_list_piece('otn', '5001. d2-e2 ', \%state, 0);
is_deeply([ $moves, $state{moves} ], [ ['d2e2'], 10001 ], 'a turn number past the bytes of its piece, counted on');
my (undef, $fault) = Game::Brandubh::Notation::Dialects::_list_piece('otn', ' 5001. d2-e2', { moves => 10002 }, 7);
is_deeply($fault, [ 'turn', 8, "Column 9: turn 5001. comes after 10002 moves; turn 5002 is next." ],
          '... one out of place refused, at its place in the whole text')
    or diag explain $fault;
(undef, $fault) = Game::Brandubh::Notation::Dialects::_list_piece('otn', 'd2-e2', { moves => 3, ended => 3 }, 2);
is_deeply($fault, [ 'after', 2, 'Column 3: a move after move 3, whose mark ends the game.' ],
          'a move after one whose mark ended the game in an earlier piece');
%state = (moves => 1);
Game::Brandubh::Notation::Dialects::_list_piece('nielsen', 'd2e2 resigned ', \%state, 0);
is_deeply([ @state{qw(moves said word)} ], [ 2, 'resigned', 'resigned' ], 'a closing word read: its meaning and text');
is_deeply([ Game::Brandubh::Notation::Dialects::_list_piece('nielsen', "  \t", \%state, 14) ], [ [], [] ],
          '... white space after it in a later piece');
(undef, $fault) = Game::Brandubh::Notation::Dialects::_list_piece('nielsen', ' d1d2', \%state, 14);
is_deeply($fault, [ 'after', 15, "Column 16: 'd1d2' follows 'resigned', which ends the list." ],
          '... a token after it in a later piece refused');

done_testing;
