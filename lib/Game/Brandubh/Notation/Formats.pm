package Game::Brandubh::Notation::Formats;

# Every format a game is kept in, read into one model of a game and written
# from it, and what each format cannot hold of a game: the readers and
# writers are the companions' (a record: the module's own; .otg: OpenTafl;
# the move lists: Dialects; hnefatafl-rs's list: CSV), and this module is
# the one place that says, format by format, what survives (%HOLDS for the
# game, Dialects' about_kept for each move).

use strict;
use warnings;

our $VERSION = '0.01';

use Exporter 'import';
use Game::Brandubh::Notation qw(SETUP game_parse game_string position_cells);
use Game::Brandubh::Notation::Dialects ();
use Game::Brandubh::Notation::Lists ();
use Game::Brandubh::Notation::Messages ();

our @EXPORT_OK = qw(formats format_name game_model read_game read_game_why write_game write_game_why convert_game game_kept game_lost
                    game_lost_message);
our %EXPORT_TAGS = (all => \@EXPORT_OK);

# What each format holds of a game beyond its moves (each move's about is
# held as its move dialect holds it: MOVES):
#   name      how a message names the format
#   list      1 for a move list, which states neither its variant nor its
#             start: they are the reader's options, and a game whose own
#             differ is refused by the writer, never written as another
#   holds     what it holds: stated (moves that state their captures,
#             none where none is written), unstated (moves that state
#             none: a record's), resign, agreed, timeout, winner, tags,
#             columns
#   moves     the dialect its moves are written in ('' for stored moves,
#             which say nothing but their squares)
my %FORMAT = (
    record  => { name => 'a record',      moves => '',        holds => [qw(unstated resign agreed)] },
    otg     => { name => 'an .otg record', moves => 'otn',    holds => [qw(stated unstated resign agreed timeout winner tags)] },
    shown   => { name => 'a list in the shown form', moves => 'shown', list => 1, holds => [qw(stated columns)] },
    otn     => { name => 'a list in OpenTafl Notation', moves => 'otn', list => 1, holds => [qw(stated resign columns)] },
    walker  => { name => "a list in Walker's notation", moves => 'walker', list => 1, holds => [qw(stated columns)] },
    nielsen => { name => "a list in aagenielsen.dk's notation", moves => 'nielsen', list => 1,
                 holds => [qw(stated resign timeout columns)] },
    csv     => { name => "hnefatafl-rs's game list", moves => 'nielsen', list => 1, holds => [qw(stated timeout winner)] },
);
my %HOLDS = map { my $f = $_; ($f => { map { $_ => 1 } @{ $FORMAT{$f}{holds} } }) } keys %FORMAT;

my %SIDE = (a => 'attackers', d => 'defenders');
my %SIDE_NAMED = map { $_ => 1 } values %SIDE;
my %OTHER = (attackers => 'defenders', defenders => 'attackers');

sub formats { my @names = sort keys %FORMAT; return @names }

# How a message names a format ('a record', "a list in Walker's notation").
sub format_name { my ($format) = @_; return _format_fault($format) ? undef : $FORMAT{$format}{name} }


sub _plain { my ($value) = @_; return defined $value && !ref $value }

sub _format_fault {
    my ($format) = @_;
    return { code => 'type', at => undef, message => 'Expected the name of a format, got ' . (defined $format ? 'a reference.' : 'undef.') }
        unless _plain($format);
    return if exists $FORMAT{$format};
    return { code => 'format', at => undef,
             message => "There is no format '$format': the formats are " . join(', ', formats()) . q{.} };
}

# The model of a game as game_parse gives one: its game, and nothing said
# of its moves.
sub game_model {
    my ($game) = @_;
    return undef unless ref $game eq 'HASH' && ref $game->{moves} eq 'ARRAY' && _plain($game->{start});
    my (undef, $side) = position_cells($game->{start});
    return { game => $game, first => $SIDE{$side}, abouts => [], notes => {}, unstated => 1 };
}

# The reader of each format: its model, or a fault (a hash of code, at,
# message).
my %READ = (
    record => sub {
        my ($text) = @_;
        my $game = game_parse($text);
        return game_model($game) if $game;
        require Game::Brandubh::Notation::Why;
        return Game::Brandubh::Notation::Why::game_why($text);
    },
    otg => sub {
        my ($text) = @_;
        require Game::Brandubh::Notation::OpenTafl;
        my $model = Game::Brandubh::Notation::OpenTafl::list_from_otg($text);
        return $model if $model;
        return Game::Brandubh::Notation::OpenTafl::otg_why($text);
    },
    csv => sub {
        my ($text, $options) = @_;
        require Game::Brandubh::Notation::CSV;
        my $model = Game::Brandubh::Notation::CSV::list_from_csv($text, $options);
        return $model if $model;
        return Game::Brandubh::Notation::CSV::list_from_csv_why($text, $options);
    },
);
for my $d (Game::Brandubh::Notation::Dialects::dialects()) {
    $READ{$d} = sub {
        my ($text, $options) = @_;
        my $columns;
        my $at = Game::Brandubh::Notation::Lists::columns_at($text);
        ($text, $columns) = (substr($text, 0, $at), substr($text, $at + 1)) if defined $at;
        my $model = Game::Brandubh::Notation::Dialects::list_from_dialect($d, $text, $options);
        $model->{columns} = $columns if $model && defined $columns;
        return $model if $model;
        return Game::Brandubh::Notation::Dialects::list_from_dialect_why($d, $text, $options);
    };
}

