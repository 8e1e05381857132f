/**
 * The one list of a lead's fields as they leave the database: into the new-lead webhook, into
 * "Export everything" and back in through its import. A field added to a lead is added here once,
 * and the export's shape, its import and the webhook follow (tests/unit/leads.test.ts holds the
 * export's shape to this list).
 */
import type { Lead } from '#lib/db/schema.ts';
import { leadJson, type LeadJson } from './json.ts';

/**
 * Every field an export carries, in the order each copy lists them, and whether the new-lead
 * webhook sends it too: the webhook sends what the visitor's request said and where the visit began
 * (first-touch attribution, which a CRM credits campaigns by); the team's triage stays in the admin
 * and the export.
 */
const FIELDS = {
  id: 'webhook',
  createdAt: 'webhook',
  name: 'webhook',
  email: 'webhook',
  companySize: 'webhook',
  phone: 'webhook',
  message: 'webhook',
  sourcePage: 'webhook',
  landingPage: 'webhook',
  referrerHost: 'webhook',
  utm: 'webhook',
  context: 'webhook',
  status: 'export',
  isSpam: 'export',
  notificationState: 'export',
  handledBy: 'export',
  handledAt: 'export',
} as const satisfies Partial<Record<keyof Lead, 'webhook' | 'export'>>;

type Field = keyof typeof FIELDS;
type WebhookField = { [K in Field]: (typeof FIELDS)[K] extends 'webhook' ? K : never }[Field];

export const LEAD_EXPORT_FIELDS = Object.keys(FIELDS) as Field[];
export const LEAD_WEBHOOK_FIELDS = LEAD_EXPORT_FIELDS.filter(
  (field): field is WebhookField => FIELDS[field] === 'webhook',
);

function pick<T, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as Pick<T, K>;
}

/** A lead as the export writes it (dates as ISO strings), without its notes. */
export const exportedLead = (lead: Lead): Pick<LeadJson, Field> =>
  pick(leadJson(lead), LEAD_EXPORT_FIELDS);

/** A lead as the new-lead webhook sends it. */
export const webhookLead = (lead: Lead): Pick<LeadJson, WebhookField> =>
  pick(leadJson(lead), LEAD_WEBHOOK_FIELDS);

/** The row an exported lead is stored back as: its fields as exported, its dates as dates. */
export function leadFromExport(lead: Pick<LeadJson, Field>) {
  return {
    ...pick(lead, LEAD_EXPORT_FIELDS),
    createdAt: new Date(lead.createdAt),
    handledAt: lead.handledAt ? new Date(lead.handledAt) : null,
  };
}
