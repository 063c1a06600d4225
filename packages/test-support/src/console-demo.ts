// The console's demo staff and their shared authenticator secret (issue 38), for the journeys: the seed's
// own values (packages/domain/src/contract/console/demo.ts), so a test never copies them.
export { EQUIPE_DEMO, SEGREDO_TOTP_DEMO, type MembroDemo } from '@portal/domain/contract/console/demo';
