package Brandubh::Gen;

# Random arguments for the public functions: valid values, their mutations,
# and everything else the contract speaks of, of the kind each argument is
# (its row's args in Brandubh::Functions). Used by the differential tests.

use strict;
use warnings;

use Exporter 'import';
use Scalar::Util ();
our @EXPORT_OK = qw(random_call text_value describe canonical);

use Game::Brandubh::Notation ();
use Brandubh::Functions qw(public_functions fact);

# The set-up, as the module has it (t/01 checks it).
my $SETUP = Game::Brandubh::Notation::SETUP;

{
    package Brandubh::Gen::Overloaded;
    use overload '""' => sub { ${ $_[0] } }, bool => sub { 1 }, fallback => 1;
}
{
    package Brandubh::Gen::Number;     # "" and 0+ differ
    use overload '""' => sub { $_[0][0] }, '0+' => sub { $_[0][1] }, fallback => 1;
}
{
    package Brandubh::Gen::Truth;      # bool only
    use overload bool => sub { ${ $_[0] } }, fallback => 1;
}
{
    package Brandubh::Gen::Listy;      # @{} gives the list held
    use overload '@{}' => sub { $_[0]{list} }, fallback => 1;
}
{
    package Brandubh::Gen::Compares;   # cmp only; eq through fallback
    use overload cmp => sub { my $r = lc(${ $_[0] }) cmp lc($_[1]); $_[2] ? -$r : $r }, fallback => 1;
}

# One of the values given, each as likely. A value made by later { ... }
# is made only when it is the one picked: the costly ones are written so,
# and the generator spends its time on the values it returns.
sub pick {
    my $value = $_[ int rand @_ ];
    return ref $value eq 'Brandubh::Gen::Later' ? $value->() : $value;
}
sub later (&) { bless $_[0], 'Brandubh::Gen::Later' }

sub square { chr(97 + int rand 7) . (1 + int rand 7) }

sub stored_move { square() . square() }

# Up to $count stored moves a replay plays from $start (a position; the
# set-up unless given): each takes a piece of the side to move to another
# square, the side to move alternating (no rule of play: a replay judges
# only that the square left holds a piece of the side to move). Fewer
# where a side has no piece.
sub played_moves {
    my ($start, $count) = @_;
    my ($cells, $side) = Game::Brandubh::Notation::position_cells(defined $start ? $start : Game::Brandubh::Notation::SETUP());
    my %board;
    for my $r (0 .. 6) {
        for my $f (0 .. 6) {
            my $cell = $cells->[$r][$f];
            $board{ chr(97 + $f) . (7 - $r) } = $cell if $cell ne '';
        }
    }
    my @moves;
    for (1 .. $count) {
        my @mine = sort grep { ($board{$_} eq 'a') == ($side eq 'a') } keys %board;
        last unless @mine;
        my $from = $mine[ int rand @mine ];
        my $to = square();
        $to = square() while $to eq $from;
        $board{$to} = delete $board{$from};
        push @moves, "$from$to";
        $side = $side eq 'a' ? 'd' : 'a';
    }
    return @moves;
}

sub shown_move {
    my $text = (rand() < 0.3 ? pick('K', 'k', "\x{212A}") : '') . square()
             . (rand() < 0.6 ? '-' : '') . square();
    if (rand() < 0.4) {
        $text .= pick('x', 'X') . join ',', map { square() } 1 .. 1 + int rand 3;
    }
    $text .= pick('', '', '#', '++');
    return pick('', ' ', "\t", "\x{A0}", "\n") . $text . pick('', ' ', "\r\n", "\x{3000}");
}

sub position {
    my @rows;
    my @cell = ('', '', '', 'a', 'd', 'k');
    for (1 .. 7) {
        my @cells = map { $cell[int rand 6] } 1 .. 7;
        my ($row, $run) = ('', 0);
        for my $cell (@cells) {
            if ($cell eq '') { $run++; next }
            $row .= $run if $run;
            ($row, $run) = ($row . $cell, 0);
        }
        $row .= $run if $run;
        $row = join '', map { $_ eq '' ? 1 : $_ } @cells if rand() < 0.1;
        push @rows, $row;
    }
    return join('/', @rows) . ' ' . pick('a', 'd');
}

sub game_text {
    my @lines = ('variant ' . pick('brandubh', 'brandubh', "caf\x{e9}", "caf\xe9", "\x{263a}", ' x ', "a\0b"));
    push @lines, 'start ' . pick(later { position() }, $SETUP) if rand() < 0.5;
    push @lines, join ' ', 'moves', map { stored_move() } 1 .. int rand 8;
    push @lines, 'result ' . pick('agreed', 'resign attackers', 'resign defenders') if rand() < 0.4;
    @lines = reverse @lines if rand() < 0.1;
    splice @lines, int rand @lines, 0, pick('', '  ', "\t", "\x{A0}") if rand() < 0.3;
    my $eol = pick("\n", "\n", "\r\n", "\r");
    return join($eol, @lines) . pick($eol, '', "\n\n");
}

