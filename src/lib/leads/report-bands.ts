/**
 * Which tool brought a lead, and which band of that tool's input it falls in (docs/leads-report.md):
 * Security Check scores by the check's own tiers, ROI Calculator teams by the contact form's company
 * sizes, Pricing Calculator teams by the pricing plans (their thresholds are Settings' facts, so
 * the bands are made from the plans of the day: `toolBands`). The report's SQL counts leads by each
 * tool's input value; the bands are applied here, defined once.
 */
import { IMPROVE_THRESHOLD, STRONG_THRESHOLD } from '#lib/calculators/security-score.ts';
import { ROI_SLIDERS } from '#lib/calculators/roi.ts';
import { USERS_SLIDER, type PricingRates } from '#lib/calculators/pricing.ts';
import type { LeadContext } from './origin.ts';

export const REPORT_TOOLS = ['security-check', 'roi-calculator', 'pricing', 'none'] as const;
export type ReportTool = (typeof REPORT_TOOLS)[number];

export const TOOL_LABELS: Record<ReportTool, string> = {
  'security-check': 'Security Check',
  'roi-calculator': 'ROI Calculator',
  pricing: 'Pricing Calculator',
  none: 'No tool (the contact form alone)',
};

export interface Band {
  key: string;
  label: string;
  /** Both included. */
  min: number;
  max: number;
}

interface ToolBands {
  bands: readonly Band[];
}

/** A tool lead whose context lacks the value (an older link, a hand-made URL). */
export const UNKNOWN_BAND: Omit<Band, 'min' | 'max'> = {
  key: 'unknown',
  label: 'Value not given',
};

/** Company sizes of the contact form, from 10 (the ROI calculator's least) to 500 (its most). */
const ROI_MEDIUM_FROM = 51;
const ROI_LARGE_FROM = 201;

type Tool = Exclude<ReportTool, 'none'>;
export type ToolBandsByTool = Record<Tool, ToolBands>;

/** The context value each tool's bands read. */
export const TOOL_FIELDS: Readonly<Record<Tool, string>> = {
  'security-check': 'score',
  'roi-calculator': 'employees',
  pricing: 'users',
};

/** The plan thresholds the Pricing Calculator's bands follow. */
export type PlanBounds = Pick<PricingRates, 'startupMaxUsers' | 'enterpriseMinUsers'>;

/** Every tool's bands, the pricing ones by the plans' thresholds. */
export const toolBands = ({
  startupMaxUsers: STARTUP_MAX_USERS,
  enterpriseMinUsers: ENTERPRISE_MIN_USERS,
}: PlanBounds): ToolBandsByTool => ({
  'security-check': {
    bands: [
      {
        key: 'critical',
        label: `Score 0–${IMPROVE_THRESHOLD - 1}: needs immediate improvements`,
        min: 0,
        max: IMPROVE_THRESHOLD - 1,
      },
      {
        key: 'improve',
        label: `Score ${IMPROVE_THRESHOLD}–${STRONG_THRESHOLD - 1}: room for improvement`,
        min: IMPROVE_THRESHOLD,
        max: STRONG_THRESHOLD - 1,
      },
      {
        key: 'strong',
        label: `Score ${STRONG_THRESHOLD}–100: strong`,
        min: STRONG_THRESHOLD,
        max: 100,
      },
    ],
  },
  'roi-calculator': {
    bands: [
      {
        key: 'small',
        label: `${ROI_SLIDERS.employees.min}–${ROI_MEDIUM_FROM - 1} employees`,
        min: ROI_SLIDERS.employees.min,
        max: ROI_MEDIUM_FROM - 1,
      },
      {
        key: 'medium',
        label: `${ROI_MEDIUM_FROM}–${ROI_LARGE_FROM - 1} employees`,
        min: ROI_MEDIUM_FROM,
        max: ROI_LARGE_FROM - 1,
      },
      {
        key: 'large',
        label: `${ROI_LARGE_FROM}–${ROI_SLIDERS.employees.max} employees`,
        min: ROI_LARGE_FROM,
        max: ROI_SLIDERS.employees.max,
      },
    ],
  },
  pricing: {
    bands: [
      {
        key: 'startup',
        label: `${USERS_SLIDER.min}–${STARTUP_MAX_USERS} users (Startup plan)`,
        min: USERS_SLIDER.min,
        max: STARTUP_MAX_USERS,
      },
      {
        key: 'mid-sized',
        label: `${STARTUP_MAX_USERS + 1}–${ENTERPRISE_MIN_USERS - 1} users (Mid-Sized plan)`,
        min: STARTUP_MAX_USERS + 1,
        max: ENTERPRISE_MIN_USERS - 1,
      },
      {
        key: 'enterprise',
        label: `${ENTERPRISE_MIN_USERS}–${USERS_SLIDER.max} users (Enterprise plan)`,
        min: ENTERPRISE_MIN_USERS,
        max: USERS_SLIDER.max,
      },
    ],
  },
});

const isTool = (value: unknown): value is Exclude<ReportTool, 'none'> =>
  typeof value === 'string' && Object.hasOwn(TOOL_FIELDS, value);

/**
 * The tool and band of a lead that came from `tool` with `value` as the input its bands read; `band`
 * is null for leads that came without a tool.
 */
export function bandOf(
  bands: ToolBandsByTool,
  tool: unknown,
  value: unknown,
): { tool: ReportTool; band: string | null } {
  if (!isTool(tool)) return { tool: 'none', band: null };
  const band =
    typeof value === 'number'
      ? bands[tool].bands.find((b) => value >= b.min && value <= b.max)
      : undefined;
  return { tool, band: band?.key ?? UNKNOWN_BAND.key };
}

/** The tool and band of a lead's context. */
export const toolBand = (bands: ToolBandsByTool, context: LeadContext) =>
  bandOf(
    bands,
    context.from,
    isTool(context.from) ? context[TOOL_FIELDS[context.from]] : undefined,
  );

/** The label of a band key of a tool. */
export function bandLabel(bands: ToolBandsByTool, tool: ReportTool, key: string): string {
  if (tool === 'none') return TOOL_LABELS.none;
  return bands[tool].bands.find((band) => band.key === key)?.label ?? UNKNOWN_BAND.label;
}
