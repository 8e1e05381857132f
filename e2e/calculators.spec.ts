/**
 * ROI calculator, pricing calculator and referral program. Expected figures are worked out here from
 * the formulas of docs/product-rules.md, never read from the implementation; sliders are driven by keyboard.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';
import { openHydrated } from './support/islands.ts';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-US');
/** Whole dollars without decimals, other amounts to the cent. */
const price = (amount: number) =>
  Number.isInteger(amount) ? dollars.format(amount) : cents.format(amount);

/** Savings = e × i × m × 52 / 60 × 75 × 0.6 in dollars; hours = e × i × m × 52 × 0.6 / 60. */
function roiExpected(employees: number, issues: number, minutes: number) {
  return {
    savings: dollars.format(Math.round(((employees * issues * minutes * 52) / 60) * 75 * 0.6)),
    hours: whole.format(Math.round((employees * issues * minutes * 52 * 0.6) / 60)),
  };
}

/** Plan by users; in-house = ceil(users / 50) × $65,000 × 1.3 / 12; savings = in-house − plan. */
function pricingExpected(users: number) {
  const [plan, monthly] =
    users <= 25
      ? ['Startup', 2500]
      : users <= 99
        ? ['Mid-Sized', users * 90]
        : ['Enterprise', users * 75];
  const inHouse = (Math.ceil(users / 50) * 65_000 * 1.3) / 12;
  return {
    plan: String(plan),
    monthly: dollars.format(Number(monthly)),
    perUser: price(Math.round((Number(monthly) / users) * 100) / 100),
    inHouse: dollars.format(Math.round(inHouse)),
    savings: dollars.format(Math.round(inHouse - Number(monthly))),
  };
}

/** The value shown for a result label (a <dt> followed by its <dd>). */
const result = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

async function press(slider: Locator, key: string, times = 1) {
  await slider.focus();
  for (let i = 0; i < times; i += 1) await slider.press(key);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
}

test.describe('/roi-calculator', () => {
  const sliders = (page: Page) => ({
    employees: page.getByRole('slider', { name: 'Number of employees' }),
    issues: page.getByRole('slider', { name: 'IT issues per employee per week' }),
    minutes: page.getByRole('slider', { name: 'Average minutes lost per issue' }),
  });

  async function expectResults(page: Page, employees: number, issues: number, minutes: number) {
    const expected = roiExpected(employees, issues, minutes);
    await expect(result(page, 'Estimated annual savings')).toHaveText(expected.savings);
    await expect(result(page, 'Hours saved annually')).toHaveText(expected.hours);
    await expect(result(page, 'Efficiency Increase')).toHaveText('60%');
    await expect(
      page.getByRole('link', { name: 'Talk to us about these numbers' }),
    ).toHaveAttribute(
      'href',
      `/contact?from=roi-calculator&employees=${employees}&issues=${issues}&minutes=${minutes}`,
    );
  }

  test('sliders have their documented bounds and defaults, and results start from them', async ({
    page,
  }) => {
    await page.goto('/roi-calculator');
    const { employees, issues, minutes } = sliders(page);
    for (const [slider, min, max, step, value] of [
      [employees, '10', '500', '1', '50'],
      [issues, '1', '10', '1', '3'],
      [minutes, '15', '120', '15', '45'],
    ] as const) {
      await expect(slider).toHaveAttribute('min', min);
      await expect(slider).toHaveAttribute('max', max);
      await expect(slider).toHaveAttribute('step', step);
      await expect(slider).toHaveValue(value);
    }
    await expect(employees).toHaveAttribute('aria-valuetext', '50 employees');
    await expect(page.locator('[aria-live="polite"]')).toContainText('Estimated annual savings');
    await expectResults(page, 50, 3, 45);
  });

  test('recalculates live as the sliders move by keyboard', async ({ page }) => {
    await openHydrated(page, '/roi-calculator', 'RoiCalculator');
    const { employees, issues, minutes } = sliders(page);

    await press(employees, 'ArrowRight');
    await expect(employees).toHaveValue('51');
    await expect(employees).toHaveAttribute('aria-valuetext', '51 employees');
    await expectResults(page, 51, 3, 45);

    await press(minutes, 'ArrowRight');
    await expect(minutes).toHaveValue('60');
    await expect(minutes).toHaveAttribute('aria-valuetext', '60 minutes lost per issue');
    await expectResults(page, 51, 3, 60);

    await press(issues, 'ArrowLeft', 2);
    await expect(issues).toHaveAttribute('aria-valuetext', '1 IT issue per employee per week');
    await expectResults(page, 51, 1, 60);

    for (const slider of [employees, issues, minutes]) await press(slider, 'End');
    await expectResults(page, 500, 10, 120);

    for (const slider of [employees, issues, minutes]) await press(slider, 'Home');
    await expectResults(page, 10, 1, 15);

    // Rounded hours: 11 × 1 × 15 × 52 × 0.6 / 60 = 85.8.
    await press(employees, 'ArrowRight');
    await expectResults(page, 11, 1, 15);
    await press(issues, 'ArrowRight', 6);
    await press(minutes, 'ArrowRight', 6);
    await expectResults(page, 11, 7, 105);
    // One more step than the maximum stays at the maximum.
    await press(minutes, 'ArrowRight', 2);
    await expectResults(page, 11, 7, 120);
  });

  test('has its metadata and free SoftwareApplication data', async ({ page }) => {
    await page.goto('/roi-calculator');
    await expectSeoBasics(page, '/roi-calculator');
    await expect(page).toHaveTitle('IT Support ROI Calculator | Northbeam IT');
    const data = await jsonLd(page);
    expect(data.find((d) => d['@type'] === 'SoftwareApplication')).toMatchObject({
      offers: { price: '0', priceCurrency: 'USD' },
    });
    expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'ROI Calculator' }],
    });
  });

  test('passes axe', async ({ page }) => {
    await openHydrated(page, '/roi-calculator', 'RoiCalculator');
    await expectNoAxeViolations(page);
  });
});

