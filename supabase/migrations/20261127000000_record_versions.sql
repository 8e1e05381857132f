-- Optimistic concurrency for every content type, like posts: audiences, journey stages, topics,
-- location pages and industry pages carry a version that every admin write bumps, and a write names
-- the version it read (If-Match), so a change made since is never silently overwritten.
-- Idempotent, so it can be re-applied by hand to a database that already has the columns.
alter table personas add column if not exists version integer not null default 1;
alter table journey_stages add column if not exists version integer not null default 1;
alter table topics add column if not exists version integer not null default 1;
alter table locations add column if not exists version integer not null default 1;
alter table industries add column if not exists version integer not null default 1;

do $$
declare
  versioned text;
begin
  foreach versioned in array array['personas', 'journey_stages', 'topics', 'locations', 'industries'] loop
    if not exists (select 1 from pg_constraint where conname = versioned || '_version_positive') then
      execute format(
        'alter table %I add constraint %I check (version >= 1)',
        versioned,
        versioned || '_version_positive'
      );
    end if;
  end loop;
end
$$;
