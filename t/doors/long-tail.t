# The long tail of doors (CONTRACT.md, "The long tail"), each program run
# with the XS (with and without the fast path) and the PP backend, which
# must agree with each other and with the Perl version's answer: stand-ins
# called where 0.01 calls move_split and position_ok by name; the caller's
# lexical pragmas kept out of the module's work; callbacks run with no eval
# around them; a call's value its own wherever a program can hold on to it.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Child qw(same_everywhere run_program);

my $common = <<'EOF';
use strict;
use warnings;
use Game::Brandubh::Notation ':all';
our @log;
sub said { my ($r) = @_; print defined $r ? $r : 'undef', defined $r && $r =~ /\n\z/ ? '' : "\n"; print "@log\n" if @log; @log = () }
EOF

# Stand-ins: a sub put in move_split's or position_ok's name (local *name, a
# mock) is called where 0.01 calls it, with the same argument and context,
# and its answer used as 0.01 uses it.
same_everywhere('stand-ins for move_split and position_ok, called where 0.01 calls them', $common . <<'EOF', <<'OUT');
my $split = \&Game::Brandubh::Notation::move_split;
my $ok = \&Game::Brandubh::Notation::position_ok;
{
    no warnings 'redefine';
    # a larger board: moves of a file letter and any digits, and a position 'big'
    local *Game::Brandubh::Notation::move_split = sub {
        push @log, "split($_[0])" . (wantarray ? 'list' : 'scalar');
        return $_[0] =~ /\A([a-z][0-9]+)([a-z][0-9]+)\z/ ? ($1, $2) : ();
    };
    local *Game::Brandubh::Notation::position_ok = sub {
        push @log, 'ok(' . (defined $_[0] ? $_[0] : 'undef') . ')';
        return defined $_[0] && $_[0] eq 'big' ? 1 : $ok->(@_);
    };
    said(move_display('h10i10', { captures => ['c3'], king => 1 }));
    said(move_display('zz'));
    said(join '|', map { !defined $_ ? 'undef' : ref $_ ? join(',', map { join '', @$_ } @$_) : $_ }
                   position_cells('big'));
    said(scalar position_cells([1]));
    said(game_string({ moves => ['d1d3', 'h10h12'], start => 'big', result => { how => 'agreed' } }));
    said(game_string({ moves => ['d1d3', 'D1D3', 'a1a2'] }));
    my $game = game_parse("variant x\nmoves h10h12 d1d3\nstart big\n");
    said($game ? "$game->{start}: @{ $game->{moves} }" : undef);
    said(game_parse("variant x\nstart small\nmoves d1d3\n"));
}
# gone with the local: the module's own again, and nothing called
said(move_display('h10i10'));
said(game_string({ moves => ['d1d3'], start => 'big' }));
EOF
Kh10-i10xc3
split(h10i10)list
undef
split(zz)list
big|undef
ok(big)
undef
ok(undef)
variant brandubh
start big
moves d1d3 h10h12
result agreed
split(d1d3)list split(h10h12)list ok(big)
undef
split(d1d3)list split(D1D3)list
big: h10h12 d1d3
split(h10h12)list split(d1d3)list ok(big)
undef
ok(small)
undef
undef
exit 0
OUT

same_everywhere('a stand-in that dies, one that is undefined, and Test::MockModule', $common . <<'EOF', <<'OUT');
{
    no warnings 'redefine';
    local *Game::Brandubh::Notation::position_ok = sub { die "no positions today\n" };
    said(eval { position_cells(SETUP); 1 } ? 'lived' : "died: $@");
    said(eval { game_string({ start => '7/7/7/3k3/7/7/a6 d' }); 1 } ? 'lived' : "died: $@");
    said(eval { game_string({ start => SETUP }); 1 } ? 'lived: SETUP is no start line' : "died: $@");
}
{
    no warnings 'redefine';
    local *Game::Brandubh::Notation::move_split;
    said(eval { move_display('d1d3'); 1 } ? 'lived' : "died: $@" =~ /\A(died: Undefined subroutine &Game::Brandubh::Notation::move_split called)/ ? $1 : $@);
}
if (eval { require Test::MockModule; 1 }) {
    my $mock = Test::MockModule->new('Game::Brandubh::Notation');
    $mock->redefine(position_ok => sub { 1 });
    said(join ',', map { ref $_ ? scalar @$_ : $_ } position_cells('x y'));
    $mock->unmock('position_ok');
    said(scalar position_cells('x y'));
}
else {
    print "1,y\nundef\n";
}
EOF
died: no positions today
died: no positions today
lived: SETUP is no start line
died: Undefined subroutine &Game::Brandubh::Notation::move_split called
1,y
undef
exit 0
OUT

