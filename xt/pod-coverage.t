use strict;
use warnings;
use Test::More;

eval { require Test::Pod::Coverage; Test::Pod::Coverage->VERSION(1.08); 1 }
    or plan skip_all => 'Test::Pod::Coverage 1.08 is not installed';
Test::Pod::Coverage::all_pod_coverage_ok();
