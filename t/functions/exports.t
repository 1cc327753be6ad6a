use strict;
use warnings;
use Test::More;

use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Functions qw(public_functions);

# the set-up and the public functions of the tests' table
my @names = ('SETUP', public_functions());

{
    package Plain;
    use Game::Brandubh::Notation;
}
ok(!Plain->can($_), "$_ is not exported by default") for @names;

{
    package All;
    use Game::Brandubh::Notation ':all';
}
ok(All->can($_), "$_ is exported by :all") for @names;
{
    no strict 'refs';
    my @all = sort grep { defined &{"All::$_"} } keys %All::;
    is_deeply(\@all, [sort @names], ':all exports exactly SETUP and the public functions');
}

for my $name (@names) {
    my $package = "One_$name";
    eval "package $package; use Game::Brandubh::Notation '$name'; 1" or die $@;
    ok($package->can($name), "$name can be imported alone");
}

ok(!eval "package Bad; use Game::Brandubh::Notation 'BACKEND'; 1", 'BACKEND is not exportable');
ok(!eval "package Bad2; use Game::Brandubh::Notation 'nothing_here'; 1", 'an unknown name is refused');

is($Game::Brandubh::Notation::VERSION, '0.01', '$VERSION is 0.01');
# 0.01's lists, as data (Game-Brandubh's own suite counts them): the
# eleven names in 0.01's order, one tag, all, which is that very array
my @v001 = qw(SETUP square_name square_parse move_wire move_split move_parse move_display
              position_ok position_cells game_string game_parse);
is_deeply(\@Game::Brandubh::Notation::EXPORT_OK, \@v001, "\@EXPORT_OK is 0.01's, in 0.01's order");
is(scalar @Game::Brandubh::Notation::EXPORT_OK, 11, '... eleven names');
is_deeply([keys %Game::Brandubh::Notation::EXPORT_TAGS], ['all'], 'one tag, all');
ok(\@Game::Brandubh::Notation::EXPORT_OK == $Game::Brandubh::Notation::EXPORT_TAGS{all},
   ':all is the very array @EXPORT_OK, as in 0.01');
is_deeply([sort @names], [sort @v001], "the tests' table names the same");
{
    # (Exporter's own warning, which older Exporters write themselves)
    local $SIG{__WARN__} = sub { };
    ok(!eval "package Bad3; use Game::Brandubh::Notation ':why'; 1", 'no tag :why: what this module adds, its companions export');
}

# The *_why functions: exported by Game::Brandubh::Notation::Why, and not
# subs of the module 0.01 was
my @why = qw(position_why move_why game_why);
{
    package Why;
    use Game::Brandubh::Notation::Why ':all';
}
ok(Why->can($_), "$_ is exported by Game::Brandubh::Notation::Why's :all") for @why;
is_deeply(\@Game::Brandubh::Notation::Why::EXPORT_OK, \@why, "Game::Brandubh::Notation::Why's \@EXPORT_OK is the three");
ok(!All->can($_), "$_ is not exported by the module's :all") for @why;
ok(!defined &{"Game::Brandubh::Notation::$_"}, "$_ is no sub of Game::Brandubh::Notation") for @why;
is(scalar @Game::Brandubh::Notation::EXPORT, 0, 'nothing in @EXPORT');

# SETUP: the set-up, an inlinable constant, usable both ways.
my $setup = '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a';
is(All::SETUP, $setup, 'SETUP');
is(All::SETUP(), $setup, 'SETUP()');
is(Game::Brandubh::Notation::SETUP(), $setup, 'fully qualified SETUP()');
is(prototype('Game::Brandubh::Notation::SETUP'), '', 'SETUP has an empty prototype');
{
    # inlined: a sub that uses it compiles to a constant, with no call
    require B;
    my @ops;
    for my $op_of (B::svref_2object(sub { Game::Brandubh::Notation::SETUP })->START) {
        for (my $op = $op_of; $op && ref $op ne 'B::NULL'; $op = $op->next) {
            push @ops, $op->name;
        }
    }
    ok(@ops, 'the ops of a sub using SETUP: ' . join ' ', @ops);
    ok(!grep({ $_ eq 'entersub' } @ops), 'SETUP is inlined by the compiler: no call');
    ok(grep({ $_ eq 'const' } @ops), '... but a constant');
}
{
    my $copy = All::SETUP;
    $copy =~ s/a$/d/;
    is(All::SETUP, $setup, 'changing a copy of SETUP leaves SETUP alone');
    # read-only, as use constant makes a constant: the value itself, aliased
    my $sub = \&Game::Brandubh::Notation::SETUP;
    for my $case ([inlined => sub { for (All::SETUP) { $_ .= 'x' } }],
                  [called => sub { for (All::SETUP()) { $_ .= 'x' } }],
                  ['through a reference' => sub { $_ .= 'x' for $sub->() }]) {
        my ($how, $code) = @$case;
        ok(!eval { $code->(); 1 }, "SETUP, $how, is read-only");
        like($@, qr/\AModification of a read-only value attempted at /, "... with Perl's message");
    }
    is(All::SETUP, $setup, '... and stays the set-up');
}

