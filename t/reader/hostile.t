# Game::Brandubh::Notation::Reader tried as a hostile world tries it: copies
# of a reader, a reader dropped inside its own next, reads that fail, die,
# would block or give what is no count, a live pipe, a refused line that
# is long, odd blocks, a byte-order mark before an .otg record. Each case
# runs in a child process (a crash is a failure, never a lost test file),
# in both backends where a backend applies.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Child qw(run_program);
use Game::Brandubh::Notation ();
use File::Spec ();
use POSIX ();

our @backends = Game::Brandubh::Notation::BACKEND() eq 'XS' ? ('XS', 'PP') : ('PP');

my $common = <<'EOF';
use Game::Brandubh::Notation::Reader;
our $backend = shift @ARGV;
$SIG{__WARN__} = sub { print "WARNING: $_[0]" };
sub reader { Game::Brandubh::Notation::Reader->new(@_, backend => $backend) }
sub said {
    my ($r) = @_;
    return 'undef' unless $r;
    return "record $r->{number} line $r->{line}: " . ($r->{fault} ? "$r->{fault}{code} at $r->{fault}{line}:$r->{fault}{column}"
                                                                  : scalar(@{ $r->{game}{moves} }) . ' moves');
}
# A handle whose reads are the pieces given, each a string, a number, or a
# code ref run as the read (its answer the read's), through a tie.
{
    package Pieces;
    sub TIEHANDLE { my ($class, @pieces) = @_; bless [@pieces], $class }
    sub READ {
        my $self = shift;
        my $piece = shift @$self;
        return 0 unless defined $piece;
        return $piece->(@_) if ref $piece eq 'CODE';
        $_[0] = '' unless defined $_[0];
        substr($_[0], $_[2] || 0) = $piece;
        return length $piece;
    }
    sub EOF { !@{ $_[0] } }
    sub CLOSE { 1 }
}
use Symbol ();
sub pieces { my $fh = Symbol::gensym(); tie *$fh, 'Pieces', @_; return $fh }
EOF

sub child_is {
    my ($name, $code, $expected) = @_;
    for my $backend (@backends) {
        local @ARGV;
        my $out = run_program($common . "BEGIN { \@ARGV = ('$backend') }\n" . $code);
        is($out, $expected, "$name ($backend)");
    }
}

my $records = join '', map { "variant v$_\nmoves d1d3\n" } 1 .. 6;

# 1. Copies. A reader that has begun cannot be copied: dclone and Storable
# say so, a copy of its hash is refused when read, and the reader itself
# reads on; never a crash, never a scanner shared.
for my $backend (grep { $_ eq 'XS' } @backends) {
    my $out = run_program($common . "BEGIN { \@ARGV = ('XS') }\n" . <<'EOF');
use Storable qw(dclone freeze);
my $text = join '', map { "variant v$_\nmoves d1d3\n" } 1 .. 6;
my $r = reader(\$text);
print said($r->next), "\n";
print eval { dclone($r); 1 } ? "dclone copied\n" : "dclone: $@";
print eval { freeze($r); 1 } ? "freeze copied\n" : "freeze: $@";
my $c = bless { %$r }, ref $r;
print eval { $c->next; 1 } ? "the copy read\n" : "the copy: $@";
undef $c;
print said($r->next), "\n";
print said($r->next), "\n";
EOF
    like($out, qr/\Arecord 1 line 1: 1 moves\ndclone: .*cannot be copied.*\nfreeze: .*cannot be copied.*\nthe copy: .*cannot be copied.*\nrecord 2 line 3: 1 moves\nrecord 3 line 5: 1 moves\nexit 0\n\z/,
         'a reader that has begun: dclone, freeze and a copy of its hash refused, the reader reads on (XS)');
}

