/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-xml-reader.c: reading an untrusted XML document safely, and checking
 * it against the save file schema.
 *
 * At most HG_SAVE_MAX_SIZE bytes (checked by the caller), UTF-8 only, no
 * DOCTYPE and no entity declarations or references (the parser stops at
 * the first one), no network, no external anything, at most
 * HG_SAVE_MAX_DEPTH levels of elements, HG_SAVE_MAX_NODES elements,
 * HG_SAVE_MAX_ATTRIBUTES attributes on one element and
 * HG_SAVE_MAX_REFERENCES references, so that no file takes long to
 * refuse.  Every fault is a GError in HG_SAVE_ERROR that names the
 * file. */

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

/* The first look at the bytes, before the parser. */
typedef enum {
  SCAN_OK,
  SCAN_ENCODING,     /* a byte order mark of UTF-16 or UTF-32 */
  SCAN_DECLARATION,  /* <!DOCTYPE, <!ENTITY, ... */
  SCAN_ATTRIBUTES,   /* more than HG_SAVE_MAX_ATTRIBUTES on one element */
  SCAN_NODES,        /* more than HG_SAVE_MAX_NODES */
  SCAN_REFERENCES,   /* more than HG_SAVE_MAX_REFERENCES */
} ScanResult;

/* The bytes that end a run of plain bytes inside a tag. */
static const guint8 tag_special[256] = {
  ['"'] = 1, ['\''] = 1, ['='] = 1, ['<'] = 1, ['>'] = 1, ['&'] = 1,
};

static gboolean
has_prefix (const char *data,
            gsize       len,
            gsize       at,
            const char *prefix)
{
  gsize n = strlen (prefix);

  return at + n <= len && memcmp (data + at, prefix, n) == 0;
}

/* The index past the first @end at or after @at, or @len. */
static gsize
skip_past (const char *data,
           gsize       len,
           gsize       at,
           const char *end)
{
  gsize n = strlen (end);

  while (at + n <= len)
    {
      const char *hit = memchr (data + at, end[0], len - at - n + 1);

      if (hit == NULL)
        break;
      at = hit - data;
      if (memcmp (hit, end, n) == 0)
        return at + n;
      at++;
    }
  return len;
}

/* One pass over @data, which the parser reads as UTF-8 (so every '<',
 * '&', '=' and quote is one byte of its own), so that no file costs the
 * parser much: no declarations; no tag with more than
 * HG_SAVE_MAX_ATTRIBUTES attributes (counted as its '=' outside quoted
 * values: libxml2 compares each attribute of an element with each other
 * one, so a file of many attributes would take minutes); at most
 * HG_SAVE_MAX_NODES elements, comments, processing instructions and CDATA
 * sections, and HG_SAVE_MAX_REFERENCES references ('&'). */
