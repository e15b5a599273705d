import {
  accountSettingsSchema,
  currentUserResponseSchema,
  deleteAccountSchema,
  languageUpdateSchema,
  loginRequestSchema,
  logoutResponseSchema,
  mailChangeSchema,
  passwordChangeSchema,
  reactivationAccountSchema,
  resetPasswordDoSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  tokenQuerySchema,
  tokenRequestSchema,
  userResponseSchema,
} from '../schemas/account.ts';
import { errorResponseSchema, okResponseSchema } from '../schemas/common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const accountErrors = errorResponses(400, 401, 403, 409, 429);
const tags = ['account'];

/** Signup, login, logout, the member's own record, activation and password reset. */
export const accounts = {
  signup: defineEndpoint({
    method: 'POST',
    path: '/api/signup.php',
    tags,
    summary: 'Create an account (signup step 0); logs in and mails the activation link',
    body: signupRequestSchema,
    responses: { 200: userResponseSchema, ...accountErrors },
  }),
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/user.php',
    tags,
    summary: 'The logged-in member, or null for a visitor',
    responses: { 200: currentUserResponseSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/user.php',
    tags,
    summary: 'Log in with e-mail and password',
    body: loginRequestSchema,
    responses: { 200: userResponseSchema, ...accountErrors },
  }),
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/user.php',
    tags,
    summary: 'Change the member language after a locale switch',
    body: languageUpdateSchema,
    responses: { 200: userResponseSchema, ...accountErrors },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/logout.php',
    tags,
    summary: 'End this session',
    responses: { 200: logoutResponseSchema },
  }),
  logoutByLink: defineEndpoint({
    method: 'GET',
    path: '/api/logout.php',
    tags,
    summary: 'End this session, only for a same-origin request (Sec-Fetch-Site); use POST',
    responses: { 200: logoutResponseSchema },
  }),
  activate: defineEndpoint({
    method: 'GET',
    path: '/api/activate.php',
    tags,
    summary:
      'The link in the activation mail: confirms the address, then shows /activate/done or /activate/error',
    query: tokenQuerySchema,
    responses: {},
  }),
  resendActivation: defineEndpoint({
    method: 'POST',
    path: '/api/activate.php',
    tags,
    summary: 'Send the activation mail again',
    responses: { 200: okResponseSchema, ...accountErrors },
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/reset-password.php',
    tags,
    summary: 'Mail a password reset link (same answer whether or not the address has an account)',
    body: resetPasswordRequestSchema,
    responses: { 200: okResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
  }),
  completePasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/reset-password-do.php',
    tags,
    summary: 'Set a new password with the mailed link; ends every session and logs in here',
    body: resetPasswordDoSchema,
    responses: { 200: userResponseSchema, 400: errorResponseSchema },
  }),
};

const settingsErrors = errorResponses(400, 403, 409);
const settingsTags = ['settings'];

/** The settings page's calls: e-mail, password, notifications, invisible mode, deletion. */
export const accountSettings = {
  requestMailChange: defineEndpoint({
    method: 'POST',
    path: '/api/mail-change.php',
    tags: settingsTags,
    summary: 'Ask to change the e-mail address: a confirmation link goes to the new address',
    body: mailChangeSchema,
    responses: { 200: okResponseSchema, ...settingsErrors },
  }),
  confirmMailChange: defineEndpoint({
    method: 'POST',
    path: '/api/mail-change-do.php',
    tags: settingsTags,
    summary: 'Confirm the new e-mail address with the mailed link',
    body: tokenRequestSchema,
    responses: { 200: okResponseSchema, ...settingsErrors },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/password.php',
    tags: settingsTags,
    summary: 'Change the password (old one required); ends every other session',
    body: passwordChangeSchema,
    responses: { 200: okResponseSchema, ...settingsErrors },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/account-settings.php',
    tags: settingsTags,
    summary: 'Notification categories switched off, invisible mode',
    body: accountSettingsSchema,
    responses: { 200: userResponseSchema, ...settingsErrors },
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/api/delete-account.php',
    tags: settingsTags,
    summary: 'Delete the account (14 days to change your mind)',
    body: deleteAccountSchema,
    responses: { 200: okResponseSchema, ...settingsErrors },
  }),
  reactivateLink: defineEndpoint({
    method: 'GET',
    path: '/api/reactivate.php',
    tags: settingsTags,
    summary:
      'The link of deletion mails sent before /reactivate: leads there with its token (changes nothing)',
    query: tokenQuerySchema,
    responses: {},
  }),
  reactivationAccount: defineEndpoint({
    method: 'GET',
    path: '/api/reactivation.php',
    tags: settingsTags,
    summary: "Whose account the deletion mail's link restores (name, masked e-mail); changes nothing",
    query: tokenRequestSchema,
    responses: { 200: reactivationAccountSchema, ...settingsErrors },
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: '/api/reactivate.php',
    tags: settingsTags,
    summary: "The deletion mail's link, confirmed on /reactivate: restores the account and logs in",
    body: tokenRequestSchema,
    responses: { 200: userResponseSchema, ...settingsErrors },
  }),
};
