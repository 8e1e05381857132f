/** Service and company pages: key copy and figures, links, metadata, axe, no islands. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';

interface PageCase {
  path: string;
  h1: string;
  /** Exact texts of single elements inside <main>. */
  texts: readonly string[];
  /** Hero buttons in order: [label, href]. */
  heroLinks: readonly (readonly [string, string])[];
  /** JSON-LD @types in page order. */
  jsonLd: readonly string[];
  /** Element counts each page must have: [selector, count]. */
  counts?: readonly (readonly [string, number])[];
  /** Ordered items each page must show: [selector, text each item contains]. */
  sequences?: readonly (readonly [string, readonly string[]])[];
}

const pages: readonly PageCase[] = [
  {
    path: '/transparency',
    h1: 'System Status',
    texts: [
      'System Status',
      'Operational',
      'Response Time',
      'Active Incidents',
      'Team Available',
      '12',
      '0',
      '1.8 min',
      'Target: under 5 min',
      '98%',
      'Target: over 95%',
      '4.9/5',
      'Target: over 4.5/5',
      '99.9%',
      'Target: over 99.5%',
      'Recent updates',
    ],
    heroLinks: [
      ['Talk to Our Team', '/contact'],
      ['See How We Work', '/process'],
    ],
    jsonLd: ['BreadcrumbList'],
    counts: [
      ['#status dl > div', 4],
      ['#metrics tbody tr', 4],
      ['#metrics tbody tr:has-text("On target")', 4],
      ['#updates li', 3],
    ],
  },
  {
    path: '/compliance',
    h1: 'Compliance without the scramble',
    texts: [
      'Cyber Insurance Support',
      'SOC 2 Audit Support',
      'Policy Development',
      'Security policies',
      'HR policies',
      'Compliance policies',
      '100%',
      'Audit success',
      '45 days',
      'Average implementation',
      '24/7',
      'Monitoring',
      '40%',
      'Cost reduction',
    ],
    heroLinks: [
      ['Get a Compliance Assessment', '/contact'],
      ['Run the Security Check', '/security-check'],
    ],
    jsonLd: ['BreadcrumbList'],
    counts: [
      ['#offerings > div > ul > li', 3],
      ['#process ol > li', 4],
      ['#metrics dl > div', 4],
    ],
  },
  {
    path: '/partnerships',
    h1: 'Partners that make our service stronger',
    texts: [
      'Networking',
      'Cloud distribution',
      'Fiber connectivity',
      'Security',
      'Cisco Meraki',
      'Microsoft',
      'Google Workspace',
      'Pax8',
      'Lumen',
      'Fortinet',
      'Certified expertise',
      'Partner pricing',
      'Direct vendor escalation',
    ],
    heroLinks: [
      ['Talk to Our Team', '/contact'],
      ['Network Design', '/network-architecture-design'],
    ],
    jsonLd: ['BreadcrumbList'],
    counts: [
      ['#partners > div > ul > li', 6],
      ['#partners > div > ul > li:has-text("Cloud productivity")', 2],
      ['#benefits li h3', 3],
    ],
  },
  {
    path: '/managed-it-services',
    h1: 'Your complete IT department for one monthly price',
    texts: [
      'Essential',
      '$2,500/month',
      'Up to 25 users',
      'Professional',
      '$90/user/month',
      'Enterprise',
      '$75/user/month',
      '15-minute response service level in writing',
      'Law Firms',
      'Healthcare',
      'Financial Services',
      'VC-Backed Startups',
      'Success stories',
    ],
    heroLinks: [
      ['Get Free IT Assessment', '/contact'],
      ['See Pricing', '/pricing'],
    ],
    jsonLd: ['Service', 'FAQPage', 'BreadcrumbList'],
    counts: [
      ['#tiers li.card', 3],
      ['#industries > div > ul > li', 4],
      ['#success-stories article', 2],
      ['#tiers a[href="/pricing"]', 1],
      ['#faq details', 4],
    ],
  },
  {
    path: '/cybersecurity-services',
    h1: 'Stop attacks before they become incidents',
    texts: [
      '$4.88M',
      '68%',
      '24/7 Threat Monitoring',
      'HIPAA',
      'SOX',
      'PCI DSS',
      'SOC 2',
      'Security awareness training',
      'Simulated phishing',
    ],
    heroLinks: [
      ['Take the Security Check', '/security-check'],
      ['Get a Security Assessment', '/contact'],
      ['Calculate Your ROI', '/roi-calculator'],
    ],
    jsonLd: ['Service', 'FAQPage', 'BreadcrumbList'],
    counts: [
      ['#threats dl > div', 4],
      ['#services > div > ul > li', 4],
      ['#process ol > li', 4],
      ['#compliance > div > ul > li', 4],
      ['#faq details', 4],
    ],
    sequences: [
      ['#process ol > li h3', ['Assessment', 'Planning', 'Implementation', 'Monitoring']],
      ['#compliance li h3', ['HIPAA', 'SOX', 'PCI DSS', 'SOC 2']],
    ],
  },
  {
    path: '/cloud-solutions',
    h1: 'Move to the cloud without losing a day of work',
    texts: [
      'Cloud Migration',
      'Cloud Management',
      'Cloud Security',
      'Backup & Disaster Recovery',
      'Microsoft 365',
      'Microsoft Azure',
      'Amazon Web Services',
      '1-2 weeks',
      '2-3 weeks',
      '4-12 weeks',
      'Ongoing',
      '40%',
      'more collaboration',
      '60%',
      'fewer email security incidents',
      '25%',
      'fewer support tickets',
    ],
    heroLinks: [
      ['Plan Your Migration', '/contact'],
      ['Calculate Your ROI', '/roi-calculator'],
    ],
    jsonLd: ['Service', 'BreadcrumbList'],
    counts: [
      ['#benefits li h3', 4],
      ['#services > div > ul > li', 4],
      ['#platforms > div > ul > li', 3],
      ['#migration ol > li', 4],
      ['#microsoft-365 dl > div', 3],
    ],
    sequences: [
      ['#migration ol > li h3', ['Assessment', 'Planning', 'Migration', 'Optimization']],
      ['#migration ol > li', ['1-2 weeks', '2-3 weeks', '4-12 weeks', 'Ongoing']],
    ],
  },
  {
    path: '/network-architecture-design',
    h1: 'A network designed for how your business works',
    texts: [
      'Network Design',
      'Switching & Routing',
      'Wireless',
      'Security',
      'Connectivity & Cabling',
      '2-3 weeks',
      '4-8 weeks',
      'Cisco Meraki',
      'Fortinet',
      'Lumen',
      '65%',
      'better network performance',
      '80%',
      'less downtime',
      '45%',
      'less management overhead',
      '99.9%',
      'uptime',
    ],
    heroLinks: [
      ['Request a Network Assessment', '/contact'],
      ['Calculate Your ROI', '/roi-calculator'],
      ['Our Technology Partners', '/partnerships'],
    ],
    jsonLd: ['Service', 'BreadcrumbList'],
    counts: [
      ['#services > div > ul > li', 4],
      ['#components > div > ul > li', 4],
      ['#phases ol > li', 4],
      ['#phases ol > li:has-text("1-2 weeks")', 2],
      ['#partners > div > ul > li', 3],
      ['#results dl > div', 4],
    ],
    sequences: [['#phases ol > li', ['1-2 weeks', '2-3 weeks', '1-2 weeks', '4-8 weeks']]],
  },
];

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
}

