/**
 * Bulk synthetic insights for benchmarks (query timings, build scaling): generated inside the database
 * with generate_series, each linked to one audience, stage and topic, so they are public insights.
 * Their titles, and with them their topics, repeat every SYNTHETIC_TITLES posts: a build draws at
 * most that many generated covers and takes the rest from the cover cache, so the build bench times
 * the pages; it times drawing a cover on its own.
 */
import type { SqlRunner } from './runner.ts';

export const SYNTHETIC_TITLES = 100;

export async function addSyntheticPosts(sql: SqlRunner, count: number): Promise<void> {
  await sql.execAtomically(`
    with numbered as (
      select n from generate_series(1, ${Math.floor(count)}) as n
    ), inserted as (
      insert into posts (slug, title, excerpt, content, cover_image_url, category, is_published, published_at)
      select
        'synthetic-post-' || n,
        'Synthetic insight number ' || ((n - 1) % ${SYNTHETIC_TITLES} + 1),
        'A generated post used to measure how queries and builds scale with content.',
        repeat('Managed IT keeps a growing business running smoothly and securely. ', 60),
        '/images/insights/managed-it.svg',
        'Managed Services',
        true,
        timestamptz '2024-01-01' + n * interval '1 hour'
      from numbered
      returning id, slug
    ), indexed as (
      select id, substring(slug from 16)::int as n from inserted
    ), persona_link as (
      insert into post_personas (post_id, persona_id)
      select i.id, (select id from personas order by slug offset (i.n % (select count(*) from personas)) limit 1)
      from indexed i returning 1
    ), stage_link as (
      insert into post_journey_stages (post_id, journey_stage_id)
      select i.id, (select id from journey_stages order by slug offset (i.n % (select count(*) from journey_stages)) limit 1)
      from indexed i returning 1
    )
    insert into post_topics (post_id, topic_id)
    select i.id, (select id from topics order by slug offset (((i.n - 1) % ${SYNTHETIC_TITLES}) % (select count(*) from topics)) limit 1)
    from indexed i;
  `);
}
