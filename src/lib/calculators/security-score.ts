/** The Security Health Check (docs/product-rules.md): weights, score, tiers, recommended actions and the move to /contact. */

/** Points a "yes" earns per question; they add up to 100. */
export const SECURITY_WEIGHTS = {
  mdm: 20,
  edr: 15,
  incidentResponse: 15,
  training: 20,
  backups: 30,
} as const;

export type SecurityQuestionId = keyof typeof SECURITY_WEIGHTS;
export type SecurityAnswer = 'yes' | 'no';
export type SecurityAnswers = Partial<Record<SecurityQuestionId, SecurityAnswer>>;

/** Question order on the page. */
export const SECURITY_QUESTION_IDS = Object.keys(SECURITY_WEIGHTS) as SecurityQuestionId[];

export const MAX_SECURITY_SCORE = 100;
/** At or above: strong posture. */
export const STRONG_THRESHOLD = 70;
/** At or above (and below strong): room for improvement; below: immediate improvements needed. */
export const IMPROVE_THRESHOLD = 40;
/** Below this score the visitor is moved to /contact. */
export const REDIRECT_THRESHOLD = 50;
export const REDIRECT_DELAY_MS = 5000;

export type SecurityTier = 'strong' | 'improve' | 'critical';

/** Recommended actions, each added below its threshold: 100, 70, 50. */
export const SECURITY_ACTION_THRESHOLDS = {
  consultation: 100,
  mdm: 70,
  edr: 50,
} as const;

export type SecurityActionId = keyof typeof SECURITY_ACTION_THRESHOLDS;

/** True once every question has a yes or no. */
export function isComplete(answers: SecurityAnswers): boolean {
  return SECURITY_QUESTION_IDS.every((id) => answers[id] === 'yes' || answers[id] === 'no');
}

/** Sum of the weights of the questions answered yes. */
export function securityScore(answers: SecurityAnswers): number {
  return SECURITY_QUESTION_IDS.reduce(
    (score, id) => score + (answers[id] === 'yes' ? SECURITY_WEIGHTS[id] : 0),
    0,
  );
}

export function securityTier(score: number): SecurityTier {
  if (score >= STRONG_THRESHOLD) return 'strong';
  if (score >= IMPROVE_THRESHOLD) return 'improve';
  return 'critical';
}

/** Recommended actions for a score, most general first. */
export function recommendedActions(score: number): SecurityActionId[] {
  return (Object.keys(SECURITY_ACTION_THRESHOLDS) as SecurityActionId[]).filter(
    (id) => score < SECURITY_ACTION_THRESHOLDS[id],
  );
}

/** Below 50 the red notice shows and the page moves to /contact after REDIRECT_DELAY_MS. */
export function redirectsToContact(score: number): boolean {
  return score < REDIRECT_THRESHOLD;
}

/** /contact with the score as lead context (the query contract of src/lib/leads/origin.ts). */
export function contactHrefForScore(score: number): string {
  const query = new URLSearchParams({ from: 'security-check', score: String(score) });
  return `/contact?${query.toString()}`;
}
