import { describe, expect, it } from 'vitest';
import {
  describeTarget,
  formatMetric,
  meetsTarget,
  type ServiceMetric,
} from '#lib/status/service-metrics.ts';

const metric = (
  value: number,
  unit: ServiceMetric['unit'],
  direction: 'under' | 'over',
  target: number,
): ServiceMetric => ({ name: 'metric', value, unit, target: { direction, value: target } });

describe('the published support metrics', () => {
  it.each([
    // the system status page's published figures: value (target)
    { m: metric(1.8, ' min', 'under', 5), value: '1.8 min', target: 'under 5 min' },
    { m: metric(98, '%', 'over', 95), value: '98%', target: 'over 95%' },
    { m: metric(4.9, '/5', 'over', 4.5), value: '4.9/5', target: 'over 4.5/5' },
    { m: metric(99.9, '%', 'over', 99.5), value: '99.9%', target: 'over 99.5%' },
  ])('$value against $target is on target', ({ m, value, target }) => {
    expect(formatMetric(m.value, m.unit)).toBe(value);
    expect(describeTarget(m)).toBe(target);
    expect(meetsTarget(m)).toBe(true);
  });
});

describe('meetsTarget', () => {
  it.each([
    { m: metric(6, ' min', 'under', 5), met: false },
    { m: metric(5, ' min', 'under', 5), met: false },
    { m: metric(4.99, ' min', 'under', 5), met: true },
    { m: metric(95, '%', 'over', 95), met: false },
    { m: metric(94, '%', 'over', 95), met: false },
    { m: metric(4.6, '/5', 'over', 4.5), met: true },
  ])('$m.value$m.unit against $m.target.direction $m.target.value → $met', ({ m, met }) => {
    expect(meetsTarget(m)).toBe(met);
  });
});
