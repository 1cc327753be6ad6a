# Hashes read key by key as the Perl version reads them: a locked hash
# (Hash::Util) dies on the first disallowed key read, with Perl's message,
# and a tied one is fetched key by key in the same order.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Hash::Util qw(lock_keys lock_hash);
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();

# What a call gives, or the message it dies with (without its place).
sub outcome {
    my ($code, @args) = @_;
    my $got = eval { $code->(@args) };
    return $got if !$@;
    (my $e = $@) =~ s/ at \S+ line \d+\.\n\z//;
    return "died: $e";
}

sub locked { my (%h) = @_; lock_keys(%h); return \%h }
sub locked_all { my (%h) = @_; lock_hash(%h); return \%h }

my @cases = (
    [move_display => 'd1d3', locked(captures => ['c3'])],
    [move_display => 'd1d3', locked(king => 1, captures => ['c3'])],
    [move_display => 'd1d3', locked(king => 0, captures => [], king_home => 0)],
    [move_display => 'd1d3', locked(king => 1, captures => [], king_home => 1)],
    [move_display => 'd1d3', locked_all(king => 1, captures => ['e3'], king_home => 0, king_taken => 1)],
    [move_display => 'zz', locked()],
    [game_string => locked(moves => ['d1d3'])],
    [game_string => locked(variant => 'v', start => undef, moves => ['d1d3'])],
    [game_string => locked(variant => 'v', start => undef, moves => [], result => locked(how => 'agreed'))],
    [game_string => locked(variant => 'v', start => undef, moves => [], result => locked(how => 'agreed', by => undef))],
    [game_string => locked(variant => 'v', start => undef, moves => [], result => locked(how => 'resign', by => 'attackers'))],
    [game_string => locked_all(variant => 'v', start => undef, moves => [], result => undef)],
);
for my $case (@cases) {
    my ($function, @args) = @$case;
    no strict 'refs';
    my $xs = outcome(\&{"Game::Brandubh::Notation::$function"}, @args);
    my $pp = outcome(\&{"Game::Brandubh::Notation::PP::$function"}, @args);
    is(shown($xs), shown($pp), "$function, " . join(' ', map { ref $_ ? join(',', sort keys %$_) : $_ } @args));
}

# A tied result hash is fetched as the Perl version fetches it: how, then by.
{
    package Brandubh::LogHash;
    require Tie::Hash;
    our @ISA = ('Tie::StdHash');
    our @log;
    sub FETCH { push @log, $_[1]; $_[0]->SUPER::FETCH($_[1]) }
}
for my $result ({ how => 'agreed' }, { how => 'resign', by => 'defenders' }, { how => 'x' }) {
    my %fetched;
    for my $backend ('Game::Brandubh::Notation', 'Game::Brandubh::Notation::PP') {
        tie my %tied, 'Brandubh::LogHash';
        %tied = %$result;
        @Brandubh::LogHash::log = ();
        $backend->can('game_string')->({ moves => [], result => \%tied });
        $fetched{$backend} = "@Brandubh::LogHash::log";
    }
    is($fetched{'Game::Brandubh::Notation'}, $fetched{'Game::Brandubh::Notation::PP'},
       "a tied result of how $result->{how}: fetched $fetched{'Game::Brandubh::Notation::PP'}");
}

done_testing;