# 2. A reader freed inside its own next: the program's last reference is
# dropped by the read (a tied READ), and the call ends as if it had not been.
child_is('a reader dropped by its own read', <<'EOF', "record 1 line 1: 1 moves\nthe reader is gone\nexit 0\n");
our $reader;
my $fh = pieces("variant a\nmoves d1d3\nvar", sub { undef $main::reader; substr($_[0], $_[2] || 0) = "iant b\nmoves d1d3\n"; 21 });
$reader = reader($fh, block => 16);
print said($reader->next), "\n";
print $reader ? "the reader is here\n" : "the reader is gone\n";
EOF

# ... and one dropped by a read that is not its call's last: the call reads
# on, as the reader it was called on, and gives the record it would have.
child_is('a reader dropped by a read, then read on', <<'EOF', "record 1 line 1: 1 moves\nrecord 2 line 3: 1 moves\nthe reader is gone\nexit 0\n");
our $reader;
my $fh = pieces("variant a\nmoves d1d3\n", "variant b\nmo",
                sub { undef $main::reader; substr($_[0], $_[2] || 0) = "ves d1d3\n"; 9 }, "variant c\nmoves d1d3\n");
$reader = reader($fh, block => 16);
print said($reader->next), "\n";
print said($reader->next), "\n";
print $reader ? "the reader is here\n" : "the reader is gone\n";
EOF

