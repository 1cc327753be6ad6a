package Game::Brandubh::Notation::OpenTafl;

# OpenTafl Notation (OTN) for brandubh: its position records, move records
# and .otg game records, read and written through the public functions of
# Game::Brandubh::Notation (which check what this module builds), so that
# each answer here is one that module gives or accepts.

use strict;
use warnings;

our $VERSION = '0.01';

use Exporter 'import';
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::Messages ();
use Game::Brandubh::Notation::Dialects qw(move_from_dialect move_to_dialect);

our @EXPORT_OK = qw(position_to_otn position_from_otn move_to_otn move_from_otn
                    game_to_otg game_to_otg_why game_from_otg otg_why
                    list_from_otg list_to_otg list_to_otg_why);
our %EXPORT_TAGS = (all => [@EXPORT_OK]);

# The pieces both ways: this module's letter, OTN's symbol. OTN writes the
# defenders in upper case and the attackers in lower; brandubh has a king,
# defenders and attackers (OTN's knights and commanders it has not).
my %TO_OTN   = (a => 't', d => 'T', k => 'K');
my %FROM_OTN = reverse %TO_OTN;

# A square of the 7x7 board, as both notations write it.
my $SQUARE = qr/[a-g][1-7]/;

# A plain string: defined and no reference (what the interface reads).
sub _plain { my ($value) = @_; return defined $value && !ref $value }

sub position_to_otn {
    my ($position) = @_;
    my ($rows) = position_cells($position) or return undef;
    # OTN's first row is rank 1; this module's is rank 7
    my @otn = map {
        my $row = join '', map { length $_ ? $TO_OTN{$_} : '.' } @$_;
        $row =~ s/(\.+)/length $1/ge;
        $row;
    } reverse @$rows;
    return '/' . join('/', @otn) . '/';
}

sub position_from_otn {
    my ($otn, $side) = @_;
    $side = 'a' unless defined $side;
    return undef unless _plain($otn) && _plain($side) && $side =~ /\A[ad]\z/;
    return undef unless $otn =~ m{\A/((?:[0-9tTK]+/){7})\z};
    my @rows = split m{/}, $1;
    my @ours;
    for my $row (@rows) {
        my $cells = '';
        for my $part ($row =~ /([1-9][0-9]*|0|[tTK])/g) {
            return undef if $part eq '0';
            $cells .= $part =~ /\A[0-9]/ ? '.' x $part : $FROM_OTN{$part};
            return undef if length $cells > 7;
        }
        return undef unless length $cells == 7;
        $cells =~ s/(\.+)/length $1/ge;
        unshift @ours, $cells;    # rank 1 first there, rank 7 first here
    }
    my $position = join('/', @ours) . " $side";
    return position_ok($position) ? $position : undef;
}

