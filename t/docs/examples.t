# Every SYNOPSIS of the distribution's modules, every block of the main
# module's EXAMPLES and every line of the manual's (bin/brandubh-notation,
# shell commands, at the end) runs as it is written: each a program of its own (a
# block of EXAMPLES on its own; a SYNOPSIS whole), in a folder that holds
# the files they name (logs/*.txt, server.log, day.log.gz), with warnings
# on, and must end well, print no warning, and say what its comments say
# where a line prints.
use strict;
use warnings;
use Test::More;
use File::Find ();
use File::Temp qw(tempdir);
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Child qw(run_argv perl_argv slurp);
use Game::Brandubh::Notation ();

my $lib = "$FindBin::Bin/../../lib";
my @files;
File::Find::find({ no_chdir => 1, wanted => sub { push @files, $_ if /\.p(?:m|od)\z/ } }, $lib);

# The verbatim paragraphs of a section, as blocks: paragraphs parted only
# by blank lines are one block; prose between parts them.
sub blocks {
    my ($pod, $section) = @_;
    my ($text) = $pod =~ /^=head1 \Q$section\E\n(.*?)(?=^=head1 |\z)/ms or return ();
    my (@blocks, $block);
    $text =~ s/\A\n+//;
    for my $para (split /\n{2,}/, $text) {
        if ($para =~ /\A(?: {4}|\t)/) {
            $block = defined $block ? "$block\n\n$para" : $para;
            next;
        }
        push @blocks, $block if defined $block;
        undef $block;
    }
    push @blocks, $block if defined $block;
    s/^    //mg for @blocks;
    return @blocks;
}

my $here = tempdir(CLEANUP => 1);
mkdir "$here/logs" or die $!;
my %files = ('logs/good.txt' => "variant brandubh\nmoves d1d3\n", 'logs/bad.txt' => "variant brandubh\nmoves Kd1-d3\n",
             'server.log' => "variant brandubh\nmoves d1d3 c4c3\nvariant x\nmoves zz\nvariant caf\xc3\xa9\nmoves\n");
for my $name (keys %files) {
    open my $fh, '>:raw', "$here/$name" or die $!;
    print {$fh} $files{$name};
    close $fh or die $!;
}
my $gzip = eval { require IO::Compress::Gzip; IO::Compress::Gzip::gzip(\$files{'server.log'} => "$here/day.log.gz") }
           && system('gzip --version >/dev/null 2>&1') == 0;

my @inc = map { "-I" . File::Spec->rel2abs($_) } grep { !ref } @INC;
my $backend = Game::Brandubh::Notation::BACKEND();
for my $file (sort @files) {
    my $pod = slurp($file);
    (my $name = $file) =~ s{\A\Q$lib\E/}{};
    my @programs = map { ["$name, its SYNOPSIS", $_] } grep { /\S/ && /;/ } blocks($pod, 'SYNOPSIS');
    my @examples = blocks($pod, 'EXAMPLES');
    push @programs, map { ["$name, EXAMPLES block " . ($_ + 1), $examples[$_]] } 0 .. $#examples;
    for my $program (@programs) {
        my ($what, $code) = @$program;
        if ($code =~ /GAME_BRANDUBH_NOTATION_BACKEND\} = 'XS'/ && $backend ne 'XS') {
            SKIP: { skip "$what insists on the XS, which this build has not", 1 }
            next;
        }
        if ($code =~ /gzip/ && !$gzip) {
            SKIP: { skip "$what reads a .gz through gzip, not at hand", 1 }
            next;
        }
        my $script = File::Temp->new(SUFFIX => '.pl', DIR => $here);
        print {$script} "use warnings;\n$code\n";
        close $script;
        require Cwd;
        my $back = Cwd::getcwd();
        chdir $here or die $!;
        my $status = run_argv([$^X, @inc, "$script"], out => "$here/out", err => "$here/err");
        chdir $back or die $!;
        my ($out, $err) = (slurp("$here/out"), slurp("$here/err"));
        ok($status == 0 && $err eq '', "$what runs as written, with no warning") or diag "status $status\n$err";
        # a line that prints, commented with what it prints
        for my $line (grep { /\bprint\b.*#\s*(\S.*)$/ } split /\n/, $code) {
            my ($said) = $line =~ /#\s*(\S.*?)\s*$/;
            my @parts = grep { length } map { (my $part = $_) =~ s/\A\s+|\s+\z//g; $part } split m{ / |: \.\.\.}, $said;
            my $all = !grep { index($out, $_) < 0 } @parts;
            ok($all, "$what: it prints what its comment says ($said)") or diag $out;
        }
    }
}

# The manual's EXAMPLES (bin/brandubh-notation), each line a command run
# as written by a shell, in the folder, the program on its PATH: each ends
# well (a refused record is exit 1, where it says so), prints no warning,
# and what it writes to a file is there.
SKIP: {
    skip 'the shell examples need a POSIX shell', 1 if $^O eq 'MSWin32';
    my $bin = "$FindBin::Bin/../../bin/brandubh-notation";
    mkdir "$here/bin" or die $!;
    open my $wrapper, '>', "$here/bin/brandubh-notation" or die $!;
    print {$wrapper} "#!/bin/sh\nexec '$^X' @inc '" . File::Spec->rel2abs($bin) . "' \"\$@\"\n";
    close $wrapper or die $!;
    chmod 0755, "$here/bin/brandubh-notation" or die $!;
    # what the examples read
    require File::Copy;
    mkdir "$here/examples" or die $!;
    mkdir "$here/examples/games" or die $!;
    opendir my $games, "$FindBin::Bin/../../examples/games" or die $!;
    File::Copy::copy("$FindBin::Bin/../../examples/games/$_", "$here/examples/games/$_") or die $! for grep { /\.txt\z/ } readdir $games;
    for my $name ('server-1.log', 'server-2.log') {
        open my $fh, '>', "$here/$name" or die $!;
        print {$fh} "variant brandubh\nmoves d1d3 c4c3\n";
        close $fh or die $!;
    }
    open my $csv, '>', "$here/brandubh.csv" or die $!;
    print {$csv} "d2-b2 e4-e3 a4-a6 d5-e5 d6-c6 e5-a5xa6,0,1,Ongoing\nd6-c6 e4-e1 timeout,0,0,White\n";
    close $csv or die $!;
    my $manual = slurp($bin);
    my ($examples) = blocks($manual, 'EXAMPLES');
    my @commands = grep { /\S/ } split /\n/, $examples;
    ok(@commands >= 8, 'the manual has its examples');
    local $ENV{PATH} = "$here/bin:$ENV{PATH}";
    for my $command (@commands) {
        if ($command =~ /zcat/ && !$gzip) {
            SKIP: { skip "'$command' reads a .gz through gzip, not at hand", 1 }
            next;
        }
        require Cwd;
        my $back = Cwd::getcwd();
        chdir $here or die $!;
        my $status = run_argv(['/bin/sh', '-c', $command], out => "$here/out", err => "$here/err");
        chdir $back or die $!;
        my $err = slurp("$here/err");
        # check --count says its summary; a refused record or move exits 1
        my $ok = ($status == 0 || $status >> 8 == 1 && $command =~ /zz|--refused/)
            && $err !~ /\bline \d+\.|Use of |Can't /;
        ok($ok, "the manual: '$command' runs as written") or diag "status $status\n$err";
        if ($command =~ />\s*(\S+)\s*\z/) {
            ok(-s "$here/$1", "... and writes $1");
        }
    }
}

done_testing;
