// Struct fields and macros of Graphviz (ND_coord, GD_bb, …) as plain functions, so Swift can
// read them without knowing the layout of Graphviz's private records. Every name is prefixed
// with `tb_` to stay clear of Graphviz's own symbols.
#ifndef TREEBENCH_CGRAPHVIZ_ACCESSORS_H
#define TREEBENCH_CGRAPHVIZ_ACCESSORS_H

#include <graphviz/cgraph.h>

/// The centre of a laid-out node, in points, Graphviz's y-up coordinates.
void tb_node_center(Agnode_t *node, double *x, double *y);

/// The size of a laid-out node, in points (ND_width and ND_height, after its shape fitted the label).
void tb_node_size(Agnode_t *node, double *width, double *height);

/// The bounding box of a laid-out graph, in points: lower-left and upper-right corners.
void tb_graph_bounding_box(Agraph_t *graph, double *llx, double *lly, double *urx, double *ury);

/// The sequence number of a node or edge in its root graph (AGSEQ): its rank in creation order
/// among objects of its kind.
unsigned long tb_sequence(void *object);

/// The node an edge is written from (agtail is a macro).
Agnode_t *tb_edge_tail(Agedge_t *edge);

/// The node an edge is written to (aghead is a macro).
Agnode_t *tb_edge_head(Agedge_t *edge);

/// Opens an empty directed, non-strict root graph (agopen with `Agdirected`, whose global
/// descriptor Swift cannot read safely).
Agraph_t *tb_open_directed_graph(const char *name);

/// Routes Graphviz's error and warning messages (agerr) into a private buffer instead of
/// standard error. Call once, under the caller's Graphviz lock.
void tb_errors_capture(void);

/// The messages captured since the last `tb_errors_clear`, as one NUL-terminated string
/// (never NULL). Valid until the next Graphviz call or `tb_errors_clear`.
const char *tb_errors_text(void);

/// Empties the capture buffer.
void tb_errors_clear(void);

#endif
