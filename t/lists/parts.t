# Game::Brandubh::Notation::Lists with part: a game given in parts. For
# the games of data/dialects and for generated files of every dialect
# (games a line and numbered over lines, turn numbers, closing words,
# columns, byte-order marks, CR LF, blank lines, and faults put in at
# random places: a bad token, a token after a closing word or a game's
# end, a bad turn number, bytes that are no UTF-8), read with part N and
# lines read in pieces of a few bytes or a block: each game read fine is
# one item as read whole when it has N moves or fewer, else parts whose
# moves and abouts, put together, are the whole model; each game refused
# is refused with the same fault. The memory a long line takes read in
# parts. backends/pp.t runs this again with the plain-Perl backend.
# BRANDUBH_PARTS_COUNT sets how many files are generated,
# BRANDUBH_PARTS_SEED the seed.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use File::Temp ();
use Data::Dumper ();
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::Lists ();
use Game::Brandubh::Notation::Dialects qw(dialects move_to_dialect);

my $count = how_many(BRANDUBH_PARTS_COUNT => 40, 150);
my $seed = defined $ENV{BRANDUBH_PARTS_SEED} ? $ENV{BRANDUBH_PARTS_SEED} : int rand 1e9;
srand $seed;
diag 'backend ' . Game::Brandubh::Notation::BACKEND() . ", seed $seed, $count files";

# Each item a reader gives.
sub items_of {
    my ($text, %opt) = @_;
    my $lists = Game::Brandubh::Notation::Lists->new(\$text, %opt);
    my @items;
    while (my $item = $lists->next) { push @items, $item }
    return \@items;
}

# Two values the same, as is_deeply sees them (every string the same,
# undef not '').
sub same {
    my ($x, $y) = @_;
    local $Data::Dumper::Useqq = 1;
    local $Data::Dumper::Sortkeys = 1;
    local $Data::Dumper::Indent = 1;
    return Data::Dumper::Dumper($x) eq Data::Dumper::Dumper($y);
}

# What the comparisons met: games refused after parts of them, games
# given in parts, games of one item.
my %met;

# The items read in parts against the items read whole: the same games in
# the same order; a game read fine of N moves or fewer, one item as read
# whole; of more, parts 1 .. K whose moves and abouts make the whole
# game's, each part N moves but the last (0 .. N), the game's start, first
# side and variant in each, its result, notes and columns in the last only;
# a game refused, its parts (if any) then the same fault. Gives what
# differs, or ''.
sub differs {
    my ($whole, $parts, $n) = @_;
    my @parts = @$parts;
    for my $item (@$whole) {
        my @mine;
        push @mine, shift @parts while @parts && $parts[0]{number} == $item->{number};
        return "game $item->{number}: no item" unless @mine;
        if ($item->{fault}) {
            my $fault = pop @mine;
            return "game $item->{number}: not its fault" unless same($fault, $item);
            return "game $item->{number}: a part before its fault is no part"
                if grep { !$_->{part} || $_->{last} || $_->{fault} } @mine;
            $met{ @mine ? 'refused after parts' : 'refused' }++;
            next;
        }
        my $moves = @{ $item->{model}{game}{moves} };
        if ($moves <= $n) {
            return "game $item->{number}: $moves moves, not one item as read whole"
                unless @mine == 1 && same($mine[0], $item);
            $met{'one item'}++;
            next;
        }
        return "game $item->{number}: " . scalar(@mine) . ' items for ' . $moves . ' moves'
            unless @mine == int(($moves - 1) / $n) + 1 || @mine == int($moves / $n) + 1;
        my (@moves, @abouts);
        for my $i (0 .. $#mine) {
            my $part = $mine[$i];
            my $model = $part->{model} or return "game $item->{number}: part $i has no model";
            return "game $item->{number}: part " . ($i + 1) . ' numbered ' . ($part->{part} || 'none')
                unless ($part->{part} || 0) == $i + 1;
            return "game $item->{number}: its place or number differs in part " . ($i + 1)
                if grep { $part->{$_} != $item->{$_} } qw(number line column);
            my $last = $i == $#mine;
            return "game $item->{number}: last said of part " . ($i + 1) if !$last != !$part->{last};
            my $got = @{ $model->{game}{moves} };
            return "game $item->{number}: part " . ($i + 1) . " has $got moves"
                if $last ? $got > $n : $got != $n;
            return "game $item->{number}: part " . ($i + 1) . ' has no abouts of its moves'
                unless @{ $model->{abouts} } == $got;
            for my $key (qw(variant start)) {
                return "game $item->{number}: part " . ($i + 1) . " has another $key"
                    unless $model->{game}{$key} eq $item->{model}{game}{$key};
            }
            return "game $item->{number}: part " . ($i + 1) . ' has another first side'
                unless $model->{first} eq $item->{model}{first};
            if (!$last) {
                return "game $item->{number}: part " . ($i + 1) . ' says a result, notes or columns'
                    if defined $model->{game}{result} || %{ $model->{notes} } || exists $model->{columns};
                return "game $item->{number}: part " . ($i + 1) . ' has other keys'
                    unless join(',', sort keys %$model) eq 'abouts,first,game,notes'
                        && join(',', sort keys %{ $model->{game} }) eq 'moves,result,start,variant';
            }
            push @moves, @{ $model->{game}{moves} };
            push @abouts, @{ $model->{abouts} };
        }
        my %rebuilt = %{ $mine[-1]{model} };
        $rebuilt{game} = { %{ $rebuilt{game} }, moves => \@moves };
        $rebuilt{abouts} = \@abouts;
        return "game $item->{number}: the parts together are not the whole game"
            unless same(\%rebuilt, $item->{model});
        $met{'in parts'}++;
    }
    return 'items after the last game: ' . scalar @parts if @parts;
    return '';
}

