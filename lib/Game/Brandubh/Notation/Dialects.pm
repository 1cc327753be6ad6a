package Game::Brandubh::Notation::Dialects;

# The tafl move notations people keep their games in, read and written:
# this module's shown form, OpenTafl Notation's move records, Damian
# Walker's notation and aagenielsen.dk's. One table says what each dialect
# writes (%DIALECT); one scanner reads a move of any of them by that table
# (_scan), and one writer writes one (_write). Games are built and checked
# through the public functions of Game::Brandubh::Notation, so every stored
# move and game given here is one that module accepts.

use strict;
use warnings;

our $VERSION = '0.01';

use Exporter 'import';
use Game::Brandubh::Notation qw(SETUP move_wire move_split square_parse position_cells game_string);
use Game::Brandubh::Notation::Messages ();

our @EXPORT_OK = qw(dialects move_from_dialect move_from_dialect_why move_to_dialect about_kept
                    list_from_dialect list_from_dialect_why list_to_dialect list_to_dialect_why);
our %EXPORT_TAGS = (all => \@EXPORT_OK);

# What each dialect writes:
#   king      the letter before a king's move, or '' for none
#   case      'lower': squares in lower case; 'either': either case
#   hyphen    'required', or 'optional' (old records leave it out)
#   captures  how captured squares follow the 'x': 'comma' (xc3,e3),
#             'slash' (xc3/e3) or 'repeat' (xc3xe3)
#   king_mark true when a captured square may be marked with the king's
#             letter (xKd4: the king was taken there)
#   marks     the signs after a move and the key of %about each sets
#   ends      the keys of %about written with the sign of another key, the
#             key they are read back as (Walker's '++' is any winning
#             move: the king home or taken is written so)
#   words     the closing words of a list and what each says
#   name      how a message names the dialect
#   Name      how a message names it at the start of a sentence (a message
#             begins with a capital)
my %DIALECT = (
    shown => {
        name => 'the shown form', Name => 'The shown form', king => 'K', case => 'either', hyphen => 'optional', captures => 'comma',
        marks => { '++' => 'king_home', '#' => 'king_taken' }, words => {},
    },
    otn => {
        name => 'OpenTafl Notation', Name => 'OpenTafl Notation', king => 'K', case => 'lower', hyphen => 'required', captures => 'slash',
        king_mark => 1,
        marks => { '+' => 'threat', '-' => 'way_out', '++' => 'king_taken', '--' => 'king_home' },
        words => { '---' => 'resigned' },
    },
    walker => {
        name => "Walker's notation", Name => "Walker's notation", king => '', case => 'either', hyphen => 'required', captures => 'slash',
        marks => { '+' => 'threat', '++' => 'wins', '--' => 'loses' }, words => {},
        ends => { king_home => 'wins', king_taken => 'wins' },
    },
    nielsen => {
        name => "aagenielsen.dk's notation", Name => 'The notation of aagenielsen.dk', king => '', case => 'lower', hyphen => 'optional', captures => 'repeat',
        marks => {}, words => { resigned => 'resigned', timeout => 'timeout' },
    },
);
my %SEPARATOR = (comma => ',', slash => '/', repeat => 'x');
# the marks of a dialect for its writer: the key of %about, then the sign
my %MARK_OF = map {
    my $marks = $DIALECT{$_}{marks};
    my %sign = reverse %$marks;
    my $ends = $DIALECT{$_}{ends} || {};
    $sign{$_} = $sign{ $ends->{$_} } for keys %$ends;
    ($_ => \%sign);
} keys %DIALECT;
# the order in which a writer chooses among the marks %about asks for (one
# mark a move): an ending first, then a warning
my @MARK_ORDER = qw(king_home king_taken wins loses threat way_out);

sub dialects { my @names = sort keys %DIALECT; return @names }

# A plain string: defined and no reference.
sub _plain { my ($value) = @_; return defined $value && !ref $value }

# The quick way: a whole move of a dialect matched at once, the parts
# taken from the match (most moves are well written); anything it does not
# match goes to the scanner below, which finds the fault or reads the rare
# move the match leaves to it. Built from the same table. The shown form is
# not among them: its moves are read by its own grammar (_shown, below).
my %QUICK = map {
    my $spec = $DIALECT{$_};
    my $sq = $spec->{case} eq 'either' ? '[a-gA-G][1-7]' : '[a-g][1-7]';
    my $king = $spec->{king} eq '' ? '()' : '(K?)';
    my $hyphen = $spec->{hyphen} eq 'required' ? '(-)' : '(-?)';
    my $k = $spec->{king_mark} ? 'K?' : '';
    my $sep = $spec->{captures} eq 'repeat' ? 'x' : quotemeta $SEPARATOR{ $spec->{captures} };
    my $captures = $spec->{captures} eq 'repeat' ? "((?:x$sq)*)" : "(?:x($k$sq(?:$sep$k$sq)*))?";
    my $marks = join '|', map {quotemeta} sort { length $b <=> length $a } keys %{ $spec->{marks} };
    $marks = length $marks ? "($marks)?" : '()';
    ($_ => qr/\A$king($sq)$hyphen($sq)$captures$marks\z/);
} grep { $_ ne 'shown' } keys %DIALECT;

# the keys of %about that say the game ended
my %ENDS = (king_home => 1, king_taken => 1, wins => 1);

sub _quick {
    my ($d, $text) = @_;
    my $quick = $QUICK{$d} or return;    # (none for the shown form: _shown)
    my ($king, $from, $hyphen, $to, $captures, $mark) = $text =~ $quick or return;
    my $spec = $DIALECT{$d};
    my %about;
    $about{king} = 1 if length $king;
    $about{hyphen} = 0 unless length $hyphen;
    if (defined $captures && length $captures) {
        if ($spec->{king_mark} && $captures =~ /K/) {
            my @marked = $captures =~ /K([a-g][1-7])/g;
            return if @marked > 1;    # the scanner says why
            @about{qw(king_square king_taken)} = ($marked[0], 1);
        }
        $about{captures} = [ map {lc} $captures =~ /([a-gA-G][1-7])/g ];
    }
    my $ends = $about{king_taken};
    if (defined $mark && length $mark) {
        my $key = $spec->{marks}{$mark};
        $about{$key} = 1;
        $ends = 1 if $ENDS{$key};
    }
    $about{lower} = 1 if $d eq 'walker' && lc $text eq $text;
    return (lc($from . $to), \%about, $ends);
}

