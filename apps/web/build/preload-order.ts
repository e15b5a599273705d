import type { Plugin } from 'vite';

/**
 * index.html's entry script and its modulepreloads, largest chunk first. Vite writes the entry
 * (a few bytes that start the app chunk) and Rolldown's runtime (1 KB) before the app chunk
 * (about 40 KiB): on a phone over HTTP/1.1 each takes one of six connections, and the app chunk,
 * which every first paint waits for, used to start a round trip later than the other two.
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
        const tags = [
          ...html.matchAll(
            /[ \t]*<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"[^>]*>(?:<\/script>)?\n?/g,
          ),
        ];
        if (tags.length < 2) return html;
        const ordered = [...tags].sort((a, b) => sizeOf(b[1]!) - sizeOf(a[1]!)).map((tag) => tag[0]);
        let rest = html;
        for (const tag of tags) rest = rest.replace(tag[0], '');
        const at = tags[0]!.index!;
        return rest.slice(0, at) + ordered.join('') + rest.slice(at);
      },
    },
  };
}
