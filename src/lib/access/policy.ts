/**
 * Who may do what: one table of role × resource × action, read by the server (every admin route
 * names the resource and action it performs, never a role), by the admin (which hides what a role
 * cannot do) and by the role test (which derives every expected status from it). Browser-safe: no
 * zod, no database. A rule is either a yes/no, or a function of the record before and after the
 * change that says why not ("a contributor may change only unpublished records").
 *
 * | role        | may                                                                          |
 * | ----------- | ---------------------------------------------------------------------------- |
 * | owner       | everything: content, publishing, leads, people, Settings, moving the site    |
 * | editor      | all content and its publishing, page copy, media, redirects, leads, activity |
 * | contributor | drafts of posts, locations and industries; reads taxonomies and media        |
 *
 * The model is Ghost's permission fixtures (a role's rights per object type and action) with
 * Payload's per-collection access functions for what depends on the record.
 */
import { isPublishedDocument } from '#lib/revisions/fields.ts';
import { ROLES, roleAtLeast, type Role } from '#lib/people/fields.ts';

/** What a route acts on. A content type's resource is its collection's name. */
export const RESOURCES = [
  'overview',
  'posts',
  'taxonomies',
  'locations',
  'industries',
  'pages',
  'settings',
  'media',
  'leads',
  'activity',
  'people',
  'redirects',
  'publishing',
  'site-import',
  'site-export',
] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * What a route does to it: read (lists, records, their history and previews), create, update,
 * delete, publish (make public, schedule, unpublish, rebuild now) and share (a preview link).
 */
export const ACTIONS = ['read', 'create', 'update', 'delete', 'publish', 'share'] as const;
export type Action = (typeof ACTIONS)[number];

/** A record as a rule sees it: whole, as stored (before) and as it would be written (after). */
export type RecordDocument = Readonly<Record<string, unknown>>;
export interface RecordChange {
  before: RecordDocument | null;
  after: RecordDocument | null;
}

/** Why a record-level rule refuses: the record is public, or the change would make it so. */
export type RecordRefusal = 'live' | 'publish' | 'delete';

/** A rule about the record: true to allow, or the reason it refuses. */
export type RecordRule = (change: RecordChange) => true | RecordRefusal;

export type Rule = boolean | RecordRule;

/** Drafts only: the record was not public and stays so (a kind without drafts is always public). */
export const draftsOnly: RecordRule = ({ before, after }) => {
  if (before && isPublishedDocument(before)) return 'live';
  if (after && isPublishedDocument(after)) return 'publish';
  return true;
};

/** The actions each resource has: the table's rows (nothing else is ever granted). */
const RESOURCE_ACTIONS: Record<Resource, readonly Action[]> = {
  overview: ['read'],
  posts: ['read', 'create', 'update', 'delete', 'publish', 'share'],
  taxonomies: ['read', 'create', 'update', 'delete'],
  locations: ['read', 'create', 'update', 'delete', 'publish'],
  industries: ['read', 'create', 'update', 'delete', 'publish'],
  pages: ['read', 'update', 'share'],
  settings: ['read', 'update'],
  media: ['read', 'create', 'update', 'delete'],
  leads: ['read', 'update'],
  activity: ['read'],
  people: ['read', 'create', 'update', 'delete'],
  redirects: ['read', 'create', 'update', 'delete'],
  publishing: ['read', 'publish'],
  'site-import': ['read', 'create', 'update'],
  'site-export': ['read'],
};

type Grants = Partial<Record<Resource, Partial<Record<Action, Rule>>>>;

/** One resource's grants by role: a role not named gets nothing (owners get every action). */
export type RoleGrants = Partial<Record<Exclude<Role, 'owner'>, Partial<Record<Action, Rule>>>>;

/** A collection's row of the table: the actions it has, and each role's grants. */
export interface AccessRow {
  actions: readonly Action[];
  grants: RoleGrants;
}

/** Every action the resource has. */
const all = (resource: Resource): Partial<Record<Action, Rule>> =>
  Object.fromEntries(RESOURCE_ACTIONS[resource].map((action) => [action, true]));

/** What each role may do. */
const EDITOR: Grants = {
  overview: all('overview'),
  posts: all('posts'),
  taxonomies: all('taxonomies'),
  locations: all('locations'),
  industries: all('industries'),
  pages: all('pages'),
  media: all('media'),
  leads: all('leads'),
  activity: all('activity'),
  redirects: all('redirects'),
  publishing: all('publishing'),
};

