/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-xml-reader.c: reading an untrusted XML document safely, and checking
 * it against the save file schema.
 *
 * At most HG_SAVE_MAX_SIZE bytes (checked by the caller), no DOCTYPE and no
 * entity declarations or references (the parser stops at the first one), no
 * network, no external anything, at most HG_SAVE_MAX_DEPTH levels of
 * elements.  Every fault is a GError in HG_SAVE_ERROR that names the file. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/SAX2.h>

#include "hg-model-resources.h"
#include "hg-save.h"
#include "hg-save-error-private.h"
#include "hg-xml-reader-private.h"

#define SCHEMA_PATH RESOURCE_BASE "/hgsave.rng"

/* The schema ------------------------------------------------------------- */

static void
ignore_structured_error (void        *data,
                         xmlErrorPtr  error)
{
}

static gpointer
compile_schema (gpointer data)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  xmlRelaxNGParserCtxtPtr ctxt;
  xmlRelaxNGPtr schema;
  const char *text;
  gsize len;

  xmlInitParser ();

  bytes = g_resource_lookup_data (hg_model_get_resource (), SCHEMA_PATH,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL)
    {
      g_critical ("The save file schema is missing: %s", error->message);
      return NULL;
    }

  text = g_bytes_get_data (bytes, &len);
  ctxt = xmlRelaxNGNewMemParserCtxt (text, (int) len);
  xmlRelaxNGSetParserStructuredErrors (ctxt, ignore_structured_error, NULL);
  schema = xmlRelaxNGParse (ctxt);
  xmlRelaxNGFreeParserCtxt (ctxt);

  if (schema == NULL)
    g_critical ("The save file schema does not compile");

  return schema;
}

static xmlRelaxNGPtr
get_schema (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, compile_schema, NULL);
  return once.retval;
}

/* Parsing with guards ---------------------------------------------------- */

typedef struct {
  guint                   depth;
  gboolean                forbidden;   /* DOCTYPE or entity declaration */
  gboolean                too_deep;
  char                   *first_error;
  int                     first_error_line;
  startElementNsSAX2Func  start;
  endElementNsSAX2Func    end;
} ParseGuard;

static ParseGuard *
guard_of (void *ctx)
{
  xmlParserCtxtPtr ctxt = ctx;

  return ctxt->_private;
}

static void
guard_forbid (void *ctx)
{
  guard_of (ctx)->forbidden = TRUE;
  xmlStopParser ((xmlParserCtxtPtr) ctx);
}

static void
guard_internal_subset (void          *ctx,
                       const xmlChar *name,
                       const xmlChar *external_id,
                       const xmlChar *system_id)
{
  guard_forbid (ctx);
}

static void
guard_entity_decl (void          *ctx,
                   const xmlChar *name,
                   int            type,
                   const xmlChar *public_id,
                   const xmlChar *system_id,
                   xmlChar       *content)
{
  guard_forbid (ctx);
}

static void
guard_reference (void          *ctx,
                 const xmlChar *name)
{
  guard_forbid (ctx);
}

static void
guard_start (void           *ctx,
             const xmlChar  *localname,
             const xmlChar  *prefix,
             const xmlChar  *uri,
             int             nb_namespaces,
             const xmlChar **namespaces,
             int             nb_attributes,
             int             nb_defaulted,
             const xmlChar **attributes)
{
  ParseGuard *guard = guard_of (ctx);

  if (++guard->depth > HG_SAVE_MAX_DEPTH)
    {
      guard->too_deep = TRUE;
      xmlStopParser ((xmlParserCtxtPtr) ctx);
      return;
    }

  guard->start (ctx, localname, prefix, uri, nb_namespaces, namespaces,
                nb_attributes, nb_defaulted, attributes);
}

static void
guard_end (void          *ctx,
           const xmlChar *localname,
           const xmlChar *prefix,
           const xmlChar *uri)
{
  ParseGuard *guard = guard_of (ctx);

  if (guard->depth > 0)
    guard->depth--;
  guard->end (ctx, localname, prefix, uri);
}

static void
guard_error (void        *ctx,
             xmlErrorPtr  error)
{
  ParseGuard *guard = guard_of (ctx);

  if (guard->first_error == NULL && error != NULL && error->message != NULL)
    {
      guard->first_error = g_strchomp (g_strdup (error->message));
      guard->first_error_line = error->line;
    }
}

