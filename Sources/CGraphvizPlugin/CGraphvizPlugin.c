#include "CGraphvizPlugin.h"

#include <graphviz/gvplugin.h>
#include <graphviz/gvplugin_layout.h>
#include <graphviz/types.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Graphviz's records must be laid out as libgvc 2.42 (x86-64, built with every engine) lays them
// out: a header built with DOT_ONLY or NEATO_ONLY, or another release's fields, would make the
// macros below write into the wrong bytes, so the build stops here instead.
#if defined(DOT_ONLY) || defined(NEATO_ONLY)
#error "TreeBench's plugin needs Graphviz's full record layout (no DOT_ONLY / NEATO_ONLY)"
#endif
_Static_assert(offsetof(Agraphinfo_t, drawing) == 16, "GD_drawing moved: not Graphviz 2.42's Agraphinfo_t");
_Static_assert(offsetof(Agraphinfo_t, bb) == 32, "GD_bb moved: not Graphviz 2.42's Agraphinfo_t");
_Static_assert(sizeof(Agraphinfo_t) == 408, "Agraphinfo_t size: not Graphviz 2.42's record");
_Static_assert(offsetof(Agnodeinfo_t, coord) == 32, "ND_coord moved: not Graphviz 2.42's Agnodeinfo_t");
_Static_assert(sizeof(Agnodeinfo_t) == 456, "Agnodeinfo_t size: not Graphviz 2.42's record");
_Static_assert(offsetof(Agedgeinfo_t, spl) == 16, "ED_spl moved: not Graphviz 2.42's Agedgeinfo_t");
_Static_assert(sizeof(Agedgeinfo_t) == 240, "Agedgeinfo_t size: not Graphviz 2.42's record");
_Static_assert(sizeof(gvplugin_installed_t) == 40, "gvplugin_installed_t is not Graphviz 2.42's");
_Static_assert(sizeof(gvplugin_api_t) == 16, "gvplugin_api_t is not Graphviz 2.42's");
_Static_assert(sizeof(gvplugin_library_t) == 16, "gvplugin_library_t is not Graphviz 2.42's");
_Static_assert(sizeof(gvlayout_engine_t) == 16, "gvlayout_engine_t is not Graphviz 2.42's");
_Static_assert(sizeof(splineInfo) == 24, "splineInfo is not Graphviz 2.42's");
_Static_assert(sizeof(pointf) == 2 * sizeof(double), "pointf is not two doubles");

// libgvc exports these but no installed header declares them (they live in Graphviz's
// lib/common); the signatures are 2.42's.
extern void common_init_node(node_t *node);
extern int common_init_edge(edge_t *edge);
extern void gv_nodesize(node_t *node, boolean flip);
extern void setEdgeType(graph_t *graph, int defaultType);
extern void clip_and_install(edge_t *edge, node_t *head, pointf *points, int count, splineInfo *info);
extern void dotneato_postprocess(Agraph_t *graph);
extern void gv_free_splines(edge_t *edge);
// The layout phase the renderers read (lib/common/globals.h): `attach_attrs_and_arrows`, used by
// -Tdot, -Txdot and -Tjson, writes edge positions and declares the `_hdraw_`/`_tdraw_`
// attributes for arrowheads only when it is GVSPLINES (const.h: 1), which dot's and neato's
// spline routers set. Left at 0, -Txdot and -Tjson then store an arrowhead through an
// undeclared attribute and crash in agxset.
extern int State;
enum { TB_GVSPLINES = 1 };
extern void free_label(textlabel_t *label);

// Graphviz's edge types (lib/common/const.h, not installed): bit flags shifted by one.
enum { TB_ET_ORTHO = 4 << 1 };

// Swift (GraphvizLayout/FamilyGraphvizPlugin.swift) exports the layout function with @_cdecl.
extern void tb_family_layout(Agraph_t *graph);

static gvlayout_engine_t tb_family_engine = {tb_family_layout, tb_plugin_cleanup};
static gvlayout_features_t tb_family_features = {0};
static gvplugin_installed_t tb_family_layouts[] = {
    {0, "family", 0, &tb_family_engine, &tb_family_features},
    {0, NULL, 0, NULL, NULL},
};
static gvplugin_api_t tb_family_apis[] = {
    {API_layout, tb_family_layouts},
    {(api_t)0, NULL},
};

// The name `dot` derives from the file name libgvplugin_family.so.6; exported for dlsym.
__attribute__((visibility("default"))) gvplugin_library_t gvplugin_family_LTX_library = {"family", tb_family_apis};

void *tb_plugin_library(void) { return &gvplugin_family_LTX_library; }

unsigned long tb_plugin_node_sequence(Agnode_t *node) { return (unsigned long)AGSEQ(node); }

