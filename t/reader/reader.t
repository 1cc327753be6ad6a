# Game::Brandubh::Notation::Reader: its sources (a handle, a pipe, a file
# name that is only ever a file, a string), its records (number, line,
# offset, game or fault), its options, its faults of the stream, the
# errors of a source that cannot be read; and the XS scanner against the
# PP one on random streams read in blocks of random sizes.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
use Data::Dumper ();
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Gen ();
use Brandubh::Streams ();
use Game::Brandubh::Notation qw(game_parse SETUP);
use Game::Brandubh::Notation::Why qw(game_why);
use Game::Brandubh::Notation::Reader ();

my @warnings;
$SIG{__WARN__} = sub { push @warnings, @_ };
my $dir = tempdir(CLEANUP => 1);
my $R = 'Game::Brandubh::Notation::Reader';
my @backends = Game::Brandubh::Notation::BACKEND() eq 'XS' ? qw(XS PP) : qw(PP);

sub file {
    my ($name, $bytes) = @_;
    my $path = File::Spec->catfile($dir, $name);
    open my $fh, '>:raw', $path or die "$path: $!";
    print {$fh} $bytes;
    close $fh or die $!;
    return $path;
}

sub records { my ($source, %opt) = @_; return [$R->new($source, %opt)->all] }

my $log = "variant brandubh\nmoves d1d3 a4b4\n\nvariant x\nmoves D1d3\nvariant caf\xc3\xa9\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\nmoves a1a2\nresult agreed\n";

