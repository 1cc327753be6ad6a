#!/usr/bin/perl
# Runs a build's brandubh-notation in this process over files, with each
# of the option sets of check, convert and show, and prints for each run a
# line: the file, the options, the exit status and digests of standard
# output and standard error. bench/compare-command.sh runs it for two
# revisions and compares the lines.
#
#   perl -Iblib/lib -Iblib/arch bench/run-command.pl BIN < FILES
use strict;
use warnings;
use Digest::MD5 qw(md5_hex);

my ($bin) = @ARGV;
die "usage: $0 BIN < FILES\n" unless defined $bin && -f $bin;
require $bin;
# this tree's command reads with a block this long (an earlier one has none)
if (defined $ENV{BRANDUBH_COMMAND_BLOCK}) {
    no warnings 'once';
    $Game::Brandubh::Notation::Command::BLOCK = $ENV{BRANDUBH_COMMAND_BLOCK};
}

our @SETS = (
    ['check'], ['check', '-v'], ['check', '-q'], ['check', '--count'], ['check', '--exit-zero'],
    ['check', '--format', 'json'], ['check', '-v', '--format', 'json'], ['check', '--count', '--format', 'json'],
    ['convert'], ['convert', '--to', 'record'], ['show'],
);

# The command on its arguments: (status, standard output, standard error).
sub run {
    my (@args) = @_;
    my ($out, $err) = ('', '');
    my $status = do {
        local (*STDOUT, *STDERR);
        open STDOUT, '>', \$out or die $!;
        open STDERR, '>', \$err or die $!;
        Game::Brandubh::Notation::Command::main(@args);
    };
    return ($status, $out, $err);
}

binmode STDOUT;
while (my $file = <STDIN>) {
    chomp $file;
    for my $set (@SETS) {
        my ($status, $out, $err) = run(@$set, $file);
        print join("\t", $file, "@$set", $status, md5_hex($out), md5_hex($err)), "\n";
    }
}
