-- Revisions: every save of a versioned record (posts, audiences, stages, topics, locations,
-- industries and any type added later) keeps the whole document as it was written, with who wrote
-- it and when. A revision is never changed; it is removed only by pruning, which keeps the newest
-- 50 of each record and every published one (the same rule as REVISIONS_KEPT in
-- src/lib/revisions/fields.ts). Idempotent, so it can be re-applied by hand.
create table if not exists content_revisions (
  id bigint generated always as identity primary key,
  -- The record's kind (its table's name with hyphens: posts, journey-stages, ...) and its id.
  kind text not null,
  record_id text not null,
  version integer not null check (version >= 1),
  -- The whole record as the admin API reads it (a post with its audience, stage and topic ids).
  document jsonb not null,
  -- Whether this version was on the public site (or scheduled to be): pruning keeps it.
  published boolean not null,
  -- Who wrote it; null for the version a record had before its first recorded change (seed,
  -- import). No foreign key: the history outlives the account.
  actor_id uuid,
  actor_email text,
  at timestamptz not null default now(),
  unique (kind, record_id, version)
);
alter table content_revisions enable row level security;
revoke all on content_revisions from public, anon, authenticated;

-- Immutable: no UPDATE, no TRUNCATE, and a DELETE only of what pruning may remove.
create or replace function content_revisions_are_immutable() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if not old.published and (
      select count(*) from content_revisions newer
      where newer.kind = old.kind and newer.record_id = old.record_id
        and newer.version > old.version
    ) >= 50 then
      return old;
    end if;
  end if;
  raise exception 'content_revisions are immutable: % is not allowed here (pruning removes only an unpublished revision with 50 newer ones)', tg_op
    using errcode = 'insufficient_privilege';
end
$$;
drop trigger if exists content_revisions_immutable on content_revisions;
create trigger content_revisions_immutable
  before update or delete on content_revisions
  for each row execute function content_revisions_are_immutable();
drop trigger if exists content_revisions_no_truncate on content_revisions;
create trigger content_revisions_no_truncate
  before truncate on content_revisions
  for each statement execute function content_revisions_are_immutable();
