package Game::Brandubh::Notation::Command;

# The brandubh-notation command: main() takes its arguments and returns its
# exit status; bin/brandubh-notation calls it, and the tests call it in
# process. Records are read by Game::Brandubh::Notation::Reader, which
# holds every rule of a stream of records; nothing here judges a record.

use strict;
use warnings;
use Getopt::Long ();
use IO::Handle ();
use File::Spec ();
use Encode ();
use Game::Brandubh::Notation::Operators ();
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::Why qw(:all);
use Game::Brandubh::Notation::OpenTafl qw(game_to_otg position_from_otn);
use Game::Brandubh::Notation::Dialects qw(dialects list_from_dialect list_from_dialect_why list_to_dialect list_to_dialect_why);
use Game::Brandubh::Notation::Reader ();
use Game::Brandubh::Notation::Lists ();
use Game::Brandubh::Notation::Formats qw(formats convert_game);
use Game::Brandubh::Notation::Messages ();

our $VERSION = '0.01';

my $me = 'brandubh-notation';
# The scan move_why makes, the chosen backend's: a fault, or nothing for a
# move move_parse reads.
my $move_fault = do {
    no strict 'refs';
    \&{'Game::Brandubh::Notation::' . Game::Brandubh::Notation::BACKEND() . '::move_fault'};
};
# The reader's block: how many bytes are read at a time (the tests make it
# small, so that lines are cut across reads).
our $BLOCK = 65536;
# convert's parts: a game of more moves is read, replayed and written this
# many moves at a time (the tests make it small); and how much of the text
# written of such a game is held in memory before the rest is held in a
# file, until the game is known good.
our $PART = 4096;
our $HELD = 1 << 20;
# convert --from DIALECT --to record: the games a line that say nothing a
# record's plain writing does not need read, replayed and written by the
# core, a block of lines at once (Lists' _records; the tests turn it off,
# to compare the two ways).
our $RECORDS = 1;
# The manual: the POD of the script, which names itself here.
our $MANUAL;
my $out_buffer = '';    # what is still to be written to standard output, as UTF-8 (out)
my %usage = (
    check => "$me check [-v|--verbose] [-q|--quiet] [--count] [--refused] [--exit-zero] [--loose] [--format text|json] [--[no-]progress] [FILE...]",
    show  => "$me show [--format text|svg|position|html] [--flip] [--last MOVE] [--record N] [--size N|none] [--no-coordinates]\n"
           . "           [--board tafl|checkered] [--side-to-move] [--arrow MOVE]... [--mark SQUARE[=COLOUR]]...\n"
           . "           [--captured SQUARE]... [--color NAME=COLOUR]... [--after N|--final]\n"
           . "           [--from FORMAT] [--first SIDE] [--start POSITION] [--variant NAME] [POSITION|FILE|-]\n"
           . "          or: $me show --pages DIR [--[no-]progress] [--from FORMAT] [--first SIDE] [--start POSITION]\n"
           . "              [--variant NAME] [--flip] [--no-coordinates] [--board tafl|checkered] [--side-to-move] [--color NAME=COLOUR]... [FILE|-]",
    move  => "$me move [TEXT...|-]",
    convert => "$me convert [--from csv|nielsen|otn|walker|shown] [--to otg|record|csv|nielsen|otn|walker|shown]\n"
             . "           [--first attackers|defenders] [--start POSITION] [--variant NAME] [--numbered] [--lossless] [--loose]\n"
             . "           [-q|--quiet] [--[no-]progress] [FILE...|-]",
    help  => "$me help [COMMAND]",
);
my $usage = join '', "Usage:\n", map({ "  $usage{$_}\n" } qw(check show move convert help)),
    "  $me --help | --man | --version\n";
# What COMMAND --help and help COMMAND say beneath the command's usage.
my %help = (
    check => <<'TEXT',
Check game records: each FILE, or standard input with none or -, holding any
number of records one after another, each beginning at its variant line.
Each refused record is a line FILE:LINE:COLUMN: record N: CODE: message.
A FILE that begins with a [tag] holds OpenTafl .otg records, each checked.

  -v, --verbose       also a line for each accepted record, and the summary
  -q, --quiet         nothing but the exit status
      --count         only the summary, on standard output (with --format
                      json, a JSON object)
      --refused       the refused records alone (with --format json too)
      --exit-zero     refused records do not make the exit status 1
      --loose         a record whose replay fails is accepted, with a line
                      FILE:LINE:COLUMN: record N: note: message on standard
                      error (each record is replayed by what it says: a move
                      from an empty square, or of a piece not of the side to
                      move, refuses it as replay)
      --format FORMAT text (the default) or json (JSON Lines)
      --progress      bytes and records read, on standard error as it goes
                      (--no-progress: never; unless given, where standard
                      error is a terminal, once the work has taken 2 s)
TEXT
    show => <<'TEXT',
Draw a position, given as itself, or a moment of a game given as a file or
on standard input (-, or nothing): its start unless --after or --final say
another. As text, an SVG picture, the position alone, or an HTML page of the
whole game. A file's first game, or --record N's: records, .otg records, or
with --from move lists. At a moment after the start, the last move is
marked, and the squares it captured where the format states them.

      --record N        the file's record N (with --from, game N), from 1
      --after N         the position after N moves (from 0, the start)
      --final           the position after the last move
      --from FORMAT     the file holds move lists: nielsen, otn, walker,
                        shown or csv, read as convert --from reads them
      --first SIDE      attackers (the default) or defenders moved first
      --start POSITION  the position a list's games began from (the set-up)
      --variant NAME    the variant of a list's games (brandubh)

      --format FORMAT   text (the default); svg: a standalone SVG picture;
                        position: the position's string alone; html: one
                        page, the board at every move (#move-N in the
                        address shows position N; the arrow keys, Home
                        and End step)
      --pages DIR       every game of the file as its page (what --format
                        html writes of it, DIR/game-N.html, or record-N.html),
                        and DIR/index.html: each game's number, players,
                        first side, length, how it ended and a link; the file
                        read once, in flat memory (a refused game is said and
                        listed, exit status 1); --progress shows how far
      --flip            the board turned half round (a1 top right)
      --last MOVE       the two squares of MOVE (stored or shown) marked
  With svg (and html, --pages: --no-coordinates, --board, --side-to-move, --color):
      --size N          N pixels wide and high (350 unless given); none: no
                        size, the picture fills what holds it
      --no-coordinates  no files and ranks around the board
      --board STYLE     tafl (the default: one colour, the corners and the
                        throne marked) or checkered
      --side-to-move    a disc of the side to move beside the board
      --arrow MOVE      an arrow along MOVE (any number of them)
      --mark SQUARE[=COLOUR]
                        SQUARE tinted, in COLOUR or the mark colour
      --captured SQUARE a cross on SQUARE
      --color NAME=COLOUR
                        one of the picture's colours (see
                        Game::Brandubh::Notation::SVG), any CSS colour

How a game ended and its tags (players, event, site, date) are said as its
record says them; --format position, which cannot, says so on standard error.
A game whose moves contradict themselves before the moment asked for (a
move from an empty square, a capture of no piece) is refused:
FILE:LINE:COLUMN: game N: replay: move M 'MOVE': message, exit status 1.

Examples:
  brandubh-notation show --final --format svg game.txt > end.svg
  brandubh-notation show --pages site --from csv brandubh.csv   (then open site/index.html)
TEXT
    move => <<'TEXT',
Write the stored form of each move as it is shown (Kd1-d3xc3 gives d1d3), a
line for each TEXT; a text that is not a move gives TEXT: CODE: message. With
no TEXT, or -, the moves are read from standard input, one a line.
TEXT
    convert => <<'TEXT',
Convert games from one format to another, a game at a time: each FILE, or
standard input with none or -, holds the records of this notation (each
beginning at its variant line) or OpenTafl .otg records (each beginning at
its tags), told apart by what it holds, or with --from move lists. Each game
is written in the other notation, or in the format --to names. Everything
the format written can hold of a game is kept (captures, marks, endings,
tags); what it cannot hold is named in a note on standard error, a note's
words once, at its first game. Each game is played as it says (its moves,
and the captures it states) and one its own words contradict is refused
(replay, as check refuses it; --loose writes it). A game that cannot be read
or written is a line FILE:LINE:COLUMN: record N: CODE: message (game N with
--from) on standard error, the exit status is 1, and the others go on. After
more than one game, where anything was said, a last line counts the games
written, refused (by code) and noted (by kind).

