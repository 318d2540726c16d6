// libxml2 from the system (libxml2-dev, pkg-config libxml-2.0): its SAX2 push parser reads Gramps
// XML as a stream of elements. FoundationXML's XMLParser is this parser too, behind a layer that
// makes a Swift String of every name and a dictionary of every element's attributes.
#ifndef TREEBENCH_CLIBXML2_SHIM_H
#define TREEBENCH_CLIBXML2_SHIM_H

// Debian's libxml2 is built with ICU, whose unicode/utypes.h then clashes with the copy inside
// Foundation (_FoundationICU) in any Swift module that imports both. TreeBench never touches the
// converter fields ICU adds to xmlCharEncodingHandler (only libxml2 itself does, through its own
// pointers), so the headers are read as if without ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#endif
