// Everything in this module is inline in include/CEngineIntrinsics.h; the package manager needs
// one source file to build a C target.
#include "CEngineIntrinsics.h"
