import { describe, expect, it } from 'vitest';
import { directDebitFormSchema } from '../schemas/direct-debit.ts';
import { formatIban, ibanProblem, maskIban, normaliseMobile } from './direct-debit.ts';

describe('IBANs', () => {
  it.each([
    ['NL91ABNA0417164300', null],
    ['nl91 abna 0417 1643 00', null],
    ['DE89 3704 0044 0532 0130 00', null],
    ['CH93 0076 2011 6238 5295 7', null],
    ['NL92ABNA0417164300', 'ibanInvalid'],
    ['NL91ABNA04171643', 'ibanInvalid'],
    ['XX91ABNA0417164300', 'ibanInvalid'],
    ['', 'ibanInvalid'],
    ['TR330006100519786457841326', 'ibanNotSepa'],
  ])('%s → %s', (iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
  });

  it('masks all but the country, check digits and last four, and prints in groups', () => {
    expect(maskIban('nl91 abna 0417 1643 00')).toBe('NL91 •••• 4300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('mobile numbers', () => {
  it.each([
    ['06 12345678', 'NL', '+31612345678'],
    ['+31 6 1234 5678', 'DE', '+31612345678'],
    ['0031-6-12345678', 'NL', '+31612345678'],
    ['0151 23456789', 'DE', '+4915123456789'],
    ['12', 'NL', null],
    ['06 12', 'NL', null],
  ])('%s in %s → %s', (input, country, e164) => {
    expect(normaliseMobile(input, country)).toBe(e164);
  });
});

describe('the form schema (client and server alike)', () => {
  it('needs the authorisation and gives the IBAN in its electronic form', () => {
    const form = {
      account_holder: 'J. de Vries',
      iban: 'nl91 abna 0417 1643 00',
      street: 'Kerkstraat',
      house_number: '1',
      zip: '1017 GC',
      city: 'Amsterdam',
      mobile: '06 12345678',
      sms_code: '123456',
      authorised: true,
    };
    expect(directDebitFormSchema.parse(form).iban).toBe('NL91ABNA0417164300');
    const refused = directDebitFormSchema.safeParse({ ...form, authorised: false });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['authorised'],
      message: 'authorisationRequired',
    });
  });
});
