# Game::Brandubh::Notation::Reader with part => N: a record of more than
# N moves given in parts, whose moves put together are the whole read's
# game, each part with the game's start and the result in the last; a
# record of N moves or fewer, a refused record, an .otg record, each the
# item the whole read gives. Both backends, on the example records, the
# long lines of every kind, random streams, and generated records of 0 to
# 200 moves with faults put in at random places, read in blocks of random
# sizes, for N of 1, 2, 3, 7 and 1000.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Brandubh::Gen ();
use Brandubh::Streams ();
use Game::Brandubh::Notation qw(SETUP);
use Game::Brandubh::Notation::Reader ();

my @warnings;
$SIG{__WARN__} = sub { push @warnings, @_ };
my $R = 'Game::Brandubh::Notation::Reader';
my @backends = Game::Brandubh::Notation::BACKEND() eq 'XS' ? qw(XS PP) : qw(PP);
my @N = (1, 2, 3, 7, 1000);

sub square { chr(97 + int rand 7) . (1 + int rand 7) }

# A record of 0 to 200 stored moves, as 0.01 writes them or in the other
# forms the reader takes (a start line, a result, lines in another order,
# CR LF, white space past ASCII between moves, a byte-order mark); with
# $fault, something wrong put at a random place.
sub record {
    my ($fault) = @_;
    my @moves = map { square() . square() } 1 .. int rand 201;
    my $gap = rand() < 0.1 ? "\xe3\x80\x80" : rand() < 0.1 ? "  \t" : ' ';
    my %line = (variant => 'variant ' . Brandubh::Gen::pick('brandubh', 'brandubh', "caf\xc3\xa9", 'x y'),
                moves => join($gap, 'moves', @moves));
    $line{start} = 'start ' . Brandubh::Gen::pick(Brandubh::Gen::position(), SETUP) if rand() < 0.4;
    $line{result} = 'result ' . Brandubh::Gen::pick('agreed', 'resign attackers', 'resign defenders') if rand() < 0.5;
    my @order = grep { $line{$_} } rand() < 0.8 ? qw(start moves result) : qw(result moves start);
    my @lines = ($line{variant}, map { $line{$_} } @order);
    if ($fault) {
        my $kind = int rand 7;
        my $i = 1 + int rand(@moves + 1);
        my $bad = Brandubh::Gen::pick('d4d9', 'Kd4-d1', 'zz', 'd4d1x', "d4\xc3\xa9d", "d4d1\xff", '1.');
        if ($kind == 0) { $lines[-1] = $line{moves} = join ' ', 'moves', @moves[0 .. $i - 2], $bad, @moves[$i - 1 .. $#moves] }
        elsif ($kind == 1) { $line{moves} .= " $bad" }                        # a bad token at the end
        elsif ($kind == 2) { push @lines, 'result resign nobody' }
        elsif ($kind == 3) { push @lines, 'start 7/7/7/8/7/7/7 a' }
        elsif ($kind == 4) { push @lines, Brandubh::Gen::pick('junk after', 'moves a1a2', ' moves') }
        elsif ($kind == 5) { splice @lines, 1, 0, "start 7/7/7/3k3/7/7/a6 x" }
        else { @lines = grep { !/\Avariant/ } @lines; unshift @lines, 'variant' }
        # (the moves line as it is now)
        @lines = map { /\Amoves/ ? $line{moves} : $_ } @lines if $kind == 1;
    }
    my $eol = rand() < 0.2 ? "\r\n" : "\n";
    my $text = join($eol, @lines) . Brandubh::Gen::pick($eol, $eol, '', "$eol$eol");
    $text = "\xEF\xBB\xBF$text" if rand() < 0.05;
    return $text;
}

# The items of a read with part => N put together: each record's parts
# made one item again, checked as they come (a failed check dies, saying
# which), the others as they are.
sub rebuilt {
    my ($n, @items) = @_;
    my (@out, $open);
    for my $item (@items) {
        if (!exists $item->{part}) {
            die "a record's parts do not end with its last\n" if $open;
            die "a record given whole has more than $n moves\n" if $item->{game} && @{ $item->{game}{moves} } > $n;
            push @out, $item;
            next;
        }
        my $model = $item->{model};
        my $keys = join ',', sort keys %$item;
        my $want = join ',', sort qw(line model number offset part), $item->{last} ? 'last' : (),
                                  $item->{last} && $item->{note} ? 'note' : ();
        die "a part's keys are $keys, not $want\n" if $keys ne $want;
        if (!$open) {
            die "the first part is part $item->{part}\n" if $item->{part} != 1;
            $open = { %$item, model => { %$model, game => { %{ $model->{game} }, moves => [@{ $model->{game}{moves} }] } } };
        }
        else {
            die "part $item->{part} after part $open->{part}\n" if $item->{part} != $open->{part} + 1;
            die "a part's place is not its record's\n"
                if join(',', @{$item}{qw(number line offset)}) ne join(',', @{$open}{qw(number line offset)});
            die "a part's variant, start or first side is not the game's\n"
                if join(',', @{ $model->{game} }{qw(variant start)}, $model->{first})
                ne join(',', @{ $open->{model}{game} }{qw(variant start)}, $open->{model}{first});
            push @{ $open->{model}{game}{moves} }, @{ $model->{game}{moves} };
            $open->{part} = $item->{part};
        }
        if (!$item->{last}) {
            die 'a part but the last has ' . @{ $model->{game}{moves} } . " moves, not $n\n" if @{ $model->{game}{moves} } != $n;
            die "a part but the last has a result, notes or a winner\n"
                if defined $model->{game}{result} || %{ $model->{notes} } || exists $model->{winner};
            next;
        }
        die "the last part has more than $n moves\n" if @{ $model->{game}{moves} } > $n;
        my $whole = { number => $item->{number}, line => $item->{line}, offset => $item->{offset} };
        $whole->{note} = $item->{note} if $item->{note};
        $whole->{model} = { %$model, game => { %{ $model->{game} }, moves => $open->{model}{game}{moves} } };
        $whole->{game} = $whole->{model}{game};
        push @out, $whole;
        undef $open;
    }
    die "the last record's parts do not end with its last\n" if $open;
    return \@out;
}

# The stream read whole and in parts of each N, the two the same; and the
# counts.
my %seen = (parts => 0, faults => 0, whole => 0);
sub same {
    my ($bytes, $label, %opt) = @_;
    for my $backend (@backends) {
        my $block = 1 + int rand(rand() < 0.5 ? 64 : 5000);
        my $reader = $R->new(\$bytes, model => 1, backend => $backend, block => $block, %opt);
        my @whole = $reader->all;
        my $counts = $reader->counts;
        for my $n (@N) {
            my $parted = $R->new(\$bytes, model => 1, part => $n, backend => $backend, block => $block, %opt);
            my @items = eval { $parted->all };
            ok(!$@, "$backend, part $n: $label: read") or return diag $@, explain { bytes => $bytes };
            $seen{parts} += grep { $_->{part} } @items;
            $seen{faults} += grep { $_->{fault} } @items;
            $seen{whole} += grep { $_->{game} } @items;
            my $what = "$backend, part $n, block $block: $label";
            my $got = eval { rebuilt($n, @items) };
            ok($got, "$what: the parts are well formed") or return diag $@, explain { bytes => $bytes, items => \@items };
            is_deeply([$got, $parted->counts, $parted->eof], [\@whole, $counts, 1],
                      "$what: the records and counts of the whole read")
                or return diag explain { bytes => $bytes, got => $got, whole => \@whole };
        }
    }
    return 1;
}

# the example records
my $games = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir, 'examples', 'games');
opendir my $dh, $games or die "$games: $!";
for my $name (sort grep { /\.txt\z/ } readdir $dh) {
    open my $fh, '<:raw', "$games/$name" or die "$games/$name: $!";
    my $bytes = do { local $/; <$fh> };
    same($bytes, "examples/games/$name");
    same($bytes, "examples/games/$name, one record", one_record => 1);
}
closedir $dh;

# long lines of every kind, and random streams
my %long = Brandubh::Streams::long_kinds(30);
same($long{$_}, $_) for sort keys %long;
same(Brandubh::Streams::random_stream(), "random stream $_") for 1 .. how_many(undef, 15, 40);

# generated records, one after another, some refused
for my $i (1 .. how_many(undef, 40, 150)) {
    my $bytes = join '', map { my $text = record(rand() < 0.3); $text =~ /\n\z/ ? $text : "$text\n" } 1 .. 1 + int rand 4;
    same($bytes, "generated stream $i") or last;
}
# a record alone, as its last bytes leave it (no line feed), and faults
# late in a long moves line
for my $i (1 .. how_many(undef, 10, 30)) {
    same(record(rand() < 0.5), "generated record $i") or last;
}
# the options that say more of a record, and a stream read from its middle
for my $i (1 .. how_many(undef, 8, 20)) {
    my $bytes = join "\n", map { record(rand() < 0.4) } 1 .. 3;
    same($bytes, "generated stream $i, refused_text and partial", refused_text => 40, partial => 1) or last;
    same($bytes, "generated stream $i, from record 5", number => 5, line => 10, offset => 100) or last;
    same($bytes, "generated stream $i, replay", replay => Brandubh::Gen::pick(1, 'note')) or last;
}
# a record that replays, long enough for parts, and one its moves contradict
{
    my $played = "variant brandubh\nmoves " . join(' ', Brandubh::Gen::played_moves(undef, 40)) . "\nresult agreed\n";
    same($played, 'a record a replay plays', replay => 1);
    same("$played${played}variant x\nmoves d1d2 d4d1 a1a2 a1a3\n", 'a replay noted', replay => 'note');
}
# the stream's own faults, and an .otg record (read whole)
same($_, 'a stream that is its own fault') for '', "  \n", "variant x\rmoves d1d2 a1a2\r";
{
    my $otg = "[name:x]\n[captures:unstated]\n1. d1-d2 a1-a2\n2. d2-d1 a2-a1\n";
    same($otg, 'an .otg record');
}
ok($seen{parts} && $seen{faults} && $seen{whole}, 'parts, faults and whole records were read')
    or diag explain \%seen;

# the option refused as the others are
for my $backend (@backends) {
    my $text = "variant x\nmoves d1d2\n";
    for my $bad ('x', -1, '1.5', '') {
        ok(!eval { $R->new(\$text, model => 1, part => $bad, backend => $backend); 1 }, "$backend: part => '$bad' is refused");
        like($@, qr/part is a whole number of moves/, '... saying why');
    }
    ok(!eval { $R->new(\$text, part => 2, backend => $backend); 1 }, "$backend: part without model is refused");
    like($@, qr/not without model => 1/, '... saying why');
    my $r = $R->new(\$text, model => 1, part => 0, backend => $backend);
    is_deeply([$r->all], [$R->new(\$text, model => 1, backend => $backend)->all], "$backend: part => 0 reads whole");
    $r = $R->new(\$text, model => 1, part => 2, backend => $backend);
    ok(!eval { $r->next_game; 1 }, "$backend: next_game is refused with part");
    like($@, qr/next_game reads whole games/, '... saying why');
    # with accepted => 0, the records given are whole
    my $two = "variant x\nmoves d1d2 d2d1 d1d2\nvariant y\nmoves a1a2 q\n";
    is_deeply([$R->new(\$two, model => 1, part => 1, accepted => 0, backend => $backend)->all],
              [$R->new(\$two, model => 1, accepted => 0, backend => $backend)->all], "$backend: accepted => 0, as without part");
}

# a record of many moves is never held whole: its moves read back a part at
# a time (the memory itself: bench/record-memory.sh)
if ($ENV{EXTENDED_TESTING} && -r '/proc/self/status') {
    for my $backend (grep { $_ eq 'XS' } @backends) {
        my $big = "variant brandubh\nmoves" . (' d2b2 d3c3 b2d2 c3d3' x 250_000) . "\nresult agreed\n";    # 5 MB
        my $before = peak();
        my $r = $R->new(\$big, model => 1, part => 4096, backend => $backend);
        my ($parts, $moves) = (0, 0);
        while (my $item = $r->next) {
            $parts++;
            $moves += @{ $item->{model}{game}{moves} };
        }
        is_deeply([$parts, $moves], [245, 1_000_000], "$backend: a record of a million moves in 245 parts");
        cmp_ok(peak() - $before, '<', 12 * 1024, "$backend: ... read in under 12 MB more than its text");
    }
}
# Under -T, the moves given in parts are as the whole read's: never
# tainted (the whole read's are made by the scanner that judged them),
# though the moves past a part are kept in a temporary file and read back;
# of a string of the program's, and of a file.
{
    my @inc = map { qq{"-I$_"} } grep { !ref } @INC;
    my $file = File::Spec->catfile(File::Spec->tmpdir, "parts-taint-$$.txt");
    my $text = "variant brandubh\nmoves" . (' d2b2 d3c3 b2d2 c3d3' x 5) . "\nresult agreed\n";
    open my $out, '>', $file or die "$file: $!";
    print {$out} $text;
    close $out;
    my $program = File::Spec->catfile(File::Spec->tmpdir, "parts-taint-$$.pl");
    open my $code, '>', $program or die "$program: $!";
    print {$code} <<'EOF';
use Scalar::Util qw(tainted);
use Game::Brandubh::Notation::Reader;
my ($file, $backend) = @ARGV;
open my $fh, '<', $file or die $!;
my $text = "variant brandubh\nmoves" . (' d2b2 d3c3 b2d2 c3d3' x 5) . "\nresult agreed\n";
for my $source ([string => \$text], [file => $fh]) {
    for my $part (0, 3) {
        seek $fh, 0, 0;
        my $r = Game::Brandubh::Notation::Reader->new($source->[1], model => 1, part => $part, backend => $backend);
        my @t;
        while (my $item = $r->next) { push @t, map { tainted($_) ? 1 : 0 } @{ $item->{model}{game}{moves} } }
        print "$source->[0] part $part: @t\n";
    }
}
EOF
    close $code;
    my $clean = join ' ', (0) x 20;
    for my $backend (@backends) {
        my $said = qx{"$^X" -T @inc "$program" "$file" $backend 2>&1};
        is($said, "string part 0: $clean\nstring part 3: $clean\nfile part 0: $clean\nfile part 3: $clean\n",
           "$backend, under -T: the parts' moves untainted as the whole read's, of a string and of a file");
    }
    unlink $file, $program;
}

sub peak {
    open my $fh, '<', '/proc/self/status' or return 0;
    my ($kb) = map { /^VmHWM:\s+(\d+)/ ? $1 : () } <$fh>;
    return $kb || 0;
}

is_deeply(\@warnings, [], 'no warnings');
done_testing;
