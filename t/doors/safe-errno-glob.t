# Doors other than a plain call: a Safe compartment, $@ and $! left as they
# were, a glob as moves. Objects and dual values go through Perl's own
# operators (Game::Brandubh::Notation::Operators), which were loaded with the
# module: nothing is looked up by name or loaded as a call runs.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Child;
use Brandubh::Functions qw(public_functions fact);
use Scalar::Util qw(dualvar);
use Game::Brandubh::Notation ':all';
use Game::Brandubh::Notation::PP ();

{
    package Brandubh::Str;
    use overload '""' => sub { ${ $_[0] } }, fallback => 1;
    sub new { my ($class, $v) = @_; bless \$v, $class }
}
{
    package Brandubh::Moves;
    use overload '@{}' => sub { $_[0]{list} }, bool => sub { 1 }, fallback => 1;
    sub new { my ($class, @m) = @_; bless { list => [@m] }, $class }
}

# $@ is what it was the first time a program has an object read, in a
# program that has loaded nothing else.
same_everywhere('$@ kept by the first object read', <<'EOF', "d4 kept\nexit 0\n");
use Game::Brandubh::Notation ':all';
{ package Brandubh::Str; use overload '""' => sub { ${ $_[0] } }, fallback => 1; }
$@ = 'kept';
my $square = square_name(bless(\(my $s = 3), 'Brandubh::Str'), 3);
print "$square $@\n";
EOF

# $@, $! and $_ are what they were.
{
    local $@ = 'kept';
    local $! = 2;
    local $_ = 'topic';
    is(square_name(Brandubh::Str->new(3), 3), 'd4', 'an object as the file');
    is($@, 'kept', '$@ is left as it was');
    is($! + 0, 2, '$! is left as it was');
    is($_, 'topic', '$_ is left as it was');
    is(game_string({ moves => Brandubh::Moves->new('d1d3'), result => { how => Brandubh::Str->new('agreed') } }),
       "variant brandubh\nmoves d1d3\nresult agreed\n", 'objects in game_string');
    is($@, 'kept', '$@ is left as it was after game_string');
}

# A Safe compartment: objects, dual values and plain values.
SKIP: {
    skip 'Safe is not installed', 6 unless eval { require Safe; 1 };
    our ($obj, $dual, $moves, $how) = (Brandubh::Str->new(3), dualvar(5, '3'), Brandubh::Moves->new('a1a2'),
                                       Brandubh::Str->new('agreed'));
    my $safe = Safe->new;
    $safe->share_from('main', [(map { "&$_" } public_functions()), qw($obj $dual $moves $how)]);
    is($safe->reval('square_name($obj, 3)'), 'd4', 'square_name with an object in a Safe compartment');
    is($@, '', 'without an error');
    is($safe->reval('square_name($dual, 3)'), 'f4', 'square_name with a dual value');
    is($safe->reval('game_string({ moves => $moves, result => { how => $how } })'),
       "variant brandubh\nmoves a1a2\nresult agreed\n", 'game_string with objects');
    is($safe->reval('move_parse("Kd1-d3") . position_ok("x")'), 'd1d30', 'plain values');
    is($@, '', 'without an error');
}

# Why's game_why in a Safe compartment (which forbids loading), on a line
# whose message looks for a move list: a message, never a death.
SKIP: {
    skip 'Safe is not installed', 2 unless eval { require Safe; 1 };
    require Game::Brandubh::Notation::Why;
    my $safe = Safe->new;
    $safe->share_from('Game::Brandubh::Notation::Why', ['&game_why']);
    like($safe->reval('game_why("variant x\nd6-c6 d5-d6 f4-f5\n")->{message}'), qr/\AThe line 'd6-c6 d5-d6 f4-f5' is not a record line/,
         'game_why of a move-list line in a Safe compartment');
    is($@, '', 'without an error');
}

