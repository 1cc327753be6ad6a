# Under the debugger, calls stay calls: while Perl runs with -d (PERLDB_SUB),
# no call takes the fast path, so that DB::sub sees every call of the functions,
# and perl5db.pl runs a program that uses them.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Functions qw(fast_functions fast_calls_answers);
use Brandubh::Ops ();
use Game::Brandubh::Notation ();
use File::Temp ();

# The debugger of t/lib, which tells each call it sees: perl -d:NAME loads
# Devel::NAME from @INC, so it is put in a folder of its own as a module.
my $debugger = File::Temp->newdir;
mkdir "$debugger/Devel" or die $!;
{
    open my $from, '<', "$FindBin::Bin/../lib/Devel/BrandubhCalls.pl" or die $!;
    open my $to, '>', "$debugger/Devel/BrandubhCalls.pm" or die $!;
    print {$to} <$from>;
    close $to or die $!;
}
my @inc = map { qq{"-I$_"} } "$debugger", grep { !ref } @INC;
my $file = "$FindBin::Bin/../lib/fast-calls.pl";
my $answers = quotemeta fast_calls_answers();

my $out = qx{"$^X" @inc -d:BrandubhCalls "$file" 2>&1};
is($?, 0, 'the program runs under a debugger');
like($out, qr/^$answers$/m, 'with the answers');
like($out, qr/^ops 0, on /m, 'and no op compiled');
for my $name (fast_functions()) {
    like($out, qr/^called Game::Brandubh::Notation::$name$/m, "DB::sub sees $name called");
}

# Perl's own debugger, told not to stop.
{
    local $ENV{PERLDB_OPTS} = 'NonStop=1 LineInfo=/dev/null';
    my $out = qx{"$^X" @inc -d "$file" 2>&1};
    is($?, 0, 'the program runs under perl5db.pl');
    like($out, qr/^$answers$/m, 'with the answers');
    like($out, qr/^ops 0, on /m, 'and no op compiled');
}

# Without the debugger, the same program has its ops, where there are ops.
{
    my $out = qx{"$^X" @inc "$file" 2>&1};
    my $ops = Brandubh::Ops::ops_expected() ? scalar(fast_functions()) : 0;
    like($out, qr/^$answers\nops $ops, on /m, "without the debugger: $ops ops");
}

done_testing;
