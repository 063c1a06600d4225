// The stylesheet written into index.html instead of linked (issue 11, decision 0012 eighth pass). It is the
// portal's only one (≈ 8 KiB compressed) and blocks the first paint: as a file it was one more request in
// flight beside the entry chunk, which on a slow phone network shares the bandwidth with it; inside the page
// it comes in the page's first round trip (the page stays well under one congestion window). The page is
// revalidated by ETag, so a returning member does not download it again while it is unchanged. The CSP
// already allows inline style elements (style-src 'unsafe-inline', for the components' style attributes).
import type { Plugin, Rolldown } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Vite's preload helper loads a lazy chunk's CSS unless a stylesheet link with its href is in the page; with the
 * stylesheet written into the page there is none, so the helper fetched it again with the first lazy chunk
 * (the screens' table, the home's route, the login's): 7.9 KiB of the highest priority after the entry had
 * run, a round trip before a data screen's largest paint (issue 37, docs/desempenho-primeira-pintura.md). The
 * inlined stylesheet's name in the chunks' dependency lists becomes the bundler's runtime's, which the page
 * already preloads (a link the helper finds, so it asks for nothing). A disabled link to the stylesheet was
 * tried instead: Chromium fetches it anyway.
 */
function dropInlinedFromPreloads(bundle: Rolldown.OutputBundle, stylesheets: ReadonlySet<string>): void {
  const runtime = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.name === 'rolldown-runtime',
  )?.fileName;
  if (!runtime || stylesheets.size === 0) return;
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    for (const css of stylesheets) item.code = item.code.replaceAll(`"${css}"`, `"${runtime}"`);
  }
}

export function inlineCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'portal-inline-css',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        dropInlinedFromPreloads(bundle, inlined);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') throw new Error(`inline-css: ${fileName} is not in the bundle`);
          const css = String(asset.source);
          inlined.add(fileName);
          // A stylesheet cannot end the element it is written into; the check keeps it that way.
          if (/<\/style/i.test(css)) throw new Error(`inline-css: ${fileName} contains </style`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
