/** The ROI calculator's arithmetic (docs/product-rules.md): time lost to IT issues, what proactive support saves. */
import { sliderValue, type SliderBounds } from './slider.ts';

export interface RoiInputs {
  /** Number of employees. */
  employees: number;
  /** IT issues per employee per week. */
  issues: number;
  /** Average minutes lost per issue. */
  minutes: number;
}

export interface RoiResult {
  /** Dollars saved a year, rounded to the dollar. */
  annualSavings: number;
  /** Hours saved a year, rounded. */
  hoursSaved: number;
  /** Fixed share of lost time recovered, in percent. */
  efficiencyIncrease: number;
}

export const ROI_SLIDERS: Readonly<Record<keyof RoiInputs, SliderBounds>> = {
  employees: { min: 10, max: 500, step: 1, initial: 50 },
  issues: { min: 1, max: 10, step: 1, initial: 3 },
  minutes: { min: 15, max: 120, step: 15, initial: 45 },
};

export const WEEKS_PER_YEAR = 52;

/** The ROI calculator's figures, from Settings (the page passes them in). */
export interface RoiRates {
  /** Loaded cost of an hour of an employee's time, in dollars. */
  hourlyCost: number;
  /** Share of lost time that proactive managed IT recovers, in percent. */
  timeRecoveredPercent: number;
}

export const DEFAULT_ROI_INPUTS: RoiInputs = {
  employees: ROI_SLIDERS.employees.initial,
  issues: ROI_SLIDERS.issues.initial,
  minutes: ROI_SLIDERS.minutes.initial,
};

/** Inputs brought inside the sliders' bounds and steps. */
export function roiInputs(raw: RoiInputs): RoiInputs {
  return {
    employees: sliderValue(raw.employees, ROI_SLIDERS.employees),
    issues: sliderValue(raw.issues, ROI_SLIDERS.issues),
    minutes: sliderValue(raw.minutes, ROI_SLIDERS.minutes),
  };
}

/**
 * Savings = employees × issues × minutes × 52 / 60 × hourly cost × share recovered, hours =
 * employees × issues × minutes × 52 × share recovered / 60; both rounded, so float noise never
 * reaches the page.
 */
export function roiFor(raw: RoiInputs, rates: RoiRates): RoiResult {
  const { employees, issues, minutes } = roiInputs(raw);
  const hoursLost = (employees * issues * minutes * WEEKS_PER_YEAR) / 60;
  const recovered = rates.timeRecoveredPercent / 100;
  return {
    annualSavings: Math.round(hoursLost * rates.hourlyCost * recovered),
    hoursSaved: Math.round(hoursLost * recovered),
    efficiencyIncrease: rates.timeRecoveredPercent,
  };
}

/** The "talk to us" link: hands the inputs to /contact in the lead query contract (leads/origin.ts). */
export function roiContactHref(raw: RoiInputs): string {
  const { employees, issues, minutes } = roiInputs(raw);
  const query = new URLSearchParams({
    from: 'roi-calculator',
    employees: String(employees),
    issues: String(issues),
    minutes: String(minutes),
  });
  return `/contact?${query.toString()}`;
}
