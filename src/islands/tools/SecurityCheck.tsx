/** @jsxImportSource preact */
/**
 * The Security Health Check island: five yes/no questions; once all are answered the score and result
 * appear (and follow any changed answer). Below 50 the page moves to /contact with the score after
 * 5 seconds unless the visitor chooses Stay here (WCAG 2.2.1).
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  SECURITY_QUESTION_IDS,
  REDIRECT_DELAY_MS,
  contactHrefForScore,
  isComplete,
  redirectsToContact,
  securityScore,
  type SecurityAnswer,
  type SecurityAnswers,
  type SecurityQuestionId,
} from '#lib/calculators/security-score.ts';
import type { DocumentOf } from '#lib/pages/registry.ts';
import { fillPlaceholders } from '#lib/facts/references.ts';
import SecurityCheckQuestion from './SecurityCheckQuestion.tsx';
import SecurityCheckResult, { SecurityScoreSummary } from './SecurityCheckResult.tsx';

type Copy = DocumentOf<'security-check'>;

/** The check's copy, from the /security-check document (the questions' weights are the rules'). */
interface Props {
  questions: Copy['questions'];
  tiers: Copy['tiers'];
  actions: Copy['actions'];
  text: Copy['result'];
}

export default function SecurityCheck({
  questions: copy,
  tiers,
  actions: actionCopy,
  text,
}: Props) {
  const questions = SECURITY_QUESTION_IDS.map((id) => ({ id, ...copy[id] }));
  // The consultation goes to /contact with the score (the result fills that link in).
  const actions = { ...actionCopy, consultation: { ...actionCopy.consultation, href: 'contact' } };
  const [answers, setAnswers] = useState<SecurityAnswers>({});
  const [stayed, setStayed] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);

  const score = isComplete(answers) ? securityScore(answers) : null;
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;

  // A new low score restarts the countdown; a score of 50+, Stay here or Retake cancel it. A layout
  // effect: the 5 seconds start as the result renders, not at the next frame (Preact's useEffect).
  useLayoutEffect(() => {
    if (score === null || stayed || !redirectsToContact(score)) return;
    const timer = window.setTimeout(
      () => window.location.assign(contactHrefForScore(score)),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [score, stayed]);

  const answer = (id: SecurityQuestionId, value: SecurityAnswer) =>
    setAnswers((current) => ({ ...current, [id]: value }));

  const retake = () => {
    setAnswers({});
    setStayed(false);
    firstInput.current?.focus();
  };

  return (
    <div class="mx-auto max-w-4xl">
      {/* Not a <form>: there is nothing to submit, the result appears once every question is answered. */}
      <div class="space-y-4">
        {questions.map((question, index) => (
          <SecurityCheckQuestion
            key={question.id}
            question={question}
            number={index + 1}
            answer={answers[question.id]}
            labels={text}
            onAnswer={answer}
            firstInputRef={index === 0 ? firstInput : undefined}
          />
        ))}
      </div>
      <p class="mt-4 text-sm text-slate-600">
        {fillPlaceholders(text.progress, { answered, total: questions.length })}
      </p>

      <div class="mt-10 space-y-8">
        <div aria-live="polite" aria-atomic="true">
          {score !== null && <SecurityScoreSummary score={score} tiers={tiers} text={text} />}
        </div>
        {score !== null && (
          <SecurityCheckResult
            score={score}
            actions={actions}
            text={text}
            stayed={stayed}
            onStay={() => setStayed(true)}
            onRetake={retake}
          />
        )}
      </div>
    </div>
  );
}
