/** @jsxImportSource preact */
/** A labelled native range input for the calculators: keyboard and screen-reader support come with it. */
import { useEffect, useRef } from 'preact/hooks';
import type { SliderBounds } from '#lib/calculators/slider.ts';
import { formatCount } from '#lib/calculators/format.ts';

interface Props {
  id: string;
  label: string;
  value: number;
  bounds: SliderBounds;
  /** What a screen reader announces for a value, e.g. "50 employees". */
  valueText: (value: number) => string;
  onChange: (value: number) => void;
}

export function RangeSlider({ id, label, value, bounds, valueText, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);

  // A slider moved before the island hydrated keeps its position: adopt it instead of snapping back.
  useEffect(() => {
    const current = input.current?.valueAsNumber;
    if (current !== undefined && Number.isFinite(current) && current !== value) onChange(current);
    // Only on hydration; later changes arrive through onChange.
  }, []);

  return (
    <div>
      <div class="flex items-baseline justify-between gap-4">
        <label for={id} class="font-semibold text-ink">
          {label}
        </label>
        <span class="text-xl font-bold text-brand-800 tabular-nums" aria-hidden="true">
          {formatCount(value)}
        </span>
      </div>
      <input
        ref={input}
        id={id}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-valuetext={valueText(value)}
        onInput={(event) => onChange(event.currentTarget.valueAsNumber)}
        class="mt-3 h-2 w-full cursor-pointer accent-brand-700"
      />
      <div class="mt-1 flex justify-between text-sm text-slate-600" aria-hidden="true">
        <span>{formatCount(bounds.min)}</span>
        <span>{formatCount(bounds.max)}</span>
      </div>
    </div>
  );
}
