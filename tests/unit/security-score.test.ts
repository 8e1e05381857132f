import { describe, expect, it } from 'vitest';
import {
  REDIRECT_DELAY_MS,
  SECURITY_QUESTION_IDS,
  contactHrefForScore,
  isComplete,
  recommendedActions,
  redirectsToContact,
  securityScore,
  securityTier,
  type SecurityAnswers,
  type SecurityQuestionId,
} from '#lib/calculators/security-score.ts';
import { leadContext } from '#lib/leads/origin.ts';

/** docs/product-rules.md: MDM 20, antivirus/EDR 15, incident response plan 15, training 20, backups 30. */
const SPEC_WEIGHTS: Record<SecurityQuestionId, number> = {
  mdm: 20,
  edr: 15,
  incidentResponse: 15,
  training: 20,
  backups: 30,
};

const answersWithYes = (...yes: SecurityQuestionId[]): SecurityAnswers =>
  Object.fromEntries(SECURITY_QUESTION_IDS.map((id) => [id, yes.includes(id) ? 'yes' : 'no']));

describe('securityScore: sum of the weights answered yes', () => {
  it('asks the five questions', () => {
    expect([...SECURITY_QUESTION_IDS].sort()).toEqual(Object.keys(SPEC_WEIGHTS).sort());
  });

  it.each(Object.entries(SPEC_WEIGHTS) as [SecurityQuestionId, number][])(
    'a single yes to %s scores %i',
    (id, weight) => {
      expect(securityScore(answersWithYes(id))).toBe(weight);
    },
  );

  it.each<[SecurityQuestionId[], number]>([
    [[], 0],
    [['mdm', 'edr', 'incidentResponse', 'training', 'backups'], 100],
    [['mdm', 'training', 'backups'], 70],
    [['mdm', 'edr', 'incidentResponse'], 50],
    [['edr', 'incidentResponse'], 30],
    [['edr', 'backups'], 45],
    [['mdm', 'edr'], 35],
    [['mdm', 'training'], 40],
    [['edr', 'incidentResponse', 'training', 'backups'], 80],
  ])('yes to %j scores %i', (yes, expected) => {
    expect(securityScore(answersWithYes(...yes))).toBe(expected);
  });

  it('counts only yes answers; missing answers count as nothing', () => {
    expect(securityScore({ backups: 'yes', mdm: 'no' })).toBe(30);
    expect(securityScore({})).toBe(0);
  });
});

describe('isComplete: the result appears once all five are answered', () => {
  it.each<[SecurityAnswers, boolean]>([
    [{}, false],
    [{ mdm: 'yes', edr: 'no', incidentResponse: 'yes', training: 'no' }, false],
    [answersWithYes(), true],
    [answersWithYes('backups'), true],
  ])('%j → %s', (answers, expected) => {
    expect(isComplete(answers)).toBe(expected);
  });
});

describe('securityTier: 70 and above strong, 40 to 69 room for improvement, below 40 critical', () => {
  it.each([
    [100, 'strong'],
    [70, 'strong'],
    [69, 'improve'],
    [50, 'improve'],
    [49, 'improve'],
    [40, 'improve'],
    [39, 'critical'],
    [0, 'critical'],
  ])('score %i → %s', (score, tier) => {
    expect(securityTier(score)).toBe(tier);
  });
});

describe('recommendedActions: below 100 consultation, below 70 adds MDM, below 50 adds EDR', () => {
  it.each([
    [100, []],
    [99, ['consultation']],
    [70, ['consultation']],
    [69, ['consultation', 'mdm']],
    [50, ['consultation', 'mdm']],
    [49, ['consultation', 'mdm', 'edr']],
    [40, ['consultation', 'mdm', 'edr']],
    [39, ['consultation', 'mdm', 'edr']],
    [0, ['consultation', 'mdm', 'edr']],
  ])('score %i → %j', (score, actions) => {
    expect(recommendedActions(score)).toEqual(actions);
  });
});

describe('redirectsToContact: below 50, after 5000 ms', () => {
  it.each([
    [100, false],
    [70, false],
    [50, false],
    [49, true],
    [40, true],
    [39, true],
    [0, true],
  ])('score %i → %s', (score, expected) => {
    expect(redirectsToContact(score)).toBe(expected);
  });

  it('waits 5000 ms', () => {
    expect(REDIRECT_DELAY_MS).toBe(5000);
  });
});

describe('contactHrefForScore: the score travels to /contact as lead context', () => {
  it.each([0, 35, 45, 100])('score %i', (score) => {
    const href = contactHrefForScore(score);
    expect(href).toBe(`/contact?from=security-check&score=${score}`);
    const url = new URL(href, 'https://example.com');
    expect(url.pathname).toBe('/contact');
    expect(leadContext(url.searchParams)).toEqual({ from: 'security-check', score });
  });
});
