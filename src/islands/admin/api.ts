/** The admin island's client for /api/auth/* and /api/admin/*: JSON in, JSON out, errors as exceptions with the server's message. */
import type { PublishStatus } from '../../lib/publishing/status';

export interface AdminUser {
  id: string;
  email: string;
}

export interface TaxonomyOption {
  id: string;
  slug: string;
  name: string;
}

export interface Taxonomies {
  personas: TaxonomyOption[];
  journeyStages: TaxonomyOption[];
  topics: TaxonomyOption[];
}

export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  coverImageUrl: string;
  category: string;
  personaIds: string[];
  journeyStageIds: string[];
  topicIds: string[];
}

export interface AdminPost extends PostFields {
  id: string;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as {
    error?: string;
    fields?: Record<string, string>;
  };
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data.error ?? `Request failed (HTTP ${response.status}).`,
      data.fields ?? {},
    );
  }
  return data as T;
}

export const adminApi = {
  session: () => request<{ user: AdminUser }>('GET', '/api/auth/session'),
  login: (email: string, password: string) =>
    request<{ user: AdminUser }>('POST', '/api/auth/login', { email, password }),
  logout: () => request<{ ok: true }>('POST', '/api/auth/logout', {}),
  posts: () => request<{ posts: AdminPost[] }>('GET', '/api/admin/posts'),
  taxonomies: () => request<Taxonomies>('GET', '/api/admin/taxonomies'),
  createPost: (fields: PostFields) =>
    request<{ post: AdminPost }>('POST', '/api/admin/posts', fields),
  updatePost: (id: string, fields: PostFields) =>
    request<{ post: AdminPost }>('PUT', `/api/admin/posts/${id}`, fields),
  deletePost: (id: string) => request<{ ok: true }>('DELETE', `/api/admin/posts/${id}`),
  setPublished: (id: string, published: boolean) =>
    request<{ post: AdminPost }>('POST', `/api/admin/posts/${id}/publish`, { published }),
  publishing: () => request<{ status: PublishStatus }>('GET', '/api/admin/publishing'),
  changePassword: (currentPassword: string, newPassword: string) =>
    request<{ ok: true }>('POST', '/api/auth/password', { currentPassword, newPassword }),
};
