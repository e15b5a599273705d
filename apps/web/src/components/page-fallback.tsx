import { useTranslation } from '../lib/i18n.tsx';

/** Shown while a page's translations or data load. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center py-5">
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    </div>
  );
}
