-- A composed page may be scheduled: published, it goes live at publish_at (null: at once), and the
-- site is rebuilt at that time with nobody acting, as for scheduled posts. Idempotent.
alter table landing_pages add column if not exists publish_at timestamptz;
