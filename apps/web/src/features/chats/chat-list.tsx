import { FictionalNotice } from '../../components/fictional-badge.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { BusyButton } from '../../components/submit-button.tsx';
import { useChats } from '../../lib/chats.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ChatListItem } from './chat-list-item.tsx';
import { useNow } from './use-now.ts';

/**
 * The conversation list, newest first: a column of 300-400 px on desktops, the whole width on phones
 * (hidden there while a conversation is open).
 */
export function ChatList({
  open,
  activeConversation,
  activeProfile,
}: {
  /** A conversation is open beside (desktop) or instead of (phone) the list. */
  open: boolean;
  activeConversation?: number | undefined;
  activeProfile?: number | undefined;
}) {
  const { t } = useTranslation('chat');
  const chats = useChats();
  const now = useNow();
  const list = chats.data?.pages.flatMap((page) => page.chats) ?? [];
  const Heading = open ? 'h2' : 'h1';

  return (
    <nav
      className={`chat-list ${open ? 'd-none d-lg-flex' : 'd-flex'}`}
      aria-labelledby="chat-list-title"
      data-testid="chat-list"
    >
      <Heading id="chat-list-title" className="chat-list-title h5 mb-0">
        {t('list.title')}
      </Heading>
      <div className="chat-list-scroll">
        {!chats.data && !chats.isError ? (
          <div className="d-flex justify-content-center py-5">
            <div className="spinner-border text-primary" role="status">
              <span className="visually-hidden">{t('list.loading')}</span>
            </div>
          </div>
        ) : !chats.data ? (
          <div className="p-3" role="alert">
            <p className="mb-2">{t('list.loadFailed')}</p>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => chats.refetch()}>
              {t('list.retry')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="text-center px-4 py-5" data-testid="chat-list-empty">
            <p className="fw-semibold mb-2">{t('list.empty.title')}</p>
            <p className="text-body-secondary small mb-3">{t('list.empty.body')}</p>
            <PlainLink to="/members" className="btn btn-primary">
              {t('list.empty.action')}
            </PlainLink>
          </div>
        ) : (
          <>
            <ul className="list-unstyled mb-0">
              {list.map((entry) => (
                <li key={entry.conversation.id}>
                  <ChatListItem
                    entry={entry}
                    now={now}
                    active={
                      entry.conversation.id === activeConversation || entry.profile.id === activeProfile
                    }
                  />
                </li>
              ))}
            </ul>
            {chats.hasNextPage && (
              <div className="text-center py-2">
                <BusyButton
                  className="btn btn-link btn-sm"
                  onClick={() => chats.fetchNextPage()}
                  busy={chats.isFetchingNextPage}
                  data-testid="chat-list-more"
                >
                  {t('list.more')}
                </BusyButton>
              </div>
            )}
            <div className="px-3 pb-2">
              <FictionalNotice count={list.filter((c) => c.profile.fictional && !c.gone).length} />
            </div>
          </>
        )}
      </div>
    </nav>
  );
}