for my $backend (@backends) {
    my $got = records(\$log, backend => $backend);
    is(scalar @$got, 3, "$backend: three records");
    is_deeply([map { [@{$_}{qw(number line offset)}] } @$got], [[1, 1, 0], [2, 4, 34], [3, 6, 55]],
              "$backend: each record's number, line and offset");
    is_deeply($got->[0]{game}, game_parse("variant brandubh\nmoves d1d3 a4b4\n\n"), "$backend: an accepted record's game");
    ok(!exists $got->[0]{moves} && !exists $got->[0]{start}, '... and no moves or start beside it');
    my $third = "variant caf\xc3\xa9\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d\nmoves a1a2\nresult agreed\n";
    utf8::decode($third);
    is_deeply($got->[2]{game}, game_parse($third), "$backend: a game of UTF-8 text, as game_parse reads the text decoded");
    my $fault = $got->[1]{fault};
    is_deeply([@{$fault}{qw(code line column at)}], ['move', 5, 7, 16], "$backend: a fault placed in the stream");
    is($fault->{message}, game_why("variant x\nmoves D1d3\n")->{message}, '... with game_why\'s message');
    ok(!exists $got->[1]{game}, '... and no game');

    my $quiet = $R->new(\$log, backend => $backend, games => 0, accepted => 0);
    my @given = $quiet->all;
    is_deeply([map { $_->{number} } @given], [2], "$backend: accepted => 0 gives the refused records only");
    is_deeply($quiet->counts, { records => 3, accepted => 2, refused => 1, codes => { move => 1 } }, '... and counts them all');
    ok($quiet->eof, '... eof after the last');
    my $no_games = records(\$log, backend => $backend, games => 0);
    ok(!exists $no_games->[0]{game} && $no_games->[0]{moves} == 2, "$backend: games => 0: the moves, no game");
    is($no_games->[0]{start}, SETUP, '... and the start, the set-up without a start line');
    is($no_games->[2]{start}, '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d', '... or the start line\'s');

    my $games = $R->new(\$log, backend => $backend);
    my @games;
    while (my $game = $games->next_game) {
        push @games, $game;
    }
    is_deeply(\@games, [map { $_->{game} } grep { !$_->{fault} } @$got], "$backend: next_game: the accepted records' games");
    is_deeply($games->counts, { records => 3, accepted => 2, refused => 1, codes => { move => 1 } },
              '... the refused one passed over, and counted');
    eval { $R->new(\$log, backend => $backend, games => 0)->next_game };
    like($@, qr/next_game reads games/, '... not with games => 0');

    # the stream's own faults
    my %stream = (
        ''                        => ['empty', 'the string is empty'],
        "\xef\xbb\xbf"            => ['empty', 'the string is empty'],
        " \n\t\r\n"               => ['empty', 'the string holds only blank lines, and no record'],
        "variant x\rmoves d1d3\r" => ['line-ends', q{the lines end with a carriage return alone (the first is 'variant x');}
                                                    . ' the lines of a record end with a line feed (or CR LF)'],
        "\xef\xbb\xbf\rvariant x\r" => ['line-ends', q{the lines end with a carriage return alone (the first is '');}
                                                    . ' the lines of a record end with a line feed (or CR LF)'],
    );
    # what was read is named: a handle in memory, a pipe, a file
    {
        open my $fh, '<', \'' or die $!;
        is($R->new($fh, backend => $backend)->next->{fault}{message}, 'the handle gave nothing', "$backend: an empty handle");
        open $fh, '<', \"\n \n" or die $!;
        is($R->new($fh, backend => $backend)->next->{fault}{message}, 'the handle gave only blank lines, and no record',
           "$backend: a handle of blank lines");
        # asked first whether it is .otg (which begins its read), the same
        for my $case (['', 'the handle gave nothing'], ["\n \n", 'the handle gave only blank lines, and no record']) {
            open $fh, '<', \$case->[0] or die $!;
            my $reader = $R->new($fh, backend => $backend);
            is($reader->otg, 0, "$backend: otg, asked first: no");
            is($reader->next->{fault}{message}, $case->[1], "... and the record then read: $case->[1]");
        }
        # a string read whole from a handle, named as the handle (kind)
        is($R->new(\'', backend => $backend, kind => 'pipe')->next->{fault}{message}, 'the pipe gave nothing',
           "$backend: kind => 'pipe': the string named as the pipe it was read from");
        is($R->new(\"\n", backend => $backend, kind => 'file')->next->{fault}{message}, 'the file holds only blank lines, and no record',
           "$backend: kind => 'file'");
        eval { $R->new(\'', backend => $backend, kind => 'tape') };
        like($@, qr/kind is file, pipe, socket, terminal, handle or string, not 'tape'/, '... and no other kind');
        SKIP: {
            skip 'no pipes to a child here', 2 if $^O eq 'MSWin32';
            my $pid = open my $pipe, '-|';
            die "fork: $!" unless defined $pid;
            if (!$pid) { require POSIX; POSIX::_exit(0) }
            is($R->new($pipe, backend => $backend)->next->{fault}{message}, 'the pipe gave nothing', "$backend: an empty pipe");
            close $pipe;
            require File::Temp;
            my ($tmp, $path) = File::Temp::tempfile(UNLINK => 1);
            close $tmp;
            is($R->new($path, backend => $backend)->next->{fault}{message}, 'the file is empty', "$backend: an empty file");
        }
    }
    for my $text (sort keys %stream) {
        my $one = records(\$text, backend => $backend);
        is_deeply([scalar @$one, @{ $one->[0]{fault} }{qw(code line column message)}], [1, @{ $stream{$text} }[0], 1, 1, $stream{$text}[1]],
                  "$backend: " . Data::Dumper->new([$text])->Terse(1)->Useqq(1)->Indent(0)->Dump . ": $stream{$text}[0]");
    }
    my $bom = records(\"\xef\xbb\xbfvariant x\r\nmoves zz\r\n", backend => $backend);
    is_deeply([@{ $bom->[0]{fault} }{qw(code line column)}, $bom->[0]{offset}], ['move', 2, 7, 0],
              "$backend: a byte-order mark is no character; CR LF ends a line");
    my $bad = records(\"variant x\nmoves zz\n\xc3\xa9\xff\n", backend => $backend);
    is_deeply([@{ $bad->[0]{fault} }{qw(code line column message)}], ['encoding', 3, 2, q{the line is not UTF-8 text: the byte '\xff' is no character}],
              "$backend: a line that is not UTF-8, its column in characters, before any other fault, the byte quoted");
    for my $case (["\xe2\x98(", q{the bytes '\xe2\x98' are}], ["\xe2\x98", q{the bytes '\xe2\x98' are}], ["\xc0\x80", q{the byte '\xc0' is}],
                  ["\xe0\x80\x80", q{the bytes '\xe0\x80\x80' are}], ["\x80\x80", q{the byte '\x80' is}]) {
        my ($bytes, $said) = @$case;
        for my $block (1, 2, 3, 65536) {
            my $got = records(\"variant x\nmoves d1d3$bytes\n", backend => $backend, block => $block);
            is($got->[0]{fault}{message}, "the line is not UTF-8 text: $said no character",
               "$backend, blocks of $block: " . Data::Dumper->new([$bytes])->Terse(1)->Useqq(1)->Indent(0)->Dump
               . ' quoted as the bytes that are no character');
        }
    }
    my $one = records(\"variant x\nmoves\nvariant y\nmoves\n", backend => $backend, one_record => 1);
    is_deeply([scalar @$one, $one->[0]{fault}{code}], [1, 'twice'], "$backend: one_record: the whole stream is one record");

    # .otg
    my $otg_file = File::Spec->catfile($FindBin::Bin, '..', 'data', 'opentafl', 'ard-ri-capture-puzzle.otg');
    my $otg = $R->new($otg_file, backend => $backend);
    my @otg = $otg->all;
    ok($otg->otg, "$backend: an .otg stream is told");
    is_deeply([scalar @otg, scalar @{ $otg[0]{game}{moves} }], [1, 3], '... one record, its game');
    require Game::Brandubh::Notation::OpenTafl;
    my $otg_text = do { open my $fh, '<:raw', $otg_file or die $!; local $/; <$fh> };
    is_deeply($otg[0]{game}, Game::Brandubh::Notation::OpenTafl::game_from_otg($otg_text), '... as game_from_otg reads it');
    my $not_otg = records(\"  [x]\n", backend => $backend, otg => 0);
    is($not_otg->[0]{fault}{code}, 'line', "$backend: otg => 0 reads records");
}

