/**
 * A page's lead form: what a section asks, and the answers checked against it, never against what
 * the browser says about the form.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY_SIZES } from '#lib/leads/fields.ts';
import {
  ANSWER_REQUIRED_MESSAGE,
  checkPageForm,
  pageFormOf,
  pageFormOrigin,
  pageFormSlug,
} from '#lib/leads/page-form-submit.ts';
import {
  ANSWER_MAX,
  leadFormDefinition,
  leadFormOf,
  leadFormSectionOf,
  toolContextOf,
  type LeadFormDefinition,
} from '#lib/leads/page-forms.ts';

const section = {
  type: 'leadForm' as const,
  title: 'Get your assessment',
  formName: 'Law firm assessment',
  fields: { name: true, email: true, phone: true, companySize: true, message: false },
  question: 'Which practice software does your firm use?',
  questionRequired: true,
  button: 'Book my assessment',
};

describe('what a lead form section asks', () => {
  it('asks the ticked fields in the contact form’s order, and email whatever the section says', () => {
    expect(leadFormDefinition(section)).toEqual({
      name: 'Law firm assessment',
      fields: ['name', 'email', 'companySize', 'phone'],
      question: { label: 'Which practice software does your firm use?', required: true },
    });
    const bare = {
      ...section,
      fields: { name: false, email: false, phone: false, companySize: false, message: false },
      question: '  ',
      questionRequired: true,
    };
    expect(leadFormDefinition(bare)).toEqual({
      name: 'Law firm assessment',
      fields: ['email'],
      question: undefined,
    });
  });

  it('finds the page’s lead form among its sections, or none', () => {
    const hero = { type: 'hero', title: 'Hi' };
    expect(leadFormSectionOf([hero, section])).toBe(section);
    expect(leadFormSectionOf([hero])).toBeNull();
    expect(leadFormSectionOf([{ type: 'leadForm', formName: '', fields: {} }])).toBeNull();
    expect(leadFormSectionOf(['leadForm', null, 3])).toBeNull();
    expect(pageFormOf({ slug: 'law', title: 'Law', sections: [hero] })).toBeNull();
    expect(pageFormOf({ slug: 'law', title: 'Law', sections: [section] })?.definition.name).toBe(
      'Law firm assessment',
    );
  });

  it('reads the slug a submission names, and none for the contact form', () => {
    expect(pageFormSlug({ 'form-page': ' law-firms ' })).toBe('law-firms');
    expect(pageFormSlug({ 'form-page': '' })).toBeNull();
    expect(pageFormSlug({ 'form-page': ['law-firms'] })).toBeNull();
    expect(pageFormSlug({ 'form-name': 'contact' })).toBeNull();
  });
});

const everything: LeadFormDefinition = {
  name: 'Everything',
  fields: ['name', 'email', 'companySize', 'phone', 'message'],
  question: { label: 'Which software?', required: true },
};
const emailOnly: LeadFormDefinition = { name: 'Newsletter', fields: ['email'] };
const optionalQuestion: LeadFormDefinition = {
  name: 'Checklist',
  fields: ['email', 'companySize'],
  question: { label: 'Anything else?', required: false },
};

describe('the answers checked against the form', () => {
  const full = {
    name: 'Dana',
    email: 'dana@example.com',
    companySize: COMPANY_SIZES[1],
    phone: '',
    message: 'Help',
    answer: 'Clio',
  };
  it.each([
    { case: 'all answered', form: everything, body: full, fields: null },
    {
      case: 'name and message missing where asked',
      form: everything,
      body: { ...full, name: ' ', message: '' },
      fields: { name: 'Please enter your name.', message: 'Please enter a message.' },
    },
    {
      case: 'the required question unanswered',
      form: everything,
      body: { ...full, answer: '   ' },
      fields: { answer: ANSWER_REQUIRED_MESSAGE },
    },
    {
      case: 'the required question not sent at all',
      form: everything,
      body: { ...full, answer: undefined },
      fields: { answer: ANSWER_REQUIRED_MESSAGE },
    },
    {
      case: 'an answer too long',
      form: everything,
      body: { ...full, answer: 'x'.repeat(ANSWER_MAX + 1) },
      fields: { answer: `Your answer must be at most ${ANSWER_MAX} characters.` },
    },
    {
      case: 'a control character in the answer',
      form: everything,
      body: { ...full, answer: 'Clio\u0000' },
      fields: {
        answer: 'Your answer contains a control character (such as NUL); remove it and try again.',
      },
    },
    {
      case: 'a size that is not listed',
      form: everything,
      body: { ...full, companySize: '5000 people' },
      fields: { companySize: 'Please choose one of the listed company sizes.' },
    },
    {
      case: 'email missing, even on a form of email alone',
      form: emailOnly,
      body: { email: '' },
      fields: { email: 'Please enter your email address.' },
    },
    {
      case: 'fields the form does not ask are ignored, whatever they hold',
      form: emailOnly,
      body: { email: 'dana@example.com', name: '\u0000', message: 'x'.repeat(9000), answer: 'x' },
      fields: null,
    },
    {
      case: 'company size and an optional question may be left empty',
      form: optionalQuestion,
      body: { email: 'dana@example.com', companySize: '', answer: '' },
      fields: null,
    },
  ])('$case', ({ form, body, fields }) => {
    const checked = checkPageForm(form, body);
    if (fields === null) expect(checked.ok).toBe(true);
    else expect(checked).toEqual({ ok: false, fields });
  });

  it('stores what the form does not ask as empty, and what it asks as answered', () => {
    const stored = checkPageForm(emailOnly, {
      email: ' dana@example.com ',
      name: 'Not asked',
      companySize: COMPANY_SIZES[2],
      phone: '555',
      message: 'Not asked',
      answer: 'Not asked',
    });
    expect(stored.ok && stored.answers).toMatchObject({
      name: '',
      email: 'dana@example.com',
      companySize: '',
      phone: undefined,
      message: '',
      answer: '',
    });
    const answered = checkPageForm(optionalQuestion, {
      email: 'dana@example.com',
      companySize: COMPANY_SIZES[0],
      answer: ' Clio ',
    });
    expect(answered.ok && answered.answers).toMatchObject({
      companySize: COMPANY_SIZES[0],
      answer: 'Clio',
    });
  });

  it('keeps the honeypot: a filled trap marks the lead as spam', () => {
    const checked = checkPageForm(emailOnly, { email: 'dana@example.com', 'bot-field': 'x' });
    expect(checked.ok && checked.answers['bot-field']).toBe(true);
  });
});

describe('what a page form’s lead carries', () => {
  const form = pageFormOf({ slug: 'law-firms', title: 'Law', sections: [section] });
  it('names its page, its form and the answer to its question', () => {
    if (!form) throw new Error('no form');
    expect(pageFormOrigin(form, 'Clio')).toEqual({
      sourcePage: '/law-firms',
      context: {
        form: 'Law firm assessment',
        question: 'Which practice software does your firm use?',
        answer: 'Clio',
      },
    });
    expect(pageFormOrigin(form, '')).toEqual({
      sourcePage: '/law-firms',
      context: { form: 'Law firm assessment' },
    });
  });

  it('reads the form back, the contact page’s form by default, and keeps it out of the tool context', () => {
    const context = { from: 'pricing', users: 25, form: 'Law', question: 'Q?', answer: 'A' };
    expect(leadFormOf(context)).toEqual({ form: 'Law', question: 'Q?', answer: 'A' });
    expect(leadFormOf({})).toEqual({ form: 'contact', question: null, answer: null });
    expect(toolContextOf(context)).toEqual({ from: 'pricing', users: 25 });
  });
});
