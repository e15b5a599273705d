import type { NewCompany, NewSite } from '../schema.ts';

/** Demo companies and sites. Every name, address and number here is made up. */
export const DEMO_COMPANIES: (NewCompany & { key: string })[] = [
  {
    key: 'nl',
    name: 'Amoret Media B.V.',
    address: 'Herengracht 100',
    kvk: '12345678',
    city: '1015 BS Amsterdam',
    country: 'Nederland',
    tradenames: ['Hartjesdate', 'ManMeetsMan'],
    vat_numbers: ['NL123456789B01'],
    support_phone: '020-123 45 67',
    delete_discount: 50,
    added: '2024-03-15T09:00:00Z',
  },
  {
    key: 'de',
    name: 'Herzklopfen Online GmbH',
    address: 'Friedrichstraße 10',
    kvk: 'HRB 123456 B',
    city: '10117 Berlin',
    country: 'Deutschland',
    tradenames: ['SieSucht'],
    vat_numbers: ['DE123456789'],
    support_phone: '030 123 456 78',
    delete_discount: 30,
    added: '2022-06-01T09:00:00Z',
  },
];

const ALL_PROFILE_FIELDS = [
  'gender',
  'sexuality',
  'age',
  'country',
  'region',
  'city',
  'reason',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'tattoos',
  'interests',
];
const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];

type DemoSite = Omit<NewSite, 'company_id'> & { company: string };

export const DEMO_SITES: DemoSite[] = [
  {
    company: 'nl',
    domain: 'localhost',
    name: 'Hartjesdate',
    domain_language: 'nl-NL',
    cdn_prefix: '/uploads/',
    niche: 1,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    enable_site_entry_popup: true,
    site_entry_countries: [],
    default_country: 'NL',
    support_phone: '020-123 45 67',
    support_email: 'support@hartjesdate.example',
    minimum_message_costs: JSON.stringify({
      NL: { costs: 99, currency: 'EUR' },
      BE: { costs: 99, currency: 'EUR' },
    }),
    fictional_icon: '/img/fictional.svg',
    fictional_warning:
      'Sommige profielen op deze site zijn fictief en worden beheerd door medewerkers. Met hen kun je niet echt afspreken.',
    fictional_warning_singular: 'Dit profiel is fictief.',
    fictional_warning_plural: 'Deze profielen zijn fictief.',
    countries: ['NL', 'BE'],
    index_title: 'Hartjesdate: flirten en daten bij jou in de buurt',
    description: 'Ontmoet singles uit Nederland en België, chat met wie je leuk vindt en maak een afspraak.',
    visible_profile_fields: ALL_PROFILE_FIELDS,
    visible_profile_notes: ['reason', 'relationship_status'],
    message_credits: 5,
    photo_credits: 10,
    gift_credits: 15,
    signup_credits: 10,
    message_length: 2000,
    search_fields: SEARCH_FIELDS,
    refund_days: 14,
    member_resell: false,
    mail_name: 'Hartjesdate',
  },
  {
    company: 'de',
    domain: 'siesucht.localhost',
    name: 'SieSucht',
    domain_language: 'de-DE',
    cdn_prefix: '/uploads/',
    niche: 2,
    signups: 'with_trafficsource',
    logged_out_search: false,
    logged_out_search_trafficsource: true,
    enable_site_entry_popup: true,
    site_entry_countries: ['DE', 'AT', 'CH'],
    default_country: 'DE',
    support_phone: '030 123 456 78',
    support_email: 'hilfe@siesucht.example',
    minimum_message_costs: JSON.stringify({
      DE: { costs: 119, currency: 'EUR' },
      AT: { costs: 119, currency: 'EUR' },
      CH: { costs: 129, currency: 'CHF' },
    }),
    fictional_icon: '/img/fictional.svg',
    fictional_warning:
      'Einige Profile auf dieser Seite sind fiktiv und werden von Mitarbeitern betreut. Ein echtes Treffen ist mit ihnen nicht möglich.',
    fictional_warning_singular: 'Dieses Profil ist fiktiv.',
    fictional_warning_plural: 'Diese Profile sind fiktiv.',
    countries: ['DE', 'AT', 'CH'],
    index_title: 'SieSucht: Frauen, die wissen, was sie wollen',
    description:
      'Frauen aus Deutschland, Österreich und der Schweiz suchen Kontakt. Chatte diskret und unkompliziert.',
    visible_profile_fields: ALL_PROFILE_FIELDS.filter((f) => f !== 'tattoos'),
    visible_profile_notes: ['reason'],
    message_credits: 6,
    photo_credits: 12,
    gift_credits: 20,
    signup_credits: 5,
    message_length: 1500,
    search_fields: SEARCH_FIELDS,
    refund_days: 14,
    member_resell: true,
    mail_name: 'SieSucht Team',
  },
  {
    company: 'nl',
    domain: 'manmeetsman.localhost',
    name: 'ManMeetsMan',
    domain_language: 'en-GB',
    cdn_prefix: '/uploads/',
    niche: 7,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    enable_site_entry_popup: false,
    site_entry_countries: [],
    default_country: 'GB',
    support_phone: '+44 20 7946 0000',
    support_email: 'support@manmeetsman.example',
    minimum_message_costs: JSON.stringify({
      GB: { costs: 89, currency: 'GBP' },
      IE: { costs: 99, currency: 'EUR' },
      US: { costs: 119, currency: 'USD' },
      CA: { costs: 149, currency: 'CAD' },
      AU: { costs: 159, currency: 'AUD' },
      NZ: { costs: 169, currency: 'NZD' },
    }),
    fictional_icon: '/img/fictional.svg',
    fictional_warning:
      'Some profiles on this site are fictional and run by our staff. You cannot meet them in real life.',
    fictional_warning_singular: 'This profile is fictional.',
    fictional_warning_plural: 'These profiles are fictional.',
    countries: ['GB', 'IE', 'US', 'CA', 'AU', 'NZ'],
    index_title: 'ManMeetsMan: gay dating and chat',
    description: 'Meet gay and bi men near you, chat with the ones you like and make a date.',
    visible_profile_fields: ALL_PROFILE_FIELDS,
    visible_profile_notes: ['reason', 'relationship_status'],
    message_credits: 5,
    photo_credits: 10,
    gift_credits: 15,
    signup_credits: 10,
    message_length: 2000,
    search_fields: SEARCH_FIELDS,
    refund_days: 14,
    member_resell: false,
    mail_name: 'ManMeetsMan',
  },
];

