#ifndef TREEBENCH_C_GLIBC_MALLOC_H
#define TREEBENCH_C_GLIBC_MALLOC_H

// glibc's allocator tuning (`mallopt`), which Swift's Glibc module leaves out, for benchmarks
// that must say where large blocks come from. Empty where there is no <malloc.h>.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif

#endif
