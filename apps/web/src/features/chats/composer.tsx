import { messageCost } from '@amoret/shared';
import { type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { EmojiPalette } from './emoji-palette.tsx';
import { Icon } from './icons.tsx';

/** What the server takes (README: photos up to 10 MB); checked here too so a member waits for nothing. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The message field grows with its text up to this height, then scrolls. */
const MAX_INPUT_PX = 160;

/**
 * Writing a message: Enter sends, Shift+Enter makes a new line; the characters left and the price
 * are shown; emoji, a photo, a gift or an opening line go in with the buttons below the field.
 */
export function Composer({
  inputRef,
  text,
  onTextChange,
  onSend,
  onImage,
  onOpenGifts,
  onOpenIcebreakers,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  text: string;
  onTextChange: (text: string) => void;
  onSend: () => void;
  onImage: (file: File) => void;
  onOpenGifts: () => void;
  onOpenIcebreakers: () => void;
}) {
  const { t } = useTranslation('chat');
  const tc = useTranslation().t;
  const settings = useSettings();
  const user = useUser();
  const inputId = useId();
  const paletteId = useId();
  const file = useRef<HTMLInputElement>(null);
  const emojiButton = useRef<HTMLButtonElement>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [chosenImage, setChosenImage] = useState<{ file: File; url: string } | null>(null);
  const price = messageCost('text', settings);
  const left = settings.message_length - text.length;

  const imageSend = useRef<HTMLButtonElement>(null);
  // A chosen photo's send button takes the focus (Enter confirms); its preview address lives as long
  // as the choice.
  useEffect(() => {
    if (!chosenImage) return undefined;
    imageSend.current?.focus();
    return () => URL.revokeObjectURL(chosenImage.url);
  }, [chosenImage]);

  // The field fits its text (up to a limit), also when an icebreaker or emoji put it there.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight + 2, MAX_INPUT_PX)}px`;
  }, [text, inputRef]);

  const insertEmoji = (emoji: string) => {
    const el = inputRef.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`;
    if (next.length > settings.message_length) return;
    onTextChange(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };
  const closeEmoji = useCallback((returnFocus: boolean) => {
    setEmojiOpen(false);
    if (returnFocus) emojiButton.current?.focus();
  }, []);

  const chooseFile = (chosen: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!chosen) return;
    // Some phones give HEIC photos no type: the server decides about those.
    if ((chosen.type && !chosen.type.startsWith('image/')) || chosen.size > MAX_IMAGE_BYTES) {
      setFileError(tc('errors.invalidImage'));
      return;
    }
    setFileError(null);
    // A photo costs credits: the member sees it and confirms before it goes.
    setChosenImage({ file: chosen, url: URL.createObjectURL(chosen) });
  };
  const sendChosenImage = () => {
    if (!chosenImage) return;
    onImage(chosenImage.file);
    setChosenImage(null);
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
      data-testid="composer"
    >
      {emojiOpen && <EmojiPalette id={paletteId} onPick={insertEmoji} onClose={closeEmoji} />}
      {chosenImage && (
        <div className="d-flex align-items-center gap-2 mb-2" data-testid="image-confirm">
          <img src={chosenImage.url} alt="" width={56} height={56} className="rounded-3 object-fit-cover" />
          <button
            ref={imageSend}
            type="button"
            className="btn btn-primary btn-sm"
            onClick={sendChosenImage}
            data-testid="image-send"
          >
            {t('composer.image', { count: messageCost('image', settings) })}
          </button>
          <button type="button" className="btn btn-link btn-sm" onClick={() => setChosenImage(null)}>
            {tc('common.cancel')}
          </button>
        </div>
      )}
      <div className="d-flex align-items-end gap-2">
        <label htmlFor={inputId} className="visually-hidden">
          {t('composer.label')}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className="form-control chat-input"
          rows={1}
          value={text}
          maxLength={settings.message_length}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => onTextChange(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends, but not while an input method is composing a character.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onSend();
            }
          }}
          data-testid="composer-input"
        />
        <button
          type="submit"
          className="btn btn-primary chat-send"
          disabled={!text.trim()}
          data-testid="composer-send"
        >
          <Icon name="send" />
          <span className="d-none d-sm-inline ms-1">{t('composer.send')}</span>
          <span className="visually-hidden d-sm-none">{t('composer.send')}</span>
        </button>
      </div>
      <div className="chat-composer-bar">
        <div className="d-flex">
          <button
            ref={emojiButton}
            type="button"
            className="btn btn-link chat-icon-button"
            aria-expanded={emojiOpen}
            aria-controls={emojiOpen ? paletteId : undefined}
            onClick={() => setEmojiOpen((o) => !o)}
            title={t('composer.emoji')}
            data-emoji-toggle
            data-testid="composer-emoji"
          >
            <Icon name="smile" />
            <span className="visually-hidden">{t('composer.emoji')}</span>
          </button>
          <button
            type="button"
            className="btn btn-link chat-icon-button"
            onClick={() => file.current?.click()}
            title={t('composer.image', { count: messageCost('image', settings) })}
            data-testid="composer-image"
          >
            <Icon name="image" />
            <span className="visually-hidden">
              {t('composer.image', { count: messageCost('image', settings) })}
            </span>
          </button>
          <input
            ref={file}
            type="file"
            accept="image/*"
            className="d-none"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => chooseFile(e.target.files?.[0])}
            data-testid="composer-file"
          />
          <button
            type="button"
            className="btn btn-link chat-icon-button"
            onClick={onOpenGifts}
            title={t('composer.gift')}
            data-testid="composer-gift"
          >
            <Icon name="gift" />
            <span className="visually-hidden">{t('composer.gift')}</span>
          </button>
          <button
            type="button"
            className="btn btn-link chat-icon-button"
            onClick={onOpenIcebreakers}
            title={t('composer.icebreaker')}
            data-testid="composer-icebreaker"
          >
            <Icon name="spark" />
            <span className="visually-hidden">{t('composer.icebreaker')}</span>
          </button>
        </div>
        <div id={`${inputId}-hint`} className="chat-composer-info">
          {text.length > 0 && (
            <span className={left < 50 ? 'text-danger' : undefined} data-testid="composer-left">
              {t('composer.left', { count: left })}
            </span>
          )}
          <span className="chat-price" data-testid="composer-price">
            {t('composer.price', { count: price })}
          </span>
          {user && (
            // Shown on phones too: the price alone reads like a balance.
            <span data-testid="composer-balance">{t('composer.balance', { count: user.credits })}</span>
          )}
        </div>
      </div>
      {fileError && (
        <p className="text-danger small mb-0 mt-1" role="alert" data-testid="composer-file-error">
          {fileError}
        </p>
      )}
    </form>
  );
}
