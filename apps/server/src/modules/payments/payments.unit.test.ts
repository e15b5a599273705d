import { describe, expect, it } from 'vitest';
import { stepsTo } from './payment-state.ts';

describe('payment state machine', () => {
  it('moves open → pending → paid and ends in a final state', () => {
    expect(stepsTo('open', 'pending')).toEqual(['pending']);
    expect(stepsTo('pending', 'paid')).toEqual(['paid']);
    expect(stepsTo('open', 'expired')).toEqual(['expired']);
    expect(stepsTo('paid', 'refunded')).toEqual(['refunded']);
    expect(stepsTo('refunded', 'charged_back')).toEqual(['charged_back']);
  });
  it('ignores the same state and moves back (a late webhook)', () => {
    expect(stepsTo('paid', 'paid')).toEqual([]);
    expect(stepsTo('paid', 'open')).toEqual([]);
    expect(stepsTo('paid', 'pending')).toEqual([]);
    expect(stepsTo('failed', 'paid')).toEqual([]);
    expect(stepsTo('canceled', 'open')).toEqual([]);
  });
  it('grants before reversing a payment first seen refunded', () => {
    expect(stepsTo('open', 'charged_back')).toEqual(['paid', 'charged_back']);
    expect(stepsTo('pending', 'refunded')).toEqual(['paid', 'refunded']);
    expect(stepsTo('expired', 'refunded')).toEqual([]);
  });
});
