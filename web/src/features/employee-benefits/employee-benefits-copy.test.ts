import { describe, expect, it } from 'vitest';
import { employeeBenefitsEmployerCopy, employeeBenefitsStepsCopy } from './employee-benefits-copy.ts';

describe('employee-benefits copy', () => {
  it('gives the employee-benefits page three steps and four employer points', () => {
    expect(employeeBenefitsStepsCopy.steps).toHaveLength(3);
    expect(employeeBenefitsEmployerCopy.points).toHaveLength(4);
  });
});