# Inside a Safe compartment, which forbids loading, the XS answers a call
# whose stand-in needs the PP backend itself, until the PP is loaded; then
# as 0.01 answers it there too (the POD's DIFFERENCES FROM 0.01).
SKIP: {
    skip 'Safe is not installed', 1 unless eval { require Safe; 1 };
    my $out = run_program(<<'EOF');
use strict;
use warnings;
use Safe;
use Game::Brandubh::Notation ':all';
no warnings 'redefine';
local *Game::Brandubh::Notation::move_split = sub { ('x', 'y') };
my $safe = Safe->new;
$safe->share_from('main', ['&move_display']);
my $first = $safe->reval('move_display("zz")');
print Game::Brandubh::Notation::BACKEND(), ' ', defined $first ? $first : "undef$@", "\n";
print move_display('zz'), "\n";
print $safe->reval('move_display("zz")'), "\n";
EOF
    like($out, qr/\A(?:XS undef|PP x-y)\nx-y\nx-y\nexit 0\n\z/, 'a stand-in inside Safe: the XS\'s own answer before the PP is loaded, 0.01\'s after');
}

# An overloaded eq in result, asked as 0.01 asks it: how against agreed,
# then resign, by against attackers, then defenders, then by's string,
# each once (a how that says yes once is read as 0.01 reads it).
same_everywhere('result: an overloaded eq asked as 0.01 asks it', $common . <<'EOF', <<'OUT');
{
    package Word;
    use overload 'eq' => sub { my ($self, $other) = @_; push @main::log, "eq($other)"; no warnings; $self->{says}{$other}-- > 0 },
                 '""' => sub { push @main::log, 'string'; $_[0]{word} };
}
my %result = (how => bless({ word => 'resign', says => { resign => 1 } }, 'Word'),
              by => bless({ word => 'attackers', says => { defenders => 1 } }, 'Word'));
said(game_string({ moves => [], result => \%result }));
said(game_string({ moves => [], result => { how => bless({ word => 'x', says => { agreed => 1 } }, 'Word') } }));
said(game_string({ moves => [], result => { how => bless({ word => 'x', says => {} }, 'Word'), by => 'attackers' } }));
EOF
variant brandubh
moves
result resign attackers
eq(agreed) eq(resign) eq(attackers) eq(defenders) string
variant brandubh
moves
result agreed
eq(agreed)
undef
eq(agreed) eq(resign)
exit 0
OUT

