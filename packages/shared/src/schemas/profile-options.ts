import { z } from 'zod';
import { INTEREST_KEYS } from '../interests.ts';
import { text } from './text.ts';

export const companyInfoSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    kvk: z.string(),
    city: z.string(),
    country: z.string(),
    tradenames: z.array(z.string()),
    vat_numbers: z.array(z.string()),
    support_phone: z.string(),
    /** Percentage offered in the account-deletion retention flow. */
    delete_discount: z.number().int().min(0).max(100),
    added: z.string(),
  })
  .meta({ id: 'CompanyInfo' });
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export const companyInfoResponseSchema = z.object({ companyinfo: companyInfoSchema });

export const interestSchema = z.object({ key: z.enum(INTEREST_KEYS), label: z.string() });
export const interestsResponseSchema = z.object({ interests: z.array(interestSchema) });

export const regionsResponseSchema = z.object({
  countries: z.record(
    z.string(),
    z.object({
      /** Translated word for a region in this country (province, state, canton, ...). */
      label: z.string(),
      regions: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;

/** Optional language override for the translated reference lists. */
export const profileOptionsQuerySchema = z.looseObject({
  lang: text().max(5).optional(),
  _force_domain: text().max(253).optional(),
});
