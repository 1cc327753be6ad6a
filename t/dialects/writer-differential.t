#!/usr/bin/perl
# The XS backend's writer of lists (list_to_dialect, written by the C core
# where every value is plain) against the plain-Perl one (Dialects.pm's
# _list_to_dialect_pp, which the XS hands every other list): random games
# and abouts in every dialect, with and without numbered turns, each then
# spoilt in one place (a value of another kind: undef, a number, a capital,
# a reference, an object, a tie, UTF-8, a restricted hash; a result, a
# start, a timeout, an option of another kind), the two answers equal in
# definedness, text and UTF-8 flag, in list and scalar context, with no
# warning; the lists the XS wrote itself counted, so that the test cannot
# pass by the Perl writer alone; the get-magic of a tied list run as often
# as the Perl writer runs it. BRANDUBH_DIFF_COUNT sets how many lists
# (1,000, or 3,000 under EXTENDED_TESTING), BRANDUBH_DIFF_SEED the seed.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Hash::Util qw(lock_keys);
use Game::Brandubh::Notation qw(SETUP);
use Game::Brandubh::Notation::Dialects qw(dialects list_to_dialect list_from_dialect);

plan skip_all => 'the XS backend is not in use: ' . Game::Brandubh::Notation::BACKEND_ERROR()
    unless Game::Brandubh::Notation::BACKEND() eq 'XS';

my $count = how_many(BRANDUBH_DIFF_COUNT => 1000, 3000);
my $seed = defined $ENV{BRANDUBH_DIFF_SEED} ? $ENV{BRANDUBH_DIFF_SEED} : int rand 1e9;
srand $seed;
diag "seed $seed, $count lists";

is(\&list_to_dialect, \&Game::Brandubh::Notation::XS::list_to_dialect, 'list_to_dialect is the XS backend\'s');
my $pp = \&Game::Brandubh::Notation::Dialects::_list_to_dialect_pp;

# the lists the XS hands to the Perl writer, counted where it calls it
my $handed = 0;
{
    no warnings 'redefine';
    *Game::Brandubh::Notation::Dialects::_list_to_dialect_pp = sub { $handed++; goto &$pp };
}

my @warnings;
$SIG{__WARN__} = sub { push @warnings, @_ };

sub pick { return $_[ int rand @_ ] }
my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
my @keys = qw(king king_home king_taken threat way_out wins loses lower);

{
    package Counted;    # a tied hash that counts its fetches
    sub TIEHASH { my ($class, $h, $n) = @_; return bless { h => $h, n => $n }, $class }
    sub FETCH { my ($self, $k) = @_; ${ $self->{n} }++; return $self->{h}{$k} }
    sub EXISTS { my ($self, $k) = @_; return exists $self->{h}{$k} }
    sub FIRSTKEY { my ($self) = @_; my @k = keys %{ $self->{h} }; return $k[0] }
    sub NEXTKEY { return }
    sub SCALAR { my ($self) = @_; return scalar %{ $self->{h} } }
}
{
    package Truth;    # an object whose truth and text are its own
    use overload 'bool' => sub { ${ $_[0] } }, '""' => sub { ${ $_[0] } ? 'c4' : '' }, fallback => 1;
}

