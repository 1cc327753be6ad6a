# Every other test file again, in a child perl, with the plain-Perl backend
# forced through GAME_BRANDUBH_NOTATION_PP.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;

plan skip_all => 'already running with the plain-Perl backend' if $ENV{GAME_BRANDUBH_NOTATION_PP};

opendir my $dh, $FindBin::Bin or die "$FindBin::Bin: $!";
my @files = sort grep { /\.t\z/ && $_ ne 'pp.t' && $_ ne '90-differential.t' } readdir $dh;
closedir $dh;

local $ENV{GAME_BRANDUBH_NOTATION_PP} = 1;
for my $file (@files) {
    my $path = File::Spec->catfile($FindBin::Bin, $file);
    my $output = qx{"$^X" @{[ map { "-I$_" } grep { !ref } @INC ]} "$path" 2>&1};
    my $status = $?;
    my $backend_ok = $file ne '00-load.t' || $output =~ /backend PP/;
    ok($status == 0 && $output !~ /^not ok/m && $backend_ok, "$file with the PP backend")
        or diag $output;
}

# The backend is the one asked for.
my $backend = qx{"$^X" @{[ map { "-I$_" } grep { !ref } @INC ]} -MGame::Brandubh::Notation -e "print Game::Brandubh::Notation::BACKEND()"};
is($backend, 'PP', 'GAME_BRANDUBH_NOTATION_PP=1 chooses the PP backend');

done_testing;