like(Game::Brandubh::Notation::BACKEND(), qr/\A(?:XS|PP)\z/, 'BACKEND');

# One source for the constants: the PP backend has Notation.pm's own SETUP,
# the default variant is Operators', and the XS reads both as it loads (the set-up is game_parse's start where
# none is given, and the default variant what game_string writes).
require Game::Brandubh::Notation::PP;
is(\&Game::Brandubh::Notation::PP::SETUP, \&Game::Brandubh::Notation::SETUP, 'the PP backend\'s SETUP is the same sub');
is(Game::Brandubh::Notation::Operators::DEFAULT_VARIANT(), 'brandubh', 'the default variant, the backends\' one constant');
is(Game::Brandubh::Notation::game_parse("variant x\nmoves\n")->{start}, $setup, 'game_parse gives SETUP as the start');
is(Game::Brandubh::Notation::game_string({ moves => [] }), "variant brandubh\nmoves\n", 'game_string writes the default variant');
is(Game::Brandubh::Notation::game_string({ start => $setup, moves => [] }), "variant brandubh\nmoves\n",
   'and no start line for SETUP');

# Either module may be loaded first, with either backend.
for my $pp ('', 1) {
    local $ENV{GAME_BRANDUBH_NOTATION_PP} = $pp;
    my @inc = map { qq{"-I$_"} } grep { !ref } @INC;
    my $out = qx{"$^X" @inc -e "use Game::Brandubh::Notation::PP (); use Game::Brandubh::Notation qw(:all); print join q(|), Game::Brandubh::Notation::BACKEND(), square_name(1, 1), Game::Brandubh::Notation::PP::SETUP(), game_string({ moves => [q(d1d3)] })"};
    my $backend = $pp ? 'PP' : '(?:XS|PP)';
    like($out, qr/\A$backend\|b2\|\Q$setup\E\|variant brandubh\nmoves d1d3\n\z/,
         'the PP module loaded first, ' . ($pp ? 'the PP backend asked for' : 'either backend'));
}

# import is Exporter's own, as 0.01's (use Exporter 'import'): what it
# imports, and how it refuses, are Exporter's; autouse, which asks for
# that very sub, takes the module. Loading reads no constant.pm (neither
# backend needs it); Exporter reads a tag in Exporter::Heavy, as for 0.01.
is(\&Game::Brandubh::Notation::import, \&Exporter::import, "import is Exporter's own");
for my $pp ('', 1) {
    local $ENV{GAME_BRANDUBH_NOTATION_PP} = $pp;
    my @inc = map { qq{"-I$_"} } grep { !ref } @INC;
    my $which = $pp ? 'PP' : 'the default backend';
    my $out = qx{"$^X" @inc -e "use Game::Brandubh::Notation qw(:all); print join q(,), sort grep { \\\$INC{\\\$_} } qw(Exporter/Heavy.pm constant.pm)"};
    is($out, 'Exporter/Heavy.pm', "loading with :all reads Exporter::Heavy, as 0.01, and no constant.pm, $which");
    $out = qx{"$^X" @inc -e "use autouse q(Game::Brandubh::Notation) => qw(move_split square_parse); print join q(,), move_split(q(d1d3)), square_parse(q(b2)), defined \\\$INC{q(Game/Brandubh/Notation.pm)} ? 1 : 0" 2>&1};
    is($out, 'd1,d3,1,1,1', "use autouse takes the module, and loads it at the first call, $which");
    $out = qx{"$^X" @inc -e "use Game::Brandubh::Notation qw(:all !SETUP move_split); print defined &SETUP ? 1 : 0, defined &square_name ? 1 : 0, defined &move_split ? 1 : 0, defined &game_why ? 1 : 0"};
    is($out, '0110', "a tag, a negation and a name, as Exporter reads them, $which");
    $out = qx{"$^X" @inc -e "use Game::Brandubh::Notation qw(:bogus)" 2>&1};
    like($out, qr/"bogus" is not defined in %Game::Brandubh::Notation::EXPORT_TAGS/, "an unknown tag: Exporter's refusal, $which");
    $out = qx{"$^X" @inc -e "use Game::Brandubh::Notation qw(nothing)" 2>&1};
    like($out, qr/"nothing" is not exported by the Game::Brandubh::Notation module/, "an unknown name: Exporter's refusal, $which");
}

done_testing;
