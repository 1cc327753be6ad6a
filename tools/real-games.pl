#!/usr/bin/perl
# Reads real collections of brandubh games through the command, as a user
# would, and checks each game against what the collection itself says. The
# collections are public but not ours to ship (their licences), so they
# are not in the distribution: fetch them and name them here.
#
#   perl -Iblib/lib -Iblib/arch tools/real-games.pl \
#       --csv hnefatafl-rs/resources/test/games/brandubh.csv \
#       --aage OpenTafl-Python/AageNielsen/AageNielsenData/GameJSONData/gamesJSON \
#       --otg SOME.otg ...
#
# --csv: hnefatafl-rs's game list, a game a line: the moves (aagenielsen's
#   form, timeout among them), the pieces the attackers and the defenders
#   captured, the winner. Each game must be read by convert --from nielsen
#   into a record check accepts, with the same number of moves and of
#   captures by each side, and written back by --to nielsen byte for byte.
# --aage: a folder of aagenielsen.dk's games as JSON (the brandubh types
#   alone are read): each must be read into an accepted record with its
#   number of moves, a resignation must be by the side that did not win,
#   and the moves written back must be the same tokens.
# --otg: OpenTafl .otg records of brandubh (7x7): the moves section, read
#   as OpenTafl Notation by convert --from otn (its start and first side
#   from the rules tag), must give game_from_otg's moves, and written back
#   the same tokens.
# With GAME_BRANDUBH_NOTATION_BACKEND=PP, the PP backend does it all.
use strict;
use warnings;
use File::Temp qw(tempdir);
use FindBin;
use Getopt::Long qw(GetOptions);
use JSON::PP ();
use Game::Brandubh::Notation qw(game_parse);
use Game::Brandubh::Notation::Dialects qw(list_from_dialect);
use Game::Brandubh::Notation::OpenTafl qw(game_from_otg position_from_otn);
use Game::Brandubh::Notation::Reader ();

my (@csv, @aage, @otg);
GetOptions('csv=s' => \@csv, 'aage=s' => \@aage, 'otg=s' => \@otg) or die "usage: $0 [--csv FILE] [--aage DIR] [--otg FILE]\n";
my $command = "$FindBin::Bin/../bin/brandubh-notation";
my @perl = ($^X, map {"-I$_"} grep { !ref } @INC);
my $dir = tempdir(CLEANUP => 1);
my $failed = 0;

sub slurp { my ($file) = @_; open my $fh, '<:raw', $file or die "$file: $!"; local $/; return scalar <$fh> }
sub spew { my ($file, $text) = @_; open my $fh, '>:raw', $file or die "$file: $!"; print {$fh} $text; close $fh or die "$file: $!"; return }

# the command on a file: its exit status, standard output and error
sub run {
    my ($file, @args) = @_;
    my $pid = open my $out, '-|';
    die "fork: $!" unless defined $pid;
    if (!$pid) {
        open STDERR, '>', "$dir/err" or die $!;
        exec @perl, $command, @args, $file or die "exec: $!";
    }
    local $/;
    my $text = <$out>;
    close $out;
    return ($? >> 8, $text, slurp("$dir/err"));
}

# the records of a text, in order
sub records_of {
    my ($text) = @_;
    open my $fh, '<', \$text or die $!;
    my $reader = Game::Brandubh::Notation::Reader->new($fh);
    my @records;
    while (my $record = $reader->next) { push @records, $record }
    return @records;
}

sub failure {
    my ($message) = @_;
    $failed++;
    print "FAIL $message\n" if $failed <= 20;
    return;
}

# the checks on the games of one list file: (game's line, expected move
# count, resigned side or undef) for each
sub check_lists {
    my ($label, $file, $first, $games, $check_back) = @_;
    my ($status, $records, $err) = run($file, 'convert', '--from', 'nielsen', '--first', $first, '-q');
    failure("$label: convert exits $status: $err") if $status;
    my @records = records_of($records);
    failure("$label: " . @records . ' records for ' . @$games . ' games') unless @records == @$games;
    for my $i (0 .. $#records) {
        my ($name, $moves, $resigned) = @{ $games->[$i] };
        my $record = $records[$i];
        if ($record->{fault}) { failure("$name: check refuses the record: $record->{fault}{message}"); next }
        my $game = $record->{game};
        failure("$name: " . @{ $game->{moves} } . " moves, the collection has $moves") unless @{ $game->{moves} } == $moves;
        my $by = $game->{result} ? $game->{result}{by} : undef;
        failure("$name: resigned by " . ($by || 'nobody') . ', the collection says ' . ($resigned || 'nobody'))
            unless (defined $by ? $by : '') eq (defined $resigned ? $resigned : '');
    }
    my ($back_status, $back) = run($file, 'convert', '--from', 'nielsen', '--first', $first, '--to', 'nielsen');
    failure("$label: written back, not the same") unless $back eq $check_back;
    return scalar @records;
}