sub move_to_otn {
    my ($move, $about) = @_;
    # move_display reads the move and %about as the module does; its
    # captures are sorted, in lower case, parted by ','
    my $shown = move_display($move, $about);
    return undef unless defined $shown;
    my ($king, $squares, $captures, $ending) = $shown =~ /\A(K?)($SQUARE-$SQUARE)(?:x(\S+?))?(\+\+|#)?\z/
        or return undef;
    my $otn = $king . $squares;
    $otn .= 'x' . join('/', split /,/, $captures) if defined $captures;
    # this module's ++ (the king reaches a corner) is OTN's --, its # (the
    # king taken) OTN's ++
    $otn .= $ending eq '++' ? '--' : '++' if defined $ending;
    return $otn;
}

# A move record of OTN is read by Game::Brandubh::Notation::Dialects'
# reader of its otn dialect, where OTN's move grammar is stated once.
sub move_from_otn {
    my ($text) = @_;
    return undef unless _plain($text);
    return scalar move_from_dialect(otn => $text);
}

# The tags of a hash, in this order, then any others in string order.
my @TAG_ORDER = qw(event site date round attackers defenders result termination);
my %RESULT_TAGS = (
    agreed    => ['0', 'draw agreed'],
    attackers => ['-1', 'attackers resigned'],
    defenders => ['1', 'defenders resigned'],
);

sub game_to_otg {
    my ($game, $tags) = @_;
    my ($text) = _otg_write($game, $tags);
    return $text;
}

my %WRITE_MESSAGE = (
    options => 'The options are a hash reference.',
    list    => 'Expected a hash reference holding a game; its abouts an array reference, its notes and tags hash references.',
    first   => 'The first side is not the side to move in the start.',
    ending  => 'The ending is not one: a result alone, or a timeout (attackers or defenders), a winner (attackers, defenders or draw) or both.',
    about   => 'The about of move %d is not a hash of what an OTN move record says.',
    ended   => 'The about of move %d ends the game (the king taken or escaped), but moves follow it.',
    game    => 'The game is not one game_string writes.',
    variant => 'The variant holds a bracket, which no tag can hold.',
    tags    => 'The tags are a hash, or an array of names and values (an even number of them).',
    name    => "The tag's name must be lower-case letters, digits and '-', beginning with a letter: '%s' is not.",
    own     => "The tag '%s' is written from the game itself, and cannot be given.",
    twice   => "The tag '%s' is given twice.",
    value   => "The value of the tag '%s' is not a string without '[', ']' or a line break.",
);

# Why game_to_otg gives undef: a hash of code and message; nothing when it
# writes the game.
sub game_to_otg_why {
    my ($game, $tags) = @_;
    my (undef, $fault) = _otg_write($game, $tags);
    return unless $fault;
    my $message = $WRITE_MESSAGE{ $fault->[0] };
    $message = sprintf $message, $fault->[1] if $message =~ /%[sd]/;
    return { code => $fault->[0], message => $message };
}

# The .otg record of a game and its tags, or (undef, [code, name]). With
# $list (list_to_otg's), its move records, ending tags and whether a ---
# ends the turns are written, and the tags' names and values are those
# _otg_read reads back as they are.
sub _otg_write {
    my ($game, $tags, $list) = @_;
    my $record = game_string($game);
    return (undef, ['game']) unless defined $record;
    my $read = game_parse($record) or return (undef, ['game']);
    # the tags given: a hash (in @TAG_ORDER's order, then the others'), or
    # an array of names and values, in its order
    my @given;
    if (ref $tags eq 'HASH') {
        my %first = map { $TAG_ORDER[$_] => $_ } 0 .. $#TAG_ORDER;
        @given = map { [$_, $tags->{$_}] }
                 sort { ($first{$a} // @TAG_ORDER) <=> ($first{$b} // @TAG_ORDER) || $a cmp $b } keys %$tags;
    }
    elsif (ref $tags eq 'ARRAY') {
        return (undef, ['tags']) if @$tags % 2;
        @given = map { [ $tags->[2 * $_], $tags->[2 * $_ + 1] ] } 0 .. $#$tags / 2;
    }
    elsif (defined $tags) {
        return (undef, ['tags']);
    }
    my %named;
    for my $tag (@given) {
        my ($name, $value) = @$tag;
        return (undef, ['name', _plain($name) ? $name : ''])
            unless _plain($name) && $name =~ ($list ? qr/\A[A-Za-z][A-Za-z0-9_-]*\z/ : qr/\A[a-z][a-z0-9-]*\z/);
        return (undef, ['own', $name]) if $name eq 'rules' || $name eq 'position';
        return (undef, ['twice', $name]) if $named{$name}++;
        return (undef, ['value', $name]) unless _plain($value) && $value !~ ($list ? qr/\]/ : qr/[\[\]\r\n]/);
    }
    # the game's own: its variant first, so that each record of a stream
    # begins with it (which a tag must be able to hold: no bracket), and
    # its result with how it ended, in place of any given
    return (undef, ['variant']) if $read->{variant} =~ /[\[\]]/;
    my @own_result;
    if ($list) {
        @own_result = @{ $list->{ending} };
    }
    elsif (my $result = $read->{result}) {
        my ($value, $how) = @{ $RESULT_TAGS{ $result->{how} eq 'agreed' ? 'agreed' : $result->{by} } };
        @own_result = (['result', $value], ['termination', $how]);
    }
    my %own = map { $_ => 1 } 'variant', map { $_->[0] } @own_result;
    my @tags = (['variant', $read->{variant}], (grep { !$own{ $_->[0] } } @given), @own_result);
    my ($side) = $read->{start} =~ / ([ad])\z/;
    my $text = join '', map { "[$_->[0]:$_->[1]]\n" } @tags;
    $text .= '[rules:dim:7 atkf:' . ($side eq 'a' ? 'y' : 'n') . ' start:' . position_to_otn($read->{start}) . "]\n\n";
    # the moves, two a turn: game_to_otg's as OTN's algebraic form writes
    # them (no piece symbol, no captures: a stored move holds its two
    # squares only), list_to_otg's as their abouts say, then its ---
    my @moves = $list ? @{ $list->{records} } : map { substr($_, 0, 2) . '-' . substr($_, 2) } @{ $read->{moves} };
    push @moves, '---' if $list && $list->{dashes};
    for (my $turn = 1; @moves; $turn++) {
        $text .= "$turn. " . join(' ', splice @moves, 0, 2) . "\n";
    }
    return $text;
}

# The fault of an .otg record as a hash (code, at, length, and the words
# of its message), or the game it holds; read once for game_from_otg and
# otg_why.
sub _otg_read {
    my ($text) = @_;
    return (undef, { code => 'text', at => 0, length => 0 }) unless _plain($text);
    my (%tag, %tag_at);    # each tag's value, and where it starts
    my $at = 0;
    my $len = length $text;
    # the header: tags, each [name:value] (a value may span lines)
    while (1) {
        $text =~ /\G\s*/gc;
        $at = pos($text) // $at;
        last unless $text =~ /\G\[/gc;
        unless ($text =~ /\G([A-Za-z][A-Za-z0-9_-]*):([^\]]*)\]/gc) {
            return (undef, { code => 'tag', at => $at, length => 1 });
        }
        my ($name, $value) = ($1, $2);
        # a tag given twice (a second rules, say): which is meant is not
        # said, and the next record's tags read into this one look so
        return (undef, { code => 'twice', at => $at, length => length($name) + 1, name => $name })
            if exists $tag{$name};
        $tag{$name} = $value;
        $tag_at{$name} = $at;
    }
    return (undef, { code => 'rules', at => $at, length => 0 }) unless defined $tag{rules};
    my %rule;
    for my $entry (split ' ', $tag{rules}) {
        my ($key, $value) = $entry =~ /\A([^:]+):(.*)\z/s or next;
        $rule{$key} = $value;
    }
    return (undef, { code => 'dim', at => $tag_at{rules}, length => 1 })
        unless defined $rule{dim} && $rule{dim} eq '7';
    my $side = defined $rule{atkf} && $rule{atkf} eq 'n' ? 'd' : 'a';
    my $start;
    if (defined $tag{position}) {
        $start = position_from_otn($tag{position}, $side);
        return (undef, { code => 'start', at => $tag_at{position}, length => 1 }) unless defined $start;
    }
    elsif (defined $rule{start} || defined $rule{starti}) {
        my $otn = defined $rule{start} ? $rule{start} : $rule{starti};
        # starti: the rows from rank 7
        $otn = '/' . join('/', reverse split m{/}, substr($otn, 1, -1)) . '/'
            if !defined $rule{start} && $otn =~ m{\A/.*/\z}s;
        $start = position_from_otn($otn, $side);
        return (undef, { code => 'start', at => $tag_at{rules}, length => 1 }) unless defined $start;
    }
    else {
        return (undef, { code => 'start', at => $tag_at{rules}, length => 1 });
    }
    # the turns: N. MOVE [MOVE], each maybe followed by [commentary]; a
    # turn whose number has letters is a variation, and is passed over
    my (@moves, @abouts, $resigned, $king_taken);
    my $principal = 1;
    my $turn = 0;    # the principal line's turns are 1, 2, 3..., each once
    while (1) {
        $text =~ /\G\s*/gc;
        $at = pos($text) // $at;
        last if $at >= $len;
        if ($text =~ /\G\[[^\]]*\]/gc) {        # commentary
            next;
        }
        if ($text =~ /\G(\d+)\./gc && $text !~ /\G[0-9a-z.]/) {
            return (undef, { code => 'turn', at => $at, length => length($1) + 1, turn => $turn + 1 })
                unless $1 == $turn + 1 && $1 =~ /\A[1-9]/;
            $turn++;
            $principal = 1;
            next;
        }
        pos($text) = $at;
        if ($text =~ /\G\d+[0-9a-z.]*\./gc) {    # a variation's turn number
            $principal = 0;
            next;
        }
        $text =~ /\G(\S+)/gc;
        my $record = $1;
        next unless $principal;
        return (undef, { code => 'ended', at => $at, length => length $record }) if $resigned || $king_taken;
        if ($record eq '---') {
            $resigned = (@moves % 2 == 0) == ($side eq 'a') ? 'attackers' : 'defenders';
            next;
        }
        # OTN's move grammar is Dialects' (its otn dialect), stated there once
        my ($move, $about) = move_from_dialect(otn => $record);
        return (undef, { code => 'move', at => $at, length => length $record }) unless defined $move;
        push @moves, $move;
        push @abouts, $about;
        # the king taken (++ or a capture marked K) or escaped (--)
        $king_taken = 1 if $about->{king_taken} || $about->{king_home};
    }
    # the ending: --- above all, else what the result and termination tags
    # say (a game's result is a resignation or an agreement alone)
    my $ending = $resigned ? { result => { how => 'resign', by => $resigned } } : _ending_read($tag{result}, $tag{termination});
    my $result = $ending->{result};
    # the variant tag, else the rules' name (OpenTafl's own records name
    # their game there: Ard_Ri, kept as written), else brandubh
    my ($variant) = grep { defined $_ && /\S/ && !/[\r\n]/ }
                    (exists $tag{variant} ? $tag{variant} : undef), (exists $rule{name} ? $rule{name} : undef), 'brandubh';
    my %game = (variant => $variant, start => $start, moves => \@moves, result => $result);
    # what game_string would write of it, so that it is a game the module reads
    defined game_string(\%game) or return (undef, { code => 'move', at => 0, length => 0 });
    $game{tags} = { map { $_ => $tag{$_} } grep { $_ ne 'rules' && $_ ne 'position' } keys %tag };
    return (\%game, undef, { abouts => \@abouts, ending => $ending, dashes => $resigned ? 1 : 0 });
}

