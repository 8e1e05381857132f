-- Publishing the way a marketer works: SEO fields, scheduled posts, redirects when a post's slug
-- changes, and share-preview links. Idempotent, so it can be re-applied by hand.

-- Optional search/social overrides; the pages fall back to the title and the excerpt.
alter table posts add column if not exists meta_title text;
alter table posts add column if not exists meta_description text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'posts_meta_title_length') then
    alter table posts add constraint posts_meta_title_length check (char_length(meta_title) <= 60);
  end if;
  if not exists (select 1 from pg_constraint where conname = 'posts_meta_description_length') then
    alter table posts
      add constraint posts_meta_description_length check (char_length(meta_description) <= 160);
  end if;
end
$$;

-- A published post whose published_at is still ahead is scheduled: the public sees it only once
-- that time has come.
drop policy if exists "published posts are public" on posts;
create policy "published posts are public" on posts
  for select to anon, authenticated using (is_published and published_at <= now());
drop policy if exists "links of published posts are public" on post_personas;
create policy "links of published posts are public" on post_personas
  for select to anon, authenticated
  using (exists (select 1 from posts p where p.id = post_id and p.is_published
                   and p.published_at <= now()));
drop policy if exists "links of published posts are public" on post_journey_stages;
create policy "links of published posts are public" on post_journey_stages
  for select to anon, authenticated
  using (exists (select 1 from posts p where p.id = post_id and p.is_published
                   and p.published_at <= now()));
drop policy if exists "links of published posts are public" on post_topics;
create policy "links of published posts are public" on post_topics
  for select to anon, authenticated
  using (exists (select 1 from posts p where p.id = post_id and p.is_published
                   and p.published_at <= now()));

-- Old slugs of posts that were renamed. Pointing at the post (not at its next slug) makes chains
-- collapse by themselves: A -> B then B -> C leaves A and B both answering with the post's current URL.
create table if not exists post_slug_redirects (
  from_slug text primary key,
  post_id uuid not null references posts (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index if not exists post_slug_redirects_post_idx on post_slug_redirects (post_id);
alter table post_slug_redirects enable row level security;
revoke all on post_slug_redirects from public, anon, authenticated;

-- One share-preview link per post. A token is signed with the row's random key; regenerating the
-- link replaces the key, which revokes every token signed with the old one.
create table if not exists post_preview_links (
  post_id uuid primary key references posts (id) on delete cascade,
  signing_key text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
alter table post_preview_links enable row level security;
revoke all on post_preview_links from public, anon, authenticated;
