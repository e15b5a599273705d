import { type ChatImage, type ChatResponse, messageCost } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useTyping, useTypingSender } from '../../lib/realtime/typing.ts';
import { useNavigate, useSearchParams } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { ChatNotices } from './chat-notices.tsx';
import { Composer } from './composer.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { ConversationStart } from './conversation-start.tsx';
import { GiftPicker } from './gift-picker.tsx';
import { IcebreakerModal } from './icebreaker-modal.tsx';
import { ImageLightbox } from './image-lightbox.tsx';
import { MessageList } from './message-list.tsx';
import { type ConversationRef, openedWithState, useConversation, useMarkRead } from './use-conversation.ts';
import { newClientId, useSendMessage } from './use-send-message.ts';

type Dialog = 'gift' | 'icebreaker' | null;

/** One open conversation: header, messages, and the composer (or why there is none). */
export function Conversation({ target }: { target: ConversationRef }) {
  const { t } = useTranslation('chat');
  const conversation = useConversation(target);
  const data = conversation.data;
  usePageTitle(data?.profile.name ?? t('conversation.title'));

  // Keys: the answer replaces the spinner instead of reusing its elements, which the browser counts
  // as the spinner's row moving down the page (a layout shift of 0.25 on a desktop).
  if (conversation.isPending) {
    return (
      <section className="chat-pane" aria-busy="true" key="pending">
        <div className="d-flex justify-content-center py-5 w-100">
          <div className="spinner-border text-primary" role="status">
            <span className="visually-hidden">{t('conversation.loading')}</span>
          </div>
        </div>
      </section>
    );
  }
  if (!data) {
    const missing = conversation.error instanceof ApiError && conversation.error.status < 500;
    return (
      <section className="chat-pane" data-testid="conversation-error" key="error">
        <div className="chat-column justify-content-center text-center px-4" role="alert">
          <p className="lead mb-3">{t(missing ? 'conversation.notFound' : 'conversation.loadFailed')}</p>
          <div className="d-flex justify-content-center gap-2">
            <PlainLink to="/chats" className="btn btn-outline-primary">
              {t('conversation.back')}
            </PlainLink>
            {!missing && (
              <button type="button" className="btn btn-primary" onClick={() => conversation.refetch()}>
                {t('list.retry')}
              </button>
            )}
          </div>
        </div>
      </section>
    );
  }
  return (
    <OpenConversation
      target={target}
      data={data}
      loadOlder={conversation.loadOlder}
      loadingOlder={conversation.loadingOlder}
    />
  );
}

function OpenConversation({
  target,
  data,
  loadOlder,
  loadingOlder,
}: {
  target: ConversationRef;
  data: ChatResponse;
  loadOlder: () => Promise<void>;
  loadingOlder: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const settings = useSettings();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const conversationId = data.conversation?.id;
  useMarkRead(conversationId, data);
  const typing = useTyping(conversationId);
  const typingSender = useTypingSender(conversationId);

  const sender = useSendMessage(target, (result) => {
    if (!('profile' in target)) return;
    // The first message made the conversation: its own address from now on, with what is shown.
    const shown = queryClient.getQueryData<ChatResponse>(queryKeys.chats.conversation(target));
    if (shown)
      queryClient.setQueryData(queryKeys.chats.conversation({ conversation: result.conversation.id }), shown);
    navigate(`/chats/${result.conversation.id}`, { replace: true, state: openedWithState(target.profile) });
  });
  const [text, setText] = useState('');
  // One key per draft: a retry sends it again, the next draft gets a new one.
  const [clientId, setClientId] = useState(newClientId);
  const [dialog, setDialog] = useState<Dialog>(params.get('gift') === '1' ? 'gift' : null);
  const [image, setImage] = useState<ChatImage | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const pickLine = (line: string) => {
    setText(line);
    // After the dialog has handed focus back: the member goes on in the message field.
    setTimeout(() => input.current?.focus(), 0);
  };

  const closeDialog = () => {
    setDialog(null);
    if (params.has('gift')) {
      params.delete('gift');
      setParams(params, { replace: true });
    }
  };
  const sendText = async () => {
    // A text the balance cannot pay stays in the field (the notice says why).
    if (!text.trim() || !(await sender.send({ kind: 'text', text }, clientId))) return;
    typingSender.sent();
    setText('');
    setClientId(newClientId());
  };
  const changeText = (next: string) => {
    setText(next);
    if (next) typingSender.typed();
  };

  // A free member who may start no more conversations is told so instead of writing in vain.
  const limitReached = data.conversation === null && data.free_conversations_left === 0;
  const active = data.state === 'active';
  const empty = data.messages.length === 0 && sender.outgoing.length === 0;
  const cheapest = Math.min(
    messageCost('text', settings),
    messageCost('image', settings),
    messageCost('gift', settings),
  );

  return (
    <section className="chat-pane" aria-labelledby="chat-title" data-testid="conversation">
      <div className="chat-column">
        <ConversationHeader data={data} />
        <MessageList
          messages={data.messages}
          outgoing={sender.outgoing}
          hasMore={data.has_more}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
          onRetry={sender.retry}
          onOpenImage={setImage}
          otherName={data.profile.name}
          seenUpTo={data.seen_up_to}
          typing={typing && active}
        >
          {empty && active && (
            <ConversationStart
              data={data}
              showLines={!limitReached}
              onPick={pickLine}
              onMore={() => setDialog('icebreaker')}
            />
          )}
        </MessageList>
        <ChatNotices data={data} problem={sender.problem} lowCredits={!!user && user.credits < cheapest} />
        {active && !limitReached && (
          <Composer
            inputRef={input}
            text={text}
            onTextChange={changeText}
            onSend={sendText}
            onImage={(file) => void sender.send({ kind: 'image', file })}
            onOpenGifts={() => setDialog('gift')}
            onOpenIcebreakers={() => setDialog('icebreaker')}
          />
        )}
      </div>
      <GiftPicker
        show={dialog === 'gift' && active}
        name={data.profile.name}
        onHide={closeDialog}
        onPick={(gift) => {
          closeDialog();
          void sender.send({ kind: 'gift', gift });
        }}
      />
      <IcebreakerModal
        show={dialog === 'icebreaker'}
        onHide={() => setDialog(null)}
        onPick={(line) => {
          setDialog(null);
          pickLine(line);
        }}
      />
      <ImageLightbox image={image} onHide={() => setImage(null)} />
    </section>
  );
}
