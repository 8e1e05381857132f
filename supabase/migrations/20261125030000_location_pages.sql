-- Location pages are managed in the admin: the whole page copy lives in the row (one place), and a
-- page can be taken off the site without deleting it. Idempotent, so it can be re-applied by hand.

-- Areas, highlights, service cards and FAQs; null means the generic template (only for a draft:
-- the build refuses near-duplicate pages).
alter table locations add column if not exists details jsonb;
alter table locations add column if not exists is_published boolean not null default true;
alter table locations add column if not exists updated_at timestamptz not null default now();

drop policy if exists "locations are public" on locations;
create policy "locations are public" on locations
  for select to anon, authenticated using (is_published);
