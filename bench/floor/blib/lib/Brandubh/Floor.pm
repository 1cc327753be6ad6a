package Brandubh::Floor;
# Bare XSUBs, the floor of bench/notation.pl.
use strict;
use warnings;
require XSLoader;
XSLoader::load(__PACKAGE__);
1;
