import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The other member is typing: three dots in their bubble at the bottom of the log. Screen readers
 * hear it from the conversation's status line instead (TypingStatus), as the log only tells what
 * is added to it.
 */
export function TypingBubble() {
  return (
    <div className="chat-message chat-message--theirs" aria-hidden="true" data-testid="typing-indicator">
      <div className="chat-bubble chat-typing">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

/** A polite status line, always present, so that a screen reader says when typing starts. */
export function TypingStatus({ typing, name }: { typing: boolean; name: string }) {
  const { t } = useTranslation('chat');
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="typing-status">
      {typing ? t('conversation.typing', { name }) : ''}
    </div>
  );
}