unsigned long tb_plugin_head_sequence(Agedge_t *edge) { return (unsigned long)AGSEQ(aghead(edge)); }

void tb_plugin_report_error(const char *message) { agerr(AGERR, "%s\n", message); }

void tb_plugin_begin_layout(Agraph_t *graph) { setEdgeType(graph, TB_ET_ORTHO); }

void tb_plugin_init_node(Agraph_t *graph, Agnode_t *node, double *width, double *height) {
    agbindrec(node, "Agnodeinfo_t", sizeof(Agnodeinfo_t), TRUE);
    common_init_node(node);
    gv_nodesize(node, GD_flip(graph));
    *width = ND_lw(node) + ND_rw(node);
    *height = ND_ht(node);
}

void tb_plugin_place_node(Agnode_t *node, double x, double y) {
    ND_coord(node).x = x;
    ND_coord(node).y = y;
}

void tb_plugin_init_edge(Agedge_t *edge) {
    agbindrec(edge, "Agedgeinfo_t", sizeof(Agedgeinfo_t), TRUE);
    common_init_edge(edge);
}

static boolean tb_never_swap(edge_t *edge) {
    (void)edge;
    return FALSE;
}

static boolean tb_never_merge(node_t *node) {
    (void)node;
    return FALSE;
}

static splineInfo tb_route_info = {tb_never_swap, tb_never_merge, TRUE, TRUE};

void tb_plugin_route_edge(Agedge_t *edge, const double *xy, int count, bool clip_tail, bool clip_head) {
    if (!clip_tail) ED_tail_port(edge).clip = FALSE;
    if (!clip_head) ED_head_port(edge).clip = FALSE;
    // A polyline p0 … pm as a Bézier: p0, then each segment as (start, end, end), so every
    // piece is straight. Graphviz's renderers all draw Béziers.
    int pieces = count - 1;
    int length = 3 * pieces + 1;
    pointf *points = malloc((size_t)length * sizeof(pointf));
    if (points == NULL) return;
    points[0].x = xy[0];
    points[0].y = xy[1];
    for (int piece = 0; piece < pieces; piece++) {
        pointf start = {xy[2 * piece], xy[2 * piece + 1]};
        pointf end = {xy[2 * piece + 2], xy[2 * piece + 3]};
        points[3 * piece + 1] = start;
        points[3 * piece + 2] = end;
        points[3 * piece + 3] = end;
    }
    clip_and_install(edge, aghead(edge), points, length, &tb_route_info);
    free(points);
}

void tb_plugin_finish_layout(Agraph_t *graph, double llx, double lly, double urx, double ury) {
    GD_bb(graph).LL.x = llx;
    GD_bb(graph).LL.y = lly;
    GD_bb(graph).UR.x = urx;
    GD_bb(graph).UR.y = ury;
    State = TB_GVSPLINES;  // every edge is routed, as dot_splines leaves it
    dotneato_postprocess(graph);
}

// What gv_cleanup_node and gv_cleanup_edge free (2.42's lib/common/utils.c), without their
// agdelrec: deleting a node's or edge's record visits every subgraph holding the object, and an
// exported family has a subgraph per couple and per sibling group, so freeing a layout became
// quadratic (40 s for 10,000 people). The records instead stay bound, zeroed, and look new to
// the next layout's agbindrec; agclose frees them with the graph.
static void tb_clear_node(Agnode_t *node) {
    free(ND_pos(node));
    if (ND_shape(node) != NULL) ND_shape(node)->fns->freefn(node);
    free_label(ND_label(node));
    free_label(ND_xlabel(node));
    memset((char *)AGDATA(node) + sizeof(Agrec_t), 0, sizeof(Agnodeinfo_t) - sizeof(Agrec_t));
}

static void tb_clear_edge(Agedge_t *edge) {
    gv_free_splines(edge);
    free_label(ED_label(edge));
    free_label(ED_xlabel(edge));
    free_label(ED_head_label(edge));
    free_label(ED_tail_label(edge));
    memset((char *)AGDATA(edge) + sizeof(Agrec_t), 0, sizeof(Agedgeinfo_t) - sizeof(Agrec_t));
}

void tb_plugin_cleanup(Agraph_t *graph) {
    for (Agnode_t *node = agfstnode(graph); node != NULL; node = agnxtnode(graph, node)) {
        for (Agedge_t *edge = agfstout(graph, node); edge != NULL; edge = agnxtout(graph, edge)) {
            if (aggetrec(edge, "Agedgeinfo_t", TRUE) != NULL) tb_clear_edge(edge);
        }
        if (aggetrec(node, "Agnodeinfo_t", TRUE) != NULL) tb_clear_node(node);
    }
}
