/**
 * Roles on every admin route, on PGlite and a real Postgres 15: a table of route × role × expected
 * status, called in-process as an owner, an editor, a contributor and nobody. The table must name
 * every method of every file under src/pages/api/admin/: a route added without a row fails here
 * (and one that states no role is for owners only, so it fails safe). Every 403 carries a message
 * and changes nothing (no activity entry, no revision).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIContext, APIRoute } from 'astro';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedInAdmin } from '#lib/auth/types.ts';
import { seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { eq } from 'drizzle-orm';
import { adminUsers, contentRevisions, importJobs } from '#lib/db/schema.ts';
import { versionedKinds } from '#lib/revisions/document.ts';
import { insertLead } from '#lib/leads/store.ts';
import { insertImage } from '#lib/media/admin.ts';
import { createPost, deletePost, setPublished } from '#lib/posts/admin.ts';
import { CONTRIBUTOR_MESSAGES } from '#lib/content/versioned.ts';
import type { Collection } from '#lib/collections/define.ts';
import { SITE_COLLECTIONS } from '#lib/collections/site.ts';
import { locations } from '#lib/locations/collection.ts';
import { landingPages } from '#lib/landing-pages/collection.ts';
import { LANDING_PAGE_TEMPLATES } from '#lib/landing-pages/templates.ts';
import { createTaxonomy } from '#lib/taxonomies/admin.ts';
import { invitePerson } from '#lib/people/admin.ts';
import { readPageDocument, savePageDocument } from '#lib/pages/admin.ts';
import { DOCUMENT_KEYS } from '#lib/pages/registry.ts';
import { retirablePath } from '#lib/pages/retirable.ts';
import { ROLES, type Role } from '#lib/people/fields.ts';
import {
  may,
  mayChange,
  type Action,
  type RecordChange,
  type Resource,
} from '#lib/access/policy.ts';
import { resourceOf, type AdminApiRoute } from '#lib/http/admin-route.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { createRedirect } from '#lib/redirects/admin.ts';
import { redirectInput } from '#lib/redirects/input.ts';
import { adminDatabase, callRoute, signInAs, type RouteCall } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const ROUTES_DIR = join(process.cwd(), 'src', 'pages', 'api', 'admin');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every `file method` the admin API answers, found on disk. */
const routeFiles = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => relative(ROUTES_DIR, join(ROUTES_DIR, file)).split(sep).join('/'))
  .sort();
const modules = new Map<string, Record<string, unknown>>();
for (const file of routeFiles) {
  modules.set(
    file,
    (await import(pathToFileURL(join(ROUTES_DIR, file)).href)) as Record<string, unknown>,
  );
}
const answered = routeFiles.flatMap((file) =>
  METHODS.filter((method) => typeof modules.get(file)![method] === 'function').map(
    (method) => `${file} ${method}`,
  ),
);

const owner: SignedInAdmin = { id: randomUUID(), email: 'owner@example.com', role: 'owner' };
const people: Record<Role, SignedInAdmin> = {
  owner,
  editor: { id: randomUUID(), email: 'editor@example.com', role: 'editor' },
  contributor: { id: randomUUID(), email: 'contributor@example.com', role: 'contributor' },
};
const seed = await readSeed(seedDir());
const location = seed.locations[0]!;
const industry = seed.industries[0]!;

/** What one call needs, made fresh for it (a write by one role never spoils another's). */
type Fixtures = ReturnType<typeof fixtureMakers>;
type Case = {
  /** What sets this case apart, when a route has several. */
  name?: string;
  /**
   * The resource and action the route must declare (docs/sign-in-security.md), or `not-found` for a
   * call every role gets 404 for before its role is looked at.
   */
  access: `${Resource}:${Action}` | 'not-found';
  /** What a call the role may make answers. */
  ok: number;
  /** For a record rule (a contributor's drafts): the record before and after the call's change. */
  record?: RecordChange;
  call: (make: Fixtures) => Promise<Omit<RouteCall, 'method'>>;
};

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