# A random list: a game of 0 to 12 moves, abouts (some missing, some
# empty, some saying much), a result or a timeout now and then.
sub random_list {
    my $n = int rand 13;
    my @moves = map { pick(@squares) . pick(@squares) } 1 .. $n;
    my @abouts;
    for my $i (0 .. $n - 1) {
        my $r = rand;
        if ($r < 0.3) { push @abouts, {} }
        elsif ($r < 0.4) { push @abouts, undef }
        else {
            my %about;
            $about{$_} = pick(1, 1, '1', 'yes', 0, '', '0', undef) for grep { rand() < 0.15 } @keys;
            $about{hyphen} = pick(0, '', 1, undef) if rand() < 0.2;
            if (rand() < 0.4) {
                my @captures = map { pick(@squares) } 1 .. 1 + int rand 3;
                $about{captures} = \@captures;
                if (rand() < 0.3) { $about{king_square} = pick(@captures); $about{king_taken} = 1 }
            }
            $about{other} = 'ignored' if rand() < 0.05;
            push @abouts, \%about;
        }
    }
    pop @abouts if @abouts && rand() < 0.1;    # fewer abouts than moves
    my %game = (variant => 'brandubh', moves => \@moves);
    $game{start} = SETUP if rand() < 0.3;
    $game{result} = undef if rand() < 0.2;
    if (rand() < 0.25) {
        $game{result} = { how => 'resign', by => pick('attackers', 'defenders') };
    }
    my %list = (game => \%game, abouts => \@abouts, notes => {});
    delete $list{notes} if rand() < 0.2;
    delete $list{abouts} if rand() < 0.05;
    return \%list;
}

# One place of a list spoilt: a value of another kind put there.
my @spoilers = (
    sub { $_[0]{game}{moves}[0] = uc $_[0]{game}{moves}[0] if @{ $_[0]{game}{moves} } },
    sub { $_[0]{game}{moves}[0] = 'd1d9' if @{ $_[0]{game}{moves} } },
    sub { my $m = $_[0]{game}{moves}; if (@$m) { utf8::upgrade($m->[0]) } },
    sub { my $m = $_[0]{game}{moves}; if (@$m) { $m->[0] = \'d1d3' } },
    sub { $_[0]{game}{moves} = 'd1d3' },
    sub { $_[0]{game}{moves} = undef },
    sub { delete $_[0]{game}{moves} },
    sub { $_[0]{game}{variant} = pick('', undef, 'tablut', 'Brandubh', 7) },
    sub { $_[0]{game}{start} = pick('3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d', 'x', '3a3/3a3/3d3/aadkdaa/3d3/3a3/7 a') },
    sub { $_[0]{game}{result} = pick({ how => 'agreed' }, { how => 'resign', by => 'nobody' }, { how => 'resign' }, 0, '',
                                     { how => 'resign', by => 'attackers', extra => 1 }) },
    sub { $_[0]{notes} = { timeout => pick('attackers', 'defenders', 'x', undef) } },
    sub { $_[0]{notes} = pick([], 'notes', undef) },
    sub { $_[0]{abouts} = pick({}, 'abouts', undef) },
    sub { my $a = $_[0]{abouts}; if ($a && ref $a eq 'ARRAY' && @$a) { $a->[0] = pick('x', [], bless({}, 'Other')) } },
    sub { my $a = first_about($_[0]) or return; $a->{captures} = pick('c4', ['C4'], ['c9'], [undef], [\'c4'], {}, [ 11 ]) },
    sub { my $a = first_about($_[0]) or return; $a->{king_square} = pick('C4', 'c4', \'c4', 'h1') },
    sub { my $a = first_about($_[0]) or return; $a->{ pick(@keys, 'hyphen') } = pick([], bless(\(my $t = 1), 'Truth'), 1.5, '0.0', '00') },
    sub { my $a = first_about($_[0]) or return; my @c = ('c4'); utf8::upgrade($c[0]); $a->{captures} = \@c },
    sub { my $a = first_about($_[0]) or return; lock_keys(%$a) },
    sub { lock_keys(%{ $_[0]{game} }) },
    sub { my %h = %{ $_[0]{game} }; my $n = 0; tie my %t, 'Counted', \%h, \$n; $_[0]{game} = \%t },
    sub { bless $_[0]{game}, 'Other' },
    sub { my $a = first_about($_[0]) or return; my $n = 0; tie my %t, 'Counted', {%$a}, \$n; $_[0]{abouts}[0] = \%t },
);

sub first_about {
    my ($list) = @_;
    my $abouts = $list->{abouts};
    return unless ref $abouts eq 'ARRAY' && @$abouts && ref $abouts->[0] eq 'HASH';
    return $abouts->[0];
}

