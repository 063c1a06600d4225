// The feedback banner every form uses (apps/web/src/ui/form/form-feedback.ts): an error is a
// role=alert, a success a role=status; the message line is the server's (or the form's) text alone.
import type { Locator, Page } from '@playwright/test';

export const errorBanner = (page: Page): Locator => page.locator('[role="alert"][data-alerta-banner="erro"]');

export const successBanner = (page: Page): Locator =>
  page.locator('[role="status"][data-alerta-banner="sucesso"]');

/** The message line of a banner (without its heading and close button). */
export const bannerMessage = (banner: Locator): Locator => banner.locator('[data-alerta-mensagem]');