With --from, each FILE holds move lists: a game a line (its moves parted by
white space, with turn numbers or without, and any columns after a ',' that
is no part of a move kept beside it), a numbered game over the lines that
begin with its later turns, or hnefatafl-rs's game list (csv). A list states
neither the start nor the side that moved first: --first and --start say
them, to read a list and to write one.

      --to FORMAT     otg or record (the other notation unless given, a
                      record with --from), csv, or a dialect
      --from FORMAT   the files hold move lists: nielsen (aagenielsen.dk),
                      otn (OpenTafl), walker (Damian Walker's), shown
                      (this module's shown form), or csv (hnefatafl-rs)
      --first SIDE    attackers (the default) or defenders move first
      --start POSITION
                      the position the games began from (the set-up
                      unless given); its side to move moved first
      --variant NAME  the variant of the games a list holds (brandubh)
      --numbered      with --to DIALECT: turn numbers before the moves
      --lossless      a game the format written cannot hold whole is
                      refused (exit 1), not written with a note
      --loose         a game its own moves contradict (played as it says:
                      a move from an empty square, a capture of no piece)
                      is written as it says, with a note, not refused
  -q, --quiet         no notes, and no count of them
      --progress      bytes and records read, as check's --progress

Examples:
  brandubh-notation convert games.txt > games.otg           (records to .otg)
  brandubh-notation convert --from csv brandubh.csv > games.txt   (hnefatafl-rs's list)
  brandubh-notation convert --from nielsen --to otn --numbered lists.txt
  printf 'b4-b3 c4-c2 b3-b2xc2 resigned\n' | brandubh-notation convert --from nielsen --to otg
TEXT
    help => <<'TEXT',
What the program, or one of its commands, does and takes.
TEXT
);

# A fault that ends the command: its exit status and what to say.
sub fail {
    my ($status, $message) = @_;
    die bless { status => $status, message => $message }, __PACKAGE__ . '::Fail';
}

# A usage error: what is wrong, and where to read more, as GNU tools say it.
# The command whose arguments are wrong, if any, is named.
our $try = '';
sub usage_error { my ($why) = @_; return fail(2, "$why\nTry '$me$try --help' for more information.") }

# Options anywhere among a command's arguments, until --; a usage error
# for one it does not know.
sub options {
    my ($args, $into, @spec) = @_;
    my @warnings;
    local $SIG{__WARN__} = sub { push @warnings, @_ };
    my $parser = Getopt::Long::Parser->new(config => [qw(no_ignore_case bundling permute)]);
    my $ok = do { local @ARGV = @$args; my $r = $parser->getoptions($into, @spec); @$args = @ARGV; $r };
    (my $why = join '', @warnings) =~ s/\n+\z//;
    usage_error($why || 'bad options') unless $ok;
    return;
}

# The bytes of a file name given as characters, to open it by.
sub path {
    my ($name) = @_;
    utf8::encode($name) if utf8::is_utf8($name);
    return $name;
}

# A handle on a file (standard input for -); a fault, exit 2, when it cannot
# be read: a folder, a missing or unreadable file.
sub open_input {
    my ($name) = @_;
    if ($name eq '-') {
        binmode STDIN;
        return \*STDIN;
    }
    if (-d path($name)) {
        require Errno;
        local $! = Errno::EISDIR();
        fail(2, "$name: $!");
    }
    open my $fh, '<:raw', path($name) or fail(2, "$name: $!");
    return $fh;
}

# A text shown in a message: invisible and control characters by their
# code points, so that a message is one visible line.
sub shown {
    my ($text) = @_;
    return $text unless $text =~ tr/\x20-\x7e//c;    # printable ASCII, as most texts are
    # (a code point past Unicode, tested first: a Unicode property of one
    # warns; a control or format character; a separator but the space)
    $text =~ s/([^\x{0}-\x{10FFFF}]|\p{C}|[^\P{Z} ])/ord $1 < 256 ? sprintf('\\x%02x', ord $1) : sprintf('\\x{%x}', ord $1)/ge;
    return $text;
}

# The JSON writer for --format json: the fastest installed, JSON::PP (in
# the core from perl 5.14) otherwise; a fault when there is none. (The
# tests choose each in turn.)
our @JSON_MODULES = qw(Cpanel::JSON::XS JSON::XS JSON::PP);
sub json_writer {
    for my $module (@JSON_MODULES) {
        next unless eval "require $module; 1";    ## no critic (ProhibitStringyEval)
        return $module->new->canonical(1)->utf8(1);    # keys in order, and UTF-8
        # (every number given it is a new integer, 0 + the count, that no
        # string was ever made of: each module then writes an integer)
    }
    fail(2, '--format json needs JSON::PP (in the core from perl 5.14) or Cpanel::JSON::XS or JSON::XS');
    return;
}

# A string no JSON text can carry as UTF-8: one holding a surrogate
# (U+D800 to U+DFFF, no character of UTF-8) or a code point past Unicode
# (past U+10FFFF), which perl reads as text, as 0.01 does. Cpanel::JSON::XS
# and JSON::XS refuse one past Unicode, JSON::PP writes it, and all three
# write a surrogate as bytes that are not UTF-8; a noncharacter (U+FFFE)
# is UTF-8, and each writes it as it is.
sub json_unfit {
    my ($text) = @_;
    no warnings 'utf8';    # (perl 5.14 warns that no property matches past Unicode)
    return $text =~ /[^\x{0}-\x{D7FF}\x{E000}-\x{10FFFF}]/;
}

# Such a string as it is written instead, in printable ASCII: the escaping
# of messages (Messages' escaped: every other character by its code point,
# \xHH below 256, \x{HHHH} above), and the backslash too (\x5c), so that
# the text can be read back.
sub json_escaped {
    my ($text) = @_;
    $text =~ s/([^\x20-\x5b\x5d-\x7e])/ord $1 < 256 ? sprintf('\\x%02x', ord $1) : sprintf('\\x{%x}', ord $1)/ge;
    return $text;
}

# The strings a JSON line holds that come from the input: the others are
# the module's own words, and numbers, which a pattern would make strings
# of (and a JSON module might then write as strings).
my @json_strings = qw(file variant message);

# A record's JSON line: each string JSON cannot carry escaped, and
# FIELD_escaped true beside it; a line the JSON module refuses anyway is
# said, with its record, and counted (the exit status is 2), and nothing
# written for it: the other records are still told.
sub json_line {
    my ($run, $object) = @_;
    my @unfit = grep { defined $object->{$_} && json_unfit($object->{$_}) } @json_strings;
    $object = { %$object, map { ($_ => json_escaped($object->{$_}), "${_}_escaped" => \1) } @unfit } if @unfit;
    my $line = eval { $run->{json}->encode($object) . "\n" };
    return $line if defined $line;
    (my $why = $@) =~ s/ at \S+ line \d+\.?\n\z//;
    $why =~ s/\n+\z//;
    err(shown("$object->{file}: record $object->{record}: its JSON line cannot be written: $why"));
    $run->{unwritten}++;
    return '';
}

# A string as the JSON writer writes it, for the lines check makes itself;
# empty for one JSON cannot carry or the writer refuses (whose lines
# json_line writes).
sub json_string {
    my ($json, $text) = @_;
    return q{} if json_unfit($text);
    my $string = eval { $json->encode([$text]) };
    return defined $string && $string =~ s/\A\[(.*)\]\z/$1/s ? $string : q{};
}

# check: streams of records, one after another as game_string writes them.
sub check {
    my @args = @_;
    my %opt = (verbose => 0, quiet => 0, count => 0, 'exit-zero' => 0, format => 'text');
    options(\@args, \%opt, 'verbose|v', 'quiet|q', 'count', 'exit-zero', 'format=s', 'refused', 'progress!', 'loose',
            'help|h');
    return command_help('check') if $opt{help};
    usage_error("unknown format '$opt{format}': text or json") unless $opt{format} =~ /\A(?:text|json)\z/;
    usage_error('-q and -v say opposite things: one or the other') if $opt{quiet} && $opt{verbose};
    usage_error('--refused writes the refused records alone: not with -v') if $opt{refused} && $opt{verbose};
    my $silent = $opt{quiet} || $opt{count};
    my $run = {
        json     => $opt{format} eq 'json' && !$opt{quiet} ? json_writer() : undef,
        accepted => !$silent && !$opt{refused} && ($opt{verbose} || $opt{format} eq 'json'),    # a line for each accepted
        refused  => !$silent,
        tally    => { records => 0, accepted => 0, refused => 0, codes => {} },
        noted    => 0,
    };
    @args = ('-') unless @args;
    my $status = 0;
    for my $name (@args) {
        my $fh = eval { open_input($name) };
        if (!$fh) {
            err($@->{message});
            $status = 2;
            next;
        }
        my $reader;
        my $ok = eval {
            # JSON says an accepted record's variant and result too
            $reader = Game::Brandubh::Notation::Reader->new($fh, name => $name, games => 0,
                                                            summary => $run->{json} && $run->{accepted} ? 1 : 0,
                                                            accepted => $run->{accepted}, block => $BLOCK,
                                                            # each record replayed: refused where that
                                                            # fails, or with --loose accepted and noted
                                                            replay => $opt{loose} ? 'note' : 1,
                                                            waiting => \&flush_now,
                                                            progress_of($opt{progress}, $name, $fh, \$reader));
            my ($text_head, $json_head) = accepted_heads($run, $name);
            while (my $record = $reader->next) {
                if (my $note = $record->{note}) {
                    $run->{noted}++;
                    if (!$opt{quiet}) {
                        flush_out();    # what was said before comes first
                        print {*STDERR} "$name:$note->{line}:$note->{column}: record $record->{number}: note: "
                            . shown($note->{message}) . "\n";
                    }
                }
                # an accepted record's line, made here (a million a run)
                if ($record->{fault} || !($text_head || $json_head)) {
                    told($run, $name, $record);
                    next;
                }
                if ($json_head) {
                    # the variant as the JSON writer escapes it (the last
                    # few kept: a log has few; '' for one json_line
                    # writes); the result written here, its words being
                    # the module's own
                    my $result = $record->{result};
                    my $variant = $run->{variants}{ $record->{variant} };
                    if (!defined $variant) {
                        %{ $run->{variants} } = () if keys %{ $run->{variants} || {} } >= 64;
                        $variant = $run->{variants}{ $record->{variant} } = json_string($run->{json}, $record->{variant});
                    }
                    if ($variant eq '') {
                        told($run, $name, $record);
                        next;
                    }
                    $out_buffer .= "$json_head$record->{line},\"moves\":$record->{moves}"
                        . ",\"offset\":$record->{offset},\"ok\":true,\"record\":$record->{number},\"result\":"
                        . (!$result ? 'null' : $result->{by} ? qq({"by":"$result->{by}","how":"$result->{how}"}) : qq({"how":"$result->{how}"}))
                        . ",\"variant\":$variant}\n";
                }
                else {
                    my $moves = $record->{moves};
                    $out_buffer .= "$text_head$record->{line}: record $record->{number}: ok, $moves move" . ($moves == 1 ? '' : 's') . "\n";
                }
                flush_out() if length $out_buffer > 65536;
            }
            1;
        };
        my $fault = $@;
        progress_done();
        tally($run, $reader) if $reader;
        close $fh if $name ne '-';
        # a compressed file read as it is: its first record is refused as
        # encoding; said how to read it
        err("$name looks compressed: decompress it first (zcat, bzcat, xzcat: "
            . "zcat $name | $me check)") if $name =~ /\.(?:gz|bz2|xz|zst|Z)\z/ && $reader && ($reader->counts->{codes}{encoding} || 0)
                                             && !$reader->counts->{accepted};
        next if $ok;
        $fault = read_fault($fault);
        err($fault->{message});
        $status = 2;
    }
    flush_out();
    $status = 2 if $run->{unwritten};
    my $tally = $run->{tally};
    if ($opt{count} && $run->{json}) {
        out_bytes($run->{json}->encode({ (map { $_ => 0 + $tally->{$_} } qw(records accepted refused)),
                                         $opt{loose} ? (noted => 0 + $run->{noted}) : (),
                                         codes => { map { $_ => 0 + $tally->{codes}{$_} } keys %{ $tally->{codes} } } })
                  . "\n");
        flush_out();
    }
    elsif ($opt{verbose} || $opt{count}) {
        # the count is --count's output, on standard output (as wc and grep
        # -c write theirs); -v's summary is said on standard error
        my $codes = join ', ', map { "$_ $tally->{codes}{$_}" } sort keys %{ $tally->{codes} };
        my $said = "$tally->{records} record" . ($tally->{records} == 1 ? '' : 's')
                 . ": $tally->{accepted} accepted" . ($run->{noted} ? " ($run->{noted} with a note)" : '')
                 . ", $tally->{refused} refused" . ($codes ? " ($codes)" : '');
        if ($opt{count}) {
            out("$said\n");
            flush_out();
        }
        else {
            err($said);
        }
    }
    $status ||= 1 if $tally->{refused} && !$opt{'exit-zero'};
    return $status;
}

# A record the reader gave, told: accepted, with its moves, or its first
# fault, placed in the whole stream.
sub told {
    my ($run, $name, $record) = @_;
    if (my $fault = $record->{fault}) {
        return refused($run, $name, $record->{number}, $record->{offset}, @{$fault}{qw(line column code message)});
    }
    return unless $run->{accepted};
    my ($number, $line, $moves) = @{$record}{qw(number line moves)};
    if ($run->{json}) {
        my $object = $run->{accepted_object} ||= { ok => \1 };
        @{$object}{qw(file record offset line moves variant result)} = ($name, 0 + $number, 0 + $record->{offset}, 0 + $line,
                                                                        0 + $moves, @{$record}{qw(variant result)});
        $out_buffer .= json_line($run, $object);
        flush_out() if length $out_buffer > 65536;
    }
    else {
        out("$name:$line: record $number: ok, $moves move" . ($moves == 1 ? '' : 's') . "\n");
    }
    return;
}

# The start of an accepted record's line, the rest being numbers, as the
# bytes told() writes: FILE: as text, or the JSON object up to its line
# (where the JSON writer writes that object so, as each does; else none,
# and told() writes each).
sub accepted_heads {
    my ($run, $name) = @_;
    return () unless $run->{accepted};
    if (my $json = $run->{json}) {
        my $file = json_string($json, $name);
        return () if $file eq q{};
        my $head = qq({"file":$file,"line":);
        my $object = { ok => \1, file => $name, record => 3, line => 1, moves => 2, offset => 4, result => undef, variant => 'x' };
        my $line = eval { $json->encode($object) . "\n" };
        return (undef, $head)
            if defined $line && $line eq qq($head) . qq(1,"moves":2,"offset":4,"ok":true,"record":3,"result":null,"variant":"x"}\n);
        return ();
    }
    my $head = "$name:";
    utf8::encode($head);
    return ($head, undef);
}

# What a reader read, counted in the run's tally.
sub tally {
    my ($run, $reader) = @_;
    my ($counts, $tally) = ($reader->counts, $run->{tally});
    $tally->{$_} += $counts->{$_} for qw(records accepted refused);
    $tally->{codes}{$_} += $counts->{codes}{$_} for keys %{ $counts->{codes} };
    return;
}

# A read error of the reader (its message, said without the place it was
# made) as a fault of the command, exit 2; any other error goes on.
sub read_fault {
    my ($error) = @_;
    return $error if ref $error eq __PACKAGE__ . '::Fail';
    die $error unless $error =~ /\A(.*?) at \S+ line \d+\.?\n\z/s;
    return { status => 2, message => $1 };
}

# A refused record, told.
sub refused {
    my ($run, $name, $number, $offset, $line, $column, $code, $message) = @_;
    return unless $run->{refused};
    $message = shown($message);
    # a record its own moves contradict is what --loose lets through
    $message .= ' (--loose accepts it)' if $code eq 'replay';
    if ($run->{json}) {
        out_bytes(json_line($run, { file => $name, record => 0 + $number, offset => 0 + $offset, line => 0 + $line,
                                    column => 0 + $column, ok => \0, code => $code, message => $message }));
    }
    else {
        out("$name:$line:$column: record $number: $code: $message\n");
    }
    return;
}

# The text board: rank 7 at the top (rank 1, and file g at the left,
# flipped); the squares of a last move (a stored one) in brackets, and a
# square captured on it, empty, as x.
sub diagram {
    my ($position, $flip, $last, $captured, $ended) = @_;
    my ($rows, $side) = position_cells($position);
    my %marked = map { $_ => 1 } defined $last ? move_split($last) : ();
    my %taken = map { lc($_) => 1 } @{ $captured || [] };
    my @files = $flip ? reverse(0 .. 6) : (0 .. 6);
    my @ranks = $flip ? reverse(0 .. 6) : (0 .. 6);    # rows of position_cells, rank 7 first
    my $files = '    ' . join(' ', map { chr(ord('a') + $_) } @files) . "\n";
    my $out = $files;
    my $crossed = 0;
    for my $r (@ranks) {
        my $rank = 7 - $r;
        my $line = '';
        my $before = 0;    # whether the square before was marked
        for my $f (@files) {
            my $cell = $rows->[$r][$f];
            my $name = chr(ord('a') + $f) . $rank;
            my $corner = ($r == 0 || $r == 6) && ($f == 0 || $f == 6);
            my $throne = $r == 3 && $f == 3;
            my $here = $marked{$name} ? 1 : 0;
            my $gap = $here && $before ? '|' : $here ? '[' : $before ? ']' : ' ';
            my $x = $cell eq '' && $taken{$name};
            $crossed ||= $x;
            $line .= $gap . ($cell ne '' ? $cell : $x ? 'x' : $corner ? '#' : $throne ? '+' : '.');
            $before = $here;
        }
        $line .= $before ? ']' : ' ';
        $out .= sprintf " %d %s %d\n", $rank, $line, $rank;
    }
    $out .= $files;
    $out .= "\n a attacker, d defender, k king; # corner, + throne"
        . (%marked ? '; [ ] the last move' : '') . ($crossed ? '; x captured' : '') . "\n";
    # (a game that ended: its ending in place of the side to move)
    $out .= ' ' . (defined $ended ? $ended : ($side eq 'a' ? 'The attackers' : 'The defenders') . ' move.') . "\n";
    return $out;
}

# What show says of a text in OpenTafl's position form (OTN: rows from
# rank 1 between slashes, no side to move), which it does not read: what it
# is, and the position Game::Brandubh::Notation::OpenTafl reads it as;
# undef for a text in no such form.
sub otn_said {
    my ($text) = @_;
    return undef unless $text =~ m{\A/[0-9A-Za-z]+(?:/[0-9A-Za-z]+)*/\z} && $text =~ /[0-9tTK]/;
    my $position = position_from_otn($text);
    return "it is OpenTafl's position form (OTN), which show does not read; Game::Brandubh::Notation::OpenTafl's"
         . " position_from_otn reads it as '$position', the attackers to move (OTN says no side), which show draws."
        if defined $position;
    return "it looks like OpenTafl's position form (OTN), which show does not read, and is no position in that form either:"
         . " Game::Brandubh::Notation::OpenTafl's position_from_otn reads seven rows of seven squares, of t, T, K and"
         . ' counts of empty squares, between slashes.';
}

# show: a position, or a moment of a game (its start unless --after or
# --final say another), given as itself, a file or -.
sub show {
    my @args = @_;
    my %opt = (format => 'text');
    my (@arrows, @marks, @captured, @colors);
    options(\@args, \%opt, 'help|h', 'format=s', 'flip', 'size=s', 'coordinates!', 'last=s', 'record=s', 'board=s',
            'side-to-move', 'arrow=s' => \@arrows, 'mark=s' => \@marks, 'captured=s' => \@captured, 'color=s' => \@colors,
            'after=s', 'final', 'from=s', 'first=s', 'start=s', 'variant=s', 'pages=s', 'progress!');
    return command_help('show') if $opt{help};
    if (defined $opt{pages}) {
        # a collection's pages: html, of every game, each from its start
        usage_error('--pages writes HTML pages: not --format ' . shown($opt{format})) if $opt{format} ne 'text' && $opt{format} ne 'html';
        usage_error('--pages writes a page for every game, each from its start: not with --record, --after, --final or --last')
            if grep { defined $opt{$_} } qw(record after final last);
        usage_error('--pages names a folder: not an empty name') if $opt{pages} eq '';
        $opt{format} = 'html';
    }
    elsif (defined $opt{progress}) {
        usage_error('--progress is for --pages');
    }
    my $format = $opt{format};
    usage_error("--record is a record's number, from 1, not '" . shown($opt{record}) . "'")
        if defined $opt{record} && $opt{record} !~ /\A[1-9][0-9]{0,15}\z/;
    usage_error("--format is text, svg, position or html, not '" . shown($format) . "'")
        unless $format =~ /\A(?:text|svg|position|html)\z/;
    usage_error("--after is a number of moves, from 0, not '" . shown($opt{after}) . "'")
        if defined $opt{after} && $opt{after} !~ /\A(?:0|[1-9][0-9]{0,15})\z/;
    usage_error('--after N and --final name two moments: one or the other') if defined $opt{after} && $opt{final};
    show_list_options(\%opt);
    my $moment = defined $opt{after} || $opt{final};
    usage_error('--last is the last move played with --after, --final and --format html: not given')
        if defined $opt{last} && ($moment || $format eq 'html');
    my @svg;    # position_svg's options
    my $last;
    if (defined $opt{last}) {
        $last = move_parse($opt{last});
        usage_error("--last: '" . shown($opt{last}) . "' is not a move") unless defined $last;
    }
    if ($format eq 'svg' || $format eq 'html') {
        usage_error('--size, --arrow, --mark and --captured are for --format svg, not html')
            if $format eq 'html' && (defined $opt{size} || @arrows || @marks || @captured);
        push @svg, flipped => 1 if $opt{flip};
        push @svg, coordinates => 0 if defined $opt{coordinates} && !$opt{coordinates};
        push @svg, size => $opt{size} eq 'none' ? undef : $opt{size} if defined $opt{size};
        push @svg, lastmove => $last if defined $last;
        push @svg, board => $opt{board} if defined $opt{board};
        push @svg, side_to_move => 1 if $opt{'side-to-move'};
        push @svg, arrows => [@arrows] if @arrows;
        push @svg, squares => [map { [split /=/, $_, 2] } @marks] if @marks;
        push @svg, captured => [@captured] if @captured;
        if (@colors) {
            my %colors;
            for my $pair (@colors) {
                my ($name, $color) = split /=/, $pair, 2;
                usage_error("--color: '" . shown($pair) . "' is not NAME=COLOUR") unless defined $color;
                $colors{$name} = $color;
            }
            push @svg, colors => \%colors;
        }
        # the options as position_svg judges them, before anything is read:
        # its refusal, without the place it was made, is the usage error
        require Game::Brandubh::Notation::SVG;
        unless (eval { Game::Brandubh::Notation::SVG::position_svg(SETUP, @svg); 1 }) {
            (my $why = $@) =~ s/\Aposition_svg: (.*?) at \S+ line \d+\.?\n\z/--$1/s;
            usage_error(shown($why));
        }
    }
    elsif ((grep { defined $opt{$_} } qw(size coordinates board side-to-move)) || @arrows || @marks || @captured || @colors) {
        usage_error('--size, --no-coordinates, --board, --side-to-move, --arrow, --mark, --captured and --color'
                    . ' are for --format svg');
    }
    usage_error('--format position writes the position alone: --flip and --last draw it') if $format eq 'position' && ($opt{flip} || defined $last);
    @args = ('-') unless @args;
    usage_error('show takes one position, one file or -') unless @args == 1;
    my ($arg) = @args;
    return pages($arg, \%opt, \@svg) if defined $opt{pages};
    # (the whole game where what it says of itself is shown: its ending,
    # its tags)
    my $game = show_game($arg, \%opt, $moment || $format ne 'position');
    # how it ended and its tags, as the game says them
    my ($ending, @tags);
    if (defined $game->{noun} && $game->{moves}) {
        my $n = @{ $game->{moves} };
        $ending = ending_of($game, $n ? move_text($game, $n - 1) : undef);
        @tags = tags_said($game, defined $ending);
    }
    my $game_said = { ending => $ending, tags => \@tags, count => $game->{count} };
    if (!$moment && $format ne 'html') {
        # the start, and (of a game) how many moves were played from it
        my $moves = $game->{count};
        return show_out($format, $game->{start}, \@svg, \%opt, { last => $last },
                        defined $moves ? " This is the position the game started from; $moves move"
                                         . ($moves == 1 ? ' was' : 's were') . " played from it.\n" : undef,
                        { %$game_said, at => 0 });
    }
    my $moves = $game->{moves};
    my $count = @$moves;
    my $at = $opt{final} ? $count : defined $opt{after} ? 0 + $opt{after} : 0;
    if ($at > $count) {
        my $what = !defined $game->{noun} ? "'" . shown($arg) . "' is a position, and holds no move"
                 : "$game->{noun} $game->{number} has " . Game::Brandubh::Notation::Messages::counted($count, 'move');
        usage_error("--after $opt{after}: $what: --after 0" . ($count ? " to $count" : '') . ', or --final');
    }
    require Game::Brandubh::Notation::Replay;
    my $replay = Game::Brandubh::Notation::Replay::replay($game->{start}, $moves, $game->{abouts});
    die 'show: ' . Game::Brandubh::Notation::Replay::replay_why($game->{start}, $moves, $game->{abouts})->{message} . "\n"
        unless $replay;
    my $fault = $replay->{fault};
    if ($fault && ($format eq 'html' || $fault->{move} <= $at)) {
        my $said = replay_said($fault, $game->{start}, $game->{list});
        fail(1, "$arg:$game->{line}:$game->{column}: $game->{noun} $game->{number}: $said->{code}: " . shown($said->{message}));
    }
    my @texts = map { move_text($game, $_) } 0 .. $count - 1;
    if ($format eq 'html') {
        require Game::Brandubh::Notation::HTML;
        my @played = map { { move => $moves->[$_], text => $texts[$_], captures => [captures_of($game, $_)] } } 0 .. $count - 1;
        out(Game::Brandubh::Notation::HTML::game_html($replay->{positions}, \@played,
                                                    title => html_title($arg, $game), svg => \@svg, at => $at,
                                                    about => [@tags], defined $ending ? (ending => ending_sentence($ending)) : ()));
        return 0;
    }
    my @taken = $at ? captures_of($game, $at - 1) : ();
    my $said = !$at ? " This is the position the game started from; $count move" . ($count == 1 ? ' was' : 's were')
                      . " played from it.\n"
             : " This is the position after move $at of $count, " . $texts[$at - 1] . ".\n";
    $said = undef unless defined $game->{noun};
    return show_out($format, $replay->{positions}[$at], \@svg, \%opt,
                    { last => $at ? $moves->[$at - 1] : undef, captured => \@taken }, $said,
                    { %$game_said, at => $at, moment => $at ? "After move $at of $count, $texts[$at - 1]."
                                                            : "The start; $count move" . ($count == 1 ? ' was' : 's were') . ' played from it.' });
}

# An ending's words as a sentence of its own.
sub ending_sentence { my ($ending) = @_; return "The game ended: $ending." }

# show --pages DIR: every game of a file as a page of its own (what show
# --format html writes of it), and an index page of them all, read once,
# a game at a time: records and .otg records by the Reader, move lists
# (--from) by Lists. The index is written as the games are read (a row a
# game: its number, players, first side, length, how it ended, its
# link), so that nothing grows with the collection. A game refused (its
# record, or its replay) is said as show says it, listed in the index
# with its code, and makes the exit status 1.
sub pages {
    my ($arg, $opt, $svg) = @_;
    my $dir = $opt->{pages};
    fail(2, "$arg: No such file or directory") if $arg ne '-' && !-e path($arg);
    my $fh = open_input($arg);
    if (!-d path($dir)) {
        mkdir path($dir) or fail(2, "$dir: $!");
    }
    my $file = sub { File::Spec->catfile($dir, $_[0]) };
    # (the index is written as the games are read: open to the end)
    open my $index, '>:raw', path($file->('index.html')) or fail(2, $file->('index.html') . ": $!");    ## no critic (RequireBriefOpen)
    my $title = $arg eq '-' ? 'standard input' : $arg;
    my $list = defined $opt->{from};
    my $noun = $list ? 'game' : 'record';
    my ($written, $refused) = (0, 0);
    my $put = sub {
        my ($handle, $name, $text) = @_;
        utf8::encode($text);
        print {$handle} $text or fail(2, "$name: $!");
    };
    $put->($index, 'index.html', pages_head($title));
    my $page = sub {
        my ($number, $line, $column, $model, $abouts, $dialect, $fault) = @_;
        my $game = $model ? $model->{game} : undef;
        my $replay;
        if (!$fault) {
            require Game::Brandubh::Notation::Replay;
            $replay = Game::Brandubh::Notation::Replay::replay($game->{start}, $game->{moves}, $abouts);
            $fault = $replay->{fault} && replay_said($replay->{fault}, $game->{start}, $list);
        }
        if ($fault) {
            err("$arg:$line:$column: $noun $number: $fault->{code}: " . shown($fault->{message}));
            $refused++;
            $put->($index, 'index.html', pages_row($number, undef, $fault));
            return;
        }
        my $shown = { moves => $game->{moves}, abouts => $abouts, dialect => $dialect, noun => $noun, number => $number,
                      said_of($model) };
        my @played = map { { move => $game->{moves}[$_], text => move_text($shown, $_), captures => [captures_of($shown, $_)] } }
                     0 .. $#{ $game->{moves} };
        # how it ended and its tags, as show --format html says them
        my $ending = ending_of($shown, @played ? $played[-1]{text} : undef);
        require Game::Brandubh::Notation::HTML;
        my $name = "$noun-$number.html";
        open my $out, '>:raw', path($file->($name)) or fail(2, $file->($name) . ": $!");
        $put->($out, $name, Game::Brandubh::Notation::HTML::game_html($replay->{positions}, \@played,
                                                                   title => html_title($arg, $shown), svg => $svg,
                                                                   about => [tags_said($shown, defined $ending)],
                                                                   defined $ending ? (ending => ending_sentence($ending)) : ()));
        close $out or fail(2, $file->($name) . ": $!");
        $written++;
        $put->($index, 'index.html', pages_row($number, $name, undef, $model, $ending));
        return;
    };
    my $reader;
    my $ok = eval {
        my @progress = progress_of($opt->{progress}, $arg, $fh, sub {
            Game::Brandubh::Notation::Messages::counted($written + $refused, 'page') });
        if ($list) {
            $reader = Game::Brandubh::Notation::Lists->new($fh, format => $opt->{from}, name => $arg, block => $BLOCK, @progress,
                                                            map { defined $opt->{$_} ? ($_ => $opt->{$_}) : () } qw(first start variant));
        }
        else {
            $reader = Game::Brandubh::Notation::Reader->new($fh, name => $arg, block => $BLOCK, model => 1, @progress);
        }
        my $dialect = $list ? ($opt->{from} eq 'csv' ? 'nielsen' : $opt->{from}) : $reader->otg ? 'otn' : 'shown';
        while (my $read = $reader->next) {
            my $model = $read->{model};
            $page->($read->{number}, $read->{line}, $read->{column} || 1, $model,
                    $model && ($list || $reader->otg) ? abouts_of($model) : undef, $dialect, $read->{fault});
        }
        1;
    };
    my $error = $@;
    progress_done();
    close $fh if $arg ne '-';
    $put->($index, 'index.html', pages_foot($written, $refused));
    close $index or fail(2, $file->('index.html') . ": $!");
    fail(read_fault($error)->{status}, read_fault($error)->{message}) unless $ok;
    return $refused ? 1 : 0;
}

# The index page's parts: its head (the title, a table's head), a row a
# game, its foot (the count). Plain HTML, no script.
sub pages_html {
    my ($text) = @_;
    $text =~ s/([&<>"'])/'&#' . ord($1) . ';'/ge;
    return $text;
}

sub pages_head {
    my ($title) = @_;
    my $t = pages_html("brandubh games: $title");
    return <<"HTML";
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>$t</title>
<style>
body { font: 16px/1.35 sans-serif; margin: 1rem; background: #f3efe6; color: #1d1d1d; }
table { border-collapse: collapse; }
th, td { padding: 0.2rem 0.6rem; text-align: left; border-bottom: 1px solid #d8d0c0; }
td.number, td.moves { text-align: right; }
a { color: #1a4d8f; }
</style>
</head>
<body>
<h1>$t</h1>
<table>
<thead><tr><th>Game</th><th>Players</th><th>First</th><th>Moves</th><th>Ended</th><th>Page</th></tr></thead>
<tbody>
HTML
}

sub pages_row {
    my ($number, $name, $fault, $model, $ending) = @_;
    if ($fault) {
        return qq(<tr class="refused"><td class="number">$number</td><td colspan="5">refused: )
             . pages_html("$fault->{code}: $fault->{message}") . "</td></tr>\n";
    }
    my $game = $model->{game};
    my $tags = $model->{tags} || {};
    my $players = defined $tags->{attackers} || defined $tags->{defenders}
        ? (defined $tags->{attackers} ? $tags->{attackers} : '?') . ' v ' . (defined $tags->{defenders} ? $tags->{defenders} : '?')
        : '';
    my (undef, $side) = position_cells($game->{start});
    my $first = $side eq 'a' ? 'attackers' : 'defenders';
    my $ended = defined $ending ? $ending : 'not said';
    my $moves = @{ $game->{moves} };
    return qq(<tr><td class="number">$number</td><td>) . pages_html($players) . "</td><td>$first</td>"
         . qq(<td class="moves">$moves</td><td>) . pages_html($ended) . qq(</td><td><a href="$name">$name</a></td></tr>\n);
}

sub pages_foot {
    my ($written, $refused) = @_;
    return "</tbody>\n</table>\n<p>" . Game::Brandubh::Notation::Messages::counted($written, 'page')
         . ($refused ? ", $refused refused" : '') . ".</p>\n</body>\n</html>\n";
}

# The options of a move list, as convert takes them: --from FORMAT, and the
# frame it is read in (--first, --start, --variant), checked.
sub show_list_options {
    my ($opt) = @_;
    my %list = map { $_ => 1 } dialects(), 'csv';
    usage_error("unknown format '" . shown($opt->{from}) . "': csv or a dialect (" . join(', ', dialects()) . ')')
        if defined $opt->{from} && !$list{ $opt->{from} };
    for my $only (qw(first start variant)) {
        usage_error("--$only is read with --from") if defined $opt->{$only} && !defined $opt->{from};
    }
    usage_error("unknown side '" . shown($opt->{first}) . "': attackers or defenders")
        if defined $opt->{first} && $opt->{first} !~ /\A(?:attackers|defenders)\z/;
    if (defined $opt->{start}) {
        my (undef, $side) = position_cells($opt->{start});
        usage_error("not a position: '" . shown($opt->{start}) . q{'}) unless defined $side;
        usage_error("--first $opt->{first}, but the start has the " . ($side eq 'a' ? 'attackers' : 'defenders') . ' to move')
            if defined $opt->{first} && $opt->{first} ne ($side eq 'a' ? 'attackers' : 'defenders');
    }
    return;
}

# A position as show writes it: the text board (with what is said beneath
# it), the picture, or the position alone. $marks: the last move and the
# squares captured by it.
sub show_out {
    my ($format, $position, $svg, $opt, $marks, $said, $game) = @_;
    $game ||= { tags => [] };
    my $ending = $game->{ending};
    # the ending at the game's last position, in place of the side to move
    my $over = defined $ending && defined $game->{count} && $game->{at} == $game->{count};
    my @tags = @{ $game->{tags} };
    if ($format eq 'position') {
        out("$position\n");
        # what the position alone cannot say, named
        my @not = ((defined $ending ? "how the game ended ($ending)" : ()),
                   (@tags ? 'its tags (' . join(', ', map { $_->[0] } @tags) . ')' : ()));
        err('note: --format position writes the position alone, not ' . join(' nor ', @not) . '; --format text says '
            . (@not > 1 ? 'them' : 'it')) if @not;
    }
    elsif ($format eq 'svg') {
        my @more = (defined $marks->{last} ? (lastmove => $marks->{last}) : ());
        my @taken = @{ $marks->{captured} || [] };
        if (@taken) {
            my %o = @$svg;
            push @more, captured => [@{ $o{captured} || [] }, @taken];
        }
        # the picture's title: the position, then what the game says of
        # itself (only where it says something: a picture of a game that
        # says nothing is titled by its position alone)
        if (defined $ending || @tags) {
            my $at_end = defined $ending ? ($over ? ending_sentence($ending)
                                                  : 'The game ended after ' . ended_after($game->{count}) . ": $ending.") : undef;
            push @more, title => join ' ', $position . q{.}, grep({ defined } $game->{moment}, $at_end),
                                      map { "$_->[0]: $_->[1]." } @tags;
        }
        out(Game::Brandubh::Notation::SVG::position_svg($position, @$svg, @more));
    }
    else {
        out(diagram($position, $opt->{flip}, $marks->{last}, $marks->{captured}, $over ? ending_sentence($ending) : undef));
        out(map { " $_->[0]: " . one_line($_->[1]) . "\n" } @tags);
        out(' The game ended after ' . ended_after($game->{count}) . ": $ending.\n") if defined $ending && !$over;
        out($said) if defined $said;
    }
    return 0;
}

# When a game ended, by its count of moves.
sub ended_after { my ($count) = @_; return $count ? "move $count" : 'no move' }

# A tag's value on one line of the text board.
sub one_line { my ($text) = @_; $text =~ s/\s+/ /g; return $text }

# The squares a move of the game says it captured (the king's square
# among them), in lower case, each once; none for a record's.
sub captures_of {
    my ($game, $i) = @_;
    my $about = $game->{abouts} ? $game->{abouts}[$i] : undef;
    return () unless $about;
    my %seen;
    return grep { !$seen{$_}++ } map { lc } @{ $about->{captures} || [] },
        defined $about->{king_square} ? $about->{king_square} : ();
}

# A move of the game as its format writes it: a dialect's list in the
# dialect, an .otg record in OpenTafl's, hnefatafl-rs's list in
# aagenielsen.dk's, a record in the shown form.
sub move_text {
    my ($game, $i) = @_;
    my $about = $game->{abouts} ? $game->{abouts}[$i] : {};
    my $text = Game::Brandubh::Notation::Dialects::move_to_dialect($game->{dialect}, $game->{moves}[$i], $about);
    $text = move_display($game->{moves}[$i]) unless defined $text;
    return $text;
}

# The title of a game's page: the file, the game's number, its tags.
sub html_title {
    my ($arg, $game) = @_;
    return "brandubh: a position" unless defined $game->{noun};
    my $tags = $game->{tags} || {};
    my $players = defined $tags->{attackers} && defined $tags->{defenders} ? ": $tags->{attackers} v $tags->{defenders}" : '';
    return ($arg eq '-' ? 'standard input' : $arg) . ", $game->{noun} $game->{number}$players";
}

# The game show draws: a position given, or read from the file (alone in
# it), or a game of the file: a record (the first or --record N's), an .otg
# record, or with --from a move list's. A hash: start; count, the moves
# played from it (undef for a position); with $whole, the game's moves,
# abouts (undef for a record, which states no captures) and dialect; noun
# (record or game), number, line and column for a game.
sub show_game {
    my ($arg, $opt, $whole) = @_;
    my $position = { moves => [], abouts => undef, dialect => 'shown' };
    if (!defined $opt->{from}) {
        return { %$position, start => $arg } if position_ok($arg);
        if ($arg ne '-' && !-e path($arg)) {
            # a text with a slash or a side was meant as a position
            if ($arg =~ m{/| [ad]\z}) {
                my $why = otn_said($arg);
                $why = position_why($arg)->{message} unless defined $why;
                fail(1, "'" . Game::Brandubh::Notation::Messages::escaped($arg) . "' is not a position: $why");
            }
            fail(2, "$arg: No such file or directory");
        }
    }
    elsif ($arg ne '-' && !-e path($arg)) {
        fail(2, "$arg: No such file or directory");
    }
    my $want = defined $opt->{record} ? 0 + $opt->{record} : 1;
    my $fh = open_input($arg);
    if (defined $opt->{from}) {
        my ($game, $games) = (undef, 0);
        my $ok = eval {
            my $lists = Game::Brandubh::Notation::Lists->new($fh, format => $opt->{from}, name => $arg, block => $BLOCK,
                                                             map { defined $opt->{$_} ? ($_ => $opt->{$_}) : () } qw(first start variant));
            while (my $read = $lists->next) {
                $games = $read->{number};
                next if $read->{number} < $want;
                $game = $read;
                last;
            }
            1;
        };
        fail(read_fault($@)->{status}, read_fault($@)->{message}) unless $ok;
        close $fh if $arg ne '-';
        fail(1, "$arg: there is no game $want: " . ($games ? "the last is game $games" : 'it holds none')) unless $game;
        if (my $fault = $game->{fault}) {
            fail(1, "$arg:$fault->{line}:$fault->{column}: game $game->{number}: $fault->{code}: " . shown($fault->{message}));
        }
        my $model = $game->{model};
        my $moves = $model->{game}{moves};
        return { start => $model->{game}{start}, count => scalar @$moves, moves => $moves, abouts => abouts_of($model),
                 dialect => $opt->{from} eq 'csv' ? 'nielsen' : $opt->{from}, list => 1, said_of($model),
                 noun => 'game', number => $game->{number}, line => $game->{line}, column => $game->{column} || 1 };
    }
    # the whole of it is one record, or a position: a position is read from
    # what a first read gives, a record by the reader, in flat memory
    my $head = '';
    while (length $head <= 65536) {
        my $got = read $fh, $head, 65536, length $head;
        fail(2, "$arg: $!") unless defined $got;
        last unless $got;
    }
    my $ended = length $head <= 65536;
    if ($ended) {
        (my $text = $head) =~ s/\A\xEF\xBB\xBF//;
        # (what is not UTF-8 is no position: the reader places the fault)
        $text =~ s/\r?\n\z//;
        if (utf8::decode($text)) {
            return { %$position, start => $text } if position_ok($text);
            my $said = otn_said($text);
            fail(1, "$arg: '" . Game::Brandubh::Notation::Messages::escaped($text) . "' is not a position: $said") if defined $said;
        }
    }
    # a record of the file (the first, or --record's), read as check reads
    # it: a file of records, or of .otg records; its moves and what they
    # say only when they are drawn
    my ($record, $records, $otg) = (undef, 0, 0);
    my $ok = eval {
        # (what was read whole is named as its handle: an empty file is
        # the file, as check says it)
        my $reader = Game::Brandubh::Notation::Reader->new($ended ? \$head : $fh, name => $arg, block => $BLOCK,
                                                           $whole ? (model => 1) : (games => 0),
                                                           $ended ? (kind => Game::Brandubh::Notation::Reader::_kind($fh))
                                                                  : (head => $head));
        while (my $read = $reader->next) {
            $records = $read->{number};
            next if $read->{number} < $want;
            $record = $read;
            last;
        }
        $otg = $reader->otg;
        1;
    };
    fail(read_fault($@)->{status}, read_fault($@)->{message}) unless $ok;
    close $fh if $arg ne '-';
    fail(1, "$arg: there is no record $want: " . ($records ? "the last is record $records" : 'it holds none')) unless $record;
    if (my $fault = $record->{fault}) {
        fail(1, "$arg:$fault->{line}:$fault->{column}: record $record->{number}: $fault->{code}: " . shown($fault->{message}));
    }
    my %place = (noun => 'record', number => $record->{number}, line => $record->{line}, column => $record->{column} || 1);
    return { %place, start => $record->{start}, count => $record->{moves} } unless $whole;
    my $model = $record->{model};
    my $moves = $model->{game}{moves};
    # a record of this module's states no captures: its moves are replayed
    # by their squares alone
    return { %place, start => $model->{game}{start}, count => scalar @$moves, moves => $moves,
             abouts => $otg ? abouts_of($model) : undef, dialect => $otg ? 'otn' : 'shown', said_of($model) };
}

# What a model says of its game besides its moves, as show_game gives it:
# its result (a resignation or an agreement), the side that ran out of
# time, the winner stated, and its tags.
sub said_of {
    my ($model) = @_;
    my $notes = ref $model->{notes} eq 'HASH' ? $model->{notes} : {};
    return (result => $model->{game}{result}, timeout => $notes->{timeout}, winner => $model->{winner},
            tags => ref $model->{tags} eq 'HASH' ? $model->{tags} : {});
}

# How the game ended, as its record says it, in words (a clause, no
# capital, no stop): a resignation, an agreement, a timeout, what its last
# move's marks say (the king taken or home, a winning move) and the winner
# stated; undef when it says none. $last is the last move as written.
# Never judged by a rule: a game that says nothing of its end is not said
# to have ended.
my %OTHER_SIDE = (attackers => 'defenders', defenders => 'attackers');
sub ending_of {
    my ($game, $last) = @_;
    my @said;
    my $result = $game->{result};
    my $winner = $game->{winner};
    my $agreed = $result && $result->{how} eq 'agreed';
    if ($agreed) {
        push @said, 'a draw, agreed';
    }
    elsif ($result && defined $result->{by}) {
        # (the other side won: what a resignation is)
        push @said, "the $result->{by} resigned";
        $winner = $OTHER_SIDE{ $result->{by} } unless defined $winner;
    }
    push @said, "the $game->{timeout} ran out of time" if defined $game->{timeout};
    my $count = @{ $game->{moves} || [] };
    my $about = $count && $game->{abouts} ? $game->{abouts}[$count - 1] : undef;
    if ($about && %$about) {
        my $move = "move $count, $last,";
        if ($about->{king_taken} || defined $about->{king_square}) {
            push @said, "$move took the king" . (defined $about->{king_square} ? ' on ' . lc $about->{king_square} : '');
        }
        elsif ($about->{king_home}) {
            push @said, "$move brought the king home";
        }
        elsif ($about->{wins}) {
            push @said, "$move is marked as the winning move";
        }
    }
    push @said, $winner eq 'draw' ? 'a draw' : "the $winner won" if defined $winner && !$agreed;
    return @said ? join('; ', @said) : undef;
}

# The game's tags as show says them: the players, the event, the site, the
# date and the round in that order, then the others by name; each [label,
# value]. The result and termination tags are left to the ending, where
# one was read from them ($ended).
my @TAG_SAID = ([attackers => 'Attackers'], [defenders => 'Defenders'], [event => 'Event'], [site => 'Site'],
                [date => 'Date'], [round => 'Round']);
sub tags_said {
    my ($game, $ended) = @_;
    my $tags = $game->{tags} || {};
    my %first = map { $_->[0] => 1 } @TAG_SAID, $ended ? ([result => 1], [termination => 1]) : ();
    my @said = map { defined $tags->{ $_->[0] } ? [$_->[1], $tags->{ $_->[0] }] : () } @TAG_SAID;
    push @said, map { [ucfirst, $tags->{$_}] } grep { !$first{$_} && defined $tags->{$_} && !ref $tags->{$_} } sort keys %$tags;
    return @said;
}

# A model's abouts, one a move (an empty hash for a move that says nothing).
sub abouts_of {
    my ($model) = @_;
    my $abouts = $model->{abouts} || [];
    return [map { $abouts->[$_] || {} } 0 .. $#{ $model->{game}{moves} }];
}

# move: one line out for each move in, in order.
sub move {
    my @args = @_;
    my %opt;
    options(\@args, \%opt, 'help|h');
    return command_help('move') if $opt{help};
    my $status = 0;
    # The line written for a text: its stored move, or its fault and the
    # message move_why gives (found and said as move_why does, without the
    # calls around them: a refused line is the dearer). A message shows its
    # quoted characters as shown() would and its words are printable ASCII:
    # it is written as it comes. A move's message depends on its fault's
    # code and want and on the characters it quotes, at most the two at its
    # place (none at the end of the text), not on the rest of the text: the
    # messages last made are kept by those, so that a log whose refused
    # lines share their faults, as most do, has each made once. Bounded:
    # emptied when it holds 4096.
    my %said;
    my $line_of = sub {
        my ($text) = @_;
        my $stored = move_parse($text);
        return "$stored\n" if defined $stored;
        $status = 1;
        my $fault = $move_fault->($text);
        my $code = $fault->{code};
        my $after;    # what follows the text on its line
        if ($code eq 'encoding') {    # its message counts its place
            $after = ": $code: " . move_why($text)->{message} . "\n";
        }
        else {
            my $key = $code . "\0" . ($fault->{want} || '') . "\0" . substr $text, $fault->{at}, 2;
            $after = $said{$key};
            if (!defined $after) {
                %said = () if keys %said >= 4096;
                $after = $said{$key} = ": $code: " . Game::Brandubh::Notation::Messages::move_message($text, $fault) . "\n";
            }
        }
        return ($text =~ tr/\x20-\x7e//c ? shown($text) : $text) . $after;
    };
    if (!@args || (@args == 1 && $args[0] eq '-')) {
        my $fh = open_input('-');
        # a live input (a pipe, a terminal) is answered line by line: what
        # is held is written before a read that would wait
        my $live = Game::Brandubh::Notation::Reader::_live($fh);
        my $bits = '';
        vec($bits, fileno($fh), 1) = 1 if $live;
        for (;;) {
            flush_now() if $live && !select(my $ready = $bits, undef, undef, 0);
            defined(my $line = <$fh>) or last;
            $line =~ s/\r?\n\z//;
            my $said;
            if (utf8::decode($line)) {
                $said = $line_of->($line);
                utf8::encode($said);
            }
            else {
                $said = shown($line) . ": encoding: the line is not UTF-8 text\n";
                utf8::encode($said);
                $status = 1;
            }
            # out(), a line at a time
            $out_buffer .= $said;
            flush_out() if length $out_buffer > 65536;
        }
    }
    else {
        out($line_of->($_)) for @args;
    }
    return $status;
}

# convert: each input's games written in another format, a game at a time:
# records and .otg records read by the Reader, move lists (--from) by
# Lists, each into the model of a game (Formats), written by Formats,
# which says what the format written cannot hold: a note, or with
# --lossless a refusal.
sub convert {
    my @args = @_;
    my %opt;
    options(\@args, \%opt, 'to=s', 'from=s', 'first=s', 'start=s', 'variant=s', 'numbered', 'quiet|q', 'lossless', 'loose',
            'progress!', 'help|h');
    return command_help('convert') if $opt{help};
    my %list = map { $_ => 1 } dialects(), 'csv';
    my %dialect = map { $_ => 1 } dialects();
    usage_error("unknown format '" . shown($opt{to}) . "': otg, record, csv or a dialect (" . join(', ', dialects()) . ')')
        if defined $opt{to} && !grep { $_ eq $opt{to} } formats();
    usage_error("unknown format '" . shown($opt{from}) . "': csv or a dialect (" . join(', ', dialects()) . ')')
        if defined $opt{from} && !$list{ $opt{from} };
    usage_error("unknown side '" . shown($opt{first}) . "': attackers or defenders")
        if defined $opt{first} && $opt{first} !~ /\A(?:attackers|defenders)\z/;
    if (defined $opt{start}) {
        my (undef, $side) = position_cells($opt{start});
        usage_error("not a position: '" . shown($opt{start}) . q{'}) unless defined $side;
        usage_error("--first $opt{first}, but the start has the " . ($side eq 'a' ? 'attackers' : 'defenders') . ' to move')
            if defined $opt{first} && $opt{first} ne ($side eq 'a' ? 'attackers' : 'defenders');
    }
    # a list states neither its variant nor its start: they are given to
    # read one and to write one
    my $lists = defined $opt{from} || (defined $opt{to} && $list{ $opt{to} });
    for my $only (qw(first start variant)) {
        usage_error("--$only is read with --from, or written with --to and a move list") if defined $opt{$only} && !$lists;
    }
    usage_error('--numbered is written with --to DIALECT') if $opt{numbered} && !(defined $opt{to} && $dialect{ $opt{to} });
    my %frame = map { defined $opt{$_} ? ($_ => $opt{$_}) : () } qw(first start variant);
    @args = ('-') unless @args;
    my $status = 0;
    # what was written, refused (by code) and noted (by kind), for the
    # summary; a note said once, by its words, the games it holds for
    # counted (a note that holds for every game is said once)
    my $run = { quiet => $opt{quiet}, written => 0, refused => {}, noted => 0, kinds => {}, lossy => 0, said => {},
                order => [] };
    my $to_said;
    for my $name (@args) {
        my $fh = eval { open_input($name) };
        if (!$fh) {
            err($@->{message});
            $status = 2;
            next;
        }
        my $ok = eval {
            my ($reader, $noun);
            if (defined $opt{from}) {
                $reader = Game::Brandubh::Notation::Lists->new($fh, format => $opt{from}, %frame, name => $name,
                                                               block => $BLOCK, waiting => \&flush_now, part => $PART,
                                                               progress_of($opt{progress}, $name, $fh, sub {
                                                                   my $games = $run->{written};
                                                                   $games += $_ for values %{ $run->{refused} };
                                                                   Game::Brandubh::Notation::Messages::counted($games, 'game');
                                                               }));
                $noun = 'game';
            }
            else {
                $reader = Game::Brandubh::Notation::Reader->new($fh, name => $name, block => $BLOCK, waiting => \&flush_now,
                                                                model => 1, part => $PART,
                                                                progress_of($opt{progress}, $name, $fh, \$reader));
                $noun = 'record';
            }
            my $from = defined $opt{from} ? $opt{from} : $reader->otg ? 'otg' : 'record';
            my $to = defined $opt{to} ? $opt{to} : $from eq 'record' ? 'otg' : 'record';
            $to_said = $to;
            my %write = (%frame, $opt{numbered} ? (numbered => 1) : ());
            my $parts;    # a game read in parts, so far
            # (the core's way for a block of lines at once: see records;
            # where standard output is a terminal and notes are written,
            # each note after its game's record, as the long way writes)
            my $records = $RECORDS && defined $opt{from} && $to eq 'record' && !%frame && !$opt{lossless}
                && ($opt{quiet} || !-t STDOUT);    ## no critic (ProhibitInteractiveTest)
            my $refuse = sub {
                my ($code, $said) = @_;
                err($said);
                $run->{refused}{$code}++;
                $status ||= 1;
            };
            for (;;) {
                records($reader, $name, $run) if $records;
                my $item = $reader->next or last;
                my ($number, $line) = @{$item}{qw(number line)};
                my $column = defined $item->{column} ? $item->{column} : 1;
                # (a fault met after parts of its game: the game is refused)
                undef $parts if $parts && $item->{fault};
                if (my $fault = $item->{fault}) {
                    # (an input that holds nothing too, refused as check
                    # refuses it)
                    $refuse->($fault->{code}, "$name:$fault->{line}:$fault->{column}: $noun $number: $fault->{code}: "
                                              . shown($fault->{message}));
                    next;
                }
                my $model = $item->{model};
                my ($played, $done, $held);
                if ($item->{part}) {
                    $parts = convert_part($item->{part} == 1 ? undef : $parts, $to, $model, \%write, defined $opt{from})
                        if $item->{part} == 1 || $parts;
                    next unless $item->{last} && $parts;
                    $done = convert_parts_end($parts);
                    ($played, $held) = @{$parts}{qw(played held)};
                    undef $parts;
                }
                # the game played as it says: one its own words contradict
                # is refused (--loose: written, with a note)
                $played = game_played($model, defined $opt{from}) unless $item->{part};
                if ($played && !$opt{loose}) {
                    $refuse->($played->{code}, "$name:$line:$column: $noun $number: $played->{code}: "
                                               . shown($played->{message}) . ' (--loose writes it as it says)');
                    next;
                }
                $done ||= convert_game($to, $model, \%write);
                my $lost = $done->{lost_message};
                if (defined $lost && $opt{lossless}) {
                    $refuse->('lost', "$name:$line:$column: $noun $number: lost: " . shown(ucfirst $lost) . ' (--lossless)');
                    next;
                }
                if (!defined $done->{text} && !defined $done->{head}) {
                    $refuse->($done->{code}, "$name:$line:$column: $noun $number: $done->{code}: " . shown($done->{message}));
                    next;
                }
                if ($held) {
                    out($done->{head});
                    out_held($held);
                    out($done->{tail});
                }
                else {
                    out($done->{text});
                }
                $run->{written}++;
                my @notes;
                push @notes, [shown($played->{message}) . ' (written as it says: --loose)', ['replay']] if $played;
                if (defined $lost) {
                    $run->{lossy}++;
                    push @notes, [shown($lost), [map { $_->{what} } @{ $done->{lost} || [] }]];
                }
                noted($run, "$name:$line: $noun $number", @notes) if @notes;
            }
            1;
        };
        my $error = $@;
        progress_done();
        close $fh if $name ne '-';
        if (!$ok) {
            err(read_fault($error)->{message});
            $status = 2;
        }
    }
    convert_summary($run, $to_said, $opt{lossless}) unless $opt{quiet};
    return $status;
}

# A game's notes, each [its words, its kinds], told: a note's words said
# at the first game they hold for (PLACE: note: words), counted for the
# others; the game counted as noted, and each kind.
sub noted {
    my ($run, $place, @notes) = @_;
    $run->{noted}++;
    my $said = '';
    for my $note (@notes) {
        my ($words, $kinds) = @$note;
        $run->{kinds}{$_}++ for @$kinds;
        next if $run->{quiet};
        push @{ $run->{order} }, $words unless $run->{said}{$words};
        $said .= "$me: $place: note: $words\n" unless $run->{said}{$words}++;
    }
    if (length $said) {
        flush_out();    # what was said before comes first
        print {*STDERR} $said;
    }
    return;
}

# convert's last words, where more than one game was read and anything was
# refused or noted (a conversion that loses nothing says nothing, and a
# single game's line says all): each note that held for more than the
# game it was said at, with the count of its games; then one line, the
# games written, refused (by code) and noted (by kind).
sub convert_summary {
    my ($run, $to, $lossless) = @_;
    my $refused = 0;
    $refused += $_ for values %{ $run->{refused} };
    # (an input that holds nothing is refused as no game; a single game's
    # line says all there is)
    return unless $refused + $run->{written} - ($run->{refused}{empty} || 0) > 1 && ($refused || $run->{noted});
    my $counted = \&Game::Brandubh::Notation::Messages::counted;
    for my $words (@{ $run->{order} }) {
        my $games = $run->{said}{$words};
        err("note of $games games, said at the first alone: $words") if $games > 1;
    }
    my $by = sub {
        my ($counts) = @_;
        return '' unless %$counts;
        return ' (' . join(', ', map { "$_ $counts->{$_}" } sort keys %$counts) . ')';
    };
    my $read = $run->{written} + $refused;
    err($counted->($read, 'game') . ": $run->{written} written, $refused refused" . $by->($run->{refused})
        . ", $run->{noted} with a note" . $by->($run->{kinds})
        . ($run->{lossy} && !$lossless && defined $to
           ? ': ' . $run->{lossy} . ' lost what ' . Game::Brandubh::Notation::Formats::format_name($to)
             . ' cannot hold (--lossless refuses them)' : ''));
    return;
}

# convert's common case, the games of a block of lines read, replayed and
# written by the core (Lists' _records): their records written, and the note
# of what each loses (every one loses something: its captures, or that it
# stated them and there were none), as Formats words it of a game whose
# moves say what the core counted, told and counted as noted() does.
my %records_lost;
sub records {
    my ($reader, $name, $run) = @_;
    my ($text, $notes, $line, $number) = $reader->_records or return;
    out_bytes($text);
    my $games = $notes =~ tr/\n//;
    $run->{written} += $games;
    $run->{lossy} += $games;
    while ($notes =~ /([0-9]+) (.*)\n/g) {    # (LINE KEYS WORD: see records_lost)
        my $lost = $records_lost{$2} ||= [records_lost($2), records_kinds($2)];
        noted($run, "$name:" . ($line + $1) . ': game ' . ++$number, [$lost->[0], $lost->[1]]);
    }
    return;
}

# What a record loses of a game the core wrote (Lists' _records): by the
# counts of the moves that say each key of their about (a count of one with
# its move, 1@N), and the closing word with the side to move at the end, as
# Formats says it of a game whose moves and word say just that
# (records_model: that game's model).
my %SIDE = (a => 'attackers', d => 'defenders');
sub records_model {
    my ($keys) = @_;
    my @said = split / /, $keys;
    my (@abouts, %notes, $result);
    for my $key (qw(captures king king_square king_taken king_home threat way_out wins loses)) {
        my ($count, $first) = split /@/, shift @said;
        $first = 1 unless defined $first;
        $abouts[ $_ - 1 ]{$key} = $key eq 'captures' ? ['a1'] : $key eq 'king_square' ? 'a1' : 1
            for $first .. $first + $count - 1;
    }
    $_ ||= {} for @abouts;
    my ($word, $side) = @said;
    if ($word eq 'resigned') { $result = { how => 'resign', by => $SIDE{$side} } }
    elsif ($word eq 'timeout') { $notes{timeout} = $SIDE{$side} }
    return { game => { variant => 'brandubh', start => SETUP, moves => [ ('d1d2') x (@abouts || 1) ], result => $result },
             abouts => \@abouts, notes => \%notes, first => 'attackers' };
}

sub records_lost {
    my ($keys) = @_;
    return Game::Brandubh::Notation::Formats::game_lost_message('record', records_model($keys));
}

# The kinds of what it loses (Formats' names), for the summary.
sub records_kinds {
    my ($keys) = @_;
    return [map { $_->{what} } Game::Brandubh::Notation::Formats::game_lost('record', records_model($keys))];
}

# A part of a game read in parts: replayed from where the parts before it
# left the board, its moves written (their text held: in memory, then in a
# file, until the game is known good), and with the last part what the
# game written is (the head and tail around the moves, what it lost). The
# first fault of the replay and of the writer is kept, and the parts after
# it only read, as the game read whole is judged: its replay first.
sub convert_part {
    my ($parts, $to, $model, $write, $list) = @_;
    require Game::Brandubh::Notation::Replay;
    my $game = $model->{game};
    $parts ||= { writer => Game::Brandubh::Notation::Formats::_parts($to, $write), position => $game->{start}, before => 0,
                 held => { text => '' }, list => $list };
    my $moves = $game->{moves};
    if (!$parts->{played}) {
        my $replay = Game::Brandubh::Notation::Replay::replay($parts->{position}, $moves,
                                                              $model->{unstated} ? undef : $model->{abouts});
        if (my $fault = $replay->{fault}) {
            my $move = $fault->{move} + $parts->{before};
            (my $message = $fault->{message}) =~ s/\Amove [0-9]+/move $move/;
            $parts->{played} = replay_said({ %$fault, move => $move, message => $message }, $game->{start}, $parts->{list});
        }
        else {
            $parts->{position} = $replay->{positions}[-1];
        }
    }
    $parts->{before} += @$moves;
    if (!$parts->{fault}) {
        my $text = $parts->{writer}{part}->($model);
        if (ref $text) { $parts->{fault} = { code => $text->[0], message => $text->[1] } }
        else { hold($parts->{held}, $text) }
    }
    return $parts;
}

# The end of a game read in parts: see convert_part.
sub convert_parts_end {
    my ($parts) = @_;
    my $done = $parts->{writer}{end}->();
    @{$done}{qw(code message)} = @{ $parts->{fault} }{qw(code message)} if $parts->{fault};
    delete @{$done}{qw(head tail)} if defined $done->{code};
    return $done;
}

# The text of a game held until it is known good: in memory up to $HELD
# bytes, then in a file of its own (gone when closed).
sub hold {
    my ($held, $text) = @_;
    utf8::encode($text);
    if (!$held->{fh}) {
        $held->{text} .= $text;
        return if length $held->{text} <= $HELD;
        require File::Temp;
        $held->{fh} = File::Temp::tempfile() or fail(2, "cannot make a file to hold a game in: $!");
        binmode $held->{fh};
        ($text, $held->{text}) = ($held->{text}, '');
    }
    print { $held->{fh} } $text or fail(2, "cannot write the file a game is held in: $!");
    return;
}

# What is held of a game, written out.
sub out_held {
    my ($held) = @_;
    my $fh = $held->{fh} or return out_bytes($held->{text});
    seek $fh, 0, 0 or fail(2, "cannot read the file a game is held in: $!");
    for (;;) {
        my $got = read $fh, my $block, 1 << 16;
        fail(2, "cannot read the file a game is held in: $!") unless defined $got;
        last unless $got;
        out_bytes($block);
    }
    close $fh;
    return;
}

# A game's replay by what it says (Game::Brandubh::Notation::Replay, its
# captures where its format states them): its fault, the message with a
# hint to --start where the first move is at fault; nothing when it plays.
sub game_played {
    my ($model, $list) = @_;
    require Game::Brandubh::Notation::Replay;
    my $game = $model->{game};
    my $replay = Game::Brandubh::Notation::Replay::replay($game->{start}, $game->{moves},
                                                          $model->{unstated} ? undef : $model->{abouts});
    my $fault = $replay && $replay->{fault} or return;
    return replay_said($fault, $game->{start}, $list);
}

# A game its own words contradict (Replay's fault), as every command says
# it, in the reader's words (check's): the code replay, Replay's message
# (move N 'MOVE': why), and where the first move is at fault and the game
# names no start of its own, what may be the cause and what says the
# start: a record's start line, or a list's --start and --first (a list
# names none; a record that names the set-up is taken as naming none).
sub replay_said {
    my ($fault, $start, $list) = @_;
    my $message = $fault->{message};
    if ($fault->{move} == 1 && ($list || $start eq SETUP)) {
        $message .= '; the game may have begun from another position: '
                  . ($list ? '--start and --first say which' : 'a start line says which');
    }
    return { code => 'replay', message => $message };
}

# Writing, as UTF-8 through a buffer of bytes (a line at a time costs more
# than the record it says; $out_buffer, above): a failure (a full disk, a
# closed pipe) is a fault, exit 2.

sub out {
    my (@parts) = @_;
    my $text = join '', @parts;
    utf8::encode($text);
    $out_buffer .= $text;
    flush_out() if length $out_buffer > 65536;
    return;
}

sub out_bytes {
    my ($bytes) = @_;
    $out_buffer .= $bytes;
    flush_out() if length $out_buffer > 65536;
    return;
}

sub flush_out {
    return if $out_buffer eq '';
    my $bytes = $out_buffer;
    $out_buffer = '';
    print {*STDOUT} $bytes or fail(2, "cannot write to standard output: $!");
    return;
}

# Progress on a long run, as pv shows it: on standard error, a line
# rewritten at most twice a second (bytes read, of how many where the size
# is known, what was read, the rate), cleared at the end. Asked for by
# --progress (from the start), refused by --no-progress; otherwise shown
# where standard error is a terminal once the work has taken $PROGRESS_AFTER
# seconds, whatever the input's size. $counted: a sub that gives what was
# read so far, counted ('3 games'), or a reference to the reader of
# records, whose records are counted. Gives the reader's progress option.
our $PROGRESS_AFTER = 2;
# whether standard error is a terminal: undef, ask (the tests say)
our $TERMINAL;
my $progress_shown = '';
sub progress_of {
    my ($asked, $name, $fh, $counted) = @_;
    $counted = records_read($counted) unless ref $counted eq 'CODE';
    return () if defined $asked && !$asked;
    return () unless $asked || (defined $TERMINAL ? $TERMINAL : -t STDERR);    ## no critic (ProhibitInteractiveTest)
    my $size = -f $fh ? -s _ : undef;
    require Time::HiRes;
    my $start = Time::HiRes::time();
    my $last = 0;
    return (progress => sub {
        my ($bytes) = @_;
        my $now = Time::HiRes::time();
        return if !$asked && $now - $start < $PROGRESS_AFTER;
        return if $now - $last < 0.5 && $last;
        $last = $now;
        my $mb = sub { sprintf '%.1f MB', $_[0] / 1e6 };
        my $line = "$name: " . $mb->($bytes) . (defined $size ? ' of ' . $mb->($size) : '') . ', ' . $counted->()
                 . ($now > $start ? sprintf(', %.1f MB/s', $bytes / 1e6 / ($now - $start)) : '');
        utf8::encode($line) if utf8::is_utf8($line);
        flush_out();
        print {*STDERR} "\r$line" . (' ' x (length($progress_shown) > length($line) ? length($progress_shown) - length($line) : 0));
        $progress_shown = $line;
    });
}

# What a reader of records has read, counted, for the progress line.
sub records_read {
    my ($reader) = @_;
    return sub { Game::Brandubh::Notation::Messages::counted($$reader ? $$reader->counts->{records} : 0, 'record') };
}

sub progress_done {
    return unless length $progress_shown;
    print {*STDERR} "\r" . (' ' x length $progress_shown) . "\r";
    $progress_shown = '';
    return;
}

# What is held written out to the system now, before the input is waited
# for (a live input: a pipe, a terminal).
sub flush_now {
    flush_out();
    STDOUT->flush or fail(2, "cannot write to standard output: $!");
    return;
}

sub err {
    my ($message) = @_;
    flush_out();    # what was said before comes first
    print {*STDERR} "$me: $message\n";
    return;
}

# The manual, as text, from the POD below; no perldoc needed.
sub manual {
    require Pod::Text;
    my $text = '';
    my $parser = Pod::Text->new(sentence => 0, width => 76);
    $parser->output_string(\$text);
    # the script that set $MANUAL, or the one installed on the PATH
    my ($script) = grep { defined && -f } $MANUAL,
        map { File::Spec->catfile($_, $me) } File::Spec->path;
    fail(2, "the manual is the POD of the $me script, which is not at hand") unless defined $script;
    $parser->parse_file($script);
    out($text);
    return 0;
}

sub help {
    my ($command) = @_;
    return command_help($command) if defined $command;
    out($usage, <<"HELP");

Commands:
  check   check game records: files, or standard input with none or -; any
          number of records one after another, each beginning at its variant
          line; -v also lists accepted records, --count only counts, -q only
          sets the exit status, --format json writes JSON Lines
  show    draw a position, or a moment of a game (--after N, --final), as text,
          an SVG picture (--format svg) or a page of the whole game (--format
          html); --pages DIR: a page for every game of a file, and an index
  move    the stored form of each move, one line out for each in; standard
          input, one move a line, with none or -
  convert convert games from one format to another, a game at a time:
          @{[ join ', ', formats() ]}
  help    this, or what one command does and takes

Exit status: 0 all accepted, 1 something refused, 2 a usage or file error.
$me help COMMAND (or $me COMMAND --help) for one command;
$me --man for the manual.
HELP
    return 0;
}

sub command_help {
    my ($command) = @_;
    out("Usage: $usage{$command}\n$help{$command}\n$me --man for the manual.\n");
    return 0;
}

# help [COMMAND]: the program's help, or a command's.
sub help_command {
    my @args = @_;
    my %opt;
    options(\@args, \%opt, 'help|h');
    return command_help('help') if $opt{help};
    usage_error('help takes one command at the most') if @args > 1;
    usage_error("unknown command '" . shown($args[0]) . "'") if @args && !$help{ $args[0] };
    return help(@args);
}

my %commands = (check => \&check, show => \&show, move => \&move, convert => \&convert, help => \&help_command);

# The arguments, as bytes from the command line: the exit status.
sub main {
    my @args = @_;
    $out_buffer = '';
    $try = '';
    # characters on the way in (where they are UTF-8) and on the way out
    utf8::decode($_) for @args;
    binmode STDOUT;    # out() writes UTF-8
    binmode STDERR, ':raw:encoding(UTF-8)';
    my $status = eval {
        # the program's own options, before the command
        my %opt;
        my $parser = Getopt::Long::Parser->new(config => [qw(no_ignore_case bundling require_order)]);
        my @warnings;
        my $ok = do {
            local $SIG{__WARN__} = sub { push @warnings, @_ };
            local @ARGV = @args;
            my $r = $parser->getoptions(\%opt, 'help|h', 'man', 'version|V');
            @args = @ARGV;
            $r;
        };
        (my $why = join '', @warnings) =~ s/\n+\z//;
        usage_error($why || 'bad options') unless $ok;
        my $done;
        if ($opt{help} || $opt{man}) {
            $done = $opt{help} ? help() : manual();
        }
        elsif ($opt{version}) {
            out("$me $Game::Brandubh::Notation::VERSION\n",
                "Game::Brandubh::Notation $Game::Brandubh::Notation::VERSION, the "
                . Game::Brandubh::Notation::BACKEND() . " backend\n");
            $done = 0;
        }
        else {
            my $command = shift @args;
            usage_error('no command given') unless defined $command;
            usage_error("unknown command '" . shown($command) . "'") unless $commands{$command};
            local $try = " $command";
            $done = $commands{$command}->(@args);
        }
        flush_out();
        close STDOUT or fail(2, "cannot write to standard output: $!");
        $done;
    };
    return $status if defined $status;
    my $fault = $@;
    if (ref $fault ne __PACKAGE__ . '::Fail') {
        # a fault of the program itself: said as every message is, and
        # nothing of what was left to write (a page half made is no page)
        $out_buffer = '';
        (my $why = ref $fault ? "$fault" : $fault) =~ s/\s+\z//;
        err("internal error (a fault of the program; please report it): $why");
        return 255;
    }
    err($fault->{message});
    return $fault->{status};
}

1;

__END__

=head1 NAME

Game::Brandubh::Notation::Command - the brandubh-notation command, as a module

=head1 SYNOPSIS

    use Game::Brandubh::Notation::Command ();
    my $status = Game::Brandubh::Notation::Command::main('check', '--count', 'server.log');

=head1 DESCRIPTION

The work of L<brandubh-notation>: C<main> takes the command's arguments
(as the bytes of a command line) and returns its exit status, writing to
standard output and standard error as the command does. The command is a
few lines that call it; the tests call it in process. What the command
does is in its manual, L<brandubh-notation>. The records of C<check>,
C<convert> and C<show> are read by L<Game::Brandubh::Notation::Reader>.

=head1 FUNCTIONS

=head2 main

    my $status = Game::Brandubh::Notation::Command::main(@arguments);

Runs the command: 0 when everything given is accepted, 1 when something
is refused, 2 for a usage or file error.

The other subs are the command's parts, named for what they do, and may
change in any release.

=head1 SEE ALSO

L<brandubh-notation>, L<Game::Brandubh::Notation::Reader>

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