sub _read {
    my ($format, $text, $options) = @_;
    if (my $fault = _format_fault($format)) { return $fault }
    return { code => 'type', at => undef, message => 'Expected a text, got ' . (defined $text ? 'a reference.' : 'undef.') }
        unless _plain($text);
    $options = {} unless defined $options;
    return { code => 'options', at => undef, message => 'The options are a hash reference.' } unless ref $options eq 'HASH';
    # a list's line as a file holds it: its line end is not the game's
    $text =~ s/\r?\n\z// if $FORMAT{$format}{list};
    my $read = $READ{$format}->($text, $FORMAT{$format}{list} ? $options : ());
    return $read;
}

sub read_game {    ## no critic (RequireArgUnpacking)
    my $read = _read(@_);
    return ref $read eq 'HASH' && $read->{game} ? $read : undef;
}

sub read_game_why {    ## no critic (RequireArgUnpacking)
    my $read = _read(@_);
    return undef if ref $read eq 'HASH' && $read->{game};
    return { code => $read->{code}, at => $read->{at}, message => $read->{message} };
}

# What is not a model, the fault [code, message]; nothing for a model.
sub _model_fault {
    my ($model) = @_;
    return [ 'game', 'Expected a hash reference holding a game.' ] unless ref $model eq 'HASH' && ref $model->{game} eq 'HASH';
    return [ 'game', 'The moves of the game are an array reference.' ] unless ref $model->{game}{moves} eq 'ARRAY';
    # the result as game_parse gives one: every writer reads it, and so do
    # game_kept and game_lost
    my $result = $model->{game}{result};
    return [ 'game', q{The result of the game is undef, a resignation ({ how => 'resign', by => 'attackers' or 'defenders' })}
                     . q{ or an agreed draw ({ how => 'agreed' }).} ]
        if defined $result && !(ref $result eq 'HASH' && _plain($result->{how})
                                && ($result->{how} eq 'agreed'
                                    || $result->{how} eq 'resign' && _plain($result->{by}) && $SIDE_NAMED{ $result->{by} }));
    my $abouts = $model->{abouts};
    return [ 'about', 'The abouts are an array reference of a hash a move.' ]
        if defined $abouts && (ref $abouts ne 'ARRAY' || grep { defined $_ && ref $_ ne 'HASH' } @$abouts);
    for my $key (qw(notes tags)) {
        return [ $key, "The $key are a hash reference." ] if defined $model->{$key} && ref $model->{$key} ne 'HASH';
    }
    return [ 'columns', 'The columns are a string.' ] if defined $model->{columns} && !_plain($model->{columns});
    return [ 'winner', q{The winner is 'attackers', 'defenders' or 'draw'.} ]
        if defined $model->{winner} && !(_plain($model->{winner}) && $model->{winner} =~ /\A(?:attackers|defenders|draw)\z/);
    return;
}

# The frame of a game a list does not state: its variant, its start and
# the side that moved first must be what the reader is told (the options),
# else the list would be read back as another game.
sub _frame_fault {
    my ($format, $model, $options) = @_;
    my $game = $model->{game};
    my $variant = defined $options->{variant} ? $options->{variant} : 'brandubh';
    return [ 'options', 'The option variant is a word or a line, not a reference.' ] if ref $variant;
    my $name = $FORMAT{$format}{name};
    if (_plain($game->{variant}) && $game->{variant} ne $variant) {
        return [ 'variant', "The game's variant is '" . Game::Brandubh::Notation::Messages::escaped($game->{variant})
                 . "'; $name does not say it: write it with the variant given (convert --variant), as it must be read." ];
    }
    return;
}

# The writer of each format: one game in the file's form (a record, an
# .otg record, a line), or a fault [code, message].
my %WRITE = (
    record => sub {
        my ($model) = @_;
        my %game = %{ $model->{game} };
        delete $game{result} unless defined $game{result};
        my $text = game_string(\%game);
        return defined $text ? $text : [ 'unwritable', 'the game cannot be written as a record: its variant holds a line break' ];
    },
    otg => sub {
        my ($model, $options) = @_;
        require Game::Brandubh::Notation::OpenTafl;
        my $text = Game::Brandubh::Notation::OpenTafl::list_to_otg($model, $options);
        return $text if defined $text;
        my $why = Game::Brandubh::Notation::OpenTafl::list_to_otg_why($model, $options);
        # (a variant no record or no tag can hold, as a record is said)
        return [ 'unwritable', 'the game cannot be written as an .otg record: its variant holds a line break or a bracket' ]
            if $why->{code} eq 'game' || $why->{code} eq 'variant';
        return [ $why->{code}, $why->{message} ];
    },
    csv => sub {
        my ($model, $options) = @_;
        require Game::Brandubh::Notation::CSV;
        my $text = Game::Brandubh::Notation::CSV::list_to_csv($model, $options);
        return "$text\n" if defined $text;
        my $why = Game::Brandubh::Notation::CSV::list_to_csv_why($model, $options);
        return [ $why->{code}, $why->{message} ];
    },
);
for my $d (Game::Brandubh::Notation::Dialects::dialects()) {
    $WRITE{$d} = sub {
        my ($model, $options) = @_;
        my $text = Game::Brandubh::Notation::Dialects::list_to_dialect($d, $model, $options);
        if (!defined $text) {
            my $why = Game::Brandubh::Notation::Dialects::list_to_dialect_why($d, $model, $options);
            return [ $why->{code}, $why->{message} ];
        }
        # a game of no moves: its first turn's number alone, which its
        # reader reads as no moves, where the line would be blank (a file of
        # lists passes over a blank line as no game)
        $text = '1.' if $text eq '';
        my $columns = $model->{columns};
        return $text . (_plain($columns) ? ",$columns" : '') . "\n";
    };
}

