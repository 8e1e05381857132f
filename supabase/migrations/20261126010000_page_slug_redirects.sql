-- Location and industry pages keep their old addresses when their slug changes, in the same table as
-- renamed audiences, stages and topics (taxonomy_id is the renamed record's id, whatever its kind).
-- Idempotent, so it can be re-applied by hand.
alter table taxonomy_slug_redirects drop constraint if exists taxonomy_slug_redirects_kind;
alter table taxonomy_slug_redirects add constraint taxonomy_slug_redirects_kind
  check (kind in ('persona', 'journeyStage', 'topic', 'location', 'industry'));
