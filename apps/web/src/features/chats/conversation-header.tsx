import type { ChatResponse } from '@amoret/shared';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DropdownMenu } from '../../components/dropdown-menu.tsx';
import { FictionalBadge } from '../../components/fictional-badge.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { OnlineDot, ProfilePhoto } from '../../components/profile-photo.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigate } from '../../lib/router/hooks.tsx';
import { Icon } from './icons.tsx';
import { useDeleteConversation } from './use-delete-conversation.ts';

/**
 * The conversation's header: back to the list (phones), the member's photo, name and age linking to
 * their profile, and a menu to delete the conversation (after confirming).
 */
export function ConversationHeader({ data }: { data: ChatResponse }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const remove = useDeleteConversation();
  const [confirming, setConfirming] = useState(false);
  const { profile } = data;
  const gone = data.state === 'gone';
  const name = gone ? t('list.deletedMember') : profile.name;
  const conversationId = data.conversation?.id;

  const confirmDelete = () => {
    setConfirming(false);
    if (conversationId === undefined) return;
    navigate('/chats');
    remove.mutate({ conversation: conversationId, profile: profile.id });
  };

  const who = (
    <>
      <span className="chat-avatar chat-avatar--sm">
        <ProfilePhoto src={gone ? null : profile.thumb_url} name={name} className="rounded-circle" />
        {profile.fictional && !gone && <FictionalBadge className="chat-avatar-badge" />}
      </span>
      <span className="text-truncate">
        <span className="fw-semibold" data-testid="conversation-name">
          {name}
        </span>
        {!gone && <span className="text-body-secondary">, {profile.age}</span>}
      </span>
      {profile.online && !gone && <OnlineDot label={t('conversation.online')} />}
    </>
  );

  return (
    <header className="chat-header" data-testid="conversation-header">
      <PlainLink to="/chats" className="btn btn-link chat-icon-button d-lg-none" data-testid="chat-back">
        <Icon name="back" />
        <span className="visually-hidden">{t('conversation.back')}</span>
      </PlainLink>
      <h1 id="chat-title" className="h6 mb-0 flex-grow-1 min-w-0">
        {gone ? (
          <span className="chat-header-who">{who}</span>
        ) : (
          <PlainLink
            to={`/members/${profile.id}`}
            className="chat-header-who link-body-emphasis"
            title={t('conversation.viewProfile', { name: profile.name })}
          >
            {who}
          </PlainLink>
        )}
      </h1>
      {conversationId !== undefined && (
        <DropdownMenu
          testId="conversation-menu"
          caret={false}
          buttonClass="btn-link link-secondary chat-icon-button"
          label={<Icon name="more" />}
          ariaLabel={t('conversation.menu')}
          items={[
            {
              key: 'delete',
              label: t('conversation.delete'),
              onSelect: () => setConfirming(true),
              testId: 'conversation-delete',
            },
          ]}
        />
      )}
      <Modal
        show={confirming}
        onHide={() => setConfirming(false)}
        centered
        size="sm"
        aria-labelledby="delete-conversation-title"
        data-testid="delete-conversation-modal"
      >
        <Modal.Body>
          <h2 id="delete-conversation-title" className="h5">
            {t('conversation.deleteTitle')}
          </h2>
          <p className="mb-0">{t('conversation.deleteConfirm', { name })}</p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
            {t('conversation.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={confirmDelete}
            data-testid="conversation-delete-confirm"
          >
            {t('conversation.delete')}
          </button>
        </Modal.Footer>
      </Modal>
    </header>
  );
}
