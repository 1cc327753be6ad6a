# The documentation as a user reads it: the manual's SYNOPSIS names every
# option of each command's usage (help), help names every format convert
# writes and gives examples, the manual says where its examples run, the
# README points to --man (stock Debian has no perldoc) and --man works,
# and the README's Reader loop finds every record check refuses.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_command slurp);
use Game::Brandubh::Notation::Command ();
use Game::Brandubh::Notation::Formats qw(formats);

my $top = "$FindBin::Bin/../..";
my $bin = "$top/bin/brandubh-notation";
my $manual = slurp($bin);
my ($synopsis) = $manual =~ /^=head1 SYNOPSIS\n(.*?)^=head1/ms or die 'no SYNOPSIS';

# each command's options, as its usage says them (help COMMAND's first
# lines), in the SYNOPSIS's lines of that command
for my $command (qw(check show move convert)) {
    my (undef, $help) = run_command(undef, 'help', $command);
    my ($usage) = $help =~ /\AUsage: (.*?)\n(?=\S)/s or die "no usage for $command";
    my %usage = map { $_ => 1 } $usage =~ /(--\[no-\][a-z-]+|--[a-z][a-z-]*)/g;
    my @lines = grep { /^\s+brandubh-notation \Q$command\E\b/ .. /^\s*\z/ } split /\n/, $synopsis;
    my $said = join "\n", @lines;
    # (a [no-] form said either way)
    my @missing = grep { my $o = $_; (my $plain = $o) =~ s/\[no-\]//; index($said, $o) < 0 && index($said, $plain) < 0 }
                  sort keys %usage;
    is("@missing", '', "the manual's SYNOPSIS of $command names every option its usage names");
    for my $format ($command eq 'show' ? qw(text svg position html) : ()) {
        like($said, qr/--format [a-z|]*\b$format\b/, "... show's format $format");
    }
}

# help: convert named for what it does, and help convert's examples
{
    my (undef, $help) = run_command(undef, 'help');
    my ($convert) = $help =~ /^  convert (.*?)\n(?=  \S|\n)/ms or die 'no convert line';
    unlike($convert, qr/records to OpenTafl's \.otg game records and back/, "help: convert is more than records and .otg");
    for my $format (formats()) {
        like($convert, qr/\b\Q$format\E\b/, "help: convert's line names $format");
    }
    like($help, qr/--pages DIR/, "help: show's --pages");
    my (undef, $convert_help) = run_command(undef, 'help', 'convert');
    my ($examples) = $convert_help =~ /^Examples:\n((?:  .*\n)+)/m;
    ok($examples, 'help convert: examples');
    like($examples, qr/^  brandubh-notation convert --from csv /m, '... reading hnefatafl-rs\'s list among them');
    my (undef, $show_help) = run_command(undef, 'help', 'show');
    like($show_help, qr/^Examples:\n(?:  .*\n)*  brandubh-notation show --pages /m, 'help show: an example of --pages');
}

# the manual's examples: where they run
my ($examples) = $manual =~ /^=head1 EXAMPLES\n(.*?)^=head1/ms;
like($examples, qr/examples\/.*not\s+installed/s, "the manual's EXAMPLES say that examples/ is a clone's, not installed");

# the README: --man, which needs no perldoc, and it works
my $readme = slurp("$top/README");
like($readme, qr/--man\b[^\n]*\n?[^\n]*no perldoc/, 'the README names --man, which needs no perldoc');
{
    no warnings 'once';
    local $Game::Brandubh::Notation::Command::MANUAL = $bin;
    my ($status, $out) = run_command(undef, '--man');
    is($status, 0, 'brandubh-notation --man');
    like($out, qr/^NAME\n\s+brandubh-notation - /m, '... the manual, as text');
}
cmp_ok(scalar(() = $readme =~ /\n/g), '<=', 120, 'the README: at most 120 lines');

# the README's Reader loop, run on a log with six bad records, one of them
# a record whose own moves contradict it (check replays): it finds all six
{
    my ($loop) = $readme =~ /^(    use Game::Brandubh::Notation::Reader;\n(?:    .*\n)+)/m or die 'no Reader loop in the README';
    $loop =~ s/^    //mg;
    my $dir = tempdir(CLEANUP => 1);
    my $log = "variant brandubh\nmoves d1d3 zz\n"            # 1: a move
            . "variant brandubh\nmoves d2e2 e6e7\n"          # 2: replay: e6 is empty
            . "variant brandubh\nmoves d1d3\nresult won\n"   # 3: a result
            . "variant brandubh\nmoves d1c1\n"               # good
            . "variant brandubh\nstart 7/7/7\nmoves\n"      # 4: a start
            . "variant brandubh\nmoves Kd4-d1\n"             # 5: a shown move
            . "variant brandubh\nmoves d1d3\nmoves d1d3\n";  # 6: moves twice
    open my $fh, '>:raw', "$dir/server.log" or die $!;
    print {$fh} $log;
    close $fh or die $!;
    my ($status, $out) = run_command(undef, 'check', '--count', "$dir/server.log");
    my ($refused) = $out =~ /, ([0-9]+) refused/;
    is($refused, 6, 'check refuses the six bad records');
    my $printed = '';
    {
        require Cwd;
        my $back = Cwd::getcwd();
        chdir $dir or die $!;
        open my $into, '>', \$printed or die $!;
        my $old = select $into;
        my $ok = eval "package ReadmeLoop; $loop; 1";    ## no critic (ProhibitStringyEval)
        select $old;
        chdir $back or die $!;
        ok($ok, "the README's Reader loop runs") or diag $@;
    }
    is(scalar(() = $printed =~ /^line /mg), $refused, "... and finds every record check refuses");
    like($printed, qr/e6 is empty/, '... the one whose own moves contradict it among them');
}

done_testing;