sub game_from_otg {
    my ($text) = @_;
    my ($game) = _otg_read($text);
    return $game;
}

my %MESSAGE = (
    text  => 'The record is not a string.',
    tag   => 'A tag is written [name:value].',
    rules => 'There is no rules tag: an .otg record has [rules:dim:7 ... start:...].',
    dim   => 'The board is not 7x7: brandubh is played on dim:7.',
    start => 'The start position is not a brandubh position: seven rows of seven squares, of t, T and K.',
    move  => 'This is not a move brandubh can make: [K]<from>-<to>[x<square>[/<square>]...][+|-|++|--], or ---.',
    ended => 'The game has ended (a resignation, the king taken or escaped) before this move.',
    twice => 'The tag [%s:] is given twice: a record gives each tag once (a second record begins with its own tags, after the turns of the first).',
    turn  => 'The turns are numbered 1, 2, 3, ... one after another: this one should be %d. (a second record begins with its own tags).',
);

# The ending a result tag and a termination tag say (neither with a ---
# among the moves): a hash of result (a resignation or an agreement), or
# timeout (the side that ran out of time) and winner, each or both, or
# none of them. A decisive result (1: the attackers won, -1: the defenders
# won) whose termination says resign is the loser's resignation; a draw
# (0) whose termination says agree an agreement; a termination that says
# time is a timeout, of the side it names (else of the loser); any result
# 1, -1 or 0 but those states the winner (or a draw); '?', another value
# or no result tag, no winner.
my %WINNER_VALUE = (attackers => '1', defenders => '-1', draw => '0');
my %VALUE_WINNER = reverse %WINNER_VALUE;
my %OTHER = (attackers => 'defenders', defenders => 'attackers');

