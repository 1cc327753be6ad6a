# hnefatafl-rs's own brandubh game list (resources/test/games/brandubh.csv
# of github.com/bunburya/hnefatafl-rs), read by Game::Brandubh::Notation::CSV
# where a copy is at hand: every line read, its counts agreeing with the
# captures its moves state, written back byte for byte, and through an
# .otg record and back byte for byte too. The file is not shipped (it is
# not ours to): set BRANDUBH_HNEFATAFL_RS_CSV to the path of a copy.
use strict;
use warnings;
use Test::More;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Game::Brandubh::Notation::CSV qw(:all);
use Game::Brandubh::Notation::OpenTafl qw(list_from_otg list_to_otg);

my $file = $ENV{BRANDUBH_HNEFATAFL_RS_CSV};
plan skip_all => "BRANDUBH_HNEFATAFL_RS_CSV names no copy of hnefatafl-rs's brandubh.csv" unless defined $file && -f $file;

open my $fh, '<:raw', $file or die "$file: $!";
my @lines = <$fh>;
close $fh;
my ($read, $back, $through, $empty, %winners, %timeouts) = (0, 0, 0, 0);
for my $i (0 .. $#lines) {
    my $line = $lines[$i];
    my $list = list_from_csv($line);
    if (!$list) {
        diag('line ' . ($i + 1) . ': ' . list_from_csv_why($line)->{message});
        next;
    }
    $read++;
    chomp $line;
    my $word = (split /,/, $line, -1)[3];
    $empty++ if $word eq '';
    $winners{ defined $list->{winner} ? $list->{winner} : $word eq '' ? 'none stated' : 'Ongoing' }++;
    if (my $side = $list->{notes}{timeout}) {
        $timeouts{ "the $side ran out of time, winner: " . (defined $list->{winner} ? $list->{winner} : 'none') }++;
    }
    my $written = list_to_csv($list);
    if (defined $written && $written eq $line) { $back++ }
    else { diag('line ' . ($i + 1) . ' written as ' . (defined $written ? $written : list_to_csv_why($list)->{message})) }
    my $otg = list_to_otg($list);
    my $again = defined $otg ? list_from_otg($otg) : undef;
    my $line_again = $again ? list_to_csv($again) : undef;
    if (defined $line_again && $line_again eq $line) { $through++ }
    else { diag('line ' . ($i + 1) . ' through .otg: ' . (defined $line_again ? $line_again : 'not written or read')) }
}
is(scalar @lines, 525, 'the file has 525 lines');
is($read, scalar @lines, 'every line read: its moves, and its counts agree with its captures');
is($back, scalar @lines, 'every line written back byte for byte');
is($through, scalar @lines, 'every line through an .otg record and back, byte for byte');
is_deeply(\%winners, { attackers => 208, defenders => 308, draw => 2, Ongoing => 5, 'none stated' => 2 }, 'the winners')
    or diag explain \%winners;
note explain \%timeouts;
done_testing;
