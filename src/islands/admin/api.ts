/** The admin island's client for /api/auth/* and /api/admin/*: JSON in, JSON out, errors as exceptions with the server's message. */
import type { PublishStatus } from '#lib/publishing/status.ts';
import type { LeftOutPost } from '#lib/posts/renderable.ts';
import type { LeftOutImage } from '#lib/media/left-out.ts';
// Type-only imports: erased from the bundle, so neither zod nor server code reaches the browser.
import type { postJson } from '#lib/posts/json.ts';
import type { ValidPostInput } from '#lib/posts/input.ts';
import type { Taxonomy } from '#lib/content/types.ts';
import type { Role } from '#lib/people/fields.ts';
import type { StaleConflict } from '#lib/content/conflict-words.ts';

export interface AdminUser {
  id: string;
  email: string;
  role: Role;
}

export type TaxonomyOption = Pick<Taxonomy, 'id' | 'slug' | 'name'>;

export interface Taxonomies {
  personas: TaxonomyOption[];
  journeyStages: TaxonomyOption[];
  topics: TaxonomyOption[];
}

/**
 * What the post form holds and sends: every field of the admin's post input, taxonomy links
 * included. Text fields are strings while typing (an unchosen category or a blank SEO override is
 * ''); the server validates the rest.
 */
export type PostFields = Omit<
  ValidPostInput,
  'category' | 'metaTitle' | 'metaDescription' | 'focusKeyword'
> & {
  category: string;
  metaTitle: string;
  metaDescription: string;
  focusKeyword: string;
};

/**
 * A post as the admin API sends it (dates as ISO strings). Its version goes back in If-Match with
 * every change, so a change made by someone else is never overwritten unseen.
 */
export type AdminPost = ReturnType<typeof postJson>;

export interface PostListPage {
  posts: AdminPost[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  /** On 409 for a stale version: the record's version now. */
  readonly currentVersion: number | undefined;
  /** With `currentVersion`: who changed the record since it was opened, when, and what. */
  readonly conflict: StaleConflict | undefined;
  /** The answer's `Retry-After` (on 429 and 503): when to ask again. */
  readonly retryAfter: string | undefined;
  constructor(
    status: number,
    message: string,
    fields: Record<string, string> = {},
    currentVersion?: number,
    conflict?: StaleConflict,
    retryAfter?: string,
  ) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.currentVersion = currentVersion;
    this.conflict = conflict;
    this.retryAfter = retryAfter;
  }
}

/** True for the 409 a write gets when the post changed since it was read. */
export const isStale = (error: unknown): error is ApiError & { currentVersion: number } =>
  error instanceof ApiError && error.status === 409 && error.currentVersion !== undefined;

/** One call to the site's JSON API; throws ApiError with the server's message on failure. */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  version?: number,
): Promise<T> {
  let response: Response;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (version !== undefined) headers['If-Match'] = `"${version}"`;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as {
    error?: string;
    fields?: Record<string, string>;
    currentVersion?: number;
    conflict?: StaleConflict;
  };
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data.error ?? `Request failed (HTTP ${response.status}).`,
      data.fields ?? {},
      data.currentVersion,
      data.conflict,
      response.headers.get('Retry-After') ?? undefined,
    );
  }
  return data as T;
}

export const adminApi = {
  session: () => request<{ user: AdminUser }>('GET', '/api/auth/session'),
  login: (email: string, password: string) =>
    request<{ user: AdminUser }>('POST', '/api/auth/login', { email, password }),
  logout: () => request<{ ok: true }>('POST', '/api/auth/logout', {}),
  /** One page of the post list; `search` is the list's query string (search, filters, sort, page). */
  posts: (search = '') => request<PostListPage>('GET', `/api/admin/posts${search}`),
  taxonomies: () => request<Taxonomies>('GET', '/api/admin/taxonomies'),
  createPost: (fields: PostFields) =>
    request<{ post: AdminPost }>('POST', '/api/admin/posts', fields),
  post: (id: string) => request<{ post: AdminPost }>('GET', `/api/admin/posts/${id}`),
  updatePost: (id: string, fields: PostFields, version: number) =>
    request<{ post: AdminPost }>('PUT', `/api/admin/posts/${id}`, fields, version),
  deletePost: (id: string, version: number) =>
    request<{ ok: true }>('DELETE', `/api/admin/posts/${id}`, undefined, version),
  /** `publishAt` (ISO): schedules the post when ahead, backdates it when past. */
  setPublished: (id: string, published: boolean, version: number, publishAt?: string) =>
    request<{ post: AdminPost }>(
      'POST',
      `/api/admin/posts/${id}/publish`,
      { published, ...(publishAt && { publishAt }) },
      version,
    ),
  /** A new share-preview link for the post; its earlier link stops working. */
  previewLink: (id: string) =>
    request<{ url: string; expiresAt: string }>('POST', `/api/admin/posts/${id}/preview-link`, {}),
  retryPublishing: () =>
    request<{ status: PublishStatus }>('POST', '/api/admin/publishing', { retry: true }),
  publishing: () =>
    request<{ status: PublishStatus; leftOut: LeftOutPost[]; leftOutImages: LeftOutImage[] }>(
      'GET',
      '/api/admin/publishing',
    ),
  /** The publishing status alone, for polling while a change goes live. */
  publishingStatus: () =>
    request<{ status: PublishStatus }>('GET', '/api/admin/publishing?fields=status'),
  changePassword: (currentPassword: string, newPassword: string) =>
    request<{ ok: true }>('POST', '/api/auth/password', { currentPassword, newPassword }),
};
