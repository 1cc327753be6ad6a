# The SYNOPSIS of the documentation, run as it is written there.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;

my $pm = "$FindBin::Bin/../../lib/Game/Brandubh/Notation.pm";
open my $fh, '<', $pm or die "$pm: $!";
my $pod = do { local $/; <$fh> };
my ($synopsis) = $pod =~ /^=head1 SYNOPSIS\n(.*?)^=head1/ms or die 'no SYNOPSIS';
$synopsis =~ s/^    //mg;
like($synopsis, qr/use Game::Brandubh::Notation ':all';/, 'the SYNOPSIS found');

my $printed = '';
my $values = do {
    open my $out, '>', \$printed or die;
    my $old = select $out;
    my $result = eval "package Synopsis; no strict; $synopsis;\n"
        . '+{ file => $file, rank => $rank, name => $name, move => $move, text => $text, record => $record, game => $game }';
    select $old;
    is($@, '', 'the SYNOPSIS runs') or diag $@;
    $result;
};

is($values->{file}, 3, 'square_parse: file 3');
is($values->{rank}, 3, 'square_parse: rank 3');
is($values->{name}, 'd4', "square_name: 'd4'");
is($values->{move}, 'd4d1', "move_parse: 'd4d1'");
is($values->{text}, 'd1-d3xc3', "move_display: 'd1-d3xc3'");
is($printed, "a position\n", 'position_ok(SETUP) is true');
is($values->{record}, "variant brandubh\nmoves d1c1 d3c3\n", 'game_string');
is_deeply($values->{game}, { variant => 'brandubh', start => '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a',
                             moves => [qw(d1c1 d3c3)], result => undef }, 'game_parse');

# Each comment of the SYNOPSIS states the value of its line.
for my $line (grep { /#\s*\S/ } split /\n/, $synopsis) {
    my ($code, $said) = $line =~ /^(.*?);\s*#\s*(.*)$/ or next;
    my ($expr) = $code =~ /=\s*(.*)$/ or next;
    my @got = eval "package Synopsis; no strict; $expr";
    my @said = eval "($said)";
    is_deeply(\@got, \@said, "$expr is $said");
}

done_testing;