sub _ending_read {
    my ($result, $termination) = @_;
    my $winner = _plain($result) && $result =~ /\A\s*(-?1|0)\s*\z/ ? $VALUE_WINNER{$1} : undef;
    my $end = _plain($termination) ? $termination : '';
    if (defined $winner) {
        return { result => { how => 'resign', by => $OTHER{$winner} } } if $winner ne 'draw' && $end =~ /resign/i;
        return { result => { how => 'agreed' } } if $winner eq 'draw' && $end =~ /agree/i;
    }
    my %ending;
    $ending{winner} = $winner if defined $winner;
    if ($end =~ /time/i) {
        my @named = $end =~ /\b(attackers|defenders)\b/gi;
        my $loser = @named == 1 ? lc $named[0] : defined $winner && $winner ne 'draw' ? $OTHER{$winner} : undef;
        $ending{timeout} = $loser if defined $loser;
    }
    return \%ending;
}

# An ending as one string, to compare two.
sub _ending_key {
    my ($ending) = @_;
    my $result = $ending->{result};
    return join '|', ($result ? join(' ', grep {defined} @{$result}{qw(how by)}) : ''),
                     map { defined $ending->{$_} ? $ending->{$_} : '' } qw(timeout winner);
}

# What list_to_otg writes of an ending of its own: the result and
# termination tags, and whether a --- ends the turns (a resignation by the
# side to move, after a last move that did not end the game).
sub _ending_write {
    my ($read, $abouts, $ending) = @_;
    my ($side) = $read->{start} =~ / ([ad])\z/;
    my $first = $side eq 'a' ? 'attackers' : 'defenders';
    my $n = @{ $read->{moves} };
    my $to_move = $n % 2 ? $OTHER{$first} : $first;
    my $last = $n && ref $abouts->[$n - 1] eq 'HASH' ? $abouts->[$n - 1] : {};
    my $ended = $last->{king_taken} || $last->{king_home} || $last->{king_square};
    if (my $result = $ending->{result}) {
        return ([['result', '0'], ['termination', 'draw agreed']], 0) if $result->{how} eq 'agreed';
        my $by = $result->{by};
        return ([['result', $WINNER_VALUE{ $OTHER{$by} }], ['termination', "$by resigned"]], $by eq $to_move && !$ended ? 1 : 0);
    }
    # a winner stated, and a timeout: each its tag
    my @tags;
    push @tags, ['result', $WINNER_VALUE{ $ending->{winner} }] if defined $ending->{winner};
    push @tags, ['termination', "$ending->{timeout} ran out of time"] if defined $ending->{timeout};
    return (\@tags, 0);
}

