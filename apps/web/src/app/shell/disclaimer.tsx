import { MIN_AGE } from '@amoret/shared';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';

/** Adults-only notice plus the site's own statement about fictional profiles. */
export function Disclaimer() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <p className="small text-body-secondary mb-0 mt-2" data-testid="disclaimer">
      {t('footer.disclaimer', { siteName: settings.name, minAge: MIN_AGE })} {settings.fictional_warning}
    </p>
  );
}