sub _write {    ## no critic (RequireArgUnpacking)
    my ($format, $model, $options) = @_;
    if (my $fault = _format_fault($format)) { return [ $fault->{code}, $fault->{message} ] }
    $options = {} unless defined $options;
    return [ 'options', 'The options are a hash reference.' ] unless ref $options eq 'HASH';
    if (my $fault = _model_fault($model)) { return $fault }
    if ($FORMAT{$format}{list}) {
        my $fault = _frame_fault($format, $model, $options);
        return $fault if $fault;
    }
    # what the format holds, and nothing else: a writer never meets what its
    # format has no word for (game_lost names it)
    my $kept = $_[3] || game_kept($format, $model);
    return $WRITE{$format}->($kept, $options);
}

# A game written, and what it lost, in one: what the format keeps of it is
# made once for both.
sub convert_game {
    my ($format, $model, $options) = @_;
    my $kept = _format_fault($format) ? undef : game_kept($format, $model);
    my @lost = $kept ? _lost($format, $model, $kept) : ();
    my $text = _write($format, $model, $options, $kept);
    my %answer = (lost => \@lost, lost_message => _lost_message($format, @lost));
    if (ref $text) { @answer{qw(code message)} = @$text }
    else { $answer{text} = $text }
    return \%answer;
}

sub write_game {    ## no critic (RequireArgUnpacking)
    my $text = _write(@_);
    return ref $text ? undef : $text;
}

sub write_game_why {    ## no critic (RequireArgUnpacking)
    my $text = _write(@_);
    return undef unless ref $text;
    return { code => $text->[0], message => $text->[1] };
}

# What a model says that a format may not hold, a key each, with how many
# of it the model says (for a note's words).
sub _said {
    my ($model) = @_;
    my %said;
    my $game = $model->{game};
    if (my $result = $game->{result}) {
        $said{ $result->{how} eq 'resign' ? 'resign' : 'agreed' } = 1;
    }
    my $notes = ref $model->{notes} eq 'HASH' ? $model->{notes} : {};
    $said{timeout} = 1 if defined $notes->{timeout};
    $said{winner} = 1 if defined $model->{winner};
    $said{tags} = scalar keys %{ $model->{tags} } if ref $model->{tags} eq 'HASH' && %{ $model->{tags} };
    $said{columns} = 1 if _plain($model->{columns});
    # whether the moves state their captures: said of a game with moves
    $said{ $model->{unstated} ? 'unstated' : 'stated' } = 1 if @{ $game->{moves} };
    return \%said;
}

# The winner a game's result states, where the format has no word for the
# result but holds a winner and the game states none: the other side won
# a resignation, and an agreed draw is a draw (never judged from the
# moves). undef otherwise.
sub _won {
    my ($format, $model) = @_;
    my $result = $model->{game}{result};
    my $holds = $HOLDS{$format};
    return undef if !$result || defined $model->{winner} || !$holds->{winner};
    return $result->{how} eq 'resign' ? ($holds->{resign} ? undef : $OTHER{ $result->{by} })
                                      : ($holds->{agreed} ? undef : 'draw');
}

