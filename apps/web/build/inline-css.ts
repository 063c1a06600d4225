// The stylesheet written into index.html instead of linked (issue 11, decision 0012 eighth pass). It is the
// portal's only one (≈ 8 KiB compressed) and blocks the first paint: as a file it was one more request in
// flight beside the entry chunk, which on a slow phone network shares the bandwidth with it; inside the page
// it comes in the page's first round trip (the page stays well under one congestion window). The page is
// revalidated by ETag, so a returning member does not download it again while it is unchanged. The CSP
// already allows inline style elements (style-src 'unsafe-inline', for the components' style attributes).
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

export function inlineCss(): Plugin {
  return {
    name: 'portal-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') throw new Error(`inline-css: ${fileName} is not in the bundle`);
          const css = String(asset.source);
          // A stylesheet cannot end the element it is written into; the check keeps it that way.
          if (/<\/style/i.test(css)) throw new Error(`inline-css: ${fileName} contains </style`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
