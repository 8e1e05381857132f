import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';

// The Security Health Check. Expected scores and texts come from the rules in
// docs/product-rules.md, computed here — never read from the implementation.

/** Points per question answered yes, matched by the question's wording. */
const WEIGHTS: readonly [RegExp, number][] = [
  [/Mobile Device Management/, 20],
  [/antivirus or Endpoint Detection/i, 15],
  [/incident response plan/, 15],
  [/cybersecurity training/, 20],
  [/backups/, 30],
];
const STRONG = 'Great job! Your security posture is strong.';
const IMPROVE = 'There is room for improvement in your security measures.';
const CRITICAL = 'Your organization needs immediate security improvements.';
const NOTICE =
  "Due to critical security concerns, we'll redirect you to our contact page in a few seconds to discuss immediate improvements.";
const CONSULTATION = 'Schedule a Security Consultation';
const MDM = 'Implement MDM Solution';
const EDR = 'Deploy EDR Protection';

const tierText = (score: number) => (score >= 70 ? STRONG : score >= 40 ? IMPROVE : CRITICAL);
const actionsFor = (score: number) =>
  [score < 100 && CONSULTATION, score < 70 && MDM, score < 50 && EDR].filter(
    (action): action is string => typeof action === 'string',
  );

async function openSecurityCheck(page: Page) {
  await page.goto('/security-check');
  // client:visible: the island hydrates once it scrolls into view.
  await page.locator('#check fieldset').first().scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="SecurityCheck"]')).not.toHaveAttribute(
    'ssr',
    /.*/,
  );
  const groups = page.locator('#check fieldset');
  await expect(groups).toHaveCount(5);
  const legends = await groups.locator('legend').allTextContents();
  const weights = legends.map((legend) => {
    const match = WEIGHTS.find(([pattern]) => pattern.test(legend));
    expect(match, `a spec weight for "${legend}"`).toBeDefined();
    return match?.[1] ?? 0;
  });
  expect([...weights].sort()).toEqual([15, 15, 20, 20, 30]);
  return { groups, weights };
}

/** Answers in page order by keyboard only: Space checks Yes, ArrowDown moves to No, Tab to the next question. */
async function answerByKeyboard(page: Page, answers: readonly boolean[]) {
  await page.locator('#check fieldset').first().getByRole('radio', { name: 'Yes' }).focus();
  for (const [index, yes] of answers.entries()) {
    await page.keyboard.press(yes ? 'Space' : 'ArrowDown');
    if (index < answers.length - 1) await page.keyboard.press('Tab');
  }
}

const scoreOf = (weights: readonly number[], answers: readonly boolean[]) =>
  weights.reduce((sum, weight, i) => sum + (answers[i] ? weight : 0), 0);

async function expectResult(page: Page, score: number) {
  await expect(page.getByTestId('security-score')).toHaveText(String(score));
  await expect(page.getByTestId('security-tier')).toHaveText(tierText(score));
  const actions = page.locator('#check h4');
  await expect(actions).toHaveText(actionsFor(score));
  if (score < 50) await expect(page.getByRole('alert')).toContainText(NOTICE);
  else await expect(page.getByText(NOTICE)).toHaveCount(0);
}

