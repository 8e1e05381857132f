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

const SYNTHETIC_PAGES = [
  '/contact',
  '/pricing',
  '/security-check',
  '/roi-calculator',
  '/managed-it-services',
  '/cybersecurity-services',
  '/insights',
  '/blog',
  '/locations/hartford-ct',
  '/industries/healthcare',
  '/services',
  '/',
];

/**
 * Bulk synthetic leads for the leads report's benchmark: `count` leads spread evenly over the year
 * before `until`, from a dozen pages, two thirds with UTM tags (4 sources, 3 media, 40 campaigns),
 * three quarters from a tool with inputs across its range, one in twenty marked spam.
 */
export async function addSyntheticLeads(sql: SqlRunner, count: number, until: Date): Promise<void> {
  const pages = `array[${SYNTHETIC_PAGES.map((page) => `'${page}'`).join(', ')}]`;
  await sql.execAtomically(`
    insert into leads (created_at, name, email, company_size, message, source_page, utm, context, is_spam, notification_state)
    select
      timestamptz '${until.toISOString()}' - (g * interval '365 days' / ${Math.floor(count)}),
      'Synthetic Lead', 'synthetic-lead-' || g || '@example.com', '11-50 employees',
      'A generated lead used to measure the leads report.',
      (${pages})[1 + g % ${SYNTHETIC_PAGES.length}],
      case when g % 3 = 0 then '{}'::jsonb else jsonb_build_object(
        'utm_source', (array['google', 'newsletter', 'linkedin', 'bing'])[1 + g % 4],
        'utm_medium', (array['cpc', 'email', 'social'])[1 + g % 3],
        'utm_campaign', 'campaign-' || (g % 40)) end,
      case g % 4
        when 0 then jsonb_build_object('from', 'security-check', 'score', (g * 7) % 101)
        when 1 then jsonb_build_object('from', 'roi-calculator', 'employees', 10 + (g * 13) % 491,
                                       'issues', 1 + g % 10, 'minutes', 15 * (1 + g % 8))
        when 2 then jsonb_build_object('from', 'pricing', 'users', 5 + (g * 11) % 196)
        else '{}'::jsonb end,
      g % 20 = 0,
      'skipped'
    from generate_series(1, ${Math.floor(count)}) as g;
  `);
}
