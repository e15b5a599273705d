import { PlainLink } from '../../components/plain-link.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** Nothing bought yet: say so and lead to the bundles. */
export function EmptyState({ text }: { text: string }) {
  const { t } = useTranslation('payments');
  return (
    <div className="card card-body text-center py-5">
      <p className="mb-3">{text}</p>
      <div>
        <PlainLink to="/credits" className="btn btn-primary">
          {t('repeat.toCredits')}
        </PlainLink>
      </div>
    </div>
  );
}
