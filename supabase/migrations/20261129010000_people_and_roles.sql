-- Colleagues and roles. Every admin has a role: owner (everything, people and settings included),
-- editor (all content, publishing and leads) or contributor (drafts only). The admins who existed
-- before roles become owners; anyone added later starts as a contributor unless given a role.
-- Idempotent, so it can be re-applied by hand.
alter table admin_users add column if not exists role text not null default 'owner';
alter table admin_users alter column role set default 'contributor';
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'admin_users_role') then
    alter table admin_users add constraint admin_users_role
      check (role in ('owner', 'editor', 'contributor'));
  end if;
end
$$;
-- Supabase sign-in: set when the person's role changes; their next request ends every Supabase
-- session they hold (local sign-in deletes their session rows at once instead).
alter table admin_users add column if not exists sign_out_pending boolean not null default false;

-- Invitations to local sign-in: one pending invitation per address, a one-time link whose token is
-- stored only as its SHA-256, expiring within 7 days of being made.
create table if not exists admin_invites (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  role text not null check (role in ('owner', 'editor', 'contributor')),
  token_hash text not null unique,
  invited_by text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint admin_invites_expiry check (
    expires_at > created_at and expires_at <= created_at + interval '7 days'
  )
);
alter table admin_invites enable row level security;
revoke all on admin_invites from public, anon, authenticated;