# 3. A read that gives a negative count (IO::Uncompress's -1), or no
# number: an error with the source's name, never the end.
child_is('a read that gives -1, or what is no count', <<'EOF', <<'OUT');
sub died { (my $e = $@) =~ s/ at \S+ line \d+\.?\n\z//; "died: $e\n" }
my $r = reader(pieces("variant a\nmoves d1d3\n", sub { -1 }), name => 'broken');
print eval { 1 while $r->next; 1 } ? "read to the end\n" : died();
$r = reader(pieces("variant a\nmoves d1d3\n", sub { 'lots' }), name => 'odd');
print eval { 1 while $r->next; 1 } ? "read to the end\n" : died();
EOF
died: broken: the read gave '-1', which is no count of bytes
died: odd: the read gave 'lots', which is no count of bytes
exit 0
OUT

SKIP: {
    skip 'no IO::Compress::Gzip', 2 unless eval { require IO::Compress::Gzip; require IO::Uncompress::Gunzip; 1 };
    child_is('a truncated .gz: its error, not a short log', <<'EOF', "died: unexpected end of file\nexit 0\n");
use IO::Compress::Gzip qw(gzip);
use IO::Uncompress::Gunzip;
srand 1;
my $text = join '', map { "variant v$_\nmoves " . join(' ', map { ('a'..'g')[rand 7] . (1 + int rand 7) . ('a'..'g')[rand 7] . (1 + int rand 7) } 1 .. 30) . "\n" } 1 .. 2000;
gzip(\$text => \my $gz) or die;
substr($gz, int(length($gz) * 0.6)) = '';
my $z = IO::Uncompress::Gunzip->new(\$gz) or die;
my $r = reader($z, name => 'gz');
my $n = 0;
print eval { $n++ while $r->next; 1 } ? "read $n records, no error\n" : "died: " . ($@ =~ /\Agz: (.*?) at /s)[0] . "\n";
EOF
}

# 4. An exception thrown once bytes are read (a signal's handler, a tied
# READ): no byte is lost, and the next call reads on where it was.
child_is('a read that dies after its bytes came', <<'EOF', "6 accepted, 0 refused\nexit 0\n");
my $text = join '', map { "variant v$_\nmoves d1d3\n" } 1 .. 6;
my @pieces = map { my $piece = $_; sub { substr($_[0], $_[2] || 0) = $piece; die "alarm\n" } } unpack '(a7)*', $text;
my $r = reader(pieces(@pieces), block => 7);
my ($ok, $no) = (0, 0);
for (1 .. 1000) {
    my $record = eval { $r->next };
    next if !$record && $@;
    last unless $record;
    $record->{fault} ? $no++ : $ok++;
}
print "$ok accepted, $no refused\n";
EOF

# 5. A read that would block in the first next, after blank lines: the
# blank lines are kept, and the fault is placed as in the whole stream.
child_is('a read that would block after blank lines', <<'EOF', "undef 1\nrecord 1 line 1: move at 5:7\nexit 0\n");
use Errno ();
my $r = reader(pieces("\n\n\n", sub { $! = Errno::EAGAIN(); undef }, "variant x\nmoves zz\n"));
my $first = $r->next;
print said($first), ' ', $r->would_block, "\n";
print said($r->next), "\n";
EOF

# 7. A non-blocking pipe: a would-block is told apart from an error and
# from the end, and a retry reads on, to the end, with nothing lost. The
# writer waits for the reader's word that it has seen a would-block before
# writing the rest, so that one is seen however loaded the machine.
child_is('a non-blocking pipe', <<'EOF', "records 3, would block at least once: 1, end: 1\nexit 0\n");
use Fcntl qw(F_GETFL F_SETFL O_NONBLOCK);
pipe(my $in, my $out) or die $!;
pipe(my $back, my $tell) or die $!;
my $pid = fork // die $!;
if (!$pid) {
    close $in;
    close $tell;
    select((select($out), $| = 1)[0]);
    print {$out} "variant a\nmoves d1d3\nvariant b\n";
    sysread $back, my $word, 1;
    print {$out} "moves d1d3\nvariant c\nmoves\n";
    close $out;
    require POSIX;
    POSIX::_exit(0);
}
close $out;
close $back;
select((select($tell), $| = 1)[0]);
fcntl($in, F_SETFL, fcntl($in, F_GETFL, 0) | O_NONBLOCK) or die $!;
my $r = reader($in);
my ($n, $blocked) = (0, 0);
for (1 .. 2000) {
    my $record = $r->next;
    if ($record) { $n++; next }
    last if $r->eof;
    die "undef, neither the end nor a would-block\n" unless $r->would_block;
    print {$tell} "1" unless $blocked;
    $blocked = 1;
    select undef, undef, undef, 0.05;
}
waitpid $pid, 0;
print "records $n, would block at least once: $blocked, end: ", $r->eof, "\n";
EOF

# 6. A live pipe: a record is given as soon as its end is known (the next
# variant line), not once a block has come. The writer waits for the
# reader's word that it has the first record before writing more.
child_is('a live pipe: each record as soon as its end is known', <<'EOF', "got record 1\nrecord 2 line 3: 1 moves\nexit 0\n");
pipe(my $in, my $out) or die $!;
pipe(my $back, my $tell) or die $!;
my $pid = fork // die $!;
if (!$pid) {
    close $in;
    close $tell;
    select((select($out), $| = 1)[0]);
    print {$out} "variant a\nmoves d1d3\nvariant b\n";
    my $word = <$back>;         # the reader has record 1
    print {$out} "moves d1d3\n";
    close $out;
    require POSIX;
    POSIX::_exit(0);
}
close $out;
close $back;
select((select($tell), $| = 1)[0]);
local $SIG{ALRM} = sub { print "record 1 did not come\n"; kill 'TERM', $pid; exit 1 };
alarm 20;
my $r = reader($in);
my $first = $r->next;
print "got record $first->{number}\n";
print {$tell} "go\n";
print said($r->next), "\n";
alarm 0;
waitpid $pid, 0;
EOF

# The command on a live pipe: move answers each line as it comes, check
# says each record once its end is known (a writer that waits for the
# answer before it writes more would wait for ever otherwise).
{
    my $bin = "$FindBin::Bin/../../bin/brandubh-notation";
    my @perl = @{ Brandubh::Child::perl_argv($bin) };
    # through a pipe, and through a pseudo-terminal (util-linux's script,
    # where it is at hand: its output echoes the input, read past)
    my $script = (grep { -x "$_/script" } split /:/, $ENV{PATH} || '')[0];
    my @ways = ('pipe', $script && $^O eq 'linux' ? ('terminal') : ());
    for my $case (['move', "Kd4-d1\n", "d4d1\n", "zz\n"],
                  ['check', "variant a\nmoves d1d3\nvariant b\n", "-:1: record 1: ok, 1 move\n", "moves\n", '-v']) {
      for my $way (@ways) {
        my ($command, $first, $answer, $rest, @options) = @$case;
        my @argv = $way eq 'pipe' ? (@perl, $command, @options)
                 : ("$script/script", '-qfec', join(' ', map { quotemeta } @perl, $command, @options), File::Spec->devnull);
        for my $backend (@backends) {
            local $ENV{GAME_BRANDUBH_NOTATION_BACKEND} = $backend;
            pipe(my $in_r, my $in_w) or die $!;
            pipe(my $out_r, my $out_w) or die $!;
            my $pid = fork;
            die "fork: $!" unless defined $pid;
            if (!$pid) {
                close $in_w;
                close $out_r;
                open STDIN, '<&', $in_r or die $!;
                open STDOUT, '>&', $out_w or die $!;
                open STDERR, '>', File::Spec->devnull or die $!;
                exec @argv or POSIX::_exit(127);
            }
            close $in_r;
            close $out_w;
            select((select($in_w), $| = 1)[0]);
            print {$in_w} $first;
            my $got = eval {
                local $SIG{ALRM} = sub { die "no answer\n" };
                alarm 20;
                my $line;
                1 while defined($line = <$out_r>) && ($line =~ s/\r\n\z/\n/, $line ne $answer && $way eq 'terminal');
                alarm 0;
                $line;
            };
            print {$in_w} $rest;
            close $in_w;
            my @after = <$out_r>;
            waitpid $pid, 0;
            is($got, $answer, "$command on a live $way: the first answer before more is written ($backend)");
        }
      }
    }
}

# 9. A read that puts a number in the buffer: read as its string, as the
# PP reads it.
child_is('a tied READ that puts a number', <<'EOF', "record 1 line 1: move at 2:7\nexit 0\n");
my $r = reader(pieces("variant x\nmoves ", sub { $_[0] = 1e3; 4 }, "\n"));
print said($r->next), "\n";
EOF

# 10. A byte-order mark before an .otg record, read in small pieces, or
# before many blank lines: an .otg record.
child_is('a byte-order mark, then an .otg record, three bytes at a time', <<'EOF', "otg 1: 1 moves\notg 1: 1 moves\nexit 0\n");
my $otg = "\xEF\xBB\xBF[variant:brandubh]\n[rules:dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d1-d3\n";
print 'otg ', $_->otg, ': ', scalar(@{ $_->next->{game}{moves} }), " moves\n"
    for reader(pieces(unpack '(a3)*', $otg)), reader(pieces(unpack('(a3)*', "\xEF\xBB\xBF" . ("\n" x 4093) . substr $otg, 3)));
EOF

# 11. eof after an .otg record is true once next has given undef; next
# with an argument names the reader's class; a source string that shrinks
# is read as far as it goes, with no warning.
child_is('eof after an .otg record, next(5), a string that shrinks', <<'EOF', <<'OUT');
my $otg = "[variant:brandubh]\n[rules:dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d1-d3\n";
my $r = reader(\$otg);
my $first = $r->next;
print 'after the record: eof ', $r->eof, '; ';
my $none = $r->next;
print 'after undef: eof ', $r->eof, "\n";
print eval { $r->next(5); 1 } ? "next(5) read\n" : ($@ =~ /\A(Usage: .*?Game::Brandubh::Notation::Reader\)).*/)[0] . "\n";
my $text = "variant a\nmoves d1d3\n" x 3;
$r = reader(\$text, block => 5);
my $one = $r->next;
$text = 'x';
print said($r->next), "\n";
EOF
after the record: eof 0; after undef: eof 1
Usage: $reader->next (Game::Brandubh::Notation::Reader)
record 2 line 3: 1 moves
exit 0
OUT

