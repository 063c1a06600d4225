// The console's demo staff (issue 38), with the demo data only: one account per role, each with the
// authenticator app of the public demo secret already confirmed (README, "Console da Operadora"), so the
// demo and the journeys sign in with codes anyone can compute. The secret is stored encrypted like any
// other (platform/console/fatores.ts), so the seed needs the session secret the server will run with;
// without it the accounts are seeded with no factor (an administrator can reset them to enrol).
import { EQUIPE_DEMO, SEGREDO_TOTP_DEMO } from '@portal/domain/contract/console/demo';
import type { Database } from '../client.js';
import { equipe, equipeTotp } from '../schema/equipe.js';
import { cifrarTotp } from '../../platform/console/fatores.js';

export async function seedEquipeDemo(
  db: Pick<Database, 'insert'>,
  segredoSessao: string | undefined,
  agora: Date,
): Promise<void> {
  const criados = await db
    .insert(equipe)
    .values(
      Object.values(EQUIPE_DEMO).map((m) => ({
        nome: m.nome,
        email: m.email,
        papeis: [...m.papeis],
        createdAt: agora,
      })),
    )
    .returning({ id: equipe.id });
  if (!segredoSessao) return;
  await db.insert(equipeTotp).values(
    criados.map(({ id }) => ({
      equipeId: id,
      segredoCifrado: cifrarTotp(segredoSessao, id, SEGREDO_TOTP_DEMO),
      confirmado: true,
      createdAt: agora,
    })),
  );
}