# The caller's pragmas: the answers under each lexical hint a caller can set
# are those under none.
same_everywhere('the caller\'s lexical pragmas change nothing the module reads or writes', $common . <<'EOF', <<'OUT');
{ package False; use overload bool => sub { 0 }, '""' => sub { 'False' }, '@{}' => sub { ['d1d3'] }, fallback => 1; }
my $false = bless {}, 'False';
my %about = (king => $false, captures => ['c3'], king_home => $false, king_taken => 1);
said(move_display('d1d3', \%about));
{
    no overloading;
    said(move_display('d1d3', \%about));
    said(game_string({ moves => $false }));
}
{
    use integer;
    said(game_string({ variant => 1.5, moves => [] }));
    said(square_name(3.0, 3));
}
{
    use bytes;
    said(game_string({ variant => "caf\x{e9}\x{263a}", moves => [] }) eq "variant caf\x{e9}\x{263a}\nmoves\n" ? 'characters' : 'bytes');
    said(length((game_parse("variant \x{263a}\nmoves\n") || {})->{variant}));
}
if ($] >= 5.012) { eval q{ use feature 'unicode_strings'; said(move_parse("\xA0d1d3")); 1 } or print "feature: $@" } else { print "undef\n" }
{
    use warnings FATAL => 'all';
    said(move_display('d1d3', { captures => [3, undef, 'x', 'e3'] }));
}
if ($] >= 5.014) { eval q{ use re '/u'; said(move_parse("\xA0d1d3")); 1 } or print "re: $@" } else { print "undef\n" }
EOF
d1-d3xc3#
d1-d3xc3#
variant brandubh
moves
variant 1.5
moves
d4
characters
3
undef
d1-d3xe3
undef
exit 0
OUT

# use locale with a decimal comma: a number is written as a sub compiled
# outside the locale writes it, called from inside (0.01's "$text" in its
# own file): 1.5 from perl 5.22 on, 1,5 on 5.18 and before, whose numbers
# took the decimal point of LC_NUMERIC wherever they were written.
# (Where the locale is installed; CI installs it.)
{
    require POSIX;
    my $was = POSIX::setlocale(POSIX::LC_NUMERIC());
    my $de = POSIX::setlocale(POSIX::LC_NUMERIC(), 'de_DE.UTF-8');
    POSIX::setlocale(POSIX::LC_NUMERIC(), $was);
    SKIP: {
        skip 'the de_DE.UTF-8 locale is not installed', 3 unless $de || $ENV{BRANDUBH_REQUIRE_LOCALE};
        my ($outside) = run_program(<<'EOF') =~ /\A(.*)\n/;
use POSIX ();
sub written { my ($x) = @_; return "$x" }
{ use locale; POSIX::setlocale(POSIX::LC_NUMERIC(), 'de_DE.UTF-8'); print written(1.5), "\n" }
EOF
        same_everywhere('use locale with a decimal comma', $common . <<'EOF', <<"OUT");
use POSIX ();
{
    use locale;
    POSIX::setlocale(POSIX::LC_NUMERIC(), 'de_DE.UTF-8') or print "no de_DE.UTF-8\n";
    print 'the locale writes ', 1.5, "\n";
    said(game_string({ variant => 1.5, moves => [] }));
    said(game_string({ variant => 'x', moves => [], result => { how => 'resign', by => 0.5 } }));
}
EOF
the locale writes 1,5
variant $outside
moves
undef
exit 0
OUT
    }
}

# how, a tied element, is read twice by 0.01's $result->{how} // '' from
# perl 5.14 on (the test, then the copy), once before
sub how_read_as_0_01 { my ($out) = @_; $out =~ s/^S=0 S=0$/S=0/m if $] < 5.014; return $out }

