-- Composed pages keep their old addresses when their address changes, as location and industry
-- pages do, in the same table (taxonomy_id is the renamed record's id, whatever its kind).
-- Idempotent, so it can be re-applied by hand.
alter table taxonomy_slug_redirects drop constraint if exists taxonomy_slug_redirects_kind;
alter table taxonomy_slug_redirects add constraint taxonomy_slug_redirects_kind
  check (kind in ('persona', 'journeyStage', 'topic', 'location', 'industry', 'landingPage'));