# A glob as moves is read as its array, as @{ *G } is.
{
    our @G = qw(d1d3 a1a2);
    our @EMPTY;
    our @BAD = qw(d1d3 D1D3);
    for my $backend ('Game::Brandubh::Notation', 'Game::Brandubh::Notation::PP') {
        my $string = $backend->can('game_string');
        is($string->({ moves => *G }), "variant brandubh\nmoves d1d3 a1a2\n", "$backend: a glob as moves");
        is($string->({ moves => *EMPTY }), "variant brandubh\nmoves\n", "$backend: a glob of no moves");
        is($string->({ moves => *BAD }), undef, "$backend: a glob with a move that is not one");
        is($string->({ moves => \*G }), undef, "$backend: a reference to a glob is no array");
    }
}

# Loading leaves $! as it was (XSLoader sets it, finding the shared object
# where an install puts it): the module's files as an install lays them
# out, in one folder, the shared object beside the modules.
SKIP: {
    my ($lib) = grep { !ref && -e "$_/Game/Brandubh/Notation.pm" } @INC;
    skip 'the module is not in a folder of @INC', 2 unless defined $lib;
    require File::Find;
    require File::Copy;
    require File::Path;
    require File::Temp;
    my $installed = File::Temp->newdir;
    for my $from (grep { defined && -d } $lib, map { (my $a = $_) =~ s{lib\z}{arch}; $a } $lib) {
        File::Find::find({ no_chdir => 1, wanted => sub {
            # (an empty .bs is not installed)
            return unless -f && m{/(?:Game/Brandubh/Notation(?:\.pm|/)|auto/Game/Brandubh/Notation/)} && -s;
            (my $to = $File::Find::name) =~ s{\A\Q$from\E}{$installed};
            (my $dir = $to) =~ s{/[^/]+\z}{};
            File::Path::mkpath($dir);
            File::Copy::copy($File::Find::name, $to) or die "$to: $!";
        } }, $from);
    }
    # a perl of its own that has that folder and its own library only: $!
    # left at 0, or at what loading strict, warnings and Exporter leaves, as
    # any module that uses them may (5.10's strict.pm sets it to EBADF, and
    # 5.30's Exporter.pm to ENOENT)
    my $errno = q{print 'errno ', $! + 0, "\n";};
    my @out;
    for my $case ([0, 'Game::Brandubh::Notation'], [1, 'Game::Brandubh::Notation'], [0, 'strict; use warnings; use Exporter']) {
        local $ENV{GAME_BRANDUBH_NOTATION_PP} = $case->[0];
        local $ENV{PERL5LIB};
        my $file = "$installed/out";
        run_argv([$^X, "-I$installed", '-e', "BEGIN { \$! = 0 } use $case->[1]; $errno"], out => $file, err => "$installed/err");
        open my $fh, '<', $file or die "$file: $!";
        push @out, do { local $/; <$fh> };
    }
    my $plain = pop @out;
    like($plain, qr/\Aerrno \d+\n\z/, 'loading strict, warnings and Exporter: ' . $plain);
    is_deeply([map { $_ eq $plain ? "errno 0\n" : $_ } @out], ["errno 0\n", "errno 0\n"],
              '$! kept by loading, as installed (XS, then PP)') or diag @out;
}

# An exception thrown by the caller's own code (an @{} overload, a tied
# FETCH) while a function reads comes through unchanged, a string or an
# object, $SIG{__DIE__} told once; an object with no array of its own is
# still no array (undef), and leaves $@ alone.
same_everywhere("the caller's exceptions", <<'EOF', <<'OUT');
use Game::Brandubh::Notation ':all';
{ package Dies; use overload '@{}' => sub { die "the caller's own\n" }, bool => sub { 1 }, fallback => 1; }
{ package Throws; use overload '@{}' => sub { die { mine => 1 } }, bool => sub { 1 }, fallback => 1; }
{ package NoArray; use overload bool => sub { 1 }, fallback => 1; }
{ package Tied; sub TIESCALAR { bless {}, shift } sub FETCH { die "from FETCH\n" } }
my $told = 0;
local $SIG{__DIE__} = sub { $told++ };
for my $moves (bless({}, 'Dies'), bless({}, 'Throws')) {
    print eval { game_string({ moves => $moves }); 1 } ? "returned\n"
        : 'died: ' . (ref $@ ? "an object, mine $@->{mine}\n" : $@);
}
for my $moves (bless({}, 'NoArray'), bless({}, 'Plain')) {
    $@ = 'kept';
    my $r = game_string({ moves => $moves });
    print defined $r ? $r : 'undef', ", \$\@ $@\n";
}
tie my $variant, 'Tied';
print eval { game_string({ variant => $variant }); 1 } ? "returned\n" : "died: $@";
print eval { move_parse($variant); 1 } ? "returned\n" : "died: $@";
print "told $told\n";
EOF
died: the caller's own
died: an object, mine 1
undef, $@ kept
undef, $@ kept
died: from FETCH
died: from FETCH
told 4
exit 0
OUT

