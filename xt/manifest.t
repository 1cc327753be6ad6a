# MANIFEST lists every file git holds that is shipped, and only files that exist.
use strict;
use warnings;
use Test::More;
use ExtUtils::Manifest qw(maniread);

my $listed = maniread();
ok(-e $_, "$_ exists") for sort keys %$listed;

my @tracked = grep { length } split /\n/, `git ls-files 2>/dev/null`;
plan skip_all => 'not a git checkout' unless @tracked;
my %unshipped = map { $_ => 1 } qw(.gitignore .ci/run);
for my $file (@tracked) {
    next if $unshipped{$file} || $file =~ m{\A(?:fuzz|bench|tools)/};
    ok(exists $listed->{$file}, "$file is in MANIFEST");
}
done_testing;
