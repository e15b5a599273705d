import { z } from 'zod';
import { MESSAGE_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { isLocale } from '../locales.ts';
import { MIN_AGE, NOTIFICATION_STOP_REASONS, type ValidationKey } from '../messages.ts';
import { text } from './text.ts';

/** Messages are validation keys (`validation.<key>` in the bundles), translated where they are shown. */
const msg = (key: ValidationKey) => ({ message: key });

export const emailSchema = text(msg('invalidEmail'))
  .trim()
  .toLowerCase()
  .max(254, msg('invalidEmail'))
  .pipe(z.email(msg('invalidEmail')));

/** OWASP ASVS: at least 8 characters, long passphrases allowed, nothing else imposed. */
export const passwordSchema = text(msg('passwordTooShort'))
  .min(PASSWORD_MIN, msg('passwordTooShort'))
  .max(PASSWORD_MAX, msg('passwordTooLong'));

/** Age in whole years on `today` of someone born on `date` (YYYY-MM-DD). */
export function ageOn(date: string, today: Date): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const dateOfBirthSchema = text(msg('birthDateRequired'))
  .min(1, msg('birthDateRequired'))
  .refine(isRealDate, msg('birthDateInvalid'))
  .refine((v) => ageOn(v, new Date()) <= 120, msg('birthDateInvalid'))
  .refine((v) => ageOn(v, new Date()) >= MIN_AGE, msg('birthDateRequired'));

export const trafficSourceSchema = z.object({
  network: text().max(100).optional(),
  ref: text().max(100).optional(),
  sub1: text().max(100).optional(),
  sub2: text().max(100).optional(),
  sub3: text().max(100).optional(),
});
export type TrafficSource = z.infer<typeof trafficSourceSchema>;

export const signupRequestSchema = z
  .object({
    email: emailSchema,
    name: text(msg('required'))
      .trim()
      .min(1, msg('required'))
      .max(NAME_MAX, msg('tooLong'))
      .refine((v) => !v.startsWith('@'), msg('nameStartsWithAt')),
    password: passwordSchema,
    date_of_birth: dateOfBirthSchema,
    traffic_source: trafficSourceSchema.optional(),
    /**
     * The first message to a profile, written when signup was opened from `/members/{id}/signup`.
     * Held until the new member has confirmed their e-mail address, then delivered.
     */
    signup_message: z
      .object({
        profile_id: z.number().int().positive(),
        text: text(msg('required')).trim().min(1, msg('required')).max(MESSAGE_MAX, msg('tooLong')),
      })
      .optional(),
    /** Client-made key: a retried or double-clicked submit creates one account. */
    idempotency_key: text().min(8).max(100).optional(),
  })
  .refine((v) => v.name.toLowerCase() !== v.email, { message: 'nameEqualToEmail', path: ['name'] })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: text(msg('required')).min(1, msg('required')).max(PASSWORD_MAX),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userSchema = z
  .object({
    status: z.enum(['not_confirmed', 'confirmed', 'deleted']),
    email: z.string(),
    credits: z.number().int(),
    paid_user: z.boolean(),
    signup_date: z.string(),
    fictional_icon: z.string(),
    language: z.string(),
    invisible: z.boolean(),
    notifications_disabled: z.array(z.string()),
    email_stop_reason: z.enum(NOTIFICATION_STOP_REASONS).nullable(),
    profile: z.object({
      id: z.number().int(),
      name: z.string(),
      country: z.string().nullable(),
      status: z.enum(['disabled', 'active']),
      main_image: z
        .object({ filename: z.string(), thumb_filename: z.string(), status: z.string(), match: z.string() })
        .nullable(),
    }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ user: userSchema });
/** GET /api/user.php: the member, or null for a visitor (not an error: every page asks). */
export const currentUserResponseSchema = z.object({ user: userSchema.nullable() });

/** `PUT /api/user.php`: the member's language after a locale switch. */
export const languageUpdateSchema = z.object({ language: text().refine(isLocale, 'unsupported language') });

/** `logged_out` is false when the request was not allowed to end the session (a foreign GET). */
export const logoutResponseSchema = z.object({ ok: z.literal(true), logged_out: z.boolean() });

export const resetPasswordRequestSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'ResetPasswordRequest' });

/** A new password typed twice (password reset, settings). */
export const newPasswordFields = {
  password: passwordSchema,
  password_confirm: text(msg('required')),
};
const samePasswords = (v: { password: string; password_confirm: string }) =>
  v.password === v.password_confirm;

export const resetPasswordDoSchema = z
  .object({ token: text().min(1).max(100), ...newPasswordFields })
  .refine(samePasswords, { message: 'passwordsDiffer', path: ['password_confirm'] })
  .meta({ id: 'ResetPasswordDo' });
export type ResetPasswordDo = z.infer<typeof resetPasswordDoSchema>;

export const NOTIFICATION_CATEGORIES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;

export const mailChangeSchema = z
  .object({
    email: text(msg('newEmailInvalid'))
      .trim()
      .toLowerCase()
      .max(254, msg('newEmailInvalid'))
      .pipe(z.email(msg('newEmailInvalid'))),
    password: text(msg('oldPasswordWrong')).min(1, msg('oldPasswordWrong')).max(PASSWORD_MAX),
  })
  .meta({ id: 'MailChange' });

export const tokenRequestSchema = z.object({ token: text().min(1).max(100) });

/** GET /api/reactivation.php: the account a deletion mail's link restores, as /reactivate names it. */
export const reactivationAccountSchema = z.object({
  account: z.object({ name: z.string(), email: z.string() }),
});

/** The query of a mailed link (`?token=`); other parameters pass. */
export const tokenQuerySchema = z.looseObject({ token: text().max(100).optional() });

export const passwordChangeSchema = z
  .object({
    old_password: text(msg('oldPasswordWrong')).min(1, msg('oldPasswordWrong')).max(PASSWORD_MAX),
    ...newPasswordFields,
  })
  .refine(samePasswords, { message: 'passwordsDiffer', path: ['password_confirm'] })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const accountSettingsSchema = z
  .object({
    notifications_disabled: z
      .array(z.enum(NOTIFICATION_CATEGORIES))
      .max(NOTIFICATION_CATEGORIES.length)
      .optional(),
    invisible: z.boolean().optional(),
    /** Mail us again after a bounce, spam complaint or unsubscribe stopped e-mail. */
    resume_email: z.literal(true).optional(),
  })
  .meta({ id: 'AccountSettings' });

export const DELETION_REASONS = [
  'found_partner',
  'no_matches',
  'too_expensive',
  'too_many_mails',
  'privacy',
  'other',
] as const;
export const deleteAccountSchema = z
  .object({
    reason: z.enum(DELETION_REASONS),
    password: text(msg('oldPasswordWrong')).min(1, msg('oldPasswordWrong')).max(PASSWORD_MAX),
  })
  .meta({ id: 'DeleteAccount' });
