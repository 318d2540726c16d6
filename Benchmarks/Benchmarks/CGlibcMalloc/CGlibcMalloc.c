// Everything this module offers is declared in include/CGlibcMalloc.h; the package manager needs
// one source file to build a C target.
#include "CGlibcMalloc.h"
