// Spec §2/§5 invisible bot-check, behind one interface. The operator's public parameters choose the
// provider (CAPTCHA_PROVEDOR) and its site key (CAPTCHA_CHAVE_SITE); 'local' (the default, and what the
// server accepts out of the box) answers a token without loading anything. The widget is active only on
// routes flagged botCheck in the route table. The providers' widget code (platform/third-party/bot-check-widgets.ts) loads
// only when the operator configures one: the login screen's first load stays without it (issue 11).
import { createContext, createElement, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@portal/domain/access/routes';

import {
  BotCheckError,
  widgetOf,
  type BotCheckConfig,
  type BotCheckProvider,
  type MountableProvider,
  type WidgetProvider,
} from './bot-check-config';

export const randomToken = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

const localProvider: MountableProvider = {
  execute: () => Promise.resolve(`local-${randomToken()}`),
  preload() {},
  dispose() {},
};

/** The configured widget, its code fetched on first use (preload, which the screen calls on mount). */
function lazyWidgetProvider(provider: WidgetProvider, siteKey: string): MountableProvider {
  let loaded: Promise<MountableProvider> | null = null;
  const load = () =>
    (loaded ??= import('./bot-check-widgets').then(({ widgetProvider }) =>
      widgetProvider(provider, siteKey),
    ));
  return {
    preload: () =>
      void load().then(
        (widget) => widget.preload(),
        () => undefined,
      ),
    execute: async () => (await load()).execute(),
    dispose: () =>
      void loaded?.then(
        (widget) => widget.dispose(),
        () => undefined,
      ),
  };
}

export function createBotCheckProvider(config: BotCheckConfig): MountableProvider {
  const provider = widgetOf(config);
  return provider && config.chaveSite ? lazyWidgetProvider(provider, config.chaveSite) : localProvider;
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

/** Whether the configured provider has a widget to show (the local one has none). */
export const hasBotCheckWidget = (config: BotCheckConfig): boolean => widgetOf(config) !== undefined;

/** The operator's bot-check provider and site key, for a screen that shows the widget itself. */
export const useBotCheckConfig = (): BotCheckConfig => useContext(BotCheckConfigContext);
