import { AuthActions } from '../../components/auth-actions.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useOwnProfile } from '../../lib/own-profile.ts';
import { useOwnPhotos } from '../../lib/photos.ts';
import { PhotoGallery } from './photo-gallery.tsx';
import { ProfileDetails } from './profile-details.tsx';

/** The member's own profile: photos, then every attribute the site shows. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const profile = useOwnProfile();
  const photos = useOwnPhotos();
  usePageTitle(t('intro.profile.title'));
  if (user === undefined) return <PageFallback />;
  if (!user) {
    return (
      <main className="container py-5 text-center" style={{ maxWidth: 640 }}>
        <h1 className="h2 mb-3">{t('intro.profile.title')}</h1>
        <p className="lead text-body-secondary mb-4">{t('intro.profile.body')}</p>
        <AuthActions className="justify-content-center" />
      </main>
    );
  }
  // Both parts at once: the photos arriving after the details would push the form down under a tap.
  if (profile.isPending || photos.isPending) return <PageFallback />;
  return (
    <main className="container py-4" style={{ maxWidth: 860 }} data-testid="profile-page">
      <h1 className="h2 mb-4">{t('intro.profile.title')}</h1>
      <PhotoGallery />
      <ProfileDetails />
    </main>
  );
}
