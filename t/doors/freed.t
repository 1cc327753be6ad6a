# A value game_string is reading is never one Perl code has freed: %game's
# values are fetched one at a time, in the Perl version's order (variant,
# moves, start, result), so that a callback run by one (an overloaded
# truth, a tied FETCH) that deletes or replaces those after it, and then
# allocates (which hands the freed heads to new values), leaves the answer
# the Perl version gives: the record as the hash stands when each value is
# read. A DESTROY that logs says when each deleted value goes. Each program
# runs with the XS (with and without the fast path) and the PP backend.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Child;

my $common = <<'EOF';
use Game::Brandubh::Notation ':all';
my @log;
{
    package Logged;
    sub new { my ($class, $name, %hash) = @_; bless { name => $name, %hash }, $class }
    sub DESTROY { push @log, "DESTROY $_[0]{name}" }
}
# new values, as many as a freed head may be handed to
sub allocate { my @junk = map { { how => 'agreed', by => "junk $_" } } 1 .. 200; return }
sub said { my ($r) = @_; print defined $r ? $r : "undef\n", join(', ', @log), "\n"; @log = () }
EOF

# the truth of moves deletes the result, then allocates
same_everywhere('moves whose truth deletes the result', $common . <<'EOF', <<'OUT');
{
    package Truth;
    use overload bool => sub { my ($self) = @_; delete $self->{game}{result}; main::allocate(); push @log, 'bool'; 1 },
        '@{}' => sub { $_[0]{list} }, fallback => 1;
}
my %game = (moves => bless({ list => ['d1d3'] }, 'Truth'), result => Logged->new('result', how => 'agreed'));
$game{moves}{game} = \%game;
said(game_string(\%game));
EOF
variant brandubh
moves d1d3
DESTROY result, bool
exit 0
OUT

# ... or puts another result in its place
same_everywhere('moves whose truth replaces the result', $common . <<'EOF', <<'OUT');
{
    package Truth;
    use overload bool => sub { my ($self) = @_; $self->{game}{result} = { how => 'resign', by => 'defenders' };
                               main::allocate(); push @log, 'bool'; 1 },
        '@{}' => sub { $_[0]{list} }, fallback => 1;
}
my %game = (moves => bless({ list => ['d1d3'] }, 'Truth'), result => Logged->new('result', how => 'agreed'));
$game{moves}{game} = \%game;
said(game_string(\%game));
EOF
variant brandubh
moves d1d3
result resign defenders
DESTROY result, bool
exit 0
OUT

# a tied variant whose FETCH deletes the result and the start
same_everywhere('a variant whose FETCH deletes what comes after it', $common . <<'EOF', <<'OUT');
{
    package TiedVariant;
    sub TIESCALAR { my ($class, $game) = @_; bless { game => $game }, $class }
    sub FETCH { my ($self) = @_; delete @{ $self->{game} }{qw(result start)}; main::allocate(); 'tv' }
}
my %game = (moves => ['d1d3'], result => Logged->new('result', how => 'agreed'), start => '7/7/7/3k3/7/7/a6 d');
tie $game{variant}, 'TiedVariant', \%game;
said(game_string(\%game));
EOF
variant tv
moves d1d3
DESTROY result
exit 0
OUT

# a tied moves array whose size deletes the result
same_everywhere('a tied moves array whose size deletes the result', $common . <<'EOF', <<'OUT');
{
    package TiedMoves;
    require Tie::Array;
    our @ISA = ('Tie::StdArray');
    my $game;
    sub aim { $game = $_[1] }
    sub FETCHSIZE { delete $game->{result} if $game; main::allocate(); scalar @{ $_[0] } }
}
my %game = (result => Logged->new('result', how => 'agreed'));
tie my @moves, 'TiedMoves';
@moves = ('d1d3', 'd3c3');
TiedMoves->aim(\%game);
$game{moves} = \@moves;
said(game_string(\%game));
EOF
variant brandubh
moves d1d3 d3c3
DESTROY result
exit 0
OUT

# move_display: a capture's FETCH deletes king and king_home (then
# allocates), which 0.01 reads after the captures; a king whose truth
# deletes king_home and king_taken
same_everywhere('a capture whose FETCH deletes what move_display reads after it', $common . <<'EOF', <<'OUT');
{
    package TiedCapture;
    sub TIESCALAR { my ($class, $about) = @_; bless { about => $about }, $class }
    sub FETCH { my ($self) = @_; delete @{ $self->{about} }{qw(king king_home)}; main::allocate(); push @log, 'fetch'; 'c3' }
}
my %about = (king => Logged->new('king'), king_home => Logged->new('home'), captures => ['e3', 'x']);
tie $about{captures}[1], 'TiedCapture', \%about;
said(move_display('d1d3', \%about) . "\n");
EOF
d1-d3xc3,e3
DESTROY king, DESTROY home, fetch, fetch, fetch
exit 0
OUT

same_everywhere('a king whose truth deletes and replaces what comes after it', $common . <<'EOF', <<'OUT');
{
    package Truth;
    use overload bool => sub { my ($self) = @_; delete $self->{about}{king_home};
                               $self->{about}{king_taken} = Logged->new('taken'); main::allocate(); push @log, 'bool'; 1 },
        fallback => 1;
}
my %about = (captures => ['c3'], king_home => Logged->new('home'), king_taken => 0);
$about{king} = bless { about => \%about }, 'Truth';
said(move_display('d1d3', \%about) . "\n");
delete $about{king_taken};
said('');
EOF
Kd1-d3xc3#
DESTROY home, bool
DESTROY taken
exit 0
OUT

done_testing;