# ref $x eq 'HASH' is the test 0.01 makes: an object blessed into a class
# named HASH is a hash to it, and one blessed into ARRAY an array; another
# class, or a HASH that is no hash, is not.
for my $backend ('Game::Brandubh::Notation', 'Game::Brandubh::Notation::PP') {
    my $string = $backend->can('game_string');
    my $display = $backend->can('move_display');
    is($string->(bless { moves => ['d1d3'], result => bless({ how => 'agreed' }, 'HASH') }, 'HASH'),
       "variant brandubh\nmoves d1d3\nresult agreed\n", "$backend: a game and a result blessed into HASH");
    is($string->(bless { moves => ['d1d3'] }, 'Other'), undef, "$backend: a game of another class is none");
    is($string->(bless [], 'HASH'), undef, "$backend: an array blessed into HASH is no game");
    is($string->({ moves => [], result => bless({ how => 'agreed' }, 'Other') }), undef,
       "$backend: a result of another class is none");
    is($display->('d1d3', bless({ king => 1, captures => bless(['c3'], 'ARRAY') }, 'HASH')), 'Kd1-d3xc3',
       "$backend: %about blessed into HASH, its captures into ARRAY");
    is($display->('d1d3', { captures => bless(['c3'], 'Other') }), 'd1-d3', "$backend: captures of another class");
}

# A game's by is a word of its text, with the text's UTF-8 flag, as 0.01's
# capture has it; how is a constant.
for my $parse (\&game_parse, \&Game::Brandubh::Notation::PP::game_parse) {
    my $text = "variant x\nmoves\nresult resign attackers\n";
    utf8::upgrade(my $flagged = $text);
    my ($plain, $wide) = map { $parse->($_)->{result} } $text, $flagged;
    is_deeply([map { utf8::is_utf8($_) ? 1 : 0 } $plain->{by}, $wide->{by}, $wide->{how}], [0, 1, 0],
              'by carries the flag of the text, how none');
}

# Refusing outside list context, the functions that give a list give
# what 0.01's return; gives on the running perl: Perl's shared read-only
# undef before 5.40 (the same reference each time, and not to be changed
# through an alias), a new one from 5.40 on. A sub of this perl says which.
sub refusal { return }
my $shared = \ scalar refusal() == \ scalar refusal();
my $changed = eval { $_ = 1 for scalar refusal(); 1 } ? 'changed' : 'read-only';
# (the functions whose refusal is the empty list, by the tests' table)
my @empty = grep { fact($_, 'refusal') eq 'empty' } public_functions();
my $refusal = join '', map { "$_: " . ($shared ? 'shared' : 'new') . ", $changed\n" } @empty;
same_everywhere('the undef of a refusal', <<"EOF" . <<'EOF', $refusal . "exit 0\n");
my \@names = qw(@empty);
EOF
use Game::Brandubh::Notation ':all';
for my $name (@names) {
    my $f = \&{"Game::Brandubh::Notation::$name"};
    my ($one, $two) = (\ scalar $f->('x'), \ scalar $f->('y'));
    my $by_name = (eval "sub { \\ scalar $name('x') }" or die $@)->();
    my $changed = eval { $_ = 1 for scalar $f->('x'); 1 } ? 'changed' : 'read-only';
    print "$name: ", ($one == $two && $one == $by_name ? 'shared' : 'new'), ", $changed\n";
}
EOF

done_testing;