/** The profile a demo member starts with (spec section 3), so their own pages are filled in. */
export interface DemoMemberProfile {
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country: string;
  region: string;
  city: string;
  reason: string;
  hair_colour: 'black' | 'brown' | 'blond' | 'red' | 'grey' | 'other';
  eye_colour: string;
  body_type: 'slim' | 'normal' | 'fat';
  relationship_status: string;
  tattoos: boolean;
  interests: string[];
}

export interface DemoMember {
  domain: string;
  email: string;
  name: string;
  dob: string;
  language: string;
  role?: 'operator';
  profile: DemoMemberProfile;
}

/** Demo members with known passwords (listed in the README), confirmed and ready to log in. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    domain: 'localhost',
    email: 'sanne@hartjesdate.example',
    name: 'Sanne',
    dob: '1994-03-12',
    language: 'nl',
    profile: {
      gender: 'female',
      sexuality: 'hetero',
      country: 'NL',
      region: 'NL-NH',
      city: 'Amsterdam',
      reason: 'relationship',
      hair_colour: 'blond',
      eye_colour: 'blue',
      body_type: 'slim',
      relationship_status: 'single',
      tattoos: false,
      interests: ['travelling', 'cooking', 'music', 'cycling', 'movies', 'wine'],
    },
  },
  {
    domain: 'localhost',
    email: 'daan@hartjesdate.example',
    name: 'Daan',
    dob: '1989-09-30',
    language: 'nl',
    profile: {
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
      region: 'NL-ZH',
      city: 'Rotterdam',
      reason: 'dating',
      hair_colour: 'brown',
      eye_colour: 'brown',
      body_type: 'normal',
      relationship_status: 'divorced',
      tattoos: true,
      interests: ['football', 'beer', 'festivals', 'cycling', 'technology'],
    },
  },
  {
    domain: 'siesucht.localhost',
    email: 'lena@siesucht.example',
    name: 'Lena',
    dob: '1991-06-05',
    language: 'de',
    profile: {
      gender: 'female',
      sexuality: 'hetero',
      country: 'DE',
      region: 'DE-HH',
      city: 'Hamburg',
      reason: 'flirting',
      hair_colour: 'red',
      eye_colour: 'green',
      body_type: 'slim',
      relationship_status: 'single',
      tattoos: true,
      interests: ['yoga', 'reading', 'coffee', 'art', 'citytrips', 'photography'],
    },
  },
  {
    domain: 'manmeetsman.localhost',
    email: 'oliver@manmeetsman.example',
    name: 'Oliver',
    dob: '1987-11-21',
    language: 'en',
    profile: {
      gender: 'male',
      sexuality: 'gay',
      country: 'GB',
      region: 'GB-ENG',
      city: 'Manchester',
      reason: 'relationship',
      hair_colour: 'black',
      eye_colour: 'hazel',
      body_type: 'normal',
      relationship_status: 'single',
      tattoos: false,
      interests: ['fitness', 'theatre', 'dining', 'travelling', 'series', 'dancing'],
    },
  },
  {
    // Staff: reviews photos (POST /api/photo-review.php); invisible, so no member finds the account.
    domain: 'localhost',
    email: 'operator@hartjesdate.example',
    name: 'Support',
    dob: '1985-01-15',
    language: 'nl',
    role: 'operator',
    profile: {
      gender: 'female',
      sexuality: 'hetero',
      country: 'NL',
      region: 'NL-UT',
      city: 'Utrecht',
      reason: 'chatting',
      hair_colour: 'brown',
      eye_colour: 'brown',
      body_type: 'normal',
      relationship_status: 'married',
      tattoos: false,
      interests: ['reading'],
    },
  },
];
export const DEMO_PASSWORD = 'amoret-demo-2026';