# Sources
{
    my $path = file('log.txt', $log);
    my $expect = records(\$log);
    is_deeply(records($path), $expect, 'a file name');
    open my $fh, '<', $path or die $!;
    is_deeply(records($fh), $expect, 'a lexical handle');
    open FH, '<', $path or die $!;    ## no critic (ProhibitBarewordFileHandles)
    is_deeply(records(\*FH), $expect, 'a reference to a glob');
    close FH;
    open FH, '<', $path or die $!;    ## no critic (ProhibitBarewordFileHandles)
    is_deeply(records(*FH), $expect, 'a glob');
    close FH;
    require IO::File;
    is_deeply(records(IO::File->new($path, '<')), $expect, 'an IO::File object');
    open my $utf8, '<:encoding(UTF-8)', $path or die $!;
    is_deeply(records($utf8), $expect, 'a handle that gives characters, read as their UTF-8 bytes');
    my $chars = $log;
    utf8::decode($chars);
    is_deeply(records(\$chars), $expect, 'a string of characters');
    open my $pipe, '-|', $^X, '-e', 'binmode STDOUT; print $ARGV[0]', $log or die $!;
    is_deeply(records($pipe), $expect, 'a pipe');
    close $pipe;

    # a file name is a file's name
    for my $name ('rm -rf x |', '>out', '-', '<in', ' spaced ') {
        my $named = file($name, "variant $name\nmoves\n");
        my $got = records($named);
        is($got->[0]{game}{variant}, $name, "'$name' names a file");
    }
    ok(!-e File::Spec->catfile($dir, 'out') && !-e 'out', '... and nothing was written');

    # errors
    my $missing = File::Spec->catfile($dir, 'missing');
    eval { $R->new($missing) };
    like($@, qr/\A\Q$missing\E: No such file or directory at /, 'a missing file dies with its name and the reason');
    eval { $R->new($dir) };
    like($@, qr/\A\Q$dir\E: Is a directory at /, 'a folder too');
    open my $write_only, '>', File::Spec->catfile($dir, 'w') or die $!;
    my $unreadable = $R->new($write_only, name => 'w');
    {
        local $SIG{__WARN__} = sub { };    # perl warns of a read on a handle opened for output
        eval { $unreadable->next };
    }
    like($@, qr/\Aw: Bad file descriptor at /, 'a read error dies with the name and the reason, never an end');
    {
        local $SIG{__WARN__} = sub { };
        undef $unreadable;
        close $write_only;
    }
    for my $bad ([undef, qr/no source/], [[], qr/not a reference to ARRAY/], [\undef, qr/the string is undef/]) {
        eval { $R->new($bad->[0]) };
        like($@, $bad->[1], 'a source that is none: ' . $bad->[1]);
    }
    eval { $R->new(\$log, bogus => 1) };
    like($@, qr/unknown option 'bogus'/, 'an unknown option');
    eval { $R->new(\$log, block => 0) };
    like($@, qr/block is a whole number/, 'a block of 0');
    eval { $R->new(\$log, backend => 'C') };
    like($@, qr/backend is XS or PP/, 'an unknown backend');
}

