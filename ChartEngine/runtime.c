#include <stddef.h>
#include <stdint.h>
extern unsigned char __heap_base;
static uintptr_t top;
typedef struct Block { size_t size; struct Block *next; } Block;
static Block *freeList[40];
static int classOf(size_t size) { int c = 0; size_t s = 16; while (s < size) { s <<= 1; c++; } return c; }
void *memset(void *d, int v, size_t n) { unsigned char *p = d; while (n--) *p++ = (unsigned char)v; return d; }
void *memcpy(void *d, const void *s, size_t n) { unsigned char *a = d; const unsigned char *b = s; while (n--) *a++ = *b++; return d; }
void *memmove(void *d, const void *s, size_t n) { unsigned char *a = d; const unsigned char *b = s; if (a < b) { while (n--) *a++ = *b++; } else { a += n; b += n; while (n--) *--a = *--b; } return d; }
int memcmp(const void *x, const void *y, size_t n) { const unsigned char *a = x, *b = y; for (; n; n--, a++, b++) if (*a != *b) return *a - *b; return 0; }
size_t strlen(const char *s) { size_t n = 0; while (s[n]) n++; return n; }
int posix_memalign(void **out, size_t align, size_t size) {
  if (align < 16) align = 16;
  int c = classOf(size + 16);
  size_t total = (size_t)16 << c;
  if (align <= 16 && freeList[c]) { Block *b = freeList[c]; freeList[c] = b->next; *out = (unsigned char *)b + 16; return 0; }
  if (!top) top = (uintptr_t)&__heap_base;
  uintptr_t start = (top + 16 + align - 1) & ~(uintptr_t)(align - 1);
  uintptr_t end = start + total - 16;
  size_t have = __builtin_wasm_memory_size(0) * 65536;
  if (end > have && __builtin_wasm_memory_grow(0, (end - have + 65535) / 65536) == (size_t)-1) return 12;
  Block *b = (Block *)(start - 16); b->size = c; top = end; *out = (void *)start; return 0;
}
void *malloc(size_t size) { void *p = 0; return posix_memalign(&p, 16, size) ? 0 : p; }
void free(void *p) { if (!p) return; Block *b = (Block *)((unsigned char *)p - 16); int c = (int)b->size; b->next = freeList[c]; freeList[c] = b; }
void arc4random_buf(void *buf, size_t n) { unsigned char *p = buf; uint32_t x = 2463534242u; while (n--) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; *p++ = (unsigned char)x; } }
int putchar(int c) { return c; }
void abort(void) { __builtin_trap(); }
unsigned long __stack_chk_guard = 0x94fda766ul;
void __stack_chk_fail(void) { __builtin_trap(); }
