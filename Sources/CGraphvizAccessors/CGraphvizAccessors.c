#include "CGraphvizAccessors.h"

#include <graphviz/types.h>
#include <stdlib.h>
#include <string.h>

void tb_node_center(Agnode_t *node, double *x, double *y) {
    *x = ND_coord(node).x;
    *y = ND_coord(node).y;
}

void tb_node_size(Agnode_t *node, double *width, double *height) {
    *width = ND_width(node) * 72;
    *height = ND_height(node) * 72;
}

void tb_graph_bounding_box(Agraph_t *graph, double *llx, double *lly, double *urx, double *ury) {
    boxf bb = GD_bb(graph);
    *llx = bb.LL.x;
    *lly = bb.LL.y;
    *urx = bb.UR.x;
    *ury = bb.UR.y;
}

unsigned long tb_sequence(void *object) { return (unsigned long)AGSEQ(object); }

Agnode_t *tb_edge_tail(Agedge_t *edge) { return agtail(edge); }

Agnode_t *tb_edge_head(Agedge_t *edge) { return aghead(edge); }

Agraph_t *tb_open_directed_graph(const char *name) {
    return agopen((char *)name, Agdirected, NULL);
}

// The capture buffer for agerr messages. Graphviz's error callback takes no context pointer,
// so the buffer is a file-level static; it is only touched while the caller (TreeBench's
// Swift wrapper) holds its process-wide Graphviz lock.
static char *tb_error_buffer = NULL;
static size_t tb_error_length = 0;
static size_t tb_error_capacity = 0;

static int tb_errors_append(char *message) {
    size_t length = strlen(message);
    if (tb_error_length + length + 1 > tb_error_capacity) {
        size_t capacity = tb_error_capacity ? tb_error_capacity : 256;
        while (tb_error_length + length + 1 > capacity) capacity *= 2;
        char *grown = realloc(tb_error_buffer, capacity);
        if (grown == NULL) return 0;  // Out of memory: drop the message rather than crash.
        tb_error_buffer = grown;
        tb_error_capacity = capacity;
    }
    memcpy(tb_error_buffer + tb_error_length, message, length + 1);
    tb_error_length += length;
    return (int)length;
}

void tb_errors_capture(void) {
    agseterrf(tb_errors_append);
}

const char *tb_errors_text(void) {
    return tb_error_buffer ? tb_error_buffer : "";
}

void tb_errors_clear(void) {
    tb_error_length = 0;
    if (tb_error_buffer) tb_error_buffer[0] = '\0';
}
