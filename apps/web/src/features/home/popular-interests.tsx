import { useTranslation } from '../../lib/i18n.tsx';
import { useInterests } from '../../lib/site/interests.ts';

/** A glimpse of what members share on their profiles. */
export function PopularInterests() {
  const { t } = useTranslation();
  const interests = useInterests().data;
  if (!interests) return null;

  return (
    <section className="bg-light py-5" data-testid="popular-interests">
      <div className="container">
        <h2 className="h4 mb-3">{t('home.interestsTitle')}</h2>
        <ul className="list-inline mb-0">
          {interests.slice(0, 24).map((interest) => (
            <li key={interest.key} className="list-inline-item mb-2">
              <span className="badge rounded-pill text-bg-light border fw-normal fs-6">{interest.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