test.describe('/pricing', () => {
  const slider = (page: Page) => page.getByRole('slider', { name: 'Active users' });

  async function expectEstimate(page: Page, users: number) {
    const expected = pricingExpected(users);
    await expect(slider(page)).toHaveValue(String(users));
    await expect(slider(page)).toHaveAttribute('aria-valuetext', `${users} users`);
    await expect(result(page, 'In-house IT cost per month')).toHaveText(expected.inHouse);
    await expect(result(page, 'Northbeam IT cost per month')).toHaveText(expected.monthly);
    await expect(result(page, 'Monthly savings')).toHaveText(expected.savings);
    await expect(result(page, 'Monthly price')).toHaveText(expected.monthly);
    await expect(result(page, 'Per-user price')).toHaveText(expected.perUser);
    await expect(result(page, 'Plan type')).toHaveText(expected.plan);
    await expect(
      page.getByRole('link', { name: 'Talk to us about this estimate' }),
    ).toHaveAttribute('href', `/contact?from=pricing&users=${users}`);
  }

  test('the users slider runs 5 to 200 from 25', async ({ page }) => {
    await page.goto('/pricing');
    await expect(slider(page)).toHaveAttribute('min', '5');
    await expect(slider(page)).toHaveAttribute('max', '200');
    await expectEstimate(page, 25);
  });

  test('moves across every plan boundary by keyboard', async ({ page }) => {
    await openHydrated(page, '/pricing', 'PricingCalculator');
    const users = slider(page);

    await press(users, 'ArrowRight');
    await expectEstimate(page, 26);
    await press(users, 'Home');
    await expectEstimate(page, 5);
    await press(users, 'ArrowRight', 19);
    await expectEstimate(page, 24);
    await press(users, 'ArrowRight');
    await expectEstimate(page, 25);
    await press(users, 'ArrowRight', 25);
    await expectEstimate(page, 50);
    await press(users, 'ArrowRight');
    await expectEstimate(page, 51);
    await press(users, 'ArrowRight', 48);
    await expectEstimate(page, 99);
    await press(users, 'ArrowRight');
    await expectEstimate(page, 100);
    await press(users, 'ArrowRight', 51);
    await expectEstimate(page, 151);
    await press(users, 'End');
    await expectEstimate(page, 200);
    await press(users, 'ArrowRight');
    await expectEstimate(page, 200);
  });

  test('shows the three tiers and the cost assumptions without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    const tiers = page.locator('#plans li h3');
    await expect(tiers).toHaveText(['Essential', 'Professional', 'Enterprise']);
    const plans = page.locator('#plans');
    for (const text of [
      '$2,500/month',
      'Up to 25 users',
      '$90/user/month',
      '$75/user/month',
      '15-minute response service level',
    ]) {
      await expect(plans).toContainText(text);
    }
    const assumptions = page.locator('#assumptions');
    await expect(assumptions.getByRole('heading', { name: 'Cost assumptions' })).toBeVisible();
    for (const text of ['One IT professional per 50 users', '$65,000', '30% overhead']) {
      await expect(assumptions).toContainText(text);
    }
    await expectEstimate(page, 25);
    await context.close();
  });

  test('has its metadata and free SoftwareApplication data', async ({ page }) => {
    await page.goto('/pricing');
    await expectSeoBasics(page, '/pricing');
    const data = await jsonLd(page);
    expect(data.find((d) => d['@type'] === 'SoftwareApplication')).toMatchObject({
      offers: { price: '0', priceCurrency: 'USD' },
    });
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('passes axe', async ({ page }) => {
    await openHydrated(page, '/pricing', 'PricingCalculator');
    await expectNoAxeViolations(page);
  });
});

test.describe('/referral-program', () => {
  const field = (page: Page) =>
    page.getByRole('textbox', { name: 'Annual contract value of the business you refer' });

  /** Reward = 10% of the annual contract value, credited over 12 months. */
  async function expectReward(page: Page, contract: number) {
    const rewardCents = Math.round(contract * 100 * 0.1);
    await expect(result(page, 'Total reward')).toHaveText(price(rewardCents / 100));
    await expect(result(page, 'Monthly credit on each bill for 12 months')).toHaveText(
      price(Math.round(rewardCents / 12) / 100),
    );
  }

  test('shows the reward structure, how it works and the terms', async ({ page }) => {
    await page.goto('/referral-program');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referral Program');
    for (const heading of ['Reward structure', 'How it works', 'Program terms']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator('#rewards')).toContainText(
      '10% of the referred client’s annual contract value, credited to your monthly bill over 12 months',
    );
    await expect(page.locator('#rewards')).toContainText(
      '$40,000 annual contract gives you $4,000',
    );
    const terms = page.locator('#terms');
    for (const term of [
      'Open to existing Northbeam IT managed services clients',
      'No limit on referrals',
      'Referrals must be new clients signing annual contracts',
      'Referrals are submitted by email',
    ]) {
      await expect(terms).toContainText(term);
    }
    await expect(page.getByRole('link', { name: 'Email a referral' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('calculates the reward live from the contract value', async ({ page }) => {
    await openHydrated(page, '/referral-program', 'ReferralCalculator');
    await expect(field(page)).toHaveValue('40,000');
    await expectReward(page, 40_000);

    await field(page).fill('120,000');
    await expectReward(page, 120_000);
    await field(page).fill('$12,345.67');
    await expectReward(page, 12_345.67);

    await field(page).fill('forty thousand');
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[aria-live="polite"]')).toHaveText(
      'Enter an annual contract value in dollars, for example 40,000.',
    );
    await field(page).fill('1000');
    await expect(field(page)).not.toHaveAttribute('aria-invalid');
    await expectReward(page, 1_000);
  });

  test('has its metadata and passes axe', async ({ page }) => {
    await openHydrated(page, '/referral-program', 'ReferralCalculator');
    await expectSeoBasics(page, '/referral-program');
    const data = await jsonLd(page);
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    await expectNoAxeViolations(page);
  });
});
