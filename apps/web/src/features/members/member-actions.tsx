import type { MemberProfile } from '@amoret/shared';
import { useState } from 'react';
import { LikeButton } from '../../components/like-button.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useBlockToggle } from './use-member.ts';

/** Like, message, gift; block or unblock and report, for members. Visitors are asked to sign up. */
export function MemberActions({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const user = useUser();
  const openSignup = useOpenSignup();
  const blockToggle = useBlockToggle(profile.id);
  const [confirming, setConfirming] = useState(false);

  if (!user) {
    return (
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => openSignup()}
          data-testid="visitor-like"
        >
          {t('member.like')}
        </button>
        <PlainLink to={`/members/${profile.id}/signup`} className="btn btn-outline-primary">
          {t('member.message')}
        </PlainLink>
      </div>
    );
  }
  if (user.profile.id === profile.id) return null;
  if (profile.blocked) {
    return (
      <div
        className="alert alert-secondary d-flex flex-wrap align-items-center justify-content-between gap-2"
        data-testid="blocked-notice"
      >
        <span>{t('member.blockedNotice', { name: profile.name })}</span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => blockToggle.mutate(false)}
          disabled={blockToggle.isPending}
          data-testid="unblock"
        >
          {t('member.unblock')}
        </button>
      </div>
    );
  }
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <LikeButton profile={profile} source="profile" size="lg" />
        <PlainLink
          to={`/members/${profile.id}/chat`}
          className="btn btn-primary"
          data-testid="member-message"
        >
          {t('member.message')}
        </PlainLink>
        <PlainLink
          to={`/members/${profile.id}/chat?gift=1`}
          className="btn btn-outline-primary"
          data-testid="member-gift"
        >
          {t('member.gift')}
        </PlainLink>
      </div>
      <div className="d-flex flex-wrap gap-3 small">
        {confirming ? (
          <span className="d-flex flex-wrap align-items-center gap-2">
            <span>{t('member.blockConfirm', { name: profile.name })}</span>
            <button
              type="button"
              className="btn btn-danger btn-sm"
              onClick={() => blockToggle.mutate(true, { onSettled: () => setConfirming(false) })}
              disabled={blockToggle.isPending}
              data-testid="block-confirm"
            >
              {t('member.block')}
            </button>
            <button type="button" className="btn btn-link btn-sm" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="btn btn-link btn-sm link-secondary p-0"
            onClick={() => setConfirming(true)}
            data-testid="block"
          >
            {t('member.block')}
          </button>
        )}
        <PlainLink to={`/complaints?profile=${profile.id}`} className="link-secondary">
          {t('member.report')}
        </PlainLink>
      </div>
    </>
  );
}
