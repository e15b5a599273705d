import type { ChatImage, ChatMessage } from '@amoret/shared';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { clockTime } from './chat-time.ts';
import { splitLinks } from './links.ts';
import type { Outgoing } from './use-send-message.ts';

type BubbleProps = { otherName: string } & (
  | {
      message: ChatMessage;
      onOpenImage: (image: ChatImage) => void;
      /** Under the member's latest messages: read by the other, or only sent. */
      receipt?: 'seen' | 'sent';
      outgoing?: undefined;
    }
  | { outgoing: Outgoing; onRetry: (clientId: string) => void; message?: undefined }
);

/**
 * One message: own ones right in the primary tint, the other's left in grey, the time under each. A
 * message on its way says so; a failed one says why and offers Retry (with the same idempotency key).
 */
export function MessageBubble(props: BubbleProps) {
  const { t, i18n } = useTranslation('chat');
  const { message, outgoing } = props;
  const mine = outgoing ? true : message.mine;
  const kind = outgoing ? outgoing.kind : message.kind;

  let body: React.ReactNode;
  if (kind === 'image') {
    const image = message?.image;
    const src = image?.thumb_url ?? outgoing?.previewUrl;
    const alt = mine ? t('message.ownPhoto') : t('message.photoFrom', { name: props.otherName });
    const picture = src ? (
      <img
        src={src}
        alt={alt}
        width={image?.width}
        height={image?.height}
        style={image ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}
        className="chat-image"
      />
    ) : null;
    body =
      image && props.message ? (
        <button
          type="button"
          className="chat-image-button"
          onClick={() => props.onOpenImage(image)}
          aria-label={t('message.openPhoto', { alt })}
        >
          {picture}
        </button>
      ) : (
        picture
      );
  } else if (kind === 'gift') {
    const gift = message?.gift ?? outgoing?.gift;
    body = gift ? (
      <figure className="chat-gift mb-0">
        <img src={gift.image_url} alt="" width={96} height={96} />
        <figcaption>
          <span className="visually-hidden">{t('message.gift')}: </span>
          {gift.name}
        </figcaption>
      </figure>
    ) : null;
  } else {
    body = <MessageText text={message?.text ?? outgoing?.text ?? ''} links={!!message?.links} />;
  }

  const time = new Date(message?.created_at ?? outgoing!.created_at);
  const status = outgoing?.status;
  return (
    <div
      className={`chat-message ${mine ? 'chat-message--mine' : 'chat-message--theirs'} ${
        status === 'failed' ? 'chat-message--failed' : ''
      }`}
      data-testid={outgoing ? 'chat-outgoing' : 'chat-message'}
      data-kind={kind}
      data-status={status}
    >
      <div className={`chat-bubble chat-bubble--${kind}`}>
        <span className="visually-hidden">{mine ? t('message.you') : props.otherName}: </span>
        {body}
      </div>
      <div className="chat-meta">
        {status === 'uploading' || status === 'sending' ? (
          <span role="status">
            <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            {t(status === 'uploading' ? 'message.uploading' : 'message.sending')}
          </span>
        ) : status === 'failed' && props.outgoing ? (
          <FailedNote outgoing={props.outgoing} onRetry={props.onRetry} />
        ) : (
          <>
            <time dateTime={message!.created_at}>{clockTime(time, i18n.language)}</time>
            {message!.held && (
              <span className="chat-held" data-testid="message-held">
                {' · '}
                {t('message.held')}
              </span>
            )}
            {props.message && props.receipt && (
              <span
                className={`chat-receipt chat-receipt--${props.receipt}`}
                data-testid="message-receipt"
                data-receipt={props.receipt}
              >
                {' · '}
                {t(props.receipt === 'seen' ? 'message.seen' : 'message.sent')}
              </span>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function FailedNote({ outgoing, onRetry }: { outgoing: Outgoing; onRetry: (clientId: string) => void }) {
  const { t } = useTranslation('chat');
  const error = outgoing.error;
  const reason = error instanceof ApiError ? error.message : t('message.failed');
  return (
    <span className="text-danger" role="alert" data-testid="message-failed">
      {reason}{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        onClick={() => onRetry(outgoing.client_id)}
        data-testid="message-retry"
      >
        {t('message.retry')}
      </button>
    </span>
  );
}

/** The text as typed (React escapes it); links clickable only where the server allows them. */
function MessageText({ text, links }: { text: string; links: boolean }) {
  if (!links) return <p className="chat-text">{text}</p>;
  return (
    <p className="chat-text">
      {splitLinks(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
