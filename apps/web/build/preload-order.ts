import type { Plugin } from 'vite';

/** A module script or modulepreload tag of the built index.html, with its line's indentation. */
const MODULE_TAG =
  /[ \t]*<(script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"[^>]*>(?:<\/script>)?\n?/g;

/**
 * index.html's modulepreloads, largest chunk first, ahead of its entry script. Vite writes the entry
 * (a few bytes that start the app chunk) and Rolldown's runtime (1 KB) before the app chunk
 * (about 40 KiB): on a phone over HTTP/1.1 each takes one of six connections, and the app chunk,
 * which every first paint waits for, used to start a round trip later than the other two. Module
 * scripts keep their order among themselves (it is the order they run in).
 */
export function preloadOrder(): Plugin {
  return {
    name: 'amoret-preload-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const sizeOf = (file: string) => {
          const output = bundle?.[file];
          return output?.type === 'chunk' ? output.code.length : 0;
        };
        const tags = [...html.matchAll(MODULE_TAG)];
        if (tags.length < 2) return html;
        const isPreload = (tag: RegExpExecArray) => tag[1]!.startsWith('link');
        const preloads = tags.filter(isPreload).sort((a, b) => sizeOf(b[2]!) - sizeOf(a[2]!));
        const scripts = tags.filter((tag) => !isPreload(tag));
        let rest = html;
        for (const tag of tags) rest = rest.replace(tag[0], '');
        const at = tags[0]!.index!;
        return rest.slice(0, at) + [...preloads, ...scripts].map((tag) => tag[0]).join('') + rest.slice(at);
      },
    },
  };
}
