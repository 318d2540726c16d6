// Graphviz's graph library (cgraph) from the system's libgraphviz-dev: the DOT parser that the
// `dot` command line reads files with (agread), for the DOT round-trip fuzz target.
#ifndef TREEBENCH_FUZZ_CGRAPHVIZPARSE_SHIM_H
#define TREEBENCH_FUZZ_CGRAPHVIZPARSE_SHIM_H

#include <stdio.h>
#include <graphviz/cgraph.h>

#endif
