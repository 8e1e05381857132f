/** Posts made and changed straight through the admin API, for specs about what happens next. */
import { expect, type APIRequestContext } from '@playwright/test';
import { jsonWrite } from './admin.ts';

export interface ApiPost {
  id: string;
  slug: string;
  title: string;
  version: number;
  status: 'draft' | 'scheduled' | 'published';
  publishedAt: string | null;
  content: string;
  focusKeyword: string;
}

export interface PostsApi {
  create(fields: { slug: string; title: string } & Record<string, unknown>): Promise<ApiPost>;
  update(post: ApiPost, fields: Record<string, unknown>): Promise<ApiPost>;
  publish(post: ApiPost, publishAt?: Date): Promise<ApiPost>;
  /** The post as saved now. */
  get(id: string): Promise<ApiPost>;
  /** One page of the admin's list; `search` is its query string. */
  list(search: string): Promise<ApiPost[]>;
}

/** Every field a post needs, tagged with the first audience, stage and topic. */
export async function postsApi(request: APIRequestContext, baseURL: string): Promise<PostsApi> {
  const headers = jsonWrite(baseURL);
  const taxonomies = (await (await request.get('/api/admin/taxonomies')).json()) as Record<
    'personas' | 'journeyStages' | 'topics',
    { id: string }[]
  >;
  const base = {
    excerpt:
      'How a small firm kept its backups safe from ransomware, and what it changed in its first month.',
    content: '## What changed\n\nThe firm moved one backup copy off site and made it immutable.',
    coverImageUrl: '/images/insights/backup-recovery.svg',
    category: 'Managed Services',
    personaIds: [taxonomies.personas[0]!.id],
    journeyStageIds: [taxonomies.journeyStages[0]!.id],
    topicIds: [taxonomies.topics[0]!.id],
  };
  const fieldsOf = new Map<string, Record<string, unknown>>();
  const answer = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return ((await response.json()) as { post: ApiPost }).post;
  };
  return {
    async create(fields) {
      const all = { ...base, ...fields };
      const post = await answer(await request.post('/api/admin/posts', { headers, data: all }));
      fieldsOf.set(post.id, all);
      return post;
    },
    async update(post, fields) {
      const all = { ...fieldsOf.get(post.id), ...fields };
      const next = await answer(
        await request.put(`/api/admin/posts/${post.id}`, {
          headers: { ...headers, 'If-Match': `"${post.version}"` },
          data: all,
        }),
      );
      fieldsOf.set(post.id, all);
      return next;
    },
    async get(id) {
      const response = await request.get(`/api/admin/posts/${id}`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { post: ApiPost }).post;
    },
    async list(search) {
      const response = await request.get(`/api/admin/posts${search}`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { posts: ApiPost[] }).posts;
    },
    async publish(post, publishAt) {
      return answer(
        await request.post(`/api/admin/posts/${post.id}/publish`, {
          headers: { ...headers, 'If-Match': `"${post.version}"` },
          data: { published: true, ...(publishAt && { publishAt: publishAt.toISOString() }) },
        }),
      );
    },
  };
}
