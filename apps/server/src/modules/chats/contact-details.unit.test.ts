import { describe, expect, it } from 'vitest';
import { hasContactDetails } from './contact-details.ts';

describe('hasContactDetails', () => {
  it.each([
    'mail me at anna.b@example.com',
    'anna (at) example.nl',
    'see https://example.org/x',
    'www.my-site.com',
    'add me on mysnap.com',
    'bel 06-12345678',
    'call +31 6 1234 5678',
    'whatsapp 0612 345 678',
  ])('finds contact details in %j', (text) => {
    expect(hasContactDetails(text)).toBe(true);
  });

  it.each([
    'Hi! How was your weekend?',
    'I am 34 and live in Utrecht, 2 cats',
    'See you at 8.30 tomorrow?',
    'Koffie of thee? 😉',
    'My favourite year was 1999',
  ])('lets %j pass', (text) => {
    expect(hasContactDetails(text)).toBe(false);
  });
});
