// The bot-check providers' explicit-render widgets (reCAPTCHA, hCaptcha, Turnstile), invisible on submit and
// visible for the challenge the login asks for after repeated failures. Loaded by platform/third-party/captcha.ts only when
// the operator configures one of them.
import {
  BotCheckError,
  type BotCheckConfig,
  type MountableProvider,
  type WidgetProvider,
  widgetOf,
} from './bot-check-config';
import { loadScript } from '../browser/script-loader';

type WidgetId = string | number;
interface WidgetApi {
  render(container: HTMLElement, params: Record<string, unknown>): WidgetId;
  execute(id: WidgetId): unknown;
  reset(id: WidgetId): void;
  remove?(id: WidgetId): void;
  ready?(callback: () => void): void;
}

interface WidgetSpec {
  script: string;
  global: string;
  params(siteKey: string): Record<string, unknown>;
  /** The same widget shown on the page, for the challenge the login asks for after repeated failures. */
  visibleParams(siteKey: string): Record<string, unknown>;
}

// Each provider's explicit-render API, in Portuguese and invisible (spec §7 "Other client-side facts").
const WIDGETS: Record<WidgetProvider, WidgetSpec> = {
  recaptcha: {
    script: 'https://www.google.com/recaptcha/api.js?render=explicit&hl=pt-br',
    global: 'grecaptcha',
    params: (sitekey) => ({ sitekey, size: 'invisible', hl: 'pt-br' }),
    visibleParams: (sitekey) => ({ sitekey, size: 'normal', hl: 'pt-br' }),
  },
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js?render=explicit&hl=pt-br',
    global: 'hcaptcha',
    params: (sitekey) => ({ sitekey, size: 'invisible', hl: 'pt-br' }),
    visibleParams: (sitekey) => ({ sitekey, size: 'normal', hl: 'pt-br' }),
  },
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    // Turnstile's invisible mode: run only on execute() and show itself only if it needs the member.
    params: (sitekey) => ({
      sitekey,
      language: 'pt-br',
      execution: 'execute',
      appearance: 'interaction-only',
    }),
    visibleParams: (sitekey) => ({ sitekey, language: 'pt-br', appearance: 'always' }),
  },
};

export function widgetProvider(provider: WidgetProvider, siteKey: string): MountableProvider {
  const spec = WIDGETS[provider];
  let mounted: Promise<{ widgetApi: WidgetApi; id: WidgetId; container: HTMLElement }> | null = null;
  let settle: { resolve(token: string): void; reject(error: Error): void } | null = null;

  const mount = () =>
    (mounted ??= (async () => {
      const loaded = await loadScript(spec.script);
      const widgetApi = (window as unknown as Record<string, WidgetApi | undefined>)[spec.global];
      if (!loaded || !widgetApi) throw new BotCheckError();
      await new Promise<void>((resolve) => (widgetApi.ready ? widgetApi.ready(resolve) : resolve()));
      const container = document.createElement('div');
      container.dataset.botCheck = spec.global;
      document.body.append(container);
      const id = widgetApi.render(container, {
        ...spec.params(siteKey),
        callback: (token: string) => settle?.resolve(token),
        'error-callback': () => settle?.reject(new BotCheckError()),
        'expired-callback': () => settle?.reject(new BotCheckError()),
      });
      return { widgetApi, id, container };
    })().catch((error: unknown) => {
      mounted = null; // offline now, maybe online on the next try
      throw error;
    }));

  return {
    preload() {
      mount().catch(() => undefined);
    },
    async execute() {
      const { widgetApi, id } = await mount();
      return new Promise<string>((resolve, reject) => {
        settle = {
          resolve(token) {
            settle = null;
            widgetApi.reset(id); // a token is single-use: the next submit needs a fresh one
            resolve(token);
          },
          reject(error) {
            settle = null;
            widgetApi.reset(id);
            reject(error);
          },
        };
        try {
          widgetApi.execute(id);
        } catch {
          settle.reject(new BotCheckError());
        }
      });
    },
    dispose() {
      const current = mounted;
      mounted = null;
      void current
        ?.then(({ widgetApi, id, container }) => {
          widgetApi.remove?.(id);
          container.remove();
        })
        .catch(() => undefined);
    },
  };
}

/**
 * Shows the provider's widget in `container` (the visible challenge); `onToken` receives each solved
 * token, and null when it expires or fails. Answers the cleanup.
 */
export function mountVisibleBotCheck(
  config: BotCheckConfig,
  container: HTMLElement,
  onToken: (token: string | null) => void,
): () => void {
  const provider = widgetOf(config);
  const siteKey = config.chaveSite;
  if (!provider || !siteKey) return () => undefined;
  const spec = WIDGETS[provider];
  let widget: { widgetApi: WidgetApi; id: WidgetId } | null = null;
  let cancelled = false;
  void loadScript(spec.script).then(async (loaded) => {
    const widgetApi = (window as unknown as Record<string, WidgetApi | undefined>)[spec.global];
    if (!loaded || !widgetApi || cancelled) return onToken(null);
    await new Promise<void>((resolve) => (widgetApi.ready ? widgetApi.ready(resolve) : resolve()));
    if (cancelled) return;
    const id = widgetApi.render(container, {
      ...spec.visibleParams(siteKey),
      callback: (token: string) => onToken(token),
      'error-callback': () => onToken(null),
      'expired-callback': () => onToken(null),
    });
    widget = { widgetApi, id };
  });
  return () => {
    cancelled = true;
    widget?.widgetApi.remove?.(widget.id);
  };
}
