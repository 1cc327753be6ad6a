# Game::Brandubh::Notation::Lists: a file of move lists read a game at a
# time, from a string, a handle or a file; its file forms, the place of each
# fault, the same games whatever the block lines are cut at.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use File::Temp ();
use Game::Brandubh::Notation::Lists ();
use Game::Brandubh::Notation::Dialects qw(list_from_dialect);

# Each game a reader gives, from a string.
sub games_of {
    my ($text, %opt) = @_;
    my $lists = Game::Brandubh::Notation::Lists->new(\$text, format => 'nielsen', %opt);
    my @games;
    while (my $game = $lists->next) { push @games, $game }
    return @games;
}

# Games with their models cut to what a test says: the moves and columns.
sub brief {
    my (@games) = @_;
    return [ map {
        $_->{fault} ? [ @{$_}{qw(number line column)}, @{ $_->{fault} }{qw(line column code)} ]
                    : [ @{$_}{qw(number line column)}, join(' ', @{ $_->{model}{game}{moves} }), $_->{model}{columns} ]
    } @games ];
}

# a game a line, blank lines passed over, columns kept
my @games = games_of("d1d3 a4a5\n\n  d2d4,0,0,Ongoing\r\nd1d3");
is_deeply(brief(@games), [[1, 1, 1, 'd1d3 a4a5', undef], [2, 3, 3, 'd2d4', '0,0,Ongoing'], [3, 4, 1, 'd1d3', undef]],
          'a game a line: its number, line and column (its first character), moves and columns');
is_deeply($games[0]{model}, list_from_dialect('nielsen', 'd1d3 a4a5'), "... the model list_from_dialect's hash");
ok(!exists $games[0]{model}{columns}, '... columns only when the line had them');
my $timeout = (games_of("d1d3 timeout,1\n"))[0];
is_deeply([$timeout->{model}{notes}, $timeout->{model}{columns}], [{ timeout => 'defenders' }, '1'], '... its notes too');

# the ',' of a move, and the ',' of the columns
for my $case (['shown', 'd1-d3xc3,e3 a4-a5 Kd4-d1', 'd1d3 a4a5 d4d1', undef],
              ['shown', 'd1-d3xc3,e3,0,Black', 'd1d3', '0,Black'],
              ['shown', 'd1-d3xc3, e3', 'd1d3', ' e3'],
              ['shown', 'd1-d3xc3,', 'd1d3', ''],
              ['shown', 'd1-d3,White', 'd1d3', 'White'],
              ['shown', 'd1-d3,12', 'd1d3', '12'],
              ['shown', 'd1-d3, a4-a5', 'd1d3', ' a4-a5'],
              ['shown', ',,', '', ','],
              ['nielsen', 'd1d3 a4a5,3,0,Black', 'd1d3 a4a5', '3,0,Black'],
              ['otn', 'd1-d3xc3,e3', [1, 1, 1, 1, 9, 'captures']],
              ['otn', 'd1-d3xc3,Ke3', [1, 1, 1, 1, 9, 'captures']],
              ['nielsen', 'd1d3xc3,e3', [1, 1, 1, 1, 8, 'captures']],
              ['walker', 'D1-D3xC3,E3', [1, 1, 1, 1, 9, 'captures']],
              ['shown', 'd1-d3xk10,k11', [1, 1, 1, 1, 7, 'board']]) {
    my ($d, $line, @want) = @$case;
    my $lists = Game::Brandubh::Notation::Lists->new(\"$line\n", format => $d);
    my $got = brief($lists->next)->[0];
    if (ref $want[0]) {
        is_deeply($got, $want[0], "$d '$line': refused by the dialect, at the ','");
    }
    else {
        is_deeply([@$got[3, 4]], \@want, "$d '$line': the moves and columns");
    }
}
like((games_of("d1d3xc3,e3\n", format => 'otn'))[0]{fault}{message}, qr/\AMove 1 \('d1d3xc3,e3'\): /,
     "a fault's message: its column taken out, a capital first");