# The model as the format gives it back: what it cannot hold left out, each
# move's about as its dialect writes and reads it.
sub game_kept {
    my ($format, $model) = @_;
    return undef if _format_fault($format) || _model_fault($model);
    my %kept = (game => { %{ $model->{game} } }, first => $model->{first});
    my $holds = $HOLDS{$format};
    my $said = _said($model);
    my $result = $kept{game}{result};
    $kept{game}{result} = undef if $result && !$holds->{ $result->{how} eq 'resign' ? 'resign' : 'agreed' };
    $kept{notes} = {};
    $kept{notes}{timeout} = $model->{notes}{timeout} if $said->{timeout} && $holds->{timeout};
    $kept{winner} = $model->{winner} if $said->{winner} && $holds->{winner};
    # a result the format has no word for, where it holds a winner: the
    # winner the result states (hnefatafl-rs's winner column), unless the
    # game states one
    my $won = _won($format, $model);
    $kept{winner} = $won if defined $won;
    $kept{tags} = { %{ $model->{tags} } } if $said->{tags} && $holds->{tags};
    $kept{columns} = $model->{columns} if $said->{columns} && $holds->{columns};
    # (a record states no captures: its moves are their squares alone)
    $kept{unstated} = 1 if @{ $model->{game}{moves} } && ($said->{unstated} ? $holds->{unstated} : !$holds->{stated});
    my $dialect = $FORMAT{$format}{moves};
    my $abouts = ref $model->{abouts} eq 'ARRAY' ? $model->{abouts} : [];
    # (a move that says nothing has no about: most of a game's)
    my @kept;
    if ($dialect ne '') {
        for my $i (0 .. $#$abouts) {
            my $about = $abouts->[$i];
            next unless $about && %$about;
            $kept[$i] = Game::Brandubh::Notation::Dialects::about_kept($dialect, $about);
        }
    }
    $kept{abouts} = \@kept;
    return \%kept;
}

# The words of what is lost of each move's about, by the key lost: a noun
# that counts.
my @ABOUT_LOST = (
    [ captures    => 'the captures of %s' ],
    [ order       => 'the order of the captures of %s' ],
    [ king        => "the king's letter of %s" ],
    [ king_square => 'the square the king was taken on, in %s' ],
    [ king_taken  => 'the mark of the king taken, on %s' ],
    [ king_home   => 'the mark of the king home, on %s' ],
    [ ending      => 'which ending the winning mark of %s is (the king taken or home)' ],
    [ threat      => 'the threat mark (+) of %s' ],
    [ way_out     => 'the way-out mark (-) of %s' ],
    [ wins        => 'the winning-move mark of %s' ],
    [ loses       => 'the losing-move mark of %s' ],
);

# What the format cannot hold of the model: a list of hashes, each its
# what (a key), count and words.
sub game_lost {
    my ($format, $model) = @_;
    my $kept = game_kept($format, $model) or return;
    return _lost($format, $model, $kept);
}

# What is lost of a model, its kept model made.
sub _lost {
    my ($format, $model, $kept) = @_;
    my %moves;
    _lost_moves($model, $kept, 0, \%moves);
    my $captured = grep { ref $_ eq 'HASH' && ref $_->{captures} eq 'ARRAY' && @{ $_->{captures} } }
                        @{ ref $model->{abouts} eq 'ARRAY' ? $model->{abouts} : [] };
    return (_lost_game($format, $model, $captured), _lost_words(\%moves));
}

# What is lost of the game beyond its moves' abouts; $captured: whether a
# move states a capture.
sub _lost_game {
    my ($format, $model, $captured) = @_;
    my @lost;
    my $game = $model->{game};
    my $said = _said($model);
    my $holds = $HOLDS{$format};
    # (where the format writes the winner the result states, only that it
    # was a resignation or an agreement is lost)
    my $won = _won($format, $model);
    if ($said->{resign} && !$holds->{resign}) {
        push @lost, { what => 'resign', count => 1, message => "a resignation by the $game->{result}{by}"
                                                                . (defined $won ? " (the win of the $won is written)" : '') };
    }
    push @lost, { what => 'agreed', count => 1, message => defined $won ? 'that the draw was agreed (the draw is written)' : 'an agreed draw' }
        if $said->{agreed} && !$holds->{agreed};
    push @lost, { what => 'timeout', count => 1, message => "a timeout of the $model->{notes}{timeout}" }
        if $said->{timeout} && !$holds->{timeout};
    push @lost, { what => 'winner', count => 1,
                  message => $model->{winner} eq 'draw' ? 'the draw the collection states' : "the win of the $model->{winner} the collection states" }
        if $said->{winner} && !$holds->{winner};
    if ($said->{tags} && !$holds->{tags}) {
        my @names = sort keys %{ $model->{tags} };
        push @lost, { what => 'tags', count => scalar @names,
                      message => 'the ' . (@names == 1 ? 'tag ' : 'tags ') . join(', ', map { Game::Brandubh::Notation::Messages::escaped($_) } @names) };
    }
    if ($said->{unstated} && !$holds->{unstated}) {
        push @lost, { what => 'unstated', count => 1,
                      message => 'that its moves state no captures (the list written says none were made)' };
    }
    if ($said->{stated} && !$holds->{stated} && !$captured) {
        push @lost, { what => 'stated', count => 1, message => 'that no move captured anything' };
    }
    push @lost, { what => 'columns', count => 1,
                  message => 'the columns ' . Game::Brandubh::Notation::Messages::quote($model->{columns}, 0, length $model->{columns}) }
        if $said->{columns} && !$holds->{columns};
    return @lost;
}

