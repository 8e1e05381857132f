-- Audiences, journey stages and topics become editable in the admin. A renamed one keeps its old
-- address: the old slug answers 301 with the record's current page, as renamed posts do.
-- Idempotent, so it can be re-applied by hand.
create table if not exists taxonomy_slug_redirects (
  kind text not null,
  from_slug text not null,
  taxonomy_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (kind, from_slug)
);
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'taxonomy_slug_redirects_kind') then
    alter table taxonomy_slug_redirects add constraint taxonomy_slug_redirects_kind
      check (kind in ('persona', 'journeyStage', 'topic'));
  end if;
end
$$;
create index if not exists taxonomy_slug_redirects_target_idx
  on taxonomy_slug_redirects (kind, taxonomy_id);
alter table taxonomy_slug_redirects enable row level security;
revoke all on taxonomy_slug_redirects from public, anon, authenticated;
