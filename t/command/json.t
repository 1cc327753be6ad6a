# check --format json: every record told whatever it holds, by every JSON
# module the same. A string no JSON text can carry as UTF-8 (one holding a
# surrogate, or a code point past Unicode: perl reads both as text, as the
# pure-Perl 0.01 does) is written escaped and said so by FIELD_escaped; a
# line the JSON module refuses anyway is said, and the others still told.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Child qw(run_argv run_command perl_argv slurp);

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir);
my $bin = File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $dir = tempdir(CLEANUP => 1);
require $bin;    # the modulino: main(), run in process

# A file of the bytes given, named by the bytes given (in the folder).
sub file {
    my ($name, $bytes) = @_;
    my $path = "$dir/$name";
    open my $fh, '>:raw', $path or die "$path: $!";
    print {$fh} $bytes;
    close $fh;
    return $path;
}

my $in_ascii = qr{\A[\x20-\x7e]+\z};
die "the test's folder is named in printable ASCII: $dir" unless $dir =~ $in_ascii && $dir !~ /[\\"]/;

# the issue's example: a variant past Unicode (U+200000), then a record
my $log = file('log', "variant v\xf8\x88\x80\x80\x80w\nmoves d1d3\nvariant brandubh\nmoves d1d3\n");
my $log_out = qq({"file":"$log","line":1,"moves":1,"offset":0,"ok":true,"record":1,"result":null,)
            . qq("variant":"v\\\\x{200000}w","variant_escaped":true}\n)
            . qq({"file":"$log","line":3,"moves":1,"offset":27,"ok":true,"record":2,"result":null,"variant":"brandubh"}\n);

# variants: a surrogate; a noncharacter and a Latin letter (UTF-8 carries
# both: written as they are); a backslash and U+110000 (the backslash
# escaped too, so that the text can be read back); a refused record whose
# move is a surrogate and U+200000 (its message quotes them escaped, as
# every message does)
my $nonchar = do { no warnings; chr 0xFFFE };    # (perl 5.10 warns of it, as it makes one)
my $odd = file('odd', "variant a\xed\xa0\x80\nmoves\n"
                    . "variant \xef\xbf\xbe caf\xc3\xa9\nmoves\n"
                    . "variant \\\xf4\x90\x80\x80\nmoves\n"
                    . "variant x\nmoves \xed\xa0\x80\xf8\x88\x80\x80\x80\n");
my $odd_out = qq({"file":"$odd","line":1,"moves":0,"offset":0,"ok":true,"record":1,"result":null,)
            . qq("variant":"a\\\\x{d800}","variant_escaped":true}\n)
            . qq({"file":"$odd","line":3,"moves":0,"offset":19,"ok":true,"record":2,"result":null,"variant":"$nonchar caf\x{e9}"}\n)
            . qq({"file":"$odd","line":5,"moves":0,"offset":43,"ok":true,"record":3,"result":null,)
            . qq("variant":"\\\\x5c\\\\x{110000}","variant_escaped":true}\n)
            . qq({"code":"move","column":7,"file":"$odd","line":8,"message":"'\\\\x{d800}\\\\x{200000}' is not a stored move:)
            . qq( a game keeps each move as four characters, such as d1d3.","offset":63,"ok":false,"record":4}\n);

# file names holding a surrogate and a code point past Unicode (bytes on
# the command line, read as perl reads them), each with an accepted record
# and a refused one
my ($surrogate, $past) = map { file($_, "variant x\nmoves d1d3\nvariant y\nmoves zz\n") } "\xed\xa0\x80.txt", "\xf8\x88\x80\x80\x80.txt";
my $names_out = join '', map {
    my $name = $_;
    qq({"file":"$dir/$name","file_escaped":true,"line":1,"moves":1,"offset":0,"ok":true,"record":1,"result":null,"variant":"x"}\n)
  . qq({"code":"move","column":7,"file":"$dir/$name","file_escaped":true,"line":4,"message":"'zz' is not a stored move:)
  . qq( a game keeps each move as four characters, such as d1d3.","offset":21,"ok":false,"record":2}\n)
} '\\\\x{d800}.txt', '\\\\x{200000}.txt';

for my $module (qw(Cpanel::JSON::XS JSON::XS JSON::PP)) {
    SKIP: {
        skip "$module is not installed", 12 unless eval "require $module; 1";    ## no critic (ProhibitStringyEval)
        no warnings qw(once);
        local @Game::Brandubh::Notation::Command::JSON_MODULES = ($module);
        my ($status, $out, $err) = run_command(undef, 'check', '-v', '--format', 'json', $log);
        is($out, $log_out, "$module: the issue's example: both records told, the variant past Unicode escaped");
        is($err, "brandubh-notation: 2 records: 2 accepted, 0 refused\n", '... both counted, nothing else said');
        is($status, 0, '... exit 0, as for any run whose records are all accepted');
        ($status, $out) = run_command(undef, 'check', '--format', 'json', $log);
        is($out, $log_out, '... the same without -v');
        ($status, $out, $err) = run_command(undef, 'check', '--format', 'json', $odd);
        is($out, $odd_out, "$module: a surrogate escaped; a noncharacter as it is; a backslash escaped with the rest");
        is_deeply([$status, $err], [1, ''], '... exit 1 for the refused record, nothing said');
        ($status, $out) = run_command(undef, 'check', '--format', 'json', '--refused', $odd);
        is($out, (split /(?<=\n)/, $odd_out)[3], '... --refused: the refused record alone');
        ($status, $out, $err) = run_command(undef, 'check', '--format', 'json', $surrogate, $past);
        is($out, $names_out, "$module: file names with a surrogate and past Unicode, escaped in every line");
        is_deeply([$status, $err], [1, ''], '... exit 1 for the refused records, nothing said');
        ($status, $out) = run_command(undef, 'check', '--format', 'json', '--count', $log, $odd, $surrogate);
        is($out, qq({"accepted":6,"codes":{"move":2},"records":8,"refused":2}\n), '... --count: the summary');
        ($status, $out) = run_command(undef, 'check', '--format', 'json', $log, $odd, $surrogate, $past);
        like($out, qr/\A(?:[^\n]+\n){10}\z/, '... the four files at once: a line for each record');
        unlike($out, qr/[\x{d800}-\x{dfff}]|[^\x{0}-\x{10ffff}]/, '... no surrogate or code point past Unicode in the output');
    }
}

# A JSON module that refuses a string for a reason of its own (no real one
# is known to): that record is said, on standard error, the others told,
# and the exit status is 2, as for output that cannot be written.
{
    package Brandubh::Test::RefusingJSON;
    $INC{'Brandubh/Test/RefusingJSON.pm'} = __FILE__;
    sub new { my ($class) = @_; return bless { json => JSON::PP->new }, $class }
    sub canonical { my ($self, @on) = @_; $self->{json}->canonical(@on); return $self }
    sub utf8 { my ($self, @on) = @_; $self->{json}->utf8(@on); return $self }
    sub encode {
        my ($self, $data) = @_;
        die "cannot encode 'refuse-me' at somewhere.pm line 1.\n"
            # (each read in a copy: a number matched as a string is one to
            # the JSON::PP of perls before 5.36)
            if grep { my $v = $_; defined $v && !ref $v && $v =~ /refuse-me/ } ref $data eq 'HASH' ? values %$data : @$data;
        return $self->{json}->encode($data);
    }
}
SKIP: {
    skip 'JSON::PP is not installed', 6 unless eval { require JSON::PP; 1 };
    no warnings qw(once);
    local @Game::Brandubh::Notation::Command::JSON_MODULES = ('Brandubh::Test::RefusingJSON');
    my $four = file('four', "variant x\nmoves\nvariant refuse-me\nmoves\nvariant y\nmoves refuse-me\nvariant z\nmoves\n");
    my ($status, $out, $err) = run_command(undef, 'check', '--format', 'json', $four);
    is($out, qq({"file":"$four","line":1,"moves":0,"offset":0,"ok":true,"record":1,"result":null,"variant":"x"}\n)
           . qq({"file":"$four","line":7,"moves":0,"offset":66,"ok":true,"record":4,"result":null,"variant":"z"}\n),
       'a line the JSON module refuses: the records before and after it told');
    is($err, "brandubh-notation: $four: record 2: its JSON line cannot be written: cannot encode 'refuse-me'\n"
           . "brandubh-notation: $four: record 3: its JSON line cannot be written: cannot encode 'refuse-me'\n",
       '... each refused line said, with its record');
    is($status, 2, '... exit 2');
    ($status, $out, $err) = run_command(undef, 'check', '--format', 'json', '--exit-zero', $four);
    is($status, 2, '... even with --exit-zero, the output being incomplete');
    ($status, $out, $err) = run_command(undef, 'check', '--format', 'json', '--refused', $four);
    is($out, '', '... --refused: no line');
    is($err, "brandubh-notation: $four: record 3: its JSON line cannot be written: cannot encode 'refuse-me'\n",
       '... the refused record said');
}

# The issue's command as a program, with the JSON module it finds first
# (where it finds one: perl 5.10 and 5.12 have none in the core).
SKIP: {
    skip 'no JSON module is installed (JSON::PP is in the core from perl 5.14)', 3
        unless grep { eval "require $_; 1" } qw(Cpanel::JSON::XS JSON::XS JSON::PP);    ## no critic (ProhibitStringyEval)
    my ($out, $err) = map { File::Spec->catfile($dir, $_) } qw(out err);
    my $status = run_argv(perl_argv($bin, 'check', '-v', '--format', 'json', $log), out => $out, err => $err) >> 8;
    my $text = slurp($out);
    utf8::decode($text);
    is($text, $log_out, 'the program: both records told');
    is(slurp($err), "brandubh-notation: 2 records: 2 accepted, 0 refused\n", '... and counted');
    is($status, 0, '... exit 0');
}

done_testing();
