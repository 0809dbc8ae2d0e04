/* SPDX-License-Identifier: GPL-3.0-or-later */
/* panels-test-util.c: helpers of the side panel, dialog and layout tests. */
#include "config.h"

#include "panels-test-util.h"

static gboolean
frames_cb (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

void
panels_test_wait_for_frames (GtkWidget *widget)
{
  guint frames = 0;
  guint id;

  /* No timeout: if the widget never shows, the harness stops the test. */
  while (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) <= 0)
    g_main_context_iteration (NULL, TRUE);
  id = gtk_widget_add_tick_callback (widget, frames_cb, &frames, NULL);
  gtk_widget_queue_draw (widget);
  while (frames < 3)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, id);
}

GdkTexture *
panels_test_save_png (GtkWidget  *widget,
                      const char *filename)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  GdkTexture *texture;
  const char *output = g_getenv ("HG_TEST_OUTPUT");
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_render_node_unref (node);

  if (output == NULL)
    output = g_get_tmp_dir ();
  g_assert_cmpint (g_mkdir_with_parents (output, 0755), ==, 0);
  path = g_build_filename (output, filename, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("wrote %s", path);
  return texture;
}

HgGame *
panels_test_new_game (guint   n_players,
                      guint32 seed)
{
  static const char * const names[] = { "Ana", "Ben", "Cy", "Dan", "Eve" };
  g_autoptr(GError) error = NULL;
  HgSetup setup;
  HgGame *game;

  hg_setup_shuffle (&setup, n_players, seed);
  game = hg_game_new (&setup, names, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

void
panels_test_play_one (HgGame *game,
                      GRand  *rng)
{
  g_autoptr(GArray) moves = hg_game_get_legal_moves (game);
  g_autoptr(GPtrArray) with_figure = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const HgMove *move;

  g_assert_cmpuint (moves->len, >, 0);
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, HgMove, i).role != HG_ROLE_NONE)
      g_ptr_array_add (with_figure, &g_array_index (moves, HgMove, i));

  if (with_figure->len > 0 && g_rand_boolean (rng))
    move = g_ptr_array_index (with_figure, g_rand_int_range (rng, 0, (int) with_figure->len));
  else
    move = &g_array_index (moves, HgMove, g_rand_int_range (rng, 0, (int) moves->len));

  g_assert_true (hg_game_play (game, move, &error));
  g_assert_no_error (error);
}

GtkWidget *
panels_test_find (GtkWidget  *widget,
                  GType       type,
                  const char *icon_name)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type)
      && (icon_name == NULL
          || (GTK_IS_BUTTON (widget)
              && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon_name) == 0)))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = panels_test_find (child, type, icon_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}
