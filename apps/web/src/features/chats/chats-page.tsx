import { MembersOnly } from '../../components/members-only.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLocation, useParams, useRouteName } from '../../lib/router/hooks.tsx';
import { ChatList } from './chat-list.tsx';
import { Conversation } from './conversation.tsx';
import { Icon } from './icons.tsx';
import { type ConversationRef, openedWith } from './use-conversation.ts';
import './chats.scss';

/**
 * /chats, /chats/{id} and /members/{id}/chat: the conversation list beside the open conversation on
 * desktops (lg and up); on phones one of the two, with a back button in the conversation.
 */
export default function ChatsPage() {
  return (
    <MembersOnly>
      <ChatsScreen />
    </MembersOnly>
  );
}

/**
 * The open conversation's key: its address, except after a first message, which moves the page from
 * /members/{id}/chat to /chats/{id}: the one conversation stays mounted (its field, the focus in it
 * and what the member types next).
 */
function conversationKey(route: string, id: number, state: unknown): string {
  const profile = route === 'chats-id' ? openedWith(state) : null;
  return profile === null ? `${route}-${id}` : `members-id-chat-${profile}`;
}

function ChatsScreen() {
  const route = useRouteName();
  const id = Number(useParams().id);
  const { state } = useLocation();
  const target: ConversationRef | null =
    route === 'chats-id' ? { conversation: id } : route === 'members-id-chat' ? { profile: id } : null;

  return (
    <div className="chats-screen" data-testid="chats-page">
      <ChatList
        open={target !== null}
        activeConversation={target && 'conversation' in target ? target.conversation : undefined}
        activeProfile={target && 'profile' in target ? target.profile : undefined}
      />
      {target ? (
        <Conversation key={conversationKey(route, id, state)} target={target} />
      ) : (
        <NoConversationOpen />
      )}
    </div>
  );
}

/** The desktop's right-hand side before a conversation is chosen. */
function NoConversationOpen() {
  const { t } = useTranslation('chat');
  usePageTitle(t('list.title'));
  return (
    <div className="chat-pane chat-pane--empty d-none d-lg-flex" data-testid="chat-choose">
      <div className="text-center text-body-secondary px-4">
        <Icon name="chat" className="chat-pane-icon mb-3" />
        <p className="mb-0">{t('conversation.choose')}</p>
      </div>
    </div>
  );
}
