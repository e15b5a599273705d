import { lazy, Suspense } from 'react';
import { PageFallback } from '../../components/page-fallback.tsx';
import { useUser } from '../../lib/auth/user.ts';
import { Outlet } from '../../lib/router/hooks.tsx';
import { ActivationReminder } from '../shell/activation-reminder.tsx';
import { EmailStoppedAlert } from '../shell/email-stopped-alert.tsx';
import { Footer } from '../shell/footer.tsx';
import { LikeModalTrigger } from '../shell/like-modal-trigger.tsx';
import { OfflineIndicator } from '../shell/offline-indicator.tsx';
import { PhotoAlert } from '../shell/photo-alert.tsx';
import { PushAlert } from '../shell/push-alert.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/route-focus.tsx';
import { SiteEntryWarning } from '../shell/site-entry-warning.tsx';
import { TimeBonusBanner } from '../shell/time-bonus-banner.tsx';
import { TopNav } from '../shell/top-nav.tsx';

// TIME_BONUS_MODULE in @amoret/shared: the server preloads this chunk with such a member's page.
const TimeBonusPopup = lazy(() => import('../shell/time-bonus-popup.tsx'));

/**
 * The time bonus, for members who have not bought yet. The banner is drawn with the page: from a
 * chunk of its own it came a moment after the first paint and pushed the page down by its height
 * (a layout shift of 0.08 on a phone). The popup opens 40 s later at the earliest: it stays a chunk.
 */
function TimeBonusSlot() {
  const user = useUser();
  if (!user || user.paid_user) return null;
  return (
    <>
      <TimeBonusBanner />
      <Suspense fallback={null}>
        <TimeBonusPopup />
      </Suspense>
    </>
  );
}

/**
 * Default layout: top navigation, the time-bonus banner, notices, page, footer with disclaimer, entry
 * warning, the time-bonus popup.
 */
export function DefaultLayout() {
  return (
    <div className="layout layout-default d-flex flex-column min-vh-100" data-layout="default">
      <SkipLink />
      <TopNav />
      <TimeBonusSlot />
      <ActivationReminder />
      <PhotoAlert />
      <PushAlert />
      <EmailStoppedAlert />
      <OfflineIndicator />
      <div className="layout-main flex-grow-1" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <SiteEntryWarning layout="default" />
      <LikeModalTrigger />
    </div>
  );
}