# a numbered game over lines
@games = games_of("1. d1d3 a4a5,3\n\n 2. d2d4 a5a6,0\nd1d3\n2. d1d3\n1. d1d2 a4a3\n2. d2d1\n2... a3a4\n");
is_deeply(brief(@games), [[1, 1, 1, 'd1d3 a4a5 d2d4 a5a6', '3,0'], [2, 4, 1, 'd1d3', undef], [3, 5, 1, 5, 1, 'turn'],
                          [4, 6, 1, 'd1d2 a4a3 d2d1 a3a4', undef]],
          'a numbered game over lines (a blank one between), its columns joined; a later turn alone, a game of its own');
@games = games_of("1. d1d3 a4a5\n2. d2d4 h5a6\n");
is_deeply(brief(@games), [[1, 1, 1, 2, 9, 'board']], "a fault on a game's second line, placed there");
@games = games_of("1. d1d3 a4a5\n2. d2d4 a5a6\n3. d4d5 k10a6\n");
is_deeply(brief(@games), [[1, 1, 1, 3, 9, 'board']], '... and on its third');
@games = games_of("1. d1d3 a4a5\n2. d2d4 a5\xffa6 k1\n");
is_deeply(brief(@games), [[1, 1, 1, 2, 11, 'encoding']], 'a byte that is no character comes first, on its own line');
is($games[0]{fault}{message}, "the line is not UTF-8 text: the byte '\\xff' is no character", '... said as the reader of records says it');
@games = games_of("d1d3 \xe2\x82\n\xc3\xa9d1d3 \xf0\x9f\n");
is_deeply(brief(@games), [[1, 1, 1, 1, 6, 'encoding'], [2, 2, 1, 2, 7, 'encoding']], 'columns in characters, before the bytes');
is($games[0]{fault}{message}, "the line is not UTF-8 text: the bytes '\\xe2\\x82' are no character", '... bytes quoted');

# line ends, the byte-order mark, nothing
@games = games_of("d1d3 a4a5\rd2d4 a5a6\r");
is_deeply(brief(@games), [[1, 1, 1, 1, 1, 'line-ends']], 'lone CR line ends: one refused game, the whole input');
is($games[0]{fault}{message}, "the lines end with a carriage return alone (the first is 'd1d3 a4a5'); the lines of a record end"
                              . ' with a line feed (or CR LF)', "... the words of check's fault");
is_deeply(brief(games_of("\xef\xbb\xbf\r\rd1d3")), [[1, 1, 1, 1, 1, 'line-ends']], '... past a byte-order mark, before any line');
is_deeply(brief(games_of("d1d3 a4a5\r")), [[1, 1, 1, 'd1d3 a4a5', undef]], 'a CR at the end alone: a line end');
is_deeply(brief(games_of("d1d3\nd2d4\ra5a6\n")), [[1, 1, 1, 'd1d3', undef], [2, 2, 1, 'd2d4 a5a6', undef]],
          'a CR inside a line of a file with line feeds: white space, as check reads it');
is_deeply(brief(games_of("\xef\xbb\xbf d1d3x,1\r\nd2d4\r\n")), [[1, 1, 2, 1, 7, 'form'], [2, 2, 1, 'd2d4', undef]],
          'a byte-order mark: no part of the line, columns counted past it');
for my $case (['', 'the string is empty'], ["\xef\xbb\xbf", 'the string is empty'],
              ["\n \r\n\t\n", 'the string holds only blank lines, and no game']) {
    my ($text, $said) = @$case;
    @games = games_of($text);
    is_deeply([brief(@games), $games[0]{fault}{message}], [[[1, 1, 1, 1, 1, 'empty']], $said], "nothing: $said");
}

