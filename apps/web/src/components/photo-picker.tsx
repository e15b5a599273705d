import { useRef, useState } from 'react';
import { ApiError } from '../lib/http-client.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { uploadPhoto } from '../lib/photos.ts';

/** "Add a photo": opens the file chooser (camera on phones), uploads, reports errors in words. */
export function PhotoPicker({
  onUploaded,
  className = 'btn btn-primary',
}: {
  /** Gets the stored photo (its thumbnail can be shown at once). */
  onUploaded: (photo: { thumb_url: string }) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadPhoto(file));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('errors.generic'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="d-none"
        data-testid="photo-input"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <button type="button" className={className} onClick={() => input.current?.click()} disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy ? t('photos.uploading') : t('photos.add')}
      </button>
      {error && (
        <p className="text-danger small mt-2 mb-0" role="alert" data-testid="photo-error">
          {error}
        </p>
      )}
    </div>
  );
}
