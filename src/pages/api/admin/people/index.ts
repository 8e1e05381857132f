import { getAuth } from '#lib/auth/index.ts';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { invitePerson, listPeople } from '#lib/people/admin.ts';
import { inviteInput } from '#lib/people/input.ts';
import { sendInvitation } from '#lib/people/invite-mail.ts';
import {
  inviteJson,
  personJson,
  type InviteAnswerJson,
  type PeopleJson,
} from '#lib/people/json.ts';

export const prerender = false;

/** GET /api/admin/people: everyone with access and the pending invitations (owners only). */
export const GET = adminRoute(
  async () => {
    const { people, invites } = await listPeople(await getDb());
    return json({
      mode: (await getAuth()).kind,
      people: people.map(personJson),
      invites: invites.map(inviteJson),
    } satisfies PeopleJson);
  },
  { resource: 'people', action: 'read' },
);

/**
 * POST {email, role}: invites someone (owners only). Local sign-in: a one-time link, valid for 7
 * days, answered once here for the owner to copy and emailed when SMTP is set up; inviting the same
 * address again replaces it. Supabase sign-in: the address goes on the allowlist. 409 when they
 * already have access.
 */
export const POST = adminWrite(
  inviteInput,
  async ({ url }, owner, input) => {
    const mode = (await getAuth()).kind;
    const result = await invitePerson(await getDb(), owner, input, mode);
    const adminUrl = new URL('/admin', url).href;
    if (result.kind === 'allowlist') {
      const delivery = await sendInvitation({ ...input, invitedBy: owner.email, adminUrl });
      return json(
        {
          person: personJson(result.person),
          emailed: delivery.emailed,
          ...(!delivery.emailed && { emailProblem: delivery.problem }),
        } satisfies InviteAnswerJson,
        201,
      );
    }
    const link = `${adminUrl}#invite=${result.token}`;
    const delivery = await sendInvitation({
      ...input,
      invitedBy: owner.email,
      adminUrl,
      link: { url: link, expiresAt: result.invite.expiresAt },
    });
    return json(
      {
        invite: inviteJson(result.invite),
        link,
        emailed: delivery.emailed,
        ...(!delivery.emailed && { emailProblem: delivery.problem }),
      } satisfies InviteAnswerJson,
      201,
      { 'Cache-Control': 'no-store' },
    );
  },
  { resource: 'people', action: 'create' },
);
