import { minorToDecimal } from '@amoret/shared';
import type { TFunction } from 'i18next';
import type { SandboxCheckout } from './sandbox.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const OUTCOMES = ['paid', 'pending', 'failed', 'canceled', 'expired'] as const;

/**
 * The sandbox provider's hosted checkout, like Mollie's test mode: what is being paid, and one button
 * per outcome. Plain HTML posted as a form: no script, so the strict CSP holds.
 */
export function renderSandboxCheckout(
  payment: SandboxCheckout,
  t: TFunction,
  lang: string,
  issuerName: string | null,
): string {
  const tr = (key: string, vars: Record<string, string> = {}) =>
    escapeHtml(t(`sandbox.${key}`, { ...vars, ns: 'payments' }));
  const method = escapeHtml(t(`methods.${payment.method}`, { ns: 'payments' }));
  const open = payment.status === 'open' || payment.status === 'pending';
  const amount = `${payment.currency} ${minorToDecimal(payment.amount, payment.currency)}`;
  const buttons = OUTCOMES.map(
    (o) =>
      `<button type="submit" name="outcome" value="${o}" class="${o === 'paid' ? 'primary' : ''}" data-outcome="${o}">${tr(`outcome.${o}`)}</button>`,
  ).join('');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${tr('title')}</title>
<style>
body{margin:0;background:#f6f2f3;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#343a40}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
.badge{display:inline-block;background:#fff3cd;color:#664d03;border-radius:999px;padding:2px 10px;font-size:13px;font-weight:600}
h1{font-size:20px;margin:12px 0 4px}
.amount{font-size:32px;font-weight:600;margin:8px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:16px 0;font-size:15px}
dt{color:#6c757d}dd{margin:0}
p{color:#6c757d;font-size:14px;line-height:1.5}
form{display:grid;gap:8px;margin-top:16px}
button{font:inherit;font-size:16px;padding:12px;border-radius:8px;border:1px solid #ced4da;background:#fff;cursor:pointer}
button:hover,button:focus-visible{border-color:#b5656f;outline:2px solid #e9c9cd}
button.primary{background:#b5656f;border-color:#b5656f;color:#fff;font-weight:600}
</style></head>
<body><main><div class="card">
<span class="badge">${tr('badge')}</span>
<h1>${tr('title')}</h1>
<div class="amount">${escapeHtml(amount)}</div>
<dl><dt>${tr('description')}</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>${tr('method')}</dt><dd>${method}${issuerName ? ` (${escapeHtml(issuerName)})` : ''}</dd></dl>
${
  open
    ? `<p>${tr('explain')}</p>
<form method="post" action="/api/sandbox-checkout.php"><input type="hidden" name="id" value="${escapeHtml(payment.id)}">${buttons}</form>`
    : `<p>${tr('done')}</p><p><a href="${escapeHtml(payment.redirectUrl)}">${tr('back')}</a></p>`
}
</div></main></body></html>`;
}
