-- Optimistic concurrency for posts: every write bumps the version, and an admin's update, publish,
-- unpublish or delete names the version it read, so a change made since is never silently overwritten.
-- Idempotent, so it can be re-applied by hand to a database that already has the column.
alter table posts add column if not exists version integer not null default 1;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'posts_version_positive') then
    alter table posts add constraint posts_version_positive check (version >= 1);
  end if;
end
$$;