# Each way of reading in parts: moves a part, and bytes a block (a block
# under 16 bytes reads lines in pieces of 16).
my @ways = map { my $n = $_; map { [ $n, $_ ] } 1, 40, 65536 } 1, 2, 3, 7, 1000;

sub check_file {
    my ($name, $text, %opt) = @_;
    my $whole = items_of($text, %opt);
    my @wrong;
    for my $way (@ways) {
        my ($n, $block) = @$way;
        my $parts = items_of($text, %opt, part => $n, block => $block);
        my $why = differs($whole, $parts, $n);
        push @wrong, "part $n, block $block: $why" if length $why;
    }
    ok(!@wrong, $name) or diag join("\n", @wrong[0 .. ($#wrong < 2 ? $#wrong : 2)]), "\n", explain($text);
    return $whole;
}

# The games of data/dialects, each file whole, and all of its games on one
# line (one long game, or its fault).
for my $d (grep { $_ ne 'shown' || 1 } dialects()) {
    my $file = "$FindBin::Bin/../data/dialects/$d.txt";
    open my $fh, '<:raw', $file or die "$file: $!";
    my $text = do { local $/; <$fh> };
    close $fh;
    my $whole = check_file("data/dialects/$d.txt read in parts", $text, format => $d);
    cmp_ok(scalar(grep { $_->{model} && @{ $_->{model}{game}{moves} } > 7 } @$whole), '>', 10,
           "... of which many games have more moves than a part");
    (my $line = $text) =~ s/\n(?!\z)/ /g;
    check_file("data/dialects/$d.txt's games on one line, read in parts", $line, format => $d);
}

# A stored move at random: a piece's move along a rank or a file.
my @files = ('a' .. 'g');
sub random_move {
    my ($file, $rank) = (int rand 7, 1 + int rand 7);
    my ($to_file, $to_rank) = ($file, $rank);
    if (rand() < 0.5) { $to_file = ($file + 1 + int rand 6) % 7 }
    else { $to_rank = 1 + ($rank + int rand 6) % 7 }
    return "$files[$file]$rank$files[$to_file]$to_rank";
}

# What a move says, at random: captures, the king, a mark now and then
# (one that ends the game rarely, a move after it refused).
sub random_about {
    my %about;
    $about{captures} = [ map { $files[ int rand 7 ] . (1 + int rand 7) } 1 .. 1 + int rand 3 ] if rand() < 0.2;
    $about{king} = 1 if rand() < 0.1;
    my $mark = rand;
    if ($mark < 0.01) { $about{king_home} = 1 }
    elsif ($mark < 0.02) { $about{king_taken} = 1 }
    elsif ($mark < 0.05) { $about{threat} = 1 }
    $about{hyphen} = 0 if rand() < 0.2;
    return \%about;
}

my %WORDS = (nielsen => [qw(resigned timeout)], otn => ['---'], shown => [], walker => []);

# A game's tokens in a dialect: its moves, turn numbers before some, a
# closing word at the end now and then; faults put in at random places.
sub random_tokens {
    my ($d, $numbered) = @_;
    my $moves = int rand(rand() < 0.2 ? 200 : 30);
    my @tokens;
    for my $i (0 .. $moves - 1) {
        my $token = move_to_dialect($d, random_move(), random_about());
        $token = move_to_dialect($d, random_move()) unless defined $token;
        if ($numbered && $i % 2 == 0) {
            my $number = ($i / 2 + 1) . '.';
            if (rand() < 0.01) { $number = ($i / 2 + 2) . '.' }    # a turn number out of place
            elsif (rand() < 0.01) { $number = ($i / 2 + 1) . '..' }
            push @tokens, rand() < 0.3 ? "$number$token" : ($number, $token);
        }
        else {
            push @tokens, $token;
        }
    }
    my @words = @{ $WORDS{$d} };
    push @tokens, $words[ rand @words ] if @words && rand() < 0.3;
    push @tokens, move_to_dialect($d, random_move()) if @words && rand() < 0.05;    # after the closing word
    # a bad token early or late
    if (rand() < 0.08) {
        my @bad = ('d9d8', 'k10-k9', 'xx', 'td4-d5', 'c2^c3', "\x{2654}d1", '1..');
        splice @tokens, int rand(@tokens + 1), 0, $bad[ rand @bad ];
    }
    return @tokens;
}

# White space between tokens.
sub gap { my @gaps = (' ', ' ', ' ', '  ', "\t", " \t", "\x{A0}"); return $gaps[ rand @gaps ] }

sub random_file {
    my ($d) = @_;
    my @lines;
    for (1 .. 1 + int rand 4) {
        my $numbered = rand() < 0.4;
        my @tokens = random_tokens($d, $numbered);
        my $columns = rand() < 0.3 ? ',' . join(',', map { int rand 9 } 1 .. int rand 4) : '';
        my $lead = rand() < 0.2 ? gap() : '';
        if ($numbered && rand() < 0.5) {
            # a numbered game over several lines: a turn a line, or a few
            my @line;
            for my $token (@tokens) {
                if ($token =~ /\A[0-9]+\./ && @line && rand() < 0.5) {
                    push @lines, $lead . join(gap(), @line) . (rand() < 0.2 ? ',x' : '');
                    push @lines, '' if rand() < 0.1;
                    @line = ();
                }
                push @line, $token;
            }
            push @lines, $lead . join(gap(), @line) . $columns;
        }
        else {
            push @lines, $lead . join(gap(), @tokens) . $columns;
        }
        push @lines, '' if rand() < 0.2;
    }
    my $text = join(rand() < 0.2 ? "\r\n" : "\n", @lines);
    $text .= "\n" if rand() < 0.7;
    utf8::encode($text);
    $text = "\xEF\xBB\xBF$text" if rand() < 0.1;
    # bytes that are no UTF-8, now and then
    substr($text, int rand(length $text), 0) = "\xFF" if rand() < 0.05 && length $text;
    return $text;
}

my @dialects = dialects();
for my $i (1 .. $count) {
    my $d = $dialects[ $i % @dialects ];
    my @first = rand() < 0.2 ? (first => 'defenders') : ();
    check_file("generated file $i in $d read in parts", random_file($d), format => $d, @first);
}

# the comparisons met each kind of game
for my $kind ('one item', 'in parts', 'refused', 'refused after parts') {
    cmp_ok($met{$kind} || 0, '>', 10, "games $kind met");
}

# the faults of a whole file, and the options
check_file('an empty file', '', format => 'otn');
check_file('blank lines alone', "  \n\t\n", format => 'otn');
check_file('one line with carriage returns inside it', "d1d3 a4a5\rd3d1 a5a4\rd1d3", format => 'nielsen');
check_file('... a long one', join("\r", map { 'd1d3 a4a5 ' x 20 } 1 .. 5), format => 'nielsen');
check_file('a variant no record holds', "d1d3 a4a5 d3d1\n1. d1d3\n", format => 'nielsen', variant => "two\nlines");
check_file('a line beginning with a character past ASCII', "\x{A0}\x{A0}" x 30 . ' d1d3 ' x 30 . "\n", format => 'nielsen');
check_file('... and no UTF-8 after it', "\xC2\xA0 2. d1d3 " . ' d1d3 ' x 30 . "\xFF\n", format => 'nielsen');
check_file('no line feed at the end, white space last', 'd1d3 a4a5 ' x 20 . 'd1d3,0,1 ' . ' ' x 40, format => 'nielsen');
check_file('... a carriage return inside the line', "d1d3\ra4a5 " . 'd1d3 a4a5 ' x 20, format => 'nielsen');
check_file('... a numbered game', "1. d1d3 a4a5\n2. d3d1 a5a4,1 " . ' ' x 40, format => 'nielsen');
check_file('... a token longer than a piece last, a space after it', 'd1d3 a4-a5' . ('xa1' x 40) . ' ', format => 'nielsen');
check_file('... a carriage return inside the line, a token longer than a piece last',
           "d1d3 a4a5\rd1d3 " . 'a4-a5' . ('xa1' x 40) . ' ', format => 'nielsen');
check_file('a numbered game going on at a line that begins with a NO-BREAK SPACE',
           "1. d1d3 a4a5\n\xC2\xA02. d3d1 a5a4 " . 'd1d3 ' x 20 . "\n3. d1d3\n", format => 'nielsen');
check_file('... a line that is no UTF-8 after it: no numbered game going on',
           "1. d1d3 a4a5\n\xC2\xA02. d3d1 a5a4 " . 'd1d3 ' x 20 . "\xFF\n3. d1d3\n", format => 'nielsen');
check_file('a variant, a side and a start given', "d1d3 a4a5 d3d1 resigned\n" x 3, format => 'nielsen',
           variant => 'brandubh-7', first => 'defenders');
check_file('a token longer than a piece', 'd1d3 ' . 'd1-d3' . ('xa1' x 40) . ' a4a5 ' x 20, format => 'nielsen');

# csv reads whole games whatever part says
{
    my $csv = "d1d3 a4a5,0,0,Ongoing\n";
    my $whole = items_of($csv, format => 'csv');
    is_deeply(items_of($csv, format => 'csv', part => 1), $whole, 'csv: part is no matter, a game is read whole');
}

# part is a whole number
for my $bad (-1, 1.5, 'x', [], '1e3') {
    ok(!eval { Game::Brandubh::Notation::Lists->new(\'', format => 'otn', part => $bad); 1 },
       'part ' . (ref $bad ? 'a reference' : "'$bad'") . ' refused');
    like($@, qr/\AGame::Brandubh::Notation::Lists->new: part is a whole number of moves/, '... saying so');
}
is_deeply(items_of("d1d3 a4a5\n", format => 'nielsen', part => 0), items_of("d1d3 a4a5\n", format => 'nielsen'),
          'part 0: whole games');

# a non-blocking handle: the same parts, read as they come
SKIP: {
    skip 'no non-blocking pipes here', 1 if $^O eq 'MSWin32';
    my $text = join(' ', ('d1d3 a4a5') x 300) . "\n1. d1d3 a4a5\n2. d3d1 a5a4\n";
    pipe my $in, my $out or die "pipe: $!";
    binmode $_ for $in, $out;
    require IO::Handle;
    $in->blocking(0);
    my $lists = Game::Brandubh::Notation::Lists->new($in, format => 'nielsen', part => 7, block => 50);
    my (@items, $blocked);
    my @chunks = unpack '(a97)*', $text;
    while (1) {
        my $item = $lists->next;
        if ($item) { push @items, $item; next }
        last unless $lists->would_block;
        $blocked++;
        if (@chunks) { syswrite $out, shift @chunks }
        else { close $out }
    }
    is(differs(items_of($text, format => 'nielsen'), \@items, 7), '', 'a non-blocking pipe read in parts (it blocked ' . ($blocked || 0) . ' times)');
}

# The memory a long line takes read in parts: a line of a million moves
# (5 MB) read with part 4096 in a child, its peak against a child that
# reads a line of a few moves: less than 24 MB more (read whole, the
# moves alone take hundreds).
SKIP: {
    skip 'no /proc/self/status here', 2 unless -r '/proc/self/status';
    # (AddressSanitizer's quarantine holds memory freed, up to 256 MB)
    skip 'AddressSanitizer is preloaded (tools/asan-test.sh): memory freed is held', 2
        if ($ENV{LD_PRELOAD} || '') =~ /asan/;
    my $dir = File::Temp->newdir;
    my $big = "$dir/big.txt";
    open my $fh, '>:raw', $big or die "$big: $!";
    print {$fh} 'd4d1 d1d4 ' x 5000 for 1 .. 100;
    print {$fh} "\n";
    close $fh or die "$big: $!";
    my $small = "$dir/small.txt";
    open $fh, '>:raw', $small or die "$small: $!";
    print {$fh} "d4d1 d1d4\n";
    close $fh or die "$small: $!";
    my $peak = sub {
        my ($file) = @_;
        my $code = 'my $l = Game::Brandubh::Notation::Lists->new($ARGV[0], format => "nielsen", part => 4096); '
                 . 'my $n = 0; while (my $g = $l->next) { die $g->{fault}{message} if $g->{fault}; $n += @{ $g->{model}{game}{moves} } } '
                 . 'open my $s, "<", "/proc/self/status" or die; my ($hwm) = join("", <$s>) =~ /VmHWM:\s*([0-9]+)/; print "$n $hwm\n"';
        my @inc = map { "-I$_" } @INC;
        open my $run, '-|', $^X, @inc, '-MGame::Brandubh::Notation::Lists', '-e', $code, $file or die "$^X: $!";
        my $said = <$run>;
        close $run;
        return split ' ', $said || '';
    };
    my ($moves, $hwm) = $peak->($big);
    my (undef, $base) = $peak->($small);
    is($moves, 1_000_000, 'a line of a million moves read in parts');
    cmp_ok($hwm - $base, '<', 24 * 1024, "... in less than 24 MB more than a line of two moves ($hwm kB against $base kB)");
}

done_testing;
