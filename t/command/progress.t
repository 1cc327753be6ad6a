# The progress line shows on long work, whatever the input's size: where
# standard error is a terminal and the work has taken
# $Game::Brandubh::Notation::Command::PROGRESS_AFTER seconds (made 0 here,
# and the terminal said by $TERMINAL), never with --no-progress, and from
# the start with --progress. In process, in the backend chosen.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command);
use Game::Brandubh::Notation::Command ();

my $log = "variant a\nmoves d1d3\n" x 2000;    # some 50 KB, far below 64 MiB
my $lists = "d2-e2 c4-c2\n" x 2000;
{
    no warnings 'once';
    local $Game::Brandubh::Notation::Command::BLOCK = 4096;
    local $Game::Brandubh::Notation::Command::PROGRESS_AFTER = 0;
    local $Game::Brandubh::Notation::Command::TERMINAL = 1;
    my ($status, $out, $err) = run_command($log, 'check');
    is($status, 0, 'check of a small input, standard error a terminal, the work long');
    like($err, qr/\A(?:\r-: [0-9.]+ MB, \d+ records?(?:, [0-9.]+ MB\/s)? *)+\r *\r\z/,
         '... the progress line, unasked, cleared at the end');
    (undef, undef, $err) = run_command($log, 'check', '--no-progress');
    is($err, '', '... none with --no-progress');
    (undef, undef, $err) = run_command($lists, 'convert', '--from', 'nielsen', '-q');
    like($err, qr/\A\r-: [0-9.]+ MB, \d+ games?/, 'convert --from: the games counted');
    local $Game::Brandubh::Notation::Command::PROGRESS_AFTER = 60;
    (undef, undef, $err) = run_command($log, 'check');
    is($err, '', 'short work: no progress line');
    local $Game::Brandubh::Notation::Command::TERMINAL = 0;
    local $Game::Brandubh::Notation::Command::PROGRESS_AFTER = 0;
    (undef, undef, $err) = run_command($log, 'check');
    is($err, '', 'standard error no terminal: none');
    (undef, undef, $err) = run_command($log, 'check', '--progress');
    like($err, qr/\A\r-: /, '... but asked for, shown');
}
done_testing;
