# The C core's own unit tests (t/c/core.c), compiled with Perl's compiler and
# run here; their TAP is read line by line.
use strict;
use warnings;
use Test::More;
use Config;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Child qw(run_argv);
use Game::Brandubh::Notation ();

plan skip_all => 'built without the XS (PUREPERL_ONLY)' unless Game::Brandubh::Notation::BACKEND() eq 'XS';

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir);
my $dir = tempdir(CLEANUP => 1);
my $exe = File::Spec->catfile($dir, "core$Config{_exe}");
# With the flags the module is compiled with; a compiler that cannot build
# them here skips these tests, and fails no install. The set-up is the
# module's own, given to the tests in a header of this folder (a -D with a
# quoted string does not survive every system's command line). The command
# runs through no shell, its streams in files.
open my $h, '>', File::Spec->catfile($dir, 'core-setup.h') or die $!;
print {$h} '#define SETUP "', Game::Brandubh::Notation::SETUP(), qq{"\n};
close $h or die $!;
my $msvc = $Config{cc} =~ /(?:^|[\\\/])cl(?:\.exe)?\z/i;
my @cmd = (split(' ', $Config{cc}), split(' ', $Config{ccflags}), split(' ', $Config{optimize}),
           "-I$dir", "-I$root/xs", "$root/t/c/core.c", "$root/xs/brandubh.c", "$root/xs/stream.c", $msvc ? "-Fe$exe" : ('-o', $exe));
my $built = run_argv(\@cmd, out => File::Spec->catfile($dir, 'cc.out'), err => File::Spec->catfile($dir, 'cc.err')) == 0
    && -x $exe;
# Where they must run (CI and the perl matrix set BRANDUBH_REQUIRE_CORE), a
# core.c that does not compile fails, never passes as a skip.
if (!$built && $ENV{BRANDUBH_REQUIRE_CORE}) {
    fail("the C unit tests compile (@cmd)");
    open my $err, '<', File::Spec->catfile($dir, 'cc.err') or die $!;
    diag <$err>;
    done_testing;
    exit;
}
plan skip_all => "the C unit tests do not compile here (@cmd)" unless $built;

my $tap_file = File::Spec->catfile($dir, 'core.tap');
my $status = run_argv([split(' ', $ENV{BRANDUBH_CORE_RUNNER} || ''), $exe], out => $tap_file);
open my $tap_fh, '<', $tap_file or die "$tap_file: $!";
my @tap = <$tap_fh>;
close $tap_fh;
my ($plan) = map { /^1\.\.(\d+)/ ? $1 : () } @tap;
my @results = grep { /^(?:not )?ok \d+/ } @tap;
ok($plan && $plan == @results, "the core ran all its $plan tests");
my @failed = grep { /^not ok/ } @results;
is(scalar @failed, 0, 'and passed them') or diag @failed;
is($status, 0, 'exit status 0');

done_testing;
