-- A post's optional focus keyword: the phrase the editor's content guidance counts
-- (docs/product-rules.md, "Content guidance"). Idempotent, so it can be re-applied by hand.
alter table posts add column if not exists focus_keyword text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'posts_focus_keyword_length') then
    alter table posts
      add constraint posts_focus_keyword_length check (char_length(focus_keyword) <= 100);
  end if;
end
$$;

-- Pages never show it, so the API roles, which read published posts, read every column but this
-- one: the table's grant becomes a grant of the columns pages use.
revoke select on posts from anon, authenticated;
grant select (
  id, slug, title, excerpt, content, cover_image_url, category, meta_title, meta_description,
  is_published, published_at, author_id, created_at, updated_at, version
) on posts to anon, authenticated;