for (const c of pages) {
  test.describe(c.path, () => {
    test('shows its texts, figures and links', async ({ page }) => {
      await page.goto(c.path);
      await expect(page.locator('h1')).toHaveText(c.h1);
      const main = page.locator('main');
      for (const text of c.texts) {
        await expect(main.getByText(text, { exact: true }).first(), text).toBeVisible();
      }
      const hero = main.locator('section').first();
      const links = await hero
        .locator('a:not(nav a)')
        .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
      expect(links).toEqual(c.heroLinks.map(([label, href]) => [label, href]));
      for (const [selector, count] of c.counts ?? []) {
        await expect(page.locator(selector), selector).toHaveCount(count);
      }
      for (const [selector, items] of c.sequences ?? []) {
        await expect(page.locator(selector), selector).toContainText([...items]);
        await expect(page.locator(selector), selector).toHaveCount(items.length);
      }
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.locator('a').first()).toHaveAttribute('href', '/');
      await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
    });

    test('has its metadata and structured data, and no islands', async ({ page }) => {
      await page.goto(c.path);
      await expectSeoBasics(page, c.path);
      const data = await jsonLdOf(page);
      expect(data.map((d) => d['@type'])).toEqual(c.jsonLd);
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
        itemListElement: { item: string }[];
      };
      expect(new URL(crumbs.itemListElement.at(-1)!.item).pathname).toBe(c.path);
      const faq = data.find((d) => d['@type'] === 'FAQPage') as
        { mainEntity: { name: string }[] } | undefined;
      if (faq) {
        const questions = await page.locator('#faq details summary').allInnerTexts();
        expect(faq.mainEntity.map((q) => q.name)).toEqual(
          questions.map((q) => q.replace(/\s*\+$/, '')),
        );
      }
      await expect(page.locator('astro-island')).toHaveCount(0);
    });

    test('passes axe', async ({ page }) => {
      await page.goto(c.path);
      await expectNoAxeViolations(page);
    });
  });
}

test('FAQ answers open without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/managed-it-services');
  const first = page.locator('#faq details').first();
  await expect(first.locator('p')).toBeHidden();
  await first.locator('summary').click();
  await expect(first.locator('p')).toBeVisible();
  await expect(first.locator('p')).toContainText('24/7 monitoring and patching');
  await context.close();
});