sub list_from_otg {
    my ($text) = @_;
    my ($game, undef, $read) = _otg_read($text);
    return undef unless $game;
    my %tags = %{ delete $game->{tags} };
    my $ending = $read->{ending};
    # the variant tag is the game's variant; the result and termination are
    # the ending's, kept among the tags only when list_to_otg would not
    # write them back as they are (a --- says the ending whatever they say)
    delete $tags{variant} if defined $tags{variant} && $tags{variant} eq $game->{variant};
    # a game whose moves state no captures (one written from a record)
    my $unstated = defined $tags{captures} && $tags{captures} eq 'unstated' && !grep { %$_ } @{ $read->{abouts} };
    delete $tags{captures} if $unstated;
    if ($read->{dashes}) {
        delete @tags{qw(result termination)};
    }
    else {
        my ($own, $dashes) = _ending_write($game, $read->{abouts}, $ending);
        my %own = map { @$_ } @$own;
        delete @tags{qw(result termination)}
            unless $dashes || grep { exists $own{$_} != exists $tags{$_} || (exists $own{$_} && $own{$_} ne $tags{$_}) }
                                   qw(result termination);
    }
    my ($side) = $game->{start} =~ / ([ad])\z/;
    my %list = (game => $game, first => $side eq 'a' ? 'attackers' : 'defenders', abouts => $read->{abouts},
                notes => (defined $ending->{timeout} ? { timeout => $ending->{timeout} } : {}), tags => \%tags);
    $list{winner} = $ending->{winner} if defined $ending->{winner};
    $list{unstated} = 1 if $unstated;
    return \%list;
}

sub list_to_otg {
    my ($list, $options) = @_;
    my ($text) = _list_write($list, $options);
    return $text;
}

sub list_to_otg_why {
    my ($list, $options) = @_;
    my (undef, $fault) = _list_write($list, $options);
    return unless $fault;
    my $message = $WRITE_MESSAGE{ $fault->[0] };
    $message = sprintf $message, $fault->[1] if $message =~ /%[sd]/;
    # the tags of a model are read back as _otg_read reads them
    $message = "The tag's name must be letters, digits, '_' and '-', beginning with a letter: '$fault->[1]' is not."
        if $fault->[0] eq 'name';
    $message = "The value of the tag '$fault->[1]' is not a string without ']'." if $fault->[0] eq 'value';
    return { code => $fault->[0], message => $message };
}

# The .otg record of a model, or (undef, [code, name or number]).
sub _list_write {
    my ($list, $options) = @_;
    return (undef, ['options']) if defined $options && ref $options ne 'HASH';
    return (undef, ['list']) unless ref $list eq 'HASH' && ref $list->{game} eq 'HASH';
    my ($game, $abouts, $notes, $tags) = @{$list}{qw(game abouts notes tags)};
    $abouts = [] unless defined $abouts;
    $notes = {} unless defined $notes;
    $tags = {} unless defined $tags;
    return (undef, ['list']) unless ref $abouts eq 'ARRAY' && ref $notes eq 'HASH' && ref $tags eq 'HASH';
    my $record = game_string($game);
    my $read = defined $record ? game_parse($record) : undef;
    return (undef, ['game']) unless $read;
    my ($side) = $read->{start} =~ / ([ad])\z/;
    return (undef, ['first']) if defined $list->{first} && $list->{first} ne ($side eq 'a' ? 'attackers' : 'defenders');
    # the ending: one of a result, a timeout and a winner
    my %ending;
    $ending{result} = $read->{result} if $read->{result};
    $ending{timeout} = $notes->{timeout} if defined $notes->{timeout};
    $ending{winner} = $list->{winner} if defined $list->{winner};
    return (undef, ['ending'])
        if ($ending{result} && keys %ending > 1)
        || (defined $ending{timeout} && !(_plain($ending{timeout}) && $OTHER{ $ending{timeout} }))
        || (defined $ending{winner} && !(_plain($ending{winner}) && defined $WINNER_VALUE{ $ending{winner} }));
    # the move records, as Dialects writes OTN's (its grammar stated there)
    my $moves = $read->{moves};
    my @records;
    for my $i (0 .. $#$moves) {
        my $about = $abouts->[$i];
        # a move that says nothing more (most of a game's): its squares, as
        # game_to_otg writes them
        if (!defined $about || (ref $about eq 'HASH' && !%$about)) {
            push @records, substr($moves->[$i], 0, 2) . '-' . substr $moves->[$i], 2;
            next;
        }
        my $otn = move_to_dialect(otn => $moves->[$i], $about);
        return (undef, ['about', $i + 1]) unless defined $otn;
        return (undef, ['ended', $i + 1])
            if $i < $#$moves && ref $about eq 'HASH' && ($about->{king_taken} || $about->{king_home} || $about->{king_square});
        push @records, $otn;
    }
    # the tags' own result and termination, when they say the ending; else
    # the ending's
    my %given = %$tags;
    delete $given{variant};
    # moves that state no captures (a record's) are said so: OTN's records
    # without captures would say that none were made
    delete $given{captures};
    $given{captures} = 'unstated' if $list->{unstated} && @$moves;
    my ($own, $dashes) = ([], 0);
    unless ((exists $given{result} || exists $given{termination})
            && _ending_key(_ending_read($given{result}, $given{termination})) eq _ending_key(\%ending)) {
        delete @given{qw(result termination)};
        ($own, $dashes) = _ending_write($read, $abouts, \%ending);
    }
    return _otg_write($game, \%given, { records => \@records, ending => $own, dashes => $dashes });
}

