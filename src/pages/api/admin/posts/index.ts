import { getDb } from '#lib/db/client.ts';
import { createPost, listPosts } from '#lib/content/admin-posts.ts';
import { postJson } from '#lib/content/admin-json.ts';
import { postInput } from '#lib/content/post-input.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

export const GET = adminRoute(async () => {
  const posts = await listPosts(await getDb());
  return json({ posts: posts.map(postJson) });
});

export const POST = adminWrite(postInput, async (_context, user, input) => {
  const post = await createPost(await getDb(), input, user.id);
  sitePublisher().contentChanged(`Created the draft “${post.title}”`);
  return json({ post: postJson(post) }, 201);
});
