/**
 * The services overview and the how-we-work pages (process, comparison, client portal, a day in
 * the life, employee lifecycle, AI strategy, emergency support): each route shows the texts,
 * figures, steps and links the product's copy names, has its own metadata and breadcrumb data,
 * passes axe and ships no framework JS. Expected values are written here, not read from the data
 * files.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';

interface MarketingRoute {
  path: string;
  /** The last breadcrumb, also the BreadcrumbList's second item. */
  crumb: string;
  /**
   * Texts that must be visible inside <main>; strings match an element's whole text, patterns
   * allow the "Step n:" prefix numbered headings carry for screen readers.
   */
  texts: readonly (string | RegExp)[];
  /** Links inside <main>: accessible name → href. */
  links: readonly { name: string | RegExp; href: string }[];
}

const routes: readonly MarketingRoute[] = [
  {
    path: '/services',
    crumb: 'Our Services',
    texts: [
      'IT Infrastructure Management',
      'Device & Endpoint Management',
      'Help Desk',
      'IT Strategy',
      '15-minute response time',
      '99.9% uptime SLA',
      '500+',
    ],
    links: [
      { name: 'Managed IT Services', href: '/managed-it-services' },
      { name: 'Cybersecurity', href: '/cybersecurity-services' },
      { name: 'Cloud Solutions', href: '/cloud-solutions' },
      { name: 'Network Architecture', href: '/network-architecture-design' },
      { name: 'AI Infrastructure & Consulting', href: '/ai-strategy' },
      { name: 'Get Free IT Assessment', href: '/contact' },
    ],
  },
  {
    path: '/process',
    crumb: 'Our Process',
    texts: [/Initial Consultation/, /Custom Implementation/, /Ongoing Support/],
    links: [{ name: 'Start Your Journey', href: '/contact' }],
  },
  {
    path: '/compare',
    crumb: 'Compare IT',
    texts: [
      'Traditional IT vs. Northbeam IT',
      'Support',
      'Security',
      'Cost',
      'Three reasons to choose Northbeam IT',
    ],
    links: [{ name: 'Get Free IT Assessment', href: '/contact' }],
  },
  {
    path: '/client-portal',
    crumb: 'Client Portal',
    texts: [
      'Client Experience',
      /Day 1 experience/,
      /Message Support/,
      /Instant Response/,
      /Problem Resolution/,
      'No Ticket System',
      'Instant Access',
      'Proactive Support',
      /average response under 2 minutes/i,
    ],
    links: [{ name: 'Get Free IT Assessment', href: '/contact' }],
  },
  {
    path: '/day-in-life',
    crumb: 'Day in Life',
    texts: [
      '9:15 AM',
      '10:30 AM',
      '2:15 PM',
      '3:45 PM',
      'New hire setup',
      'Marketing group created',
      'Phishing attack prevented',
      'Email signature rollout',
      'Why It Works',
      'Support Metrics',
      'Under 2m',
      '60%',
      '15h/mo',
      '98%',
    ],
    links: [{ name: 'Get Free IT Assessment', href: '/contact' }],
  },
  {
    path: '/employee-lifecycle',
    crumb: 'Employee Lifecycle',
    texts: [
      /Onboarding/,
      /Active Employment/,
      /Role Changes/,
      /Offboarding/,
      '80% faster employee transitions',
    ],
    links: [{ name: 'Get Free IT Assessment', href: '/contact' }],
  },
  {
    path: '/ai-strategy',
    crumb: 'AI Strategy',
    texts: [
      'AI Infrastructure & IT Consulting',
      '75%',
      'Training time reduction',
      '99.9%',
      'Uptime',
      '10x',
      'Deployment speed',
      '50+',
      'Research teams',
      'Research Institutions',
      'AI Startups',
      'Enterprise ML Teams',
    ],
    links: [{ name: 'Plan Your AI Infrastructure', href: '/contact' }],
  },
  {
    path: '/emergency',
    crumb: 'Emergency Support',
    texts: [
      'Under 2 min',
      '24/7',
      '98%',
      'First contact resolution',
      'Instant Triage',
      'Remote Access',
      'Follow-up Care',
      'Priority phone line',
      'Direct chat',
    ],
    links: [{ name: 'Get Emergency Access', href: '/contact' }],
  },
];

/** Whole-text match for strings, so "Support" does not pass on "Support Metrics". */
async function expectVisibleText(page: Page, text: string | RegExp): Promise<void> {
  const main = page.locator('main');
  const match =
    typeof text === 'string' ? main.getByText(text, { exact: true }) : main.getByText(text);
  await expect(match.first(), `"${String(text)}" on ${page.url()}`).toBeVisible();
}

