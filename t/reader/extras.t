# What the Reader says of a refused record besides its fault (refused_text,
# partial): the same in both backends, in blocks of every size, and what
# the functions read of the record's text: text, its first bytes past a
# byte-order mark; moves_before, the stored moves game_parse reads of its
# moves line before its fault, white space as the text read as UTF-8 has it.
use strict;
use warnings;
use Test::More;
use FindBin;
use Data::Dumper ();
use Encode ();
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Brandubh::Test;
use Brandubh::Streams ();
use Game::Brandubh::Notation qw(game_parse);
use Game::Brandubh::Notation::Why qw(game_why);
use Game::Brandubh::Notation::Reader ();

my $R = 'Game::Brandubh::Notation::Reader';
my @backends = Game::Brandubh::Notation::BACKEND() eq 'XS' ? qw(XS PP) : qw(PP);
my $ALL = 1 << 30;      # a refused_text that holds any record whole (1 << 40 is 0 with 32-bit integers)

sub dumped { return Data::Dumper->new([@_])->Terse(1)->Useqq(1)->Indent(0)->Sortkeys(1)->Dump }

# The moves_before the functions give a refused record of these bytes (the
# record's own, past a byte-order mark): its lines to its fault's, that
# one cut at the fault, each read as UTF-8 (to a byte that is no
# character); the first that is a moves line; of it, the moves game_parse
# reads up to the piece game_why refuses.
# (Each answer is kept: a record is read in many backends and blocks.)
my %moves_read;
sub moves_read {
    my ($record, $bytes) = @_;
    my $fault = $record->{fault};
    my $key = join ' ', $fault->{line} - $record->{line}, $fault->{column}, $bytes;
    return $moves_read{$key} ||= moves_read_once($record, $bytes);
}

