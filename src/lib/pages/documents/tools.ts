/**
 * The tool pages (/pricing, /roi-calculator, /referral-program, /security-check, /blog-generator)
 * and /contact: the copy around each tool and the labels the tool itself shows. A tool's labels
 * travel to its island as props; a label that depends on a number the visitor chose has a form for
 * one and a form for many, with the number as a placeholder (`{n} user`, `{n} users`).
 */
import { group, icon, line, lines, link, list, optionalFlag, paragraph } from '#lib/pages/kinds.ts';
import {
  actions,
  callToAction,
  crumb,
  faqs,
  features,
  heading,
  hero,
  searchDescription,
  searchTitle,
  section,
  steps,
  headingFields,
} from './sections.ts';

/** A page's search title and description and its hero. */
const pageHead = () =>
  ({ title: searchTitle(), description: searchDescription(), hero: hero() }) as const;

const toolName = () =>
  line({
    label: 'Tool name (structured data)',
    max: 80,
    help: 'Search engines list the page as a free tool of this name.',
  });

/** A tool's head: the page's, its breadcrumb name and its name as a free tool. */
const toolHead = () => ({ ...pageHead(), crumb: crumb(), toolName: toolName() }) as const;

/** A label that counts something: its form for one and its form for many. */
const counted = (label: string, placeholder: string, example: string) =>
  group(
    { label, help: `{${placeholder}} is the number, such as ${example}.` },
    {
      one: line({ label: 'For one', max: 120, placeholders: [placeholder] }),
      other: line({ label: 'For more than one', max: 120, placeholders: [placeholder] }),
    },
  );

const slider = (label: string, example: string) =>
  group(
    { label },
    {
      label: line({ label: 'Label', max: 80 }),
      valueText: counted('Value as read out', 'n', example),
    },
  );

export const pricingPageSchema = group(
  { label: '/pricing' },
  {
    page: group(
      { label: 'Page' },
      {
        ...toolHead(),
        calculator: heading({ label: 'Calculator section' }),
        tiers: heading({ label: 'Plans section' }),
      },
    ),
    calculator: group(
      { label: 'Calculator labels' },
      {
        slider: slider('Users slider', '{n} users'),
        comparisonTitle: line({ label: 'Comparison heading', max: 80 }),
        comparison: group(
          { label: 'Comparison rows' },
          {
            inHouse: line({ label: 'In-house cost', max: 80 }),
            provider: line({ label: 'Our cost', max: 80 }),
            savings: line({ label: 'Savings', max: 80 }),
          },
        ),
        planTitle: line({ label: 'Plan heading', max: 80 }),
        plan: group(
          { label: 'Plan rows' },
          {
            type: line({ label: 'Plan type', max: 80 }),
            monthlyPrice: line({ label: 'Monthly price', max: 80 }),
            perUserPrice: line({ label: 'Per-user price', max: 80 }),
          },
        ),
        staffNote: counted('Note on in-house staff', 'staff', '2 professionals'),
        contactLabel: line({ label: 'Contact button', max: 80 }),
      },
    ),
    assumptions: section({ label: 'Cost assumptions' }, features({ min: 1, max: 6 })),
    callToAction: callToAction(),
  },
);

export const roiPageSchema = group(
  { label: '/roi-calculator' },
  {
    page: group(
      { label: 'Page' },
      { ...toolHead(), calculator: heading({ label: 'Calculator section' }) },
    ),
    calculator: group(
      { label: 'Calculator labels' },
      {
        inputsTitle: line({ label: 'Inputs heading', max: 80 }),
        resultsTitle: line({ label: 'Results heading', max: 80 }),
        sliders: group(
          { label: 'Sliders' },
          {
            employees: slider('Employees slider', '{n} employees'),
            issues: slider('Issues slider', '{n} IT issues per employee per week'),
            minutes: slider('Minutes slider', '{n} minutes lost per issue'),
          },
        ),
        results: group(
          { label: 'Results' },
          {
            annualSavings: line({ label: 'Annual savings', max: 80 }),
            hoursSaved: line({ label: 'Hours saved', max: 80 }),
            efficiencyIncrease: line({ label: 'Efficiency', max: 80 }),
          },
        ),
        contactLabel: line({ label: 'Contact button', max: 80 }),
        contactNote: line({ label: 'Note under the button', max: 200 }),
      },
    ),
    assumptions: section({ label: 'How we calculate' }, features({ min: 1, max: 6 })),
    savings: section({ label: 'Where the savings come from' }, features({ min: 1, max: 6 })),
    callToAction: callToAction(),
  },
);