# sources: a handle, a file; the same games whatever the block
{
    my $text = "1. d1d3 a4a5,3\n2. d2d4 a5a6\nd1d3xc3,e3\n\xef\xbb\xbfd1d3\n\xffd1\nd1d3 k9\n" x 3;
    my $want = brief(games_of($text));
    is(scalar @$want, 15, 'a file of 15 games');
    for my $block (1, 2, 3, 7, 64) {
        is_deeply(brief(games_of($text, block => $block)), $want, "... the same read $block bytes at a time");
    }
    open my $fh, '<', \$text or die $!;
    my $lists = Game::Brandubh::Notation::Lists->new($fh, format => 'nielsen', name => 'mine');
    my @from_handle;
    while (my $game = $lists->next) { push @from_handle, $game }
    is_deeply(brief(@from_handle), $want, '... from a handle');
    my $file = File::Temp->new;
    binmode $file;
    print {$file} $text;
    close $file;
    $lists = Game::Brandubh::Notation::Lists->new("$file", format => 'nielsen');
    my @from_file;
    while (my $game = $lists->next) { push @from_file, $game }
    is_deeply(brief(@from_file), $want, '... from a file');
    my $empty = File::Temp->new;
    close $empty;
    is((Game::Brandubh::Notation::Lists->new("$empty", format => 'otn')->next)->{fault}{message}, 'the file is empty',
       'an empty file: the file is empty');
    ok(!defined $lists->next, '... undef after the last, and again');
}

# options and faults of new
is_deeply([map { $_->{model}{first} } games_of("d1d3\n", first => 'defenders')], ['defenders'], 'first');
is((games_of("d1d3\n", variant => 'x'))[0]{model}{game}{variant}, 'x', 'variant');
is_deeply(brief(games_of("d1d3\n", variant => ' ')), [[1, 1, 1, 1, 1, 'variant']], "a variant no record holds: each game's fault");
for my $bad ([[format => 'klingon'], qr/\AGame::Brandubh::Notation::Lists->new: format is csv or a dialect \(nielsen, otn, shown, walker\), not 'klingon' at /],
             [[], qr/format is csv or a dialect .*, not undef at /],
             [[format => 'otn', first => 'white'], qr/->new: The option first is 'attackers' or 'defenders'\. at /],
             [[format => 'otn', colour => 1], qr/->new: unknown option 'colour' at /],
             # (issue 65, item 9: each game's variant was ARRAY(0x...))
             [[format => 'otn', variant => []], qr/->new: The option variant is a word or a line, not a reference\. at /],
             [[format => 'csv', variant => []], qr/->new: The option variant is a word or a line, not a reference\. at /]) {
    my ($args, $said) = @$bad;
    my $text = '';
    like(eval { Game::Brandubh::Notation::Lists->new(\$text, @$args); 1 } ? '' : $@, $said, "new(@$args) dies, saying why");
}
like(eval { Game::Brandubh::Notation::Lists->new('/no/such/file', format => 'otn'); 1 } ? '' : $@,
     qr{\A/no/such/file: No such file or directory at \S*lists\.t line }, 'a file that is not: its name and the error, the caller placed');
like(eval { Game::Brandubh::Notation::Lists->new(undef, format => 'otn'); 1 } ? '' : $@,
     qr/\AGame::Brandubh::Notation::Lists->new: no source/, 'no source');

# format csv: each whole line to Game::Brandubh::Notation::CSV
SKIP: {
    skip 'Game::Brandubh::Notation::CSV is not here yet', 2 unless eval { require Game::Brandubh::Notation::CSV; 1 };
    my $text = "d2-e2 c4-c2 b4-b3,0,0,Ongoing\n";
    my @csv = do {
        my $lists = Game::Brandubh::Notation::Lists->new(\$text, format => 'csv');
        my @g;
        while (my $game = $lists->next) { push @g, $game }
        @g;
    };
    is(scalar @csv, 1, 'csv: a game a line');
    is_deeply($csv[0]{model}, Game::Brandubh::Notation::CSV::list_from_csv("d2-e2 c4-c2 b4-b3,0,0,Ongoing", {}),
              "... list_from_csv's hash for the whole line");
}

# a read error of the source dies with its name and what failed
{
    open my $fh, '<', \'d1d3' or die $!;
    close $fh;
    my $lists = Game::Brandubh::Notation::Lists->new($fh, format => 'otn', name => 'shut');
    like(eval { $lists->next; 1 } ? '' : $@, qr/\Ashut: /, 'a closed handle: its name and the error, never the end');
}

done_testing;