test.describe('/security-check', () => {
  test('scores five keyboard answers and follows every changed answer', async ({ page }) => {
    const { groups, weights } = await openSecurityCheck(page);
    await expect(page.getByTestId('security-score')).toHaveCount(0);

    const answers = [true, true, true, true, false];
    await answerByKeyboard(page, answers.slice(0, 4));
    // Four of five answered: no result yet.
    await expect(page.getByTestId('security-score')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    let score = scoreOf(weights, answers);
    await expectResult(page, score);
    await expect(page.locator('[aria-live="polite"]').first()).toContainText(String(score));

    // Change answers by keyboard: every "No" with its own weight; the result follows each change.
    for (const index of [4, 0, 3]) {
      const group = groups.nth(index);
      const current = answers[index] ? 'Yes' : 'No';
      await group.getByRole('radio', { name: current }).focus();
      await page.keyboard.press(answers[index] ? 'ArrowDown' : 'ArrowUp');
      answers[index] = !answers[index];
      await expect(group.getByRole('radio', { name: answers[index] ? 'Yes' : 'No' })).toBeChecked();
      score = scoreOf(weights, answers);
      await expectResult(page, score);
    }
  });

  test('all yes is 100: strong, no actions; 70 and 50 stay on the page', async ({ page }) => {
    await page.clock.install();
    const { groups, weights } = await openSecurityCheck(page);
    await answerByKeyboard(page, [true, true, true, true, true]);
    await expectResult(page, 100);
    await expect(page.locator('#check svg.lucide-shield-check')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Find answers worth exactly 70 and 50 from the spec weights.
    for (const target of [70, 50]) {
      const answers = [true, true, true, true, true];
      for (let mask = 0; mask < 32; mask++) {
        const candidate = weights.map((_, i) => (mask & (1 << i)) !== 0);
        if (scoreOf(weights, candidate) === target) {
          answers.splice(0, 5, ...candidate);
          break;
        }
      }
      for (const [i, yes] of answers.entries()) {
        await groups
          .nth(i)
          .getByRole('radio', { name: yes ? 'Yes' : 'No' })
          .check();
      }
      await expectResult(page, target);
      await page.clock.runFor(6_000);
      await expect(page).toHaveURL(/\/security-check$/);
    }
  });

  test('below 50 moves to /contact with the score after 5 seconds', async ({ page }) => {
    await page.clock.install();
    const { weights } = await openSecurityCheck(page);
    // Freeze page time so only runFor() below moves it.
    await page.clock.pauseAt(Date.now() + 1_000);
    // Yes only to the heaviest question: 30 points.
    const answers = weights.map((w) => w === Math.max(...weights));
    const score = scoreOf(weights, answers);
    expect(score).toBe(30);
    await answerByKeyboard(page, answers);
    await expectResult(page, score);
    await expect(page.getByRole('button', { name: 'Stay here' })).toBeVisible();

    await page.clock.runFor(4_900);
    await expect(page).toHaveURL(/\/security-check$/);
    await page.clock.runFor(100);
    await page.waitForURL(`**/contact?from=security-check&score=${score}`);
    // The contact form island shows the context it will send with the message.
    await page.clock.resume();
    await page.getByRole('heading', { name: 'Send us a Message' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(`Security Check score of ${score}/100`)).toBeVisible();
  });

  test('Stay here cancels the move; Retake starts over', async ({ page }) => {
    await page.clock.install();
    const { groups, weights } = await openSecurityCheck(page);
    // Yes to the two 20-point questions except one: 20 + 15 = 35.
    const answers = weights.map(
      (w, i) => (w === 15 && i === weights.indexOf(15)) || (w === 20 && i === weights.indexOf(20)),
    );
    const score = scoreOf(weights, answers);
    expect(score).toBe(35);
    await answerByKeyboard(page, answers);
    await expectResult(page, score);

    // The Stay here button is the next stop after the last question.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Stay here' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/security-check$/);
    await expect(
      page.getByRole('link', { name: 'Talk to a security engineer now' }),
    ).toHaveAttribute('href', `/contact?from=security-check&score=${score}`);
    await expect(page.getByRole('link', { name: 'Book your consultation' })).toHaveAttribute(
      'href',
      `/contact?from=security-check&score=${score}`,
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Retake the check' }).click();
    await expect(page.getByTestId('security-score')).toHaveCount(0);
    await expect(groups.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(groups.first().getByRole('radio', { name: 'Yes' })).toBeFocused();
  });

  test('has metadata, a free SoftwareApplication and breadcrumbs, and passes axe', async ({
    page,
    request,
  }) => {
    await page.goto('/security-check');
    await expectSeoBasics(page, '/security-check');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(blocks.find((b) => b['@type'] === 'SoftwareApplication')).toMatchObject({
      offers: { price: '0', priceCurrency: 'USD' },
    });
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')).toBeDefined();
    await expectNoAxeViolations(page);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('/security-check</loc>');
  });
});
