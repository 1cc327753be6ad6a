# A stand-in put in a function's name after a call was compiled (local, a
# mock, a wrapper) runs in a real sub frame, so it may leave the caller's
# loop or sub as any sub may: next, last, redo, an unwind. Each program runs
# in a child perl and must do what it does with the PP backend.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Child;

my $use = "use Game::Brandubh::Notation ':all';\nno warnings 'redefine';\n";

same_everywhere('next out of the caller\'s loop', $use . <<'EOF', "1 x\n3 x\ndone\nexit 0\n");
no warnings 'exiting';
for my $i (1 .. 3) {
    local *main::move_parse = sub { next if $i == 2; 'x' };
    print "$i ", move_parse('d1d3'), "\n";
}
print "done\n";
EOF

same_everywhere('last out of the caller\'s loop, in list context', $use . <<'EOF', "1 d4\nafter\nexit 0\n");
no warnings 'exiting';
for my $i (1 .. 3) {
    local *main::square_name = sub { last } if $i == 2;
    my @got = square_name(3, 3);
    print "$i @got\n";
}
print "after\n";
EOF

same_everywhere('redo in the caller\'s loop', $use . <<'EOF', "2 d1d3\nexit 0\n");
no warnings 'exiting';
my $tries = 0;
for my $i (1) {
    $tries++;
    local *main::move_wire = sub { redo if $tries < 2; 'd1d3' };
    print "$tries ", move_wire('d1', 'd3'), "\n";
}
EOF

same_everywhere('last SKIP, as Test::More\'s skip leaves', $use . <<'EOF', "after 1\nexit 0\n");
no warnings 'exiting';
SKIP: {
    local *main::position_ok = sub { last SKIP };
    print "not reached\n" if position_ok(SETUP);
}
print 'after ', position_ok(SETUP), "\n";
EOF

same_everywhere('a stand-in that dies, caught', $use . <<'EOF', "caught: no\nd1 d3\nexit 0\n");
my @r = eval { local *main::move_split = sub { die "no\n" }; move_split('d1d3') };
print "caught: $@";
print join(' ', move_split('d1d3')), "\n";
EOF

SKIP: {
    skip 'Test::MockModule is not installed', 3 unless eval { require Test::MockModule; 1 };
    same_everywhere('a mock of the full name (Test::MockModule)', <<'EOF', "mocked\nb3\nexit 0\n");
use Game::Brandubh::Notation ();
use Test::MockModule;
sub call { Game::Brandubh::Notation::square_name($_[0], $_[1]) }
{
    my $mock = Test::MockModule->new('Game::Brandubh::Notation');
    $mock->redefine(square_name => sub { 'mocked' });
    print call(1, 2), "\n";
}
print call(1, 2), "\n";
EOF
}

SKIP: {
    skip 'Scope::Upper is not installed', 3 unless eval { require Scope::Upper; 1 };
    same_everywhere('an unwind to the caller\'s caller (Scope::Upper)', $use . <<'EOF', "unwound\nd4\nexit 0\n");
use Scope::Upper qw(unwind UP SUB);
sub outer {
    local *main::square_parse = sub { unwind('unwound' => UP SUB) };
    my @got = square_parse('d4');
    return 'not reached';
}
print outer(), "\n";
print square_name(square_parse('d4')), "\n";
EOF
}

SKIP: {
    skip 'Return::MultiLevel is not installed', 3 unless eval { require Return::MultiLevel; 1 };
    same_everywhere('a return through two subs (Return::MultiLevel)', $use . <<'EOF', "jumped\nd1d3\nexit 0\n");
use Return::MultiLevel qw(with_return);
sub inner { my $m = move_parse($_[0]); return "not reached $m" }
print with_return {
    my ($ret) = @_;
    local *main::move_parse = sub { $ret->('jumped') };
    inner('d1-d3');
}, "\n";
print inner('a1a2') =~ /not reached/ ? move_parse('d1-d3') : 'wrong', "\n";
EOF
}

done_testing;
