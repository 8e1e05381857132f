/**
 * What the post editor adds on the database side, through the admin routes on PGlite and on
 * Postgres 15: a draft started from a blog outline, and library images in a post's body (checked
 * on save, counted as uses, and rendered as <picture>s of their variants on the public page, a
 * missing or undecodable one left out without failing the build).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listActivity } from '#lib/audit/activity.ts';
import { seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { insertImage, listMedia } from '#lib/media/admin.ts';
import { allInsights } from '#lib/posts/queries.ts';
import { postHtml } from '#lib/posts/renderable.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import * as fromOutline from '#pages/api/admin/posts/from-outline.ts';
import * as posts from '#pages/api/admin/posts/index.ts';
import * as post from '#pages/api/admin/posts/[id].ts';
import * as publish from '#pages/api/admin/posts/[id]/publish.ts';
import * as image from '#pages/api/admin/media/[id].ts';
import { adminDatabase, callRoute } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';
import { noise, truncatedJpeg } from '#test-support/images.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());

interface PostJson {
  id: string;
  slug: string;
  title: string;
  content: string;
  version: number;
  status: string;
  excerpt: string;
  metaDescription: string;
  focusKeyword: string;
  category: string;
  coverImageUrl: string;
}

describe.each(engines)('the post editor on $name', (engine) => {
  const database = adminDatabase(engine, admin, (handle) => applySeed(handle.db, seed));

  describe('a draft from a blog outline', () => {
    const start = (outline: unknown) =>
      callRoute(fromOutline.POST, {
        method: 'POST',
        path: '/api/admin/posts/from-outline',
        body: { outline },
      });

    it('is created with the outline’s title, headings, description and keyword, and logged', async () => {
      const answer = await start('cloud-migration-strategy');
      expect(answer.status).toBe(201);
      const draft = (answer.json as { post: PostJson }).post;
      expect(draft).toMatchObject({
        title: 'Cloud Migration Strategy: A Step-by-Step Guide for Small and Mid-Sized Businesses',
        slug: 'cloud-migration-strategy-guide',
        status: 'draft',
        focusKeyword: 'cloud migration strategy',
        category: 'Cloud Solutions',
        coverImageUrl: '/images/insights/cloud.svg',
        version: 1,
      });
      expect(draft.metaDescription).toMatch(/^Plan your cloud migration strategy in four phases/);
      expect(draft.excerpt).toBe(draft.metaDescription);
      expect(draft.content).toMatch(/^## Why a Cloud Migration Strategy Matters Before You Move\n/);
      expect(draft.content).toContain('\n### ');
      expect(draft.content).not.toMatch(/^# /m);
      const { entries } = await listActivity(database.handle.db, { page: 1 });
      expect(entries[0]).toMatchObject({ subjectId: draft.id, action: 'post.created' });
    });

    it('takes the next free slug when the outline’s is taken', async () => {
      const again = (await start('cloud-migration-strategy')).json as { post: PostJson };
      expect(again.post.slug).toBe('cloud-migration-strategy-guide-2');
    });

    it.each([
      ['an unknown outline', 'no-such-outline', 404],
      ['no outline', undefined, 400],
      ['a number', 42, 400],
    ])('refuses %s with %i and creates nothing', async (_name, outline, status) => {
      const before = (await allDrafts()).length;
      expect((await start(outline)).status).toBe(status);
      expect((await allDrafts()).length).toBe(before);
    });

    const allDrafts = async () =>
      (
        (await callRoute(posts.GET, { method: 'GET', path: '/api/admin/posts?status=draft' }))
          .json as { posts: PostJson[] }
      ).posts;
  });

  describe('library images in the body', () => {
    const photo = async (width: number, height: number) =>
      new Uint8Array(await noise(width, height).jpeg().toBuffer());
    const store = async (name: string, bytes: Uint8Array, width: number, height: number) =>
      insertImage(database.handle.db, {
        bytes,
        type: 'image/jpeg',
        width,
        height,
        filename: name,
        alt: `Library alt of ${name}`,
        uploadedBy: admin.email,
      });
    const fields = async (slug: string, content: string) => {
      const taxonomies = await allTaxonomies(database.handle.db);
      return {
        title: `Body images ${slug}`,
        slug,
        excerpt: 'Pictures in the body.',
        content,
        coverImageUrl: '/images/insights/cloud.svg',
        category: 'Cloud Solutions',
        personaIds: [taxonomies.personas[0]!.id],
        journeyStageIds: [taxonomies.journeyStages[0]!.id],
        topicIds: [taxonomies.topics[0]!.id],
      };
    };
    const create = async (slug: string, content: string) =>
      callRoute(posts.POST, {
        method: 'POST',
        path: '/api/admin/posts',
        body: await fields(slug, content),
      });

    it('refuses an image without alt text, or one not in the library, on the content field', async () => {
      const rack = await store('rack.jpg', await photo(1000, 600), 1000, 600);
      const noAlt = await create('body-no-alt', `Text.\n\n![](/media/${rack.id})`);
      expect(noAlt.status).toBe(400);
      expect((noAlt.json as { fields: Record<string, string> }).fields.content).toMatch(
        /an image without alt text .*describe each image/,
      );
      const missing = randomUUID();
      const gone = await create('body-missing', `![A rack](/media/${missing})`);
      expect(gone.status).toBe(400);
      expect((gone.json as { fields: Record<string, string> }).fields.content).toBe(
        `The content shows an image that is not in the media library (it may have been deleted): /media/${missing}. Insert it again from the library, or remove it.`,
      );
    });

    it('shows each as the <picture> of its variants, leaves out one that does not decode, and counts each as a use', async () => {
      const rack = await store('body-rack.jpg', await photo(2000, 1000), 2000, 1000);
      const broken = await store('body-broken.jpg', await truncatedJpeg(), 1200, 800);
      const answer = await create(
        'body-pictures',
        `Before.\n\n![The rack, labelled](/media/${rack.id})\n\nMiddle ![Cut short](/media/${broken.id}) after.`,
      );
      expect(answer.status).toBe(201);
      const created = (answer.json as { post: PostJson }).post;
      const published = await callRoute(publish.POST, {
        method: 'POST',
        path: `/api/admin/posts/${created.id}/publish`,
        params: { id: created.id },
        body: { published: true },
        headers: { 'if-match': `"${created.version}"` },
      });
      expect(published.status).toBe(200);

      const insight = (await allInsights(database.handle.db)).find((p) => p.id === created.id)!;
      expect(insight.bodyImages.map((i) => i.id)).toEqual([rack.id]);
      const html = postHtml(insight);
      expect(html).toContain(
        `<source type="image/avif" srcset="${[480, 800, 1200, 1600].map((w) => `/media/${rack.id}/${w}.avif ${w}w`).join(', ')}"`,
      );
      expect(html).toMatch(
        new RegExp(
          `<img src="/media/${rack.id}/1200\\.webp" srcset="[^"]+" sizes="[^"]+" alt="The rack, labelled" width="1200" height="600" loading="lazy" decoding="async">`,
        ),
      );
      expect(html).not.toContain(broken.id);
      expect(html).toContain('<p>Middle  after.</p>');

      const uses = await listMedia(database.handle.db);
      expect(uses.find((i) => i.id === rack.id)?.usedBy).toEqual([
        { kind: 'post', id: created.id, title: created.title },
      ]);
      const refused = await callRoute(image.DELETE, {
        method: 'DELETE',
        path: `/api/admin/media/${rack.id}`,
        params: { id: rack.id },
      });
      expect(refused.status).toBe(409);

      // Taken out of the body, the image is free to delete.
      const saved = await callRoute(post.PUT, {
        method: 'PUT',
        path: `/api/admin/posts/${created.id}`,
        params: { id: created.id },
        body: await fields('body-pictures', 'Before.'),
        headers: { 'if-match': `"${(published.json as { post: PostJson }).post.version}"` },
      });
      expect(saved.status).toBe(200);
      expect((await listMedia(database.handle.db)).find((i) => i.id === rack.id)?.usedBy).toEqual(
        [],
      );
    });
  });
});