# 12. Back to a record by its offset: a reader of the rest of the log,
# told where its first record stands, places each record and fault as the
# read of the whole log did.
child_is('read from a record of a longer log, placed as in the whole log', <<'EOF', "the same\nexit 0\n");
use File::Temp ();
my $log = join '', map { $_ % 3 ? "variant v$_\nmoves d1d3\n" : "variant v$_\n\nmoves d1d3 zz\n" } 1 .. 12;
my $file = File::Temp->new;
print {$file} $log;
close $file;
open my $fh, '<:raw', "$file" or die $!;
my @whole = reader($fh)->all;
my @said;
for my $k (3, 7, 11) {
    my $at = $whole[$k];
    seek $fh, $at->{offset}, 0 or die $!;
    my $r = reader($fh, number => $at->{number}, line => $at->{line}, offset => $at->{offset});
    my @rest = $r->all;
    push @said, join ',', map { said($_) . " $_->{offset}" } @rest;
    push @said, join ',', map { said($_) . " $_->{offset}" } @whole[$k .. $#whole];
}
print $said[0] eq $said[1] && $said[2] eq $said[3] && $said[4] eq $said[5] ? "the same\n" : join("\n", @said) . "\n";
EOF

# Also: a refused record's first bytes (bounded, and said to be cut), and
# the stored moves read before its fault, when asked.
child_is('refused_text and partial', <<'EOF', <<'OUT');
my $text = "variant a\nmoves d1d3 c1c2 Kd4-d1 a1a2\nvariant b\nmoves\nresult x\n"
         . "variant c\nmoves " . ('zz ' x 100) . "\nvariant d\nstart x\nmoves d1d3\n";
my $r = reader(\$text, refused_text => 30, partial => 1);
while (my $record = $r->next) {
    next unless $record->{fault};
    (my $shown = $record->{text}) =~ s/\n/|/g;
    print "$record->{number}: [@{ $record->{moves_before} }] '$shown' cut $record->{text_cut}\n";
}
EOF
1: [d1d3 c1c2] 'variant a|moves d1d3 c1c2 Kd4-' cut 1
2: [] 'variant b|moves|result x|' cut 0
3: [] 'variant c|moves zz zz zz zz zz' cut 1
4: [] 'variant d|start x|moves d1d3|' cut 0
exit 0
OUT

# The summary of each accepted record, with games => 0: its variant and
# result, as its game has them
child_is('summary: variant and result without the game', <<'EOF', <<'OUT');
my $text = "\xEF\xBB\xBFvariant caf\xC3\xA9\nmoves d1d3\nresult resign defenders\nvariant b\nmoves zz\nvariant c\nmoves\n";
my $r = reader(\$text, games => 0, summary => 1);
while (my $record = $r->next) {
    next if $record->{fault};
    my $result = $record->{result} ? join(' ', map { $record->{result}{$_} } sort keys %{ $record->{result} }) : 'none';
    print "$record->{number}: ", length $record->{variant}, " characters, $record->{moves} moves, result $result, game ",
          exists $record->{game} ? 'made' : 'not made', "\n";
}
EOF
1: 4 characters, 1 moves, result defenders resign, game not made
3: 1 characters, 0 moves, result none, game not made
exit 0
OUT

# 8. No text held for a refused record: a refused line of 40 MB costs the
# reader (with games) what it costs without games.
# (The XS's: the PP scanner holds each record whole, games or not.)
SKIP: {
    skip 'no /proc/self/status, or no XS', 1 unless -r '/proc/self/status' && $backends[0] eq 'XS';
    local @backends = ('XS');
    child_is('a refused 40 MB line is not held', <<'EOF', "flat\nexit 0\n");
sub peak { open my $fh, '<', '/proc/self/status' or die $!; local $/; (<$fh> =~ /VmHWM:\s+(\d+)/)[0] }
pipe(my $in, my $out) or die $!;
my $pid = fork // die $!;
if (!$pid) {
    close $in;
    print {$out} "variant x\nmoves ", 'zz ' x (40 << 18), "\n";
    close $out;
    require POSIX;
    POSIX::_exit(0);
}
close $out;
my $before = peak();
my $r = reader($in, refused_text => 100, partial => 1);
1 while $r->next;
waitpid $pid, 0;
my $grew = peak() - $before;
print $grew < 20_000 ? "flat\n" : "grew by $grew kB\n";
EOF
}

done_testing;
