// "Notificações neste aparelho" (issue 42, decision 0053): GET/POST/DELETE /api/beneficiarios/notificacoes/push,
// and the browser's side — its service worker's push subscription, made with the portal's VAPID public key.
// Loaded with the Notificações screen (a lazy module) and, at sign-out only, by the shell's logout: no push code
// on the login path or the first load.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pushCalls } from '@portal/domain/contract/calls/meus-dados/push';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const situacaoPushQueryOptions = () =>
  queryOptions({ ...endpointQueryOptions(pushCalls.situacao), retry: false });

export const useSituacaoPush = () => useQuery(situacaoPushQueryOptions());

/** Web Push needs a service worker, the Push API and notifications (Safari on iOS: only once installed). */
export const pushSuportado = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * The portal's service worker registration (public/sw.js, production builds), if this page has one. The shell
 * registers it when the page has loaded, so a screen opened first may ask before that: it waits a little.
 */
export async function registroDoPortal(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSuportado()) return undefined;
  const registro = await navigator.serviceWorker.getRegistration();
  if (registro) return registro;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3000)),
  ]);
}

const base64url = (bytes: ArrayBuffer | null): string =>
  bytes === null
    ? ''
    : btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');

/** This browser's subscription, when it was made with the portal's current key (a rotated key makes it useless). */
export async function assinaturaAtual(
  registro: ServiceWorkerRegistration,
  chavePublica: string,
): Promise<PushSubscription | null> {
  const assinatura = await registro.pushManager.getSubscription();
  if (!assinatura) return null;
  const chave = assinatura.options.applicationServerKey;
  if (chave && base64url(chave) !== chavePublica) {
    await assinatura.unsubscribe();
    return null;
  }
  return assinatura;
}

/** Hands the subscription to the server (idempotent: the same endpoint is one row). */
export async function enviarAssinatura(assinatura: PushSubscription): Promise<void> {
  const json = assinatura.toJSON();
  await callEndpoint(pushCalls.assinar, {
    body: {
      endpoint: assinatura.endpoint,
      expirationTime: assinatura.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}

/** Subscribes this browser with the portal's key and tells the server. Call after the permission is granted. */
export async function ativarPush(registro: ServiceWorkerRegistration, chavePublica: string): Promise<void> {
  const atual = await assinaturaAtual(registro, chavePublica);
  const assinatura =
    atual ??
    (await registro.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: chavePublica }));
  await enviarAssinatura(assinatura);
}

/** Forgets this browser's subscription on the server, then in the browser. */
export async function desativarPush(registro: ServiceWorkerRegistration): Promise<void> {
  const assinatura = await registro.pushManager.getSubscription();
  if (!assinatura) return;
  await callEndpoint(pushCalls.cancelar, { body: { endpoint: assinatura.endpoint } });
  await assinatura.unsubscribe();
}

/**
 * At sign-out of this device (the shell's logout, before the session ends): the member who leaves stops getting
 * notices here. Best effort and short: a sign-out never waits long for it nor fails because of it.
 */
export async function esquecerPushDesteAparelho(): Promise<void> {
  const registro = await registroDoPortal();
  if (!registro) return;
  await Promise.race([
    desativarPush(registro).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
}
