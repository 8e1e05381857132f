/**
 * Netlify Scheduled Function: every minute, asks for a build when a scheduled post's time has come
 * since the last build was asked for, so it goes live with nobody acting. The Node server sets a
 * timer for the same purpose instead (server/scheduled-publishing.ts).
 */
import { getDb } from '#lib/db/client.ts';
import { sitePublisher } from '#lib/publishing/index.ts';
import { scheduledPostDue } from '#lib/publishing/schedule.ts';

export default async function scheduledPosts(): Promise<Response> {
  try {
    const due = await scheduledPostDue(await getDb());
    if (due) {
      const publisher = sitePublisher();
      publisher.contentChanged('A scheduled post’s time came');
      await publisher.settled?.();
      console.log('[publish] a scheduled post is due: build requested');
    }
    return Response.json({ due });
  } catch (error) {
    console.error('[publish] scheduled check failed', error);
    return Response.json(
      { error: error instanceof Error ? error.message : String(error) },
      { status: 500 },
    );
  }
}

// Read statically by Netlify when it bundles the function.
export const config = { schedule: '* * * * *' };
