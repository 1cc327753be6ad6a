# The choice of backend: GAME_BRANDUBH_NOTATION_BACKEND=PP or XS, the older
# GAME_BRANDUBH_NOTATION_PP=1, and why the XS is not in use
# (BACKEND_ERROR): a broken XS never gives the PP backend silently.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Child;
use Game::Brandubh::Notation ();
use File::Temp ();

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
like(said($say, GAME_BRANDUBH_NOTATION_BACKEND => 'C'), qr/is XS or PP, not 'C'/, 'another value is refused');

# The build says whether it has the XS (Makefile.PL writes
# Game::Brandubh::Notation::Built); the source run in place has no record.
my $built_xs = eval { require Game::Brandubh::Notation::Built; 1 } ? Game::Brandubh::Notation::Built::XS() : undef;
SKIP: {
    skip 'this build has no XS backend', 5 unless $built_xs;
    like(said($broken . $say), qr/\APP \[a broken shared object\]\nexit 0\n\z/,
         'an XS that does not load: the PP backend, and the reason kept');
    like(said($broken . $say, GAME_BRANDUBH_NOTATION_BACKEND => 'XS'),
         qr/\AGame::Brandubh::Notation: the XS backend was asked for and cannot be loaded: a broken shared object\n/,
         'BACKEND=XS and an XS that does not load: it dies with the reason');
    like(said($broken . $say, GAME_BRANDUBH_NOTATION_BACKEND => 'XS'), qr/exit [1-9]\d*\n\z/, '... and fails');
    is(said($say), "XS []\nexit 0\n", 'unset: the XS, and no error');
    is(said($say, GAME_BRANDUBH_NOTATION_BACKEND => 'XS'), "XS []\nexit 0\n", 'BACKEND=XS: the XS');
}

# A build without the XS keeps to its PP backend where an XS was installed
# before it: here a record that says no XS comes first in @INC, and the XS
# of this build stands for the one installed earlier (in a PP-only build,
# an XS.pm that would load comes after it).
my $record = File::Temp->newdir;
for my $folder ("$record/without", "$record/old", "$record/without/Game", "$record/without/Game/Brandubh", "$record/without/Game/Brandubh/Notation",
                "$record/old/Game", "$record/old/Game/Brandubh", "$record/old/Game/Brandubh/Notation") {
    mkdir $folder or die "$folder: $!";
}
for my $file (["without/Game/Brandubh/Notation/Built.pm", "package Game::Brandubh::Notation::Built;\nsub XS () { 0 }\n1;\n"],
              ["old/Game/Brandubh/Notation/XS.pm", "package Game::Brandubh::Notation::XS;\n\$main::old_xs = 1;\n1;\n"]) {
    open my $fh, '>', "$record/$file->[0]" or die $!;
    print {$fh} $file->[1];
    close $fh or die $!;
}
my $without = qq{BEGIN { unshift \@INC, '$record/without'; push \@INC, '$record/old' }\n};
my $loaded = q{print "XS.pm loaded\n" if $INC{'Game/Brandubh/Notation/XS.pm'};};
is(said($without . $say . $loaded),
   "PP [this build has no XS backend (built with PUREPERL_ONLY=1, or without a C compiler)]\nexit 0\n",
   'a build without the XS: its PP backend, whatever XS is installed, and no XS.pm loaded');
like(said($without . $say, GAME_BRANDUBH_NOTATION_BACKEND => 'XS'),
     qr/\AGame::Brandubh::Notation: the XS backend was asked for, and this build has no XS backend .*\nexit [1-9]\d*\n\z/s,
     '... BACKEND=XS dies, saying so');
is(said($without . $say, GAME_BRANDUBH_NOTATION_BACKEND => 'PP'),
   "PP [the plain-Perl backend was asked for by the environment]\nexit 0\n", '... and BACKEND=PP is PP');
SKIP: {
    skip 'the source, run in place, has no record of its build', 1 unless defined $built_xs;
    is(said($say), $built_xs ? "XS []\nexit 0\n"
                             : "PP [this build has no XS backend (built with PUREPERL_ONLY=1, or without a C compiler)]\nexit 0\n",
       'this build: the backend its record says');
}

done_testing;
