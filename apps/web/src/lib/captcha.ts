// Spec §2/§5 invisible bot-check, behind one interface. The operator's public parameters choose the
// provider (CAPTCHA_PROVEDOR) and its site key (CAPTCHA_CHAVE_SITE); 'local' (the default, and what the
// server accepts out of the box) answers a token without loading anything. The widget is active only on
// routes flagged botCheck in the route table.
import { createContext, createElement, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@portal/domain';
import { loadScript } from './script-loader';

export interface BotCheckProvider {
  /** Runs the invisible check and answers the token the server verifies. Rejects when it cannot run. */
  execute(): Promise<string>;
}

interface MountableProvider extends BotCheckProvider {
  /** Loads the provider's script ahead of the first submit. */
  preload(): void;
  /** Removes the widget when its route is left. */
  dispose(): void;
}

export interface BotCheckConfig {
  provedor: string | null | undefined;
  chaveSite: string | null | undefined;
}

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
const WIDGETS: Record<string, WidgetSpec> = {
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

export class BotCheckError extends Error {
  constructor(message = 'Verificação anti-robô indisponível') {
    super(message);
    this.name = 'BotCheckError';
  }
}

export const randomToken = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

const localProvider: MountableProvider = {
  execute: () => Promise.resolve(`local-${randomToken()}`),
  preload() {},
  dispose() {},
};

function widgetProvider(spec: WidgetSpec, siteKey: string): MountableProvider {
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

export function createBotCheckProvider(config: BotCheckConfig): MountableProvider {
  const spec = widgetOf(config);
  return spec && config.chaveSite ? widgetProvider(spec, config.chaveSite) : localProvider;
}

const BotCheckConfigContext = createContext<BotCheckConfig>({ provedor: null, chaveSite: null });

export function BotCheckConfigProvider({ value, children }: { value: BotCheckConfig; children: ReactNode }) {
  return createElement(BotCheckConfigContext.Provider, { value }, children);
}

const inactiveProvider: BotCheckProvider = {
  execute: () => Promise.reject(new BotCheckError('Verificação anti-robô inativa nesta página')),
};

/** The bot-check of the current screen; inactive outside the routes flagged botCheck. */
export function useBotCheck(): BotCheckProvider {
  const { provedor, chaveSite } = useContext(BotCheckConfigContext);
  const { pathname } = useLocation();
  const active = matchRoute(pathname)?.route.botCheck === true;
  const provider = useMemo(
    () => (active ? createBotCheckProvider({ provedor, chaveSite }) : null),
    [active, provedor, chaveSite],
  );
  useEffect(() => {
    provider?.preload();
    return () => provider?.dispose();
  }, [provider]);
  return provider ?? inactiveProvider;
}

const widgetOf = (config: BotCheckConfig): WidgetSpec | undefined =>
  config.provedor && config.chaveSite ? WIDGETS[config.provedor.toLowerCase()] : undefined;

/** Whether the configured provider has a widget to show (the local one has none). */
export const hasBotCheckWidget = (config: BotCheckConfig): boolean => widgetOf(config) !== undefined;

/** The operator's bot-check provider and site key, for a screen that shows the widget itself. */
export const useBotCheckConfig = (): BotCheckConfig => useContext(BotCheckConfigContext);

/**
 * Shows the provider's widget in `container` (the visible challenge); `onToken` receives each solved
 * token, and null when it expires or fails. Answers the cleanup.
 */
export function mountVisibleBotCheck(
  config: BotCheckConfig,
  container: HTMLElement,
  onToken: (token: string | null) => void,
): () => void {
  const spec = widgetOf(config);
  const siteKey = config.chaveSite;
  if (!spec || !siteKey) return () => undefined;
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
