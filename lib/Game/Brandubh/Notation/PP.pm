package Game::Brandubh::Notation::PP;

# The whole interface of Game::Brandubh::Notation in plain Perl: the backend
# used where the XS cannot be loaded, and the statement the XS is tested
# against. Every function copies its arguments first (so that tied values
# are fetched once) and reads references as never plain.

use strict;
use warnings;

our $VERSION = '0.01';

use Scalar::Util ();

use constant SETUP => '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a';

my $SQUARE = qr/[a-g][1-7]/;
my $MOVE_TEXT = qr/\A\s*k?($SQUARE)-?($SQUARE)(?:x$SQUARE(?:,$SQUARE)*)?(?:\#|\+\+)?\s*\z/;
my $ONE_SQUARE = qr/\A$SQUARE\z/;
my $STORED = qr/\A($SQUARE)($SQUARE)\z/;

sub _plain { defined $_[0] && !ref $_[0] }

sub _unblessed {
    my ($ref, $type) = @_;
    return ref $ref && !defined Scalar::Util::blessed($ref)
        && Scalar::Util::reftype($ref) eq $type;
}

sub square_name {
    my ($file, $rank) = @_;
    return undef unless _plain($file) && _plain($rank);
    # Read as strings: the digit of a dual value's string, not its number.
    ($file) = "$file" =~ /\A([0-6])\z/ or return undef;
    ($rank) = "$rank" =~ /\A([0-6])\z/ or return undef;
    return chr(ord('a') + $file) . ($rank + 1);
}

sub square_parse {
    my ($text) = @_;
    return unless _plain($text) && lc($text) =~ /\A([a-g])([1-7])\z/;
    return (ord($1) - ord('a'), $2 - 1);
}

sub move_wire {
    my ($from, $to) = @_;
    return undef unless _plain($from) && _plain($to);
    ($from, $to) = (lc $from, lc $to);
    return undef unless $from =~ $ONE_SQUARE && $to =~ $ONE_SQUARE;
    return $from . $to;
}

sub move_split {
    my ($move) = @_;
    return unless _plain($move) && $move =~ $STORED;
    return ($1, $2);
}

sub move_parse {
    my ($text) = @_;
    return undef unless _plain($text) && lc($text) =~ $MOVE_TEXT;
    return $1 . $2;
}

sub move_display {
    my ($move, $about) = @_;
    return undef unless _plain($move) && $move =~ $STORED;
    my ($from, $to) = ($1, $2);
    $about = {} unless _unblessed($about, 'HASH');
    my $king = $about->{king};
    my $list = $about->{captures};
    my @captures = _unblessed($list, 'ARRAY')
        ? sort grep { $_ =~ $ONE_SQUARE } map { lc } grep { _plain($_) } @$list
        : ();
    my $ending = $about->{king_home} ? '++' : $about->{king_taken} ? '#' : '';
    return ($king ? 'K' : '') . "$from-$to"
        . (@captures ? 'x' . join(',', @captures) : '') . $ending;
}

sub _rows {
    my ($text) = @_;
    return unless _plain($text)
        && $text =~ m{\A((?:[adk1-7]+/){6}[adk1-7]+) ([ad])\z};
    my ($board, $side) = ($1, $2);
    my @rows = split m{/}, $board;
    for my $row (@rows) {
        return if length $row > 7;    # every character is at least one square
        my $width = 0;
        $width += /[1-7]/ ? $_ : 1 for split //, $row;
        return unless $width == 7;
    }
    return (\@rows, $side);
}

sub position_ok {
    my ($text) = @_;
    return _rows($text) ? 1 : 0;
}

sub position_cells {
    my ($text) = @_;
    my ($rows, $side) = _rows($text) or return;
    my @cells = map { [ map { /[1-7]/ ? ('') x $_ : $_ } split // ] } @$rows;
    return (\@cells, $side);
}

sub game_string {
    my ($game) = @_;
    return undef unless _unblessed($game, 'HASH');
    my ($variant, $start, $moves, $result) = @{$game}{qw(variant start moves result)};

    my @moves;
    if ($moves) {
        return undef unless ref $moves && Scalar::Util::reftype($moves) eq 'ARRAY';
        @moves = @$moves;
        for (@moves) {
            return undef unless _plain($_) && $_ =~ $STORED;
        }
    }

    my $ending = '';
    if (defined $result) {
        return undef unless _unblessed($result, 'HASH');
        my ($how, $by) = @{$result}{qw(how by)};
        if (_plain($how) && $how eq 'agreed') {
            $ending = "result agreed\n";
        }
        elsif (_plain($how) && $how eq 'resign'
            && _plain($by) && ($by eq 'attackers' || $by eq 'defenders')) {
            $ending = $by eq 'attackers'
                ? "result resign attackers\n" : "result resign defenders\n";
        }
        else {
            return undef;
        }
    }

    $variant = 'brandubh' unless _plain($variant) && length $variant;
    return undef if $variant =~ /[\r\n]/ || $variant !~ /\S/;

    my $text = "variant $variant\n";
    if (_plain($start) && $start ne SETUP) {
        return undef unless position_ok($start);
        $text .= "start $start\n";
    }
    return $text . join(' ', 'moves', @moves) . "\n" . $ending;
}

sub game_parse {
    my ($text) = @_;
    return undef unless _plain($text);
    my %line;
    # Lines end at LF, a CR just before it going too. The lines of white
    # space after one are taken with it (they are skipped anyway): a run of
    # white space that ends in a LF holds only whole lines.
    for my $line (split /\r?\n(?:\s*\n)?/, $text) {
        next if $line =~ /\A\s*\z/;
        my ($word, $rest) = $line =~ /\A(\w+)(?: (.*))?\z/s or return undef;
        return undef if exists $line{$word};
        $line{$word} = $rest;
    }
    return undef unless exists $line{variant} && exists $line{moves};
    return undef if grep { !/\A(?:variant|start|moves|result)\z/ } keys %line;

    # The known lines, in a fixed order, so that every call takes one path.
    my %game = (start => SETUP, result => undef);
    my $variant = $line{variant};
    return undef unless defined $variant && $variant =~ /\S/;
    $game{variant} = $variant;
    if (exists $line{start}) {
        return undef unless position_ok($line{start});
        $game{start} = $line{start};
    }
    my @moves = split ' ', defined $line{moves} ? $line{moves} : '';
    for (@moves) {
        return undef unless $_ =~ $STORED;
    }
    $game{moves} = \@moves;
    if (exists $line{result}) {
        my $rest = $line{result};
        return undef unless defined $rest;
        if ($rest eq 'agreed') {
            $game{result} = { how => 'agreed' };
        }
        elsif ($rest eq 'resign attackers') {
            $game{result} = { how => 'resign', by => 'attackers' };
        }
        elsif ($rest eq 'resign defenders') {
            $game{result} = { how => 'resign', by => 'defenders' };
        }
        else {
            return undef;
        }
    }
    return \%game;
}

1;

__END__

=head1 NAME

Game::Brandubh::Notation::PP - the plain-Perl backend of Game::Brandubh::Notation

=head1 SYNOPSIS

    # Normally chosen for you; to force it:
    BEGIN { $ENV{GAME_BRANDUBH_NOTATION_PP} = 1 }
    use Game::Brandubh::Notation ':all';

    # Or call it directly, beside the XS:
    use Game::Brandubh::Notation::PP;
    my $move = Game::Brandubh::Notation::PP::move_parse('Kd4-d1');    # 'd4d1'

=head1 DESCRIPTION

The whole interface of L<Game::Brandubh::Notation> written in plain Perl.
L<Game::Brandubh::Notation> uses it when its XS part was not built or
cannot be loaded, or when the environment variable
C<GAME_BRANDUBH_NOTATION_PP> is true; the test suite also checks the XS
against it, call by call. It exports nothing.

Its functions are those of L<Game::Brandubh::Notation>, with the same
arguments and the same answers, and are documented there:

=over 4

=item SETUP

=item square_name

=item square_parse

=item move_wire

=item move_split

=item move_parse

=item move_display

=item position_ok

=item position_cells

=item game_string

=item game_parse

=back

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
