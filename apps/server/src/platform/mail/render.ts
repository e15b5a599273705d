import type { Locale } from '@amoret/shared';
import type { SiteWithCompany } from '../../db/schema.ts';
import { translator } from '../i18n.ts';

export type MailTemplate =
  | 'activate'
  | 'reset_password'
  | 'change_email'
  | 'account_deleted'
  | 'account_reactivated'
  | 'payment_receipt'
  | 'new_conversation'
  | 'new_message'
  | 'new_like'
  | 'new_match'
  | 'unread_reminder'
  | 'weekly_update';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContent {
  template: MailTemplate;
  locale: Locale;
  site: SiteWithCompany;
  /** Name of the member, for the greeting. */
  name: string;
  /** The button's target. */
  link: string;
  vars?: Record<string, string | number>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Renders a transactional mail in the member's language, branded for the site: the texts are the
 * `<template>.*` keys of the `mail` bundles, wrapped in one layout (HTML and plain text).
 */
export function renderMail({ template, locale, site, name, link, vars = {} }: MailContent): RenderedMail {
  const t = translator(locale);
  const all = {
    siteName: site.name,
    domain: site.domain,
    companyName: site.company.name,
    companyAddress: `${site.company.address}, ${site.company.city}, ${site.company.country}`,
    supportEmail: site.support_email,
    name,
    ...vars,
  };
  const tr = (key: string) => t(key, { ...all, ns: 'mail' });
  const subject = tr(`${template}.subject`);
  const paragraphs = [tr(`${template}.intro`), tr(`${template}.note`)];
  const button = tr(`${template}.button`);
  const greeting = tr('layout.greeting');
  const signoff = tr('layout.signoff');
  const footer = tr('layout.footer');

  const text = [
    greeting,
    '',
    paragraphs[0],
    '',
    `${button}: ${link}`,
    '',
    paragraphs[1],
    '',
    signoff,
    '',
    '--',
    footer,
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f6f2f3;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#343a40">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #eee;font-weight:600;font-size:18px;color:#a9555f">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.5">
${p(greeting)}${p(paragraphs[0]!)}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#a9555f;color:#fff;text-decoration:none;padding:12px 22px;border-radius:8px;display:inline-block;font-weight:600">${escapeHtml(button)}</a></p>
${p(paragraphs[1]!)}${p(signoff)}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #eee;font-size:12px;color:#6c757d">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text };
}
