package Brandubh::Child;

# Runs a small program in a child perl, with the module from the running
# test's @INC: with the XS backend (the fast path on, then off) and with the
# PP backend, which stands for the pure-Perl 0.01 here. A case passes when
# the three give the same output, both streams, and the same exit status.
# BRANDUBH_CHILD_RUNNER, when set, is put before the XS backend's runs (as
# tools/valgrind-test.sh puts valgrind there): what it prints is output.

use strict;
use warnings;
use Config;
use File::Spec;
use File::Temp ();
use POSIX ();
use Test::More ();

use Exporter 'import';
our @EXPORT = qw(run_program same_everywhere run_argv run_command run_all in_children slurp perl_argv write_file);

my @inc = map { "-I$_" } grep { !ref } @INC;

# The command that runs a perl like this one, with the running test's @INC,
# on the arguments given.
sub perl_argv { return [$^X, @inc, @_] }

# Runs a command given as a list, through no shell (so that no quoting is
# needed on any system), with standard input, output and error read from
# and written to the files named (in, out, err; each left as it is when not
# named, and err => '&out' joins it to the output); returns $?.
sub run_argv {
    my ($argv, %file) = @_;
    my %saved;
    my %stream = (in => [\*STDIN, '<'], out => [\*STDOUT, '>'], err => [\*STDERR, '>']);
    for my $name (grep { defined $file{$_} } qw(in out err)) {
        my ($fh, $mode) = @{ $stream{$name} };
        open $saved{$name}, "$mode&", $fh or die "cannot save standard $name: $!";
        if ($name eq 'err' && $file{err} eq '&out') {
            open $fh, '>&', \*STDOUT or die "cannot join standard error to the output: $!";
        }
        else {
            open $fh, $mode, $file{$name} or die "$file{$name}: $!";
        }
    }
    my $status = system { $argv->[0] } @$argv;
    $status = $?;
    for my $name (keys %saved) {
        my ($fh, $mode) = @{ $stream{$name} };
        open $fh, "$mode&", $saved{$name} or die "cannot restore standard $name: $!";
    }
    return $status;
}

# The whole of a file ('' for an empty one), read as text, as qx reads.
# A file of the bytes given, named $name in the folder $dir: its path.
sub write_file {
    my ($dir, $name, $bytes) = @_;
    my $path = File::Spec->catfile($dir, $name);
    open my $fh, '>:raw', $path or die "$path: $!";
    print {$fh} $bytes;
    close $fh or die "$path: $!";
    return $path;
}

sub slurp {
    my ($path) = @_;
    open my $fh, '<', $path or die "$path: $!";
    local $/;
    my $text = <$fh>;
    return defined $text ? $text : '';
}

# Where perl can fork, children run BRANDUBH_TEST_JOBS at a time (unless
# set, 2: the children of a test are mostly perl starting up, and two cores
# halve it; but 1 where the harness runs test files at once, as make test
# does, HARNESS_OPTIONS=j2, which keeps both cores at work already and the
# suite's memory as when files ran one by one); elsewhere one after another.
my $can_fork = $Config{d_fork} && $^O ne 'MSWin32';
my $files_at_once = ($ENV{HARNESS_OPTIONS} || '') =~ /(?:\A|:)j([0-9]+)/ ? $1 : 1;
my $jobs = !$can_fork ? 1 : $ENV{BRANDUBH_TEST_JOBS} || ($files_at_once > 1 ? 1 : 2);

# Forks a child for each of the subs given, $jobs at a time, and returns
# their $?, in the subs' order. Each sub runs in its child and must end it
# (exec, or POSIX::_exit, so that no END block of the test runs twice).
sub forked {
    my @children = @_;
    my (@status, %running);
    my @waiting = 0 .. $#children;
    while (@waiting || %running) {
        while (@waiting && keys %running < $jobs) {
            my $i = shift @waiting;
            my $pid = fork;
            die "fork: $!" unless defined $pid;
            if ($pid) { $running{$pid} = $i; next }
            $children[$i]->();
            POSIX::_exit(127);
        }
        my $pid = waitpid(-1, 0);
        die "waitpid: $!" if $pid <= 0;
        $status[ delete $running{$pid} ] = $? if exists $running{$pid};
    }
    return @status;
}

# Runs commands, each a hash of argv, out, err (as run_argv takes them) and
# env (set for it alone), as forked runs its children, and returns their
# $?, in the order given.
sub run_all {
    my @commands = @_;
    if ($jobs < 2) {
        return map {
            my $command = $_;
            local @ENV{ keys %{ $command->{env} || {} } } = values %{ $command->{env} || {} };
            run_argv($command->{argv}, out => $command->{out}, err => $command->{err});
        } @commands;
    }
    return forked(map {
        my $command = $_;
        sub {
            my %env = %{ $command->{env} || {} };
            @ENV{ keys %env } = values %env;
            open STDOUT, '>', $command->{out} or POSIX::_exit(126);
            my $joined = $command->{err} eq '&out';
            open STDERR, $joined ? '>&' : '>', $joined ? \*STDOUT : $command->{err} or POSIX::_exit(126);
            exec { $command->{argv}[0] } @{ $command->{argv} };
        };
    } @commands);
}

