/** Business constants of spec section 9. One definition, imported by server and web. */

export const POLL_INTERVAL_MS = 60_000;
export const POLL_INTERVAL_PUSH_MS = 300_000;
export const POLL_START_DELAY_MS = 5_000;
export const TIME_BONUS_POPUP_DELAY_MS = 40_000;

export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5_000, hideAfterMs: 500 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const DESIGN_VERSION = 1;

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
export const HTTP_RETRIES = 5;

export const BADGE_CAP = 99;
export const CREDITS_BADGE_THRESHOLD = 10;

export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;
/** Photo thumbnails are squares of this side (px), so a page can size their boxes before they load. */
export const PHOTO_THUMB_SIDE = 400;
export const SWIPE_LIKES_PER_DAY = 4;
export const DELETION_GRACE_DAYS = 14;
export const PREMIUM_CHANCE_PERCENT = 46;

export const WELCOME_DISCOUNT_PERCENT = 25;
export const TIME_BONUS = {
  code: 'TIMEBONUS25',
  percentage: 25,
  windowSeconds: 14_400,
  countdownIntervalMs: 1_000,
  /** The time-bonus modal text is given 4 (hours) as the time left. */
  modalHoursLeft: 4,
} as const;
export const MATCH_MODAL_RELOAD_MS = 500;

export const GEOLOCATION_CACHE_MS = 60 * 60 * 1000;

/** Terms version date: this default, or the company's `added` date when that is later. */
export const TERMS_VERSION_DEFAULT = '2023-12-01T12:00:00.000Z';

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const TOAST_MAX_WIDTH_PX = 350;
export const CONVERSATION_LIST_WIDTH_PX = { min: 300, max: 400 } as const;
export const CHAT_COLUMN_MAX_WIDTH_PX = 800;

/**
 * The installed app's icons, drawn from the site icon at build time (apps/web/build/app-icons.ts) and
 * named in each site's web app manifest (GET /manifest.webmanifest; the apple-touch-icon is iOS's,
 * linked from index.html). A maskable icon has the colour to its edges, for a launcher to cut to shape.
 */
export const APP_ICONS = [
  { path: '/img/app-icon-192.png', size: 192, purpose: 'any' },
  { path: '/img/app-icon-512.png', size: 512, purpose: 'any' },
  { path: '/img/app-icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { path: '/apple-touch-icon.png', size: 180, purpose: 'apple-touch' },
] as const;

/** The query parameter that has a visit's first page watched for a bounce (spec: default layout). */
export const PAGE_BOUNCE_PARAM = 'lb';

/** Storage keys under which dismissals are remembered with a timestamp (spec section 4). */
export const DISMISSAL_KEYS = {
  enrichAlert: 'hide-enrich-alert',
  pushAlert: 'hide-push-notification-alert',
  disabledNotificationsAlert: 'hide-disabled-notifications-alert',
  timeBonusModal: 'hide-time-bonus-modal',
  siteEntryWarning: 'hide-site-entry-warning',
} as const;

/** Session-storage key of the route-chunk reload guard. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

// Text limits, here rather than beside the schemas that use them: the forms' texts need them
// (`validationVars`) without loading zod with the page.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 40;
/** Upper bound of any chat message; each site may allow less (settings.message_length). */
export const MESSAGE_MAX = 5000;
export const COMPLAINT_MESSAGE_MAX = 2000;