export const referralPageSchema = group(
  { label: '/referral-program' },
  {
    page: group({ label: 'Page' }, { ...pageHead(), crumb: crumb() }),
    rewards: group(
      { label: 'Rewards' },
      {
        ...headingFields(),
        items: features({ min: 1, max: 6 }),
        example: paragraph({ label: 'Worked example', max: 400 }),
      },
    ),
    calculator: group(
      { label: 'Calculator labels' },
      {
        title: line({ label: 'Heading', max: 80 }),
        inputLabel: line({ label: 'Input label', max: 120 }),
        inputHint: line({ label: 'Input hint', max: 120 }),
        invalid: line({ label: 'Message for a value that is not an amount', max: 200 }),
        results: group(
          { label: 'Results' },
          {
            totalReward: line({ label: 'Total reward', max: 80 }),
            monthlyCredit: line({ label: 'Monthly credit', max: 80 }),
          },
        ),
        creditPeriod: line({
          label: 'Credit period',
          max: 120,
          placeholders: ['months'],
          help: '{months} is the number of months.',
        }),
      },
    ),
    steps: section({ label: 'How it works' }, steps({ min: 1, max: 6 })),
    terms: group(
      { label: 'Program terms' },
      {
        title: line({ label: 'Heading', max: 120 }),
        items: lines({
          label: 'Terms (one per line)',
          item: 'Term',
          min: 1,
          max: 10,
          maxLength: 300,
        }),
      },
    ),
    callToAction: callToAction(),
  },
);

const question = (label: string) =>
  group(
    { label },
    {
      text: line({ label: 'Question', max: 200 }),
      hint: line({ label: 'Why it matters', max: 200 }),
    },
  );

const tier = (label: string) =>
  group(
    { label },
    {
      title: line({ label: 'Name', max: 60 }),
      message: line({ label: 'Message', max: 200 }),
    },
  );

const consultationAction = (label: string) =>
  group(
    { label },
    {
      title: line({ label: 'Title', max: 80 }),
      description: paragraph({ label: 'Description', max: 300 }),
      linkLabel: line({ label: 'Link text', max: 80 }),
    },
  );

const securityAction = (label: string) =>
  group({ label }, { ...consultationAction(label).shape, href: link({ label: 'Link' }) });

const scoringArea = (label: string) =>
  group({ label }, { icon: icon(), title: line({ label: 'Name', max: 60 }) });

/** The five questions are fixed: their weights and the recommended actions are the check's rules. */
export const securityCheckPageSchema = group(
  { label: '/security-check' },
  {
    page: group(
      { label: 'Page' },
      {
        ...pageHead(),
        toolName: toolName(),
        questionsTitle: line({ label: 'Questions heading', max: 120 }),
        questionsIntro: paragraph({ label: 'Questions intro', max: 400 }),
      },
    ),
    questions: group(
      { label: 'Questions' },
      {
        mdm: question('Device management'),
        edr: question('Antivirus or EDR'),
        incidentResponse: question('Incident response plan'),
        training: question('Security training'),
        backups: question('Backups'),
      },
    ),
    tiers: group(
      { label: 'Results by score' },
      {
        strong: tier('70 and above'),
        improve: tier('40 to 69'),
        critical: tier('Below 40'),
      },
    ),
    actions: group(
      { label: 'Recommended actions' },
      {
        consultation: consultationAction(
          'Below 100: consultation (links to /contact with the score)',
        ),
        mdm: securityAction('Below 70: device management'),
        edr: securityAction('Below 50: EDR'),
      },
    ),
    result: group(
      { label: 'Result labels' },
      {
        title: line({ label: 'Score heading', max: 80 }),
        scoreLabel: line({ label: 'After the score', max: 40 }),
        actionsTitle: line({ label: 'Actions heading', max: 80 }),
        noActions: line({ label: 'With a full score', max: 200 }),
        redirectNotice: paragraph({ label: 'Notice before moving to /contact', max: 300 }),
        stayHere: line({ label: 'Stay button', max: 40 }),
        stayedNotice: line({ label: 'After staying', max: 200 }),
        contactNow: line({ label: 'Contact link', max: 80 }),
        retake: line({ label: 'Retake button', max: 40 }),
        yes: line({ label: 'Yes', max: 20 }),
        no: line({ label: 'No', max: 20 }),
        progress: line({
          label: 'Progress',
          max: 80,
          placeholders: ['answered', 'total'],
          help: '{answered} and {total} are the counts.',
        }),
        withoutJavaScript: line({ label: 'Without JavaScript', max: 200 }),
      },
    ),
    scoring: group(
      { label: 'How the score works' },
      {
        ...headingFields(),
        pointsLabel: line({ label: 'After each area’s points', max: 20 }),
        areas: group(
          { label: 'Areas' },
          {
            mdm: scoringArea('Device management'),
            edr: scoringArea('Antivirus or EDR'),
            incidentResponse: scoringArea('Incident response plan'),
            training: scoringArea('Security training'),
            backups: scoringArea('Backups'),
          },
        ),
      },
    ),
    faq: group(
      { label: 'Questions about the check', help: 'Also the page’s FAQPage structured data.' },
      { title: line({ label: 'Heading', max: 120 }), items: faqs({ min: 1, max: 10 }) },
    ),
    callToAction: callToAction(),
  },
);

