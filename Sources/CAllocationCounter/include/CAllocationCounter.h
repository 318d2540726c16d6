#ifndef TREEBENCH_C_ALLOCATION_COUNTER_H
#define TREEBENCH_C_ALLOCATION_COUNTER_H

// Counts the heap bytes one thread holds while it runs a layout, so the harness can report the
// allocation high-water mark of the layout call (issue: a resident-memory figure reads 0 B when
// the allocator hands back blocks freed by earlier work).
//
// On glibc this module replaces malloc, calloc, realloc, reallocarray, free, posix_memalign,
// aligned_alloc, memalign, valloc and pvalloc for the whole process, forwarding each to glibc's
// own implementation (`__libc_malloc` and its siblings). The executable exports the
// replacements, so the Swift runtime, Foundation and Graphviz allocate through them too (a
// library loaded later with dlopen, such as a Graphviz plugin, too, for the functions the
// executable exports: those some library it links calls). While
// a thread counts, each block it allocates adds its usable size (`malloc_usable_size`) and each
// block it frees subtracts it; the high-water mark of that running sum is the figure. A thread
// that is not counting pays one thread-local load per call. Elsewhere (macOS, musl) nothing is
// replaced and `tb_allocation_counting_stop` returns -1; so too under AddressSanitizer and
// ThreadSanitizer, which replace the allocator themselves.

#include <stdint.h>

/// Starts counting on the calling thread: the running sum and its high-water mark are set to 0.
void tb_allocation_counting_start(void);

/// Stops counting on the calling thread and returns the high-water mark in bytes since
/// `tb_allocation_counting_start`: the most bytes the thread's allocations held at once beyond
/// what it held at the start (blocks it freed that were allocated earlier lower the sum). -1 where
/// allocations are not counted.
int64_t tb_allocation_counting_stop(void);

/// From now on, an allocation the system refuses (malloc and its siblings returning NULL for a
/// non-zero size: the machine's memory or the address-space limit exhausted) ends the process
/// with exit status 1 after writing to standard error
/// `<program>: out of memory: an allocation of N bytes failed (…)`, instead of the trap with
/// which the Swift runtime ends a process whose allocation failed. `program` must live as long
/// as the process. Nothing happens where the allocator is not replaced (see above).
void tb_allocation_failure_exits(const char *program);

#endif
