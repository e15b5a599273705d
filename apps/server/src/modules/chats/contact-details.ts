/**
 * Contact details in a message: the usual way spam and scams leave the site. Messages carrying them
 * from members of under a day are flagged for the operators' review (the message is still sent).
 */
const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/iu;
const URL =
  /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]{2,}\.(?:com|net|org|info|io|me|nl|be|de|fr|it|es|pl|dk|se|no|fi|eu|uk|co|app|link|ly)\b/iu;
// Eight or more digits, possibly split by spaces, dots, dashes or brackets, optionally after a +.
const PHONE = /(?:\+|\b)\d(?:[\s().-]?\d){7,}/u;

export function hasContactDetails(text: string): boolean {
  return EMAIL.test(text) || URL.test(text) || PHONE.test(text);
}

/** Members this new are watched more closely. */
export const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;