# Callbacks run bare: an @{} overload of moves, a tie of a value read, see
# $^S and $SIG{__DIE__} as the caller set them, a die they catch reaches
# the program's __DIE__ handler, $@ after the call is what they left, and
# what they throw comes out as thrown.
same_everywhere('callbacks run with no eval around them', $common . <<'EOF', how_read_as_0_01(<<'OUT'));
{
    package Moves;
    use overload '@{}' => sub {
        my ($self) = @_;
        push @main::log, 'S=' . (defined $^S ? $^S : 'undef'), 'handler ' . (ref $SIG{__DIE__} ? 'set' : 'off');
        eval { die "caught inside\n" };
        die "thrown\n" if $self->{throw};
        return ['d1d3'];
    }, bool => sub { 1 };
    package Tied;
    sub TIESCALAR { bless {}, shift }
    sub FETCH { push @main::log, 'S=' . (defined $^S ? $^S : 'undef'); $@ = "left by FETCH\n"; 'agreed' }
}
local $SIG{__DIE__} = sub { (my $e = "DIE $_[0]") =~ s/\n//; push @log, $e };
$@ = 'before';
said(game_string({ moves => bless({}, 'Moves') }));
print q($@: ), $@;
said(eval { game_string({ moves => bless({ throw => 1 }, 'Moves') }); 1 } ? 'lived' : "died: $@");
my %result;
tie $result{how}, 'Tied';
$@ = 'before';
said(game_string({ moves => [], result => \%result }));
print q($@: ), $@;
EOF
variant brandubh
moves d1d3
S=0 handler set DIE caught inside
$@: caught inside
died: thrown
S=1 handler set DIE caught inside DIE thrown
variant brandubh
moves
result agreed
S=0 S=0
$@: left by FETCH
exit 0
OUT

# A call's value is its own wherever a program can hold on to it: a
# reference, a foreach alias, map, a sub's return, local *_ = \ f(), given.
same_everywhere('a value held by reference or alias is the call\'s own', $common . <<'EOF', <<'OUT');
no warnings;
sub distinct { my %seen = map { (0 + $_) => 1 } @_; return scalar keys %seen }
my @moves = qw(d1d3 d2d4 a1a2);
my @squares = qw(d1 b2 g7);
my %ways = (
    reference => sub { my @r; push @r, \ move_parse($_) for @moves; @r },
    foreach   => sub { my @r; for my $m (@moves) { for (move_parse($m)) { push @r, \$_ } } @r },
    map       => sub { my @r; push @r, map { \$_ } move_parse($_) for @moves; @r },
    return    => sub { my @r; push @r, \ sub { move_parse($_[0]) }->($_) for @moves; @r },
    local     => sub { my @r; for my $m (@moves) { local *_ = \ move_parse($m); push @r, \$_ } @r },
    position  => sub { my @r; push @r, \ position_ok($_) for @moves; @r },
    square    => sub { my @r; push @r, \ scalar square_parse($_) for @squares; @r },
    name      => sub { my @r; for my $s (@squares) { for (square_name(1, 2)) { push @r, \$_ } } @r },
    wire      => sub { my @r; push @r, \ move_wire($_, 'a1') for @squares; @r },
    split     => sub { my @r; for my $m (@moves) { push @r, map { \$_ } move_split($m) } @r },
);
for my $way (sort keys %ways) {
    my @refs = $ways{$way}->();
    print "$way: ", distinct(@refs), ' of ', scalar @refs, ', ', join(' ', map { $$_ } @refs), "\n";
}
# a value tied while held leaves later calls alone
my @seen;
{ package Tie; sub TIESCALAR { bless {}, shift } sub FETCH { 'tied' } sub STORE {} }
for my $m (@moves) { for (move_parse($m)) { push @seen, "$_"; tie $_, 'Tie' if $m eq 'd1d3' } }
print "tied in foreach: @seen\n";
if ($] >= 5.010001 && $] < 5.041003) {
    @seen = ();
    eval q{
        use feature 'switch';
        for my $m (@moves) { given (move_parse($m)) { push @seen, "$_"; tie $_, 'Tie' if $m eq 'd1d3' } }
        1;
    } or print "given: $@";
    print "tied in given: @seen\n";
}
else {
    print "tied in given: d1d3 d2d4 a1a2\n";
}
EOF
foreach: 3 of 3, d1d3 d2d4 a1a2
local: 3 of 3, d1d3 d2d4 a1a2
map: 3 of 3, d1d3 d2d4 a1a2
name: 3 of 3, b3 b3 b3
position: 3 of 3, 0 0 0
reference: 3 of 3, d1d3 d2d4 a1a2
return: 3 of 3, d1d3 d2d4 a1a2
split: 6 of 6, d1 d3 d2 d4 a1 a2
square: 3 of 3, 0 1 6
wire: 3 of 3, d1a1 b2a1 g7a1
tied in foreach: d1d3 d2d4 a1a2
tied in given: d1d3 d2d4 a1a2
exit 0
OUT

done_testing;