test.describe('static marketing pages', () => {
  for (const route of routes) {
    test(`${route.path} shows its spec content, metadata and breadcrumb data`, async ({ page }) => {
      await page.goto(route.path);
      for (const text of route.texts) await expectVisibleText(page, text);
      for (const link of route.links) {
        await expect(
          page.locator('main').getByRole('link', { name: link.name, exact: true }).first(),
        ).toHaveAttribute('href', link.href);
      }

      await expectSeoBasics(page, route.path);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(route.crumb);

      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
      const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
      expect(breadcrumbs.itemListElement).toMatchObject([
        { position: 1, name: 'Home' },
        { position: 2, name: route.crumb },
      ]);
      expect(new URL(breadcrumbs.itemListElement[1].item).pathname).toBe(route.path);
    });

    test(`${route.path} passes axe and loads no framework JavaScript`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(route.path);
      await expect(page.locator('astro-island')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const sources = await Promise.all(
        scripts.map(async (url) => (await page.request.get(url)).text()),
      );
      expect(sources.some((source) => /react-dom|__reactFiber|createRoot/.test(source))).toBe(
        false,
      );
      await expectNoAxeViolations(page);
    });
  }

  test('/process has three numbered steps of four features each', async ({ page }) => {
    await page.goto('/process');
    const steps = page.locator('#steps ol > li');
    await expect(steps.locator('h3')).toHaveText([
      /Initial Consultation/,
      /Custom Implementation/,
      /Ongoing Support/,
    ]);
    for (const step of await steps.all()) await expect(step.locator('ul > li')).toHaveCount(4);
  });

  test('/compare sets traditional IT against Northbeam IT row by row', async ({ page }) => {
    await page.goto('/compare');
    // Per category, [traditional, Northbeam IT] pairs; each table has three rows.
    const pairs: Record<string, [string, string][]> = {
      Support: [
        ['24-48 hours', 'Under 2 minutes'],
        ['9-5 Monday to Friday', '24/7/365'],
        ['Ticket system', 'Direct chat'],
      ],
      Security: [
        ['Monthly', 'Real-time'],
        ['Reactive', 'Proactive AI'],
      ],
      Cost: [
        ['Variable', 'Fixed monthly'],
        ['Common', 'None'],
        ['Variable', 'Guaranteed'],
      ],
    };
    for (const [category, expected] of Object.entries(pairs)) {
      const table = page.getByRole('table', { name: category });
      await expect(table.getByRole('columnheader')).toHaveText([
        /What you get/,
        'Traditional IT',
        'Northbeam IT',
      ]);
      const cells = await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())),
        );
      expect(cells).toHaveLength(3);
      expect(cells).toEqual(expect.arrayContaining(expected));
    }
    await expect(
      page.getByRole('table', { name: 'Security' }).getByRole('rowheader', { name: 'Monitoring' }),
    ).toBeVisible();
    await expect(page.locator('#reasons li h3')).toHaveCount(3);
  });

  test('/client-portal walks through day 1, support process and three benefits', async ({
    page,
  }) => {
    await page.goto('/client-portal');
    await expect(page.locator('h1')).toHaveText('Client Experience');
    await expect(page.locator('#day-one ol > li').first()).toBeVisible();
    await expect(page.locator('#support-process ol > li h3')).toHaveText([
      /Message Support/,
      /Instant Response/,
      /Problem Resolution/,
    ]);
    await expect(page.locator('#benefits li h3')).toHaveText([
      'No Ticket System',
      'Instant Access',
      'Proactive Support',
    ]);
  });

  test('/day-in-life runs four events in time order, then metrics', async ({ page }) => {
    await page.goto('/day-in-life');
    const events = page.locator('#timeline ol > li');
    await expect(events).toHaveCount(4);
    await expect(events.locator('p').filter({ hasText: /^\d{1,2}:\d{2} [AP]M$/ })).toHaveText([
      '9:15 AM',
      '10:30 AM',
      '2:15 PM',
      '3:45 PM',
    ]);
    await expect(events.locator('h3')).toHaveText([
      /new hire/i,
      /marketing group/i,
      /phishing/i,
      /email signature/i,
    ]);
    await expect(page.locator('#why-it-works li h3').first()).toBeVisible();
    await expect(page.locator('#metrics dd')).toHaveText(['Under 2m', '60%', '15h/mo', '98%']);
  });

  test('/employee-lifecycle has four stages of four steps and three benefits', async ({ page }) => {
    await page.goto('/employee-lifecycle');
    const stages = page.locator('#stages ol > li');
    await expect(stages.locator('h3')).toHaveText([
      /Onboarding/,
      /Active Employment/,
      /Role Changes/,
      /Offboarding/,
    ]);
    for (const stage of await stages.all()) await expect(stage.locator('ul > li')).toHaveCount(4);
    const benefits = page.locator('#benefits li h3');
    await expect(benefits).toHaveCount(3);
    await expect(benefits.first()).toHaveText('80% faster employee transitions');
  });

  test('/ai-strategy has two feature lists, four stats and three audiences', async ({ page }) => {
    await page.goto('/ai-strategy');
    const lists = page.locator('#offerings > div > ul > li');
    await expect(lists).toHaveCount(2);
    for (const list of await lists.all()) {
      expect(await list.locator('ul > li').count()).toBeGreaterThanOrEqual(4);
    }
    await expect(page.locator('#results dd')).toHaveText(['75%', '99.9%', '10x', '50+']);
    await expect(page.locator('#audiences li h3')).toHaveText([
      'Research Institutions',
      'AI Startups',
      'Enterprise ML Teams',
    ]);
  });

  test('/emergency offers instant access, its metrics and three features', async ({ page }) => {
    await page.goto('/emergency');
    await expect(page.locator('#access a[href^="tel:"]')).toHaveCount(1);
    await expect(page.locator('#metrics dd')).toContainText(['Under 2 min', '24/7', '98%']);
    await expect(page.locator('#features li h3')).toHaveText([
      'Instant Triage',
      'Remote Access',
      'Follow-up Care',
    ]);
    const links = await page
      .locator('main a', { hasText: 'Get Emergency Access' })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set(['/contact']));
  });
});
