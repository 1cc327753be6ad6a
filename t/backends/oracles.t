# Each backend reads a move, a position and a game record with one grammar,
# which also finds the first fault. Here their answers are held to the
# regular-expression readers of t/lib/Brandubh/Oracle.pl, on generated texts,
# and the faults to the answers: a fault exactly when a text is refused.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Child qw(in_children);
use Brandubh::Gen qw(text_value canonical describe);
use Brandubh::Oracle ();
use Brandubh::Functions qw(fact fault_functions accepts);
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();

# calls a seed: BRANDUBH_CALLS, or 30,000 (300,000 with EXTENDED_TESTING)
my $calls = $ENV{BRANDUBH_CALLS} || ($ENV{EXTENDED_TESTING} ? 300_000 : 30_000);
# each public function that a fault reader reads for, with that reader, and
# the kind of text it reads (the tests' table)
my %fault = map { fact($_, 'accepts') => $_ } fault_functions();
my %kind = map { $_ => fact($_, 'args')->[0] } keys %fault;
my @impls = ('Game::Brandubh::Notation::PP', Game::Brandubh::Notation::BACKEND() eq q{XS} ? q{Game::Brandubh::Notation::XS} : ());

# Each reader in a child of its own (Brandubh::Child's in_children), which
# returns how many texts each backend read wrong and the first five; the
# tests are told here.
sub wrong_readings {
    my ($name, $seed) = @_;
    srand $seed;
    my (%bad, @first);
    for (1 .. $calls / 3) {
        my $text = text_value($kind{$name});
        next unless defined $text && !ref $text;
        no strict 'refs';
        my $want = canonical(&{"Brandubh::Oracle::$name"}($text));
        my $refused = !accepts($name, &{"Brandubh::Oracle::$name"}($text));
        for my $impl (@impls) {
            my $got = canonical(&{"${impl}::$name"}($text));
            my @fault = &{"${impl}::$fault{$name}"}($text);
            next if $got eq $want && !!@fault == !!$refused;
            push @first, ["$impl: " . describe($name, [$text]),
                          "oracle $want\nread   $got\nfault  " . (@fault ? canonical($fault[0]) : 'none')]
                if $bad{$impl}++ < 5;
        }
    }
    return { bad => \%bad, first => \@first };
}

my @names = sort keys %fault;
# a seed of its own for each: 91, 92, ...
my @found = in_children(map { my $i = $_; sub { wrong_readings($names[$i], 91 + $i) } } 0 .. $#names);
for my $i (0 .. $#names) {
    my $found = $found[$i];
    for (@{ $found->{first} }) { fail($_->[0]); diag($_->[1]) }
    is($found->{bad}{$_} || 0, 0, "$names[$i] of $_: as the oracle reads, and a fault exactly when refused") for @impls;
}

done_testing;
