/**
 * Keys of the validation and error messages. The texts live in the locale bundles under
 * `errors.<key>` and `validation.<key>` (nl is the original wording of the spec).
 */

export const ERROR_KEYS = [
  'generic',
  'badRequest',
  'notFound',
  'payloadTooLarge',
  'authentication_required',
  'forbidden',
  'tooManyRequests',
  'loginFailed',
  'tooManyAttempts',
  'emailNotFound',
  'linkExpired',
  'tooManyResetMails',
  'activationFailed',
  'codeNotFound',
  'codeUsed',
  'codeHeld',
  'codeExpired',
  'codeWrongCountry',
  'codeBelowMinimum',
  'codeMethodNotAllowed',
  'codeInvalid',
  'directDebitBlocked',
  'directDebitLimit',
  'paymentFailed',
  'insufficientCredits',
  'premiumOnly',
  'photoLimit',
  'existingAccount',
  'deletedAccountNotFinal',
  'signupsClosed',
  'invalidImage',
  'loginRequired',
  'swipeLimit',
  'tooManyComplaints',
  'profileUnavailable',
  'serviceUnavailable',
  'crossSiteRequest',
  'tooManyMessages',
  'freeConversationLimit',
  'memberGone',
  'chatBlocked',
  'upgradeRequired',
  'packageUnavailable',
  'paymentMethodUnavailable',
  'paymentProviderUnavailable',
  'paymentConflict',
  'pushServiceRefused',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export const VALIDATION_KEYS = [
  'required',
  'invalidEmail',
  'nameEqualToEmail',
  'nameStartsWithAt',
  'birthDateRequired',
  'birthDateInvalid',
  'emailTaken',
  'newEmailInvalid',
  'passwordsDiffer',
  'oldPasswordWrong',
  'passwordTooShort',
  'passwordTooLong',
  'invalidValue',
  'tooLong',
  'complaintTooShort',
  'invalidCharacters',
  'ibanInvalid',
  'ibanNotSepa',
  'mobileInvalid',
  'smsCodeFormat',
  'authorisationRequired',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** The e-mail notification stop reasons shown with the disabled-notifications alert. */
export const NOTIFICATION_STOP_REASONS = ['spam_complaint', 'bounce', 'list_unsubscribe'] as const;

export const MIN_AGE = 18;
