/**
 * Netlify Scheduled Function: every 5 minutes, retries lead notifications that failed (with backoff,
 * up to a cap of attempts) or whose first attempt was cut off. The Node server runs the same routine
 * in its own loop instead.
 */
import { runLeadNotificationRetry } from '#lib/leads/retry-job.ts';

export default async function leadNotifications(): Promise<Response> {
  try {
    const result = await runLeadNotificationRetry();
    console.log(`[leads] scheduled retry: ${JSON.stringify(result)}`);
    return Response.json(result);
  } catch (error) {
    console.error('[leads] scheduled retry failed', error);
    return Response.json(
      { error: error instanceof Error ? error.message : String(error) },
      { status: 500 },
    );
  }
}

// Read statically by Netlify when it bundles the function.
export const config = { schedule: '*/5 * * * *' };
