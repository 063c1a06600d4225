import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

/** Below this width the page is checked for sideways scrolling too (the phone project runs at 360 px). */
const NARROW_VIEWPORT_PX = 640;

/** The WCAG 2.1 A and AA rules of axe-core. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's violations on the page as it is now. axe is evaluated once per document in each of its frames
 * (as HTML_CodeSniffer is, below) and `axe.run` asked for the violations only. `@axe-core/playwright`, which
 * this replaces (decision 0073), evaluated axe's 550 KB twice in every frame on every scan and sent back every
 * passing node too: 0.9–1.7 s a scan against 0.5–1.0 s for the first scan of a document and 0.1–0.6 s for the
 * next (the other theme), on an idle machine. foundation/acessibilidade-motores.spec.ts checks that both find
 * the same violations.
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  // A frame that went away since the listing has nothing left to scan; a main frame without axe fails below.
  for (const frame of page.frames()) await evaluateOnce(frame, 'axe', axe.source).catch(() => {});
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    AXE_TAGS,
  );
}

/** Evaluates a library's source in the frame unless its global is there already: once per document. */
async function evaluateOnce(frame: Frame, global: string, source: string): Promise<void> {
  if (!(await frame.evaluate((name) => name in window, global))) await frame.evaluate(source);
}

async function scan(page: Page, context: string): Promise<void> {
  const violations = await axeViolations(page);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
  const failures = await htmlcsFailures(page);
  expect(
    failures.map((f) => `${f.code}: ${f.message} — ${f.selector} ${f.html}`),
    `HTML_CodeSniffer (WCAG2AA) errors on ${context}`,
  ).toEqual([]);
}

/**
 * Issue 37: HTML_CodeSniffer, the engine pa11y runs, as a second opinion after axe (they check different
 * things: HTMLCS knows, for one, which `autocomplete` tokens a field's type admits, and whether an
 * accessible name contains the visible label, WCAG 2.5.3, a rule axe keeps experimental and off).
 * Standard WCAG2AA, as pa11y's default. Its source is evaluated in the page, as axe's is: a `<script>`
 * added by `page.addScriptTag` is inline, which the portal's Content-Security-Policy refuses (and the
 * console error would fail the journey). Once per document: both themes scan the same document.
 * Some 50 ms a scan (median of the 152 scans of every screen, both widths and themes; 320 ms at most).
 */
const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

/** HTML_CodeSniffer's message types. */
export const HTMLCS_ERROR = 1;
export const HTMLCS_WARNING = 2;

/**
 * Warnings that fail the scan like errors: HTMLCS only warns because a label could be an image of text,
 * which the portal has none of (docs/decisions/0039-segundo-motor-de-acessibilidade.md lists the warnings
 * left and why).
 */
const FAILING_WARNINGS = [/\.2_5_3\.F96$/];

export interface HtmlcsMessage {
  type: number;
  /** The sniff's code, e.g. "WCAG2AA.Principle2.Guideline2_5.2_5_3.F96". */
  code: string;
  message: string;
  /** A CSS path to the element (up to four steps, from the nearest id). */
  selector: string;
  /** The element's start tag and the start of its text. */
  html: string;
}

/** HTML_CodeSniffer's WCAG2AA errors and warnings on the page as it is now (its notices left out). */
export async function htmlcsMessages(page: Page): Promise<HtmlcsMessage[]> {
  await evaluateOnce(page.mainFrame(), 'HTMLCS', HTMLCS_SOURCE);
  return page.evaluate(
    () =>
      new Promise<HtmlcsMessage[]>((resolve, reject) => {
        type Message = { code: string; msg: string; type: number; element: Element | Document };
        const { HTMLCS: htmlcs } = window as unknown as {
          HTMLCS: {
            process(
              standard: string,
              doc: Document,
              done: () => void,
              failed: () => void,
              lang: string,
            ): void;
            getMessages(): Message[];
          };
        };
        const step = (el: Element) =>
          el.id
            ? `${el.tagName.toLowerCase()}#${el.id}`
            : `${el.tagName.toLowerCase()}${Array.from(el.classList)
                .slice(0, 2)
                .map((c) => `.${CSS.escape(c)}`)
                .join('')}`;
        const selector = (el: Element) => {
          const path: string[] = [];
          for (let at: Element | null = el; at && path.length < 4; at = at.parentElement) {
            path.unshift(step(at));
            if (at.id) break;
          }
          return path.join(' > ');
        };
        const excerpt = (el: Element) => {
          const tag = el.outerHTML.slice(0, el.outerHTML.indexOf('>') + 1).slice(0, 240);
          const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
          return text ? `${tag} “${text}”` : tag;
        };
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type !== 3)
                .map((m) => {
                  const el = m.element instanceof Element ? m.element : document.documentElement;
                  return {
                    type: m.type,
                    code: m.code,
                    message: m.msg,
                    selector: selector(el),
                    html: excerpt(el),
                  };
                }),
            ),
          () => reject(new Error('HTML_CodeSniffer did not run')),
          'en',
        );
      }),
  );
}

/** What fails a scan: every HTMLCS error, and the warnings of FAILING_WARNINGS. */
export async function htmlcsFailures(page: Page): Promise<HtmlcsMessage[]> {
  return (await htmlcsMessages(page)).filter(
    (m) =>
      m.type === HTMLCS_ERROR ||
      (m.type === HTMLCS_WARNING && FAILING_WARNINGS.some((re) => re.test(m.code))),
  );
}

/**
 * Issue 10: on a phone nothing may scroll sideways. Names the widest elements that stick out, so the
 * failure points at the culprit rather than at the page.
 */
export async function expectNoHorizontalScroll(page: Page, context: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprits = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 4).join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
  expect(overflow, `rolagem horizontal em ${context}`).toBeNull();
}

/**
 * Scans the page as it is now, then in the high-contrast theme (the one attribute on <html> the theme is,
 * as the a11y bar's control sets it — also on screens that hide the bar), and puts the theme back. Fails on
 * any serious or critical WCAG 2.1 AA violation, and on a narrow viewport on any sideways scrolling.
 * On a narrow viewport the second theme is checked for sideways scrolling only: colours do not depend on
 * the width, and the desktop project already scans both themes of every screen (CI time, issue 11).
 */
export async function expectAccessible(page: Page, context = page.url()): Promise<void> {
  // The loader lingers 300 ms after the last call (spec §4); scan the settled screen.
  // Both the route's fallback and the call loader may be on screen at once: wait until none is visible.
  await expect(page.getByText('Carregando…').filter({ visible: true })).toHaveCount(0);
  const narrow = (page.viewportSize()?.width ?? Infinity) < NARROW_VIEWPORT_PX;
  const before = await page.evaluate(() => document.documentElement.dataset.contraste ?? null);
  for (const alto of [before === 'alto', before !== 'alto']) {
    await page.evaluate((on) => {
      if (on) document.documentElement.dataset.contraste = 'alto';
      else delete document.documentElement.dataset.contraste;
    }, alto);
    const label = `${context}${alto ? ' (alto contraste)' : ''}`;
    const first = alto === (before === 'alto');
    if (first || !narrow) await scan(page, label);
    if (narrow) await expectNoHorizontalScroll(page, label);
  }
  await page.evaluate((value) => {
    if (value === null) delete document.documentElement.dataset.contraste;
    else document.documentElement.dataset.contraste = value;
  }, before);
}