function fixtureMakers(db: Parameters<typeof createPost>[0], links: Record<string, string[]>) {
  let n = 0;
  const unique = () => `roles-${Date.now().toString(36)}-${++n}`;
  const postInput = (slug: string) => ({
    title: `Post ${slug}`,
    slug,
    excerpt: 'A post for the role table.',
    content: 'Body.',
    coverImageUrl: '/images/insights/cloud.svg',
    category: 'Cloud Solutions' as const,
    metaTitle: null,
    metaDescription: null,
    focusKeyword: null,
    personaIds: links.personaIds!,
    journeyStageIds: links.journeyStageIds!,
    topicIds: links.topicIds!,
  });
  return {
    postInput,
    draft: () => createPost(db, owner, postInput(unique())),
    published: async () => {
      const post = await createPost(db, owner, postInput(unique()));
      return setPublished(db, owner, post.id, true, post.version);
    },
    lead: () =>
      insertLead(db, {
        fields: {
          name: 'Dana Reyes',
          email: `${unique()}@example.com`,
          companySize: '11-50 employees',
          message: 'We need help.',
        },
        origin: { sourcePage: '/contact', utm: {}, context: {} },
        isSpam: false,
        notificationState: 'skipped',
      }),
    image: async () =>
      insertImage(db, {
        bytes: await png(),
        type: 'image/png',
        width: 40,
        height: 30,
        filename: `${unique()}.png`,
        alt: 'A green square',
        uploadedBy: owner.email,
      }),
    topic: () =>
      createTaxonomy(db, owner, 'topic', { slug: unique(), name: unique(), intro: null }),
    taxonomy: (kind: 'persona' | 'journeyStage' | 'topic') =>
      createTaxonomy(db, owner, kind, { slug: unique(), name: unique(), intro: null }),
    /** A page document saved once: the version it had is kept as a revision. */
    savedPage: async (key: 'home' | 'settings') => {
      const row = await readPageDocument(db, key);
      await savePageDocument(db, owner, key, row.document, row.version);
      return { id: key, version: row.version };
    },
    /** A revision of Settings, as a row of its own. */
    revision: async () => {
      const settings = await readPageDocument(db, 'settings');
      await savePageDocument(db, owner, 'settings', settings.document, settings.version);
      const [row] = await db
        .select({ id: contentRevisions.id })
        .from(contentRevisions)
        .where(eq(contentRevisions.kind, 'page-documents'))
        .limit(1);
      return { id: String(row!.id) };
    },
    importJob: async () => {
      const [job] = await db
        .insert(importJobs)
        .values({ kind: 'export', source: 'export x', label: 'An import', createdBy: owner.email })
        .returning();
      return job!;
    },
    /** A valid input of a collection, with an address of its own. */
    input: (collection: Collection, isPublished: boolean) =>
      exampleOf(collection)(unique(), isPublished),
    /** A record of a collection, created by an owner. */
    record: (collection: Collection, isPublished: boolean) =>
      collection.create(db, owner, exampleOf(collection)(unique(), isPublished) as never),
    person: async (role: Role) => {
      const [row] = await db
        .insert(adminUsers)
        .values({ email: `${unique()}@example.com`, role, passwordHash: null })
        .returning();
      return row!;
    },
    invite: async () => {
      const result = await invitePerson(
        db,
        owner,
        { email: `${unique()}@example.com`, role: 'editor' },
        'local',
      );
      if (result.kind !== 'link') throw new Error('expected an invitation link');
      return result.invite;
    },
    redirectBody: () => ({ from: `/old/${unique()}`, to: '/pricing', status: 301 }),
    redirect: async () =>
      (
        await createRedirect(
          db,
          owner,
          redirectInput.parse({ from: `/old/${unique()}`, to: '/pricing', status: 301 }),
        )
      ).redirect,
    /** A page document's version, and its document with one change (a headline, a review count). */
    pageDocument: async (key: 'home' | 'settings') => {
      const row = await readPageDocument(db, key);
      const document = structuredClone(row.document) as Record<string, Record<string, unknown>>;
      if (key === 'home') document.hero!.title = `Home ${unique()}`;
      else document.claims!.reviewCount = (document.claims!.reviewCount as number) + 1;
      return { version: row.version, document };
    },
    unique,
  };
}

/**
 * A valid record of each of the site's collections (SITE_COLLECTIONS), from the seed: the role
 * test's rows for each collection's routes are generated from its definition and the access table.
 */
/** The site's own pages a role case may retire, one per case. */
const RETIRABLE_KEYS = DOCUMENT_KEYS.filter((key) => retirablePath(key) !== null);
let retiredCount = 0;

