# A stash entry that holds a code reference instead of a glob (the compact
# form perl keeps subs in, or one assigned by hand), with a prototype and
# without: the call finds the sub the reference holds.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Child;
use Brandubh::Ops;
use Game::Brandubh::Notation ();

# Perls before 5.22 refuse a code reference in a stash where a call names it
# ("Cannot convert a reference to CODE to typeglob"), with either backend.
plan skip_all => 'a code reference in a stash is a perl 5.22 thing' if $] < 5.022;

same_everywhere('a code reference in the stash', <<'EOF', "d4 b3\nd1d3\nexit 0\n");
use Game::Brandubh::Notation ();
BEGIN { $main::{sq} = \&Game::Brandubh::Notation::square_name }
BEGIN { $main::{mp} = \&Game::Brandubh::Notation::move_parse }
print join(' ', sq(3, 3), sq(1, 2)), "\n";
print mp('Kd1-d3'), "\n";
EOF

# (the prototype gives @rank scalar context: its size, 1)
same_everywhere('a code reference in the stash, with a prototype', <<'EOF', "d2 b3\n1\nexit 0\n");
use Game::Brandubh::Notation ();
use Scalar::Util ();
BEGIN {
    Scalar::Util::set_prototype(\&Game::Brandubh::Notation::square_name, '$$');
    Scalar::Util::set_prototype(\&Game::Brandubh::Notation::position_ok, '$');
    $main::{sq} = \&Game::Brandubh::Notation::square_name;
    $main::{ok} = \&Game::Brandubh::Notation::position_ok;
}
my @rank = (3);
print join(' ', sq(3, @rank), sq(1, 2)), "\n";
print ok(Game::Brandubh::Notation::SETUP()), "\n";
EOF

same_everywhere('the reference replaced after the call was compiled', <<'EOF', "d4\nother\nexit 0\n");
use Game::Brandubh::Notation ();
BEGIN { $main::{sq} = \&Game::Brandubh::Notation::square_name }
sub call { sq(3, 3) }
print call(), "\n";
{ no warnings 'redefine'; *main::sq = sub { 'other' }; }
print call(), "\n";
EOF

# In this process: such a call takes the fast path where there is one.
{
    my $by_stash = eval q{
        BEGIN { $main::{stash_sq} = \&Game::Brandubh::Notation::square_name }
        sub { stash_sq($_[0], $_[1]) }
    } or die $@;
    is($by_stash->(2, 2), 'c3', 'the answer, called here');
    is(calls_op($by_stash, 'square_name'), ops_expected(), 'on the fast path where there is one');
}

done_testing;