static ScanResult
scan (const char *data,
      gsize       len)
{
  guint n_nodes = 0, n_references = 0;
  gsize i = 0;

  if (len >= 2 && (((guchar) data[0] == 0xfe && (guchar) data[1] == 0xff) ||
                   ((guchar) data[0] == 0xff && (guchar) data[1] == 0xfe)))
    return SCAN_ENCODING;
  if (len >= 4 && data[0] == 0 && data[1] == 0 &&
      (guchar) data[2] == 0xfe && (guchar) data[3] == 0xff)
    return SCAN_ENCODING;

  while (i < len)
    {
      const char *lt = memchr (data + i, '<', len - i);
      gsize text_end = lt != NULL ? (gsize) (lt - data) : len;
      guint n_attributes = 0;

      /* References in the text before the tag. */
      for (const char *amp = memchr (data + i, '&', text_end - i); amp != NULL;
           amp = memchr (amp + 1, '&', text_end - (amp + 1 - data)))
        if (++n_references > HG_SAVE_MAX_REFERENCES)
          return SCAN_REFERENCES;
      if (lt == NULL)
        break;
      i = text_end;

      if (has_prefix (data, len, i, "<!--"))
        {
          i = skip_past (data, len, i + 4, "-->");
          if (++n_nodes > HG_SAVE_MAX_NODES)
            return SCAN_NODES;
          continue;
        }
      if (has_prefix (data, len, i, "<![CDATA["))
        {
          i = skip_past (data, len, i + 9, "]]>");
          if (++n_nodes > HG_SAVE_MAX_NODES)
            return SCAN_NODES;
          continue;
        }
      if (has_prefix (data, len, i, "<?"))
        {
          i = skip_past (data, len, i + 2, "?>");
          if (++n_nodes > HG_SAVE_MAX_NODES)
            return SCAN_NODES;
          continue;
        }
      if (has_prefix (data, len, i, "<!"))
        return SCAN_DECLARATION;
      if (!has_prefix (data, len, i, "</") && ++n_nodes > HG_SAVE_MAX_NODES)
        return SCAN_NODES;

      /* The tag, up to its '>' (or a '<', where the parser stops). */
      for (i++; i < len; i++)
        {
          char c;

          while (i < len && !tag_special[(guchar) data[i]])
            i++;
          if (i == len)
            break;
          c = data[i];
          if (c == '"' || c == '\'')
            {
              /* A quoted value: only its references count. */
              const char *close = memchr (data + i + 1, c, len - i - 1);
              gsize value_end = close != NULL ? (gsize) (close - data) : len;

              for (const char *amp = memchr (data + i + 1, '&', value_end - i - 1); amp != NULL;
                   amp = memchr (amp + 1, '&', value_end - (amp + 1 - data)))
                if (++n_references > HG_SAVE_MAX_REFERENCES)
                  return SCAN_REFERENCES;
              i = value_end;
            }
          else if (c == '=')
            {
              if (++n_attributes > HG_SAVE_MAX_ATTRIBUTES)
                return SCAN_ATTRIBUTES;
            }
          else if (c == '&')
            {
              if (++n_references > HG_SAVE_MAX_REFERENCES)
                return SCAN_REFERENCES;
            }
          else if (c == '>')
            {
              i++;
              break;
            }
          else
            break;   /* '<': the next tag starts here */
        }
    }

  return SCAN_OK;
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
                XML_PARSE_NOWARNING | XML_PARSE_NOCDATA | XML_PARSE_IGNORE_ENC;

  /* A cheap first look: save files are UTF-8, never declare anything, and
   * have few attributes on an element. */
  switch (scan (data, len))
    {
    case SCAN_ENCODING:
      /* TRANSLATORS: %s is a file name */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN,
                   _("%s: the file is in UTF-16 or UTF-32; save files are UTF-8"), name);
      return NULL;
    case SCAN_DECLARATION:
      /* TRANSLATORS: %s is a file name */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN,
                   _("%s: the file contains a document type or entity declaration, which save files never have"),
                   name);
      return NULL;
    case SCAN_ATTRIBUTES:
      /* TRANSLATORS: %s is a file name, %d a number */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN,
                   _("%s: an element has more than %d attributes, which no save file has"),
                   name, HG_SAVE_MAX_ATTRIBUTES);
      return NULL;
    case SCAN_NODES:
      /* TRANSLATORS: %s is a file name, %d a number */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN,
                   _("%s: the file has more than %d elements, comments and processing instructions, which no save file has"),
                   name, HG_SAVE_MAX_NODES);
      return NULL;
    case SCAN_REFERENCES:
      /* TRANSLATORS: %s is a file name, %d a number */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN,
                   _("%s: the file has more than %d character references, which no save file has"),
                   name, HG_SAVE_MAX_REFERENCES);
      return NULL;
    case SCAN_OK:
    default:
      break;
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

  /* Read as UTF-8 whatever the file declares (XML_PARSE_IGNORE_ENC). */
  doc = xmlCtxtReadMemory (ctxt, data, (int) len, NULL, "UTF-8", options);

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
  xmlDocPtr  doc;
  char      *message;
  int        line;
} ValidError;

