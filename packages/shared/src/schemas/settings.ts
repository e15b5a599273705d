import { z } from 'zod';
import { countryCodeSchema, hostnameSchema } from './common.ts';

export const SIGNUP_MODES = ['all', 'with_trafficsource', 'none'] as const;

export const minimumMessageCostSchema = z.object({
  /** Minor currency units (cents). */
  costs: z.number().int().nonnegative(),
  currency: z.string().length(3),
});

/** Settings of one site as `GET /api/settings.php` answers them (spec section 3). */
export const settingsSchema = z
  .object({
    name: z.string(),
    domain: z.string(),
    domain_language: z.string(),
    cdn_prefix: z.string(),
    niche: z.number().int().min(1).max(7),
    signups: z.enum(SIGNUP_MODES),
    logged_out_search: z.boolean(),
    logged_out_search_trafficsource: z.boolean(),
    geoip_country: z.string().nullable(),
    geoip_selected_country: z.string(),
    enable_site_entry_popup: z.enum(['yes', 'no']),
    /** Countries whose visitors get the entry warning; empty means every visitor. */
    site_entry_countries: z.array(z.string()),
    push_public_key: z.string(),
    support_phone: z.string(),
    support_email: z.string(),
    minimum_message_costs: z.record(z.string(), minimumMessageCostSchema),
    fictional_icon: z.string(),
    fictional_warning: z.string(),
    fictional_warning_singular: z.string(),
    fictional_warning_plural: z.string(),
    countries: z.array(z.string()),
    index_title: z.string(),
    description: z.string(),
    visible_profile_fields: z.array(z.string()),
    visible_profile_notes: z.array(z.string()),
    message_credits: z.number().int().nonnegative(),
    photo_credits: z.number().int().nonnegative(),
    gift_credits: z.number().int().nonnegative(),
    signup_credits: z.number().int().nonnegative(),
    message_length: z.number().int().positive(),
    search_fields: z.array(z.string()),
    refund_days: z.number().int().nonnegative(),
    member_resell: z.boolean(),
    company_id: z.number().int(),
    mail_name: z.string(),
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof settingsSchema>;

export const settingsResponseSchema = z.object({ settings: settingsSchema });

/**
 * Query of `GET /api/settings.php`: the host to resolve, plus the page's own query parameters, which
 * pass through. Of those, `country` (a visitor's explicit country choice) sets geoip_selected_country.
 */
export const settingsQuerySchema = z.looseObject({
  _force_domain: hostnameSchema.optional(),
  country: countryCodeSchema.optional(),
});
