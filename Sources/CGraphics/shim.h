#ifndef LAYOUTSHOT_CGRAPHICS_H
#define LAYOUTSHOT_CGRAPHICS_H
// One umbrella over the C libraries Layoutshot draws and measures with.
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangoft2.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_BBOX_H
#include <hb.h>
#include <png.h>
#endif
