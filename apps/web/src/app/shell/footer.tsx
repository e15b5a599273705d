import { cleanPhone } from '@amoret/shared';
import { PlainLink } from '../../components/plain-link.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useCompanyInfo } from '../../lib/site/company-info.ts';
import { useSettings } from '../../lib/site/settings.ts';
import { Disclaimer } from './disclaimer.tsx';

const LINKS = [
  ['terms', '/pages/terms'],
  ['privacy', '/pages/privacy'],
  ['cookies', '/pages/cookies'],
  ['ban', '/pages/ban'],
  ['pricing', '/pricing'],
  ['complaints', '/complaints'],
  ['returnPolicy', '/pages/return-policy'],
  ['faq', '/pages/faq'],
  ['support', '/pages/service'],
] as const;

/** Footer: the links of spec section 2, the company behind the site, then the disclaimer. */
export function Footer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const company = useCompanyInfo().data;
  const phone = cleanPhone(settings.support_phone);

  return (
    <footer className="site-footer mt-auto border-top bg-light" data-testid="footer">
      <div className="container py-4">
        <nav aria-label={t('footer.label')}>
          <ul className="list-inline mb-3 small">
            {LINKS.map(([key, to]) => (
              <li key={key} className="list-inline-item me-3 mb-1">
                <PlainLink to={to} className="footer-link">
                  {t(`footer.${key}`)}
                </PlainLink>
              </li>
            ))}
          </ul>
        </nav>
        {company && (
          <address className="small text-body-secondary mb-2" data-testid="company-info">
            <strong>{company.name}</strong> · {company.address} · {company.city} · {company.country}
            <br />
            {t('footer.registration', { kvk: company.kvk })}
            {company.vat_numbers.length > 0 && (
              <> · {t('footer.vat', { vat: company.vat_numbers.join(', ') })}</>
            )}
            <br />
            <a href={`mailto:${settings.support_email}`} className="footer-link">
              {settings.support_email}
            </a>{' '}
            ·{' '}
            <a href={`tel:${phone}`} className="footer-link" data-testid="support-phone">
              {phone}
            </a>
          </address>
        )}
        <Disclaimer />
      </div>
    </footer>
  );
}
