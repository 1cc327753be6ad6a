# One table of functions: the XS's (xs/functions.h) is the tests' own
# (t/lib/Brandubh/Functions.pl); both backends are packages of the same
# shape; the public package holds the interface and nothing private.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use B ();
use Brandubh::Test;
use Brandubh::Functions qw(xs_rows public_functions fast_functions fault_functions);
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();

my @public = public_functions();
is_deeply([sort grep { $_ ne 'SETUP' } @Game::Brandubh::Notation::EXPORT_OK], [sort @public],
          'the public functions of the table are those exported, beside SETUP');

# The public package: the interface, and no sub of its own beyond it.
{
    no strict 'refs';
    # bootstrap is XSLoader's: it installs the shared object's boot sub
    # under the name of its module, which is this one
    my @subs = sort grep { defined &{"Game::Brandubh::Notation::$_"} && $_ ne 'bootstrap' }
        keys %Game::Brandubh::Notation::;
    is_deeply(\@subs, [sort @public, qw(SETUP BACKEND BACKEND_ERROR import)],
              'Game::Brandubh::Notation holds the interface and nothing private')
        or diag "@subs";
}

# The same functions in both backends.
my $backend = Game::Brandubh::Notation::BACKEND();
for my $name (@public, fault_functions()) {
    ok(Game::Brandubh::Notation::PP->can($name), "PP has $name");
    next unless $backend eq 'XS';
    ok(Game::Brandubh::Notation::XS->can($name), "XS has $name");
}
for my $name (@public) {
    no strict 'refs';
    is(\&{"Game::Brandubh::Notation::$name"}, \&{"Game::Brandubh::Notation::${backend}::$name"},
       "$name is the $backend backend's");
}

SKIP: {
    skip 'the XS backend is not in use', 3 + @public unless $backend eq 'XS';
    my $build = Game::Brandubh::Notation::XS::build();
    # a function in one table and not the other is named
    my %tests = map { $_->[0] => 1 } xs_rows();
    my %xs = map { $_->[0] => 1 } @{ $build->{functions} };
    my @missing = ((map { "no row for $_ in the tests' table (t/lib/Brandubh/Functions.pl)" } grep { !$tests{$_} } sort keys %xs),
                   (map { "no row for $_ in the XS's table (xs/functions.h)" } grep { !$xs{$_} } sort keys %tests));
    ok(!@missing, 'the two tables have the same functions') or diag join "\n", @missing;
    is_deeply($build->{functions}, [xs_rows()], 'the XS\'s table is the tests\' table, row for row');
    is_deeply([map { $_->[0] } grep { $_->[3] } @{ $build->{functions} }], [fast_functions()],
              'the same functions have a fast path');
}
# named as the module it replaces names them, whichever backend: the CV of
# each public function has Game::Brandubh::Notation's glob as its own (the
# XS's are its subs; the PP's were compiled under those names)
for my $name (@public) {
    no strict 'refs';
    my $gv = B::svref_2object(\&{"Game::Brandubh::Notation::$name"})->GV;
    is($gv->STASH->NAME . '::' . $gv->NAME, "Game::Brandubh::Notation::$name", "$name is named as before, $backend");
}
SKIP: {
    skip 'Sub::Util::subname is a perl 5.22 thing', scalar @public unless eval { require Sub::Util; defined &Sub::Util::subname };
    no strict 'refs';
    is(Sub::Util::subname(\&{"Game::Brandubh::Notation::$_"}), "Game::Brandubh::Notation::$_", "Sub::Util names $_, $backend")
        for @public;
}
# and what the functions run in a call (an overload, here) sees it called
# from the function, as in the module it replaces: square_name on every
# perl, game_string with the XS where it names its helpers (5.22 on)
{
    my @from;
    {
        package Brandubh::Caller;
        use overload '""' => sub { push @from, (caller 1)[3]; 'agreed' }, fallback => 1;
    }
    Game::Brandubh::Notation::square_name(bless({}, 'Brandubh::Caller'), 1);
    is($from[0], 'Game::Brandubh::Notation::square_name', "an overload called by square_name sees it, $backend");
    SKIP: {
        skip 'the XS backend is not in use', 1 unless $backend eq 'XS';
        skip 'the helpers are named from perl 5.22 on', 1 if $] < 5.022;
        @from = ();
        Game::Brandubh::Notation::game_string({ result => { how => bless({}, 'Brandubh::Caller') } });
        is($from[0], 'Game::Brandubh::Notation::game_string', 'an overload called by game_string sees it');
    }
}
SKIP: {
    # (perls before 5.14 refuse such a sub as it is compiled, naming none)
    my $code = eval 'sub { (sub :lvalue { Game::Brandubh::Notation::move_parse("d1d3") })->() = 2 }';
    skip 'this perl refuses a sub call as the value of an lvalue sub as it compiles it', 2 unless $code;
    ok(!eval { $code->(); 1 }, "a public function is no lvalue, $backend");
    # (perls before 5.24 name no sub in it)
    like($@, qr/^Can't modify non-lvalue subroutine call (?:of &Game::Brandubh::Notation::move_parse )?at /,
         "and Perl names it as before, $backend");
}

done_testing;
