package Game::Brandubh::Notation::Reader;

# Records from a stream: a handle, a file or a string, read a block at a
# time and given a record at a time. The scan is the backend's scanner
# (the XS one in C, xs/stream.c; the PP one in Perl); this is the front,
# which opens, reads, tells an .otg record, words the faults and counts.

use strict;
use warnings;

use Carp ();
use Scalar::Util ();
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::Messages ();

our $VERSION = '0.01';

# An .otg record is read whole, up to this many bytes.
our $OTG_LIMIT = 4 << 20;
# Where the stream's first bytes are looked at for an .otg record's tag: up
# to this many bytes past a byte-order mark, when all before are white space.
our $OTG_SNIFF = 65536;

my %OPTIONS = map { $_ => 1 } qw(games accepted block one_record name kind otg backend head waiting number line offset
                                  refused_text partial progress summary model replay part);
my %KINDS = map { $_ => 1 } qw(file pipe socket terminal handle string);

sub new {
    my ($class, $source, %opt) = @_;
    for my $key (sort keys %opt) {
        Carp::croak("Game::Brandubh::Notation::Reader->new: unknown option '$key'") unless $OPTIONS{$key};
    }
    my $block = defined $opt{block} ? $opt{block} : 65536;
    Carp::croak("Game::Brandubh::Notation::Reader->new: block is a whole number of bytes from 1 on, not '$block'")
        unless $block =~ /\A[1-9][0-9]{0,9}\z/;
    my $backend = defined $opt{backend} ? $opt{backend} : Game::Brandubh::Notation::BACKEND();
    Carp::croak("Game::Brandubh::Notation::Reader->new: kind is file, pipe, socket, terminal, handle or string, not '$opt{kind}'")
        if defined $opt{kind} && !$KINDS{ $opt{kind} };
    Carp::croak("Game::Brandubh::Notation::Reader->new: refused_text is a whole number of bytes, not '$opt{refused_text}'")
        if defined $opt{refused_text} && $opt{refused_text} !~ /\A[0-9]{1,15}\z/;
    for my $key (qw(number line offset)) {
        Carp::croak("Game::Brandubh::Notation::Reader->new: $key is a whole number" . ($key eq 'offset' ? '' : ' from 1 on')
                    . ", not '$opt{$key}'")
            if defined $opt{$key} && $opt{$key} !~ ($key eq 'offset' ? qr/\A[0-9]{1,15}\z/ : qr/\A[1-9][0-9]{0,14}\z/);
    }
    for my $key (qw(waiting progress)) {
        Carp::croak("Game::Brandubh::Notation::Reader->new: $key is a code reference")
            if defined $opt{$key} && ref $opt{$key} ne 'CODE';
    }
    my $part = $opt{part};
    Carp::croak("Game::Brandubh::Notation::Reader->new: part is a whole number of moves, not '$part'")
        if defined $part && $part !~ /\A[0-9]{1,15}\z/;
    Carp::croak('Game::Brandubh::Notation::Reader->new: part gives models in parts: not without model => 1')
        if $part && !$opt{model};
    my $replay = $opt{replay};
    Carp::croak("Game::Brandubh::Notation::Reader->new: replay is 0, 1 or 'note', not '$replay'")
        if defined $replay && $replay !~ /\A(?:0|1|note|)\z/;
    Carp::croak("Game::Brandubh::Notation::Reader->new: backend is XS or PP, not '$backend'")
        unless $backend eq 'PP' || ($backend eq 'XS' && Game::Brandubh::Notation::BACKEND() eq 'XS');
    # a reader of the XS backend has the XS's next (the class is a subclass
    # of this one), unless it is of a subclass of its own or gives models
    # (this class's next adds them)
    my $self = bless {
        games    => exists $opt{games} ? !!$opt{games} : 1,
        accepted => exists $opt{accepted} ? !!$opt{accepted} : 1,
        one      => !!$opt{one_record},
        otg      => exists $opt{otg} ? !!$opt{otg} : 1,
        block    => 0 + $block,
        backend  => $backend,
        eof      => 0,
        done     => 0,
        tally    => { records => 0, accepted => 0, refused => 0, codes => {} },
        head     => defined $opt{head} ? $opt{head} : '',
        pending  => '',
        waiting  => $opt{waiting},
        progress => $opt{progress},
        read     => 0,                # bytes read from the source
        # the place of the first record read (a stream read from a record
        # of a longer one, after a seek to its offset)
        base     => [map { defined $opt{$_} ? 0 + $opt{$_} : $_ eq 'offset' ? 0 : 1 } qw(number line offset)],
        refused_text => 0 + ($opt{refused_text} || 0),
        summary  => $opt{summary} ? 1 : 0,
        partial  => $opt{partial} ? 1 : 0,
        model    => $opt{model} ? 1 : 0,
        part     => 0 + ($part || 0),
        replay   => !$replay ? 0 : $replay eq 'note' ? 2 : 1,
    }, $class eq __PACKAGE__ && $backend eq 'XS' && !$opt{model} ? __PACKAGE__ . '::XS' : $class;
    utf8::encode($self->{head}) if utf8::is_utf8($self->{head});
    $self->_source($source, $opt{name});
    $self->{kind} = $opt{kind} if defined $opt{kind};
    return $self;
}

# Where the bytes come from: a handle, a reference to a string, or a file
# name (opened to read, and never anything but a file).
sub _source {
    my ($self, $source, $name) = @_;
    Carp::croak('Game::Brandubh::Notation::Reader->new: no source (a handle, a file name or a reference to a string)')
        unless defined $source;
    my $type = Scalar::Util::reftype($source) || '';
    if ($type eq 'GLOB' || $type eq 'IO' || ref \$source eq 'GLOB') {
        $self->{fh} = $source;
        $self->{name} = defined $name ? $name : 'the handle';
        $self->{kind} = _kind($source);
    }
    elsif ($type eq 'SCALAR' && !Scalar::Util::blessed($source)) {
        Carp::croak('Game::Brandubh::Notation::Reader->new: the string is undef') unless defined $$source;
        $self->{string} = $source;
        $self->{at} = 0;
        $self->{name} = defined $name ? $name : 'the string';
        $self->{kind} = 'string';
    }
    elsif (!ref $source) {
        my $path = $source;
        utf8::encode($path) if utf8::is_utf8($path);
        $self->{name} = defined $name ? $name : $source;
        if (-d $path) {
            require Errno;
            local $! = Errno::EISDIR();
            Carp::croak("$self->{name}: $!");
        }
        open my $fh, '<:raw', $path or Carp::croak("$self->{name}: $!");    ## no critic (RequireBriefOpen)
        $self->{fh} = $fh;    # read by next, and closed with the reader
        $self->{kind} = _kind($fh);
    }
    else {
        Carp::croak('Game::Brandubh::Notation::Reader->new: the source is a handle, a file name or a reference to a'
                    . " string, not a reference to $type");
    }
    return;
}

