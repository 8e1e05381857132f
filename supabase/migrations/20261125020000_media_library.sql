-- The media library: images the marketer uploads, stored in the database so that every deployment
-- (PGlite, Postgres, Supabase) has them with one code path. Idempotent, so it can be re-applied by hand.
create table if not exists media (
  id uuid primary key default gen_random_uuid(),
  filename text not null,
  content_type text not null,
  byte_size integer not null,
  width integer not null,
  height integer not null,
  alt text not null,
  sha256 text not null,
  data bytea not null,
  uploaded_by text not null,
  created_at timestamptz not null default now()
);
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'media_content_type') then
    alter table media add constraint media_content_type
      check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif'));
  end if;
  if not exists (select 1 from pg_constraint where conname = 'media_byte_size') then
    alter table media add constraint media_byte_size
      check (byte_size > 0 and byte_size <= 5242880 and byte_size = octet_length(data));
  end if;
  if not exists (select 1 from pg_constraint where conname = 'media_alt_length') then
    alter table media add constraint media_alt_length check (char_length(alt) between 1 and 250);
  end if;
  if not exists (select 1 from pg_constraint where conname = 'media_dimensions') then
    alter table media add constraint media_dimensions check (width > 0 and height > 0);
  end if;
end
$$;
create index if not exists media_created_idx on media (created_at desc, id desc);
alter table media enable row level security;
revoke all on media from public, anon, authenticated;
