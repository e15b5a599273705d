import { LINK_PATTERN } from '@amoret/shared';

/** A piece of a message text: plain text, or a web link with the address to open. */
export interface TextPart {
  text: string;
  href?: string;
}

// Sentence punctuation right after a link belongs to the sentence ("see www.example.com.").
const TRAILING = /[.,!?;:'"]+$/u;

/**
 * Splits a message text into text and links (the shared LINK_PATTERN, as the server decides which
 * senders' links may be clickable). Joined again, the parts give the text back unchanged.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(new RegExp(LINK_PATTERN.source, LINK_PATTERN.flags))) {
    let link = match[0];
    link = link.replace(TRAILING, '');
    // A closing bracket ends the link unless the link opened one itself: "(see https://x.nl/a)".
    if (link.endsWith(')') && !link.includes('(')) link = link.slice(0, -1).replace(TRAILING, '');
    if (!link.includes('.', link.indexOf('//') + 2)) continue;
    const start = match.index;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: link, href: /^https?:\/\//iu.test(link) ? link : `https://${link}` });
    at = start + link.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