my @noise = (
    'K', 'k', 'x', 'X', ',', '#', '+', '-', '/', ' ', "\t", "\n", "\r", "\x0B", "\f",
    "\xA0", "\x85", "\x{A0}", "\x{85}", "\x{212A}", "\x{2003}", "\x{3000}", "\x{130}",
    "\0", 'A' .. 'H', 'a', 'd', 'k', 0 .. 9, "\xe9", "\x{263a}", '_', 'variant',
    'moves', 'start', 'result', ' agreed', 'resign',
);

sub mutate {
    my ($text) = @_;
    for (1 .. 1 + int rand 3) {
        my $at = int rand(length($text) + 1);
        my $r = rand;
        if ($r < 0.3) { substr($text, $at, 1, '') if $at < length $text }
        elsif ($r < 0.6) { substr($text, $at, 0, pick(@noise)) }
        elsif ($r < 0.75) { substr($text, $at, 1, pick(@noise)) if $at < length $text }
        elsif ($r < 0.85) { $text = uc $text }
        elsif ($r < 0.95) { $text .= substr($text, $at, 1 + int rand 8) }
        else { $text = substr($text, 0, $at) }
    }
    return $text;
}

sub flagged {
    my ($text) = @_;
    return $text if ref $text || !defined $text;
    my $r = rand;
    if ($r < 0.25) { utf8::upgrade($text) }
    elsif ($r < 0.35) { utf8::downgrade($text, 1) }
    return $text;
}

sub odd_value {
    return pick(
        undef, '', 0, 1, 3, 3.0, 1.5, -1, 7, '03', ' 3', "3\n", 6, '6', 1e20, -0.0,
        \'d4', [qw(d1 d3)], { how => 'agreed' }, sub { 'd4' }, \*STDOUT, *STDOUT,
        qr/d4/, bless({}, 'Foo'), bless([], 'Foo'),
        later { bless(\(my $s = pick('d4', 'd1d3', $SETUP)), 'Brandubh::Gen::Overloaded') },
        \undef, \\'x', Scalar::Util::dualvar(9, '3'), Scalar::Util::dualvar(0, 'd4'),
        Scalar::Util::dualvar(3, 'x'), Scalar::Util::dualvar(1, 'd1d3'),
        later { operator_value() }, later { operator_value() },
    );
}

# Values that Perl's operators read in their own way: objects with
# overloading and dual values whose string and number differ.
sub operator_value {
    my $word = pick('3', '0', '6', '9', 'x', 'd4', 'd1d3', 'agreed', 'resign', 'attackers', 'defenders',
        'Agreed', $SETUP, '');
    return pick(
        later { bless(\(my $s = $word), 'Brandubh::Gen::Overloaded') },
        later { bless([pick('3', '0', '6', 'x'), pick(5, 3, 0, 2.5, -1)], 'Brandubh::Gen::Number') },
        later { bless(\(my $t = pick(0, 1)), 'Brandubh::Gen::Truth') },
        later { bless({ list => [map { pick(later { stored_move() }, 'x', undef) } 1 .. int rand 3] }, 'Brandubh::Gen::Listy') },
        later { bless(\(my $c = $word), 'Brandubh::Gen::Compares') },
        later { Scalar::Util::dualvar(pick(5, 3, 0, 1, 2.5, -1), $word) },
    );
}

sub text_value {
    my ($own) = @_;
    my $kind = $own && rand() < 0.5 ? $own : pick(qw(square move shown position game odd));
    my $text = $kind eq 'square'   ? (rand() < 0.5 ? square() : uc square())
             : $kind eq 'move'     ? stored_move()
             : $kind eq 'shown'    ? shown_move()
             : $kind eq 'position' ? pick(later { position() }, $SETUP)
             : $kind eq 'game'     ? game_text()
             : return odd_value();
    $text = mutate($text) if rand() < 0.5;
    return flagged($text);
}

sub square_part {
    pick(later { int rand 8 }, later { int(rand 8) . '' }, 3.0, -1, 1.5, "3\n", undef, \3, '0', '6',
         later { odd_value() }, later { operator_value() })
}

