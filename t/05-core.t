# The C core's own unit tests (t/c/core.c), compiled with Perl's compiler and
# run here; their TAP is read line by line.
use strict;
use warnings;
use Test::More;
use Config;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
use lib "$FindBin::Bin/lib";
use Brandubh::Test;
use Game::Brandubh::Notation ();

plan skip_all => 'built without the XS (PUREPERL_ONLY)' unless Game::Brandubh::Notation::BACKEND() eq 'XS';

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir);
my $dir = tempdir(CLEANUP => 1);
my $exe = File::Spec->catfile($dir, "core$Config{_exe}");
# With the flags the module is compiled with; a compiler that cannot build
# them here skips these tests, and fails no install.
# The set-up is the module's own, given to the tests as SETUP.
my @cmd = (split(' ', $Config{cc}), split(' ', $Config{ccflags}), split(' ', $Config{optimize}),
           '-DSETUP="' . Game::Brandubh::Notation::SETUP() . '"',
           "-I$root/xs", "$root/t/c/core.c", "$root/xs/brandubh.c", '-o', $exe);
my $log = File::Spec->catfile($dir, 'cc.log');
my $built = do {
    open my $saved, '>&', \*STDERR or die $!;
    open STDERR, '>', $log or die $!;
    my $status = system(@cmd);
    open STDERR, '>&', $saved or die $!;
    $status == 0 && -x $exe;
};
plan skip_all => "the C unit tests do not compile here (@cmd)" unless $built;

my @run = (split(' ', $ENV{BRANDUBH_CORE_RUNNER} || ''), $exe);
my @tap = `@run`;
my $status = $?;
my ($plan) = map { /^1\.\.(\d+)/ ? $1 : () } @tap;
my @results = grep { /^(?:not )?ok \d+/ } @tap;
ok($plan && $plan == @results, "the core ran all its $plan tests");
my @failed = grep { /^not ok/ } @results;
is(scalar @failed, 0, 'and passed them') or diag @failed;
is($status, 0, 'exit status 0');

done_testing;
