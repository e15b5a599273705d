import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  delete_discount: number;
  added: Timestamp;
}

export interface SitesTable {
  id: Generated<number>;
  domain: string;
  name: string;
  company_id: number;
  domain_language: string;
  cdn_prefix: string;
  niche: number;
  signups: 'all' | 'with_trafficsource' | 'none';
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  enable_site_entry_popup: boolean;
  site_entry_countries: string[];
  default_country: string;
  support_phone: string;
  support_email: string;
  minimum_message_costs: Json<Record<string, { costs: number; currency: string }>>;
  fictional_icon: string;
  fictional_warning: string;
  fictional_warning_singular: string;
  fictional_warning_plural: string;
  countries: string[];
  index_title: string;
  description: string;
  visible_profile_fields: string[];
  visible_profile_notes: string[];
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  search_fields: string[];
  refund_days: number;
  member_resell: boolean;
  mail_name: string;
  photo_approval: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Keys the platform creates once and keeps (VAPID key pair, ...). */
export interface AppKeysTable {
  name: string;
  value: Json<Record<string, string>>;
  created_at: Generated<Date>;
}

export type UserStatus = 'not_confirmed' | 'confirmed' | 'deleted' | 'erased';

export interface UsersTable {
  id: Generated<number>;
  site_id: number;
  email: string;
  password_hash: string;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  language: string;
  credits: Generated<number>;
  paid_user: Generated<boolean>;
  invisible: Generated<boolean>;
  notifications_disabled: Generated<string[]>;
  email_stop_reason: 'spam_complaint' | 'bounce' | 'list_unsubscribe' | null;
  traffic_source: Json<Record<string, string> | null> | null;
  signup_date: Timestamp;
  deleted_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  deletion_reason: string | null;
  created_at: Generated<Date>;
}

export interface ProfilesTable {
  user_id: number;
  name: string;
  date_of_birth: ColumnType<string, string, string>;
  status: ColumnType<'disabled' | 'active', 'disabled' | 'active' | undefined, 'disabled' | 'active'>;
  gender: 'male' | 'female' | null;
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | null;
  country: string | null;
  region: string | null;
  city: string | null;
  reason: string | null;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: 'slim' | 'normal' | 'fat' | null;
  relationship_status: string | null;
  tattoos: boolean | null;
  interests: Generated<string[]>;
  main_photo_id: number | null;
  updated_at: Generated<Date>;
  /** Copied from users by triggers (migration 006); never written by the app. */
  site_id: Generated<number>;
  hidden: Generated<boolean>;
  listed: ColumnType<boolean, never, never>;
  fictional: Generated<boolean>;
  last_active_at: Generated<Date>;
}

export interface SessionsTable {
  token_hash: Buffer;
  user_id: number;
  ip: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A browser's Web Push subscription, kept while the session it was given in lasts. */
export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: number;
  session_hash: Buffer;
  p256dh: string;
  auth: string;
  /** When the browser last gave it (each page load of a subscribed browser does). */
  given_at: Timestamp;
}

/** The last notification mail of a topic (`chat:<id>`, `likes`, `match:<id>`) to a member. */
export interface NotificationMailsTable {
  user_id: number;
  topic: string;
  sent_at: Timestamp;
}

/** How a visit that arrived with `?lb` ended (migration 025). */
export interface PageBouncesTable {
  id: Generated<number>;
  /** The page's own random id for the visit (migration 027); rows before it have none. */
  visit: string | null;
  site_id: number;
  path: string;
  traffic_source: Json<Record<string, string>> | null;
  seconds: number;
  went_on: boolean;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** The account of the address when it has one (null for unknown addresses). */
  user_id: number | null;
  site_id: number;
  /** SHA-256 of the normalised e-mail address the login was tried for. */
  email_hash: Buffer;
  ip: string;
  created_at: Timestamp;
}

export type TokenPurpose = 'activate' | 'reset_password' | 'change_email' | 'reactivate';

export interface AccountTokensTable {
  token_hash: Buffer;
  user_id: number;
  purpose: TokenPurpose;
  new_email: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface MailsTable {
  id: Generated<number>;
  site_id: number;
  user_id: number | null;
  template: string;
  to_address: string;
  from_address: string;
  subject: string;
  html: string;
  text: string;
  status: ColumnType<
    'queued' | 'sent' | 'stored' | 'failed',
    'queued' | undefined,
    'queued' | 'sent' | 'stored' | 'failed'
  >;
  attempts: Generated<number>;
  last_error: string | null;
  /** One-click unsubscribe address (RFC 8058) of a mail to a member. */
  list_unsubscribe: string | null;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
}

export interface IdempotencyKeysTable {
  key: string;
  response: Json<unknown> | null;
  created_at: Generated<Date>;
}

export interface ResetRequestsTable {
  id: Generated<number>;
  site_id: number;
  email_hash: Buffer;
  ip: string;
  created_at: Timestamp;
}

export type PhotoStatus = 'pending' | 'active' | 'rejected';

export interface PhotosTable {
  id: Generated<number>;
  user_id: number;
  filename: string;
  thumb_filename: string;
  blurred_filename: string;
  width: number;
  height: number;
  private: Generated<boolean>;
  status: ColumnType<PhotoStatus, PhotoStatus | undefined, PhotoStatus>;
  /** Its member's account is deleted (in its grace): kept in the private area, shown to nobody (029). */
  withheld: Generated<boolean>;
  created_at: Generated<Date>;
}

export type LikeSource = 'profile' | 'search' | 'swipe' | 'match_finder' | 'auto';

export interface LikesTable {
  liker_id: number;
  liked_id: number;
  source: ColumnType<LikeSource, LikeSource | undefined, LikeSource>;
  created_at: Timestamp;
  seen_at: Timestamp | null;
}

/** Raised by triggers (migration 017) with every change to what a member's likes list shows. */
export interface LikesVersionsTable {
  user_id: number;
  /** bigint: read as a string. */
  version: ColumnType<string, never, never>;
}

export interface SwipesTable {
  user_id: number;
  profile_id: number;
  liked: boolean;
  created_at: Timestamp;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

export interface ComplaintsTable {
  id: Generated<number>;
  site_id: number;
  reporter_id: number | null;
  reported_id: number | null;
  kind: 'profile' | 'problem';
  reason: string;
  message: string;
  contact_email: string | null;
  ip: string | null;
  status: Generated<'open' | 'handled'>;
  created_at: Timestamp;
}

export interface ConversationsTable {
  id: Generated<number>;
  site_id: number;
  member_low: number;
  member_high: number;
  started_by: number;
  created_at: Timestamp;
}

export interface ConversationMembersTable {
  conversation_id: number;
  user_id: number;
  unread_count: Generated<number>;
  hidden_at: Timestamp | null;
  last_message_at: Timestamp | null;
  cleared_through: Generated<number>;
  read_up_to: Generated<number>;
}

export interface MemberEventCountersTable {
  user_id: number;
  seq: number;
}

export interface MemberEventsTable {
  user_id: number;
  seq: number;
  type: string;
  payload: Json<unknown>;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  kind: ColumnType<'text' | 'image' | 'gift', 'text' | 'image' | 'gift' | undefined, never>;
  body: string;
  created_at: Timestamp;
  /** Null while held: the sender has not confirmed their e-mail address yet. */
  delivered_at: Timestamp | null;
  /** The sender's idempotency key (`client_id` of the send). */
  client_id: string | null;
  /** Credits the message cost its sender. */
  credits: Generated<number>;
  gift: string | null;
  image_id: number | null;
  /** Carries contact details from a member of under a day: for review. */
  flagged: Generated<boolean>;
}

export interface ChatImagesTable {
  id: Generated<number>;
  site_id: number;
  user_id: number;
  filename: string;
  thumb_filename: string;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** Why credits moved (migration 010 fixes which way each one goes). */
export type CreditReason =
  | 'opening'
  | 'signup'
  | 'purchase'
  | 'refund'
  | 'message'
  | 'photo'
  | 'gift'
  | 'reversal'
  | 'adjustment';

/** Append-only: rows are inserted by modules/credits and never changed (triggers refuse it). */
export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Signed, never 0. */
  amount: number;
  reason: CreditReason;
  /** What caused the change (`payment:123`, `message:456`). */
  reference: string | null;
  balance_after: number;
  idempotency_key: string;
  created_at: Timestamp;
}

export interface CreditBundlesTable {
  id: Generated<number>;
  site_id: number;
  currency: string;
  credits: number;
  /** Minor units (cents) of currency. */
  price: number;
  most_chosen: Generated<boolean>;
  position: Generated<number>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
}

export type PaymentStatus =
  | 'open'
  | 'pending'
  | 'paid'
  | 'failed'
  | 'canceled'
  | 'expired'
  | 'refunded'
  | 'charged_back';
export type PaymentMethodName = 'ideal' | 'bancontact' | 'creditcard' | 'paypal' | 'directdebit';
export type PaymentProviderName = 'sandbox' | 'mollie';

/** A member's purchase of a bundle and its payment at a provider (modules/payments). */
export interface PaymentsTable {
  id: Generated<number>;
  site_id: number;
  user_id: number;
  bundle_id: number;
  credits: number;
  /** Charged, in minor units of currency. */
  amount: number;
  /** The price before a discount. */
  list_amount: number;
  currency: string;
  country: string;
  discount_code_id: number | null;
  method: PaymentMethodName;
  issuer: string | null;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  provider: PaymentProviderName;
  provider_ref: string | null;
  checkout_url: string | null;
  client_id: string;
  locale: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Timestamp | null;
  credited_at: Timestamp | null;
  reversed_credits: Generated<number>;
  /** Crediting this payment made its member premium (their first purchase). */
  made_premium: Generated<boolean>;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  payment_id: number;
  status: PaymentStatus;
  /** `expiry`: a payment that never reached its provider, expired by the sweep (migration 028). */
  source: 'start' | 'webhook' | 'check' | 'expiry';
  created_at: Timestamp;
}

/** A site's discount code (modules/discounts). */
export interface DiscountCodesTable {
  id: Generated<number>;
  site_id: number;
  code: string;
  kind: ColumnType<'code' | 'welcome' | 'stay', 'code' | 'welcome' | 'stay' | undefined, never>;
  user_id: number | null;
  percentage: number;
  validity: 'once-per-user' | 'multi-use';
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined>;
  country: string | null;
  currency: string | null;
  /** Minor units of currency. */
  minimum_order_value: number | null;
  payment_methods: PaymentMethodName[] | null;
  expires_at: Timestamp | null;
  created_at: Generated<Date>;
}

/** A payment's use of a code: held while it is open, used once paid (modules/discounts). */
export interface DiscountRedemptionsTable {
  id: Generated<number>;
  code_id: number;
  user_id: number;
  payment_id: number;
  once: boolean;
  state: 'held' | 'used';
  created_at: Timestamp;
  used_at: Timestamp | null;
}

/** The sandbox provider's own record of a test payment (platform/payments). */
export interface SandboxPaymentsTable {
  id: string;
  amount: number;
  currency: string;
  description: string;
  method: string;
  issuer: string | null;
  status: Generated<string>;
  redirect_url: string;
  webhook_url: string;
  /** Our payment's id, as Mollie keeps it in the payment's metadata (migration 028; null before). */
  reference: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A code texted to confirm a direct-debit mandate (modules/payments/direct-debit); hashed. */
export interface SmsCodesTable {
  id: Generated<number>;
  site_id: number;
  user_id: number;
  purpose: 'directdebit';
  mobile: string;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Every SMS sent (platform/sms); the outbox of development. */
export interface SmsMessagesTable {
  id: Generated<number>;
  site_id: number | null;
  user_id: number | null;
  to_number: string;
  body: string;
  provider: string;
  created_at: Generated<Date>;
}

/** A signed SEPA mandate, with the IBAN masked (the provider keeps the full one). */
export interface DirectDebitMandatesTable {
  id: Generated<number>;
  site_id: number;
  user_id: number;
  payment_id: number;
  reference: string;
  account_holder: string;
  iban_masked: string;
  iban_country: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  mobile: string;
  signed_at: Timestamp;
  ip: string | null;
  provider: PaymentProviderName;
  provider_customer_ref: string | null;
  provider_mandate_ref: string | null;
}

export interface DirectDebitBlocksTable {
  user_id: number;
  reason: 'failed' | 'charged_back' | 'operator';
  payment_id: number | null;
  created_at: Timestamp;
}

export interface Database {
  credit_bundles: CreditBundlesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  sandbox_payments: SandboxPaymentsTable;
  discount_codes: DiscountCodesTable;
  discount_redemptions: DiscountRedemptionsTable;
  credit_ledger: CreditLedgerTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  chat_images: ChatImagesTable;
  member_event_counters: MemberEventCountersTable;
  member_events: MemberEventsTable;
  likes: LikesTable;
  likes_versions: LikesVersionsTable;
  swipes: SwipesTable;
  blocks: BlocksTable;
  complaints: ComplaintsTable;
  photos: PhotosTable;
  reset_requests: ResetRequestsTable;
  companies: CompaniesTable;
  sites: SitesTable;
  app_keys: AppKeysTable;
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_mails: NotificationMailsTable;
  page_bounces: PageBouncesTable;
  login_failures: LoginFailuresTable;
  account_tokens: AccountTokensTable;
  mails: MailsTable;
  idempotency_keys: IdempotencyKeysTable;
  sms_codes: SmsCodesTable;
  sms_messages: SmsMessagesTable;
  direct_debit_mandates: DirectDebitMandatesTable;
  direct_debit_blocks: DirectDebitBlocksTable;
}

export type User = Selectable<UsersTable>;
export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type Photo = Selectable<PhotosTable>;

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type Site = Selectable<SitesTable>;
export type NewSite = Insertable<SitesTable>;
export type SiteUpdate = Updateable<SitesTable>;

/** A site with its company: what every request of that site knows (`request.site`). */
export type SiteWithCompany = Site & { company: Company };

/** What a member may do beyond being a member: an operator runs their own site (photo review, ...). */
export type UserRole = 'member' | 'operator';
