-- "Forgot password?" with local sign-in: a one-time link whose token is stored only as its SHA-256,
-- short-lived, gone with its account. Resetting deletes every link of the account and ends every
-- session it holds.
create table if not exists password_resets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references admin_users(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint password_resets_expiry check (
    expires_at > created_at and expires_at <= created_at + interval '1 hour'
  )
);
create index if not exists password_resets_user_id on password_resets (user_id);
alter table password_resets enable row level security;
revoke all on password_resets from public, anon, authenticated;
