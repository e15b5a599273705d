import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, PHOTO_THUMB_SIDE, type Photo } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PhotoPicker } from '../../components/photo-picker.tsx';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { deletePhoto, updatePhoto, useOwnPhotos } from '../../lib/photos.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The member's own photos: add, choose the main one, make private, delete. */
export function PhotoGallery() {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const photos = useOwnPhotos();
  const [notice, setNotice] = useState<string | null>(null);
  if (!user || !photos.data) return null;

  const limit = user.paid_user ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE;
  const counted = photos.data.filter((p) => p.status !== 'rejected').length;
  const refresh = (next?: Photo[]) => {
    if (next) queryClient.setQueryData(queryKeys.photos.own(), next);
    else void photos.refetch();
    // The main photo is part of the member state (top navigation, alerts).
    void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser() });
  };

  return (
    <section className="card mb-4" aria-labelledby="photos-title" data-testid="photo-gallery">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 id="photos-title" className="h5 mb-0">
            {t('photos.title')}
          </h2>
          <span className="small text-body-secondary">{t('photos.limit', { count: counted, limit })}</span>
        </div>
        {notice && (
          <div className="alert alert-success py-2" role="status">
            {notice}
          </div>
        )}
        {photos.data.length === 0 && <p className="text-body-secondary">{t('photos.empty')}</p>}
        <div className="row row-cols-2 row-cols-md-3 g-3 mb-3">
          {photos.data.map((photo) => (
            <div className="col" key={photo.id} data-testid="own-photo">
              <div className="position-relative">
                <img
                  src={photo.thumb_url}
                  alt={t('photos.alt', { name: user.profile.name })}
                  // Thumbnails are square: the box has its size before the image arrives.
                  width={PHOTO_THUMB_SIDE}
                  height={PHOTO_THUMB_SIDE}
                  className="img-fluid rounded-3 w-100"
                />
                {photo.main && (
                  <span className="badge text-bg-primary position-absolute top-0 start-0 m-2">
                    {t('photos.main')}
                  </span>
                )}
                {photo.status !== 'active' && (
                  <span className="badge text-bg-warning position-absolute bottom-0 start-0 m-2">
                    {t(`photos.${photo.status}`)}
                  </span>
                )}
              </div>
              <div className="d-flex flex-wrap gap-1 mt-2">
                {!photo.main && !photo.private && photo.status !== 'rejected' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={async () => refresh(await updatePhoto(photo.id, { main: true }))}
                  >
                    {t('photos.makeMain')}
                  </button>
                )}
                <div className="form-check form-switch small ms-1">
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`private-${photo.id}`}
                    checked={photo.private}
                    onChange={async (e) =>
                      refresh(await updatePhoto(photo.id, { private: e.target.checked }))
                    }
                  />
                  <label
                    className="form-check-label"
                    htmlFor={`private-${photo.id}`}
                    title={t('photos.privateHelp')}
                  >
                    {t('photos.private')}
                  </label>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger ms-auto"
                  onClick={async () => {
                    refresh(await deletePhoto(photo.id));
                    setNotice(t('notices.photoDeleted'));
                  }}
                >
                  {t('photos.delete')}
                </button>
              </div>
            </div>
          ))}
        </div>
        {counted < limit ? (
          <PhotoPicker onUploaded={() => refresh()} />
        ) : (
          <p className="small text-body-secondary mb-0">{t('errors.photoLimit', { limit })}</p>
        )}
      </div>
    </section>
  );
}
