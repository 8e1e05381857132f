-- Industry pages are managed in the admin: the whole page copy lives in the row (one place), and a
-- page can be taken off the site without deleting it. Idempotent, so it can be re-applied by hand.

-- Specialized services, FAQs and resource links; null means the generic template.
alter table industries add column if not exists details jsonb;
alter table industries add column if not exists is_published boolean not null default true;
alter table industries add column if not exists updated_at timestamptz not null default now();

drop policy if exists "industries are public" on industries;
create policy "industries are public" on industries
  for select to anon, authenticated using (is_published);
