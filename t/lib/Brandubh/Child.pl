package Brandubh::Child;

# Runs a small program in a child perl, with the module from the running
# test's @INC: with the XS backend (the fast path on, then off) and with the
# PP backend, which stands for the pure-Perl 0.01 here. A case passes when
# the three give the same output, both streams, and the same exit status.
# BRANDUBH_CHILD_RUNNER, when set, is put before the XS backend's runs (as
# tools/valgrind-test.sh puts valgrind there): what it prints is output.

use strict;
use warnings;
use File::Temp ();
use Test::More ();

use Exporter 'import';
our @EXPORT = qw(run_program same_everywhere run_argv run_command);

my @inc = map { qq{"-I$_"} } grep { !ref } @INC;

# Runs a command given as a list, through no shell (so that no quoting is
# needed on any system), with standard input, output and error read from
# and written to the files named (in, out, err; each left as it is when not
# named); returns $?.
sub run_argv {
    my ($argv, %file) = @_;
    my %saved;
    my %stream = (in => [\*STDIN, '<'], out => [\*STDOUT, '>'], err => [\*STDERR, '>']);
    for my $name (grep { defined $file{$_} } qw(in out err)) {
        my ($fh, $mode) = @{ $stream{$name} };
        open $saved{$name}, "$mode&", $fh or die "cannot save standard $name: $!";
        open $fh, $mode, $file{$name} or die "$file{$name}: $!";
    }
    my $status = system { $argv->[0] } @$argv;
    $status = $?;
    for my $name (keys %saved) {
        my ($fh, $mode) = @{ $stream{$name} };
        open $fh, "$mode&", $saved{$name} or die "cannot restore standard $name: $!";
    }
    return $status;
}

# Runs bin/brandubh-notation (a modulino: loaded by require, it defines
# main() and runs nothing) in this process, with standard input from a
# string: (exit status, standard output, standard error), the output
# decoded.
sub run_command {
    my ($stdin, @args) = @_;
    my ($in, $out, $err) = (defined $stdin ? $stdin : '', '', '');
    my $status = do {
        local (*STDIN, *STDOUT, *STDERR);
        open STDIN, '<', \$in or die $!;
        open STDOUT, '>', \$out or die $!;
        open STDERR, '>', \$err or die $!;
        Game::Brandubh::Notation::Command::main(@args);
    };
    utf8::decode($_) for $out, $err;
    return ($status, $out, $err);
}

# The output of a program (both streams) and its exit status, as one string.
sub run_program {
    my ($code, %env) = @_;
    my $file = File::Temp->new(SUFFIX => '.pl');
    print {$file} "use strict;\nuse warnings;\n", $code;
    close $file;
    local @ENV{ keys %env } = values %env;
    my $runner = $env{GAME_BRANDUBH_NOTATION_PP} ? '' : $ENV{BRANDUBH_CHILD_RUNNER} || '';
    my $out = qx{$runner "$^X" @inc "$file" 2>&1};
    $out =~ s/\Q$file\E/PROGRAM/g;
    return $out . "exit " . ($? & 127 ? "signal " . ($? & 127) : $? >> 8) . "\n";
}

# Passes when the program does the same with the fast path, without it, and
# with the PP backend; the output may also be given.
sub same_everywhere {
    my ($name, $code, $expected) = @_;
    my $pp = run_program($code, GAME_BRANDUBH_NOTATION_PP => 1);
    my $xs = run_program($code, GAME_BRANDUBH_NOTATION_PP => 0);
    my $off = run_program($code, GAME_BRANDUBH_NOTATION_PP => 0, GAME_BRANDUBH_NOTATION_OPS => 0);
    Test::More::is($xs, $pp, "$name: as the PP backend");
    Test::More::is($off, $pp, "$name: as the PP backend, without the fast path");
    Test::More::is($pp, $expected, "$name: the expected output") if defined $expected;
}

1;
