import { describe, expect, it, vi } from 'vitest';
import {
  estimatedDuration,
  formatCompact,
  formatCompactCurrency,
  formatCurrency,
  formatNumber,
  formatTokenAmount,
} from './format';

describe('formatNumber', () => {
  it('shows up to 3 decimals at 1 or above', () => {
    expect(formatNumber(1)).toBe('1');
    expect(formatNumber(1.23456)).toBe('1.235');
    expect(formatNumber('1234.5678')).toBe('1,234.568');
    expect(formatNumber(-2.5)).toBe('-2.5');
  });

  it('rounds 999.9995 up to 1,000', () => {
    expect(formatNumber(999.9995)).toBe('1,000');
    expect(formatNumber('999.9994')).toBe('999.999');
  });

  it('shows 3 significant digits, at most 7 decimals, below 1', () => {
    expect(formatNumber(0.123456)).toBe('0.123');
    expect(formatNumber(0.00012345)).toBe('0.000123');
    expect(formatNumber('0.0000001')).toBe('0.0000001');
    expect(formatNumber('0.00000012345')).toBe('0.0000001');
    expect(formatNumber(-0.5)).toBe('-0.5');
  });

  it('says a non-zero amount is smaller than 7 decimals can show, instead of 0', () => {
    expect(formatNumber('0.00000001')).toBe('<0.0000001');
    expect(formatNumber('-0.00000001')).toBe('>-0.0000001');
  });

  it('shows 0 and large numbers exactly, and a dash for what is not a number', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber('1000000000000000')).toBe('1,000,000,000,000,000');
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber('abc')).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('formats for the locale', () => {
    expect(formatNumber('1234.5678', 'de_DE')).toBe('1.234,568');
    expect(formatNumber('1234.5678', 'fr_FR')).toBe('1\u202f234,568');
  });
});

describe('formatters', () => {
  it('are built once per locale and options, however many numbers they format', () => {
    // A locale no other test here formats in: the formatters are kept for the module's life.
    const Original = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args) {
      return new Original(...args);
    });
    try {
      expect(formatNumber('12.5', 'it_IT')).toBe('12,5');
      expect(formatNumber('0.00214', 'it_IT')).toBe('0,00214');
      expect(formatCurrency(7.35, 'it_IT')).toBe('$7,35');
      const first = built.mock.calls.length;
      expect(first).toBeGreaterThan(0);
      expect(formatNumber('99.25', 'it_IT')).toBe('99,25');
      expect(formatNumber('0.5', 'it_IT')).toBe('0,5');
      expect(formatCurrency(1, 'it_IT')).toBe('$1,00');
      expect(formatTokenAmount(2_500_000_000_000_000n, 18, 'it_IT')).toBe('0,0025');
      expect(built.mock.calls.length).toBe(first);
    } finally {
      built.mockRestore();
    }
  });
});

describe('formatCompact', () => {
  it('uses K, M, B, T and Q', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(12_345)).toBe('12.345K');
    expect(formatCompact(2_500_000)).toBe('2.5M');
    expect(formatCompact(3e9)).toBe('3B');
    expect(formatCompact(4.2e12)).toBe('4.2T');
    expect(formatCompact(1e15)).toBe('1Q');
    expect(formatCompact(2.5e18)).toBe('2,500Q');
    expect(formatCompact(-1500)).toBe('-1.5K');
  });

  it('moves to the next suffix when rounding reaches 1,000', () => {
    expect(formatCompact(999_999.9)).toBe('1M');
  });
});

describe('formatTokenAmount', () => {
  it('formats base units exactly', () => {
    expect(formatTokenAmount(12_500_000_000_000_000_000n, 18)).toBe('12.5');
    expect(formatTokenAmount(1n, 18)).toBe('<0.0000001');
    expect(formatTokenAmount(10_000n * 10n ** 18n, 18)).toBe('10,000');
    expect(formatTokenAmount(3n, 0)).toBe('3');
  });
});

describe('formatCurrency', () => {
  it('shows two decimals after a dollar sign', () => {
    expect(formatCurrency(1234.567)).toBe('$1,234.57');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(0.004)).toBe('$0.00');
    expect(formatCurrency(-3.5)).toBe('-$3.50');
    expect(formatCurrency(-0.001)).toBe('$0.00');
    expect(formatCurrency(Number.NaN)).toBe('—');
    expect(formatCurrency(1234.5, 'de_DE')).toBe('$1.234,50');
  });
});

describe('formatCompactCurrency', () => {
  it('shows dollars with K, M, B, T and Q and at most two decimals from $1,000 up', () => {
    expect(formatCompactCurrency(999.999)).toBe('$1,000.00');
    expect(formatCompactCurrency(25)).toBe('$25.00');
    expect(formatCompactCurrency(2500)).toBe('$2.5K');
    expect(formatCompactCurrency(30_005_000)).toBe('$30.01M');
    expect(formatCompactCurrency(7.25e9)).toBe('$7.25B');
    expect(formatCompactCurrency(1e12)).toBe('$1T');
    expect(formatCompactCurrency(3e15)).toBe('$3Q');
    expect(formatCompactCurrency(-1500)).toBe('-$1.5K');
    expect(formatCompactCurrency(1234.5, 'de_DE')).toBe('$1,23K');
    expect(formatCompactCurrency(Number.NaN)).toBe('—');
  });

  it('moves to the next suffix when rounding to two decimals reaches 1,000', () => {
    expect(formatCompactCurrency(999_996)).toBe('$1M');
    expect(formatCompactCurrency(999_994)).toBe('$999.99K');
  });
});

describe('estimatedDuration', () => {
  it('words a duration in seconds, minutes or hours', () => {
    expect(estimatedDuration(2)).toEqual({ unit: 'seconds', count: 2 });
    expect(estimatedDuration(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(estimatedDuration(5 * 60)).toEqual({ unit: 'minutes', count: 5 });
    expect(estimatedDuration(12 * 60)).toEqual({ unit: 'minutes', count: 12 });
    expect(estimatedDuration(59 * 60)).toEqual({ unit: 'minutes', count: 59 });
    expect(estimatedDuration(24 * 60 * 60)).toEqual({ unit: 'hours', count: 24 });
  });
});
