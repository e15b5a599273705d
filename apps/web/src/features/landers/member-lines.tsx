import type { MemberCardDetails, ProfileCard } from '@amoret/shared';
import { useState } from 'react';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useInterestLabel } from '../../lib/site/interests.ts';
import { useSettings } from '../../lib/site/settings.ts';

const LINE_FIELDS = ['reason', 'relationship_status', 'body_type', 'hair_colour', 'eye_colour'] as const;

/** A few lines about the member, as far as the site shows them, and up to five interests. */
export function MemberLines({ details }: { details: MemberCardDetails }) {
  const { t } = useTranslation();
  const labelOf = useInterestLabel();
  const rows = LINE_FIELDS.flatMap((field) =>
    details[field] ? [[t(`member.labels.${field}`), t(`profile.options.${field}.${details[field]}`)]] : [],
  );
  return (
    <>
      {rows.length > 0 && (
        <dl className="row g-2 mb-3" data-testid="member-lines">
          {rows.map(([label, value]) => (
            <div className="col-6" key={label}>
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {details.interests.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" data-testid="member-interests">
          {details.interests.slice(0, 5).map((key) => (
            <li key={key} className="badge rounded-pill text-bg-light border fw-normal">
              {labelOf(key)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * "Send her a message": the first message is written here and kept through signup (the modal, or
 * `/members/{id}/signup` on a phone), which delivers it once the new member confirms the address.
 */
export function MessageStarter({ profile, starters = false }: { profile: ProfileCard; starters?: boolean }) {
  const { t } = useTranslation('landers');
  const settings = useSettings();
  const openSignup = useOpenSignup();
  const [message, setMessage] = useState('');
  const context = profile.gender ?? undefined;
  const send = () =>
    openSignup({ recipient: { id: profile.id, name: profile.name }, message: message.trim() });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      data-testid="message-starter"
    >
      <label htmlFor="starter-message" className="form-label fw-semibold">
        {t('member.messageLabel', { name: profile.name })}
      </label>
      {starters && (
        <div className="d-flex flex-wrap gap-2 mb-2">
          {(['hello', 'photo', 'meet'] as const).map((key) => (
            <button
              key={key}
              type="button"
              className="btn btn-sm btn-outline-secondary rounded-pill starter-chip"
              onClick={() => setMessage(t(`member.starters.${key}`, { name: profile.name }))}
            >
              {t(`member.starters.${key}`, { name: profile.name })}
            </button>
          ))}
        </div>
      )}
      <textarea
        id="starter-message"
        className="form-control mb-2"
        rows={3}
        maxLength={settings.message_length}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={t('member.messagePlaceholder')}
      />
      <button type="submit" className="btn btn-primary btn-lg w-100" data-testid="send-message">
        {t('member.send', { context, name: profile.name })}
      </button>
      <p className="small text-body-secondary mt-2 mb-0">{t('member.sendNote', { name: profile.name })}</p>
    </form>
  );
}
