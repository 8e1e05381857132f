/** @jsxImportSource preact */
/**
 * The pricing calculator (docs/product-rules.md): users slider, cost comparison and the plan it falls
 * in, live. Its prices and labels come from the page (Settings and the /pricing document), so it
 * always states what the plan cards and the copy state.
 */
import { useState } from 'preact/hooks';
import { RangeSlider } from './RangeSlider.tsx';
import type { DocumentOf } from '#lib/pages/registry.ts';
import { countedText } from '#lib/facts/references.ts';
import {
  USERS_SLIDER,
  pricingContactHref,
  pricingEstimate,
  type PricingRates,
} from '#lib/calculators/pricing.ts';
import { formatPrice, formatWholeDollars } from '#lib/calculators/format.ts';

interface Props {
  rates: PricingRates;
  text: DocumentOf<'pricing'>['calculator'];
}

export default function PricingCalculator({ rates, text }: Props) {
  const [users, setUsers] = useState(USERS_SLIDER.initial);
  const estimate = pricingEstimate(users, rates);
  const comparison = [
    { label: text.comparison.inHouse, value: formatWholeDollars(estimate.inHouseMonthlyCost) },
    { label: text.comparison.provider, value: formatWholeDollars(estimate.plan.monthlyPrice) },
    { label: text.comparison.savings, value: formatWholeDollars(estimate.monthlySavings) },
  ];
  const plan = [
    { label: text.plan.monthlyPrice, value: formatWholeDollars(estimate.plan.monthlyPrice) },
    { label: text.plan.perUserPrice, value: formatPrice(estimate.plan.perUserPrice) },
    { label: text.plan.type, value: estimate.plan.type },
  ];

  return (
    <div class="space-y-8">
      <div class="card">
        <RangeSlider
          id="pricing-users"
          label={text.slider.label}
          valueText={(n) => countedText(text.slider.valueText, 'n', n)}
          value={estimate.users}
          bounds={USERS_SLIDER}
          onChange={setUsers}
        />
      </div>

      <div aria-live="polite" class="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="pricing-comparison-title" class="card lg:col-span-2">
          <h3 id="pricing-comparison-title" class="text-xl font-bold text-ink">
            {text.comparisonTitle}
          </h3>
          <dl class="mt-6 divide-y divide-slate-200">
            {comparison.map((row, index) => (
              <div
                key={row.label}
                class="flex items-baseline justify-between gap-4 py-4 first:pt-0 last:pb-0"
              >
                <dt class="text-slate-700">{row.label}</dt>
                <dd
                  class={`text-2xl font-bold tabular-nums ${index === comparison.length - 1 ? 'text-brand-800' : 'text-ink'}`}
                >
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
          <p class="mt-4 text-sm text-slate-600">
            {countedText(text.staffNote, 'staff', estimate.inHouseStaff)}
          </p>
        </section>

        <section aria-labelledby="pricing-plan-title" class="card border-2 border-brand-700">
          <h3 id="pricing-plan-title" class="text-xl font-bold text-ink">
            {text.planTitle}
          </h3>
          <dl class="mt-6 space-y-4">
            {plan.map((row) => (
              <div key={row.label} class="flex flex-col">
                <dt class="order-2 text-sm font-medium text-slate-700">{row.label}</dt>
                <dd class="text-3xl font-extrabold text-brand-800 tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
          <a href={pricingContactHref(estimate.users)} class="btn-primary mt-6 w-full">
            {text.contactLabel}
          </a>
        </section>
      </div>
    </div>
  );
}
