-- Who changed what, when: an append-only record of every admin change, and notes on leads.
-- Idempotent, so it can be re-applied by hand.

-- The actor is kept by id and email without a foreign key: the history outlives the admin account.
create table if not exists admin_activity (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid not null,
  actor_email text not null,
  action text not null,
  subject_type text not null,
  subject_id text,
  summary text not null,
  details jsonb not null default '{}'::jsonb
);
create index if not exists admin_activity_at_idx on admin_activity (at desc, id desc);
alter table admin_activity enable row level security;
revoke all on admin_activity from public, anon, authenticated;

-- Append-only: an entry, once written, can be neither changed nor removed.
create or replace function admin_activity_is_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'admin_activity is append-only: % is not allowed', tg_op
    using errcode = 'insufficient_privilege';
end
$$;
drop trigger if exists admin_activity_append_only on admin_activity;
create trigger admin_activity_append_only
  before update or delete on admin_activity
  for each row execute function admin_activity_is_append_only();
drop trigger if exists admin_activity_no_truncate on admin_activity;
create trigger admin_activity_no_truncate
  before truncate on admin_activity
  for each statement execute function admin_activity_is_append_only();

-- Who handled a lead, and when (cleared when it goes back into the inbox).
alter table leads add column if not exists handled_by text;
alter table leads add column if not exists handled_at timestamptz;

create table if not exists lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references leads (id) on delete cascade,
  author_email text not null,
  body text not null,
  created_at timestamptz not null default now()
);
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'lead_notes_body_length') then
    alter table lead_notes
      add constraint lead_notes_body_length check (char_length(body) between 1 and 2000);
  end if;
end
$$;
create index if not exists lead_notes_lead_idx on lead_notes (lead_id, created_at);
alter table lead_notes enable row level security;
revoke all on lead_notes from public, anon, authenticated;