# Reads up to $size bytes (a block) onto the end of the reader's pending
# bytes, which the scanner is fed from: an exception thrown once they are
# read (by a signal's handler, a tie) loses none, the next call feeding
# them first. Returns how many were read; 0 at the end; -1 when a
# non-blocking handle has nothing now (would_block then says so, and a
# later call reads on). A live source (a pipe, a socket, a terminal) is
# read as it comes: what is there, not a whole block. A read error, or a
# count that is not one (IO::Uncompress's -1), dies with the source's name
# and its error, never taken for the end.
sub _fill {
    my ($self, $size) = @_;
    $size = $self->{block} unless defined $size;
    $self->{pending} = '' unless defined $self->{pending};
    delete $self->{would_block};
    if (my $string = $self->{string}) {
        my $at = $self->{at};
        if ($at >= length $$string) {    # (a string may have shrunk)
            $self->{parts}->feed('', 1) if $self->{parts};
            return 0;
        }
        my $block = substr $$string, $at, $size;
        $self->{at} = $at + length $block;
        utf8::encode($block) if utf8::is_utf8($block);
        $self->{pending} .= $block;
        $self->{parts}->feed($block) if $self->{parts};
        $self->{read} += length $block;
        $self->{progress}->($self->{read}) if $self->{progress};
        return length $block;
    }
    my $fh = $self->{fh};
    if (!exists $self->{live}) {
        $self->{live} = _live($fh);
        # layers that give the bytes as they are: read from the descriptor
        # where PerlIO holds none (the XS's read_some)
        my @layers = $self->{live} ? PerlIO::get_layers($fh) : ();
        $self->{raw} = @layers && !grep { $_ ne 'unix' && $_ ne 'perlio' && $_ ne 'stdio' && $_ ne 'raw' } @layers;
    }
    # a live source may make the reader wait: the program is told first
    # (the command writes what it holds)
    $self->{waiting}->() if $self->{live} && $self->{waiting};
    # bytes, before the read appends to them: read into a string flagged
    # UTF-8 would take the bytes read for characters
    utf8::encode($self->{pending}) if utf8::is_utf8($self->{pending});
    my $before = length $self->{pending};
    # a closed handle is an error said as one (EBADF), not a warning
    no warnings qw(closed unopened);
    local $!;
    my $got = !$self->{live} ? read($fh, $self->{pending}, $size, $before)
            : $self->{backend} eq 'XS' ? Game::Brandubh::Notation::XS::Scanner::read_some($fh, $self->{pending}, $size, $self->{raw} ? 1 : 0)
            : _read_line($fh, $self);
    if (!defined $got || $got !~ /\A[0-9]+\z/) {
        my $errno = $!;
        if ($errno && _would_block($errno)) {
            $self->{would_block} = 1;
            return -1;
        }
        my $why = _handle_error($fh, $errno, $got);
        Carp::croak("$self->{name}: $why");
    }
    utf8::encode($self->{pending}) if utf8::is_utf8($self->{pending});
    # (the bytes read, for the reading of the record's lines beside the
    # scanner: it is given each byte the scanner is, in their order)
    $self->{parts}->feed(substr($self->{pending}, $before), !$got) if $self->{parts};
    $self->{read} += $got;
    $self->{progress}->($self->{read}) if $self->{progress};
    return $got;
}

# What a handle reads, as a message names it: a file, a pipe, a socket, a
# terminal, or (tied, in memory, or none of those) a handle.
sub _kind {
    my ($fh) = @_;
    return 'handle' if eval { tied *$fh };
    my $fd = eval { fileno $fh };
    return 'handle' unless defined $fd && $fd >= 0;
    return -f $fh ? 'file' : -p $fh ? 'pipe' : -S $fh ? 'socket' : -t $fh ? 'terminal' : 'handle';    ## no critic (ProhibitInteractiveTest)
}

# The message of a stream that holds no record, naming what it read.
sub _worded {
    my ($self, $record) = @_;
    my $fault = $record->{fault};
    # (a stream of white space alone has the code empty too, and the
    # scanner's message for it)
    my $blank = $fault->{message} eq Game::Brandubh::Notation::Messages::stream_message('blank');
    $fault->{message} = Game::Brandubh::Notation::Messages::nothing_message($self->{kind} || 'handle', $blank);
    return $record;
}

# Whether a handle is a live source, read as it comes: a pipe, a socket or
# a terminal of the system's, not tied.
sub _live {
    my ($fh) = @_;
    return 0 if eval { tied *$fh };
    my $fd = eval { fileno $fh };
    return 0 unless defined $fd && $fd >= 0;
    return (-p $fh || -S $fh || -t $fh) ? 1 : 0;    ## no critic (ProhibitInteractiveTest): a terminal is live, whoever reads
}

# The PP backend's read of a live source: a line at a time, given as soon
# as it has come (readline reads PerlIO's buffer first, so nothing of the
# handle is passed over); the count, as read gives it.
sub _read_line {
    my ($fh, $self) = @_;
    my $line = readline $fh;
    if (!defined $line) {
        return $! ? undef : 0;    # ($! is the caller's local, 0 before the read)
    }
    $self->{pending} .= $line;
    return length $line;
}

sub _would_block {
    my ($errno) = @_;
    require Errno;    # (on an error only; the caller holds $! already)
    return ($errno == Errno::EAGAIN() || (defined &Errno::EWOULDBLOCK && $errno == Errno::EWOULDBLOCK())) ? 1 : 0;
}

# What failed, in words: the handle's own error where it keeps one
# (IO::Uncompress::* and IO::Compress::*: its error method, or its class's
# $...Error), else the system's, else what read gave.
sub _handle_error {
    my ($fh, $errno, $got) = @_;
    my $class = Scalar::Util::blessed($fh);
    if (defined $class) {
        my $own = eval { $fh->can('error') ? $fh->error : undef };
        return $own if defined $own && length $own;
        (my $base = $class) =~ s/.*:://;
        no strict 'refs';
        my $var = ${"${class}::${base}Error"};
        return $var if defined $var && length $var;
    }
    return "$errno" if $errno;
    return defined $got ? "the read gave '$got', which is no count of bytes" : 'the read failed, and no error was given';
}

