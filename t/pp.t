# Every other test file again, in a child perl, with the plain-Perl backend
# forced through GAME_BRANDUBH_NOTATION_PP.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;

plan skip_all => 'already running with the plain-Perl backend' if $ENV{GAME_BRANDUBH_NOTATION_PP};

opendir my $dh, $FindBin::Bin or die "$FindBin::Bin: $!";
# Not repeated: what runs both backends itself (61, 90, 91), what tests the C
# core and the XS alone (05, 70: the leaks of plain Perl are Perl's), and
# what gains nothing from a second run but time and memory (71, 73).
my %skip = map { $_ => 1 } qw(pp.t 05-core.t 61-perl-W.t 70-leaks.t 71-threads.t 73-size.t 90-differential.t 91-oracles.t);
my @files = sort grep { /\.t\z/ && !$skip{$_} } readdir $dh;
closedir $dh;

local $ENV{GAME_BRANDUBH_NOTATION_PP} = 1;
for my $file (@files) {
    my $path = File::Spec->catfile($FindBin::Bin, $file);
    my $output = qx{"$^X" @{[ map { qq{"-I$_"} } grep { !ref } @INC ]} "$path" 2>&1};
    my $status = $?;
    my $backend_ok = $file ne '00-load.t' || $output =~ /backend PP/;
    ok($status == 0 && $output !~ /^not ok/m && $backend_ok, "$file with the PP backend")
        or diag $output;
}

# The backend is the one asked for.
my $backend = qx{"$^X" @{[ map { qq{"-I$_"} } grep { !ref } @INC ]} -MGame::Brandubh::Notation -e "print Game::Brandubh::Notation::BACKEND()"};
is($backend, 'PP', 'GAME_BRANDUBH_NOTATION_PP=1 chooses the PP backend');

done_testing;
