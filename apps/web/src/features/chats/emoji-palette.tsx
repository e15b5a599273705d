import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

/** Common emoji of chats; a built-in handful keeps the chat light (no emoji library). */
export const EMOJI = [
  '😀',
  '😄',
  '😁',
  '😂',
  '🤣',
  '😊',
  '😇',
  '🙂',
  '😉',
  '😍',
  '🥰',
  '😘',
  '😋',
  '😜',
  '🤪',
  '😎',
  '🤩',
  '🥳',
  '😏',
  '😌',
  '🤔',
  '🤗',
  '😳',
  '🙈',
  '😅',
  '😢',
  '😭',
  '😮',
  '😴',
  '🥺',
  '❤️',
  '💕',
  '🔥',
  '✨',
  '🌹',
  '💋',
  '👍',
  '👋',
  '🙏',
  '🎉',
] as const;

/**
 * A small emoji grid above the composer. Arrow keys are not needed: it is a short list of buttons;
 * Escape or a click outside closes it and focus returns to its button.
 */
export function EmojiPalette({
  id,
  onPick,
  onClose,
}: {
  id: string;
  onPick: (emoji: string) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const root = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    root.current?.querySelector('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose(true);
      }
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as HTMLElement;
      if (!root.current?.contains(target) && !target.closest('[data-emoji-toggle]')) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  return (
    <fieldset ref={root} id={id} className="emoji-palette shadow" data-testid="emoji-palette">
      <legend className="visually-hidden">{t('composer.emojiPalette')}</legend>
      {EMOJI.map((emoji) => (
        <button key={emoji} type="button" className="emoji-palette-item" onClick={() => onPick(emoji)}>
          {emoji}
        </button>
      ))}
    </fieldset>
  );
}
