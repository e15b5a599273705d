import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptCompressions } from './encoded-answer.ts';

const page = (name: string) => `<!doctype html><title>${name}</title>${'<p>text</p>'.repeat(50)}`;

describe('keptCompressions', () => {
  it('compresses a text once per encoding and gives back what it kept', () => {
    const compress = keptCompressions(2);
    const br = compress(page('home'), 'br');
    expect(brotliDecompressSync(br).toString()).toBe(page('home'));
    expect(gunzipSync(compress(page('home'), 'gzip')).toString()).toBe(page('home'));
    // A text built anew with the same content finds the same copy.
    expect(compress(page('home'), 'br')).toBe(br);
  });

  it('keeps the texts asked for last: one asked again stays, the least recently asked goes', () => {
    const compress = keptCompressions(2);
    const home = compress(page('home'), 'br');
    const lander = compress(page('lander'), 'br');
    expect(compress(page('home'), 'br')).toBe(home); // asked again: now the most recent
    compress(page('member 1'), 'br'); // a third text: the lander, asked least recently, goes
    expect(compress(page('home'), 'br')).toBe(home);
    const landerAgain = compress(page('lander'), 'br');
    expect(landerAgain).not.toBe(lander);
    expect(landerAgain.equals(lander)).toBe(true);
  });
});