for my $csv (@csv) {
    my $text = slurp($csv);
    my (@games, $n);
    for my $line (split /\n/, $text) {
        $n++;
        my ($moves, $by_attackers, $by_defenders) = split /,/, $line;
        my $list = list_from_dialect('nielsen', $moves);
        my @captures = (0, 0);
        if ($list) {
            $captures[ $_ % 2 ] += @{ $list->{abouts}[$_]{captures} || [] } for 0 .. $#{ $list->{abouts} };
            failure("$csv:$n: captures $captures[0],$captures[1], the collection says $by_attackers,$by_defenders")
                unless $captures[0] == $by_attackers && $captures[1] == $by_defenders;
        }
        push @games, [ "$csv:$n", scalar(grep { $_ ne 'timeout' } split ' ', $moves), undef ];
    }
    my $read = check_lists($csv, $csv, 'attackers', \@games, $text);
    print "$csv: $read games\n";
}

# aagenielsen.dk's brandubh types
my %BRANDUBH = map { $_ => 1 } 51, 52, 53, 58, 85, 87, 95 .. 98, 109, 110, 112, 122, 129, 130, 157, 158;
for my $folder (@aage) {
    opendir my $dh, $folder or die "$folder: $!";
    my %by_first;
    my $skipped = 0;
    for my $name (sort readdir $dh) {
        next unless $name =~ /\Agame-([0-9]+)-.*\.json\z/;
        if (!$BRANDUBH{$1}) { $skipped++; next }
        my $json = JSON::PP->new->decode(slurp("$folder/$name"));
        my @tokens = @{ $json->{Moves} || [] };
        # aagenielsen.dk: black is the attackers, white the defenders
        my $first = lc($json->{WhoMovedFirst} || 'black') eq 'black' ? 'attackers' : 'defenders';
        my $winner = lc($json->{WhoWon} || '');
        $winner = $winner eq 'black' ? 'attackers' : $winner eq 'white' ? 'defenders' : undef;
        my $moves = grep { $_ ne 'resigned' && $_ ne 'timeout' } @tokens;
        my $resigned;
        if (@tokens && $tokens[-1] eq 'resigned') {
            $resigned = ($moves % 2 == 0) ? $first : $first eq 'attackers' ? 'defenders' : 'attackers';
            failure("$name: the $resigned resigned, but the collection says they won") if defined $winner && $winner eq $resigned;
        }
        push @{ $by_first{$first} }, [ $name, $moves, $resigned, join(' ', @tokens) ];
    }
    my $read = 0;
    for my $first (sort keys %by_first) {
        my $games = $by_first{$first};
        my $file = "$dir/aage-$first.txt";
        my $text = join '', map {"$_->[3]\n"} @$games;
        spew($file, $text);
        $read += check_lists("$folder ($first first)", $file, $first, $games, $text);
    }
    print "$folder: $read brandubh games ($skipped of other games left)\n";
}

for my $otg (@otg) {
    my $text = slurp($otg);
    my $game = game_from_otg($text);
    if (!$game) { failure("$otg: game_from_otg refuses it"); next }
    my ($rules) = $text =~ /^\[rules:([^\]]*)\]/m;
    my ($start) = $rules =~ /(?:^| )start:(\S+)/;
    my $first = $rules =~ /(?:^| )atkf:n/ ? 'd' : 'a';
    (my $moves = $text) =~ s/^\[.*\]\s*$//mg;
    $moves =~ s/\A\s+//;
    my $file = "$dir/otg.txt";
    spew($file, $moves);
    my ($status, $records, $err) = run($file, 'convert', '--from', 'otn', '--start', position_from_otn($start, $first));
    failure("$otg: convert exits $status: $err") if $status;
    my ($record) = records_of($records);
    if (!$record || $record->{fault}) { failure("$otg: no record check accepts"); next }
    failure("$otg: not game_from_otg's moves") unless join(' ', @{ $record->{game}{moves} }) eq join(' ', @{ $game->{moves} });
    my ($back_status, $back) = run($file, 'convert', '--from', 'otn', '--start', position_from_otn($start, $first),
                                   '--to', 'otn', '--numbered');
    my @tokens = split ' ', $moves;
    failure("$otg: written back, not the same tokens") unless $back eq join(' ', @tokens) . "\n";
    print "$otg: " . @{ $game->{moves} } . " moves\n";
}
print $failed ? "$failed failures\n" : "every game as the collection says\n";
exit($failed ? 1 : 0);
