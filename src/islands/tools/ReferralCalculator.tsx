/** The referral reward calculator (docs/product-rules.md): annual contract value in, total reward and monthly credit out. */
import { useState } from 'react';
import { referralCalculatorText as text } from '#data/tools/referral.ts';
import {
  EXAMPLE_CONTRACT_VALUE,
  parseContractValue,
  referralRewardFor,
} from '#lib/calculators/referral.ts';
import { formatCount, formatPrice } from '#lib/calculators/format.ts';

export default function ReferralCalculator() {
  const id = 'referral';
  const [entry, setEntry] = useState(formatCount(EXAMPLE_CONTRACT_VALUE));
  const reward = referralRewardFor(parseContractValue(entry));
  const hintId = `${id}-hint`;

  return (
    <div className="card mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
      <div>
        <h3 className="text-xl font-bold text-ink">{text.title}</h3>
        <label htmlFor={`${id}-value`} className="mt-6 block font-semibold text-ink">
          {text.inputLabel}
        </label>
        <div className="relative mt-2">
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
            aria-hidden="true"
          >
            $
          </span>
          <input
            id={`${id}-value`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={entry}
            onChange={(event) => setEntry(event.currentTarget.value)}
            aria-describedby={hintId}
            aria-invalid={reward ? undefined : true}
            className={`block w-full rounded-lg border bg-white py-2 pr-3 pl-7 text-lg text-ink shadow-sm tabular-nums ${reward ? 'border-slate-400' : 'border-red-600'}`}
          />
        </div>
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {text.inputHint}
        </p>
      </div>

      <div aria-live="polite" className="rounded-xl bg-brand-50 p-6">
        {reward ? (
          <dl className="space-y-6">
            <div className="flex flex-col">
              <dt className="order-2 font-medium text-slate-700">{text.results.totalReward}</dt>
              <dd className="text-4xl font-extrabold text-brand-800 tabular-nums">
                {formatPrice(reward.totalReward)}
              </dd>
            </div>
            <div className="flex flex-col">
              <dt className="order-2 font-medium text-slate-700">
                {text.results.monthlyCredit} {text.creditPeriod(reward.months)}
              </dt>
              <dd className="text-4xl font-extrabold text-brand-800 tabular-nums">
                {formatPrice(reward.monthlyCredit)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="font-medium text-red-700">{text.invalid}</p>
        )}
      </div>
    </div>
  );
}
