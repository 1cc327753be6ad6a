package Brandubh::Oracle;

# Which texts are a move, a position and a game record, said a second way,
# with regular expressions and splits: the readers each backend had before
# it read each format with one grammar. The backends' readers are held to
# these in t/backends/oracles.t. Each gives what the module's function of its
# name gives, for a plain value; they are called by their full names.

use strict;
use warnings;

use Game::Brandubh::Notation ();

my $SQUARE = qr/[a-g][1-7]/;
my $MOVE = qr/\A\s*k?($SQUARE)-?($SQUARE)(?:x$SQUARE(?:,$SQUARE)*)?(?:\#|\+\+)?\s*\z/;
my $STORED = qr/\A$SQUARE$SQUARE\z/;

sub move_parse {
    my ($text) = @_;
    return lc($text) =~ $MOVE ? $1 . $2 : undef;
}

sub position_ok {
    my ($text) = @_;
    return 0 unless $text =~ m{\A((?:[adk1-7]+/){6}[adk1-7]+) [ad]\z};
    for my $row (split m{/}, $1) {
        my $width = 0;
        $width += /[1-7]/ ? $_ : 1 for split //, $row;
        return 0 unless $width == 7;
    }
    return 1;
}

sub game_parse {
    my ($text) = @_;
    my %line;
    for my $line (split /\r?\n(?:\s*\n)?/, $text) {
        next if $line =~ /\A\s*\z/;
        my ($word, $rest) = $line =~ /\A(\w+)(?: (.*))?\z/s or return undef;
        return undef if exists $line{$word} || $word !~ /\A(?:variant|start|moves|result)\z/;
        $line{$word} = $rest;
    }
    return undef unless exists $line{variant} && exists $line{moves};
    return undef unless defined $line{variant} && $line{variant} =~ /\S/;
    return undef if exists $line{start} && !(defined $line{start} && position_ok($line{start}));
    my @moves = split ' ', defined $line{moves} ? $line{moves} : '';
    return undef if grep { !/$STORED/ } @moves;
    # how is a word of the reader's own; by is taken from the text (a
    # capture, with the text's UTF-8 flag)
    my $result;
    if (exists $line{result}) {
        return undef unless defined $line{result} && $line{result} =~ /\A(?:agreed|resign (attackers|defenders))\z/;
        $result = defined $1 ? { how => 'resign', by => $1 } : { how => 'agreed' };
    }
    return { variant => $line{variant}, start => exists $line{start} ? $line{start} : Game::Brandubh::Notation::SETUP,
             moves => \@moves, result => $result };
}

1;
