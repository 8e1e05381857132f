-- One share-preview link per composed page: the unsaved page it was made from, and the key its
-- token is signed with. Making a new link replaces both, which revokes the old one; deleting the
-- page deletes its link. Not public. Idempotent.
create table if not exists landing_page_preview_links (
  landing_page_id uuid primary key references landing_pages (id) on delete cascade,
  page jsonb not null,
  signing_key text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
alter table landing_page_preview_links enable row level security;
revoke all on landing_page_preview_links from public, anon, authenticated;