const EXAMPLES: Record<string, (slug: string, isPublished: boolean) => object> = {
  locations: (slug, isPublished) => locationPage(slug, isPublished),
  industries: (slug, isPublished) => ({ ...industry, slug, isPublished }),
  'landing-pages': (slug, isPublished) => ({
    ...LANDING_PAGE_TEMPLATES[0]!.page,
    slug,
    isPublished,
  }),
};

function exampleOf(collection: Collection) {
  const example = EXAMPLES[collection.name];
  if (!example) throw new Error(`The role test has no example ${collection.nouns.one}.`);
  return example;
}

/** A collection's three routes: list, create (a draft, a public one) and update (every change). */
function collectionCases(collection: Collection): Record<string, Case[]> {
  const { name, nouns, resource } = collection;
  const path = `/api/admin/${name}`;
  const access = (action: Action): Case['access'] => `${resource}:${action}`;
  const update = (before: boolean, after: boolean, label: string): Case => ({
    name: label,
    record: { before: { isPublished: before }, after: { isPublished: after } },
    access: access('update'),
    ok: 200,
    call: async (make) => {
      const row = await make.record(collection, before);
      return {
        path: `${path}/${row.id}`,
        params: { id: row.id },
        body: { ...make.input(collection, after), slug: row.slug },
        headers: ifMatch(row.version),
      };
    },
  });
  return {
    [`${name}/index.ts GET`]: [{ access: access('read'), ok: 200, call: async () => ({ path }) }],
    [`${name}/index.ts POST`]: [false, true].map((isPublished): Case => ({
      name: isPublished ? 'published' : 'unpublished',
      record: { before: null, after: { isPublished } },
      access: access('create'),
      ok: 201,
      call: async (make) => ({ path, body: make.input(collection, isPublished) }),
    })),
    [`${name}/[id].ts PUT`]: [
      update(false, false, `an unpublished ${nouns.one}, kept unpublished`),
      update(false, true, `an unpublished ${nouns.one}, published by the save`),
      update(true, true, `a published ${nouns.one}`),
    ],
    [`${name}/[id]/retire.ts GET`]: [
      {
        access: access('read'),
        ok: 200,
        call: async (make) => {
          const row = await make.record(collection, true);
          return { path: `${path}/${row.id}/retire`, params: { id: row.id } };
        },
      },
    ],
    [`${name}/[id]/retire.ts POST`]: [
      {
        access: access('publish'),
        ok: 200,
        call: async (make) => {
          const row = await make.record(collection, true);
          return {
            path: `${path}/${row.id}/retire`,
            params: { id: row.id },
            body: { redirectTo: '/contact' },
            headers: ifMatch(row.version),
          };
        },
      },
    ],
  };
}

/** Words no other page has, so a published page is never a near duplicate of another. */
const ownWords = () => Array.from({ length: 3 }, () => randomUUID().replaceAll('-', ' ')).join(' ');

