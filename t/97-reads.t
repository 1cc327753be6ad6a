# What game_string and move_display read, in what order and how often, as
# 0.01's code reads it (CONTRACT.md, "Read as 0.01 reads"): a tied %game,
# %about, result, moves or captures logs each read, and a callback that
# changes what comes later finds it read later. game_string: variant; moves
# (a tied array's size asked before each element and once after the last,
# the first bad move ending the reading); start; result's how, then, when
# how is resign (or an object), by once; each value judged before the next
# is read (a bad variant refuses before moves are read, a bad start before
# result). move_display: captures twice (ref, then @{}), each element as
# grep { defined && !ref } and lc read it (a tied element three times, $_
# the element), king, king_home, then king_taken when king_home is false. Each program runs with the XS (with
# and without the fast path) and the PP backend.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Child;

my $common = <<'EOF';
use Game::Brandubh::Notation ':all';
our @log;
{
    package LogHash;
    sub TIEHASH { my ($class, $name, %h) = @_; bless { name => $name, h => {%h} }, $class }
    sub FETCH { push @main::log, "$_[0]{name}\{$_[1]}"; $_[0]{h}{$_[1]} }
    sub STORE { $_[0]{h}{$_[1]} = $_[2] }
    sub EXISTS { exists $_[0]{h}{$_[1]} }
    sub DELETE { delete $_[0]{h}{$_[1]} }
    sub FIRSTKEY { my @k = sort keys %{ $_[0]{h} }; $k[0] }
    sub NEXTKEY { my @k = sort keys %{ $_[0]{h} }; for my $i (0 .. $#k) { return $k[$i + 1] if $k[$i] eq $_[1] } undef }
    package LogArray;
    sub TIEARRAY { my ($class, $name, @a) = @_; bless { name => $name, a => [@a] }, $class }
    sub FETCHSIZE { push @main::log, "$_[0]{name} size"; scalar @{ $_[0]{a} } }
    sub FETCH { push @main::log, "$_[0]{name}\[$_[1]]"; $_[0]{a}[$_[1]] }
    sub STORE { $_[0]{a}[$_[1]] = $_[2] }
    package LogScalar;
    sub TIESCALAR { my ($class, $name, $value, $then) = @_; bless { name => $name, value => $value, then => $then }, $class }
    sub FETCH { push @main::log, $_[0]{name}; $_[0]{then}->() if $_[0]{then}; $_[0]{value} }
    sub STORE { $_[0]{value} = $_[1] }
}
sub said { my ($r) = @_; $r = 'undef' unless defined $r; print $r, $r =~ /\n\z/ ? '' : "\n", join(' ', @log), "\n"; @log = () }
sub hash { my ($name, %h) = @_; tie my %t, 'LogHash', $name, %h; \%t }
sub array { my ($name, @a) = @_; tie my @t, 'LogArray', $name, @a; \@t }
EOF

same_everywhere('game_string: every value of a tied %game, in order', $common . <<'EOF', <<'OUT');
said(game_string(hash('g', variant => 'tv', moves => array('m', 'd1d3', 'd3c3'), start => SETUP,
                      result => hash('r', how => 'resign', by => 'attackers'))));
EOF
variant tv
moves d1d3 d3c3
result resign attackers
g{variant} g{moves} m size m[0] m size m[1] m size g{start} g{result} r{how} r{by}
exit 0
OUT

same_everywhere('game_string: the first bad move ends the reading of moves, and of %game', $common . <<'EOF', <<'OUT');
said(game_string(hash('g', variant => 'tv', moves => array('m', 'd1d3', 'x', 'd3c3'), start => SETUP,
                      result => hash('r', how => 'agreed'))));
EOF
undef
g{variant} g{moves} m size m[0] m size m[1]
exit 0
OUT

same_everywhere('game_string: an agreed result reads no by, a bad how stops there', $common . <<'EOF', <<'OUT');
said(game_string(hash('g', moves => [], result => hash('r', how => 'agreed', by => 'x'))));
said(game_string(hash('g', moves => [], result => hash('r', how => 'drawn', by => 'attackers'))));
said(game_string(hash('g', moves => [], result => hash('r', how => 'resign', by => undef))));
EOF
variant brandubh
moves
result agreed
g{variant} g{moves} g{start} g{result} r{how}
undef
g{variant} g{moves} g{start} g{result} r{how}
undef
g{variant} g{moves} g{start} g{result} r{how} r{by}
exit 0
OUT

# the array's size asked before each element: one that grows or shrinks
# while it is read is read as far as it then reaches
same_everywhere('game_string: a moves array that grows while it is read', $common . <<'EOF', <<'OUT');
my @moves = ('d1d3');
tie $moves[1], 'LogScalar', 'second', 'd3c3', sub { push @moves, 'c3c2' };
said(game_string({ moves => \@moves }));
EOF
variant brandubh
moves d1d3 d3c3 c3c2
second
exit 0
OUT

same_everywhere('game_string: a moves array that shrinks while it is read', $common . <<'EOF', <<'OUT');
my @moves = ('d1d3', 'd3c3', 'c3c2');
tie $moves[0], 'LogScalar', 'first', 'd1d3', sub { $#moves = 1 };
said(game_string({ moves => \@moves }));
EOF
variant brandubh
moves d1d3 d3c3
first
exit 0
OUT

# what a move's FETCH changes later in %game is read changed
same_everywhere('game_string: a move whose FETCH replaces start and result', $common . <<'EOF', <<'OUT');
my %game = (moves => ['d1d3'], result => { how => 'agreed' });
tie $game{moves}[0], 'LogScalar', 'move', 'd1d3',
    sub { $game{start} = '7/7/7/3k3/7/7/a6 d'; $game{result} = { how => 'resign', by => 'defenders' } };
said(game_string(\%game));
EOF
variant brandubh
start 7/7/7/3k3/7/7/a6 d
moves d1d3
result resign defenders
move
exit 0
OUT

# ... and what start's FETCH changes in moves is not
same_everywhere('game_string: a start whose FETCH changes the moves, read before it', $common . <<'EOF', <<'OUT');
my %game = (moves => ['d1d3']);
tie $game{start}, 'LogScalar', 'start', SETUP, sub { @{ $game{moves} } = ('x') };
said(game_string(\%game));
EOF
variant brandubh
moves d1d3
start
exit 0
OUT

same_everywhere('move_display: every value of a tied %about, in order', $common . <<'EOF', <<'OUT');
said(move_display('d1d3', hash('a', king => 1, captures => array('c', 'c3', 'E3'), king_home => 0, king_taken => 1)));
said(move_display('d1d3', hash('a', king => 0, captures => undef, king_home => 1, king_taken => 1)));
EOF
Kd1-d3xc3,e3#
a{captures} a{captures} c size c[0] c[1] a{king} a{king_home} a{king_taken}
d1-d3++
a{captures} a{king} a{king_home}
exit 0
OUT

# captures read before king: a capture's FETCH that sets king is seen
same_everywhere('move_display: a capture whose FETCH sets king and king_home', $common . <<'EOF', <<'OUT');
my %about = (captures => ['c3']);
tie $about{captures}[0], 'LogScalar', 'capture', 'c3', sub { $about{king} = 1; $about{king_home} = 1 };
said(move_display('d1d3', \%about));
EOF
Kd1-d3xc3++
capture capture capture
exit 0
OUT

# what was read is a copy: code run later that assigns to it in place
# changes no answer (0.01's my $variant = $game->{variant} is a copy)
same_everywhere('game_string: code run later assigns to what was read', $common . <<'EOF', <<'OUT');
{
    package Truth;
    use overload bool => sub { $_[0]{then}->(); 1 }, '@{}' => sub { $_[0]{list} }, fallback => 1;
}
my %game = (variant => 'old', moves => bless({ list => ['d1d3'] }, 'Truth'));
$game{moves}{then} = sub { $game{variant} = 'new'; push @log, 'bool' };
said(game_string(\%game));
my %second = (variant => 'old', start => '7/7/7/3k3/7/7/a6 d', moves => ['d1d3']);
my %result = (how => 'resign');
tie $result{by}, 'LogScalar', 'by', 'defenders', sub { $second{variant} = 'new'; $second{start} = 'x'; $result{how} = 'agreed' };
$second{result} = \%result;
said(game_string(\%second));
EOF
variant old
moves d1d3
bool
variant old
start 7/7/7/3k3/7/7/a6 d
moves d1d3
result resign defenders
by
exit 0
OUT

same_everywhere('game_string: a bad variant refuses before anything else is read, a bad start before result', $common . <<'EOF', <<'OUT');
said(game_string(hash('g', variant => "two\nlines", moves => array('m', 'd1d3'), start => 'x', result => hash('r'))));
said(game_string(hash('g', variant => ' ', moves => array('m', 'd1d3'))));
said(game_string(hash('g', moves => array('m', 'd1d3'), start => 'x', result => hash('r', how => 'agreed'))));
said(game_string(hash('g', moves => [], start => '7/7/7/3k3/7/7/a6 d', result => hash('r', how => 'agreed'))));
EOF
undef
g{variant}
undef
g{variant}
undef
g{variant} g{moves} m size m[0] m size g{start}
variant brandubh
start 7/7/7/3k3/7/7/a6 d
moves
result agreed
g{variant} g{moves} g{start} g{result} r{how}
exit 0
OUT

# each element of captures as 0.01's grep { defined && !ref } and map { lc }
# read it: a defined plain value three times, undef once, a reference twice;
# $_ is the element as it is read, never the caller's $_
same_everywhere('move_display: the elements of captures, read as 0.01 reads them', $common . <<'EOF', <<'OUT');
{
    package Seen;
    sub TIESCALAR { my ($class, $name, $value) = @_; bless { name => $name, value => $value }, $class }
    sub FETCH {
        push @main::log, "$_[0]{name}:" . (\$_ == $_[0]{at} ? 'itself' : 'other');
        $_ = 'changed';
        $_[0]{value};
    }
    sub STORE { push @main::log, "STORE $_[0]{name}"; $_[0]{value} = $_[1] }
}
my @captures = (undef, undef, undef, 'e3');
# each knows its element, to tell whether $_ is it
(tied $captures[0])->{at} = \$captures[0] if tie $captures[0], 'Seen', 'square', 'C3';
(tied $captures[1])->{at} = \$captures[1] if tie $captures[1], 'Seen', 'undef', undef;
(tied $captures[2])->{at} = \$captures[2] if tie $captures[2], 'Seen', 'ref', ['c4'];
for ('the caller', 'read-only') {
    said(move_display('d1d3', { captures => \@captures }));
    print "\$_ is $_\n";
}
EOF
d1-d3xc3,e3
square:itself square:itself undef:itself ref:itself ref:itself square:itself
$_ is the caller
d1-d3xc3,e3
square:itself square:itself undef:itself ref:itself ref:itself square:itself
$_ is read-only
exit 0
OUT

done_testing;
