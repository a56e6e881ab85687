// Amounts of money are whole cents (integers), never floating point; this file formats and parses them.

/** ISO 4217 code, three capital letters, that Intl knows. Every currency here is shown with two decimals. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/u.test(code)) return false;
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

export function isWholeCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** '$1,234.50' for 123450 in USD. Negative amounts (credits) keep their sign. */
export function formatMoney(cents: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** '1234.50' for 123450: the plain form spreadsheets read as a number. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type MoneyInputProblem = 'empty' | 'not-a-number' | 'negative' | 'too-many-decimals' | 'too-large';

export class MoneyInputError extends Error {
  constructor(readonly problem: MoneyInputProblem, readonly input: string, message: string) {
    super(message);
    this.name = 'MoneyInputError';
  }
}

const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/u;

/**
 * Cents from what a person typed: '25', '25.5', '1,250.00', '$25'. Parsed as text, so '0.1' is exactly
 * 10 cents. Refuses negative, non-numeric and sub-cent amounts with a message the form can show.
 */
export function parseMoney(text: string): number {
  const trimmed = text.trim().replace(/^[$€£]\s*/u, '');
  if (trimmed === '') throw new MoneyInputError('empty', text, 'Enter an amount.');
  if (/^-/u.test(trimmed)) throw new MoneyInputError('negative', text, `"${text}" is negative; enter the amount without a minus sign (record a reversal to take money back).`);
  const match = AMOUNT.exec(trimmed);
  if (!match) throw new MoneyInputError('not-a-number', text, `"${text}" is not an amount; use digits and an optional decimal point, such as 25.50.`);
  const fraction = match[2] ?? '';
  if (fraction.length > 2) throw new MoneyInputError('too-many-decimals', text, `"${text}" has more than two decimals; amounts are in whole cents.`);
  const cents = Number(match[1].replace(/,/gu, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new MoneyInputError('too-large', text, `"${text}" is too large.`);
  return cents;
}
