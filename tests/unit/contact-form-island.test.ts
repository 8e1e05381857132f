/**
 * The contact island as a page's lead form, as the server renders it (the no-JavaScript form):
 * only the fields the form asks, with the contact form's labels, required markers and messages,
 * its own question and button, and the page's slug as the one thing it posts about itself.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import ContactForm, { type PageFormProps } from '#islands/contact/ContactForm.tsx';
import { EMPTY_VALUES } from '#lib/leads/fields.ts';

const pageForm: PageFormProps = {
  slug: 'law-firms',
  title: 'Book your assessment',
  intro: 'Thirty minutes, no obligation.',
  fields: ['email', 'companySize'],
  question: { label: 'Which practice software does your firm use?', required: true },
  button: 'Book my assessment',
};

const render = (props: Partial<Parameters<typeof ContactForm>[0]> = {}) =>
  renderToString(h(ContactForm, { action: '/contact/send', endpoint: '/api/contact', ...props }));

describe('the contact island', () => {
  it('is the contact form without a page form', () => {
    const html = render();
    expect(html).toContain('Send us a Message');
    expect(html).toContain('name="form-name" value="contact"');
    expect(html).not.toContain('name="form-page"');
    for (const name of ['name', 'email', 'companySize', 'phone', 'message']) {
      expect(html).toContain(`id="contact-${name}"`);
    }
    expect(html).not.toContain('id="contact-answer"');
    expect(html).toContain('Send Message');
  });

  it('asks only what a page’s form asks, posting its page’s slug and never its definition', () => {
    const html = render({ pageForm });
    expect(html).toContain('Book your assessment');
    expect(html).toContain('Thirty minutes, no obligation.');
    expect(html).toContain('name="form-page" value="law-firms"');
    expect(html).not.toContain('name="form-name"');
    expect(html).not.toContain('id="contact-name"');
    expect(html).not.toContain('id="contact-message"');
    expect(html).not.toContain('id="contact-phone"');
    expect(html).toMatch(/<input[^>]*id="contact-email"[^>]*required/);
    expect(html).toContain('Company size (optional)');
    // Starts on no size: a page's form may be sent without one.
    expect(html).toMatch(/<option selected value>Choose a size<\/option>/);
    expect(html).toMatch(
      /<label for="contact-answer"[^>]*>Which practice software does your firm use\?<\/label>/,
    );
    expect(html).toMatch(/<textarea[^>]*id="contact-answer"[^>]*required/);
    expect(html).toContain('Book my assessment');
    expect(html).toContain('data-lead-form');
  });

  it('marks an optional question, and shows messages and what was typed again', () => {
    const html = render({
      pageForm: { ...pageForm, question: { label: 'Anything else?', required: false } },
      values: { ...EMPTY_VALUES, email: 'dana@', answer: 'Clio' },
      errors: { email: 'Please enter a valid email address, like name@company.com.' },
      error: 'Please correct the highlighted fields.',
    });
    expect(html).toContain('Anything else? (optional)');
    expect(html).not.toMatch(/<textarea[^>]*id="contact-answer"[^>]*required/);
    expect(html).toMatch(/<input[^>]*id="contact-email"[^>]*value="dana@"/);
    expect(html).toContain('>Clio</textarea>');
    expect(html).toContain('aria-describedby="contact-email-error"');
    expect(html).toContain('role="alert"');
  });
});
