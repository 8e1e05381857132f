/** @jsxImportSource preact */
/** One yes/no question of the Security Health Check: a fieldset of two native radios (arrow keys move between them). */
import type { Ref } from 'preact';
import type { SecurityAnswer, SecurityQuestionId } from '#lib/calculators/security-score.ts';

export interface SecurityQuestionView {
  id: SecurityQuestionId;
  text: string;
  hint: string;
}

interface Props {
  question: SecurityQuestionView;
  number: number;
  answer: SecurityAnswer | undefined;
  labels: { yes: string; no: string };
  onAnswer: (id: SecurityQuestionId, answer: SecurityAnswer) => void;
  /** The first radio, so Retake can return focus to the top. */
  firstInputRef?: Ref<HTMLInputElement> | undefined;
}

const OPTIONS = ['yes', 'no'] as const;

export default function SecurityCheckQuestion({
  question,
  number,
  answer,
  labels,
  onAnswer,
  firstInputRef,
}: Props) {
  const hintId = `security-${question.id}-hint`;
  return (
    <fieldset class="card" aria-describedby={hintId}>
      <legend class="float-left w-full text-lg font-semibold text-ink">
        <span class="mr-2 text-brand-700">{number}.</span>
        {question.text}
      </legend>
      <p id={hintId} class="clear-left pt-2 text-slate-600">
        {question.hint}
      </p>
      <div class="mt-4 flex flex-wrap gap-3">
        {OPTIONS.map((option, index) => (
          <label
            key={option}
            class={`flex min-w-28 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${
              answer === option
                ? 'border-brand-700 bg-brand-50 text-brand-900'
                : 'border-slate-400 bg-white text-ink hover:border-brand-700'
            }`}
          >
            <input
              ref={index === 0 ? (firstInputRef ?? null) : null}
              type="radio"
              name={`security-${question.id}`}
              value={option}
              checked={answer === option}
              onChange={() => onAnswer(question.id, option)}
              class="size-5 accent-brand-700"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