static gboolean
contains (const char *data,
          gsize       len,
          const char *needle)
{
  gsize n = strlen (needle);

  if (len < n)
    return FALSE;
  for (gsize i = 0; i + n <= len; i++)
    if (data[i] == needle[0] && memcmp (data + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

/* Whether bytes that are not well-formed XML are a saved game cut short or
 * damaged: they name the document element, or they are the start of what
 * hg_game_to_bytes() writes. */
static gboolean
looks_like_save (const char *data,
                 gsize       len)
{
  static const char start[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hunters-gatherers-save";

  if (contains (data, len, "<hunters-gatherers-save"))
    return TRUE;
  return len > 0 && len < sizeof start - 1 && memcmp (data, start, len) == 0;
}

/* libxml2 reports some faults (bad encodings, I/O) through its generic
 * error function, which prints to stderr; while a save file is read they
 * go nowhere: the GError says what is wrong.  The handler is per thread. */
void
hg_xml_silent_error (void       *ctx,
                      const char *msg,
                      ...)
{
}

xmlDocPtr
hg_xml_parse (const char  *data,
                gsize        len,
                const char  *name,
                GError     **error)
{
  ParseGuard guard = { 0 };
  xmlParserCtxtPtr ctxt;
  xmlDocPtr doc;
  int options = XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_NOERROR |
                XML_PARSE_NOWARNING | XML_PARSE_NOCDATA;

  /* A cheap first look: save files never declare anything. */
  if (contains (data, len, "<!DOCTYPE") || contains (data, len, "<!ENTITY"))
    {
      /* TRANSLATORS: %s is a file name */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN,
                   _("%s: the file contains a document type or entity declaration, which save files never have"),
                   name);
      return NULL;
    }

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_NOT_XML,
                   _("%s: out of memory"), name);
      return NULL;
    }

  ctxt->_private = &guard;
  guard.start = ctxt->sax->startElementNs;
  guard.end = ctxt->sax->endElementNs;
  ctxt->sax->startElementNs = guard_start;
  ctxt->sax->endElementNs = guard_end;
  ctxt->sax->internalSubset = guard_internal_subset;
  ctxt->sax->externalSubset = guard_internal_subset;
  ctxt->sax->entityDecl = guard_entity_decl;
  ctxt->sax->reference = guard_reference;
  ctxt->sax->serror = guard_error;

  doc = xmlCtxtReadMemory (ctxt, data, (int) len, NULL, NULL, options);

  if (guard.forbidden || guard.too_deep)
    {
      if (guard.too_deep)
        g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN,
                     _("%s: elements are nested more than %d deep, which save files never are"),
                     name, HG_SAVE_MAX_DEPTH);
      else
        g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN,
                     _("%s: the file contains a document type, entity declaration or entity reference, which save files never have"),
                     name);
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc == NULL || !ctxt->wellFormed)
    {
      if (guard.first_error != NULL)
        /* TRANSLATORS: a file name, a line number and libxml2's message */
        g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_NOT_XML,
                     _("%s: not a well-formed XML document (line %d: %s)"),
                     name, guard.first_error_line, guard.first_error);
      else
        g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_NOT_XML,
                     _("%s: not a well-formed XML document"), name);
      hg_save_error_set_damaged (error, looks_like_save (data, len));
      g_clear_pointer (&doc, xmlFreeDoc);
    }

  ctxt->_private = NULL;
  xmlFreeParserCtxt (ctxt);
  g_free (guard.first_error);

  return doc;
}

/* Reading the tree ------------------------------------------------------- */

typedef struct {
  char *message;
  int   line;
} ValidError;

static void
valid_error (void        *data,
             xmlErrorPtr  error)
{
  ValidError *valid = data;

  if (valid->message == NULL && error != NULL && error->message != NULL)
    {
      valid->message = g_strchomp (g_strdup (error->message));
      valid->line = error->line;
    }
}

gboolean
hg_xml_validate (xmlDocPtr    doc,
                   const char  *name,
                   GError     **error)
{
  xmlRelaxNGPtr schema = get_schema ();
  xmlRelaxNGValidCtxtPtr vctxt;
  ValidError valid = { NULL, 0 };
  int ret;

  if (schema == NULL)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: cannot check the file: the save file schema is missing"), name);
      return FALSE;
    }

  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, valid_error, &valid);
  ret = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);

  if (ret != 0)
    {
      if (valid.message != NULL)
        /* TRANSLATORS: a file name, a line number and libxml2's message */
        g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                     _("%s: not a valid save file (line %d: %s)"),
                     name, valid.line, valid.message);
      else
        g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                     _("%s: not a valid save file"), name);
      g_free (valid.message);
      return FALSE;
    }

  g_free (valid.message);
  return TRUE;
}

char *
hg_xml_get_attr (xmlNodePtr  node,
          const char *attr)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) attr);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

char *
hg_xml_get_text (xmlNodePtr node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy;

  if (value == NULL)
    return g_strdup ("");
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

gboolean
hg_xml_is_element (xmlNodePtr  node,
            const char *element)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         strcmp ((const char *) node->name, element) == 0;
}

xmlNodePtr
hg_xml_first_child (xmlNodePtr  parent,
             const char *element)
{
  for (xmlNodePtr child = parent->children; child != NULL; child = child->next)
    if (hg_xml_is_element (child, element))
      return child;
  return NULL;
}

/* Reads an integer attribute in [@min, @max]. */
gboolean
hg_xml_get_int_attr (xmlNodePtr   node,
              const char  *attr,
              gint64       min,
              gint64       max,
              gint64      *out,
              const char  *name,
              GError     **error)
{
  g_autofree char *value = hg_xml_get_attr (node, attr);

  if (value == NULL ||
      !g_ascii_string_to_signed (value, 10, min, max, out, NULL))
    {
      /* TRANSLATORS: file name, attribute, element, line */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: attribute “%s” of <%s> (line %ld) is missing or out of range"),
                   name, attr, (const char *) node->name, xmlGetLineNo (node));
      return FALSE;
    }
  return TRUE;
}

void
hg_xml_prepare (void)
{
  (void) get_schema ();
}
