# An :lvalue sub that returns a call: assigning to it dies with Perl's own
# message, as it does with any sub that is not :lvalue; such calls are left
# as Perl compiled them.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Child;
use Brandubh::Ops;
use Game::Brandubh::Notation ':all';

same_everywhere('assigning to an :lvalue sub returning a call', <<'EOF');
use Game::Brandubh::Notation ':all';
sub name_lv :lvalue { square_name($_[0], $_[1]) }
sub parse_lv :lvalue { move_parse($_[0]) }
sub ok_lv :lvalue { position_ok($_[0]) }
for my $try (sub { name_lv(3, 3) = 5 }, sub { parse_lv('zz') = 1 }, sub { ok_lv('x') = 2 },
             sub { (name_lv(1, 1)) = (7) }) {
    eval { $try->(); 1 } and print "assigned\n";
    (my $e = $@) =~ s/ at .*//s;
    print "died: $e\n";
}
print name_lv(3, 3), ' ', scalar(parse_lv('Kd1-d3')), "\n";
EOF

# (perls before 5.16 compile no :lvalue sub returning a call, with either
# backend: the output is checked where they do)
same_everywhere('the call in an :lvalue sub read as an rvalue', <<'EOF', $] >= 5.016 ? "d4 d1d3 1\nexit 0\n" : undef);
use Game::Brandubh::Notation ':all';
sub name_lv :lvalue { square_name($_[0], $_[1]) }
my $x = name_lv(3, 3);
print join(' ', $x, move_parse('d1d3'), position_ok(SETUP)), "\n";
EOF

# In this process: the call that ends an :lvalue sub is left alone. (Before
# 5.16 perl refuses to compile such a sub, with either backend.)
SKIP: {
    my $lv_here = eval q{ sub :lvalue { square_name($_[0], $_[1]) } };
    skip "this perl compiles no :lvalue sub returning a call: $@", 4 unless $lv_here;
    my $plain_here = sub { square_name($_[0], $_[1]) };
    is(calls_op($lv_here, 'square_name'), 0, 'the call in an :lvalue sub is Perl\'s own');
    is(calls_op($plain_here, 'square_name'), ops_expected(), 'the same call elsewhere takes the fast path where there is one');
    ok(!eval { $lv_here->(3, 3) = 1; 1 }, 'assigning dies');
    like($@, qr/^Can't modify non-lvalue subroutine call/, 'with Perl\'s message');
}

done_testing;
