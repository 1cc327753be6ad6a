# What game_string and move_display read, in what order and how often, as
# 0.01's code reads it (CONTRACT.md, "Read as 0.01 reads"): a tied %game,
# %about, result, moves or captures logs each read, and a callback that
# changes what comes later finds it read later. game_string: variant; moves
# (a tied array's size asked before each element and once after the last,
# the first bad move ending the reading); start; result's how, then, when
# how is resign (or an object), by (each as $result->{...} // '' reads it:
# an element with get-magic twice when defined); each value judged before the next
# is read (a bad variant refuses before moves are read, a bad start before
# result). move_display: captures twice (ref, then @{}), each element as
# grep { defined && !ref } and lc read it (a tied element three times, $_
# the element), king, king_home, then king_taken when king_home is false. Each program runs with the XS (with
# and without the fast path) and the PP backend.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
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
same_everywhere('game_string: code run later assigns to what was read', $common . <<'EOF', once_before_514(<<'OUT'));
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
by by
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

sub once_before_514 { my ($out) = @_; $out =~ s/\b(how|by|moves) \1\b/$1/g if $] < 5.014; return $out }

# An element with get-magic of its own (a tied element), in a plain hash:
# 0.01 reads how and by as $result->{how} // '' reads them, twice when
# defined (the test, then the copy), moves as $game->{moves} || [] does,
# twice when true (the test, then @{}), captures twice when an array (ref,
# then @{}), the others once. Each expectation is 0.01's output (t/lib's
# same_everywhere runs 0.01 too when BRANDUBH_V001 names its folder).
# (Perls before 5.14 run the get-magic of // and || once, with the copy:
# 0.01 on 5.10.1 reads how, by and moves once.)
same_everywhere('tied elements of %game, %result and %about, each value read as often as 0.01 reads it',
                "use Game::Brandubh::Notation ':all';\n" . <<'EOF', once_before_514(<<'OUT'));
our @log;
{
    package Element;
    sub TIESCALAR { my ($class, $name, $value) = @_; bless { name => $name, value => $value }, $class }
    sub FETCH { push @main::log, $_[0]{name}; $_[0]{value} }
    sub STORE { $_[0]{value} = $_[1] }
}
sub said { my ($r) = @_; $r = 'undef' unless defined $r; $r =~ s/\n/|/g; print $r, ' :: ', join(' ', @log), "\n"; @log = () }
# each value of %game, %result and %about a tied element of a plain hash,
# in turn, with values that pass and that do not
my %game_values = (variant => ['v', ''], moves => [['d1d3'], 0, ''], start => ['7/7/7/3k3/7/7/a6 d', 'x'],
                   result => [{ how => 'agreed' }, undef]);
for my $key (sort keys %game_values) {
    for my $value (@{ $game_values{$key} }) {
        my %game = (moves => [], result => { how => 'agreed' });
        tie $game{$key}, 'Element', $key, $value;
        said(game_string(\%game));
    }
}
for my $key ('how', 'by') {
    for my $value ('resign', 'agreed', 'attackers', 'defenders', 'x', undef) {
        my %result = (how => 'resign', by => 'defenders');
        tie $result{$key}, 'Element', $key, $value;
        said(game_string({ moves => [], result => \%result }));
    }
}
for my $key (qw(captures king king_home king_taken)) {
    for my $value (['c3', 'E3'], 'x', 1, 0) {
        my %about = (captures => ['a1'], king => 1, king_home => 0, king_taken => 1);
        tie $about{$key}, 'Element', $key, $value;
        said(move_display('d1d3', \%about));
    }
}
EOF
variant brandubh|moves d1d3|result agreed| :: moves moves
variant brandubh|moves|result agreed| :: moves
variant brandubh|moves|result agreed| :: moves
variant brandubh|moves|result agreed| :: result
variant brandubh|moves| :: result
variant brandubh|start 7/7/7/3k3/7/7/a6 d|moves|result agreed| :: start
undef :: start
variant v|moves|result agreed| :: variant
variant brandubh|moves|result agreed| :: variant
variant brandubh|moves|result resign defenders| :: how how
variant brandubh|moves|result agreed| :: how how
undef :: how how
undef :: how how
undef :: how how
undef :: how
undef :: by by
undef :: by by
variant brandubh|moves|result resign attackers| :: by by
variant brandubh|moves|result resign defenders| :: by by
undef :: by by
undef :: by
Kd1-d3xc3,e3# :: captures captures
Kd1-d3# :: captures
Kd1-d3# :: captures
Kd1-d3# :: captures
Kd1-d3xa1# :: king
Kd1-d3xa1# :: king
Kd1-d3xa1# :: king
d1-d3xa1# :: king
Kd1-d3xa1++ :: king_home
Kd1-d3xa1++ :: king_home
Kd1-d3xa1++ :: king_home
Kd1-d3xa1# :: king_home
Kd1-d3xa1# :: king_taken
Kd1-d3xa1# :: king_taken
Kd1-d3xa1# :: king_taken
Kd1-d3xa1 :: king_taken
exit 0
OUT

