import { type ChatResponse, FREE_CONVERSATIONS_LIMIT } from '@amoret/shared';
import { PlainLink } from '../../components/plain-link.tsx';
import type { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * What stands between the member and writing: a deleted or blocked member (no composer then), too few
 * credits (with the way to buy them) or the free members' conversation limit (with the way to premium).
 */
export function ChatNotices({
  data,
  problem,
  lowCredits,
}: {
  data: ChatResponse;
  /** The last refusal of a send: insufficientCredits or freeConversationLimit. */
  problem: ApiError | null;
  /** The balance is below the cheapest message: said before the member tries. */
  lowCredits: boolean;
}) {
  const { t } = useTranslation('chat');
  const tc = useTranslation().t;
  const { profile } = data;

  if (data.state === 'gone') {
    return (
      <div className="chat-notice alert alert-secondary" role="status" data-testid="chat-gone">
        {t('notice.gone')}
      </div>
    );
  }
  if (data.state === 'blocked') {
    return (
      <div
        className="chat-notice alert alert-secondary d-flex flex-wrap align-items-center gap-2"
        role="status"
        data-testid="chat-blocked"
      >
        <span className="me-auto">{t('notice.blocked', { name: profile.name })}</span>
        <PlainLink to={`/members/${profile.id}`} className="btn btn-outline-secondary btn-sm">
          {t('notice.toProfile')}
        </PlainLink>
      </div>
    );
  }

  const limitReached =
    problem?.key === 'freeConversationLimit' ||
    (data.conversation === null && data.free_conversations_left === 0);
  if (limitReached) {
    return (
      <div
        className="chat-notice alert alert-info d-flex flex-wrap align-items-center gap-2"
        role="alert"
        data-testid="chat-free-limit"
      >
        <span className="me-auto">
          {problem?.key === 'freeConversationLimit'
            ? problem.message
            : tc('errors.freeConversationLimit', { limit: FREE_CONVERSATIONS_LIMIT })}
        </span>
        <PlainLink to="/premium" className="btn btn-primary btn-sm" data-testid="chat-premium">
          {t('notice.premium')}
        </PlainLink>
      </div>
    );
  }
  if (problem?.key === 'insufficientCredits' || lowCredits)
    return <InsufficientCredits className="chat-notice" testId="chat-insufficient-credits" />;
  return null;
}

/** Too few credits for what the member wants to send, with the balance when given, and the way to buy. */
export function InsufficientCredits({
  balance,
  className = '',
  testId,
}: {
  balance?: number;
  className?: string;
  testId: string;
}) {
  const { t } = useTranslation('chat');
  const tc = useTranslation().t;
  return (
    <div
      className={`${className} alert alert-warning d-flex flex-wrap align-items-center gap-2`}
      role="alert"
      data-testid={testId}
    >
      <span className="me-auto">
        {tc('errors.insufficientCredits')}
        {balance !== undefined && ` (${t('composer.balance', { count: balance })})`}
      </span>
      <PlainLink to="/credits" className="btn btn-warning btn-sm" data-testid="chat-buy-credits">
        {t('notice.buyCredits')}
      </PlainLink>
    </div>
  );
}
