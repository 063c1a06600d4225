// The batch machinery lives in shared-domain/lote.ts (the console registers guides through it too, decision
// 0043 §7); the integration services import it from here as before.
export * from '../../shared-domain/lote.js';
