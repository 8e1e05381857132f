/**
 * First-touch attribution on every public page (docs/leads-report.md, "Where a visit started"): a
 * few lines of plain script, no framework, no cookie, nothing sent anywhere. It records the page
 * view in the visitor's own storage and, when a lead form (`data-lead-form`) is sent, puts the
 * visit's first page and its referrer into the form's hidden fields, whichever page the form is on.
 * The header's script imports it: one module on every page, not two (a second costs a request, and
 * its tag weighs on the home page's first round trip).
 */
import { FIRST_TOUCH_FIELDS, LEAD_FORM_ATTRIBUTE, recordPageView } from '#lib/leads/first-touch.ts';

const touch = recordPageView(() => localStorage, location, document.referrer, Date.now());

// Capture: before the form's own handler reads its fields (an island sending JSON does too).
addEventListener(
  'submit',
  ({ target }) => {
    const form = target as HTMLFormElement;
    if (!touch || !form.matches(`[${LEAD_FORM_ATTRIBUTE}]`)) return;
    for (const name of FIRST_TOUCH_FIELDS) {
      (
        form.querySelector<HTMLInputElement>(`[name=${name}]`) ??
        form.appendChild(Object.assign(document.createElement('input'), { type: 'hidden', name }))
      ).value = touch[name];
    }
  },
  true,
);