# The shown dialect: a move as the shown form reads it (Operators'
# $SHOWN_MOVE, move_parse's grammar, stated there alone), written with no
# white space and in ASCII (the Kelvin sign, which move_parse reads as k, is
# no king's letter here); what it says is then read off its text, as the C
# core's dialect_shown reads it: (the stored move, %about, whether its mark
# ends the game). A move it refuses is the scanner's, which says why; the
# scanner refuses whatever the shown form refuses (should it not, the fault
# is the end of the move, as the C core says it).
my $SHOWN = $Game::Brandubh::Notation::Operators::SHOWN_MOVE;

sub _shown {
    my ($text) = @_;
    # (in ASCII with no white space; the groups by their numbers: from 2,
    # to 4, end 9; see Operators)
    if (!($text =~ tr/\x21-\x7E//c)) {
        (my $lower = $text) =~ tr/A-Z/a-z/;
        if ($lower =~ $SHOWN && defined $9) {
            my $move = $2 . $4;
            my %about;
            my $at = 4;    # past the squares
            if (ord $lower == 107) { $about{king} = 1; $at++ }    # k
            if (substr($lower, $at - 2, 1) eq '-') { $at++ } else { $about{hyphen} = 0 }
            # (most moves end there: they say no more)
            return ($move, \%about, undef) if $at == length $lower;
            if (substr($lower, $at, 1) eq 'x') {
                my @captures;
                do { push @captures, substr $lower, $at + 1, 2; $at += 3 } while substr($lower, $at, 1) eq ',';
                $about{captures} = \@captures;
            }
            $about{ substr($lower, $at, 1) eq '#' ? 'king_taken' : 'king_home' } = 1 if $at < length $lower;
            return ($move, \%about, $about{king_taken} || $about{king_home});
        }
    }
    my ($fault) = _scan('shown', $text);
    return ref $fault ? $fault : [ 'form', length $text, 'end' ];
}

# The scanner: a move of a dialect, read a character at a time in the
# order the dialect writes it. Gives (the stored move, %about), or a fault:
# [code, where (from 0), what was wanted or found].
sub _scan {    ## no critic (ProhibitExcessComplexity)
    my ($d, $text) = @_;
    my $spec = $DIALECT{$d};
    my $either = $spec->{case} eq 'either';
    my $king_letter = $spec->{king};
    my %about;
    pos($text) = 0;
    return [ 'empty', 0 ] if $text eq '';
    # the king's letter, or a piece letter of another game before a square
    if ($king_letter ne '' && ($d eq 'shown' ? $text =~ /\G[Kk]/gc : $text =~ /\GK/gc)) {
        $about{king} = 1;
    }
    elsif ($text =~ /\G([A-Za-z])(?=[A-Za-z][0-9])/gc) {
        return [ 'piece', 0, $1 ];
    }
    my $from = _square($spec, \$text, 'from') or return [ 'form', pos($text), 'from' ];
    return $from if ref $from;
    if ($text =~ /\G-/gc) { }
    elsif ($text =~ /\G([\^=*])/gc) { return [ 'jump', pos($text) - 1, $1 ] }
    elsif ($spec->{hyphen} eq 'required') { return [ 'form', pos($text), 'hyphen' ] }
    else { $about{hyphen} = 0 }
    my $to = _square($spec, \$text, 'to') or return [ 'form', pos($text), 'to' ];
    return $to if ref $to;
    if ($text =~ /\G([\^=*])/gc) { return [ 'jump', pos($text) - 1, $1 ] }
    my @captures;
    my $x = $d eq 'shown' ? qr/\G[xX]/ : qr/\Gx/;
    if ($text =~ /$x/gc) {
        my $sep = $SEPARATOR{ $spec->{captures} };
        while (1) {
            if ($spec->{king_mark} && $text =~ /\GK(?=[a-z][0-9])/gc) {
                return [ 'form', pos($text) - 1, 'one_king' ] if exists $about{king_square};
                $about{king_square} = 1;    # the square is known below
            }
            my $square = _square($spec, \$text, 'capture') or return [ 'form', pos($text), 'capture' ];
            return $square if ref $square;
            $about{king_square} = $square if defined $about{king_square} && $about{king_square} eq '1';
            push @captures, $square;
            last unless $sep eq 'x' ? $text =~ /$x/gc : $text =~ /\G\Q$sep\E/gc;
        }
        # a separator of another dialect between captures
        if ($text =~ /\G([,\/])(?=[A-Za-z]?[A-Za-z][0-9])/gc || ($sep ne 'x' && $text =~ /\G(x)(?=[a-zA-Z][0-9])/gc)) {
            return [ 'captures', pos($text) - 1, $1 ];
        }
    }
    $about{captures} = \@captures if @captures;
    $about{king_taken} = 1 if exists $about{king_square};
    # a mark: the longest the text holds, the dialect's or another's
    if ($text =~ /\G(\+\+|--|\+|-|#)/gc) {
        my $mark = $1;
        my $key = $spec->{marks}{$mark} or return [ 'mark', pos($text) - length $mark, $mark ];
        $about{$key} = 1;
    }
    return [ 'form', pos($text), 'end' ] if pos($text) < length $text;
    if ($spec->{case} eq 'either' && $d eq 'walker' && lc $text eq $text) {
        $about{lower} = 1;
    }
    return (move_wire($from, $to), \%about);
}

# A square at the scanner's place, in lower case; undef when there is no
# letter and number there; a fault for a square off this board or in the
# wrong case.
sub _square {
    my ($spec, $text, $want) = @_;
    my $at = pos($$text);
    $$text =~ /\G([A-Za-z])([0-9]+)/gc or return undef;
    my ($file, $rank) = ($1, $2);
    return [ 'case', $at, $want ] if $spec->{case} eq 'lower' && $file =~ /[A-Z]/;
    my $square = lc($file) . $rank;
    return [ 'board', $at, $file . $rank ] unless $square =~ /\A[a-g][1-7]\z/;
    return $square;
}

my %WANT = (
    from     => 'the square the piece leaves',
    to       => 'the square the piece reaches',
    hyphen   => q{'-' between the two squares},
    capture  => q{a captured square after 'x' or a separator},
    one_king => 'no second square marked K (one king is taken)',
    end      => 'the end of the move',
);

# The words of a fault of the scanner.
sub _move_message {
    my ($d, $text, $fault) = @_;
    my ($code, $at, $what) = @$fault;
    my $spec = $DIALECT{$d};
    my $name = $spec->{name};
    my $column = $at + 1;
    my $found = $at < length $text ? q{'} . substr($text, $at, 10) . q{'} : 'the end';
    return "There is no move: the text is empty." if $code eq 'empty';
    # (a K in a dialect that writes no letter is brandubh's king)
    return "Column $column: '$what' is brandubh's king, but $name writes no king letter: a king's move is written without it."
        if $code eq 'piece' && $spec->{king} eq '' && $what =~ /\A[Kk]\z/;
    return "Column $column: '$what' is a piece letter of another game: "
        . ($spec->{king} ne '' ? "brandubh's only letter is K, the king's" : "$name writes no piece letter") . q{.}
        if $code eq 'piece';
    return "Column $column: '$what' is a square of a bigger board: brandubh's files are a to g and its ranks 1 to 7."
        if $code eq 'board';
    return "Column $column: $name writes squares in lower case; found $found." if $code eq 'case';
    return "Column $column: '$what' marks a jump or berserk move of another game; brandubh has none."
        if $code eq 'jump';
    return "Column $column: $name parts captured squares with '$SEPARATOR{ $spec->{captures} }', not '$what'."
        if $code eq 'captures';
    if ($code eq 'mark') {
        my @marks = sort keys %{ $spec->{marks} };
        return "Column $column: '$what' is not a mark of $name, which has "
            . (@marks ? join(', ', map {"'$_'"} @marks) : 'none') . q{.};
    }
    return "Column $column: expected $WANT{$what}; found $found.";
}

sub _dialect_fault {
    my ($d) = @_;
    return { code => 'type', at => undef, message => 'Expected the name of a dialect, got ' . (defined $d ? 'a reference.' : 'undef.') }
        unless _plain($d);
    return if exists $DIALECT{$d};
    return { code => 'dialect', at => undef,
             message => "There is no dialect '$d': the dialects are " . join(', ', dialects()) . q{.} };
}

# The readers of moves and lists, one for each backend. The plain-Perl
# ones (_quick, _shown, _scan, _list_moves) are the PP backend's, and the
# twin of the XS backend's, whose C core reads by the same table
# (Game::Brandubh::Notation::XS's move_from_dialect, list_from_dialect and
# dialect_read): the same answers, and the same faults, said in words here.
my $XS = Game::Brandubh::Notation::BACKEND() eq 'XS';

sub _move_from_dialect_pp {
    my ($d, $text) = @_;
    return if _dialect_fault($d) || !_plain($text);
    my ($move, $about) = $d eq 'shown' ? _shown($text) : _quick($d, $text);
    ($move, $about) = _scan($d, $text) unless defined $move;
    return if ref $move;
    return wantarray ? ($move, $about) : $move;
}

# The fault of a move, or undef: by the scanner, and by the XS's.
sub _scan_fault {    ## no critic (RequireArgUnpacking)
    my ($move) = _scan(@_);
    return ref $move ? $move : undef;
}

sub _xs_fault {    ## no critic (RequireArgUnpacking)
    my ($move, $fault) = Game::Brandubh::Notation::XS::dialect_read($_[0], $_[1], 0);
    return defined $move ? undef : $fault;
}

sub _move_why {
    my ($fault_of, $d, $text) = @_;
    if (my $fault = _dialect_fault($d)) { return $fault }
    return { code => 'type', at => undef, message => 'Expected a move, got ' . (defined $text ? 'a reference.' : 'undef.') }
        unless _plain($text);
    my $fault = $fault_of->($d, $text);
    return undef unless $fault;
    return { code => $fault->[0], at => $fault->[1], message => _move_message($d, $text, $fault) };
}

sub _move_from_dialect_why_pp { return _move_why(\&_scan_fault, @_) }    ## no critic (RequireArgUnpacking)
sub _move_from_dialect_why_xs { return _move_why(\&_xs_fault, @_) }    ## no critic (RequireArgUnpacking)

# The writer: a stored move and its %about in a dialect, or undef.
sub _write {
    my ($d, $move, $about) = @_;
    my $spec = $DIALECT{$d};
    $about = {} unless defined $about;
    return undef unless ref $about eq 'HASH';
    my ($from, $to) = move_split($move) or return undef;
    # a move that says nothing more (most of a game's): its squares alone
    return $d eq 'walker' ? uc "$from-$to" : "$from-$to" unless %$about;
    my @captures;
    if (defined $about->{captures}) {
        return undef unless ref $about->{captures} eq 'ARRAY';
        for my $square (@{ $about->{captures} }) {
            return undef unless _plain($square) && (() = square_parse($square));
            push @captures, lc $square;
        }
    }
    # the king taken on one of the captured squares: said with king_taken
    my $king_square = $about->{king_square};
    if (defined $king_square) {
        return undef unless _plain($king_square) && $about->{king_taken};
        $king_square = lc $king_square;
        return undef unless grep { $_ eq $king_square } @captures;
    }
    my $mark = '';
    for my $key (@MARK_ORDER) {
        next unless $about->{$key};
        # OpenTafl marks the king taken on his square alone (xKc4)
        next if $key eq 'king_taken' && defined $king_square && $spec->{king_mark};
        my $sign = $MARK_OF{$d}{$key};
        next unless defined $sign;
        $mark = $sign;
        last;
    }
    my $text = '';
    $text .= $spec->{king} if $about->{king} && $spec->{king} ne '';
    $text .= $from . ($spec->{hyphen} eq 'optional' && defined $about->{hyphen} && !$about->{hyphen} ? '' : '-') . $to;
    if (@captures) {
        my $sep = $SEPARATOR{ $spec->{captures} };
        # OpenTafl's K on the king's square, the first time it is written
        # (a square written twice is marked once: one king is taken)
        my $mark_k = $spec->{king_mark} && defined $king_square;
        $text .= 'x' . join $sep, map {
            my $k = $mark_k && $_ eq $king_square ? 'K' : '';
            $mark_k = 0 if $k;
            $k . $_;
        } $d eq 'shown' ? sort @captures : @captures;
    }
    $text .= $mark;
    $text = uc $text if $d eq 'walker' && !$about->{lower};
    $text =~ s/X/x/ if $d eq 'walker';
    return $text;
}

sub move_to_dialect {
    my ($d, $move, $about) = @_;
    return undef if _dialect_fault($d);
    return _write($d, $move, $about);
}

# What a dialect keeps of a move's about: what its reader reads of what its
# writer writes (the move's squares say nothing of it), so that what is
# kept is stated once, by the writer and the reader themselves.
sub about_kept {
    my ($d, $about) = @_;
    return undef if _dialect_fault($d);
    return {} unless defined $about && (ref $about ne 'HASH' || %$about);
    my $text = _write($d, 'a1a2', $about);
    return undef unless defined $text;
    my (undef, $kept) = move_from_dialect($d, $text);
    return $kept;
}

# The sides by their names, and the other side.
my %SIDE  = (a => 'attackers', d => 'defenders');
my %OTHER = (attackers => 'defenders', defenders => 'attackers');

# The start and the side that moves first, from the options; or a fault.
sub _first {
    my ($options) = @_;
    return [ 'options', 'The options are a hash reference.' ] unless ref $options eq 'HASH';
    my $start = $options->{start};
    my $first = $options->{first};
    if (defined $first) {
        return [ 'options', q{The option first is 'attackers' or 'defenders'.} ]
            unless _plain($first) && $OTHER{$first};
    }
    if (defined $start) {
        my (undef, $side) = _plain($start) ? position_cells($start) : ();
        return [ 'options', 'The option start is not a position.' ] unless defined $side;
        return [ 'options', "The option first says $first, but the start has the $SIDE{$side} to move." ]
            if defined $first && $first ne $SIDE{$side};
        return ($start, $SIDE{$side});
    }
    $first = 'attackers' unless defined $first;
    my $setup = SETUP;
    $setup =~ s/ a\z/ d/ if $first eq 'defenders';
    return ($setup, $first);
}

# The moves of a list, read by the plain-Perl scanner: the moves, their
# abouts and the closing word's meaning ('resigned', 'timeout' or undef);
# or undef and the fault: a hash of code, at (into the text), what (as
# _scan gives it, or a turn number's digits and dots), the token (after its
# turn number; after a closing word, the whole token), token_at, moves (the
# moves read before it), word (the closing word it follows) and ended (the
# move whose mark ended the game). A piece of a list is read on from the
# moves read before it ($before: its turns are counted on from them) and
# the move among them whose mark ended the game ($ended, 0 for none).
# A fault of a list: the token and its place, the moves read before it,
# and what the fault says (made only for a fault: most lists have none).
sub _list_fault {
    my ($token, $at, $count, %said) = @_;
    return (undef, { at => $at, token => $token, token_at => $at, moves => $count, %said });
}

sub _list_moves {
    my ($d, $text, $before, $ended) = @_;
    my (@moves, @abouts, $closing, $said);
    my $count = $before || 0;
    $ended = undef unless $ended;
    my $words = $DIALECT{$d}{words};
    while ($text =~ /(\S+)/g) {
        my $token = $1;
        my $at = $-[1];
        return _list_fault($token, $at, $count, code => 'after', word => $closing) if defined $closing;
        # a turn's number: 1. or 1... alone or before the first move (any
        # other count of dots is refused)
        if (ord $token < 58 && $token =~ /\A([0-9]+)(\.+)/) {
            my ($number, $dots) = ($1, $2);
            my $moves_before = $number * 2 - 2;
            $moves_before++ if length $dots == 3;    # 1... : the second move of the turn
            return _list_fault($token, $at, $count, code => 'turn', what => "$number$dots")
                if ($dots ne '.' && $dots ne '...') || $count != $moves_before;
            $token = substr $token, length($number) + length($dots);
            $at += length($number) + length $dots;
            next if $token eq '';
        }
        if (exists $words->{$token}) {
            $said = $words->{$token};
            $closing = $token;
            next;
        }
        return _list_fault($token, $at, $count, code => 'after', ended => $ended) if defined $ended;
        my ($move, $about, $ends) = $d eq 'shown' ? _shown($token) : _quick($d, $token);
        if (!defined $move) {
            ($move, $about) = _scan($d, $token);
            $ends = !ref $move && ($about->{king_home} || $about->{king_taken} || $about->{wins});
        }
        if (ref $move) {
            my (undef, $said_fault) = _list_fault($token, $at, $count, code => $move->[0], what => $move->[2]);
            $said_fault->{at} = $at + $move->[1];
            return (undef, $said_fault);
        }
        push @moves, $move;
        push @abouts, $about;
        $count++;
        $ended = $count if $ends;
    }
    return (\@moves, \@abouts, $said);
}

sub _xs_list_moves {    ## no critic (RequireArgUnpacking)
    return Game::Brandubh::Notation::XS::dialect_read($_[0], $_[1], 1) if @_ < 3;
    return Game::Brandubh::Notation::XS::dialect_read($_[0], $_[1], 1, $_[2] || 0, $_[3] || 0);
}

# A piece of a list, read on from the pieces before it (a list too long to
# hold is read so, Game::Brandubh::Notation::Lists's part): $state, a hash
# the pieces bring on, of moves (the moves read), ended (the move whose
# mark ended the game, 0 for none), word (the closing word read, as it is
# written) and said (its meaning); $offset, the characters before the
# piece in the text its places are counted in. Pieces are parted at white
# space. The piece's moves and abouts, the state brought on; or undef and
# the fault [code, at, message], as reading the pieces' text whole gives
# it. By the backend's reader of the moves.
sub _list_piece {
    my ($d, $text, $state, $offset) = @_;
    my ($moves, $abouts, $said);
    if (defined $state->{word}) {
        # nothing follows the closing word, in this piece or a later one
        return ([], []) unless $text =~ /(\S+)/;
        ($moves, $abouts) = (undef, { code => 'after', at => $-[1], token => $1, token_at => $-[1],
                                      moves => $state->{moves}, word => $state->{word} });
    }
    else {
        ($moves, $abouts, $said) = ($XS ? \&_xs_list_moves : \&_list_moves)->($d, $text, $state->{moves} || 0,
                                                                            $state->{ended} || 0);
    }
    if (!$moves) {
        my %fault = %$abouts;
        $fault{$_} += $offset || 0 for qw(at token_at);
        return (undef, [ $fault{code}, $fault{at}, _list_message($d, \%fault) ]);
    }
    $state->{moves} += @$moves;
    $state->{ended} = $state->{moves} if @$abouts && grep { $ENDS{$_} } keys %{ $abouts->[-1] };
    if (defined $said) {
        my %word = reverse %{ $DIALECT{$d}{words} };
        @{$state}{qw(said word)} = ($said, $word{$said});
    }
    return ($moves, $abouts);
}

# The words of a list's fault.
sub _list_message {
    my ($d, $f) = @_;
    my $column = 'Column ' . ($f->{at} + 1) . ': ';
    if ($f->{code} eq 'after') {
        return $column . "'$f->{token}' follows '$f->{word}', which ends the list." if defined $f->{word};
        return $column . "a move after move $f->{ended}, whose mark ends the game.";
    }
    if ($f->{code} eq 'turn') {
        my ($number, $dots) = $f->{what} =~ /\A([0-9]+)(\.+)\z/;
        return $column . "'$number$dots' is not a turn number: $number. is written"
            . " before a turn's first move, and $number... before its second." if $dots ne '.' && $dots ne '...';
        my $moves = $f->{moves};
        return $column . "turn $number$dots comes after " . Game::Brandubh::Notation::Messages::counted($moves, 'move')
            . '; ' . ($moves % 2 ? 'a turn begins after an even number of moves' : 'turn ' . ($moves / 2 + 1) . ' is next') . q{.};
    }
    my $message = _move_message($d, $f->{token}, [ $f->{code}, $f->{at} - $f->{token_at}, $f->{what} ]);
    $message =~ s/\AColumn [0-9]+: //;
    $message =~ s/\AThere is no move: the text is empty\.\z/There is no move./;
    return $column . 'move ' . ($f->{moves} + 1) . " ('$f->{token}'): $message";
}

# The list reader: the game, each move's %about and the notes; or a fault
# [code, where, message]. The moves are read by $moves_of (_list_moves or
# the XS's).
sub _list_read {
    my ($d, $text, $options, $moves_of) = @_;
    # (options that are false, 0 or '', are none, as undef is)
    $options = {} unless $options;
    my ($start, $first) = _first($options);
    return [ $start->[0], undef, $start->[1] ] if ref $start;
    # (a reference would be the game's variant as its address: ARRAY(0x...))
    return [ 'options', undef, 'The option variant is a word or a line, not a reference.' ] if ref $options->{variant};
    my ($moves, $abouts, $said) = $moves_of->($d, $text);
    return [ $abouts->{code}, $abouts->{at}, _list_message($d, $abouts) ] unless $moves;
    return _list_made($options, $start, $first, $moves, $abouts, $said, scalar @$moves);
}

# A list read made: its game, abouts, notes and first side, from the
# options, the start and first side they give, the moves and abouts (all
# of them; or, read in pieces, the last piece's), the closing word's
# meaning and the count of all the moves; or the fault [code, undef,
# message] of a variant a record cannot hold.
sub _list_made {
    my ($options, $start, $first, $moves, $abouts, $said, $count) = @_;
    my $variant = defined $options->{variant} ? $options->{variant} : 'brandubh';
    my ($result, %notes);
    if (defined $said) {
        my $side = $count % 2 ? $OTHER{$first} : $first;
        if ($said eq 'resigned') { $result = { how => 'resign', by => $side } }
        else { $notes{timeout} = $side }
    }
    my $game = { variant => $variant, start => $start, moves => $moves, result => $result };
    # what the record cannot hold: a variant it cannot write
    my %written = %$game;
    delete $written{result} unless defined $result;
    if (!defined game_string(\%written)) {
        return [ 'variant', undef, 'The variant is not one a record can hold: it is white space alone, which names no rule set.' ]
            if _plain($variant) && length $variant && $variant !~ /\S/;
        return [ 'variant', undef, 'The variant is not one a record can hold: a word or a line, with no line break.' ];
    }
    return { game => $game, abouts => $abouts, notes => \%notes, first => $first };
}

sub _list_from_dialect {
    my ($moves_of, $d, $text, $options) = @_;
    return undef if _dialect_fault($d) || !_plain($text);
    my $list = _list_read($d, $text, $options, $moves_of);
    return ref $list eq 'HASH' ? $list : undef;
}

sub _list_why {
    my ($moves_of, $d, $text, $options) = @_;
    if (my $fault = _dialect_fault($d)) { return $fault }
    return { code => 'type', at => undef, message => 'Expected a list of moves, got ' . (defined $text ? 'a reference.' : 'undef.') }
        unless _plain($text);
    my $list = _list_read($d, $text, $options, $moves_of);
    return undef if ref $list eq 'HASH';
    return { code => $list->[0], at => $list->[1], message => $list->[2] };
}

sub _list_from_dialect_pp     { return _list_from_dialect(\&_list_moves, @_) }    ## no critic (RequireArgUnpacking)
sub _list_from_dialect_why_pp { return _list_why(\&_list_moves, @_) }    ## no critic (RequireArgUnpacking)
# the XS's reader of a list, for the options it leaves to Perl
sub _list_from_dialect_perl   { return _list_from_dialect(\&_xs_list_moves, @_) }    ## no critic (RequireArgUnpacking)
sub _list_from_dialect_why_xs { return _list_why(\&_xs_list_moves, @_) }    ## no critic (RequireArgUnpacking)

# The functions, the backend's.
if ($XS) {
    *move_from_dialect = \&Game::Brandubh::Notation::XS::move_from_dialect;
    *move_from_dialect_why = \&_move_from_dialect_why_xs;
    *list_from_dialect = \&Game::Brandubh::Notation::XS::list_from_dialect;
    *list_from_dialect_why = \&_list_from_dialect_why_xs;
    *list_to_dialect = \&Game::Brandubh::Notation::XS::list_to_dialect;
}
else {
    *move_from_dialect = \&_move_from_dialect_pp;
    *move_from_dialect_why = \&_move_from_dialect_why_pp;
    *list_from_dialect = \&_list_from_dialect_pp;
    *list_from_dialect_why = \&_list_from_dialect_why_pp;
    *list_to_dialect = \&_list_to_dialect_pp;
}

# A position's cells and side to move as one string, to compare two.
sub _position_key {
    my ($cells, $side) = @_;
    return join('/', map { join ',', @$_ } @$cells) . " $side";
}

# The list writer: the text, or a fault [code, message].
sub _list_write {
    my ($d, $list, $options) = @_;
    my $spec = $DIALECT{$d};
    $options = {} unless defined $options;
    my ($start_given, $first_given) = _first($options);
    return $start_given if ref $start_given;
    return [ 'list', 'Expected a hash reference holding a game.' ] unless ref $list eq 'HASH' && ref $list->{game} eq 'HASH';
    my $game = $list->{game};
    my $abouts = defined $list->{abouts} ? $list->{abouts} : [];
    my $notes = defined $list->{notes} ? $list->{notes} : {};
    return [ 'list', 'The abouts are an array reference and the notes a hash reference.' ]
        unless ref $abouts eq 'ARRAY' && ref $notes eq 'HASH';
    my %checked = %$game;
    delete $checked{result} unless defined $checked{result};
    return [ 'game', 'The game is not one game_string writes.' ] unless defined game_string(\%checked);
    my $start = defined $game->{start} ? $game->{start} : SETUP;
    my ($cells, $side) = position_cells($start);
    my $first = $SIDE{$side};
    # a list states neither the start nor the side that moved first: the
    # game's must be the options', as the list is to be read
    if (_position_key($cells, $side) ne _position_key(position_cells($start_given))) {
        my $says = "a list in $spec->{name} does not say so: write it with";
        # (the side alone differs: the side to say; else the start)
        my ($given_cells, $given_side) = position_cells($start_given);
        my $side_alone = _position_key($cells, $given_side) eq _position_key($given_cells, $given_side);
        return [ 'start', $side_alone
                 ? "The game began with the $first to move; $says first => '$first' (convert --first $first), as it must be read."
                 : "The game began from '$start'; $says start => '$start' (convert --start '$start'), as it must be read." ];
    }
    # (moves that are false, undef, '' or 0, are none, as game_string
    # writes them: it has written them above)
    my $moves = $game->{moves};
    $moves = [] unless ref $moves;
    my @tokens;
    for my $i (0 .. $#$moves) {
        my $token = _write($d, $moves->[$i], $abouts->[$i]);
        return [ 'about', 'The about of move ' . ($i + 1) . ' is not a hash of what move_display reads.' ]
            unless defined $token;
        # a mark that ends the game ends the list as it is read
        if ($i < $#$moves) {
            my ($read, $about, $ends) = $d eq 'shown' ? _shown($token) : _quick($d, $token);
            ($read, $about) = _scan($d, $token) unless defined $read;
            $ends ||= !ref $read && grep { $about->{$_} } keys %ENDS;
            return [ 'about', 'The about of move ' . ($i + 1) . " ends the game in $spec->{name}, but a move follows it." ]
                if $ends;
        }
        push @tokens, $token;
    }
    my $to_move = @$moves % 2 ? $OTHER{$first} : $first;
    my %word = reverse %{ $spec->{words} };
    if (my $result = $game->{result}) {
        if ($result->{how} eq 'resign') {
            return [ 'result', "$spec->{Name} has no word for a resignation." ] unless $word{resigned};
            return [ 'result', "The $result->{by} resigned, but a list says a resignation of the side to move, the $to_move." ]
                unless $result->{by} eq $to_move;
            push @tokens, $word{resigned};
        }
        else {
            return [ 'result', "$spec->{Name} has no word for an agreed draw." ];
        }
    }
    if (defined $notes->{timeout}) {
        my $out = $notes->{timeout};
        return [ 'result', 'The timeout is of ' . (_plain($out) ? "'$out'" : 'a reference')
                 . ', which is no side: a timeout is of the attackers or the defenders.' ]
            unless _plain($out) && $OTHER{$out};
        return [ 'result', "The $out ran out of time, but a list says a timeout of the side to move, the $to_move." ]
            unless $out eq $to_move;
        return [ 'result', "$spec->{Name} has no word for a timeout." ] unless $word{timeout};
        return [ 'result', 'A list holds one closing word: a resignation and a timeout are both asked for.' ]
            if $game->{result};
        push @tokens, $word{timeout};
    }
    return join ' ', @tokens unless $options->{numbered};
    # numbered turns: a turn's number before its first move
    my @numbered;
    for my $i (0 .. $#tokens) {
        push @numbered, ($i % 2 || $i >= @$moves ? '' : ($i / 2 + 1) . '. ') . $tokens[$i];
    }
    return join ' ', @numbered;
}

# The plain-Perl writer of a list: the PP backend's list_to_dialect, and
# the statement of what is written and refused, which the XS backend's
# (Game::Brandubh::Notation::XS's list_to_dialect, written by the C core's
# writer of a move) hands every list it does not write plainly.
sub _list_to_dialect_pp {
    my ($d, $list, $options) = @_;
    return undef if _dialect_fault($d);
    my $text = _list_write($d, $list, $options);
    return ref $text ? undef : $text;
}

sub list_to_dialect_why {
    my ($d, $list, $options) = @_;
    if (my $fault = _dialect_fault($d)) { return $fault }
    my $text = _list_write($d, $list, $options);
    return undef unless ref $text;
    return { code => $text->[0], at => undef, message => $text->[1] };
}

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::Dialects - the tafl move notations games are kept in, read and written

=head1 SYNOPSIS

    use Game::Brandubh::Notation::Dialects qw(:all);

    my ($move, $about) = move_from_dialect(otn => 'c2-c3xKc4');
    # 'c2c3', { captures => ['c4'], king_square => 'c4', king_taken => 1 }
    my $shown = move_to_dialect(shown => $move, $about);    # 'c2-c3xc4#'

    my $list = list_from_dialect(nielsen => 'd2-e2 c4-c2 b4-b3xc3 resigned');
    my $game = $list->{game};    # as game_parse gives it: the defenders resigned
    print list_to_dialect(otn => $list, { numbered => 1 }), "\n";
    # 1. d2-e2 c4-c2 2. b4-b3xc3 ---
    print list_to_dialect_why(walker => $list)->{message}, "\n";
    # Walker's notation has no word for a resignation.

=head1 DESCRIPTION

The notation of tafl is not settled: the same C<++> means the king
taken in one notation, the king home in another and any winning move in
a third. This module reads and writes the notations brandubh games are
kept in, each by its name, never guessing which one a text is in:

    dialect  what it is                 a move                marks
    -------------------------------------------------------------------------
    shown    this module's own shown    Kd1-d3xc3,e3          ++ the king home
             form (move_display's)      (either case; the     #  the king taken
                                        hyphen may be left out)
    otn      OpenTafl Notation's move   Kd1-d3xc3/Ke3         +  the king may be
             records                    (K before the king's     taken next
                                        move and before the   -  the king has a
                                        square he was taken      way out
                                        on)                   ++ the king taken
                                                              -- the king escaped
    walker   Damian Walker's notation   E5-E6xD6/F6/E7        +  a threat
             (tafl.cyningstan.com)      (files from A, either ++ a winning move
                                        case; no piece letter) -- a losing move
    nielsen  aagenielsen.dk's, and the  f6-f7xe7xe6           none
             game lists of hnefatafl-rs (no piece letter; old
                                        records leave out the
                                        hyphen: e1a1)

Squares are brandubh's: files C<a> to C<g>, ranks C<1> to C<7>. A square
of a bigger board (C<k10>, C<h1>), a piece letter of another game (OTN's
C<t>, C<n>, C<c>), a jump or berserk move (C<^>, C<=>), a mark or a
separator of another dialect are refused, with the reason.

L<Game::Brandubh::Notation/move_parse> is not changed by any of this: it
reads what 0.01 reads, and refuses C<e2-e1xd1xf1> and C<e2-e1xd1/f1> as
0.01 does.

It exports nothing by default; ask for the functions by name or with
C<:all>.

=head2 Backends

The readers (C<move_from_dialect>, C<list_from_dialect> and their
C<_why>) are the chosen backend's, as the rest of
L<Game::Brandubh::Notation> is (L<Game::Brandubh::Notation/BACKENDS>):
with the XS, the C core reads moves and lists by its table of the
dialects, and C<move_from_dialect> and C<list_from_dialect> are
L<Game::Brandubh::Notation::XS>'s own subs; with the plain-Perl backend,
this module's Perl reads them. Both give the same answers, faults and
messages (F<t/dialects/differential.t> compares them). The messages are
this module's words in both. With the XS, options whose reading could run
Perl code (a tied hash, a value with magic, a blessed hash, a variant
other than a word or a line) are read by this module's Perl, with the
moves read by the C core.

C<list_to_dialect> is the backend's too. With the XS, the C core writes
each move of a list whose every value is plain (no magic, tie, object or
UTF-8 flag where a value is read; squares and moves in lower case; no
option but C<numbered>; a game from the set-up with no timeout), and any
other list is written, or refused, by this module's Perl, given the
arguments untouched; the two write the same text
(F<t/dialects/writer-differential.t>). C<list_to_dialect_why> and
C<move_to_dialect> are this module's Perl in both backends.

=head2 What a move says

A move read gives its stored move and a hash of what it says, with the
keys L<Game::Brandubh::Notation/move_display> reads, and others for what
C<move_display> has no key for. A key is there only when it is true:

=over 4

=item king

The king moved (the letter C<K> before the move; C<shown> and C<otn>).

=item captures

The captured squares in the order written, in lower case.

=item king_home, king_taken

The king reached a corner; the king was taken (C<shown>'s C<++> and
C<#>; C<otn>'s C<-->, and C<++> or a captured square marked C<K>).

=item king_square

C<otn>: the captured square marked C<K>, where the king was taken; said
with C<king_taken>.

=item threat, way_out

C<otn>'s C<+> (the king may be taken next move) and C<->; C<walker>'s
C<+> is C<threat> too.

=item wins, loses

C<walker>'s C<++> (a winning move, escape or capture: the notation does
not say which) and C<-->. C<walker> writes C<king_home> and C<king_taken>
as C<++> too, read back as C<wins>.

=item hyphen

C<0> when the move was written without its hyphen (C<shown>, C<nielsen>),
so that it is written back so.

=item lower

C<walker>: the move was written in lower case, and is written back so.

=back

=head2 What each dialect keeps

What C<move_to_dialect> writes, C<move_from_dialect> of the same dialect
reads, to the same stored move and to the same hash less what the dialect
cannot hold. A key that is false is not written. Each dialect keeps:

    shown    king; captures, sorted; one mark: king_home (++) or
             king_taken (#); hyphen 0
    otn      king; captures in their order; king_square with king_taken
             (the first time the square is written is marked K); one mark:
             king_home (--), king_taken (++, when no square is marked K),
             threat (+) or way_out (-)
    walker   captures in their order; one mark: wins (++; king_home and
             king_taken are written so), loses (--) or threat (+); lower
    nielsen  captures in their order; hyphen 0

Squares are kept in lower case. One mark is written a move: the first of
C<king_home>, C<king_taken>, C<wins>, C<loses>, C<threat>, C<way_out> the
hash says and the dialect has a mark for (C<otn>'s C<king_taken>, marked
by C<K>, leaves the mark to the next). The rest is not written: C<shown>
and C<otn> have no mark for C<wins>, and C<walker> none for C<way_out>.

=head2 A list of moves

A game as people paste and export it: moves parted by white space (a
line each, or all on one), with turn numbers (C<1. f4-f2 d5-f5 2. ...>, a
number joined to its move or not, C<1...> before a turn's second move)
or without, and the dialect's closing word last: C<nielsen>'s
C<resigned> and C<timeout>, C<otn>'s C<---> (a resignation). A list
states neither the variant nor who moved first: they are options,
brandubh and the attackers unless given.

=head1 FUNCTIONS

=head2 dialects

    my @names = dialects();    # nielsen otn shown walker

The names of the dialects, sorted.

=head2 move_from_dialect

    my ($move, $about) = move_from_dialect($dialect, $text);

The stored move of a move in the named dialect and a hash reference of
what it says (L</What a move says>); in scalar context the stored move.
The empty list (C<undef> in scalar context) for anything else: a text
that is not a move of the dialect, or a name that is no dialect's.

=head2 move_from_dialect_why

    my $why = move_from_dialect_why($dialect, $text);

Why C<move_from_dialect> refuses the text: a hash of C<code>, C<at>
(where the fault is, a character count from 0) and C<message>, which
names the column and what was expected or found; C<undef> when the move
is read. The codes: C<empty>, C<form> (something else was expected),
C<board> (a square off the 7x7 board), C<case> (a dialect that writes
squares in lower case), C<piece>, C<jump>, C<captures> (another dialect's
separator), C<mark>; C<dialect> and C<type> (C<at> undef) for a name that
is no dialect's and for C<undef> or a reference.

=head2 move_to_dialect

    my $text = move_to_dialect($dialect, $move, \%about);

A stored move written in the dialect, C<%about> read as above (and
optional); what it writes is read back by C<move_from_dialect> of the
same dialect (L</What each dialect keeps>). A key the dialect has no mark
for is not written: C<shown> and C<otn> write no C<wins> or C<loses>,
C<nielsen> no mark at all. C<walker> writes C<king_home> and
C<king_taken> as its C<++>, a winning move. When C<%about> asks for two
marks, the ending is written (C<king_home>, C<king_taken>, C<wins>,
C<loses>, in that order), then C<threat>, then C<way_out>. C<otn> marks
C<king_square> with C<K> where it is first written among the captures.
The C<shown> form is C<move_display>'s, its captures sorted. C<undef>
when the move is not a stored move, C<%about> not a hash, a capture not a
square, or C<king_square> not among the captures or said without
C<king_taken>.

=head2 about_kept

    my $kept = about_kept($dialect, \%about);

What the dialect keeps of what a move says: the hash its reader gives
for the move its writer writes from %about (L</move_to_dialect>), so
that a key the dialect has no mark or letter for is left out (and, in
C<walker>, the king taken or home is a winning move). C<{}> for an empty
or undefined %about; C<undef> for a name that is no dialect's or an
%about L</move_to_dialect> refuses.

=head2 list_from_dialect

    my $list = list_from_dialect($dialect, $text, \%options);

A list of moves read (L</A list of moves>). C<%options>:

=over 4

=item first

C<attackers> (the default) or C<defenders>: the side that moved first.

=item start

A position the game began from; its side to move is the side that moved
first.

=item variant

The variant of the game, C<brandubh> unless given: a word or a line (a
reference is refused).

=back

Options that are false (C<undef>, C<0>, C<''>) are none.

A hash reference:

=over 4

=item game

The game, as L<Game::Brandubh::Notation/game_parse> gives one:
C<variant>, C<start> (the set-up, with the side that moved first to
move), C<moves> and C<result>: a resignation is by the side whose turn
it was, and C<result> is C<undef> otherwise.

=item abouts

An array reference, a hash for each move: what it says.

=item notes

What the list says and a record cannot hold: C<timeout>, the side that
ran out of time (the side whose turn it was).

=item first

The side that moved first.

=back

C<undef> when the text is not such a list: a move the dialect does not
read, a turn number out of place or written with other than one dot or
three (C<1..>, C<1....>), a move or word after the closing word,
a move after one whose mark ends the game (C<++> or C<--> of C<otn>, and
the like), options that disagree, a variant a record cannot hold or that is
a reference.

=head2 list_from_dialect_why

    my $why = list_from_dialect_why($dialect, $text, \%options);

Why C<list_from_dialect> refuses the list: C<code>, C<at> (a character
count from 0 into the whole text) and C<message> (which names the
column, the move and its text); C<undef> when it is read. The codes are
C<move_from_dialect_why>'s, and C<after>, C<turn>, C<options> and
C<variant>.

=head2 list_to_dialect

    my $text = list_to_dialect($dialect, $list, \%options);

A list written in the dialect, from a hash as C<list_from_dialect> gives
(C<game>, and C<abouts> and C<notes> if there are any), one line of
moves parted by spaces, each move as C<move_to_dialect> writes it. The
game is read as L<Game::Brandubh::Notation/game_string> reads it: its
C<moves> an array reference, or false (C<undef>, C<''>, C<0>) for no
moves. It is read back by C<list_from_dialect> of the same dialect with
the same C<first> and C<start>. C<%options>:

=over 4

=item first, start

As C<list_from_dialect> takes them: the side that moved first and the
position the game began from, the set-up with the attackers to move
unless given. A list states neither, so the game's start (its C<start>,
the set-up when there is none, and its side to move) must be the one
they say.

=item numbered

C<1>: each turn's number before its first move.

=back

A resignation is written with the dialect's word and a timeout (in
C<notes>, C<attackers> or C<defenders>) with its; either is of the side
whose turn it was, the side to move after the moves. C<undef> when it
cannot be written whole: options that are no hash or disagree, a game
whose start is not the options' (a list read with them would be another
game), a game C<game_string> does not write, an about that is no hash or
that C<move_to_dialect> does not write, a mark that ends the game on a
move before the last (the list would not be read), a resignation or a
timeout in a dialect without the word, a resignation or a timeout of a
side whose turn it was not, a timeout of what is no side, both a
resignation and a timeout, an agreed draw (no dialect has one).

=head2 list_to_dialect_why

    my $why = list_to_dialect_why($dialect, $list, \%options);

Why C<list_to_dialect> gives C<undef>: C<code>, C<at> (C<undef>) and
C<message>; C<undef> when it writes the list. The codes: C<options>,
C<list> (no hash holding a game), C<start> (the game's start is not the
options': the message names the game's first side or start and the
option to write and read it with), C<game>, C<about>, C<result> (a
resignation, a timeout or an agreed draw the list cannot say), and
C<dialect> and C<type>.

=head1 SEE ALSO

L<Game::Brandubh::Notation>, L<Game::Brandubh::Notation::OpenTafl> (OTN
positions and F<.otg> game records), L<brandubh-notation> (C<convert
--from DIALECT> reads a file of lists).

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
