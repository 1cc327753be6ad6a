# MANIFEST lists only files that exist and, in a git checkout, every file git
# holds that is shipped. From the unpacked tarball (no git), the first half.
use strict;
use warnings;
use Test::More;
use ExtUtils::Manifest qw(maniread);

my $listed = maniread();
my @tracked = -d '.git' ? grep { length } split /\n/, `git ls-files 2>/dev/null` : ();
my %unshipped = map { $_ => 1 } qw(.gitignore .ci/run .perlcriticrc);

ok(-e $_, "$_ exists") for sort keys %$listed;
for my $file (@tracked) {
    next if $unshipped{$file} || $file =~ m{\A(?:fuzz|bench|tools)/};
    ok(exists $listed->{$file}, "$file is in MANIFEST");
}
note 'not a git checkout: the files git holds are not compared' unless @tracked;
done_testing;
