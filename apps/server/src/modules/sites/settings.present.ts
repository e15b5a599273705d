import { type CompanyInfo, isSupportedCountry, type Settings } from '@amoret/shared';
import type { Company, SiteWithCompany } from '../../db/schema.ts';

export type SiteSettingsBase = Omit<Settings, 'geoip_country' | 'geoip_selected_country'>;

export function presentSettingsBase(site: SiteWithCompany, pushPublicKey: string): SiteSettingsBase {
  return {
    name: site.name,
    domain: site.domain,
    domain_language: site.domain_language,
    cdn_prefix: site.cdn_prefix,
    niche: site.niche,
    signups: site.signups,
    logged_out_search: site.logged_out_search,
    logged_out_search_trafficsource: site.logged_out_search_trafficsource,
    enable_site_entry_popup: site.enable_site_entry_popup ? 'yes' : 'no',
    site_entry_countries: site.site_entry_countries,
    push_public_key: pushPublicKey,
    support_phone: site.support_phone,
    support_email: site.support_email,
    minimum_message_costs: site.minimum_message_costs,
    fictional_icon: site.fictional_icon,
    fictional_warning: site.fictional_warning,
    fictional_warning_singular: site.fictional_warning_singular,
    fictional_warning_plural: site.fictional_warning_plural,
    countries: site.countries,
    index_title: site.index_title,
    description: site.description,
    visible_profile_fields: site.visible_profile_fields,
    visible_profile_notes: site.visible_profile_notes,
    message_credits: site.message_credits,
    photo_credits: site.photo_credits,
    gift_credits: site.gift_credits,
    signup_credits: site.signup_credits,
    message_length: site.message_length,
    search_fields: site.search_fields,
    refund_days: site.refund_days,
    member_resell: site.member_resell,
    company_id: site.company_id,
    mail_name: site.mail_name,
  };
}

/**
 * The visitor-specific part: the looked-up country, and the country the site works with for them —
 * their explicit choice, else the looked-up country when the site serves it, else the site's own.
 */
export function visitorCountries(
  base: SiteSettingsBase,
  defaultCountry: string,
  geoipCountry: string | null,
  chosenCountry: string | undefined,
): Pick<Settings, 'geoip_country' | 'geoip_selected_country'> {
  const served = (c: string | null | undefined): c is string =>
    !!c && isSupportedCountry(c) && base.countries.includes(c);
  const selected = served(chosenCountry)
    ? chosenCountry
    : served(geoipCountry)
      ? geoipCountry
      : defaultCountry;
  return { geoip_country: geoipCountry, geoip_selected_country: selected };
}

export function presentCompanyInfo(company: Company): CompanyInfo {
  return {
    name: company.name,
    address: company.address,
    kvk: company.kvk,
    city: company.city,
    country: company.country,
    tradenames: company.tradenames,
    vat_numbers: company.vat_numbers,
    support_phone: company.support_phone,
    delete_discount: company.delete_discount,
    added: company.added.toISOString(),
  };
}