# Each move's about against what its dialect keeps of it, the moves
# numbered from $before + 1: into %$moves, the numbers of the moves that
# lose each key ([count, first number]).
sub _lost_moves {
    my ($model, $kept, $before, $moves) = @_;
    my $abouts = ref $model->{abouts} eq 'ARRAY' ? $model->{abouts} : [];
    my $lose = sub {
        my ($key, $i) = @_;
        my $numbers = $moves->{$key} ||= [ 0, $before + $i + 1 ];
        $numbers->[0]++;
    };
    for my $i (0 .. $#{ $model->{game}{moves} }) {
        my $about = $abouts->[$i];
        next unless ref $about eq 'HASH' && %$about;
        my $back = $kept->{abouts}[$i] || {};
        my @captures = ref $about->{captures} eq 'ARRAY' ? @{ $about->{captures} } : ();
        my @kept_captures = ref $back->{captures} eq 'ARRAY' ? @{ $back->{captures} } : ();
        if (@captures && !@kept_captures) { $lose->(captures => $i) }
        elsif ("@captures" ne "@kept_captures") { $lose->(order => $i) }
        for my $key (qw(king king_square threat way_out wins loses)) {
            $lose->($key, $i) if $about->{$key} && !$back->{$key};
        }
        for my $key (qw(king_taken king_home)) {
            next unless $about->{$key} && !$back->{$key};
            $lose->($back->{wins} ? 'ending' : $key, $i);
        }
    }
    return;
}

# The words of what the moves lose, in @ABOUT_LOST's order.
sub _lost_words {
    my ($moves) = @_;
    my @lost;
    for my $pair (@ABOUT_LOST) {
        my ($key, $words) = @$pair;
        my $numbers = $moves->{$key} or next;
        my ($count, $first) = @$numbers;
        my $which = $count == 1 ? "move $first" : Game::Brandubh::Notation::Messages::counted($count, 'move');
        push @lost, { what => $key, count => $count, message => sprintf $words, $which };
    }
    return @lost;
}

# A game written in parts: one too long to hold whole, read a part at a
# time (the parts of Game::Brandubh::Notation::Reader and ::Lists). The
# format's own writer writes each part's moves (with the move before the
# part, so that what it says of a move followed by another is said across
# the parts too), and once at the end the game's last moves with its
# ending, the text around the moves: all the head and the ending depend on
# of the moves is their count's parity and the last two. What is lost is
# counted part by part.
#   my $parts = _parts($format, $options);
#   $parts->{part}->($model) for each part: the text of its moves, or a
#       fault [code, message];
#   $parts->{end}->(): what convert_game gives, but text is the head and
#       tail around the moves' text (head, tail), or the fault.
# The moves' tokens in a text the writer wrote of a game with moves and no
# ending.
my %TOKENS = (
    record => sub { my ($text) = @_; return $text =~ /^moves ([^\n]*)$/m ? split / /, $1 : () },
    otg    => sub {
        my ($text) = @_;
        return grep { !/\A[0-9]+\.\z/ } split ' ', substr $text, index($text, "]\n\n") + 3;
    },
    csv    => sub { my ($text) = @_; return split / /, substr $text, 0, index $text, q{,} },
);
$TOKENS{$_} = sub { my ($text) = @_; chomp $text; return split / /, $text } for Game::Brandubh::Notation::Dialects::dialects();

# The moves' tokens as the format lays them out, the first numbered $at
# (from 0): a line a turn (.otg, the line of the last turn left open), or
# one line (numbered turns in a dialect, if asked).
sub _laid {
    my ($format, $options, $at, @tokens) = @_;
    my $text = '';
    my $numbered = $FORMAT{$format}{list} && $format ne 'csv' && $options->{numbered};
    for my $token (@tokens) {
        my $turn = int($at / 2) + 1;
        if ($format eq 'otg') { $text .= $at % 2 ? " $token\n" : "$turn. $token" }
        else { $text .= ($at ? q{ } : '') . ($numbered && !($at % 2) ? "$turn. " : '') . $token }
        $at++;
    }
    return $text;
}

