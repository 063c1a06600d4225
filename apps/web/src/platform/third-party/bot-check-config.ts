// What platform/third-party/captcha.ts (on the login screen) and platform/third-party/bot-check-widgets.ts (loaded only when the operator
// configures a provider) share: the provider interface, the operator's configuration and which
// configured providers have a widget.

export interface BotCheckProvider {
  /** Runs the invisible check and answers the token the server verifies. Rejects when it cannot run. */
  execute(): Promise<string>;
}

export interface MountableProvider extends BotCheckProvider {
  /** Loads the provider's script ahead of the first submit. */
  preload(): void;
  /** Removes the widget when its route is left. */
  dispose(): void;
}

export interface BotCheckConfig {
  provedor: string | null | undefined;
  chaveSite: string | null | undefined;
}

/** The providers with a widget (platform/third-party/bot-check-widgets.ts draws each one). */
export const WIDGET_PROVIDERS = ['recaptcha', 'hcaptcha', 'turnstile'] as const;
export type WidgetProvider = (typeof WIDGET_PROVIDERS)[number];

/** The configured provider with a widget, if any (the local provider has none). */
export function widgetOf(config: BotCheckConfig): WidgetProvider | undefined {
  const name = config.provedor?.toLowerCase();
  return config.chaveSite ? WIDGET_PROVIDERS.find((provider) => provider === name) : undefined;
}

export class BotCheckError extends Error {
  constructor(message = 'Verificação anti-robô indisponível') {
    super(message);
    this.name = 'BotCheckError';
  }
}
