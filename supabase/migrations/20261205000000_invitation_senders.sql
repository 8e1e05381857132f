-- An invitation belongs to its sender's authority: it names the account that sent it, and it works
-- only while that account exists and holds at least the role it grants. Removing the sender, or
-- demoting them below that role, deletes it (src/lib/people/admin.ts); accepting checks again.
-- Invitations whose sender is gone or holds less already are deleted here.
alter table admin_invites add column if not exists invited_by_id uuid;
update admin_invites i set invited_by_id = u.id
  from admin_users u
  where i.invited_by_id is null and u.email = i.invited_by;
delete from admin_invites i
  where i.invited_by_id is null
     or not exists (
       select 1 from admin_users u
       where u.id = i.invited_by_id
         and (u.role = 'owner' or (u.role = 'editor' and i.role <> 'owner')
              or (u.role = 'contributor' and i.role = 'contributor'))
     );
alter table admin_invites alter column invited_by_id set not null;
create index if not exists admin_invites_invited_by_id on admin_invites (invited_by_id);
