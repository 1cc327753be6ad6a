use strict;
use warnings;
use Test::More;

eval { require Test::Pod::Coverage; Test::Pod::Coverage->VERSION(1.08); 1 }
    or plan skip_all => 'Test::Pod::Coverage 1.08 is not installed';
# The command's module documents main, its interface; its other subs are
# the command's parts (its POD says so), and not documented one by one.
my %trust = ('Game::Brandubh::Notation::Command' => [qr/\A(?!main\z)/]);
my @modules = Test::Pod::Coverage::all_modules();
plan tests => scalar @modules;
for my $module (@modules) {
    Test::Pod::Coverage::pod_coverage_ok($module, { $trust{$module} ? (trustme => $trust{$module}) : () });
}
