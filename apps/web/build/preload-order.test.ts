import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadOrder } from './preload-order.ts';

const built = `<head>
    <title>Dating</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/web-c.js">
    <link rel="stylesheet" crossorigin href="/assets/web-d.css">
  </head>`;

const chunk = (size: number) => ({ type: 'chunk', code: 'x'.repeat(size) });
const bundle = {
  'assets/index-a.js': chunk(40),
  'assets/rolldown-runtime-b.js': chunk(1_200),
  'assets/web-c.js': chunk(140_000),
};

function transform(html: string): string {
  const hook = preloadOrder().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {
    bundle,
    path: '/index.html',
    filename: 'index.html',
  } as never) as string;
}

describe('preloadOrder', () => {
  it('puts the largest chunk first, keeping every tag once and the style sheet after them', () => {
    const html = transform(built);
    const order = [...html.matchAll(/\/assets\/([a-z-]+)-\w+\.(js|css)/g)].map((m) => m[1]);
    expect(order).toEqual(['web', 'rolldown-runtime', 'index', 'web']);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('web-c.js'));
    expect(html.indexOf('index-a.js')).toBeLessThan(html.indexOf('web-d.css'));
  });

  it('keeps module scripts in the order they run in', () => {
    const scripts =
      '<head><script type="module" src="/assets/web-c.js"></script>' +
      '<script type="module" src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" href="/assets/rolldown-runtime-b.js"></head>';
    expect(transform(scripts)).toBe(
      '<head><link rel="modulepreload" href="/assets/rolldown-runtime-b.js">' +
        '<script type="module" src="/assets/web-c.js"></script>' +
        '<script type="module" src="/assets/index-a.js"></script></head>',
    );
  });

  it('leaves a page with a single script as it is', () => {
    const single = '<head><script type="module" src="/assets/index-a.js"></script></head>';
    expect(transform(single)).toBe(single);
  });
});