sub about {
    return odd_value() if rand() < 0.15;
    my %about;
    my $operator = later { operator_value() };
    $about{king} = pick(1, 0, '0', '', '0.0', undef, 'yes', later { [] }, $operator) if rand() < 0.5;
    $about{king_home} = pick(1, 0, '0', '', '0.0', undef, $operator) if rand() < 0.3;
    $about{king_taken} = pick(1, 0, '0', '', undef, $operator) if rand() < 0.3;
    if (rand() < 0.7) {
        my @captures = map {
            flagged(pick(later { square() }, later { uc square() }, later { mutate(square()) }, undef, \'c3',
                         later { ['c3'] }, 'c3 ', 33, $operator))
        } 1 .. int rand 5;
        $about{captures} = pick(\@captures, \@captures, later { bless([@captures], 'Foo') }, 'c3', later { +{ c3 => 1 } },
            later { bless({ list => [@captures] }, 'Brandubh::Gen::Listy') }, $operator);
    }
    return rand() < 0.05 ? bless(\%about, 'Foo') : \%about;
}

sub game_hash {
    return odd_value() if rand() < 0.1;
    my %game;
    my $operator = later { operator_value() };
    $game{variant} = flagged(pick('brandubh', '', undef, "caf\xe9", "caf\x{e9}", "\x{263a}", " \t", "\x{A0}",
        "\xA0", "a\nb", "a\rb", "a\0b", 0, \'x', ' x ', $operator)) if rand() < 0.7;
    $game{start} = flagged(pick($SETUP, later { position() }, later { mutate(position()) }, '', undef, \$SETUP, $operator))
        if rand() < 0.5;
    if (rand() < 0.8) {
        my @moves = map {
            flagged(rand() < 0.9 ? stored_move() : pick(later { mutate(stored_move()) }, undef, \'d1d3', 'D1D3', $operator))
        } 0 .. int rand 6;
        $game{moves} = pick(\@moves, \@moves, \@moves, later { bless([@moves], 'Foo') }, later { [] }, '', 0, undef, '0.0',
            'd1d3', later { +{ d1d3 => 1 } }, later { sub { 1 } }, later { bless({ list => [@moves] }, 'Brandubh::Gen::Listy') },
            $operator);
    }
    $game{result} = pick(undef, later { +{ how => 'agreed' } }, later { +{ how => 'agreed', by => 'x' } },
        later { +{ how => 'resign', by => 'attackers' } }, later { +{ how => 'resign', by => 'defenders' } },
        later { +{ how => 'resign' } }, later { +{ how => 'resign', by => 'Attackers' } }, later { +{ how => 'drawn' } },
        'agreed', later { [] }, later { bless({ how => 'agreed' }, 'Foo') }, later { +{ how => \'agreed' } }, later { +{} },
        later { +{ how => operator_value(), by => pick('attackers', $operator) } },
        later { +{ how => 'resign', by => flagged(pick('attackers', 'defenders', $operator)) } },
        $operator) if rand() < 0.5;
    return \%game;
}

# A value of a kind of argument (a row's args): a file or rank, a square, a
# %about, a %game, or a text of its kind.
my %value_of = (
    number => \&square_part,
    square => sub {
        return text_value() if rand() >= 0.7;
        my $r = int rand 3;
        return flagged($r == 0 ? square() : $r == 1 ? uc square() : mutate(square()));
    },
    about  => \&about,
    record => \&game_hash,
    map { my $kind = $_; ($kind => sub { text_value($kind) }) } qw(move shown position game),
);
sub value_of {
    my ($kind) = @_;
    my $make = $value_of{$kind} or die "Brandubh::Gen: no values of the kind $kind\n";
    return $make->();
}

# One call: the function's name and its argument list.
my @PUBLIC = public_functions();
my %args = map { ($_ => fact($_, 'args')) } @PUBLIC;
sub random_call {
    my $name = $PUBLIC[int rand @PUBLIC];
    my @args = map { value_of($_) } @{ $args{$name} };
    my $count = rand();
    if ($count < 0.05) { @args = () }
    elsif ($count < 0.1) { pop @args }
    elsif ($count < 0.15) { push @args, text_value() }
    return ($name, \@args);
}

# A string that says everything Perl can tell of a value: kind, UTF-8 flag,
# and characters, recursively.
sub canonical {
    my ($v) = @_;
    return 'undef' unless defined $v;
    if (my $ref = ref $v) {
        return '[' . join(',', map { canonical($_) } @$v) . ']' if $ref eq 'ARRAY';
        return '{' . join(',', map { "$_=>" . canonical($v->{$_}) } sort keys %$v) . '}' if $ref eq 'HASH';
        return "<$ref>";
    }
    return (utf8::is_utf8($v) ? 'u' : 'b') . ':' . sprintf('%vx', $v);
}

sub describe {
    my ($name, $args) = @_;
    require Data::Dumper;
    local $Data::Dumper::Indent = 0;
    local $Data::Dumper::Useqq = 1;
    local $Data::Dumper::Terse = 1;
    return "$name(" . join(', ', map { Data::Dumper::Dumper($_) } @$args) . ')';
}

1;
