import { errorResponseSchema } from '../schemas/common.ts';
import { geocodeQuerySchema, geocodeResponseSchema } from '../schemas/profile.ts';
import {
  companyInfoResponseSchema,
  interestsResponseSchema,
  profileOptionsQuerySchema,
  regionsResponseSchema,
} from '../schemas/profile-options.ts';
import { settingsQuerySchema, settingsResponseSchema } from '../schemas/settings.ts';
import { defineEndpoint } from './endpoint.ts';

/** The site a request belongs to. */
export const sites = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/settings.php',
    tags: ['site'],
    summary: 'Settings of the site named by _force_domain or the Host header',
    query: settingsQuerySchema,
    responses: { 200: settingsResponseSchema, 400: errorResponseSchema },
  }),
  companyInfo: defineEndpoint({
    method: 'GET',
    path: '/api/companyinfo.php',
    tags: ['site'],
    summary: 'Company behind the site (footer, static pages)',
    responses: { 200: companyInfoResponseSchema },
  }),
};

/** Reference lists the client loads once, labelled in the visitor's language. */
export const profileOptions = {
  interests: defineEndpoint({
    method: 'GET',
    path: '/api/interests.php',
    tags: ['profile options'],
    summary: 'Interest keys with translated labels',
    query: profileOptionsQuerySchema,
    responses: { 200: interestsResponseSchema },
  }),
  regions: defineEndpoint({
    method: 'GET',
    path: '/api/regions.php',
    tags: ['profile options'],
    summary: 'Regions of each supported country, with the word that country uses for a region',
    query: profileOptionsQuerySchema,
    responses: { 200: regionsResponseSchema },
  }),
};

export const geo = {
  geocode: defineEndpoint({
    method: 'GET',
    path: '/api/geocode.php',
    tags: ['profile options'],
    summary: 'Nearest place to a position (offline), false when none is near',
    query: geocodeQuerySchema,
    responses: { 200: geocodeResponseSchema },
  }),
};
