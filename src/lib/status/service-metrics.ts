/** Support metrics against their published targets, for the system status page. */

/** How a metric is written after its number: "1.8 min", "98%", "4.9/5". */
export type MetricUnit = ' min' | '%' | '/5';

export interface ServiceMetric {
  name: string;
  value: number;
  unit: MetricUnit;
  /** Lower is better for times ("under"), higher for rates and scores ("over"). */
  target: { direction: 'under' | 'over'; value: number };
}

export function formatMetric(value: number, unit: MetricUnit): string {
  return `${value}${unit}`;
}

/** "under 5 min", "over 95%". */
export function describeTarget(metric: ServiceMetric): string {
  return `${metric.target.direction} ${formatMetric(metric.target.value, metric.unit)}`;
}

/** Strictly under or over: a metric that only equals its target has not beaten it. */
export function meetsTarget(metric: ServiceMetric): boolean {
  return metric.target.direction === 'under'
    ? metric.value < metric.target.value
    : metric.value > metric.target.value;
}
