/** @jsxImportSource preact */
/** The referral reward calculator (docs/product-rules.md): annual contract value in, total reward and monthly credit out. */
import { useState } from 'preact/hooks';
import type { DocumentOf } from '#lib/pages/registry.ts';
import { fillPlaceholders } from '#lib/facts/references.ts';
import {
  parseContractValue,
  referralRewardFor,
  type ReferralRates,
} from '#lib/calculators/referral.ts';
import { formatCount, formatPrice } from '#lib/calculators/format.ts';

interface Props {
  /** From Settings, through the page. */
  rates: ReferralRates;
  /** The contract value it starts from: the page's worked example. */
  exampleContractValue: number;
  text: DocumentOf<'referral-program'>['calculator'];
}

export default function ReferralCalculator({ rates, exampleContractValue, text }: Props) {
  const id = 'referral';
  const [entry, setEntry] = useState(formatCount(exampleContractValue));
  const reward = referralRewardFor(parseContractValue(entry), rates);
  const hintId = `${id}-hint`;

  return (
    <div class="card mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
      <div>
        <h3 class="text-xl font-bold text-ink">{text.title}</h3>
        <label for={`${id}-value`} class="mt-6 block font-semibold text-ink">
          {text.inputLabel}
        </label>
        <div class="relative mt-2">
          <span
            class="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
            aria-hidden="true"
          >
            $
          </span>
          <input
            id={`${id}-value`}
            type="text"
            inputmode="decimal"
            autocomplete="off"
            value={entry}
            onInput={(event) => setEntry(event.currentTarget.value)}
            aria-describedby={hintId}
            aria-invalid={reward ? undefined : true}
            class={`block w-full rounded-lg border bg-white py-2 pr-3 pl-7 text-lg text-ink shadow-sm tabular-nums ${reward ? 'border-slate-400' : 'border-red-600'}`}
          />
        </div>
        <p id={hintId} class="mt-2 text-sm text-slate-600">
          {text.inputHint}
        </p>
      </div>

      <div aria-live="polite" class="rounded-xl bg-brand-50 p-6">
        {reward ? (
          <dl class="space-y-6">
            <div class="flex flex-col">
              <dt class="order-2 font-medium text-slate-700">{text.results.totalReward}</dt>
              <dd class="text-4xl font-extrabold text-brand-800 tabular-nums">
                {formatPrice(reward.totalReward)}
              </dd>
            </div>
            <div class="flex flex-col">
              <dt class="order-2 font-medium text-slate-700">
                {text.results.monthlyCredit}{' '}
                {fillPlaceholders(text.creditPeriod, { months: reward.months })}
              </dt>
              <dd class="text-4xl font-extrabold text-brand-800 tabular-nums">
                {formatPrice(reward.monthlyCredit)}
              </dd>
            </div>
          </dl>
        ) : (
          <p class="font-medium text-red-700">{text.invalid}</p>
        )}
      </div>
    </div>
  );
}
