-- An image's bytes may live in a Supabase Storage bucket instead of the row (MEDIA_STORAGE=supabase).
-- Each row says where its own bytes are, so images uploaded before a switch keep working.
-- Idempotent, so it can be re-applied by hand.
alter table media add column if not exists storage text not null default 'database';
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'media_storage_kind') then
    alter table media add constraint media_storage_kind check (
      (storage = 'database' and data is not null) or (storage = 'supabase' and data is null)
    );
  end if;
end
$$;
alter table media alter column data drop not null;
