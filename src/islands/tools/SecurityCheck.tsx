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
import {
  securityActions as actions,
  securityQuestions,
  securityResultCopy as text,
  securityTiers as tiers,
} from '#data/tools/security-check.ts';
import SecurityCheckQuestion from './SecurityCheckQuestion.tsx';
import SecurityCheckResult, { SecurityScoreSummary } from './SecurityCheckResult.tsx';

// The copy is bundled with the island rather than passed as props, which Astro would serialize
// into the page's HTML a second time next to the server-rendered questions.
const questions = SECURITY_QUESTION_IDS.map((id) => ({ id, ...securityQuestions[id] }));

export default function SecurityCheck() {
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
        {text.progress
          .replace('{answered}', String(answered))
          .replace('{total}', String(questions.length))}
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