const CONTRIBUTOR: Grants = {
  // The home screen: what it shows is cut to what the role may read (src/lib/overview/queries.ts).
  overview: { read: true },
  posts: { read: true, create: draftsOnly, update: draftsOnly, share: true },
  taxonomies: { read: true },
  locations: { read: true, create: draftsOnly, update: draftsOnly },
  industries: { read: true, create: draftsOnly, update: draftsOnly },
  media: { read: true, create: true },
  publishing: { read: true },
};

export const POLICY: Record<Role, Grants> = {
  owner: Object.fromEntries(RESOURCES.map((resource) => [resource, all(resource)])),
  editor: EDITOR,
  contributor: CONTRIBUTOR,
};

/**
 * Rows a collection adds to the table when its definition says who may do what
 * (src/lib/collections/define.ts): a content type defined later brings its own access.
 */
const ADDED: Map<string, AccessRow> = new Map();

/** Adds a collection's row to the table; its name must not be a resource the table has. */
export function addResource(name: string, row: AccessRow): Resource {
  if ((RESOURCES as readonly string[]).includes(name)) {
    throw new Error(`The access table has a row for "${name}" already.`);
  }
  ADDED.set(name, row);
  return name as Resource;
}

/** The rule a collection's row gives a role for an action. */
export function rowRule(row: AccessRow, role: Role, action: Action): Rule {
  if (!row.actions.includes(action)) return false;
  return role === 'owner' ? true : (row.grants[role]?.[action] ?? false);
}

function addedRule(role: Role, resource: string, action: Action): Rule {
  const row = ADDED.get(resource);
  return row ? rowRule(row, role, action) : false;
}

/** The rule for a role, a resource and an action: false when the table says nothing. */
export function ruleFor(role: Role, resource: Resource, action: Action): Rule {
  return POLICY[role][resource]?.[action] ?? addedRule(role, resource, action);
}

/**
 * Whether the role may perform the action on the resource at all (some records, under a record
 * rule). What routes check before anything is looked up, and what the admin shows.
 */
export function may(role: Role, resource: Resource, action: Action): boolean {
  return ruleFor(role, resource, action) !== false;
}

/** Whether the role may make this change to this record: true, false, or why not. */
export function mayChange(
  role: Role,
  resource: Resource,
  action: Action,
  change: RecordChange,
): true | false | RecordRefusal {
  const rule = ruleFor(role, resource, action);
  return typeof rule === 'function' ? rule(change) : rule;
}

/** The least role that may perform the action at all: what a refusal tells the person to ask for. */
export function leastRoleFor(resource: Resource, action: Action): Role | null {
  const sorted = [...ROLES].sort((a, b) => (roleAtLeast(a, b) ? 1 : -1));
  return sorted.find((role) => may(role, resource, action)) ?? null;
}

/**
 * What the admin shows or hides, by name: each is one resource and action of the table (the server
 * enforces the same, per route).
 */
export const ABILITIES = {
  /** Publish, unpublish or schedule; write records that are live. */
  publish: ['posts', 'publish'],
  /** Delete posts, audiences, stages, topics and images; change an image's alt text. */
  delete: ['posts', 'delete'],
  /** Read and triage leads, and read the activity log (it names leads). */
  leads: ['leads', 'read'],
  /** Invite, change roles, remove. */
  people: ['people', 'read'],
  /** Keep redirects (old addresses to new pages). */
  redirects: ['redirects', 'read'],
  /** Retire one of the site's own pages (a redirect served over it). */
  retirePages: ['redirects', 'create'],
  /** Import a site, export everything (the export holds every lead and person). */
  moveSite: ['site-export', 'read'],
  /** Edit page copy (every save is live: there are no drafts of a page document). */
  pages: ['pages', 'update'],
  /** Settings: the facts, claims and prices every page states. */
  settings: ['settings', 'update'],
} as const satisfies Record<string, readonly [Resource, Action]>;
export type Ability = keyof typeof ABILITIES;

export function can(role: Role, ability: Ability): boolean {
  const [resource, action] = ABILITIES[ability];
  return may(role, resource, action);
}

/** The resource a page document is: Settings are their own (owners'); every other is page copy. */
export const pageDocumentResource = (key: string): Resource =>
  key === 'settings' ? 'settings' : 'pages';
