#include "CGraphvizAccessors.h"

#include <graphviz/types.h>

void tb_node_center(Agnode_t *node, double *x, double *y) {
    *x = ND_coord(node).x;
    *y = ND_coord(node).y;
}

void tb_graph_bounding_box(Agraph_t *graph, double *llx, double *lly, double *urx, double *ury) {
    boxf bb = GD_bb(graph);
    *llx = bb.LL.x;
    *lly = bb.LL.y;
    *urx = bb.UR.x;
    *ury = bb.UR.y;
}
