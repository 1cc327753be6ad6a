use strict;
use warnings;
use Test::More tests => 2;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;

BEGIN { use_ok('Game::Brandubh::Notation') }

my $backend = Game::Brandubh::Notation::BACKEND();
like($backend, qr/\A(?:XS|PP)\z/, 'BACKEND says XS or PP');
diag("Game::Brandubh::Notation $Game::Brandubh::Notation::VERSION, Perl $], $^X, backend $backend"
     . ($backend eq 'XS' ? '' : ' (' . Game::Brandubh::Notation::BACKEND_ERROR() . ')'));
