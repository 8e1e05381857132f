-- Redirects kept by hand (the admin's redirects manager, a CSV) or by an import, and what imports
-- have brought in. Renamed posts and pages keep their own tables (post_slug_redirects,
-- taxonomy_slug_redirects); the manager lists those beside these. Idempotent, so it can be
-- re-applied by hand.

-- One old address and where it leads. The source is a path without its trailing slash, plus an
-- optional query (`p=123`, its parameters sorted) that must be present for the rule to answer.
create table if not exists redirects (
  id uuid primary key default gen_random_uuid(),
  from_path text not null,
  from_query text not null default '',
  to_target text not null,
  status integer not null default 301,
  note text not null default '',
  origin text not null default 'manual',
  -- Counted by the Node server, in batches; a hit is not an edit (the version stays).
  hits bigint not null default 0,
  last_hit_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (from_path, from_query)
);
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'redirects_status') then
    alter table redirects add constraint redirects_status check (status in (301, 302));
  end if;
  if not exists (select 1 from pg_constraint where conname = 'redirects_origin') then
    alter table redirects add constraint redirects_origin
      check (origin in ('manual', 'csv', 'import'));
  end if;
  if not exists (select 1 from pg_constraint where conname = 'redirects_version_positive') then
    alter table redirects add constraint redirects_version_positive check (version >= 1);
  end if;
  if not exists (select 1 from pg_constraint where conname = 'redirects_from_path_shape') then
    alter table redirects add constraint redirects_from_path_shape
      check (from_path like '/%' and from_path not like '//%' and char_length(from_path) <= 500);
  end if;
end
$$;
alter table redirects enable row level security;
revoke all on redirects from public, anon, authenticated;

-- One import of a WordPress export or of an export of this site: what it is, the mapping the admin
-- chose, and how far it has got (it runs in steps and can be resumed).
create table if not exists import_jobs (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  -- The WordPress site's address, or the exported instance's id: what import_records are keyed by.
  source text not null,
  label text not null,
  -- Where its files are: the server's staging folder, or the paths the command line was given.
  files jsonb not null default '{}',
  state text not null default 'planned',
  mapping jsonb not null default '{}',
  total integer not null default 0,
  done integer not null default 0,
  counts jsonb not null default '{}',
  -- What happened to each item that was skipped or changed on the way (the last few hundred).
  log jsonb not null default '[]',
  created_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'import_jobs_kind') then
    alter table import_jobs add constraint import_jobs_kind check (kind in ('wordpress', 'export'));
  end if;
  if not exists (select 1 from pg_constraint where conname = 'import_jobs_state') then
    alter table import_jobs add constraint import_jobs_state
      check (state in ('planned', 'running', 'done'));
  end if;
  if not exists (select 1 from pg_constraint where conname = 'import_jobs_progress') then
    alter table import_jobs add constraint import_jobs_progress
      check (done >= 0 and done <= total);
  end if;
end
$$;
create index if not exists import_jobs_created_idx on import_jobs (created_at desc);
alter table import_jobs enable row level security;
revoke all on import_jobs from public, anon, authenticated;

-- Every record an import made (or found already there), by where it came from: importing the same
-- file again finds its items here and creates nothing twice.
create table if not exists import_records (
  source text not null,
  source_key text not null,
  entity text not null,
  entity_id text not null,
  created_at timestamptz not null default now(),
  primary key (source, source_key)
);
alter table import_records enable row level security;
revoke all on import_records from public, anon, authenticated;
