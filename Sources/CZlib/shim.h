// zlib from the system (zlib1g-dev, pkg-config zlib): inflating the compressed streams of a
// PDF that Graphviz's cairo renderer wrote, to tile it over printed pages.
#ifndef TREEBENCH_CZLIB_SHIM_H
#define TREEBENCH_CZLIB_SHIM_H

#include <zlib.h>

#endif
