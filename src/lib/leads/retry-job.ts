/**
 * One run of the lead-notification retry routine against DATABASE_URL, for callers without a
 * long-lived process: the Netlify scheduled function. It opens its own small connection, runs
 * `retryDue` once (the routine the Node server's loop runs) and closes the connection.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database } from '#lib/db/client.ts';
import * as schema from '#lib/db/schema.ts';
import { channelsFromEnv, createLeadNotifier, type NotificationChannel } from './notify.ts';
import { loadEnv, type EnvSource } from '#config/env.ts';

export interface RetryRunResult {
  /** Leads whose notification was due and attempted in this run. */
  tried: number;
  /** Why nothing was tried, when nothing could be. */
  skipped?: string;
}

export async function runLeadNotificationRetry(
  source: EnvSource = process.env,
  options: { channels?: NotificationChannel[]; log?: (message: string) => void } = {},
): Promise<RetryRunResult> {
  const env = loadEnv(source);
  const channels = options.channels ?? channelsFromEnv(source);
  if (channels.length === 0) return { tried: 0, skipped: 'no notification channel is configured' };
  if (!env.DATABASE_URL) {
    throw new Error('DATABASE_URL is not set: the scheduled lead retry needs the site database.');
  }
  // One invocation at a time needs few connections; a pooled URL keeps the total small.
  const client = postgres(env.DATABASE_URL, { max: 2, onnotice: () => {} });
  const db = drizzle({ client, schema }) as unknown as Database;
  try {
    const notifier = createLeadNotifier({
      db: async () => db,
      channels,
      ...(options.log && { log: options.log }),
    });
    const tried = await notifier.retryDue();
    await notifier.idle();
    return { tried };
  } finally {
    await client.end({ timeout: 5 });
  }
}
