# A game written in parts (Game::Brandubh::Notation::Formats' writer of a
# game too long to hold, which convert uses for a game read in parts) is
# the game written whole: for games made at random in the model
# (Brandubh::Said), cut into parts of 1, 2, 3 and 5 moves as the readers
# cut them (the ending in the last part), in every format, numbered and
# not: the head, the parts' moves and the tail are write_game's text, and
# what is lost is game_lost's, its words and counts; a game the writer
# refuses is refused with write_game_why's fault.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Test::More;
use Game::Brandubh::Notation::Formats qw(:all);
use Brandubh::Said qw(said_game said_text);

my $games = how_many(BRANDUBH_PROPERTY_GAMES => 20, 50);
my $seed = $ENV{BRANDUBH_PROPERTY_SEED} || 20261205;
srand $seed;

# The parts of a model as the readers give them: the moves and abouts cut
# every $size moves, the ending (result, notes, winner, columns) in the
# last part alone.
sub parts_of {
    my ($model, $size) = @_;
    my @moves = @{ $model->{game}{moves} };
    my @abouts = @{ $model->{abouts} || [] };
    my @parts;
    while (@moves > $size) {
        my %part = (%$model, game => { %{ $model->{game} }, moves => [ splice @moves, 0, $size ], result => undef },
                    abouts => [ splice @abouts, 0, $size ], notes => {});
        delete @part{qw(winner columns)};
        push @parts, \%part;
    }
    push @parts, { %$model, game => { %{ $model->{game} }, moves => \@moves }, abouts => \@abouts };
    return @parts;
}

# The game written by the parts' writer: its text, or its fault; and what
# it lost.
sub in_parts {
    my ($format, $model, $size, $options) = @_;
    my $writer = Game::Brandubh::Notation::Formats::_parts($format, $options);
    my ($moves, $fault) = ('', undef);
    for my $part (parts_of($model, $size)) {
        my $text = $writer->{part}->($part);
        if (ref $text) { $fault ||= $text; next }
        $moves .= $text;
    }
    my $end = $writer->{end}->();
    $fault ||= [ $end->{code}, $end->{message} ] if defined $end->{code};
    return ($fault ? undef : $end->{head} . $moves . $end->{tail}, $fault, $end);
}

my ($written, $refused, $lossy) = (0, 0, 0);
for my $n (1 .. $games) {
    my $model = said_game();
    # long enough to be cut
    next unless @{ $model->{game}{moves} } >= 2;
    # games a writer refuses: an about it cannot write, a mark that ends
    # the game on a move another follows, a frame the list does not say
    my $moves = @{ $model->{game}{moves} };
    my $mutation = rand;
    if ($mutation < 0.1) { $model->{abouts}[ int rand $moves ] = { captures => 'c3' } }
    elsif ($mutation < 0.2) {
        my $at = int rand($moves - 1);
        $model->{abouts}[$at] = { captures => ['c3'], king_square => 'c3', king_taken => 1 };
        delete $model->{unstated};
    }
    my $frame_start = $mutation > 0.95 ? 'k6/7/7/7/7/7/a6 a' : $model->{game}{start};
    for my $format (formats()) {
        for my $numbered (0, 1) {
            my %options = (variant => $model->{game}{variant}, start => $frame_start,
                           $numbered ? (numbered => 1) : ());
            my $whole = write_game($format, $model, \%options);
            my $why = defined $whole ? undef : write_game_why($format, $model, \%options);
            my @lost = game_lost($format, $model);
            for my $size (1, 2, 3, 5) {
                my $what = "game $n in $format" . ($numbered ? ' numbered' : '') . " in parts of $size";
                my ($text, $fault, $end) = in_parts($format, $model, $size, \%options);
                if (defined $whole) {
                    $written++;
                    is($text, $whole, "$what: the text written whole") or diag(said_text($model));
                }
                else {
                    $refused++;
                    is_deeply($fault, [ $why->{code}, $why->{message} ], "$what: refused as whole") or diag(said_text($model));
                }
                $lossy++ if @lost;
                is_deeply($end->{lost}, \@lost, "$what: what is lost") or diag(said_text($model));
                is($end->{lost_message}, game_lost_message($format, $model), "$what: its words");
            }
        }
    }
}
# the run reached both
cmp_ok($written, q{>}, 300, "$written games written in parts");
cmp_ok($refused, q{>}, 15, "$refused games refused in parts");
cmp_ok($lossy, q{>}, 300, "$lossy games written in parts lost something");

done_testing;