# Runs each of the subs given in a child of its own, as forked runs them,
# and returns what each returned (a structure of strings, numbers, arrays
# and hashes), in their order; where perl cannot fork, runs them here, one
# after another. A sub must tell Test::More nothing: what it finds is told
# by the caller, from what it returns.
sub in_children {
    my @subs = @_;
    return map { $_->() } @subs if $jobs < 2;
    require Data::Dumper;
    my @files = map { File::Temp->new(SUFFIX => '.pl') } @subs;
    close $_ for @files;
    my @status = forked(map {
        my ($sub, $file) = ($subs[$_], "$files[$_]");
        sub {
            my $ok = eval {
                my $result = $sub->();
                local $Data::Dumper::Useqq = 1;
                local $Data::Dumper::Indent = 0;
                local $Data::Dumper::Sortkeys = 1;
                open my $fh, '>', $file or die "$file: $!";
                print {$fh} Data::Dumper->Dump([$result], ['result']) or die "$file: $!";
                close $fh or die "$file: $!";
                1;
            };
            print STDERR $@ unless $ok;
            POSIX::_exit($ok ? 0 : 1);
        };
    } 0 .. $#subs);
    return map {
        die "in_children: child $_ ended with status $status[$_]\n" if $status[$_];
        my $result;
        eval slurp("$files[$_]") . '; 1' or die "in_children: child $_ returned what does not read back: $@";
        $result;
    } 0 .. $#subs;
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
    # decoded from copies: perls before 5.16 check a byte past the end
    # as utf8::decode reads a string, which an in-memory handle's buffer
    # leaves as it was (a copy ends in the NUL perl writes)
    for my $text ($out, $err) {
        my $copy = "$text";
        utf8::decode($copy);
        $text = $copy;
    }
    return ($status, $out, $err);
}

# The outputs of programs, each [code, %env]: both streams, with the exit
# status, as one string; run as run_all runs them.
sub run_programs {
    my @programs = @_;
    my (@files, @outputs);
    my @commands = map {
        my ($code, %env) = @$_;
        my $file = File::Temp->new(SUFFIX => '.pl');
        print {$file} "use strict;\nuse warnings;\n", $code;
        close $file;
        my $output = File::Temp->new(SUFFIX => '.out');
        close $output;
        push @files, $file;
        push @outputs, $output;
        # a folder to find the module in before the test's own (0.01's)
        my @first = defined $env{BRANDUBH_FIRST_INC} ? ("-I" . delete $env{BRANDUBH_FIRST_INC}) : ();
        my @runner = $env{GAME_BRANDUBH_NOTATION_PP} || @first ? () : split ' ', $ENV{BRANDUBH_CHILD_RUNNER} || '';
        my $argv = perl_argv("$file");
        splice @$argv, 1, 0, @first;
        +{ argv => [@runner, @$argv], out => "$output", err => '&out', env => \%env };
    } @programs;
    my @status = run_all(@commands);
    return map {
        my $out = slurp("$outputs[$_]");
        $out =~ s/\Q$files[$_]\E/PROGRAM/g;
        my $status = $status[$_];
        $out . "exit " . ($status & 127 ? "signal " . ($status & 127) : $status >> 8) . "\n";
    } 0 .. $#programs;
}

# The output of one program, as run_programs gives it.
sub run_program {
    my ($code, %env) = @_;
    return (run_programs([$code, %env]))[0];
}

# Passes when the program does the same with the fast path, without it, and
# with the PP backend; the output may also be given. With BRANDUBH_V001 set
# to a folder that holds 0.01's Game/Brandubh/Notation.pm (0.01 is public,
# and is not shipped here), 0.01 runs the program too and must give the
# expected output: the expectations are 0.01's, by a run of it. t/backends/pp.t's second run of
# a file (BRANDUBH_PP_RERUN) skips it: the three children name their backend,
# and would do again exactly what the first run of the file had them do.
sub same_everywhere {
    my ($name, $code, $expected) = @_;
    if ($ENV{BRANDUBH_PP_RERUN}) {
        SKIP: { Test::More::skip("$name: run on both backends by the file's first run", 1) }
        return;
    }
    my @v001 = defined $ENV{BRANDUBH_V001} ? ([$code, BRANDUBH_FIRST_INC => $ENV{BRANDUBH_V001}]) : ();
    my ($pp, $xs, $off, $v001) = run_programs([$code, GAME_BRANDUBH_NOTATION_PP => 1], [$code, GAME_BRANDUBH_NOTATION_PP => 0],
                                       [$code, GAME_BRANDUBH_NOTATION_PP => 0, GAME_BRANDUBH_NOTATION_OPS => 0], @v001);
    Test::More::is($xs, $pp, "$name: as the PP backend");
    Test::More::is($off, $pp, "$name: as the PP backend, without the fast path");
    Test::More::is($pp, $expected, "$name: the expected output") if defined $expected;
    Test::More::is($v001, defined $expected ? $expected : $pp, "$name: as 0.01 itself, run from $ENV{BRANDUBH_V001}") if @v001;
}

1;
