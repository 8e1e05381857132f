import { z } from 'zod';
import { generatorOutlines } from '#data/tools/blog-generator.ts';
import { draftFromOutline, draftSlugs } from '#lib/blog-generator/draft.ts';
import { getDb } from '#lib/db/client.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { createDraftUnderFreeSlug } from '#lib/posts/admin.ts';
import { postInput } from '#lib/posts/input.ts';
import { postJson } from '#lib/posts/json.ts';

export const prerender = false;

const fromOutline = z.object({
  /** The outline's short name in the blog-outlines page document. */
  outline: z.string({ error: 'Choose an outline.' }).max(100),
});

/**
 * POST /api/admin/posts/from-outline {outline}: a new draft from one of /blog-generator's outlines
 * (the blog-outlines page document) (title, headings, meta description and focus keyword filled in), 201 with the post; 404
 * for an unknown outline.
 */
export const POST = adminWrite(
  fromOutline,
  async (context, user, { outline }) => {
    const found = (await generatorOutlines(context)).find((named) => named.id === outline);
    if (!found) {
      return apiError(404, 'That outline does not exist.', {
        fields: { outline: 'Unknown outline.' },
      });
    }
    const draft = draftFromOutline(found.outline);
    const post = await createDraftUnderFreeSlug(
      await getDb(),
      user,
      postInput.parse(draft),
      draftSlugs(draft.slug),
    );
    return json({ post: postJson(post) }, 201);
  },
  { resource: 'posts', action: 'create' },
);
