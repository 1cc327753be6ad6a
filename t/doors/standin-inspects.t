# Modules that look at the calling op from inside a stand-in (Want,
# Contextual::Return, Devel::Caller, Devel::Callsite) see an ordinary call:
# the call on the fast path is the entersub Perl built. Each program runs in
# a child perl and must do what it does with the PP backend.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Child;

my $use = "use Game::Brandubh::Notation ':all';\nno warnings 'redefine';\n";

SKIP: {
    skip 'Want is not installed', 6 unless eval { require Want; 1 };
    same_everywhere('Want::want in a stand-in', $use . <<'EOF', "list scalar\nexit 0\n");
use Want ();
local *main::move_split = sub { Want::want('LIST') ? 'list' : 'scalar' };
my @l = move_split('d1d3');
my $s = move_split('d1d3');
print "@l $s\n";
EOF
    # howmany differs between perls (2 on 5.36, 1 on 5.42), never between backends
    same_everywhere('Want::howmany in a stand-in', $use . <<'EOF');
use Want ();
local *main::square_parse = sub { my $n = Want::howmany(); defined $n ? $n : 'undef' };
my ($p, $q) = square_parse('d4');
print "$p\n";
EOF
}

SKIP: {
    skip 'Contextual::Return is not installed', 3 unless eval { require Contextual::Return; 1 };
    same_everywhere('Contextual::Return in a stand-in', $use . <<'EOF', "list scalar\nexit 0\n");
use Contextual::Return;
local *main::move_parse = sub { return LIST { 'list' } SCALAR { 'scalar' } };
my @l = move_parse('d1d3');
my $s = move_parse('d1d3');
print "@l $s\n";
EOF
}

SKIP: {
    skip 'Devel::Caller is not installed', 3 unless eval { require Devel::Caller; 1 };
    same_everywhere('Devel::Caller::called_with in a stand-in', $use . <<'EOF', "SCALAR SCALAR\nexit 0\n");
use Devel::Caller ();
my ($f, $r) = (3, 3);
local *main::square_name = sub { join ' ', map { ref } Devel::Caller::called_with(0) };
print square_name($f, $r), "\n";
EOF
}

SKIP: {
    skip 'Devel::Callsite is not installed', 3 unless eval { require Devel::Callsite; 1 };
    same_everywhere('Devel::Callsite in a stand-in: two places, two sites', $use . <<'EOF', "2\nexit 0\n");
use Devel::Callsite ();
my %sites;
local *main::position_ok = sub { $sites{ Devel::Callsite::callsite() }++; 1 };
position_ok('a');
position_ok('b');
print scalar(keys %sites), "\n";
EOF
}

done_testing;
