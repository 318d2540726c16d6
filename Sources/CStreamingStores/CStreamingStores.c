// Everything in this module is inline in include/CStreamingStores.h; the package manager needs
// one source file to build a C target.
#include "CStreamingStores.h"
