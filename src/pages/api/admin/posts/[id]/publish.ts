import { z } from 'zod';
import { getDb } from '../../../../../lib/db/client.ts';
import { setPublished } from '../../../../../lib/content/admin-posts.ts';
import { postJson } from '../../../../../lib/content/admin-json.ts';
import { publishInput } from '../../../../../lib/content/post-input.ts';
import { adminWrite } from '../../../../../lib/http/admin-route.ts';
import { apiError, json } from '../../../../../lib/http/api.ts';
import { sitePublisher } from '../../../../../lib/publishing/index.ts';

export const prerender = false;

export const POST = adminWrite(publishInput, async ({ params }, _user, { published }) => {
  if (!z.uuid().safeParse(params.id).success || !params.id) {
    return apiError(404, 'That post does not exist (it may have been deleted).');
  }
  const post = await setPublished(await getDb(), params.id, published);
  sitePublisher().contentChanged();
  return json({ post: postJson(post) });
});
