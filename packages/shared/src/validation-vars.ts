import { COMPLAINT_MESSAGE_MAX, MESSAGE_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { MIN_AGE } from './messages.ts';

/** The longest value of each free-text field, for the `{{max}}` of its "too long" text. */
const FIELD_MAX: Record<string, number> = {
  name: NAME_MAX,
  message: COMPLAINT_MESSAGE_MAX,
  'signup_message.text': MESSAGE_MAX,
};

/**
 * Variables of a field's validation texts (`{{min_age}}`, `{{min}}`, `{{max}}`), the same on the
 * server and in the forms. `max` can be narrowed by a site's own limit.
 */
export function validationVars(field: string, max?: number) {
  return { min_age: MIN_AGE, min: PASSWORD_MIN, max: max ?? FIELD_MAX[field] ?? PASSWORD_MAX };
}
