-- Pages the marketer composes from the brand's sections (docs/product-rules.md, "Composed pages"),
-- each at an address of its own (/{slug}). The sections are one JSON document, checked on every save
-- by the same schema the admin form is described from. Idempotent, so it can be re-applied by hand.
create table if not exists landing_pages (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  description text not null,
  social_image text,
  service_type text,
  noindex boolean not null default false,
  sections jsonb not null default '[]'::jsonb,
  is_published boolean not null default false,
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'landing_pages_slug_length') then
    alter table landing_pages
      add constraint landing_pages_slug_length check (char_length(slug) between 1 and 80);
  end if;
end
$$;

alter table landing_pages enable row level security;
