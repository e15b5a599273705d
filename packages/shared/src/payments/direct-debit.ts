import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

/**
 * Direct debit's rules (docs/decisions.md, "Direct debit"), shared by the form and the server.
 * The monthly limit: what one member may pay by direct debit per calendar month (UTC), in minor units
 * of euro (SEPA debits are in euro). A collection can be reversed for 8 weeks, so the operator's risk
 * is capped per member.
 */
export const DIRECT_DEBIT_MONTHLY_LIMIT = 10_000;
export const DIRECT_DEBIT_CURRENCY = 'EUR';
/** SMS codes: 6 digits, valid 10 minutes, 5 tries; at most 5 sent per hour per member and per number. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_S = 600;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_SENDS_PER_HOUR = 5;

/** "NL91 abna 0417 1643 00" → "NL91ABNA0417164300"; null for nothing. */
export function normaliseIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** A valid IBAN (country format and checksum, by ibantools) in a country of the SEPA scheme. */
export function ibanProblem(value: string): 'ibanInvalid' | 'ibanNotSepa' | null {
  const iban = normaliseIban(value);
  if (!isValidIBAN(iban)) return 'ibanInvalid';
  if (!isSEPACountry(iban.slice(0, 2))) return 'ibanNotSepa';
  return null;
}

/** What is shown and stored of an IBAN: country, check digits and the last four ("NL91 •••• 4300"). */
export function maskIban(value: string): string {
  const iban = normaliseIban(value);
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/** The IBAN in groups of four, as banks print it. */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normaliseIban(value)) ?? value;
}

/** Calling codes of the countries where direct debit is offered (national numbers start with 0). */
const CALLING_CODES: Record<string, string> = {
  NL: '31',
  BE: '32',
  DE: '49',
  AT: '43',
  IE: '353',
  FR: '33',
  ES: '34',
  IT: '39',
  FI: '358',
  LU: '352',
  PT: '351',
};

/**
 * A mobile number in E.164 (+31612345678), or null when it is none: international (+ or 00) as it
 * is, national (leading 0) with the payment country's calling code. Spaces, dashes, dots and
 * brackets are ignored.
 */
export function normaliseMobile(value: string, country: string): string | null {
  let digits = value.replace(/[\s\-.()/]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (/^0[1-9]/.test(digits) && CALLING_CODES[country])
    digits = `+${CALLING_CODES[country]}${digits.slice(1)}`;
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}
