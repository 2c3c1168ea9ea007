import { describe, expect, it } from 'vitest';
import { convertTotals, ratesInEffect, totalsByCurrency } from './money.js';

describe('money across currencies', () => {
  it('adds amounts per currency only', () => {
    expect(
      totalsByCurrency([
        { currency: 'USD', amount: 100.004 },
        { currency: 'EUR', amount: 50 },
        { currency: 'USD', amount: 20 },
      ]),
    ).toEqual([
      { currency: 'EUR', amount: 50 },
      { currency: 'USD', amount: 120 },
    ]);
  });

  it('picks the newest rate not after the day, per currency', () => {
    const rates = [
      { currency: 'EUR', rate: 1.1, effective_on: '2026-01-01' },
      { currency: 'EUR', rate: 1.05, effective_on: '2026-06-01' },
      { currency: 'EUR', rate: 2, effective_on: '2026-12-01' },
      { currency: 'GBP', rate: 1.3, effective_on: '2026-07-01' },
    ];
    const inMay = ratesInEffect(rates, '2026-05-31');
    expect(inMay.get('EUR')?.rate).toBe(1.1);
    expect(inMay.has('GBP')).toBe(false);
    expect(ratesInEffect(rates, '2026-06-01').get('EUR')?.rate).toBe(1.05);
  });

  it('converts with the rates and names them, or converts nothing when one is missing', () => {
    const totals = [
      { currency: 'EUR', amount: 1000 },
      { currency: 'USD', amount: 500 },
    ];
    const eur = { currency: 'EUR', rate: 1.08, effective_on: '2026-11-02' };
    expect(convertTotals(totals, 'USD', new Map([['EUR', eur]]))).toEqual({
      converted: 1580,
      used: [eur],
      missing: [],
    });
    expect(convertTotals(totals, 'USD', new Map())).toEqual({ converted: null, used: [], missing: ['EUR'] });
    expect(convertTotals([], 'USD', new Map())).toEqual({ converted: 0, used: [], missing: [] });
  });
});