sub shown { my ($v) = @_; return defined $v ? (utf8::is_utf8($v) ? 'U:' : 'B:') . $v : 'undef' }

my @dialects = dialects();
my @options = (undef, {}, { numbered => 1 }, { numbered => 0 }, { numbered => '' }, { numbered => [] },
               { start => SETUP }, { first => 'attackers' }, { first => 'defenders' }, [], 'x');
my ($compared, $differ, $written) = (0, 0, 0);
for my $i (1 .. $count) {
    my $list = random_list();
    pick(@spoilers)->($list) if rand() < 0.4;
    my $d = pick(@dialects, 'nope');
    my $options = pick(@options, undef, undef, undef);
    my @args = ($d, $list, defined $options || rand() < 0.5 ? ($options) : ());
    my $before = $handed;
    # (what dies, dies alike: a restricted hash's missing key)
    my $xs = eval { list_to_dialect(@args) };
    my $xs_died = $@;
    my @xs_list = eval { list_to_dialect(@args) };
    $written++ if $handed == $before;
    my $perl = eval { $pp->(@args) };
    my $perl_died = $@;
    $compared++;
    @xs_list = (undef) if $xs_died;
    if (shown($xs) ne shown($perl) || @xs_list != 1 || shown($xs_list[0]) ne shown($perl) || $xs_died ne $perl_died) {
        $differ++;
        diag "differs: $d: XS " . shown($xs) . " $xs_died Perl " . shown($perl) . " $perl_died" if $differ <= 5;
    }
}
is($differ, 0, "the XS and the Perl writer agree on $compared lists");
cmp_ok($written, '>', $count / 10, "the XS wrote $written of them itself");
cmp_ok($handed, '>', $count / 10, "and handed $handed calls to the Perl writer");

# The Perl writer's lists, as written by it: every game of the data, in
# every dialect, written by the XS itself
{
    open my $fh, '<', 't/data/dialects/nielsen.txt' or die "nielsen.txt: $!";
    chomp(my @lines = <$fh>);
    my ($same, $all, $mine) = (0, 0, 0);
    for my $line (@lines) {
        my $list = list_from_dialect(nielsen => $line) or next;
        for my $d (@dialects) {
            for my $options (undef, { numbered => 1 }) {
                my $before = $handed;
                my $xs = list_to_dialect($d, $list, $options);
                $mine++ if $handed == $before;
                $all++;
                $same++ if shown($xs) eq shown($pp->($d, $list, $options));
            }
        }
    }
    is($same, $all, "the games of t/data/dialects written alike ($all lists)");
    cmp_ok($mine, '>', $all / 2, "the XS wrote $mine of them itself");
}

# A tied list's get-magic runs as often as the Perl writer runs it (the XS
# hands it on untouched)
{
    my %plain = (game => { variant => 'brandubh', moves => [qw(d1d3 c4c6)] }, abouts => [ {}, { king => 1 } ]);
    my ($n_xs, $n_pp) = (0, 0);
    tie my %a, 'Counted', \%plain, \$n_xs;
    tie my %b, 'Counted', \%plain, \$n_pp;
    my $xs = list_to_dialect(otn => \%a);
    my $perl = $pp->(otn => \%b);
    is(shown($xs), shown($perl), 'a tied list written alike');
    is($n_xs, $n_pp, "its values fetched as often ($n_pp)");
}

# An array whose last index was taken (magic before perl 5.12, which the
# Perl writer leaves on the moves) is written by the XS still
{
    my %list = (game => { moves => [qw(d1d3 c4c6)] }, abouts => [ {}, { king => 1 } ]);
    my $last = $#{ $list{game}{moves} } + $#{ $list{abouts} };
    my $before = $handed;
    is(list_to_dialect(otn => \%list), 'd1-d3 Kc4-c6', 'an array whose last index was taken, written');
    is($handed, $before, 'by the XS itself');
}

is(scalar @warnings, 0, 'no warning') or diag @warnings;

done_testing;
