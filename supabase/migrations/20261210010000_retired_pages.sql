-- A redirect that retires one of the site's own pages (docs/redirects.md): it is served although the
-- build writes the page, until it is deleted and the page comes back. Idempotent.
alter table redirects add column if not exists retires_page boolean not null default false;
