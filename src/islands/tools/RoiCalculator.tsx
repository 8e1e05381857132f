/** @jsxImportSource preact */
/** The ROI calculator (docs/product-rules.md): three sliders, results recalculated live and announced politely. */
import { useState } from 'preact/hooks';
import { RangeSlider } from './RangeSlider.tsx';
import type { DocumentOf } from '#lib/pages/registry.ts';
import { countedText } from '#lib/facts/references.ts';
import {
  DEFAULT_ROI_INPUTS,
  ROI_SLIDERS,
  roiContactHref,
  roiFor,
  type RoiInputs,
  type RoiRates,
} from '#lib/calculators/roi.ts';
import { formatCount, formatWholeDollars } from '#lib/calculators/format.ts';

const FIELDS = ['employees', 'issues', 'minutes'] as const satisfies readonly (keyof RoiInputs)[];

interface Props {
  /** From Settings, through the page. */
  rates: RoiRates;
  text: DocumentOf<'roi-calculator'>['calculator'];
}

export default function RoiCalculator({ rates, text }: Props) {
  const [inputs, setInputs] = useState<RoiInputs>(DEFAULT_ROI_INPUTS);
  const result = roiFor(inputs, rates);
  const results = [
    { label: text.results.annualSavings, value: formatWholeDollars(result.annualSavings) },
    { label: text.results.hoursSaved, value: formatCount(result.hoursSaved) },
    { label: text.results.efficiencyIncrease, value: `${result.efficiencyIncrease}%` },
  ];

  return (
    <div class="grid gap-8 lg:grid-cols-2">
      <fieldset class="card space-y-8">
        <legend class="sr-only">{text.inputsTitle}</legend>
        {FIELDS.map((field) => (
          <RangeSlider
            key={field}
            id={`roi-${field}`}
            label={text.sliders[field].label}
            valueText={(n) => countedText(text.sliders[field].valueText, 'n', n)}
            value={inputs[field]}
            bounds={ROI_SLIDERS[field]}
            onChange={(value) => setInputs((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </fieldset>

      <div class="card flex flex-col bg-brand-50">
        <h3 class="text-xl font-bold text-ink">{text.resultsTitle}</h3>
        <div aria-live="polite" class="mt-6">
          <dl class="grid gap-6 sm:grid-cols-3 lg:grid-cols-1">
            {results.map((item) => (
              <div key={item.label} class="flex flex-col">
                <dt class="order-2 font-medium text-slate-700">{item.label}</dt>
                <dd class="text-4xl font-extrabold text-brand-800 tabular-nums">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div class="mt-auto pt-8">
          <a href={roiContactHref(inputs)} class="btn-primary">
            {text.contactLabel}
          </a>
          <p class="mt-3 text-sm text-slate-600">{text.contactNote}</p>
        </div>
      </div>
    </div>
  );
}
