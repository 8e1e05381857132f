-- Content, leads and local-auth schema with row-level security.
-- Applies unchanged to PGlite, a plain Postgres 15+ server and a Supabase project.

-- Supabase's API roles. A Supabase project has them already; elsewhere they exist so the same
-- policies can be tested (and so a PostgREST-style reader could use them).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
end
$$;

create table posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (length(title) between 1 and 200),
  excerpt text not null,
  content text not null,
  cover_image_url text not null,
  category text,
  is_published boolean not null default false,
  published_at timestamptz,
  author_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A post is public exactly when it has a publication date; the two never disagree.
  constraint posts_published_at_matches check (is_published = (published_at is not null))
);
create index posts_published_idx on posts (published_at desc) where is_published;
create index posts_created_idx on posts (created_at desc);

create table personas (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  intro text
);
create table journey_stages (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  intro text
);
create table topics (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  intro text
);

create table post_personas (
  post_id uuid not null references posts (id) on delete cascade,
  persona_id uuid not null references personas (id) on delete cascade,
  primary key (post_id, persona_id)
);
create index post_personas_persona_idx on post_personas (persona_id);
create table post_journey_stages (
  post_id uuid not null references posts (id) on delete cascade,
  journey_stage_id uuid not null references journey_stages (id) on delete cascade,
  primary key (post_id, journey_stage_id)
);
create index post_journey_stages_stage_idx on post_journey_stages (journey_stage_id);
create table post_topics (
  post_id uuid not null references posts (id) on delete cascade,
  topic_id uuid not null references topics (id) on delete cascade,
  primary key (post_id, topic_id)
);
create index post_topics_topic_idx on post_topics (topic_id);

create table locations (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  city text not null,
  state text not null,
  meta_title text not null,
  meta_description text not null,
  intro_text text not null
);

create table industries (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  description text not null,
  intro_text text not null,
  meta_title text not null,
  meta_description text not null,
  image_url text
);

create table leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company_size text not null,
  phone text,
  message text not null,
  source_page text,
  utm jsonb not null default '{}'::jsonb,
  context jsonb not null default '{}'::jsonb,
  status text not null default 'new' check (status in ('new', 'handled')),
  is_spam boolean not null default false,
  notification_state text not null default 'pending'
    check (notification_state in ('pending', 'sent', 'failed', 'skipped')),
  notification_attempts integer not null default 0,
  notification_error text,
  notified_at timestamptz
);
create index leads_created_idx on leads (created_at desc);
create index leads_pending_notification_idx on leads (created_at)
  where notification_state in ('pending', 'failed');

create table admin_users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  -- Null for Supabase Auth admins: there the allowlist entry is all we keep.
  password_hash text,
  created_at timestamptz not null default now()
);

create table sessions (
  -- SHA-256 of the session token; the token itself is never stored.
  token_hash text primary key,
  user_id uuid not null references admin_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);

-- Row-level security: nothing is visible to the API roles unless a policy below says so.
alter table posts enable row level security;
alter table personas enable row level security;
alter table journey_stages enable row level security;
alter table topics enable row level security;
alter table post_personas enable row level security;
alter table post_journey_stages enable row level security;
alter table post_topics enable row level security;
alter table locations enable row level security;
alter table industries enable row level security;
alter table leads enable row level security;
alter table admin_users enable row level security;
alter table sessions enable row level security;

revoke all on all tables in schema public from public, anon, authenticated;
alter default privileges in schema public revoke all on tables from public, anon, authenticated;
grant usage on schema public to anon, authenticated;

grant select on posts, personas, journey_stages, topics, post_personas, post_journey_stages,
  post_topics, locations, industries to anon, authenticated;

create policy "published posts are public" on posts
  for select to anon, authenticated using (is_published);
create policy "personas are public" on personas for select to anon, authenticated using (true);
create policy "journey stages are public" on journey_stages
  for select to anon, authenticated using (true);
create policy "topics are public" on topics for select to anon, authenticated using (true);
create policy "links of published posts are public" on post_personas
  for select to anon, authenticated
  using (exists (select 1 from posts p where p.id = post_id and p.is_published));
create policy "links of published posts are public" on post_journey_stages
  for select to anon, authenticated
  using (exists (select 1 from posts p where p.id = post_id and p.is_published));
create policy "links of published posts are public" on post_topics
  for select to anon, authenticated
  using (exists (select 1 from posts p where p.id = post_id and p.is_published));
create policy "locations are public" on locations for select to anon, authenticated using (true);
create policy "industries are public" on industries for select to anon, authenticated using (true);
-- leads, admin_users and sessions: no policy and no grant; only the server's own role reads them.
