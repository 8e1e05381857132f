/** The bounds of a calculator slider, and how a raw value is brought inside them. */

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
  initial: number;
}

/**
 * The nearest value the slider can take: inside [min, max] and on a step from min. Anything that is not
 * a finite number (an empty field, a hand-edited query) falls back to the slider's initial value.
 */
export function sliderValue(raw: number, bounds: SliderBounds): number {
  if (!Number.isFinite(raw)) return bounds.initial;
  const clamped = Math.min(bounds.max, Math.max(bounds.min, raw));
  const snapped = bounds.min + Math.round((clamped - bounds.min) / bounds.step) * bounds.step;
  return Math.min(bounds.max, snapped);
}
