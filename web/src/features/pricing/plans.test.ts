import { describe, expect, it } from 'vitest';
import { plans } from './plans.ts';

describe('plans', () => {
  it('offers the weekly, monthly and yearly plans in pounds and pence, longer plans costing less per week', () => {
    expect(plans.map((plan) => plan.id)).toEqual(['weekly', 'monthly', 'yearly']);
    for (const plan of plans) expect(Math.round(plan.priceGbp * 100) / 100).toBe(plan.priceGbp);
    const weeks = { weekly: 1, monthly: 52 / 12, yearly: 52 };
    const perWeek = plans.map((plan) => plan.priceGbp / weeks[plan.id]);
    expect(perWeek).toEqual([...perWeek].sort((a, b) => b - a));
  });
});
