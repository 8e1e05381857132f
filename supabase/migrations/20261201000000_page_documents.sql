-- Page copy and site facts in the database: one versioned JSON document per page (its id is the
-- page's key, such as 'home' or 'pricing') and one for Settings ('settings'). Each document is
-- validated by its page's schema on every save and again by the build. Idempotent, so it can be
-- re-applied by hand.
create table if not exists page_documents (
  id text primary key,
  document jsonb not null,
  updated_at timestamptz not null default now(),
  -- The admin who saved this version (null: the seed).
  updated_by text,
  version integer not null default 1
);
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'page_documents_id_is_a_key') then
    alter table page_documents
      add constraint page_documents_id_is_a_key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
  end if;
  if not exists (select 1 from pg_constraint where conname = 'page_documents_version_positive') then
    alter table page_documents
      add constraint page_documents_version_positive check (version >= 1);
  end if;
  if not exists (select 1 from pg_constraint where conname = 'page_documents_is_an_object') then
    alter table page_documents
      add constraint page_documents_is_an_object check (jsonb_typeof(document) = 'object');
  end if;
end
$$;

-- Every page shows its document, so the anonymous role may read them all, and write none.
alter table page_documents enable row level security;
revoke all on page_documents from public, anon, authenticated;
grant select on page_documents to anon, authenticated;
drop policy if exists "page documents are public" on page_documents;
create policy "page documents are public" on page_documents
  for select to anon, authenticated using (true);

-- One share-preview link per page: the unsaved document it was made from, and the key its token is
-- signed with. Making a new link replaces both, which revokes the old one. Not public.
create table if not exists page_preview_links (
  page_id text primary key references page_documents (id) on delete cascade,
  document jsonb not null,
  signing_key text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
alter table page_preview_links enable row level security;
revoke all on page_preview_links from public, anon, authenticated;
