// The C side of TreeBench's Graphviz layout plugin `family`: Graphviz's plugin tables and the
// record fields and macros a layout engine writes (ND_coord, GD_bb, ED_spl, …), as small
// `tb_plugin_` functions Swift can call. The layout itself is Swift (GraphvizLayout), reached
// through `tb_family_layout` and `tb_family_cleanup`, which Swift exports with `@_cdecl`.
#ifndef TREEBENCH_CGRAPHVIZ_PLUGIN_H
#define TREEBENCH_CGRAPHVIZ_PLUGIN_H

#include <graphviz/cgraph.h>
#include <stdbool.h>

/// The plugin library (a `gvplugin_library_t`), for `gvAddLibrary`. The same object is exported
/// as `gvplugin_family_LTX_library`, the name `dot` looks for in `libgvplugin_family.so.6`.
void *tb_plugin_library(void);

/// The sequence number of a node in its root graph: dense from 0 when no node was deleted.
unsigned long tb_plugin_node_sequence(Agnode_t *node);

/// The sequence number of an edge's head node (aghead is a macro).
unsigned long tb_plugin_head_sequence(Agedge_t *edge);

/// Reports an error through Graphviz's `agerr(AGERR, …)`; the message is printed literally.
void tb_plugin_report_error(const char *message);

/// Whether the graph has layout records from an earlier layout function (the graph record is
/// bound by Graphviz before a layout engine runs).
bool tb_plugin_graph_has_drawing(Agraph_t *graph);

/// Sets the graph's edge type from its `splines` attribute, orthogonal polylines by default.
void tb_plugin_begin_layout(Agraph_t *graph);

/// Binds the node's layout record and initialises it as every Graphviz engine does (shape,
/// label, size), then returns its width and height in points.
void tb_plugin_init_node(Agraph_t *graph, Agnode_t *node, double *width, double *height);

/// Sets a node's centre, in points, y up (ND_coord).
void tb_plugin_place_node(Agnode_t *node, double x, double y);

/// Binds the edge's layout record and initialises it (labels, ports). Call after every node
/// is initialised.
void tb_plugin_init_edge(Agedge_t *edge);

/// Gives the edge a route: a polyline of `count` points (x, y pairs in `xy`, points, y up)
/// from its tail to its head, installed as straight Bézier pieces through `clip_and_install`.
/// With `clip_tail` (`clip_head`) false the route starts (ends) at the node's centre instead of
/// its outline: an invisible node leaves no gap in the line. Otherwise the route is clipped
/// which clips the ends at the node outlines. `count` is at least 2.
void tb_plugin_route_edge(Agedge_t *edge, const double *xy, int count, bool clip_tail, bool clip_head);

/// Sets the graph's bounding box (GD_bb, points) and runs Graphviz's post-processing
/// (translation, graph label, external labels), which every renderer expects.
void tb_plugin_finish_layout(Agraph_t *graph, double llx, double lly, double urx, double ury);

/// Frees every node and edge record and route a layout installed. Safe to call twice and on
/// a graph whose layout failed.
void tb_plugin_cleanup(Agraph_t *graph);

#endif
