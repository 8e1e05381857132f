-- When a failed lead notification is next due: the retry runs in whichever process or scheduled
-- function comes next, so the backoff lives in the row instead of one process's memory.
alter table leads add column if not exists notification_next_attempt_at timestamptz;
create index if not exists leads_notification_due_idx on leads (notification_next_attempt_at)
  where notification_state in ('pending', 'failed');