# The first bytes: an .otg record, when they begin with a tag (after a
# byte-order mark and white space), begins a stream of .otg records, each
# read whole; else they are given to
# the scanner.
sub _begin {
    my ($self) = @_;
    my $scanner_class = $self->{backend} eq 'XS' ? 'Game::Brandubh::Notation::XS::Scanner'
                                                 : do { require Game::Brandubh::Notation::PP::Scanner;
                                                        'Game::Brandubh::Notation::PP::Scanner' };
    if ($self->{otg} && !$self->{one}) {
        # the head is the reader's until it is told: a read that dies or
        # would block leaves it there, and the next call reads on. The
        # byte-order mark (or the part of it come so far) is no ink.
        for (;;) {
            my $head = $self->{head};
            last if length $head >= $OTG_SNIFF;
            if ("\xEF\xBB\xBF" =~ /\A\Q$head\E/) {
                # nothing, or a part of the mark: read on
            }
            else {
                (my $seen = $head) =~ s/\A\xEF\xBB\xBF//;
                last if $seen =~ /\S/;
            }
            my $got = $self->_fill(4096);
            return 0 if $got < 0;
            last unless $got;
            $self->{head} .= $self->{pending};
            $self->{pending} = '';
        }
        (my $seen = $self->{head}) =~ s/\A\xEF\xBB\xBF//;
        if ($seen =~ /\A\s*\[/) {
            $self->{begun} = 1;
            $self->{is_otg} = 1;
            $self->{otg_text} = delete $self->{head};
            return 1;
        }
    }
    my $head = delete $self->{head};
    $self->{begun} = 1;
    # with part, the scanner makes no game (it would hold the record's
    # text): the record's lines are read beside it, its moves a part at a
    # time (Reader::Parts), and its game made of them once it is accepted.
    # (With accepted => 0, only refused records and notes are given, each
    # whole: the accepted records' lines are not kept for nothing.)
    my $parts = $self->{part} && $self->{games} && $self->{accepted};
    $self->{scanner} = $scanner_class->new($self->{one} ? 1 : 0, $self->{block}, $self->{games} && !$parts ? 1 : 0,
                                           $self->{accepted} ? 1 : 0, @{ $self->{base} },
                                           $self->{refused_text}, $self->{partial}, $self->{summary} && !$parts ? 1 : 0,
                                           $self->{replay});
    $self->{parts} = Game::Brandubh::Notation::Reader::Parts->new($self->{one}, $self->{part}, $self->{base}[0]) if $parts;
    $self->{scanner}->feed($head) if length $head;
    $self->{parts}->feed($head) if $parts && length $head;
    return 1;
}

# The .otg records of the stream, one at a time: each begins with its tags
# (a line that begins [name:...]) and holds its turns; a tag line after
# turns, or one of a tag the record has given already (a record of no
# turns), begins the next. The stream is held from the record being read on
# (the reader's otg_text, from its line otg_scan on), a record of
# $OTG_LIMIT bytes at the most: a longer one is refused as 'size' and passed
# over to the next record's tags. Gives the next record, or undef at the
# end (and when the handle would block: would_block says so).
sub _otg {
    my ($self) = @_;
    my $text = \$self->{otg_text};
    for (;;) {
        my $at = $self->{otg_scan} || 0;
        while ((my $lf = index $$text, "\n", $at) >= 0 || ($self->{otg_eof} && $at < length $$text)) {
            my $end = $lf >= 0 ? $lf + 1 : length $$text;
            my $line = substr $$text, $at, $end - $at;
            if ($line =~ /\A(?:\xEF\xBB\xBF)?[ \t]*\[[A-Za-z][A-Za-z0-9_-]*:/) {
                my @names = $line =~ /\[([A-Za-z][A-Za-z0-9_-]*):/g;
                my $seen = $self->{otg_tags} ||= {};
                if ($self->{otg_turns} || grep { $seen->{$_} } @names) {   # the next record begins here
                    $self->{otg_scan} = 0;
                    $self->{otg_turns} = 0;
                    $self->{otg_tags} = {};    # (this line is read again, as the next record's first)
                    return $self->_otg_record(substr $$text, 0, $at, '');
                }
                $seen->{$_} = 1 for @names;
            }
            elsif ($line =~ /[^\s\xEF\xBB\xBF]/) {    # (a byte-order mark is no turn)
                $self->{otg_turns} = 1;
            }
            $at = $end;
            if ($at > $OTG_LIMIT) {             # too long: said, and passed over
                $self->{otg_skip} = 1;
                $self->{otg_passed} += $at;
                $self->{otg_passed_lines} += (substr($$text, 0, $at, '') =~ tr/\n//);
                $at = 0;
            }
        }
        $self->{otg_scan} = $at;
        if ($self->{otg_eof}) {
            return undef unless length $$text || $self->{otg_skip};
            return $self->_otg_record(substr $$text, 0, length $$text, '');
        }
        my $got = $self->_fill;
        return undef if $got < 0;
        if ($got) {
            $$text .= $self->{pending};
            $self->{pending} = '';
        }
        else {
            $self->{otg_eof} = 1;
        }
    }
    return undef;    # (never: the loop returns)
}

# One .otg record's bytes, as the record the reader gives: refused (with
# its fault placed in the whole stream), or its game.
sub _otg_record {
    my ($self, $text) = @_;
    my ($number, $line, $offset) = @{ $self->{base} };
    $self->{otg_told} = ($self->{otg_told} || 0) + 1;
    my $record = { number => $number + $self->{otg_told} - 1, line => $line + ($self->{otg_line} || 0),
                   offset => $offset + ($self->{otg_offset} || 0) };
    my $skipped = delete $self->{otg_skip};
    my ($passed, $passed_lines) = (delete $self->{otg_passed} || 0, delete $self->{otg_passed_lines} || 0);
    $self->{otg_offset} += $passed + length $text;
    $self->{otg_line} += $passed_lines + ($text =~ tr/\n//);
    my $fault = sub { $record->{fault} = { code => $_[0], line => $record->{line} + $_[1] - 1, column => $_[2], at => $_[3],
                                           message => $_[4] } };
    if ($skipped) {
        $fault->('size', 1, 1, 0, 'the .otg record is longer than ' . Game::Brandubh::Notation::Messages::counted($OTG_LIMIT, 'byte'));
        return $record;
    }
    $text =~ s/\A\xEF\xBB\xBF// if $self->{otg_told} == 1;
    if (!utf8::decode($text)) {
        $fault->('encoding', 1, 1, 0, Game::Brandubh::Notation::Messages::stream_message('otg-encoding'));
        return $record;
    }
    require Game::Brandubh::Notation::OpenTafl;
    if (my $why = Game::Brandubh::Notation::OpenTafl::otg_why($text)) {
        $fault->($why->{code}, $why->{line}, $why->{column}, $why->{at}, $why->{message});
        return $record;
    }
    my $game = Game::Brandubh::Notation::OpenTafl::game_from_otg($text);
    if ($self->{replay}) {
        # replayed by what it says: each move's captures and king (none
        # where its moves state none: one written from a record)
        my $model = Game::Brandubh::Notation::OpenTafl::list_from_otg($text);
        require Game::Brandubh::Notation::Replay;
        my $replayed = Game::Brandubh::Notation::Replay::replay($model->{game}{start}, $model->{game}{moves},
                                                                $model->{unstated} ? undef : $model->{abouts});
        if (my $f = $replayed && $replayed->{fault}) {
            # placed at the record's first line: the message names the move
            my $said = { code => 'replay', line => $record->{line}, column => 1, at => 0, move => $f->{move},
                         square => $f->{square}, message => $f->{message} };
            if ($self->{replay} == 1) {
                $record->{fault} = $said;
                return $record;
            }
            $record->{note} = $said;
        }
    }
    if ($self->{games}) {
        $record->{game} = $game;
        # what the record says beyond a game: each move's captures and
        # marks, its ending, its tags
        $record->{model} = Game::Brandubh::Notation::OpenTafl::list_from_otg($text) if $self->{model};
    }
    else {
        $record->{moves} = scalar @{ $game->{moves} };
        $record->{start} = $game->{start};
        @{$record}{qw(variant result)} = @{$game}{qw(variant result)} if $self->{summary};
    }
    return $record;
}

sub next {    ## no critic (ProhibitBuiltinHomonyms)
    my ($self) = @_;
    Carp::croak('Usage: $reader->next (Game::Brandubh::Notation::Reader), with no argument') if @_ != 1;
    if (!$self->{model}) {
        return Game::Brandubh::Notation::Reader::XS::next($self) if $self->{backend} eq 'XS';
        return $self->_next;
    }
    return $self->_next_part if $self->{part};
    my $record = $self->{backend} eq 'XS' ? Game::Brandubh::Notation::Reader::XS::next($self) : $self->_next;
    # a record of this module says no more than its game
    if ($record && $record->{game} && !$record->{model}) {
        require Game::Brandubh::Notation::Formats;
        $record->{model} = Game::Brandubh::Notation::Formats::game_model($record->{game});
    }
    return $record;
}

# The next item with part => N: a record, or the next part of one. The
# scanner gives each record's verdict (with no game: it would hold the
# record's text); the lines read beside it (Reader::Parts) give an
# accepted record's game, its moves read back a part at a time from where
# they were kept. A record whose moves are N or fewer is given whole, as
# without part; an .otg record is always given whole.
sub _next_part {
    my ($self) = @_;
    return $self->_part_item if $self->{giving};
    my $record = $self->{backend} eq 'XS' ? Game::Brandubh::Notation::Reader::XS::next($self) : $self->_next;
    my $parts = $self->{parts};
    if (!$record || $record->{fault} || !$parts || $self->{is_otg}) {
        # (an .otg record; with accepted => 0, a record given for its note)
        if ($record && $record->{game} && !$record->{model}) {
            require Game::Brandubh::Notation::Formats;
            $record->{model} = Game::Brandubh::Notation::Formats::game_model($record->{game});
        }
        return $record;
    }
    my ($count, $start) = delete @{$record}{qw(moves start)};
    my $read = $parts->claim($record->{number});
    my $game = $read && $read->game;
    Carp::croak("Game::Brandubh::Notation::Reader: record $record->{number} was accepted, and its lines read beside it"
                . ' are no game of as many moves')    # (never)
        unless $game && $read->{count} == $count;
    require Game::Brandubh::Notation::Formats;
    if ($count <= $self->{part}) {
        $game->{moves} = $read->{moves};
        $record->{game} = $game;
        $record->{model} = Game::Brandubh::Notation::Formats::game_model($game);
        return $record;
    }
    $self->{giving} = { record => $record, game => $game, read => $read, part => 0, left => $count };
    return $self->_part_item;
}

# The next part of the record being given: the next N of its moves (the
# last part the rest), the game's start and first side in each, its
# result (and a replay's note) in the last.
sub _part_item {
    my ($self) = @_;
    my $giving = $self->{giving};
    my $n = $giving->{left} < $self->{part} ? $giving->{left} : $self->{part};
    my $moves = $giving->{read}->take($n);
    $giving->{left} -= $n;
    my $last = !$giving->{left};
    my $record = $giving->{record};
    my %game = (%{ $giving->{game} }, moves => $moves);
    $game{result} = undef unless $last;
    my $item = { number => $record->{number}, line => $record->{line}, offset => $record->{offset},
                 part => ++$giving->{part}, model => Game::Brandubh::Notation::Formats::game_model(\%game) };
    if ($last) {
        $item->{last} = 1;
        $item->{note} = $record->{note} if $record->{note};
        delete $self->{giving};
    }
    return $item;
}

# The next record, in Perl: the XS's next calls it before the scanner is
# made and for an .otg stream; the PP backend's next is this. A record of
# the XS scanner is counted by it, and worded by it.
sub _next {
    my ($self) = @_;
    return undef if $self->{done};
    if (!$self->{scanner} && !$self->{is_otg}) {
        # a reader that has begun and holds no scanner is one whose hash
        # global destruction is taking apart: it has nothing more to give
        # (it would read its source again from record 1)
        return undef if $self->{begun};
        $self->_begin or return undef;
    }
    my $record;
    if ($self->{is_otg}) {
        for (;;) {
            $record = $self->_otg;
            if (!$record) {
                $self->{done} = 1 unless $self->{would_block};
                return undef;
            }
            last if $record->{fault} || $record->{note} || $self->{accepted};
            $self->{otg_skipped}++;    # counted, not given
        }
    }
    else {
        my $scanner = $self->{scanner};
        # (the XS's next words a stream that holds nothing, by _worded)
        return Game::Brandubh::Notation::Reader::XS::next($self) if $self->{backend} eq 'XS';
        for (;;) {
            last if $record = $scanner->next($self->{eof});
            if ($self->{eof}) {
                $self->{done} = 1;
                last;
            }
            # what was read and not yet fed first (an exception may have
            # left the last call after reading it)
            if (!length $self->{pending}) {
                my $got = $self->_fill;
                return undef if $got < 0;
                if (!$got) {
                    $self->{eof} = 1;
                    next;
                }
            }
            my $bytes = $self->{pending};
            $self->{pending} = '';
            $scanner->feed("$bytes");
        }
    }
    return undef unless $record;
    my $tally = $self->{tally};
    $tally->{records}++;
    if (my $fault = $record->{fault}) {
        $fault->{message} = Game::Brandubh::Notation::Messages::scanned_message($fault->{code}, delete $fault->{why})
            if $fault->{why};
        $self->_worded($record) if $fault->{code} eq 'empty';
        $self->_refused_extras($record) if $self->{refused_text} || $self->{partial};
        $tally->{refused}++;
        $tally->{codes}{ $fault->{code} }++;
    }
    else {
        $tally->{accepted}++;
    }
    return $record;
}

# What a refused record says besides its fault, when asked, from what its
# scanner kept (_raw, its first bytes; _bytes, its length; the PP's _upto,
# its bytes up to its fault; the XS's _moves, its moves before its fault,
# read by the rule of _moves_before as the bytes came): text and text_cut
# (refused_text => N), moves_before (partial => 1). The XS's next calls it
# for each refused record.
sub _refused_extras {
    my ($self, $record) = @_;
    my ($raw, $upto, $moves, $bytes) = delete @{$record}{qw(_raw _upto _moves _bytes)};
    if ($self->{refused_text}) {
        # (a length past the bytes is theirs: perls before 5.16 take
        # substr's length as 32 bits, and 1 << 40 as nothing)
        my $n = $self->{refused_text};
        $record->{text} = !defined $raw ? '' : $n < length $raw ? substr($raw, 0, $n) : $raw;
        $record->{text_cut} = ($bytes || 0) > length $record->{text} ? 1 : 0;
    }
    $record->{moves_before} = $moves || _moves_before($record, defined $upto ? $upto : '') if $self->{partial};
    return;
}

# The stored moves a refused record's moves line holds before its fault
# (all of them, where the fault is on a later line), each what move_split
# reads as one, up to the first that is not. Each line is read as UTF-8,
# as the record is (white space past ASCII parts the pieces, as game_parse
# reads the text decoded), the line of an encoding fault to its first byte
# that is no character; the fault's line to its column, in characters.
sub _moves_before {
    my ($record, $bytes) = @_;
    my $fault = $record->{fault};
    my @lines = split /\n/, $bytes, -1;
    my $last = $fault->{line} - $record->{line};
    my @moves;
    for my $i (0 .. ($last < $#lines ? $last : $#lines)) {
        my $line = $lines[$i];
        $line =~ s/\r\z//;
        if (!utf8::decode($line)) {
            my $bad = Game::Brandubh::Notation::Operators::bad_utf8_at($line);
            $line = substr $line, 0, defined $bad ? $bad : 0;
            utf8::decode($line);
        }
        $line = substr $line, 0, $fault->{column} - 1 if $i == $last;
        next unless $line =~ /\Amoves(?: (.*))?\z/s;
        for my $piece (split ' ', defined $1 ? $1 : '') {
            Game::Brandubh::Notation::move_split($piece) or last;
            push @moves, $piece;
        }
        last;
    }
    return \@moves;
}

sub next_game {
    my ($self) = @_;
    Carp::croak('Game::Brandubh::Notation::Reader: next_game reads whole games: not with part')
        if $self->{part} && $self->{games};
    return Game::Brandubh::Notation::Reader::XS::next_game($self) if $self->{backend} eq 'XS';
    return $self->_next_game;
}

# The next accepted record's game, in Perl (as _next is).
sub _next_game {
    my ($self) = @_;
    Carp::croak('Game::Brandubh::Notation::Reader: next_game reads games: not with games => 0 or accepted => 0')
        unless $self->{games} && $self->{accepted};
    if (!$self->{scanner} && !$self->{is_otg} && !$self->{done}) {
        $self->_begin or return undef;
    }
    return Game::Brandubh::Notation::Reader::XS::next_game($self) if $self->{backend} eq 'XS' && $self->{scanner};
    while (my $record = $self->_next) {
        return $record->{game} if $record->{game};
    }
    return undef;
}

sub all {
    my ($self) = @_;
    my @records;
    while (my $record = $self->next) {
        push @records, $record;
    }
    return @records;
}

sub eof {    ## no critic (ProhibitBuiltinHomonyms)
    my ($self) = @_;
    return $self->{done} ? 1 : 0;
}

sub counts {
    my ($self) = @_;
    if ($self->{backend} eq 'XS' && $self->{scanner}) {
        # a thread's copy: CLONE_SKIP left it empty
        Carp::croak('Game::Brandubh::Notation::Reader: a reader is read in the thread that made it, not in another')
            unless Scalar::Util::blessed($self->{scanner});
        return $self->{scanner}->counts;
    }
    my $tally = $self->{tally};
    my $skipped = ($self->{scanner} ? $self->{scanner}->skipped : 0) + ($self->{otg_skipped} || 0);
    return { records => $tally->{records} + $skipped, accepted => $tally->{accepted} + $skipped,
             refused => $tally->{refused}, codes => { %{ $tally->{codes} } } };
}

sub name {
    my ($self) = @_;
    return $self->{name};
}

# The XS backend's reader: a subclass whose next and next_game are the
# XS's (xs/reader.h).
@Game::Brandubh::Notation::Reader::XS::ISA = (__PACKAGE__);

sub otg {
    my ($self) = @_;
    $self->_begin unless $self->{scanner} || $self->{is_otg} || $self->{done};
    return $self->{is_otg} ? 1 : 0;
}

sub would_block {
    my ($self) = @_;
    return $self->{would_block} ? 1 : 0;
}

# A reader that has begun holds a scanner of the XS's, which Storable
# cannot copy: it says so, instead of making a copy that has none.
sub Game::Brandubh::Notation::XS::Scanner::STORABLE_freeze {
    Carp::croak('Game::Brandubh::Notation::Reader: a reader that has begun cannot be copied'
                . ' (dclone, Storable, a copy of its hash, a thread): read the copy\'s stream with a new reader');
}


# The lines of a stream's records read beside the scanner, with part => N:
# each record's variant, start and result lines kept (the text its game is
# made of, by game_parse), and the stored moves of its moves line read a
# block at a time, as game_parse splits them, and kept: N of them in
# memory, and past N all of them in a temporary file, read back N at a
# time. Nothing here judges a record: the scanner does, and only an
# accepted record's lines are asked for (claim). Its records begin where
# the scanner's do (PP::Scanner's $BEGINS, a byte-order mark read past).
package    ## no critic (ProhibitMultiplePackages) (a helper of its own, not for PAUSE to index)
    Game::Brandubh::Notation::Reader::Parts;

# the words of a record's lines, each followed by a space or the line's end
my $WORD = qr/\A(variant|start|moves|result)(?= |\r?\n\z|\r?\z)/;
# what is looked at of a line before it is told: more than any word, and
# a byte-order mark
my $HEAD = 16;
# no piece of a moves line longer is a stored move (4 characters): a record
# that has one is refused, and its moves are no longer read
my $PIECE = 64;

sub new {
    my ($class, $one, $n, $number) = @_;
    require Game::Brandubh::Notation::PP::Scanner;
    # (named once here: the scanner's own)
    my $begins = do { no warnings 'once'; $Game::Brandubh::Notation::PP::Scanner::BEGINS };    ## no critic (ProhibitNoWarnings)
    return bless { begins => $begins, one => $one, n => $n, started => 0, pre => '', has_variant => 0, kind => undef, head => '',
                   closed => [], record => _record($number), ended => 0 }, $class;
}

sub _record {
    my ($number) = @_;
    return bless { number => $number, text => '', moves => [], count => 0, carry => '', seen => 0 },
                 'Game::Brandubh::Notation::Reader::Parts::Record';
}

# The stream's next bytes, as the scanner is given them; with $eof, its end.
sub feed {
    my ($self, $bytes, $eof) = @_;
    return if $self->{ended};
    if (!$self->{started}) {
        $self->{pre} .= $bytes;
        return if !$eof && length $self->{pre} < 3 && "\xEF\xBB\xBF" =~ /\A\Q$self->{pre}\E/;
        $self->{started} = 1;
        ($bytes = delete $self->{pre}) =~ s/\A\xEF\xBB\xBF//;
    }
    my ($at, $len) = (0, length $bytes);
    while ($at < $len) {
        my $lf = index $bytes, "\n", $at;
        my $end = $lf < 0 ? $len : $lf + 1;
        $self->_piece(substr($bytes, $at, $end - $at), $lf >= 0);
        $at = $end;
    }
    if ($eof) {
        $self->_piece('', 1) if defined $self->{kind} || length $self->{head};
        $self->_close;
        $self->{ended} = 1;
    }
    return;
}

# A piece of a line: all of it, or its bytes so far ($ends: its end too).
sub _piece {
    my ($self, $piece, $ends) = @_;
    my $record = $self->{record};
    if (!defined $self->{kind}) {
        $self->{head} .= $piece;
        return if !$ends && length $self->{head} < $HEAD;
        $piece = $self->{head};
        $self->{head} = '';
        if (!$self->{one} && $piece =~ $self->{begins}) {
            if ($self->{has_variant}) {
                $self->_close;
                $record = $self->{record};
                $piece =~ s/\A\xEF\xBB\xBF//;
            }
            $self->{has_variant} = 1;
        }
        my ($word) = $piece =~ $WORD;
        $word = '' unless defined $word;
        if ($word eq 'moves' && !$record->{seen}++) {
            # its place in the text kept: its moves are read here
            $self->{kind} = 'moves';
            $record->{text} .= "moves\n";
            $piece = substr $piece, 5;
        }
        else {
            # a second moves line, a line of no word, white space: the
            # game is made without them (a record that has them is refused)
            $self->{kind} = length $word && $word ne 'moves' ? 'keep' : 'pass';
        }
    }
    if ($self->{kind} eq 'keep') {
        $record->{text} .= $piece;
    }
    elsif ($self->{kind} eq 'moves') {
        $record->_moves($piece, $ends, $self->{n});
    }
    $self->{kind} = undef if $ends;
    return;
}

# The record read ends; the next begins.
sub _close {
    my ($self) = @_;
    my $record = $self->{record};
    push @{ $self->{closed} }, $record;
    $self->{record} = _record($record->{number} + 1);
    return;
}

# The record the scanner told with this number, read to its end: those
# before it are passed (the scanner gave them not, or refused them).
sub claim {
    my ($self, $number) = @_;
    my $closed = $self->{closed};
    shift @$closed while @$closed && $closed->[0]{number} < $number;
    return undef unless @$closed && $closed->[0]{number} == $number;
    my $record = shift @$closed;
    $record->_rewind;
    return $record;
}

package    ## no critic (ProhibitMultiplePackages) (a helper of its own, not for PAUSE to index)
    Game::Brandubh::Notation::Reader::Parts::Record;

# A piece of the moves line (the bytes past its word); $ends: the line's
# end is in it. The moves are split as game_parse splits the line, read as
# UTF-8 (white space past ASCII parts them): a piece is read to its last
# character that has begun, and a move not yet ended waits for the next.
sub _moves {
    my ($self, $piece, $ends, $n) = @_;
    return if $self->{bad};
    my $bytes = $self->{carry} . $piece;
    my $cut = length $bytes;
    if (!$ends) {
        # the last byte that begins a character (or is one)
        $cut-- while $cut > 0 && (ord(substr $bytes, $cut - 1, 1) & 0xC0) == 0x80;
        $cut-- if $cut > 0;
    }
    my $chars = substr $bytes, 0, $cut;
    return $self->_bad unless utf8::decode($chars);
    my @moves = split ' ', $chars;
    my $carry = substr $bytes, $cut;
    if (!$ends && @moves && $chars =~ /\S\z/) {
        my $more = pop @moves;
        utf8::encode($more);
        $carry = $more . $carry;
    }
    return $self->_bad if length $carry > $PIECE;
    $self->{carry} = $carry;
    return unless @moves;
    push @{ $self->{moves} }, @moves;
    $self->{count} += @moves;
    if ($self->{spool} || $self->{count} > $n) {
        $self->_spool if @{ $self->{moves} } >= $n || !$self->{spool};
    }
    return;
}

# Moves past N: kept in a temporary file, a line each.
sub _spool {
    my ($self) = @_;
    if (!$self->{spool}) {
        open $self->{spool}, '+>:raw', undef    ## no critic (RequireBriefOpen)
            or Carp::croak("Game::Brandubh::Notation::Reader: a temporary file to keep a record's moves in: $!");
    }
    my $lines = join '', map { "$_\n" } @{ $self->{moves} };
    utf8::encode($lines);
    print { $self->{spool} } $lines
        or Carp::croak("Game::Brandubh::Notation::Reader: the temporary file of a record's moves: $!");
    @{ $self->{moves} } = ();
    return;
}

# A record that is refused: nothing more of its moves is kept.
sub _bad {
    my ($self) = @_;
    @{$self}{qw(bad carry moves)} = (1, '', []);
    delete $self->{spool};
    return;
}

# Read to its end: its moves read back from the first.
sub _rewind {
    my ($self) = @_;
    return unless $self->{spool};
    $self->_spool if @{ $self->{moves} };
    seek $self->{spool}, 0, 0
        or Carp::croak("Game::Brandubh::Notation::Reader: the temporary file of a record's moves: $!");
    return;
}

# Its game: game_parse of its lines but the moves line's (the moves are
# read apart), or undef.
sub game {
    my ($self) = @_;
    return undef if $self->{bad};
    my $text = $self->{text};
    utf8::decode($text) or return undef;
    return Game::Brandubh::Notation::game_parse($text);
}

# Its next $n moves.
sub take {
    my ($self, $n) = @_;
    return [splice @{ $self->{moves} }, 0, $n] unless $self->{spool};
    my $fh = $self->{spool};
    my @moves;
    local $/ = "\n";
    while (@moves < $n) {
        defined(my $move = readline $fh)
            or Carp::croak("Game::Brandubh::Notation::Reader: the temporary file of a record's moves: "
                           . ($! || 'it ends before its moves'));
        chomp $move;
        # (under -T, not tainted by the file: a record read whole gives
        # moves the scanner has judged, never tainted, whatever its source)
        ($move) = $move =~ /\A(.*)\z/s;
        push @moves, $move;
    }
    return \@moves;
}

package Game::Brandubh::Notation::Reader;    ## no critic (ProhibitMultiplePackages)

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::Reader - read brandubh game records from a stream, one at a time

=head1 SYNOPSIS

    use Game::Brandubh::Notation::Reader;

    my $reader = Game::Brandubh::Notation::Reader->new('server.log');
    while (my $record = $reader->next) {
        if (my $fault = $record->{fault}) {
            printf "%s:%d:%d: record %d: %s: %s\n", $reader->name,
                @{$fault}{qw(line column)}, $record->{number}, @{$fault}{qw(code message)};
            next;
        }
        my $game = $record->{game};       # what game_parse gives
        printf "record %d, line %d: %s, %d moves\n",
            $record->{number}, $record->{line}, $game->{variant}, scalar @{ $game->{moves} };
    }

    # only the games, passing over the refused records
    my $games = Game::Brandubh::Notation::Reader->new('server.log');
    while (my $game = $games->next_game) {
        print scalar @{ $game->{moves} }, " moves\n";
    }

    # a pipe, counting only: no game is made
    open my $log, '-|', 'gzip', '-dc', 'day.log.gz' or die $!;
    my $check = Game::Brandubh::Notation::Reader->new($log, games => 0, accepted => 0);
    1 while $check->next;            # the refused records, one at a time
    my $counts = $check->counts;     # { records => ..., accepted => ..., refused => ..., codes => {...} }
    close $log or die "gzip failed: the log is not whole\n";

    # a string; and back to a record of a file by its offset (an index
    # made with games => 0: no game is made, only the places)
    my $text = "variant brandubh\nmoves d1d3\n";
    my $first = Game::Brandubh::Notation::Reader->new(\$text)->next;
    open my $fh, '<:raw', 'server.log' or die $!;
    my @index = map { [ @{$_}{qw(number line offset)} ] } Game::Brandubh::Notation::Reader->new($fh, games => 0)->all;
    my ($number, $line, $offset) = @{ $index[-1] };
    seek $fh, $offset, 0 or die $!;
    my $last = Game::Brandubh::Notation::Reader->new($fh, number => $number, line => $line, offset => $offset)->next;

=head1 DESCRIPTION

A stream of game records holds any number of records one after another,
as L<Game::Brandubh::Notation/game_string> writes them, each beginning at
its C<variant> line (a line that is the word C<variant>, then a space or
the end of the line, after a byte-order mark or not: below). This reader takes such a stream from a handle, a
file or a string and gives its records one at a time, each refused
record with the place of its fault in the whole stream, so that a
program can check a log, index it, or read the games in it, without
holding more of it than a record. A refused record never ends the read:
the next record begins at the next variant line, as always.

The records are told as the command C<brandubh-notation check> tells
them, by the same rules (it reads through this module):

=over 4

=item *

a record is a game record exactly when L<Game::Brandubh::Notation/game_parse>
accepts its text, read as UTF-8; a refused record's fault is what
L<Game::Brandubh::Notation::Why/game_why> says of that text, or C<encoding> for
a line that is not UTF-8 (which comes first, wherever it is in the record);

=item *

a UTF-8 byte-order mark (U+FEFF, the bytes EF BB BF) where a record
begins is no part of it: at the start of the stream, and before the
variant line of a record after the first, where files that each begin
with one were joined (C<cat a.txt b.txt>). The record begins past the
mark, as the stream's first does: its text is the one
L<Game::Brandubh::Notation/game_parse> is asked about, its C<line> is the
mark's line, its C<offset> the mark's first byte (where the line begins,
as the first record's is 0), and its columns are counted past the mark.
A mark anywhere else is a character of the record, as it always was: at
the start of a line inside a record (before its C<moves>, or before the
first record's variant line after blank lines, as that record begins on
line 1), or inside a line. The record is then refused (its line is no
record line, its move no move), and the message, which quotes the mark
as C<\x{feff}>, says that it is a byte-order mark, and how to remove a
file's: C<sed '1s/^\xEF\xBB\xBF//' FILE>;

=item *

lines end with a line feed or a CR LF;

=item *

an empty stream, or one of white space alone, is one refused record with
the code C<empty>; a stream with no line feed and a carriage return
inside it (lines that end with a carriage return alone) is one refused
record with the code C<line-ends>;

=item *

a stream whose first character after white space is C<[> is a stream of
OpenTafl F<.otg> records, one game each, read through
L<Game::Brandubh::Notation::OpenTafl> a record at a time: a record begins
with its tags, and a tag line after its turns (or a tag it has given
already) begins the next; each is held whole while it is read, up to 4 MB
(a longer one is refused with the code C<size>, and the reader goes on
from the next record's tags).

=back

With the XS backend, the records are scanned in C as the bytes come, a
block at a time, and nothing is held of a record but its verdict and the
few characters a message quotes (and, with C<games>, the record's text,
to make its game; with C<partial>, the moves of its moves line): a
stream with no record boundary at all, a line of a gigabyte or a record
of ten million moves is read in a few megabytes. The
plain-Perl backend's scanner gives the same answers and holds each record
whole while it reads it.

=head1 METHODS

=head2 new

    my $reader = Game::Brandubh::Notation::Reader->new($source, %options);

C<$source> is one of:

=over 4

=item a handle

a glob, a reference to one or an L<IO::Handle> object: a file, a pipe, a
socket, standard input, or an object that reads as a handle
(L<IO::Uncompress::Gunzip>). Its bytes are read from where it stands,
with C<read>; a pipe, a socket or a terminal is read as it comes (what
is there, nothing waited for past the first byte), so that each record
is given as soon as its end is known (the next variant line, or the end
of the stream): C<tail -f server.log> read through a reader gives its
records as they are written. The handle is not closed.

Give a raw handle (C<E<lt>:raw>): offsets count the bytes read, so a
C<:crlf> layer makes them count translated bytes, and an C<:encoding>
layer hands over characters (read as their UTF-8 bytes), so that bytes
that are not UTF-8 arrive as whatever the layer made of them and are
never refused as C<encoding>.

A read error dies with the source's name and what failed: the system's
error, or a handle's own (L<IO::Uncompress::Gunzip>'s, which reads -1 at
a corrupt or cut stream); a read that gives anything but a count of
bytes is an error too, never the end of the stream. A non-blocking
handle that has nothing yet makes L</next> give undef with
L</would_block> true: call again later, and nothing is lost.

=item a reference to a string

the string's bytes (a string of characters is read as its UTF-8 bytes).

=item a file name

opened to read, in three-argument form: a file name is only ever the
name of a file, never a command, a mode or standard input (C<"-">,
C<"E<gt>out">, C<"ls |"> name files). A file that cannot be opened, or a
folder, dies with its name and the system's message
(C<logs: Is a directory>).

=back

The options:

=over 4

=item games =E<gt> 1

Each accepted record comes with its C<game>, what
L<Game::Brandubh::Notation/game_parse> gives for its text. With
C<games =E<gt> 0>, none is made, for a program that only checks or counts:
the record's C<moves> and C<start> say what it holds instead.

=item summary =E<gt> 0

With C<games =E<gt> 0> and a true value, an accepted record has its
C<variant> and C<result> too (as a game has them), besides C<moves> and
C<start>: what an index of a log says of each game, without making it.

=item accepted =E<gt> 1

Accepted records are given. With C<accepted =E<gt> 0>, only refused
records are given, and the accepted ones are only counted (L</counts>):
the fastest way to check a log.

=item block =E<gt> 65536

How many bytes are read at a time. A line is held whole while it is no
longer than this; a longer one is read in pieces.

=item name =E<gt> NAME

What a read error calls the source (a file is called by its name, a
handle C<the handle>, a string C<the string>).

=item kind =E<gt> KIND

What the message of a stream that holds no record calls the source:
C<file> or C<string> (C<the file is empty>), C<pipe>, C<socket>,
C<terminal> or C<handle> (C<the pipe gave nothing>). Unless given, the
kind of the source itself; given, a string read from a handle (whole,
to look at it first) is named as the handle would be.

=item one_record =E<gt> 0

With a true value, the whole stream is one record, whatever its variant
lines: as a record in a file of its own is read by C<brandubh-notation
show>. The stream's own faults (C<empty>, C<line-ends>) and the F<.otg>
check are then not made.

=item head =E<gt> BYTES

Bytes read from the source before it was given (to tell what it holds,
say), which are read first, as its start.

=item otg =E<gt> 1

With a false value, a stream that begins with C<[> is read as records,
not as an F<.otg> record.

=item backend =E<gt> BACKEND

C<XS> or C<PP>: whose scanner reads the stream. The default is the
backend L<Game::Brandubh::Notation> chose; C<XS> where it chose the PP is
an error.

=item number =E<gt> 1, line =E<gt> 1, offset =E<gt> 0

The place of the stream's first record in a longer stream, for a handle
that was C<seek>ed to the offset of one of its records (an index of a
log, made by an earlier read): records and their faults are then
numbered and placed as a read of the whole log places them.

=item refused_text =E<gt> 0

With a number of bytes, each refused record comes with C<text>, its
first bytes up to that many (its raw bytes, as the stream holds them),
and C<text_cut>, true when the record is longer: what a program shows
or logs of a record it refuses, bounded (a refused gigabyte gives its
first bytes, and says it was cut).

=item partial =E<gt> 0

With a true value, each refused record comes with C<moves_before>, an
array of the stored moves its moves line holds before its fault, up to
the first that is not one (all of them where the fault is on a later
line): what was read of a game before it went wrong. The line is read
as the record is, as UTF-8, so that white space past ASCII (U+00A0,
U+3000) parts its moves, as L<Game::Brandubh::Notation/game_parse> reads
the text decoded; where the fault is a line that is not UTF-8, the moves
are those before its first byte that is no character, whatever fault
came before it.

=item model =E<gt> 0

With a true value (and C<games>), each accepted record given by L</next>
comes with C<model> too: the game in the model of
L<Game::Brandubh::Notation::Formats/THE MODEL OF A GAME>. An F<.otg>
record's says what its move records and tags say (each move's captures
and marks, how the game ended, its tags:
L<Game::Brandubh::Notation::OpenTafl/list_from_otg>); a record of this
module's says no more than its game.

=item part =E<gt> 0

With C<model> and a number of moves N (from 1), a record of more than N
moves is given in parts (L</next>), N moves in each but the last, so that
a program can convert or replay a record of millions of moves without
holding them: its moves are read beside the scanner, kept in a temporary
file past N, and read back N at a time once the record is read to its end
and accepted (a start line may come after its moves line, and each part
has the game's start). With the XS backend, what is held is then N moves,
the record's other lines and a block of the stream, whatever the length
of its moves line (F<bench/record-memory.sh>: a record of ten
million moves is read in 15 MB, 520 MB whole); the plain-Perl backend's
scanner holds each record whole still. A record of N moves or fewer, and
a refused record, are given as without C<part>, their fault the same; so
are an F<.otg> record, which is read whole, and the records given with
C<accepted =E<gt> 0> (the refused, and those with a note). 0, or none:
each record whole. Not without C<model>; L</next_game>, which gives whole
games, is refused with it.

=item replay =E<gt> 0

With 1, each record is played as it says
(L<Game::Brandubh::Notation::Replay>), as it is read and in memory that
does not grow with it: a record's moves state no captures, so a move
from an empty square, or of a piece not of the side to move, contradicts
it (from its start line's position, before or after the moves line, or
the set-up), and the record is refused with the code C<replay>, placed
at that move, its fault holding C<move> (its number, from 1) and
C<square> besides, and Replay's words (C<move 3 'e6e7': e6 is empty>, a
hint after them where the first move is at fault and there is no start
line). An F<.otg> record is played by the captures it states (none where
it says its moves state none), its fault placed at its first line. With
C<'note'>, such a record is accepted, the fault under C<note>, and given
even with C<< accepted => 0 >>. Other faults come first: only a record
otherwise accepted is played.

=item progress =E<gt> CODE

Called after each read with the count of bytes read from the source so
far (a program shows how far it has come; L</counts> says the records).

=item waiting =E<gt> CODE

Called before each read of a live source (a pipe, a socket, a terminal),
which may wait: a program that holds output writes it then (the command
does), so that what it says of a record is seen before the next one
comes.

=back

An F<.otg> record is told by its first character past a byte-order mark
and white space, C<[>, looked for in the first 65,536 bytes at the most
(C<$Game::Brandubh::Notation::Reader::OTG_SNIFF>); the stream's records
are then read one at a time, each held whole up to 4 MB
(C<$Game::Brandubh::Notation::Reader::OTG_LIMIT>).

Bytes are the reader's as soon as they are read: an exception thrown
after a read has given them (a signal's handler that dies, a tied
handle's C<READ>) loses none of them, and the next call of L</next>
reads on from where the stream is. The reader and its scanner live
through a call that runs code of the program (a handle's read, a
signal's handler), even when that code drops the last reference to
them.

=head2 next

    my $record = $reader->next;     # undef at the end of the stream

The next record, as a new hash reference, or undef after the last. It
holds:

=over 4

=item number

its number in the stream, from 1;

=item line

the line it begins on, from 1 (the first record begins on line 1, even
where blank lines come before its variant line);

=item offset

the byte where that line begins (counted from the start of what the
source gives, a byte-order mark included: a record that begins with one
begins at the mark), so that a program can keep it and come back:
C<seek> a file there and make a reader of the handle.

=back

and either, for an accepted record:

=over 4

=item game

what L<Game::Brandubh::Notation/game_parse> gives for its text (with
C<games>, the default);

=item model

with C<model>, the game in the model of
L<Game::Brandubh::Notation::Formats>;

=item moves

with C<games =E<gt> 0>: the number of moves it holds;

=item start

with C<games =E<gt> 0>: the position it starts from (C<SETUP> when it has
no start line);

=back

or, for a refused record:

=over 4

=item fault

a hash of C<code> and C<message>, as L<Game::Brandubh::Notation::Why/game_why>
says them of the record, with C<line> and C<column> (from 1, in
characters) placing the fault in the whole stream, and C<at>, the
characters of the record before it. The codes are those of C<game_why>,
and C<encoding>, C<empty>, C<line-ends>, C<size> and C<replay> (above).

=item note

with C<< replay => 'note' >>, an accepted record whose replay failed: its
fault, as C<fault> would be.

=back

With C<< part => N >>, an accepted record of more than N moves is given
as several items instead, one after another, each holding the record's
C<number>, C<line> and C<offset> and:

=over 4

=item part

its number among the record's parts, from 1;

=item model

the model of the game (as C<model> above: C<game>, C<first>, C<abouts>,
C<notes>, C<unstated>) with only this part's moves: N of them in each part
but the last, which holds the rest. Each part's game has the record's
C<variant> and C<start> (the position the game starts from, not the one
its earlier parts reach) and its first side; its C<result> is undef and
its C<notes> empty, but in the last part, which has the record's. The
moves of the parts, one after another, are the moves of the game the
record gives whole;

=item last

true in the last part, which has the record's C<note> too, if it has one.

=back

There is no C<game> beside the parts' models.

A read error of the source dies with its name and the system's message;
it never looks like the end of the stream.

=head2 next_game

    while (my $game = $reader->next_game) { ... }

The game of the next accepted record (what L</next> gives as its
C<game>), or undef after the last: the refused records are passed over,
and counted (L</counts>). The fastest way to read the games of a log,
with no record around each; not with C<games =E<gt> 0> or
C<accepted =E<gt> 0>.

=head2 all

    my @records = $reader->all;

The records left, as L</next> gives them.

=head2 eof

True once L</next> has given undef at the end of the stream (after an
F<.otg> record too, only then).

=head2 would_block

True when the last L</next> gave undef because a non-blocking handle had
nothing to read yet (C<EAGAIN>): not the end, and not an error. Call
L</next> again once the handle has more (after C<select>, say).

=head2 counts

    my $counts = $reader->counts;

The records read so far: C<records>, C<accepted> and C<refused>, and
C<codes>, the refused records by the code of their fault. The accepted
records that C<accepted =E<gt> 0> left out are counted.

=head2 name

What the source is called (L</name>).

=head2 otg

True when the stream is one of OpenTafl F<.otg> records (its first
character after white space is C<[>), each read as one game; it reads the
stream's first bytes to tell, if nothing has been read yet.

=head1 COPIES AND THREADS

A reader that has begun is read where it was made, as itself. A copy of
it (L<Storable>'s C<dclone> or C<freeze>, a copy of its hash, a thread
started after it was made) is refused, saying so, rather than read on
from a place it cannot know or share a scanner with the reader it was
copied from: with the XS backend, C<dclone> and C<freeze> die, and a
copy of its hash, and the reader in another thread, die when read
(L</next>, L</counts>); the reader itself reads on. Make a reader for
the copy's stream instead. A reader that has not begun (no L</next> yet)
holds no scanner.

=head1 SEE ALSO

L<Game::Brandubh::Notation>, L<brandubh-notation>,
L<Game::Brandubh::Notation::OpenTafl>

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
