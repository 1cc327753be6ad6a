# The module loads on its own, as 0.01's documentation says, where no XS
# module can be loaded at all: XSLoader::load and DynaLoader::bootstrap made
# to die before anything else is loaded, in a fresh perl given only the
# module's folders. It takes the PP backend, tries no XS module on the way
# but its own, and answers as 0.01. Game-Brandubh's own suite does this
# (its t/notation-alone.t).
use strict;
use warnings;
use Test::More;
use File::Temp ();
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;

# the folders of the module alone (blib's two, or lib in place)
my @dirs = grep { !ref && (-e "$_/Game/Brandubh/Notation.pm" || -d "$_/auto/Game/Brandubh/Notation") } @INC;
# the module tries its XS where the build has one (or where it runs in
# place, with no record of a build), as it loads
my $built_xs = (grep { -d "$_/auto/Game/Brandubh/Notation" } @dirs)
    && (eval { require Game::Brandubh::Notation::Built; 1 } ? Game::Brandubh::Notation::Built::XS() : 1);

my $code = <<'EOF';
our @tried;
BEGIN {
    require XSLoader;
    require DynaLoader;
    no warnings 'redefine';
    *XSLoader::load = sub { push @tried, $_[0] || (caller)[0]; die "no XS here\n" };
    *DynaLoader::bootstrap = sub { push @tried, $_[0]; die "no XS here\n" };
}
use Game::Brandubh::Notation ':all';
print 'backend ', Game::Brandubh::Notation::BACKEND(), "\n";
print 'tried ', join(' ', @tried), "\n";
print square_name(3, 3), ' ', join(',', square_parse('D4')), ' ', move_parse('Kd4-d1'), ' ',
      move_display('d1d3', { captures => ['e3', 'c3'], king => 1, king_home => 1 }), "\n";
print position_ok(SETUP), ' ', scalar(@{ (position_cells(SETUP))[0] }), "\n";
my $record = game_string({ variant => 'brandubh', moves => bless([qw(d1c1 d3c3)], 'Some::Class'),
                           result => { how => 'resign', by => 'attackers' } });
print $record, join(' ', @{ game_parse($record)->{moves} }), "\n";
print defined game_string({ moves => bless({}, 'HASH') }) ? "a hash\n" : "moves of no array: undef\n";
print move_display("d1d3", bless([], "HASH")), "\n";
EOF

for my $asked ('', 'PP') {
    my $file = File::Temp->new(SUFFIX => '.pl');
    print {$file} $code;
    close $file;
    # nothing loaded first: no -Mblib (blib.pm loads Cwd, an XS module), no
    # PERL5OPT, and this file's Test::More (which loads Scalar::Util) is
    # in another process
    local $ENV{PERL5OPT} = '';
    local $ENV{PERL5LIB} = '';
    local $ENV{GAME_BRANDUBH_NOTATION_BACKEND} = $asked;
    local $ENV{GAME_BRANDUBH_NOTATION_PP} = '';
    my $out = qx{"$^X" @{[ map { qq{"-I$_"} } @dirs ]} "$file" 2>&1};
    $out .= 'exit ' . ($? >> 8) . "\n";
    my $tried = !$asked && $built_xs ? 'Game::Brandubh::Notation' : '';
    is($out, <<"EOF", "no XS loadable: the PP backend, no XS tried but the module's own, 0.01's answers" . ($asked ? ', PP asked for' : ''));
backend PP
tried $tried
d4 3,3 d4d1 Kd1-d3xc3,e3++
1 7
variant brandubh
moves d1c1 d3c3
result resign attackers
d1c1 d3c3
moves of no array: undef
d1-d3
exit 0
EOF
}

done_testing;
