# The choice of backend: GAME_BRANDUBH_NOTATION_BACKEND=PP or XS, the older
# GAME_BRANDUBH_NOTATION_PP=1, and why the XS is not in use
# (BACKEND_ERROR): a broken XS never gives the PP backend silently.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use Brandubh::Test;
use Brandubh::Child;
use Game::Brandubh::Notation ();

my $say = q{use Game::Brandubh::Notation; print Game::Brandubh::Notation::BACKEND(), ' [',
    Game::Brandubh::Notation::BACKEND_ERROR(), "]\n";};
# a shared object that does not load, as a stale or broken one does not
my $broken = q{BEGIN { require XSLoader; my $load = \&XSLoader::load; no warnings 'redefine';
    *XSLoader::load = sub { die "a broken shared object\n" if defined $_[0] && $_[0] eq 'Game::Brandubh::Notation'; goto &$load } }
};

sub said {
    my ($code, %env) = @_;
    my $out = run_program($code, GAME_BRANDUBH_NOTATION_PP => '', GAME_BRANDUBH_NOTATION_BACKEND => '', %env);
    return $out;
}

like(said($say, GAME_BRANDUBH_NOTATION_BACKEND => 'PP'),
     qr/\APP \[the plain-Perl backend was asked for by the environment\]\nexit 0\n\z/, 'BACKEND=PP');
like(said($say, GAME_BRANDUBH_NOTATION_PP => 1), qr/\APP \[the plain-Perl backend was asked for/,
     'GAME_BRANDUBH_NOTATION_PP=1, as before');
like(said($broken . $say), qr/\APP \[a broken shared object\]\nexit 0\n\z/,
     'an XS that does not load: the PP backend, and the reason kept');
like(said($broken . $say, GAME_BRANDUBH_NOTATION_BACKEND => 'XS'),
     qr/\AGame::Brandubh::Notation: the XS backend was asked for and cannot be loaded: a broken shared object\n/,
     'BACKEND=XS and an XS that does not load: it dies with the reason');
like(said($broken . $say, GAME_BRANDUBH_NOTATION_BACKEND => 'XS'), qr/exit [1-9]\d*\n\z/, '... and fails');
like(said($say, GAME_BRANDUBH_NOTATION_BACKEND => 'C'), qr/is XS or PP, not 'C'/, 'another value is refused');
SKIP: {
    require Config;
    my $built = grep { -e "$_/auto/Game/Brandubh/Notation/Notation.$Config::Config{dlext}" } grep { !ref } @INC;
    skip 'the XS backend is not built here', 2 unless $built;
    is(said($say), "XS []\nexit 0\n", 'unset: the XS, and no error');
    is(said($say, GAME_BRANDUBH_NOTATION_BACKEND => 'XS'), "XS []\nexit 0\n", 'BACKEND=XS: the XS');
}

done_testing;
