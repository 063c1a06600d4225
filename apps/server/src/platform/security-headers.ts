// Security headers via @fastify/helmet. The CSP allows our own origin plus the bot-check vendors and
// VLibras (spec §1 sign-language plugin); nobody may frame the portal.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CAPTCHA_ORIGINS = [
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.recaptcha.net',
  'https://hcaptcha.com',
  'https://*.hcaptcha.com',
  'https://challenges.cloudflare.com',
];
const VLIBRAS_ORIGINS = ['https://vlibras.gov.br', 'https://*.vlibras.gov.br'];

export function contentSecurityDirectives(extraOrigins: readonly string[]) {
  const external = [...CAPTCHA_ORIGINS, ...VLIBRAS_ORIGINS, ...extraOrigins];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...external],
    // Radix, VLibras and the captcha widgets set inline styles.
    styleSrc: ["'self'", "'unsafe-inline'", ...external],
    imgSrc: ["'self'", 'data:', 'blob:', ...external],
    fontSrc: ["'self'", 'data:', ...external],
    connectSrc: ["'self'", ...external],
    frameSrc: ["'self'", ...external],
    workerSrc: ["'self'", 'blob:'],
    mediaSrc: ["'self'", ...VLIBRAS_ORIGINS],
  };
}

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(app.ctx.config.cspExtraOrigins),
    },
    // VLibras and the captcha iframes are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    // Same intent as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'portal-security-headers' });
