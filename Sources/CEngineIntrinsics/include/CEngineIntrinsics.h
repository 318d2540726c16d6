#ifndef TREEBENCH_C_ENGINE_INTRINSICS_H
#define TREEBENCH_C_ENGINE_INTRINSICS_H

// The few machine-level operations the native engine needs and Swift cannot spell. The header is
// inline, so each compiles to one or two instructions in the caller.
//
// Streaming (non-temporal) stores for the engine's output. A plain store first reads the cache
// line it writes into (write-allocate), so writing a fresh 32 MB array of boxes moves 64 MB
// through memory. A streaming store writes whole lines without reading them: on this project's
// machines, filling a million boxes took 4.2 ms with plain stores and 1.3 ms streamed. It pays
// only when every line is filled completely and in order, so the engine streams boxes only when
// they land right after the previous ones.
//
// A selection the compiler must not turn into a branch: see tb_select_unpredictable.

#include <stdbool.h>
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

/// `condition ? a : b` on 64-bit patterns, compiled to a conditional move: the condition is marked
/// unpredictable, so the compiler does not turn the selection into a branch (which it otherwise
/// does when one side is a load or a computation it could skip). For conditions a branch
/// predictor cannot learn — whether a unit has children, starts a group of siblings — a branch
/// costs a misprediction on about every other unit, a conditional move never.
static inline __attribute__((always_inline)) uint64_t tb_select_unpredictable(
    bool condition, uint64_t a, uint64_t b) {
    return __builtin_unpredictable(condition) ? a : b;
}

#endif
