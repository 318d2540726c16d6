// zlib from the system (zlib1g-dev, pkg-config zlib): inflating gzip-compressed Gramps XML
// (.gramps) as it is read and deflating it when TreeBench writes one, and inflating the
// compressed streams of a PDF that Graphviz's cairo renderer wrote, to tile it over printed pages.
#ifndef TREEBENCH_CZLIB_SHIM_H
#define TREEBENCH_CZLIB_SHIM_H

#include <zlib.h>

#endif
