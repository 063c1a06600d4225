/** The operator's name the server writes into the page (platform/static-console.ts); '' when it has none. */
export const nomeOperadora = (): string =>
  document.querySelector<HTMLMetaElement>('meta[name="portal-operadora"]')?.content ?? '';