sub _parts {
    my ($format, $options) = @_;
    $options = {} unless defined $options;
    # (the moves' tokens are read from a text of no numbered turns)
    my %plain = (ref $options eq 'HASH' ? %$options : ());
    delete $plain{numbered};
    my $written = 0;             # the moves written
    my @last;                    # the last two moves and abouts: [move, about]
    my (%moves, $captured);      # what the moves lose, whether one captured
    my %captures = (a => 0, d => 0);    # each side's captures, as kept
    my ($model_last, $unstated);
    my $renumber = sub {
        my ($fault, $before) = @_;
        $fault->[1] =~ s/\b(move) ([0-9]+)/"$1 " . ($2 + $before)/e;
        return $fault;
    };
    my %parts;
    $parts{part} = sub {
        my ($model) = @_;
        my $moves = $model->{game}{moves};
        my $abouts = ref $model->{abouts} eq 'ARRAY' ? $model->{abouts} : [];
        my @abouts = @{$abouts}[0 .. $#$moves];
        $model_last = $model;
        my $kept = game_kept($format, $model);
        return [ @{ _model_fault($model) || [ 'game', 'Expected a hash reference holding a game.' ] } ] unless $kept;
        _lost_moves($model, $kept, $written, \%moves);
        $captured ||= grep { ref $_ eq 'HASH' && ref $_->{captures} eq 'ARRAY' && @{ $_->{captures} } } @abouts;
        my (undef, $first) = $format eq 'csv' ? position_cells($model->{game}{start}) : ();
        for my $i ($first ? 0 .. $#{ $kept->{abouts} } : ()) {
            my $about = $kept->{abouts}[$i];
            next unless ref $about eq 'HASH' && ref $about->{captures} eq 'ARRAY';
            $captures{ ($written + $i) % 2 ? ($first eq 'a' ? 'd' : 'a') : $first } += @{ $about->{captures} };
        }
        my @before = @last ? @{ $last[-1] } : ();
        my %part = (%$model, game => { %{ $model->{game} }, moves => [ @before ? $before[0] : (), @$moves ], result => undef },
                    abouts => [ @before ? $before[1] : (), @abouts ], notes => {});
        delete @part{qw(winner columns)};
        my $text = _write($format, \%part, ref $options eq 'HASH' ? \%plain : $options);
        my $before = $written - (@before ? 1 : 0);
        push @last, map { [ $moves->[$_], $abouts[$_] ] } ($#$moves > 0 ? $#$moves - 1 : 0) .. $#$moves;
        splice @last, 0, @last - 2 if @last > 2;
        $written += @$moves;
        return $renumber->($text, $before) if ref $text;
        my @tokens = $TOKENS{$format}->($text);
        shift @tokens if @before;
        die "Game::Brandubh::Notation::Formats: the writer of $format wrote " . scalar(@tokens) . ' moves of ' . scalar(@$moves)
            unless @tokens == @$moves;
        return _laid($format, $options, $written - @$moves, @tokens);
    };
    $parts{end} = sub {
        my $model = $model_last;
        # the game's last moves, as many as keep the parity of their count
        my @ends = $written % 2 ? @last[-1 .. -1] : @last;
        my %end = (%$model, game => { %{ $model->{game} }, moves => [ map { $_->[0] } @ends ] },
                   abouts => [ map { $_->[1] } @ends ]);
        my @lost = (_lost_game($format, { %end, game => { %{ $end{game} }, moves => [ (undef) x ($written ? 1 : 0) ] } },
                               $captured),
                    _lost_words(\%moves));
        my %answer = (lost => \@lost, lost_message => _lost_message($format, @lost));
        my $text = _write($format, \%end, $options);
        if (ref $text) {
            @answer{qw(code message)} = @{ $renumber->($text, $written - @ends) };
            return \%answer;
        }
        my $laid = _laid($format, $options, 0, $TOKENS{$format}->(_write($format, { %end, game => { %{ $end{game} }, result => undef },
                                                                                   notes => {}, winner => undef, columns => undef },
                                                                        \%plain)));
        my $head = $format eq 'record' ? index($text, "\nmoves ") + 7 : $format eq 'otg' ? index($text, "]\n\n") + 3 : 0;
        die "Game::Brandubh::Notation::Formats: the moves of $format are not where they are looked for"
            unless substr($text, $head, length $laid) eq $laid;
        my $tail = substr $text, $head + length $laid;
        # what the tail says of the moves' count: the turn of a --- alone,
        # the captures of each side
        $tail =~ s/\A2\. ---/($written \/ 2 + 1) . '. ---'/e if $format eq 'otg' && !($written % 2);
        $tail =~ s/,[0-9]+,[0-9]+,([^,\n]*)\n\z/,$captures{a},$captures{d},$1\n/ if $format eq 'csv';
        @answer{qw(head tail)} = (substr($text, 0, $head), $tail);
        return \%answer;
    };
    return \%parts;
}

# One sentence of what is lost: "the captures of 3 moves and a timeout of
# the attackers, which a record cannot hold".
sub game_lost_message {
    my ($format, $model) = @_;
    return _lost_message($format, game_lost($format, $model));
}

sub _lost_message {
    my ($format, @lost) = @_;
    return undef unless @lost;
    my @words = map { $_->{message} } @lost;
    my $list = @words == 1 ? $words[0] : join(', ', @words[0 .. $#words - 1]) . " and $words[-1]";
    return "$list, which " . format_name($format) . ' cannot hold';
}

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::Formats - every format a brandubh game is kept in, read into one model of a game and written from it, with what each cannot hold

=head1 SYNOPSIS

    use Game::Brandubh::Notation::Formats qw(:all);

    my $game = read_game(otn => 'Kd4-d1 c5-c4xKd4');
    print write_game(walker => $game);          # D4-D1 C5-C4xD4++
    print game_lost_message(walker => $game), "\n";
    # the king's letter of move 1, the square the king was taken on, in move 2
    # and which ending the winning mark of move 2 is (the king taken or home),
    # which a list in Walker's notation cannot hold

    # an .otg record keeps the capture and the resignation
    my $model = read_game(nielsen => 'd2-e2 c4-c2 b4-b3xc3 resigned');
    print write_game(otg => $model);

=head1 DESCRIPTION

A brandubh game is kept in many forms: this module's records, OpenTafl's
F<.otg> records, the move lists of the tafl notations
(L<Game::Brandubh::Notation::Dialects>) and hnefatafl-rs's game list
(L<Game::Brandubh::Notation::CSV>). Each says some of what a game says and
not the rest. This module reads each into one model of a game, writes
each from it, and says, format by format, what a format cannot hold of a
game: a conversion keeps everything both formats hold, and names the
rest, never dropping it unsaid.

=head1 THE MODEL OF A GAME

A hash reference; every reader fills it, every writer reads it. Only
C<game> is required.

=over

=item game

The game as L<Game::Brandubh::Notation/game_parse> gives one: C<variant>,
C<start> (its side to move moved first), C<moves> (stored moves) and
C<result> (C<undef>, C<< { how => 'resign', by => SIDE } >> or
C<< { how => 'agreed' } >>).

=item first

The side that moved first, C<attackers> or C<defenders> (the start's
side to move).

=item abouts

An array reference, a hash a move (C<undef>, or no element at all past
the last, for a move that says nothing): what the move says beyond its squares,
with the keys of L<Game::Brandubh::Notation::Dialects/What a move says>:
C<king>, C<captures> (in the order written), C<king_square>,
C<king_taken>, C<king_home>, C<threat>, C<way_out>, C<wins>, C<loses>.
C<hyphen> and C<lower> say how a move was written, not what it says: a
format keeps them where it can, and their loss is no loss.

=item notes

A hash reference: C<timeout>, the side that ran out of time.

=item winner

The outcome a collection states and nothing else here says:
C<attackers>, C<defenders> or C<draw> (hnefatafl-rs's winner column; an
F<.otg> result tag whose termination is neither a resignation, an
agreement nor a timeout). Absent for a game the collection says is not
over.

=item tags

A hash reference of an F<.otg> record's tags (C<event>, C<site>,
C<date>, C<round>, C<attackers>, C<defenders>, C<annotator>...), the
C<rules> and C<position> tags aside.

=item columns

The columns a line of a move list had after its moves (after a C<,>),
as text: kept beside the game, written back after it.

=item unstated

1 when the moves state no captures (a record's, whose moves are their
squares alone): C<abouts> then say nothing of captures, and a replay
(L<Game::Brandubh::Notation::Replay>) empties no square a move does not
name and judges no move onto a piece. Every other format states every
capture: a move written without one captured nothing.

=back

=head1 FORMATS

    record   this module's records (game_parse, game_string)
    otg      OpenTafl's .otg records (Game::Brandubh::Notation::OpenTafl)
    shown    a move list in the shown form      \
    otn      a move list in OpenTafl Notation    | a line a game
    walker   a move list in Walker's notation    | (Game::Brandubh::Notation::Dialects)
    nielsen  a move list in aagenielsen.dk's    /
    csv      hnefatafl-rs's game list, a line a game (Game::Brandubh::Notation::CSV)

A move list, and hnefatafl-rs's list, states neither its game's variant
nor its start nor which side moved first: they are given to its reader
and writer alike (the options C<variant>, C<start> and C<first>, as
L<Game::Brandubh::Notation::Dialects/list_from_dialect> takes them; the
set-up, the attackers first and C<brandubh> unless given). A list writer
refuses a game whose variant, start or first side is not what its
options say, since the list would be read back as another game: they
are never dropped.

=head1 WHAT EACH FORMAT HOLDS

A game going from one format to another keeps what both hold. The
table says what each holds (C<y>) beyond the moves' squares; the
F<.otg> moves are OpenTafl Notation's, hnefatafl-rs's aagenielsen.dk's.

    what a game says            record otg shown otn walker nielsen csv
    ------------------------------------------------------------------
    variant, start, first side  y      y   (given to the reader and writer)
    that the moves state no
      captures (a record's)     y      y   -     -   -      -       -
    that a move captured
      nothing (no capture)      -      y   y     y   y      y       y
    captures                    -      y   y     y   y      y       y
    the captures' order         -      y   -     y   y      y       y
    the king's letter (K)       -      y   y     y   -      -       -
    the square a king was
      taken on (xKd4)           -      y   -     y   -      -       -
    the king taken              -      y   y     y   ++     -       -
    the king home               -      y   y     y   ++     -       -
    a threat (+)                -      y   -     y   y      -       -
    a way out (-)               -      y   -     y   -      -       -
    a winning or losing
      move (++, --)             -      -   -     -   y      -       -
    a resignation               y      y   -     y   -      y       -
    an agreed draw              y      y   -     -   -      -       -
    a timeout                   -      y   -     -   -      y       y
    a winner stated             -      y   -     -   -      -       y
    tags                        -      y   -     -   -      -       -
    columns                     -      -   y     y   y      y       -

A record's moves state no captures; a list written from one says that
none were made (the note says so), and an F<.otg> record says they are
not stated (C<[captures:unstated]>). A move list writes one mark a move: of those a move says, the ending
first (the king home, the king taken, a winning move, a losing move),
then a threat, then a way out; OpenTafl Notation marks the king taken on
his square (C<xKd4>) and may add a mark after it. Walker's notation has
one mark for the end of a game, C<++>, a winning move: the king taken
and the king home are written so, and which of the two it was is lost.
The shown form writes captures in square order.

hnefatafl-rs's list has no word for a resignation or an agreed draw, but
it has a winner column: a game that states no winner is written with the
winner its result states, the other side of the one that resigned, or a
draw for an agreed one (never judged from the moves), and what is lost
is only that it was a resignation or an agreement (the note says the
winner is written). C<Ongoing> is written only for a game that states
no winner and no such result.

=head1 FUNCTIONS

It exports nothing by default; ask for the functions by name or with
C<:all>.

=head2 formats

    my @names = formats();    # csv nielsen otg otn record shown walker

The names of the formats, sorted.

=head2 format_name

    my $name = format_name('walker');    # "a list in Walker's notation"

How a message names the format; C<undef> for a name that is no format's.

=head2 game_model

    my $model = game_model(game_parse($record));

The model of a game as L<Game::Brandubh::Notation/game_parse> gives one
(C<variant>, C<start>, C<moves>, C<result>): the game, its first side,
and nothing said of its moves. C<undef> for anything else.

=head2 read_game

    my $model = read_game($format, $text, \%options);

The model of one game in the format: a record, an F<.otg> record, a list's
line (its columns, after the first C<,> that is no capture's, kept as
C<columns>). %options, for a list: C<variant>, C<start>, C<first>.
C<undef> when the text is not one; L</read_game_why> says why.

=head2 read_game_why

    my $why = read_game_why($format, $text, \%options);

Why L</read_game> refuses the text: C<code>, C<at> (where, in
characters, when known) and C<message>, as the format's own reader says
it (L<Game::Brandubh::Notation::Why/game_why>,
L<Game::Brandubh::Notation::OpenTafl/otg_why>,
L<Game::Brandubh::Notation::Dialects/list_from_dialect_why>,
L<Game::Brandubh::Notation::CSV/list_from_csv_why>); C<format> for a name
that is no format's. C<undef> when it reads.

=head2 write_game

    my $text = write_game($format, $model, \%options);

One game written in the format, as a file of them holds it: a record, an
F<.otg> record, or a line (with its line end; a list's C<columns> after
a C<,>). A move list of a game of no moves is its first turn's number
alone, C<1.>, which its reader reads as no moves: the line is not blank,
as a file of lists passes over a blank line as no game
(L<Game::Brandubh::Notation::Lists>); hnefatafl-rs's list writes an
empty moves column (C<,0,0,Ongoing>). Everything the format holds is
written, and nothing else: L</game_lost> says what was left out.
%options, for a list: C<variant>, C<start>, C<first> (the frame it is
written with, which must be the game's), and C<numbered> (turn
numbers). C<undef> when the game cannot be written: a model that is not
one (C<game> no hash, its C<moves> no array, its C<result> none of those
L</THE MODEL OF A GAME> names (a string, an array, a hash of another
C<how> or C<by>), an about no hash, C<notes> or C<tags> no hash,
C<columns> no string, a C<winner> of another value), options that are
no hash or whose C<variant> is a reference, a frame not the game's, a
game the format's writer refuses (a timeout or a resignation of a side
whose turn it was not, a variant with a line break); L</write_game_why>
says why.

=head2 write_game_why

    my $why = write_game_why($format, $model, \%options);

Why L</write_game> gives C<undef>: C<code> and C<message>; C<undef> when
it writes.

=head2 convert_game

    my $done = convert_game($format, $model, \%options);
    print $done->{text} if defined $done->{text};
    warn "$done->{lost_message}\n" if defined $done->{lost_message};

L</write_game> and L</game_lost> in one (what the format keeps of the game
is made once for both), as a hash: C<text> (the game written) or C<code>
and C<message> (why not, as L</write_game_why> says), C<lost> (as
L</game_lost> gives it, an array reference) and C<lost_message> (as
L</game_lost_message>, or C<undef>).

=head2 game_kept

    my $kept = game_kept($format, $model);

The model as the format gives it back: what it cannot hold left out,
each move's about as its move dialect keeps it
(L<Game::Brandubh::Notation::Dialects/about_kept>). C<undef> for a name
that is no format's, or a model that is not one (L</write_game_why> says
why).

=head2 game_lost

    my @lost = game_lost($format, $model);

What the format cannot hold of the game, a hash each: C<what> (C<resign>,
C<agreed>, C<timeout>, C<winner>, C<tags>, C<columns>, C<stated>,
C<unstated>, C<captures>,
C<order>, C<king>, C<king_square>, C<king_taken>, C<king_home>,
C<ending>, C<threat>, C<way_out>, C<wins>, C<loses>), C<count> (of moves,
or tags) and C<message> (the words of a note). The empty list when the
conversion loses nothing, or for a model that is not one.

=head2 game_lost_message

    my $words = game_lost_message($format, $model);

L</game_lost> as one sentence, C<..., which FORMAT cannot hold>; C<undef>
when nothing is lost.

=head1 SEE ALSO

L<Game::Brandubh::Notation>, L<Game::Brandubh::Notation::Dialects>,
L<Game::Brandubh::Notation::OpenTafl>, L<Game::Brandubh::Notation::CSV>,
L<Game::Brandubh::Notation::Lists> (a file of move lists, a game at a
time), L<brandubh-notation> (C<convert>).

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
