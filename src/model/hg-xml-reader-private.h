/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-xml-reader-private.h: reading an untrusted XML document safely and
 * checking it against the save file schema (hg-xml-reader.c). */
#pragma once

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* Compiles the schema (once). */
void        hg_xml_prepare        (void);

/* A libxml2 generic error handler that prints nothing; install it around
 * the reading of a file (the handler is per thread). */
void        hg_xml_silent_error   (void        *ctx,
                                   const char  *msg,
                                   ...) G_GNUC_PRINTF (2, 3);

/* Parses @data with the guards; NULL and @error (HG_SAVE_ERROR_NOT_XML or
 * HG_SAVE_ERROR_FORBIDDEN) on any fault.  Free with xmlFreeDoc(). */
xmlDocPtr   hg_xml_parse          (const char  *data,
                                   gsize        len,
                                   const char  *name,
                                   GError     **error);

/* Checks @doc against data/hgsave.rng (HG_SAVE_ERROR_INVALID). */
gboolean    hg_xml_validate       (xmlDocPtr    doc,
                                   const char  *name,
                                   GError     **error);

/* Tree helpers.  Strings are g_malloc()ed. */
char       *hg_xml_get_attr       (xmlNodePtr   node,
                                   const char  *attr);
char       *hg_xml_get_text       (xmlNodePtr   node);
gboolean    hg_xml_is_element     (xmlNodePtr   node,
                                   const char  *element);
xmlNodePtr  hg_xml_first_child    (xmlNodePtr   parent,
                                   const char  *element);
/* An integer attribute in [@min, @max], else HG_SAVE_ERROR_INVALID naming
 * the attribute, the element and its line. */
gboolean    hg_xml_get_int_attr   (xmlNodePtr   node,
                                   const char  *attr,
                                   gint64       min,
                                   gint64       max,
                                   gint64      *out,
                                   const char  *name,
                                   GError     **error);

G_END_DECLS
