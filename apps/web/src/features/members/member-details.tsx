import type { MemberProfile } from '@amoret/shared';
import { useTranslation } from '../../lib/i18n.tsx';
import { useInterestLabel } from '../../lib/site/interests.ts';

const OPTION_FIELDS = [
  'sexuality',
  'reason',
  'relationship_status',
  'body_type',
  'hair_colour',
  'eye_colour',
] as const;

/** "About me": the attributes the site shows (the server leaves out the rest) and interests. */
export function MemberDetails({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const labelOf = useInterestLabel();
  const rows: [string, string][] = [];
  if (profile.gender) rows.push([t('member.labels.gender'), t(`member.genders.${profile.gender}`)]);
  for (const field of OPTION_FIELDS) {
    const value = profile[field];
    if (value) rows.push([t(`member.labels.${field}`), t(`profile.options.${field}.${value}`)]);
  }
  if (profile.tattoos !== null)
    rows.push([t('member.labels.tattoos'), t(`profile.options.tattoos.${profile.tattoos ? 'yes' : 'no'}`)]);
  if (rows.length === 0 && profile.interests.length === 0) return null;
  return (
    <section className="card mb-4" aria-labelledby="member-details-title" data-testid="member-details">
      <div className="card-body">
        <h2 id="member-details-title" className="h5">
          {t('profile.details')}
        </h2>
        {rows.length > 0 && (
          <dl className="row mb-0 member-attributes">
            {rows.map(([label, value]) => (
              <div className="col-6 col-md-4 mb-2" key={label}>
                <dt className="small text-body-secondary fw-normal">{label}</dt>
                <dd className="mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {profile.interests.length > 0 && (
          <>
            <h3 className="h6 mt-3">{t('member.labels.interests')}</h3>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {profile.interests.map((key) => (
                <li key={key} className="badge rounded-pill text-bg-light border fw-normal">
                  {labelOf(key)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
