// libzip from the system (libzip-dev, pkg-config libzip): reading GEDZIP archives (.gdz, GEDCOM
// 7.0 §3 "GEDZIP"), a ZIP archive whose gedcom.ged is the GEDCOM file.
#ifndef TREEBENCH_CLIBZIP_SHIM_H
#define TREEBENCH_CLIBZIP_SHIM_H

#include <zip.h>

#endif