export const blogGeneratorPageSchema = group(
  { label: '/blog-generator' },
  {
    page: group(
      { label: 'Page' },
      {
        ...pageHead(),
        generatorTitle: line({ label: 'Generator heading', max: 120 }),
        withoutJavaScript: line({ label: 'Without JavaScript', max: 200 }),
        guidelinesTitle: line({ label: 'Guidelines heading', max: 120 }),
        guidelinesIntro: paragraph({ label: 'Guidelines intro', max: 400 }),
      },
    ),
    generator: group(
      { label: 'Generator labels' },
      {
        chooseOutline: line({ label: 'Outline choice', max: 80 }),
        primaryKeyword: line({ label: 'Primary keyword', max: 80 }),
        sectionsCount: line({ label: 'After the number of sections', max: 40 }),
        generate: line({ label: 'Generate button', max: 40 }),
        previewTitle: line({ label: 'Preview heading', max: 80 }),
        emptyPreview: line({ label: 'Before generating', max: 200 }),
        copy: line({ label: 'Copy button', max: 40 }),
        copied: line({ label: 'After copying', max: 40 }),
        copyFailed: line({ label: 'When copying fails', max: 200 }),
        download: line({ label: 'Download button', max: 40 }),
        savesAs: line({ label: 'Before the file name', max: 40 }),
        sourceSummary: line({ label: 'Markdown source', max: 80 }),
        startDraft: line({ label: 'Start a draft (signed-in staff)', max: 40 }),
      },
    ),
  },
);

export const contactPageSchema = group(
  { label: '/contact' },
  {
    page: group({ label: 'Page' }, pageHead()),
    channels: group(
      { label: 'Ways to reach us' },
      {
        title: line({ label: 'Heading', max: 120 }),
        items: list(
          group(
            { label: 'Tile' },
            {
              icon: icon(),
              title: line({ label: 'Title', max: 80 }),
              description: paragraph({ label: 'Description', max: 300 }),
              links: list(
                group(
                  { label: 'Link' },
                  {
                    label: line({ label: 'Link text', max: 120 }),
                    href: link({ label: 'Link' }),
                    external: optionalFlag({
                      label: 'Opens in a new tab (booking and chat tools)',
                    }),
                  },
                ),
                { label: 'Links', item: 'Link', min: 1, max: 3 },
              ),
            },
          ),
          { label: 'Tiles', item: 'Tile', min: 1, max: 6 },
        ),
      },
    ),
    nextSteps: group(
      { label: 'What happens next' },
      {
        title: line({ label: 'Heading', max: 120 }),
        items: lines({
          label: 'Steps (one per line)',
          item: 'Step',
          min: 1,
          max: 6,
          maxLength: 200,
        }),
        urgent: line({
          label: 'Before the priority line’s number',
          max: 120,
          help: 'The number follows, from Settings.',
        }),
      },
    ),
    thanks: group(
      { label: 'Thank-you page (/contact/thanks)' },
      {
        title: searchTitle(),
        description: searchDescription(),
        actions: actions({ min: 1, max: 2 }),
      },
    ),
  },
);
