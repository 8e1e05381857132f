-- State that outlives one process: Netlify functions keep nothing between invocations.

-- When a failed lead notification is next due: the retry runs in whichever process or scheduled
-- function comes next, so the backoff lives in the row instead of one process's memory.
alter table leads add column if not exists notification_next_attempt_at timestamptz;
create index if not exists leads_notification_due_idx on leads (notification_next_attempt_at)
  where notification_state in ('pending', 'failed');

-- The build-hook debounce and publishing status, shared by every process and function instance:
-- after a burst of admin edits only the latest one, once quiet, calls the build hook.
create table if not exists site_publish_requests (
  id integer primary key default 1 check (id = 1),
  requested_at timestamptz not null,
  sent_for timestamptz,
  status_state text check (status_state in ('idle', 'saved', 'rebuilding', 'live', 'failed')),
  status_message text,
  status_at timestamptz
);
alter table site_publish_requests enable row level security;
revoke all on site_publish_requests from public;
