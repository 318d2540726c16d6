// The Graphviz C API that TreeBench uses, from the system's libgraphviz-dev (pkg-config libgvc).
// No Graphviz header is copied into this repository.
#ifndef TREEBENCH_CGRAPHVIZ_SHIM_H
#define TREEBENCH_CGRAPHVIZ_SHIM_H

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#endif