/** A location page of its own words (the doorway guard compares the intro and the FAQs). */
const locationPage = (slug: string, isPublished: boolean) => ({
  ...location,
  slug,
  isPublished,
  introText: ownWords(),
  details: {
    ...location.details,
    faqs: location.details.faqs.map(() => ({ question: `${ownWords()}?`, answer: ownWords() })),
  },
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/**
 * The two history routes, for every kind of record: a revision is the whole record, so each needs
 * what reading the record needs (Settings: owners; redirects and pages: editors; the rest: anyone);
 * an import job keeps no history, and the answer is the same whether the job exists or not.
 */
function revisionCases(withVersion: boolean): Case[] {
  const call =
    (kind: string, record: (make: Fixtures) => Promise<{ id: string; version?: number | null }>) =>
    async (make: Fixtures) => {
      const { id, version } = await record(make);
      const params = withVersion ? { kind, id, version: String(version ?? 1) } : { kind, id };
      return { path: `/api/admin/revisions/${Object.values(params).join('/')}`, params };
    };
  return [
    { name: 'posts', access: 'posts:read', ok: 200, call: call('posts', (make) => make.draft()) },
    {
      name: 'personas',
      access: 'taxonomies:read',
      ok: 200,
      call: call('personas', (make) => make.taxonomy('persona')),
    },
    {
      name: 'journey-stages',
      access: 'taxonomies:read',
      ok: 200,
      call: call('journey-stages', (make) => make.taxonomy('journeyStage')),
    },
    {
      name: 'topics',
      access: 'taxonomies:read',
      ok: 200,
      call: call('topics', (make) => make.taxonomy('topic')),
    },
    ...SITE_COLLECTIONS.map((collection): Case => ({
      name: collection.name,
      access: `${collection.resource}:read`,
      ok: 200,
      call: call(collection.name, (make) => make.record(collection, false)),
    })),
    {
      name: 'page-documents: a page',
      access: 'pages:read',
      ok: 200,
      call: call('page-documents', (make) => make.savedPage('home')),
    },
    {
      name: 'page-documents: Settings',
      access: 'settings:read',
      ok: 200,
      call: call('page-documents', (make) => make.savedPage('settings')),
    },
    {
      name: 'redirects',
      access: 'redirects:read',
      ok: 200,
      call: call('redirects', (make) => make.redirect()),
    },
    {
      name: 'import-jobs: one that exists',
      access: 'not-found',
      ok: 404,
      call: call('import-jobs', (make) => make.importJob()),
    },
    {
      name: 'import-jobs: one that does not',
      access: 'not-found',
      ok: 404,
      call: call('import-jobs', async () => ({ id: randomUUID() })),
    },
    {
      // A revision is itself a row with a version: not a record with a history of its own.
      name: 'content-revisions',
      access: 'not-found',
      ok: 404,
      call: call('content-revisions', (make) => make.revision()),
    },
  ];
}

/**
 * How to call every route, what it must declare, and what a permitted call answers. Who is
 * permitted is not written here: it is the access table's (src/lib/access/policy.ts).
 */
const TABLE: Record<string, Case[]> = {
  ...Object.assign({}, ...SITE_COLLECTIONS.map(collectionCases)),
  'landing-pages/[id]/share-link.ts POST': [
    {
      access: `${landingPages.resource}:share`,
      ok: 201,
      call: async (make) => {
        const row = await make.record(landingPages, false);
        return {
          path: `/api/admin/landing-pages/${row.id}/share-link`,
          params: { id: row.id },
          body: { ...make.input(landingPages, false), slug: row.slug },
        };
      },
    },
  ],
  'activity.ts GET': [
    { access: 'activity:read', ok: 200, call: async () => ({ path: '/api/admin/activity' }) },
  ],
  'overview.ts GET': [
    { access: 'overview:read', ok: 200, call: async () => ({ path: '/api/admin/overview' }) },
  ],
  'leads.csv.ts GET': [
    { access: 'leads:read', ok: 200, call: async () => ({ path: '/api/admin/leads.csv' }) },
  ],
  'leads/report.ts GET': [
    { access: 'leads:read', ok: 200, call: async () => ({ path: '/api/admin/leads/report' }) },
  ],
  'leads/report.csv.ts GET': [
    { access: 'leads:read', ok: 200, call: async () => ({ path: '/api/admin/leads/report.csv' }) },
  ],
  'leads/index.ts GET': [
    { access: 'leads:read', ok: 200, call: async () => ({ path: '/api/admin/leads' }) },
  ],
  'leads/[id].ts GET': [
    {
      access: 'leads:read',
      ok: 200,
      call: async (make) => {
        const lead = await make.lead();
        return { path: `/api/admin/leads/${lead.id}`, params: { id: lead.id } };
      },
    },
  ],
  'leads/[id].ts PATCH': [
    {
      access: 'leads:update',
      ok: 200,
      call: async (make) => {
        const lead = await make.lead();
        return {
          path: `/api/admin/leads/${lead.id}`,
          params: { id: lead.id },
          body: { status: 'handled' },
        };
      },
    },
  ],
  'leads/[id]/notes.ts GET': [
    {
      access: 'leads:read',
      ok: 200,
      call: async (make) => {
        const lead = await make.lead();
        return { path: `/api/admin/leads/${lead.id}/notes`, params: { id: lead.id } };
      },
    },
  ],
  'leads/[id]/notes.ts POST': [
    {
      access: 'leads:update',
      ok: 201,
      call: async (make) => {
        const lead = await make.lead();
        return {
          path: `/api/admin/leads/${lead.id}/notes`,
          params: { id: lead.id },
          body: { body: 'Called back.' },
        };
      },
    },
  ],
  'media/index.ts GET': [
    { access: 'media:read', ok: 200, call: async () => ({ path: '/api/admin/media' }) },
  ],
  'media/index.ts POST': [
    {
      access: 'media:create',
      ok: 201,
      call: async () => {
        const form = new FormData();
        form.set('file', new Blob([await png()], { type: 'image/png' }), 'upload.png');
        form.set('alt', 'A green square');
        return { path: '/api/admin/media', body: form };
      },
    },
  ],
  'media/[id].ts PATCH': [
    {
      access: 'media:update',
      ok: 200,
      call: async (make) => {
        const image = await make.image();
        return {
          path: `/api/admin/media/${image.id}`,
          params: { id: image.id },
          body: { alt: 'A greener square' },
        };
      },
    },
  ],
  'media/[id].ts DELETE': [
    {
      access: 'media:delete',
      ok: 200,
      call: async (make) => {
        const image = await make.image();
        return { path: `/api/admin/media/${image.id}`, params: { id: image.id } };
      },
    },
  ],
  'media/[id]/file.ts GET': [
    {
      access: 'media:read',
      ok: 200,
      call: async (make) => {
        const image = await make.image();
        return { path: `/api/admin/media/${image.id}/file`, params: { id: image.id } };
      },
    },
  ],
  'posts/index.ts GET': [
    { access: 'posts:read', ok: 200, call: async () => ({ path: '/api/admin/posts' }) },
  ],
  'posts/index.ts POST': [
    {
      name: 'a new draft',
      record: { before: null, after: { isPublished: false } },
      access: 'posts:create',
      ok: 201,
      call: async (make) => ({ path: '/api/admin/posts', body: make.postInput(make.unique()) }),
    },
  ],
  'posts/from-outline.ts POST': [
    {
      name: 'a draft from an outline',
      record: { before: null, after: { isPublished: false } },
      access: 'posts:create',
      ok: 201,
      call: async () => ({
        path: '/api/admin/posts/from-outline',
        body: { outline: 'cloud-migration-strategy' },
      }),
    },
  ],
  'posts/[id].ts GET': [
    {
      access: 'posts:read',
      ok: 200,
      call: async (make) => {
        const post = await make.published();
        return { path: `/api/admin/posts/${post.id}`, params: { id: post.id } };
      },
    },
  ],
  'posts/[id].ts PUT': [
    {
      name: 'a draft',
      record: { before: { isPublished: false }, after: { isPublished: false } },
      access: 'posts:update',
      ok: 200,
      call: async (make) => {
        const post = await make.draft();
        return {
          path: `/api/admin/posts/${post.id}`,
          params: { id: post.id },
          body: { ...make.postInput(post.slug), content: 'Changed.' },
          headers: ifMatch(post.version),
        };
      },
    },
    {
      name: 'a published post',
      record: { before: { isPublished: true }, after: { isPublished: true } },
      access: 'posts:update',
      ok: 200,
      call: async (make) => {
        const post = await make.published();
        return {
          path: `/api/admin/posts/${post.id}`,
          params: { id: post.id },
          body: { ...make.postInput(post.slug), content: 'Changed.' },
          headers: ifMatch(post.version),
        };
      },
    },
  ],
  'posts/[id].ts DELETE': [
    {
      name: 'a draft',
      access: 'posts:delete',
      ok: 200,
      call: async (make) => {
        const post = await make.draft();
        return {
          path: `/api/admin/posts/${post.id}`,
          params: { id: post.id },
          headers: ifMatch(post.version),
        };
      },
    },
  ],
  'posts/[id]/publish.ts POST': [
    {
      name: 'publish a draft',
      access: 'posts:publish',
      ok: 200,
      call: async (make) => {
        const post = await make.draft();
        return {
          path: `/api/admin/posts/${post.id}/publish`,
          params: { id: post.id },
          body: { published: true },
          headers: ifMatch(post.version),
        };
      },
    },
    {
      name: 'unpublish',
      access: 'posts:publish',
      ok: 200,
      call: async (make) => {
        const post = await make.published();
        return {
          path: `/api/admin/posts/${post.id}/publish`,
          params: { id: post.id },
          body: { published: false },
          headers: ifMatch(post.version),
        };
      },
    },
  ],
  'posts/[id]/preview-link.ts POST': [
    {
      access: 'posts:share',
      ok: 201,
      call: async (make) => {
        const post = await make.draft();
        return {
          path: `/api/admin/posts/${post.id}/preview-link`,
          params: { id: post.id },
          body: {},
        };
      },
    },
  ],
  'publishing.ts GET': [
    { access: 'publishing:read', ok: 200, call: async () => ({ path: '/api/admin/publishing' }) },
  ],
  'publishing.ts POST': [
    {
      // Nothing failed, so nothing to retry: 409 for those who may ask.
      access: 'publishing:publish',
      ok: 409,
      call: async () => ({ path: '/api/admin/publishing', body: { retry: true } }),
    },
  ],
  'taxonomies/index.ts GET': [
    { access: 'taxonomies:read', ok: 200, call: async () => ({ path: '/api/admin/taxonomies' }) },
  ],
  'taxonomies/[kind]/index.ts GET': [
    {
      access: 'taxonomies:read',
      ok: 200,
      call: async () => ({ path: '/api/admin/taxonomies/topics', params: { kind: 'topics' } }),
    },
  ],
  'taxonomies/[kind]/index.ts POST': [
    {
      // Audiences, stages and topics have no drafts: every change is live.
      access: 'taxonomies:create',
      ok: 201,
      call: async (make) => ({
        path: '/api/admin/taxonomies/topics',
        params: { kind: 'topics' },
        body: { name: make.unique(), slug: make.unique(), intro: '' },
      }),
    },
  ],
  'taxonomies/[kind]/[id].ts PUT': [
    {
      access: 'taxonomies:update',
      ok: 200,
      call: async (make) => {
        const topic = await make.topic();
        return {
          path: `/api/admin/taxonomies/topics/${topic.id}`,
          params: { kind: 'topics', id: topic.id },
          body: { name: topic.name, slug: topic.slug, intro: 'New intro.' },
          headers: ifMatch(topic.version),
        };
      },
    },
  ],
  'taxonomies/[kind]/[id].ts DELETE': [
    {
      access: 'taxonomies:delete',
      ok: 200,
      call: async (make) => {
        const topic = await make.topic();
        return {
          path: `/api/admin/taxonomies/topics/${topic.id}`,
          params: { kind: 'topics', id: topic.id },
          headers: ifMatch(topic.version),
        };
      },
    },
  ],
  'revisions/[kind]/[id].ts GET': revisionCases(false),
  'revisions/[kind]/[id]/[version].ts GET': revisionCases(true),
  'redirects/index.ts GET': [
    { access: 'redirects:read', ok: 200, call: async () => ({ path: '/api/admin/redirects' }) },
  ],
  'redirects/index.ts POST': [
    {
      access: 'redirects:create',
      ok: 201,
      call: async (make) => ({ path: '/api/admin/redirects', body: make.redirectBody() }),
    },
  ],
  'redirects/[id].ts PUT': [
    {
      access: 'redirects:update',
      ok: 200,
      call: async (make) => {
        const row = await make.redirect();
        return {
          path: `/api/admin/redirects/${row.id}`,
          params: { id: row.id },
          body: { from: row.from, to: '/contact', status: 302 },
          headers: ifMatch(row.version!),
        };
      },
    },
  ],
  'redirects/[id].ts DELETE': [
    {
      access: 'redirects:delete',
      ok: 200,
      call: async (make) => {
        const row = await make.redirect();
        return {
          path: `/api/admin/redirects/${row.id}`,
          params: { id: row.id },
          headers: ifMatch(row.version!),
        };
      },
    },
  ],
  'redirects/import.ts POST': [
    {
      access: 'redirects:create',
      ok: 200,
      call: async (make) => ({
        path: '/api/admin/redirects/import',
        body: `from,to\n/old/${make.unique()},/pricing\n`,
        headers: { 'content-type': 'text/csv' },
      }),
    },
  ],
  'export.ts GET': [
    { access: 'site-export:read', ok: 200, call: async () => ({ path: '/api/admin/export' }) },
  ],
  'import/uploads.ts POST': [
    {
      access: 'site-import:create',
      ok: 201,
      call: async () => ({
        path: '/api/admin/import/uploads',
        body: '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"></rss>',
        headers: { 'content-type': 'application/xml' },
      }),
    },
  ],
  'import/jobs/index.ts GET': [
    { access: 'site-import:read', ok: 200, call: async () => ({ path: '/api/admin/import/jobs' }) },
  ],
  'import/jobs/index.ts POST': [
    {
      name: 'an upload that is not on the server',
      access: 'site-import:create',
      ok: 400,
      call: async () => ({ path: '/api/admin/import/jobs', body: { file: randomUUID() } }),
    },
  ],
  'import/jobs/[id].ts GET': [
    {
      name: 'no such import',
      access: 'site-import:read',
      ok: 404,
      call: async () => {
        const id = randomUUID();
        return { path: `/api/admin/import/jobs/${id}`, params: { id } };
      },
    },
  ],
  'import/jobs/[id].ts PUT': [
    {
      name: 'no such import',
      access: 'site-import:update',
      ok: 404,
      call: async () => {
        const id = randomUUID();
        return {
          path: `/api/admin/import/jobs/${id}`,
          params: { id },
          body: {
            mapping: {
              terms: {},
              defaults: {
                persona: null,
                journeyStage: null,
                topic: null,
                category: 'Cloud Solutions',
              },
            },
          },
          headers: ifMatch(1),
        };
      },
    },
  ],
  'import/jobs/[id]/run.ts POST': [
    {
      name: 'no such import',
      access: 'site-import:update',
      ok: 404,
      call: async () => {
        const id = randomUUID();
        return { path: `/api/admin/import/jobs/${id}/run`, params: { id } };
      },
    },
  ],
  'pages/index.ts GET': [
    { access: 'pages:read', ok: 200, call: async () => ({ path: '/api/admin/pages' }) },
  ],
  'pages/[key].ts GET': [
    {
      name: 'a page',
      access: 'pages:read',
      ok: 200,
      call: async () => ({ path: '/api/admin/pages/home', params: { key: 'home' } }),
    },
    {
      name: 'Settings',
      access: 'settings:read',
      ok: 200,
      call: async () => ({ path: '/api/admin/pages/settings', params: { key: 'settings' } }),
    },
  ],
  'pages/[key].ts PUT': [
    {
      // A page document has no drafts: every save is live.
      name: 'a page',
      access: 'pages:update',
      ok: 200,
      call: async (make) => {
        const { version, document } = await make.pageDocument('home');
        return {
          path: '/api/admin/pages/home',
          params: { key: 'home' },
          body: { document },
          headers: ifMatch(version),
        };
      },
    },
    {
      name: 'Settings',
      access: 'settings:update',
      ok: 200,
      call: async (make) => {
        const { version, document } = await make.pageDocument('settings');
        return {
          path: '/api/admin/pages/settings',
          params: { key: 'settings' },
          body: { document },
          headers: ifMatch(version),
        };
      },
    },
  ],
  'pages/[key]/share-link.ts POST': [
    {
      access: 'pages:share',
      ok: 201,
      call: async (make) => {
        const { document } = await make.pageDocument('home');
        return {
          path: '/api/admin/pages/home/share-link',
          params: { key: 'home' },
          body: { document },
        };
      },
    },
  ],
  'pages/[key]/retire.ts GET': [
    {
      access: 'redirects:read',
      ok: 200,
      call: async () => ({
        path: '/api/admin/pages/partnerships/retire',
        params: { key: 'partnerships' },
      }),
    },
  ],
  'pages/[key]/retire.ts POST': [
    {
      access: 'redirects:create',
      ok: 200,
      call: async () => {
        // A page of its own each time: a retired page cannot be retired again (409).
        const key = RETIRABLE_KEYS[retiredCount++ % RETIRABLE_KEYS.length]!;
        return {
          path: `/api/admin/pages/${key}/retire`,
          params: { key },
          body: { redirectTo: '/contact' },
        };
      },
    },
  ],
  'people/index.ts GET': [
    { access: 'people:read', ok: 200, call: async () => ({ path: '/api/admin/people' }) },
  ],
  'people/index.ts POST': [
    {
      access: 'people:create',
      ok: 201,
      call: async (make) => ({
        path: '/api/admin/people',
        body: { email: `${make.unique()}@example.com`, role: 'contributor' },
      }),
    },
  ],
  'people/[id].ts PATCH': [
    {
      name: 'a role change',
      access: 'people:update',
      ok: 200,
      call: async (make) => {
        const person = await make.person('contributor');
        return {
          path: `/api/admin/people/${person.id}`,
          params: { id: person.id },
          body: { role: 'editor' },
        };
      },
    },
  ],
  'people/[id].ts DELETE': [
    {
      name: 'a removal',
      access: 'people:delete',
      ok: 200,
      call: async (make) => {
        const person = await make.person('editor');
        return { path: `/api/admin/people/${person.id}`, params: { id: person.id } };
      },
    },
  ],
  'people/invites/[id].ts DELETE': [
    {
      access: 'people:delete',
      ok: 200,
      call: async (make) => {
        const invite = await make.invite();
        return { path: `/api/admin/people/invites/${invite.id}`, params: { id: invite.id } };
      },
    },
  ],
};

describe('the role table', () => {
  it('names every method of every file under src/pages/api/admin/, and nothing else', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...answered].sort());
  });

  it('names every kind of record for both history routes', () => {
    for (const route of [
      'revisions/[kind]/[id].ts GET',
      'revisions/[kind]/[id]/[version].ts GET',
    ]) {
      const kinds = new Set(TABLE[route]!.map((entry) => entry.name!.split(':')[0]));
      expect([...kinds].sort()).toEqual(versionedKinds());
    }
  });
});

