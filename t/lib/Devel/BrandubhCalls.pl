package Devel::BrandubhCalls;

# A debugger for t/doors/op-debugger.t (perl -d:BrandubhCalls): it runs the
# program and writes to STDERR the name of every sub call DB::sub sees.

package DB;
sub DB { }
sub sub {
    print STDERR "called $DB::sub\n" unless ref $DB::sub;
    no strict 'refs';
    return &$DB::sub;
}

1;
