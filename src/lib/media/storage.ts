/**
 * Where a library image's bytes live. By default in its row (`media.data`), so every deployment has
 * them with nothing else to set up. With MEDIA_STORAGE=supabase they go to a Supabase Storage bucket
 * under the image's id instead, through the service-role key; the row keeps everything else and
 * says where its bytes are, so images uploaded before a switch still load.
 */
import { createClient } from '@supabase/supabase-js';
import { loadEnv, type Env } from '#config/env.ts';

/** A bucket of objects by key: what the media library needs of an object store. */
export interface ObjectStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export interface MediaStorage {
  /** Where new uploads go. */
  kind: 'database' | 'supabase';
  /** The bucket, when one is configured (rows stored there need it to be read). */
  objects: ObjectStore | null;
}

export const SUPABASE_STORAGE_SETTINGS_REQUIRED =
  'MEDIA_STORAGE=supabase needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (and the bucket named by SUPABASE_STORAGE_BUCKET, "media" by default). Set them, or leave MEDIA_STORAGE unset to keep images in the database.';

/** A Supabase Storage bucket, written and read with the service-role key (the bucket stays private). */
export function supabaseBucket(settings: {
  url: string;
  serviceRoleKey: string;
  bucket: string;
}): ObjectStore {
  const bucket = createClient(settings.url, settings.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  }).storage.from(settings.bucket);
  const failed = (what: string, error: { message: string }) =>
    new Error(`Supabase Storage could not ${what}: ${error.message}`);
  return {
    async put(key, bytes, contentType) {
      const { error } = await bucket.upload(key, bytes, { contentType, upsert: true });
      if (error) throw failed(`store ${key}`, error);
    },
    async get(key) {
      const { data, error } = await bucket.download(key);
      if (error) {
        const status = (error as { status?: number; statusCode?: string | number }).status;
        if (status === 404 || status === 400) return null;
        throw failed(`read ${key}`, error);
      }
      return Buffer.from(await data.arrayBuffer());
    },
    async remove(key) {
      const { error } = await bucket.remove([key]);
      if (error) throw failed(`delete ${key}`, error);
    },
  };
}

/** The storage these settings describe; throws when MEDIA_STORAGE=supabase lacks what it needs. */
export function mediaStorageFor(env: Env): MediaStorage {
  const configured = env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY;
  if (env.MEDIA_STORAGE === 'supabase' && !configured) {
    throw new Error(SUPABASE_STORAGE_SETTINGS_REQUIRED);
  }
  return {
    kind: env.MEDIA_STORAGE,
    objects: configured
      ? supabaseBucket({
          url: env.SUPABASE_URL!,
          serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY!,
          bucket: env.SUPABASE_STORAGE_BUCKET,
        })
      : null,
  };
}

/** Why these settings cannot store images, or null when they can (checked before the server starts). */
export function mediaStorageProblem(env: Env): string | null {
  try {
    mediaStorageFor(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

let fromEnv: MediaStorage | undefined;

/** The storage of this process's environment. */
export function mediaStorage(): MediaStorage {
  fromEnv ??= mediaStorageFor(loadEnv());
  return fromEnv;
}
