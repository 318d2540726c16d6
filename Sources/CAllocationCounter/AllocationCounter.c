// The replacements declared in include/CAllocationCounter.h. Each forwards to glibc's own
// allocator (`__libc_*`, exported by glibc for exactly this use), so no replacement can recurse
// into another, and no symbol look-up (dlsym) is needed before the first allocation.
#include "CAllocationCounter.h"

// Under AddressSanitizer or ThreadSanitizer, whose runtimes replace the allocator themselves,
// nothing is replaced and allocations are not counted.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define TB_ALLOCATOR_SANITIZED 1
#endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(TB_ALLOCATOR_SANITIZED)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

// Per thread, initial-exec so that reading them is one load relative to the thread pointer and
// never allocates (the general-dynamic model may call into the dynamic loader).
static __thread int t_counting __attribute__((tls_model("initial-exec")));
static __thread int64_t t_held __attribute__((tls_model("initial-exec")));
static __thread int64_t t_highWater __attribute__((tls_model("initial-exec")));

static inline void tb_count_in(void *pointer) {
    if (t_counting && pointer != NULL) {
        t_held += (int64_t)malloc_usable_size(pointer);
        if (t_held > t_highWater) t_highWater = t_held;
    }
}

static inline void tb_count_out(void *pointer) {
    if (t_counting && pointer != NULL) t_held -= (int64_t)malloc_usable_size(pointer);
}

// Set once by tb_allocation_failure_exits, before any thread but the main one runs.
static const char *g_failureProgram;

void tb_allocation_failure_exits(const char *program) { g_failureProgram = program; }

// Writes the message with async-signal-safe calls only (no allocation: there is no memory) and
// ends the process.
static void tb_allocation_failed(size_t size) {
    if (g_failureProgram == NULL) return;
    char digits[24];
    int count = 0;
    do {
        digits[sizeof digits - 1 - count++] = (char)('0' + size % 10);
        size /= 10;
    } while (size > 0 && count < (int)sizeof digits);
    const char *parts[] = {
        g_failureProgram, ": out of memory: an allocation of ", NULL, " bytes failed (the machine's memory, or "
        "the address-space limit `ulimit -v` sets, is exhausted)\n"};
    for (int index = 0; index < 4; index++) {
        const char *text = parts[index] != NULL ? parts[index] : digits + sizeof digits - count;
        size_t length = parts[index] != NULL ? strlen(text) : (size_t)count;
        while (length > 0) {
            ssize_t written = write(2, text, length);
            if (written <= 0) break;
            text += written;
            length -= (size_t)written;
        }
    }
    _exit(1);
}

static inline void *tb_checked(void *pointer, size_t size) {
    if (pointer == NULL && size != 0) tb_allocation_failed(size);
    return pointer;
}

void tb_allocation_counting_start(void) {
    t_held = 0;
    t_highWater = 0;
    t_counting = 1;
}

int64_t tb_allocation_counting_stop(void) {
    t_counting = 0;
    return t_highWater;
}

void *malloc(size_t size) {
    void *pointer = tb_checked(__libc_malloc(size), size);
    tb_count_in(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    size_t total = 0;
    void *pointer = __libc_calloc(count, size);
    // An overflowing count × size is the caller's error, reported by NULL, not out of memory.
    if (!__builtin_mul_overflow(count, size, &total)) tb_checked(pointer, total);
    tb_count_in(pointer);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    size_t before = (t_counting && pointer != NULL) ? malloc_usable_size(pointer) : 0;
    void *moved = tb_checked(__libc_realloc(pointer, size), size);
    // glibc frees the block for size 0 and returns NULL; on failure the block stays as it was.
    if (moved != NULL || size == 0) {
        if (t_counting) t_held -= (int64_t)before;
        tb_count_in(moved);
    }
    return moved;
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(pointer, total);
}

void free(void *pointer) {
    tb_count_out(pointer);
    __libc_free(pointer);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
    void *pointer = tb_checked(__libc_memalign(alignment, size), size);
    if (pointer == NULL) return ENOMEM;
    tb_count_in(pointer);
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    void *pointer = tb_checked(__libc_memalign(alignment, size), size);
    tb_count_in(pointer);
    return pointer;
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = tb_checked(__libc_memalign(alignment, size), size);
    tb_count_in(pointer);
    return pointer;
}

void *valloc(size_t size) {
    void *pointer = tb_checked(__libc_valloc(size), size);
    tb_count_in(pointer);
    return pointer;
}

void *pvalloc(size_t size) {
    void *pointer = tb_checked(__libc_pvalloc(size), size);
    tb_count_in(pointer);
    return pointer;
}

#else

void tb_allocation_failure_exits(const char *program) { (void)program; }

void tb_allocation_counting_start(void) {}

int64_t tb_allocation_counting_stop(void) { return -1; }

#endif