const cases = Object.entries(TABLE).flatMap(([route, list]) =>
  list.flatMap((entry) =>
    [...ROLES, 'nobody' as const].map((role) => ({
      route,
      role,
      title: `${route}${entry.name ? ` (${entry.name})` : ''}`,
      entry,
    })),
  ),
);

/**
 * What the role gets, from the access table: 401 for nobody; 404 before any role is looked at;
 * 403 when the table refuses the action, or its record rule refuses this record; else `ok`.
 */
function expectedStatus(role: Role | 'nobody', entry: Case, declared: string): number {
  if (role === 'nobody') return 401;
  if (declared === 'not-found') return 404;
  const [resource, action] = declared.split(':') as [Resource, Action];
  if (!may(role, resource, action)) return 403;
  if (entry.record && mayChange(role, resource, action, entry.record) !== true) return 403;
  return entry.ok;
}

describe.each(engines)('roles on every admin route on $name', (engine) => {
  const database = adminDatabase(engine, owner, (handle) => applySeed(handle.db, seed));
  let make: Fixtures;
  beforeAll(async () => {
    const taxonomies = await allTaxonomies(database.handle.db);
    make = fixtureMakers(database.handle.db, {
      personaIds: [taxonomies.personas[0]!.id],
      journeyStageIds: [taxonomies.journeyStages[0]!.id],
      topicIds: [taxonomies.topics[0]!.id],
    });
  });

  const trail = async () => {
    const [row] = await database.handle.sql.query<{ log: number; revisions: number }>(
      'select (select count(*)::int from admin_activity) as log, (select count(*)::int from content_revisions) as revisions',
    );
    return row!;
  };

  it.each(cases)('$title as $role', async ({ route, role, entry }) => {
    const [file, method] = route.split(' ') as [string, string];
    const handler = modules.get(file)![method] as AdminApiRoute;
    const request = await entry.call(make);
    const resource = resourceOf(handler.access, { params: request.params ?? {} } as APIContext);
    const declared =
      typeof resource === 'string' ? `${resource}:${handler.access.action}` : 'not-found';
    expect(declared, 'the resource and action the route declares').toBe(entry.access);
    const status = expectedStatus(role, entry, declared);
    signInAs(role === 'nobody' ? null : people[role]);
    const before = await trail();
    const answer = await callRoute(handler, { method, ...request });
    signInAs(owner);
    expect(answer.status, JSON.stringify(answer.json)).toBe(status);
    if (status === 403) {
      expect((answer.json as { error: string }).error).toMatch(/./);
      expect(await trail()).toEqual(before);
    }
  });

  it('tells a contributor why a change is refused, whatever route it comes through', async () => {
    const contributor = people.contributor;
    const live = await make.published();
    signInAs(contributor);
    const put = await callRoute(modules.get('posts/[id].ts')!.PUT as APIRoute, {
      method: 'PUT',
      path: `/api/admin/posts/${live.id}`,
      params: { id: live.id },
      body: { ...make.postInput(live.slug), content: 'Changed.' },
      headers: ifMatch(live.version),
    });
    const publish = await callRoute(modules.get('locations/index.ts')!.POST as APIRoute, {
      method: 'POST',
      path: '/api/admin/locations',
      body: make.input(locations, true),
    });
    signInAs(owner);
    expect(put.json).toEqual({ error: CONTRIBUTOR_MESSAGES.live('post') });
    expect(publish.json).toEqual({ error: CONTRIBUTOR_MESSAGES.publish('location page') });
    // The delete route is for editors; were it not, versioned.ts would still refuse.
    const draft = await make.draft();
    await expect(
      deletePost(database.handle.db, contributor, draft.id, draft.version),
    ).rejects.toThrow(CONTRIBUTOR_MESSAGES.delete('post'));
  });
});
