// "From which device" in the member's access list (issue 17): a short pt-BR summary of a User-Agent —
// browser and system, e.g. 'Chrome no Android', 'Safari no iPhone', 'Firefox no Windows'. Only the common
// browsers and systems are told apart (no dependency, no version numbers); anything else is
// 'Navegador desconhecido'. Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome
// also says "Safari", and an iPad may say "Macintosh". The one namer of a device: Dispositivos conectados and the
// new-device notice (issue 42) use it too, so a browser has one name on every screen and in every e-mail.

export const DISPOSITIVO_DESCONHECIDO = 'Navegador desconhecido';

const NAVEGADORES: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
];

const SISTEMAS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'Chromebook'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const primeiro = (ua: string, lista: readonly (readonly [RegExp, string])[]): string | undefined =>
  lista.find(([re]) => re.test(ua))?.[1];

/** Browser and system of a User-Agent, each null when not one of the common ones (the new-device notice). */
export function partesDispositivo(userAgent: string | null | undefined): {
  navegador: string | null;
  sistema: string | null;
} {
  const ua = userAgent?.trim() ?? '';
  return { navegador: primeiro(ua, NAVEGADORES) ?? null, sistema: primeiro(ua, SISTEMAS) ?? null };
}

/** 'Chrome no Android'; 'Chrome' or 'Navegador no Android' when one half is unknown; else the unknown text. */
export function resumoDispositivo(userAgent: string | null | undefined): string {
  return nomeDispositivo(partesDispositivo(userAgent));
}

/** The same words from the two halves (as `dispositivos` stores them). */
export function nomeDispositivo({ navegador, sistema }: ReturnType<typeof partesDispositivo>): string {
  if (navegador && sistema) return `${navegador} no ${sistema}`;
  if (navegador) return navegador;
  if (sistema) return `Navegador no ${sistema}`;
  return DISPOSITIVO_DESCONHECIDO;
}
