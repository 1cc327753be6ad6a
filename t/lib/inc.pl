# The modules the test files share, found where they are: t/lib/Brandubh/*.pl
# and t/lib/Devel/BrandubhCalls.pl, loaded by the names Brandubh::* and
# Devel::BrandubhCalls. They are kept as .pl files, not .pm, so that a tool
# that takes a distribution's description from the first module it finds
# (dh-make-perl) finds Game::Brandubh::Notation. Each test file begins
#     BEGIN { require "$FindBin::Bin/lib/inc.pl" }
use strict;
use warnings;

{
    (my $dir = __FILE__) =~ s{[/\\][^/\\]*\z}{};
    $dir = '.' if $dir eq __FILE__;
    unshift @INC, sub {
        my (undef, $file) = @_;
        return unless $file =~ m{\A((?:Brandubh/\w+|Devel/BrandubhCalls))\.pm\z};
        my $path = "$dir/$1.pl";
        open my $fh, '<', $path or return;
        $INC{$file} = $path;
        return $fh;
    };
}

1;