# A byte-order mark where a record begins (files that each begin with one,
# joined) is read past, as at the stream's start: the record's place is
# its line's (its offset that of the mark), its text begins past the mark,
# and its verdict is game_parse's and game_why's of that text. Elsewhere
# (a line inside a record, inside a line) it is a fault, as it was, and its
# message says what it is. In both backends, in blocks of every size.
{
    my $bom = "\xef\xbb\xbf";
    my $rec = "variant brandubh\nmoves d1d3\n";
    # the records as the functions read the stream cut at each record's
    # offset, each past the mark it begins with
    my $by_functions = sub {
        my ($text, @records) = @_;
        my @ends = ((map { $_->{offset} } @records[1 .. $#records]), length $text);
        return [map {
            my ($record, $end) = ($records[$_], $ends[$_]);
            my $from = $record->{offset} + (substr($text, $record->{offset}, 3) eq $bom ? 3 : 0);
            my $chars = substr $text, $from, $end - $from;
            utf8::decode($chars) or die 'not UTF-8';
            my $why = game_why($chars);
            [@{$record}{qw(number line offset)},
             $why ? { code => $why->{code}, line => $record->{line} + $why->{line} - 1, column => $why->{column}, at => $why->{at},
                      message => $why->{message} }
                  : game_parse($chars)];
        } 0 .. $#records];
    };
    my $dump = sub { Data::Dumper->new([@_])->Terse(1)->Useqq(1)->Indent(0)->Sortkeys(1)->Dump };
    my @cases = (
        ['two files that begin with a mark, joined', "$bom$rec$bom$rec", [[1, 1, 0], [2, 3, 31]], 0, 0],
        ['a mark before the third record of three', "$rec$rec$bom$rec", [[1, 1, 0], [2, 3, 28], [3, 5, 56]], 0, 0],
        ['marks with CR LF', "${bom}variant x\r\nmoves d1d3\r\n${bom}variant y\r\nmoves zz\r\n${bom}variant z\r\nmoves\r\n",
         [[1, 1, 0], [2, 3, 26], [3, 5, 50]], 1, 0],
        ['a mark inside a record\'s lines', "$rec${bom}variant x\n${bom}moves d1d3\n", [[1, 1, 0], [2, 3, 28]], 1, 1],
        ['a mark inside a line', "variant x\nmoves d1d3${bom}variant y\nmoves\n", [[1, 1, 0]], 1, 1],
        ['a mark before the first record\'s variant line, after a blank line', "\n${bom}variant x\nmoves\n$rec",
         [[1, 1, 0], [2, 4, 20]], 1, 1],
        ['two marks', "$rec$bom${bom}variant x\nmoves\n", [[1, 1, 0]], 1, 1],
        ['a mark in a start line\'s position, and in its side', "variant x\nstart 3a3/3${bom}a3/3d3/aadkdaa/3d3/3a3/3a3 d\nmoves\n"
         . "variant y\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 ${bom}d\nmoves\n", [[1, 1, 0], [2, 4, 59]], 2, 2],
        ['a mark in a result', "variant x\nmoves\nresult ${bom}agreed\n", [[1, 1, 0]], 1, 1],
        ['a mark past what a message shows', "variant x\nmoves d1d3 12345678901234567890${bom}\n", [[1, 1, 0]], 1, 0],
    );
    for my $case (@cases) {
        my ($name, $text, $places, $refused, $marked) = @$case;
        my (%seen, $functions);
        for my $backend (@backends) {
            for my $block (1 .. 12, 64, 65536) {
                my @got = $R->new(\$text, backend => $backend, block => $block)->all;
                $functions ||= $by_functions->($text, @got);
                $seen{ $dump->([map { [@{$_}{qw(number line offset)}, $_->{fault} || $_->{game}] } @got]) }{"$backend $block"} = 1;
            }
        }
        my ($said) = keys %seen;
        is(scalar keys %seen, 1, "$name: the same records in both backends, in blocks of every size") or diag $dump->(\%seen);
        is($said, $dump->($functions), '... each one as game_parse and game_why read its text, past the mark it begins with');
        is_deeply([map { [@{$_}[0 .. 2]] } @$functions], $places, '... numbered and placed as the stream\'s first is');
        is(scalar(grep { !$_->[3]{moves} } @$functions), $refused, "... $refused refused");
        # a message that quotes a mark says what it is, and how to remove it
        my $note = q{; \x{feff} is a byte-order mark (U+FEFF), which begins some files: where files that each begin}
                 . q{ with one were joined, sed '1s/^\xEF\xBB\xBF//' FILE removes a file's.};
        my @quoting = grep { $_ =~ /'[^']*\\x\{feff\}[^']*'/ } map { $_->[3]{moves} ? () : $_->[3]{message} } @$functions;
        is(scalar @quoting, $marked, "... $marked of them quoting a mark");
        is(substr($_, -length $note), $note, "... which its message says is a byte-order mark, and how to remove it: $_")
            for @quoting;
        # read again from a record's offset (a file seeked there), the same
        my $path = file('marks.txt', $text);
        open my $fh, '<:raw', $path or die $!;
        for my $place (@$places[1 .. $#$places]) {
            seek $fh, $place->[2], 0 or die $!;
            my @again = map { [@{$_}{qw(number line offset)}, $_->{fault} || $_->{game}] }
                        $R->new($fh, number => $place->[0], line => $place->[1], offset => $place->[2])->all;
            is($dump->(\@again), $dump->([@$functions[$place->[0] - 1 .. $#$functions]]), "... read again from record $place->[0]'s offset");
        }
        close $fh;
    }
    # one record: the whole stream, a mark inside it
    for my $backend (@backends) {
        my @one = $R->new(\"$bom$rec$bom$rec", backend => $backend, one_record => 1)->all;
        is_deeply([scalar @one, @{ $one[0]{fault} }{qw(code line column)}], [1, 'line', 3, 1],
                  "$backend: one_record: a mark before a later variant line is inside the record");
    }
}

# Back to a record by its offset.
{
    my $path = file('seek.txt', $log);
    my @records = $R->new($path)->all;
    open my $fh, '<:raw', $path or die $!;
    for my $record (reverse @records) {
        seek $fh, $record->{offset}, 0 or die $!;
        my $again = $R->new($fh)->next;
        my $wanted = $record->{fault} ? $record->{fault}{code} : $record->{game};
        my $found = $again->{fault} ? $again->{fault}{code} : $again->{game};
        is_deeply($found, $wanted, "record $record->{number}: read again from its offset");
    }
}

# The head option: bytes already read, read first.
{
    open my $fh, '<', \$log or die $!;
    read $fh, my $head, 20;
    is_deeply(records($fh, head => $head), records(\$log), 'head: what was read first, read first');
}

# The XS scanner against the PP one: random streams, long lines of every
# kind, read in blocks of random sizes.
SKIP: {
    skip 'the XS backend is not in use', 1 unless @backends == 2;
    my $seed = $ENV{BRANDUBH_SEED} || time;
    srand $seed;
    note "seed $seed";
    my %long = Brandubh::Streams::long_kinds();
    my @streams = ((map { Brandubh::Streams::random_stream() } 1 .. 150), @long{ sort keys %long },
                   (map { my $t = Brandubh::Gen::mutate($long{ (sort keys %long)[rand keys %long] }); utf8::encode($t); $t } 1 .. 60));
    # and a fault of every code, each at the start, the middle and the end
    # of a stream, and the stream's own faults
    my @faults = ("zz\n", "variant x\nvariant y\n", "variant \nmoves\n", "variant x\nstart 8/ a\nmoves\n",
                  "variant x\nmoves D1d3\n", "variant x\nmoves\nresult won\n", "variant x\n", "moves\n",
                  "variant x\nmoves \xff\n");
    my $good = "variant ok\nmoves d1d3\n";
    push @streams, map { ($_, "$good$_$good", "$good$good$_") } @faults;
    push @streams, '', "\xef\xbb\xbf", " \n\t\n", "variant x\rmoves\r", "\xef\xbb\xbf$good\r\n";
    # streams that each begin with a byte-order mark, joined
    push @streams, map { join '', map { "\xef\xbb\xbf$_\n" } map { Brandubh::Streams::random_stream() } 1 .. 3 } 1 .. 20;
    my ($same, @differ, %codes) = (0);
    local $Data::Dumper::Sortkeys = 1;
    local $Data::Dumper::Useqq = 1;
    for my $i (0 .. $#streams) {
        my $text = $streams[$i];
        my %opt = (block => 1 + int rand 90, games => rand() < 0.7 ? 1 : 0, one_record => rand() < 0.1 ? 1 : 0);
        my ($xs, $pp) = map { Data::Dumper::Dumper(records(\$text, %opt, backend => $_)) } qw(XS PP);
        my $whole = Data::Dumper::Dumper(records(\$text, %opt, backend => 'XS', block => 1 << 20));
        if ($xs eq $pp && $whole eq $pp) { $same++ }
        else { push @differ, $i }
        $codes{ $_->{fault}{code} }++ for grep { $_->{fault} } @{ records(\$text, %opt, backend => 'XS') };
    }
    is_deeply([sort keys %codes], [sort qw(line twice variant start move result missing encoding empty line-ends)],
              'the streams hold a fault of every code');
    is(scalar @differ, 0, "the XS and PP scanners agree on $same streams, in blocks of every size")
        or diag Data::Dumper::Dumper([map { $streams[$_] } @differ[0 .. ($#differ < 2 ? $#differ : 2)]]);
}

# Threads: a reader is read in its own thread; another dies saying so.
SKIP: {
    require Config;
    skip 'no ithreads', 2 unless $Config::Config{useithreads} && eval { require threads; 1 };
    my $r = $R->new(\$log);
    $r->next;
    my $said = threads->create(sub { my $x = eval { $r->next; 1 }; $x ? 'read' : $@ })->join;
    if (Game::Brandubh::Notation::BACKEND() eq 'XS') {
        like($said, qr/a reader is read in the thread that made it/, 'a reader in another thread dies, saying why');
    }
    else {
        is($said, 'read', 'a PP reader in another thread reads its copy');
    }
    is($r->next->{number}, 2, '... and reads on in its own');
}

# The SYNOPSIS, run as it is written, in a folder of its files.
{
    my $pm = File::Spec->catfile($FindBin::Bin, '..', '..', 'lib', 'Game', 'Brandubh', 'Notation', 'Reader.pm');
    my $pod = do { open my $fh, '<', $pm or die $!; local $/; <$fh> };
    my ($synopsis) = $pod =~ /^=head1 SYNOPSIS\n(.*?)^=head1/ms or die 'no SYNOPSIS';
    $synopsis =~ s/^    //mg;
    require Cwd;
    my $back = Cwd::getcwd();
    my $here = tempdir(CLEANUP => 1);
    chdir $here or die $!;
    open my $log_fh, '>:raw', 'server.log' or die $!;
    print {$log_fh} $log;
    close $log_fh or die $!;
    my $have_gzip = eval { require IO::Compress::Gzip; 1 } && system('gzip --version >/dev/null 2>&1') == 0;
    SKIP: {
        skip 'no gzip here', 3 unless $have_gzip;
        IO::Compress::Gzip::gzip(\$log => 'day.log.gz') or die 'gzip';
        my $printed = '';
        my $result = do {
            open my $out, '>', \$printed or die;
            my $old = select $out;
            my $r = eval "package Reader::Synopsis; $synopsis;\n"
                . '+{ counts => $counts, first => $first, last => $last }';
            select $old;
            $r;
        };
        is($@, '', 'the SYNOPSIS runs');
        like($printed, qr/\Arecord 1, line 1: brandubh, 2 moves\nserver\.log:5:7: record 2: move: 'D1d3' [^\n]*\nrecord 3, line 6: caf/,
             '... and prints the refused record, the games') or diag $printed;
        is_deeply([$result->{counts}{records}, $result->{first}{number}, $result->{last}{game}{variant}],
                  [3, 1, "caf\x{e9}"], '... counts the log through a pipe, and reads the last record again by its offset');
    }
    chdir $back or die $!;
}

is_deeply(\@warnings, [], 'no warnings');
done_testing;
