# The lists of functions the documentation gives by hand agree with the
# tests' table (t/lib/Brandubh/Functions.pl, which t/backends/table.t holds to the
# XS's own, xs/functions.h): the functions of each backend's POD, and the
# functions of the fast path named in Game::Brandubh::Notation::Internals.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../t/lib/inc.pl" }
use Brandubh::Functions qw(public_functions fast_functions fault_functions);

sub pod_of {
    my ($module) = @_;
    my $file = "$FindBin::Bin/../lib/Game/Brandubh/Notation" . ($module ? "/$module" : '') . '.pm';
    open my $fh, '<', $file or die "$file: $!";
    local $/;
    my $text = <$fh>;
    return $text =~ /^__END__\n(.*)\z/ms ? $1 : '';
}

# each backend lists its public functions, then its fault readers, in the
# table's order
for my $module (qw(PP XS)) {
    my @items = pod_of($module) =~ /^=item ([A-Za-z_]+(?:, [A-Za-z_]+)*)\s*$/mg;
    my ($public) = grep { /\bgame_parse\b/ } @items;
    my ($faults) = grep { /_fault\b/ } @items;
    my @public = split /, /, defined $public ? $public : '';
    @public = grep { $_ ne 'SETUP' } @public;
    is_deeply(\@public, [public_functions()], "$module.pm's POD lists the public functions");
    is_deeply([split /, /, defined $faults ? $faults : ''], [fault_functions()], "$module.pm's POD lists the fault readers");
}
# the functions of the fast path, as Internals.pod names them in prose
my ($said) = do {
    my $file = "$FindBin::Bin/../lib/Game/Brandubh/Notation/Internals.pod";
    open my $fh, '<', $file or die "$file: $!";
    local $/;
    <$fh> =~ /^=head2 The fast path of calls by name\n\n(.*?)\n\n/ms;
};
my @named = defined $said ? $said =~ /C<([a-z_]+)>/g : ();
is_deeply(\@named, [fast_functions()], 'IMPLEMENTATION names the functions of the fast path, in order');

done_testing;
