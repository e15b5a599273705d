import { describe, expect, it } from 'vitest';
import { splitLinks } from './links.ts';

const joined = (text: string) =>
  splitLinks(text)
    .map((p) => p.text)
    .join('');

describe('splitLinks', () => {
  it('leaves a text without links as one part', () => {
    expect(splitLinks('Hoi! Hoe gaat het?')).toEqual([{ text: 'Hoi! Hoe gaat het?' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('finds http, https and www links, and gives www links an https address', () => {
    expect(splitLinks('Kijk op https://example.com/a?b=1 en www.voorbeeld.nl')).toEqual([
      { text: 'Kijk op ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' en ' },
      { text: 'www.voorbeeld.nl', href: 'https://www.voorbeeld.nl' },
    ]);
    expect(splitLinks('http://x.nl')).toEqual([{ text: 'http://x.nl', href: 'http://x.nl' }]);
  });

  it('keeps sentence punctuation and a closing bracket out of the link', () => {
    expect(splitLinks('See www.example.com.')).toEqual([
      { text: 'See ' },
      { text: 'www.example.com', href: 'https://www.example.com' },
      { text: '.' },
    ]);
    expect(splitLinks('(op https://example.com/foto)!')[1]).toEqual({
      text: 'https://example.com/foto',
      href: 'https://example.com/foto',
    });
    expect(splitLinks('https://en.wikipedia.org/wiki/Rose_(colour)')[0]?.href).toBe(
      'https://en.wikipedia.org/wiki/Rose_(colour)',
    );
  });

  it('never loses or changes text, also around several links and markup', () => {
    for (const text of [
      'a https://x.nl b www.y.nl, c http://z.org/q?x=<b>',
      '<script>alert(1)</script> www.x.nl',
      'line one\nhttps://x.nl\n\nline three',
    ]) {
      expect(joined(text)).toBe(text);
    }
  });

  it('needs a dot after the scheme: "https://" alone is text', () => {
    expect(splitLinks('https://localhost here')).toEqual([{ text: 'https://localhost here' }]);
  });
});
