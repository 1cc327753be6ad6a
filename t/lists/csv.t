# Game::Brandubh::Notation::Lists with format csv: each whole line given to
# Game::Brandubh::Notation::CSV's list_from_csv (loaded at run time, and
# only then), its fault placed on the line; here with a stand-in of that
# module, which records what it is given (the module's own games are its
# tests').
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Game::Brandubh::Notation::Lists ();
use Game::Brandubh::Notation::Dialects qw(list_from_dialect list_from_dialect_why);

my $text = "d1d3,0";
Game::Brandubh::Notation::Lists->new(\$text, format => 'nielsen')->next;
ok(!$INC{'Game/Brandubh/Notation/CSV.pm'}, 'a dialect: Game::Brandubh::Notation::CSV is not loaded');

# the stand-in: the moves before the first ',' in nielsen, the rest its columns
my @given;
{
    no warnings 'once';
    $INC{'Game/Brandubh/Notation/CSV.pm'} = __FILE__;
    *Game::Brandubh::Notation::CSV::list_from_csv = sub {
        my ($line, $options) = @_;
        push @given, [$line, {%$options}];
        my ($moves, $columns) = split /,/, $line, 2;
        my $list = list_from_dialect('nielsen', $moves, $options) or return undef;
        $list->{winner} = 'attackers' if defined $columns && $columns =~ /White/;
        return $list;
    };
    *Game::Brandubh::Notation::CSV::list_from_csv_why = sub {
        my ($line, $options) = @_;
        my ($moves) = split /,/, $line, 2;
        return list_from_dialect_why('nielsen', $moves, $options);
    };
}
$text = "\xef\xbb\xbf1. d1d3 a4a5,1,0,White\r\n2. d2d4 a5a6,0,0,Ongoing\n\nd1d3 h5a6,0,0,Black\n";
my $lists = Game::Brandubh::Notation::Lists->new(\$text, format => 'csv', first => 'defenders');
my @games;
while (my $game = $lists->next) { push @games, $game }
is_deeply(\@given, [["1. d1d3 a4a5,1,0,White", { first => 'defenders' }], ["2. d2d4 a5a6,0,0,Ongoing", { first => 'defenders' }],
                             ["d1d3 h5a6,0,0,Black", { first => 'defenders' }]], 'each whole line given, past the byte-order mark and its line end, with the options; no game over lines');
is_deeply([map { [$_->{number}, $_->{line}, $_->{column}] } @games], [[1, 1, 1], [2, 2, 1], [3, 4, 1]], 'a game a line');
is($games[0]{model}{winner}, 'attackers', "... the model list_from_csv's hash");
is_deeply($games[1]{fault}, { code => 'turn', line => 2, column => 1, message => 'Turn 2. comes after 0 moves; turn 1 is next.' },
          "list_from_csv_why's fault, its column said beside it");
is_deeply([@{ $games[2]{fault} }{qw(code line column)}], ['board', 4, 6], '... placed on its line');
done_testing;
