import { describe, expect, it } from 'vitest';
import { interpolate, translator } from './translate.ts';

const page = {
  likes: { title: 'Likes', new_one: '{{count}} new like', new_other: '{{count}} new likes' },
  member: { title: 'Write to {{name}}', title_female: 'Write to her, {{name}}' },
  faq: { items: [{ q: 'What is {{site}}?', a: 'A dating site.' }] },
};
const common = {
  nav: { likes: 'Likes', home: 'Home' },
  credits_zero: 'No credits',
  credits_one: 'One credit',
  credits_other: '{{count}} credits',
  pl: { photo_one: '{{count}} zdjęcie', photo_few: '{{count}} zdjęcia', photo_many: '{{count}} zdjęć' },
};

describe('translate', () => {
  const t = translator({ page, common }, 'en');

  it('finds dotted keys in the page namespace, then in common, and answers a missing key with itself', () => {
    expect(t('likes.title')).toBe('Likes');
    expect(t('nav.home')).toBe('Home');
    expect(t('nav.nothing')).toBe('nav.nothing');
    expect(t('nav')).toBe('nav'); // an object without returnObjects is no text
  });

  it('looks in one namespace for `ns:key`', () => {
    expect(t('common:nav.home')).toBe('Home');
    expect(t('page:nav.home')).toBe('page:nav.home');
  });

  it('fills placeholders, keeps one without a value, and takes nested values', () => {
    expect(t('member.title', { name: 'Anna' })).toBe('Write to Anna');
    expect(t('member.title')).toBe('Write to {{name}}');
    expect(interpolate('{{ a.b }} and {{n}}', { a: { b: 'x' }, n: 0 })).toBe('x and 0');
  });

  it('chooses plural forms by the language, with _zero for 0 when there is one', () => {
    expect(t('likes.new', { count: 1 })).toBe('1 new like');
    expect(t('likes.new', { count: 0 })).toBe('0 new likes');
    expect(t('credits', { count: 0 })).toBe('No credits');
    expect(t('credits', { count: 7 })).toBe('7 credits');
    const pl = translator({ common }, 'pl');
    expect([1, 3, 5, 22].map((count) => pl('pl.photo', { count }))).toEqual([
      '1 zdjęcie',
      '3 zdjęcia',
      '5 zdjęć',
      '22 zdjęcia',
    ]);
  });

  it('tries the context first, then the plain key', () => {
    expect(t('member.title', { context: 'female', name: 'Eva' })).toBe('Write to her, Eva');
    expect(t('member.title', { context: 'male', name: 'Bas' })).toBe('Write to Bas');
  });

  it('returns lists with their texts filled in, and the default value of a missing key', () => {
    expect(t('faq.items', { returnObjects: true, site: 'Hartjesdate' })).toEqual([
      { q: 'What is Hartjesdate?', a: 'A dating site.' },
    ]);
    expect(t('faq.missing', { returnObjects: true, defaultValue: [] })).toEqual([]);
    expect(t('validation.nope', { defaultValue: 'nope' })).toBe('nope');
  });
});