sub otg_why {
    my ($text) = @_;
    my ($game, $fault) = _otg_read($text);
    return if $game;
    my %why = (code => $fault->{code}, message => sprintf($MESSAGE{ $fault->{code} }, grep { defined } @{$fault}{qw(name turn)}),
               at => $fault->{at}, length => $fault->{length});
    # a move refused is quoted, as Messages quotes what a message found
    $why{message} =~ s/\AThis/Game::Brandubh::Notation::Messages::quote($text, $fault->{at}, $fault->{length})/e
        if $fault->{code} eq 'move' && $fault->{length};
    if (_plain($text)) {
        my $before = substr $text, 0, $fault->{at};
        $why{line} = 1 + ($before =~ tr/\n//);
        $why{column} = 1 + length($before) - (rindex($before, "\n") + 1);
    }
    return \%why;
}

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::OpenTafl - brandubh in OpenTafl Notation: positions, moves and .otg game records, both ways

=head1 SYNOPSIS

    use Game::Brandubh::Notation::OpenTafl qw(:all);

    my $otn  = position_to_otn('3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a');
                                        # '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/'
    my $pos  = position_from_otn($otn, 'a');

    my $move = move_from_otn('Kd4-d3');                     # 'd4d3'
    my $rec  = move_to_otn('c5c4', { captures => ['d4'], king_taken => 1 });
                                                            # 'c5-c4xd4++'

    my $otg  = game_to_otg({ moves => ['d2e2', 'c4c5'] }, { event => 'Club night' });
    my $game = game_from_otg($otg);     # as game_parse gives it, with {tags}
    my $why  = otg_why($otg);           # undef for a record game_from_otg reads
    print otg_why("[rules:dim:11]\n")->{message}, "\n";    # The board is not 7x7: ...

    my $list = list_from_otg($otg);     # the model: game, abouts, notes, tags...
    my $back = list_to_otg($list);      # the .otg record again, captures and marks too

=head1 DESCRIPTION

OpenTafl Notation is the notation of the OpenTafl program, its replays
and its engine protocol, and of the tournament records kept as F<.otg>
files. This module writes brandubh in it and reads it back, through the
functions of L<Game::Brandubh::Notation>: every position, move and game
it gives is one that module accepts. It exports nothing by default; ask
for the functions by name or with C<:all>.

=head2 The symbols, both ways

    this module                 OpenTafl Notation
    ---------------------------------------------------------------
    a  attacker                 t
    d  defender                 T
    k  king                     K
    rank 7 first, a side        rank 1 first, no side (the rules tag's
      after a space               atkf:y or atkf:n says who moves first)
    d1d3 (stored), d1-d3        d1-d3
    K before a king's move      K before a king's move
    x c3,e3 (sorted)            x c3/e3 (a king taken may be marked Kc4)
    ++ the king reaches         -- the king escapes
      a corner
    #  the king is taken        ++ the king is captured
    (no sign)                   +  the king may be taken next move,
                                -  the king has a way out
    result resign BY            --- (the side to move resigns), or a
                                  result tag with a termination that
                                  says the loser resigned
    result agreed               [result:0] with a termination saying the
                                  draw was agreed
    variant V                   [variant:V]

=head2 The ending, both ways

L</list_from_otg> and L</list_to_otg> read and write the ending of a game
so (C<1> in the result tag says the attackers won, C<-1> the defenders,
C<0> a draw, C<?> something else):

    the model                   written                   read
    ---------------------------------------------------------------------
    result resign BY            --- after the moves when  --- anywhere in
                                  BY is to move and the     the principal
                                  last move ended nothing,  line (the tags
                                  and always [result:]      then say
                                  (the other side's) and    nothing); else
                                  [termination:BY           a result of 1 or
                                  resigned]                 -1 and a
                                                            termination
                                                            with "resign":
                                                            the loser
    result agreed               [result:0]                [result:0] and a
                                [termination:draw agreed]   termination with
                                                            "agree"
    notes timeout SIDE          [termination:SIDE ran     a termination with
                                  out of time]              "time": of the
                                                            side it names,
                                                            else of the loser
    winner W                    [result:]                 a result of 1, -1
                                                            or 0 and any
                                                            other
                                                            termination, or
                                                            none
    (none)                      neither tag               no result tag, or
                                                            C<?>

A timeout and a winner may both be said (the winner a collection states
beside the timeout, as hnefatafl-rs's lists state it): each its tag.
"resign", "agree" and "time" are found in any case, in that order.

OpenTafl's other pieces (knights C<n>, commanders C<c>, and others), its
jumps and berserk moves (C<^>, C<=>, C<^=>), and boards other than 7x7
are not brandubh, and are refused.

=head1 FUNCTIONS

=head2 position_to_otn

    my $otn = position_to_otn($position);

The OTN position record of a position (as L<Game::Brandubh::Notation/position_ok>
reads one), rank 1 first; the side to move is not part of it. C<undef>
when the string is not a position.

=head2 position_from_otn

    my $position = position_from_otn($otn, $side);

The position of an OTN position record of seven rows of seven squares,
of C<t>, C<T>, C<K> and counts of empty squares; C<$side> (C<'a'> or
C<'d'>, C<'a'> when left out) is the side to move. C<undef> for anything
else.

=head2 move_to_otn

    my $record = move_to_otn($move, \%about);

The OTN move record of a stored move, C<%about> read as
L<Game::Brandubh::Notation/move_display> reads it (C<king>, C<captures>,
C<king_home>, C<king_taken>): C<K> for the king, captures after C<x>
parted by C</>, C<--> when the king reaches a corner, C<++> when he is
taken. A stored move does not say which captured square held the king,
so none is marked C<K>. C<undef> unless the move is a stored move.

=head2 move_from_otn

    my $move = move_from_otn($record);

The stored move of an OTN move record brandubh can make: an optional
C<K>, two squares parted by C<->, optional captures after C<x> parted by
C</> (one square may be marked C<K>), and an optional C<+>, C<->, C<++> or
C<-->. C<undef> for anything else: a jump or berserk move, another
piece's symbol, captures parted by C<,>, two squares marked C<K>, a
resignation (C<--->). The record is read by
L<Game::Brandubh::Notation::Dialects/move_from_dialect> (its C<otn>
dialect), as are the move records of F<.otg> records here: OTN's move
grammar is stated there alone.

=head2 game_to_otg

    my $otg = game_to_otg(\%game, \%tags);

An F<.otg> record of a game, C<%game> as L<Game::Brandubh::Notation/game_string>
takes it; C<undef> when that function refuses it, or its variant holds a
bracket. The game's C<variant> tag comes first (so that each record of a
stream of them begins with it), then the tags given: a hash (in the
order C<event site date round attackers defenders result termination>,
then the others in string order) or an array of names and values
(C<[event =E<gt> 'Club night', site =E<gt> 'Dublin']>, in its order), each
a name of lower-case letters, digits and C<-> given once (not C<rules> or
C<position>), a value with no C<[>, C<]> or line break, else C<undef>;
then, for a game with a result, its C<result> and C<termination> (in
place of any given). The rules tag comes last, C<dim:7>, C<atkf> from the start's side, and the start
position. The moves are written two a turn in OTN's algebraic form
(C<d1-d3>): a stored move holds its squares and nothing of what it
captured.

=head2 game_to_otg_why

    my $why = game_to_otg_why(\%game, \%tags);

Why L</game_to_otg> gives C<undef>: a hash of C<code> (C<game>: not a game
L<Game::Brandubh::Notation/game_string> writes; C<variant>: a variant with
a bracket; C<tags>: tags that are neither a hash nor an even array;
C<name>, C<own> (C<rules> or C<position>), C<twice>, C<value>: a tag, named
in the message) and C<message>; nothing when it writes the game.

=head2 game_from_otg

    my $game = game_from_otg($text);

The game of an F<.otg> record, as L<Game::Brandubh::Notation/game_parse>
gives one (C<variant>, C<start>, C<moves>, C<result>), with its tags
under C<tags> (the rules and position tags aside). Read: the principal
line only (turns whose number has letters are variations, and are passed
over; commentary is dropped); the start from C<[position:]>, else the
rules' C<start:> or C<starti:> (rows from rank 7); the side to move from
C<atkf>; the result a resignation where the record has C<--->, or a
decisive result tag whose termination says the loser resigned, agreed for
a draw whose termination says it was agreed, and none otherwise (an
ending the board shows is no result line); the variant from
C<[variant:]>, else the rules' C<name:> as written (OpenTafl's own
records name their game there, C<Ard_Ri>), else C<brandubh>. C<undef>
when the record is not 7x7, has pieces or moves brandubh has not (read
as L</move_from_otn> reads them), a move
after the game ended, a tag given twice (a second C<rules>, say), or
turns not numbered 1, 2, 3, ... one after another: one record, not two
run together (L<Game::Brandubh::Notation::Reader> reads a stream of
several, each begun by its tags).

=head2 list_from_otg

    my $list = list_from_otg($text);

An F<.otg> record read whole into the model of a game (see "THE MODEL OF
A GAME" in C<Game::Brandubh::Notation::Formats>), a hash reference of:

=over 4

=item game

The game, as L</game_from_otg> gives it, without its C<tags>.

=item first

C<attackers> or C<defenders>: the side to move in the start.

=item abouts

An array reference, a hash for each move of the principal line: what
its move record says, as L<Game::Brandubh::Notation::Dialects/move_from_dialect>
reads an C<otn> move (C<king>, C<captures> in the order written,
C<king_square> and C<king_taken> for a square marked C<K>, C<king_taken>
for C<++>, C<king_home> for C<-->, C<threat> for C<+>, C<way_out> for
C<->).

=item notes

A hash reference: C<timeout>, the side that ran out of time, when the
result and termination say so (L</The ending, both ways>); empty
otherwise.

=item winner

C<attackers>, C<defenders> or C<draw>, when the result tag states an
outcome that is no resignation or agreement (the king taken or escaped,
no termination, or beside a timeout); absent otherwise.

=item unstated

1 when the record says its moves state no captures
(C<[captures:unstated]>, as L</list_to_otg> writes a game read from a
record of this module, whose moves are their squares alone) and no move
record has any: a replay then empties no square a move does not name.
The tag is not among C<tags> then.

=item tags

A hash reference of the record's tags but C<rules> and C<position>; the
C<variant> tag only when it is not the game's variant; C<result> and
C<termination> only when L</list_to_otg> would not write them back as
they are, without a C<---> (C<[termination:Black resigns]>, or a
resignation by the side to move said by the tags alone), and never when
the moves end with C<--->, which says the ending.

=back

C<undef> where L</game_from_otg> gives C<undef> (L</otg_why> says why).
L</game_from_otg> and this function share one reader.

=head2 list_to_otg

    my $otg = list_to_otg($list, \%options);

The F<.otg> record of a model as L</list_from_otg> gives one (C<game>,
and optional C<first>, C<abouts>, C<notes>, C<winner>, C<tags>,
C<unstated>): the
C<variant> tag (the game's), the model's tags (in L</game_to_otg>'s
order; names of letters, digits, C<_> and C<->, beginning with a letter;
values without C<]>; not C<rules> or C<position>), the ending's tags
(L</The ending, both ways>: the model's own C<result> and C<termination>
when they say the model's ending, else the ending's), the rules tag with
C<atkf> and the start, then the move records two a turn, each written by
L<Game::Brandubh::Notation::Dialects/move_to_dialect> (C<otn>) from its
about: C<K>, the captures in the order given parted by C</>, the
C<king_square> marked C<K>, one mark (C<-->, C<++>, C<+>, C<->). What OTN
cannot hold is not written: C<wins>, C<loses>, C<hyphen>, C<lower>,
C<columns>. A model with C<unstated> (moves that state no captures)
and moves is written with the tag C<[captures:unstated]>, in place of
any C<captures> tag given. C<%options> (a hash reference, or left out)
has no key yet. C<undef> when the model cannot be written: what
L</game_to_otg> refuses, a C<first> that is not the start's side to
move, a result beside another ending, an ending of another value, an about C<move_to_dialect> refuses, an
about that ends the game before the last move.

C<list_from_otg(list_to_otg($list))> is C<$list> again (less the keys
not written); C<list_to_otg(list_from_otg($otg))> writes the principal
line's move records of C<$otg> as they were (its commentary and
variations are not kept).

=head2 list_to_otg_why

    my $why = list_to_otg_why($list, \%options);

Why L</list_to_otg> gives C<undef>: a hash of C<code> (C<options>,
C<list>, C<game>, C<first>, C<ending>, C<about>, C<ended>, and
L</game_to_otg_why>'s C<variant>, C<own>, C<name>, C<twice>, C<value>)
and C<message>; nothing when it writes the model.

=head2 otg_why

    my $why = otg_why($text);

Why L</game_from_otg> refuses a text: a hash of C<code> (C<text>, C<tag>,
C<twice>, C<rules>, C<dim>, C<start>, C<turn>, C<move>, C<ended>), C<message>, C<at> and
C<length> (in characters), C<line> and C<column> (from 1); nothing when it
reads it.

=head1 SEE ALSO

L<Game::Brandubh::Notation>; the OpenTafl notation specification,
F<opentafl-notation-spec.txt> in the OpenTafl project.

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