sub moves_read_once {
    my ($record, $bytes) = @_;
    my $fault = $record->{fault};
    my @lines = split /\n/, $bytes, -1;
    my $last = $fault->{line} - $record->{line};
    for my $i (0 .. ($last < $#lines ? $last : $#lines)) {
        my $octets = $lines[$i];
        my $line = Encode::decode('utf8', $octets, Encode::FB_QUIET);
        $line =~ s/\r\z//;
        $line = substr $line, 0, $fault->{column} - 1 if $i == $last;
        next unless $line =~ /\Amoves(?: |\z)/;
        my $text = "variant x\n$line\n";
        if (my $why = game_why($text)) {
            return "game_why says $why->{code} at $why->{line}" unless $why->{code} eq 'move' && $why->{line} == 2;
            $text = "variant x\n" . substr($line, 0, $why->{column} - 1) . "\n";
        }
        my $game = game_parse($text);
        return $game ? $game->{moves} : 'game_parse refuses ' . dumped($text);
    }
    return [];
}

# The refused records of a stream, as a backend reads it in blocks of a
# size, each with its bytes (to the next record, or the end; past the
# byte-order mark it begins with, at the stream's start or at its variant
# line, which is no part of it).
sub refused {
    my ($text, $backend, $block, %opt) = @_;
    my @records = $R->new(\$text, backend => $backend, block => $block, partial => 1, %opt)->all;
    my @ends = ((map { $_->{offset} } @records[1 .. $#records]), length $text);
    my @refused;
    for my $k (grep { $records[$_]{fault} } 0 .. $#records) {
        my $from = $records[$k]{offset} + (substr($text, $records[$k]{offset}, 3) eq "\xef\xbb\xbf" ? 3 : 0);
        push @refused, [$records[$k], substr $text, $from, $ends[$k] - $from];
    }
    return \@refused;
}

# Each refused record of the stream, in each backend and in blocks of each
# size (from the first byte on: with otg => 0, no first bytes are read
# whole to look for an .otg record), its moves_before, what the functions
# read (and, when given, the moves said), and its text, its bytes.
sub extras_are {
    my ($name, $text, $blocks, $moves) = @_;
    my %seen;
    for my $backend (@backends) {
        for my $block (map { ($_, "$_ otg 0") } @$blocks) {
            my $records = refused($text, $backend, $block =~ /(\d+)/, refused_text => $ALL, $block =~ /otg/ ? (otg => 0) : ());
            my (@got, @read, @bytes);
            for (@$records) {
                my ($record, $bytes) = @$_;
                push @got, $record->{moves_before};
                push @read, moves_read($record, $bytes);
                push @bytes, [$record->{text} eq $bytes ? 'the bytes' : $record->{text}, $record->{text_cut}];
            }
            $seen{ dumped(\@got) }{"$backend $block"} = 1;
            is_deeply(\@got, \@read, "$name: $backend, blocks of $block: moves_before as the functions read the text")
                or diag dumped(\@got);
            is_deeply(\@got, [$moves], '... the moves said') if $moves && @$records == 1;
            is_deeply(\@bytes, [map { ['the bytes', 0] } @bytes], '... and the text, the record\'s bytes');
        }
    }
    is(scalar keys %seen, 1, "$name: one answer in every backend and block")
        or diag dumped(\%seen);
    return;
}

# 1. An encoding fault after the record's first fault: moves_before is
# read up to the encoding fault (the record's fault), whatever came first,
# in blocks of every size.
{
    my $blocks = [16, 64, 100, 4096, 65536, 1 << 20];
    extras_are('the issue\'s record', "variant brandubh\nfoo\n" . (" \n" x 40000) . "moves d1d3 \xff\n", $blocks, ['d1d3']);
    my $moves = join ' ', ('d1d3') x 40;
    my $small = [1 .. 12, 20, 64, 65536];
    extras_are('a fault, then moves and an encoding fault on a line', "variant x\nfoo\nmoves d1d3 c1c2 \xff\n", $small, ['d1d3', 'c1c2']);
    extras_are('... the encoding fault inside a piece', "variant x\nfoo\nmoves d1d3 c1c2\xffa1a2\n", $small, ['d1d3', 'c1c2']);
    extras_are('... on a later line', "variant x\nfoo\nmoves d1d3 c1c2\nbar\n\xff\n", $small, ['d1d3', 'c1c2']);
    extras_are('... after a piece that is no move', "variant x\nfoo\nmoves d1d3 zz c1c2\n\xff\n", $small, ['d1d3']);
    extras_are('... before the moves line', "variant x\nfoo\n\xff\nmoves d1d3\n", $small, []);
    extras_are('... a moves line longer than a block', "variant x\nfoo\nmoves $moves \xff\n", $small, [('d1d3') x 40]);
    extras_are('... with CR LF', "variant x\r\nfoo\r\nmoves d1d3 c1c2\r\n\xff\r\n", $small, ['d1d3', 'c1c2']);
    extras_are('... a second moves line', "variant x\nfoo\nmoves d1d3\nmoves c1c2\n\xff\n", $small, ['d1d3']);
    extras_are('... a line that is no moves line', "variant x\nfoo\nmoves\r\rd1d3\nmovesd1d3\nmoves\td1d3\nmoves c1c2 \xff\n", $small, ['c1c2']);
    extras_are('... the fault on the moves line', "variant x\nmoves d1d3 zz c1c2\n\xff\n", $small, ['d1d3']);
    extras_are('... a byte-order mark, and no variant line', "\xef\xbb\xbfmoves d1d3 zz\n\xff\n", $small, ['d1d3']);
    extras_are('records one after another',
               "variant a\nfoo\nvariant b\nfoo\nmoves d1d3\n\xff\nvariant c\nmoves c1c2 zz\nvariant d\nmoves a1a2\n\xff", $small);
}

# 2. refused_text after a byte-order mark: its first bytes past the mark,
# as many as asked, in records and as one record.
{
    my $record = "variant brandubh\nmoves zz\n";
    for my $backend (@backends) {
        for my $one (0, 1) {
            for my $block (1, 2, 3, 4, 5, 65536) {
                for my $n (1 .. 6, 16, 25 .. 27, 100) {
                    my $got = $R->new(\"\xef\xbb\xbf$record", backend => $backend, block => $block, refused_text => $n,
                                      one_record => $one)->next;
                    is_deeply([$got->{text}, $got->{text_cut}], [substr($record, 0, $n), $n < length $record ? 1 : 0],
                              "refused_text => $n after a byte-order mark: $backend, one_record $one, blocks of $block");
                }
            }
        }
    }
    extras_are('a byte-order mark, then records', "\xef\xbb\xbfvariant a\nmoves zz\nvariant b\nmoves d1d3 x\n", [1 .. 5, 65536]);
    # a mark where a later record begins (files that each begin with one,
    # joined) is read past, as at the stream's start: the record's text
    # begins past it; one inside a record is its text
    extras_are('a byte-order mark before each record',
               "\xef\xbb\xbfvariant a\nmoves d1d3 zz\n\xef\xbb\xbfvariant b\nmoves c1c2 x\n\xef\xbb\xbfvariant c\r\nmoves a1a2 \xff\r\n",
               [1 .. 12, 64, 65536]);
    extras_are('... one inside a record', "variant a\nmoves d1d3\n\xef\xbb\xbfmoves c1c2\n\xef\xbb\xbfvariant b\n\xef\xbb\xbfmoves a1a2\n",
               [1 .. 12, 64, 65536]);
    for my $n (1 .. 6, 16, 25 .. 27, 100) {
        for my $backend (@backends) {
            my @text = map { [$_->{text}, $_->{text_cut}] }
                       $R->new(\"variant a\nmoves\n\xef\xbb\xbfvariant brandubh\nmoves zz\n", backend => $backend, block => 3,
                               refused_text => $n)->all;
            is_deeply($text[1], [substr("variant brandubh\nmoves zz\n", 0, $n), $n < 26 ? 1 : 0],
                      "refused_text => $n after a byte-order mark before a later record: $backend");
        }
    }
    # the stream's own fault (blank lines, lines that end with a carriage
    # return alone): its bytes, the whole stream's
    for my $text (" \n\t\n", "\xef\xbb\xbf \n", "variant x\rmoves d1d3\r", "\xef\xbb\xbfvariant x\rmoves\r") {
        extras_are('the stream\'s own fault, ' . dumped($text), $text, [1 .. 4, 65536], []);
    }
}

# 3. White space past ASCII on a moves line: the record is read as UTF-8,
# so each character that Perl's \s matches in a string of characters parts
# its pieces, as game_parse reads the text decoded (and not as it reads
# the bytes, where they are no white space).
{
    my $space = qr/\s/;
    for my $code (0x85, 0xA0, 0x1680, 0x180E, 0x2000 .. 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xE9, 0x263A) {
        my $char = chr $code;
        utf8::upgrade($char);
        my $is_space = $char =~ $space ? 1 : 0;
        utf8::encode(my $bytes = $char);
        my $line = "moves d1d3${bytes}a4a5 b2b3";
        my $game = do { my $text = "variant brandubh\n$line\n"; utf8::decode($text); game_parse($text) };
        is_deeply($game ? $game->{moves} : [], $is_space ? ['d1d3', 'a4a5', 'b2b3'] : [],
                  sprintf 'U+%04X: game_parse reads the text decoded as %s', $code, $is_space ? 'three moves' : 'no game');
        is(game_parse("variant brandubh\n$line\n"), undef, '... and its bytes as no game');
        my $name = sprintf 'U+%04X', $code;
        extras_are("$name, the fault on a later line", "variant brandubh\n$line\nfoo\n", [1, 2, 3, 7, 65536],
                   $is_space ? ['d1d3', 'a4a5', 'b2b3'] : []);
        extras_are("$name, a piece that is no move after it", "variant brandubh\nmoves d1d3${bytes}a4a5 zz\n", [1, 3, 65536],
                   $is_space ? ['d1d3', 'a4a5'] : []);
        extras_are("$name, a byte that is no character after it", "variant brandubh\nmoves d1d3${bytes}a4a5 \xff\n", [1, 3, 65536],
                   $is_space ? ['d1d3', 'a4a5'] : []);
        extras_are("$name, then a byte that is no character", "variant brandubh\nmoves d1d3 a4a5${bytes}\xff\n", [1, 3, 65536],
                   $is_space ? ['d1d3', 'a4a5'] : ['d1d3']);
    }
}

# The extras of random streams and long lines of every kind, some after a
# byte-order mark: the same in both backends, and as the functions read
# each record.
{
    my $seed = $ENV{BRANDUBH_SEED} || time;
    srand $seed;
    note "seed $seed";
    my %long = Brandubh::Streams::long_kinds();
    my @streams = ((map { Brandubh::Streams::random_stream() } 1 .. how_many(undef, 20, 60)), @long{ sort keys %long });
    $_ = "\xef\xbb\xbf$_" for grep { rand() < 0.2 } @streams;
    # and files that each begin with one, joined
    push @streams, map { join '', map { "\xef\xbb\xbf$_\n" } map { Brandubh::Streams::random_stream() } 1 .. 3 } 1 .. how_many(undef, 4, 10);
    my $k = 0;
    extras_are('stream ' . $k++, $_, [1 + int rand 90, 65536]) for @streams;
}

done_testing;