# The same with Variable::Magic: a wizard's get on an element is read as a
# tie's FETCH is, and in a hash with magic that is no tie, 0.01's rvalue
# $h->{key} runs it once more (pp_helem), while a sub's argument does not
SKIP: {
    skip 'Variable::Magic is not installed', 4 unless eval { require Variable::Magic; 1 };
    same_everywhere('Variable::Magic on elements, and on their hash, read as 0.01 reads them',
                    "use Game::Brandubh::Notation ':all';\n" . <<'EOF', <<'OUT');
our @log;
# a hash with magic that is no tie (an empty wizard), whose values have
# get-magic of their own: 0.01's rvalue $h->{key} runs it once more
use Variable::Magic qw(wizard cast);
my $hash_magic = wizard();
my $get = wizard(data => sub { $_[1] }, get => sub { push @main::log, $_[1]; () });
sub said { my ($r) = @_; $r = 'undef' unless defined $r; $r =~ s/\n/|/g; print $r, ' :: ', join(' ', @log), "\n"; @log = () }
sub magical { my ($hash, $key, $value, $of_hash) = @_; cast %$hash, $hash_magic if $of_hash; $hash->{$key} = $value; cast $hash->{$key}, $get, $key }
for my $of_hash (0, 1) {
    for my $key (qw(variant moves start result)) {
        my %game = (variant => 'v', moves => ['d1d3'], start => '7/7/7/3k3/7/7/a6 d', result => { how => 'agreed' });
        magical(\%game, $key, $game{$key}, $of_hash);
        said(game_string(\%game));
    }
    for my $key ('how', 'by') {
        for my $value ('resign', undef) {
            my %result = (how => 'resign', by => 'attackers');
            magical(\%result, $key, $value, $of_hash);
            said(game_string({ moves => [], result => \%result }));
        }
    }
    for my $key (qw(captures king king_home king_taken)) {
        for my $value (['c3'], 0) {
            my %about = (captures => ['a1'], king => 1, king_home => 0, king_taken => 1);
            magical(\%about, $key, $value, $of_hash);
            said(move_display('d1d3', \%about));
        }
    }
}
# (ended here: Variable::Magic panics at global destruction under
# PERL_DESTRUCT_LEVEL=2, which the valgrind run sets, whichever module ran)
close STDOUT;
require POSIX;
POSIX::_exit(0);
EOF
variant v|start 7/7/7/3k3/7/7/a6 d|moves d1d3|result agreed| :: variant
variant v|start 7/7/7/3k3/7/7/a6 d|moves d1d3|result agreed| :: moves moves
variant v|start 7/7/7/3k3/7/7/a6 d|moves d1d3|result agreed| :: start
variant v|start 7/7/7/3k3/7/7/a6 d|moves d1d3|result agreed| :: result
variant brandubh|moves|result resign attackers| :: how how
undef :: how
undef :: by by
undef :: by
Kd1-d3xc3# :: captures captures
Kd1-d3# :: captures
Kd1-d3xa1# :: king
d1-d3xa1# :: king
Kd1-d3xa1++ :: king_home
Kd1-d3xa1# :: king_home
Kd1-d3xa1# :: king_taken
Kd1-d3xa1 :: king_taken
variant v|start 7/7/7/3k3/7/7/a6 d|moves d1d3|result agreed| :: variant
variant v|start 7/7/7/3k3/7/7/a6 d|moves d1d3|result agreed| :: moves moves moves
variant v|start 7/7/7/3k3/7/7/a6 d|moves d1d3|result agreed| :: start
variant v|start 7/7/7/3k3/7/7/a6 d|moves d1d3|result agreed| :: result result
variant brandubh|moves|result resign attackers| :: how how how
undef :: how how
undef :: by by by
undef :: by by
Kd1-d3xc3# :: captures captures captures
Kd1-d3# :: captures captures
Kd1-d3xa1# :: king king
d1-d3xa1# :: king king
Kd1-d3xa1++ :: king_home king_home
Kd1-d3xa1# :: king_home king_home
Kd1-d3xa1# :: king_taken king_taken
Kd1-d3xa1 :: king_taken king_taken
exit 0
OUT
}

done_testing;
