// Struct fields and macros of Graphviz (ND_coord, GD_bb, …) as plain functions, so Swift can
// read them without knowing the layout of Graphviz's private records. Every name is prefixed
// with `tb_` to stay clear of Graphviz's own symbols.
#ifndef TREEBENCH_CGRAPHVIZ_ACCESSORS_H
#define TREEBENCH_CGRAPHVIZ_ACCESSORS_H

#include <graphviz/cgraph.h>

/// The centre of a laid-out node, in points, Graphviz's y-up coordinates.
void tb_node_center(Agnode_t *node, double *x, double *y);

/// The bounding box of a laid-out graph, in points: lower-left and upper-right corners.
void tb_graph_bounding_box(Agraph_t *graph, double *llx, double *lly, double *urx, double *ury);

#endif
