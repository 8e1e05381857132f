-- Where a lead's visit started (first-touch attribution, docs/leads-report.md): the visit's first
-- page and the host of the site that sent the visitor there, each null when not known (a form sent
-- without JavaScript, or a lead from before). Idempotent, so it can be re-applied by hand.
alter table leads add column if not exists landing_page text;
alter table leads add column if not exists referrer_host text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'leads_landing_page_length') then
    alter table leads
      add constraint leads_landing_page_length check (char_length(landing_page) <= 300);
  end if;
  if not exists (select 1 from pg_constraint where conname = 'leads_referrer_host_length') then
    alter table leads
      add constraint leads_referrer_host_length check (char_length(referrer_host) <= 260);
  end if;
end
$$;