/* The only element named @name under @node, or NULL. */
static xmlNodePtr
only_element (xmlNodePtr  node,
              const char *name,
              guint      *n_found)
{
  xmlNodePtr found = NULL;

  for (; node != NULL; node = node->next)
    {
      xmlNodePtr below;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (strcmp ((const char *) node->name, name) == 0 && (*n_found)++ == 0)
        found = node;
      below = only_element (node->children, name, n_found);
      if (found == NULL)
        found = below;
    }
  return *n_found == 1 ? found : NULL;
}

/* The node at fault in @error, from what its message says when libxml2
 * got it wrong: for a fault of an element's attributes it gives no node
 * (line 0) or the element's first child (the line after), and for text
 * where none may be it gives the element that holds the text. */
static xmlNodePtr
fault_node (xmlDocPtr    doc,
            xmlErrorPtr  error)
{
  xmlNodePtr node = error->node;
  const char *message = error->message;
  const char *named = NULL;
  g_autofree char *name = NULL;

  if (g_str_has_prefix (message, "Element "))
    named = message + strlen ("Element ");
  else if (g_str_has_prefix (message, "Datatype element "))
    named = message + strlen ("Datatype element ");
  else if (strstr (message, " for element ") != NULL)
    named = strstr (message, " for element ") + strlen (" for element ");
  if (named != NULL)
    name = g_strndup (named, strcspn (named, " :\n"));

  if (name != NULL && node == NULL)
    {
      guint n_found = 0;

      node = only_element (xmlDocGetRootElement (doc), name, &n_found);
    }
  else if (name != NULL && node->type == XML_ELEMENT_NODE &&
           strcmp ((const char *) node->name, name) != 0 &&
           node->parent != NULL && node->parent->type == XML_ELEMENT_NODE &&
           strcmp ((const char *) node->parent->name, name) == 0)
    node = node->parent;

  /* Content where none may be: the text or the element it names. */
  if (node != NULL && node->type == XML_ELEMENT_NODE)
    {
      const char *extra = strstr (message, "extra content: ");
      g_autofree char *what = NULL;

      if (extra != NULL)
        what = g_strndup (extra + strlen ("extra content: "),
                          strcspn (extra + strlen ("extra content: "), " \n"));
      else if (strstr (message, "got text") != NULL)
        what = g_strdup ("text");

      for (xmlNodePtr child = what != NULL ? node->children : NULL; child != NULL; child = child->next)
        if (strcmp (what, "text") == 0 ? child->type == XML_TEXT_NODE && !xmlIsBlankNode (child)
                                       : hg_xml_is_element (child, what))
          return child;
    }

  return node;
}

/* The line of @node; for text, of its first character that is not
 * blank (libxml2 gives the line where the text ends). */
static long
node_line (xmlNodePtr node)
{
  long line = node != NULL ? xmlGetLineNo (node) : -1;

  if (line > 0 && node->type == XML_TEXT_NODE && node->content != NULL)
    {
      const char *text = (const char *) node->content;
      gsize blank = strspn (text, " \t\r\n");

      for (const char *p = text + blank; *p != '\0'; p++)
        if (*p == '\n')
          line--;
    }
  return line;
}

static void
valid_error (void        *data,
             xmlErrorPtr  error)
{
  ValidError *valid = data;

  if (valid->message == NULL && error != NULL && error->message != NULL)
    {
      xmlNodePtr node = fault_node (valid->doc, error);
      long line = node_line (node);

      valid->message = g_strchomp (g_strdup (error->message));
      valid->line = line > 0 ? (int) MIN (line, G_MAXINT) : error->line;
    }
}

gboolean
hg_xml_validate (xmlDocPtr    doc,
                   const char  *name,
                   GError     **error)
{
  xmlRelaxNGPtr schema = get_schema ();
  xmlRelaxNGValidCtxtPtr vctxt;
  ValidError valid = { doc, NULL, 0 };
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
      if (valid.message != NULL && valid.line > 0)
        /* TRANSLATORS: a file name, a line number and libxml2's message */
        g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                     _("%s: not a valid save file (line %d: %s)"),
                     name, valid.line, valid.message);
      else if (valid.message != NULL)
        /* TRANSLATORS: a file name and libxml2's message */
        g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                     _("%s: not a valid save file (%s)"), name, valid.message);
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
