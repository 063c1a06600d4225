// "No acknowledged write lost" (issue 18): every save the portal answered 2xx must be in the database
// afterwards. Each save of the fault suite's writers sets a unique identity number, and every save that changes
// something leaves a row in the change history (dados_pessoais_alteracoes, the member's "valores antigos e
// novos") in the same transaction: an acknowledged value missing there was lost. The person's current value must
// be their last acknowledged one, or one sent after it whose answer was lost (it may have committed).
import pg from 'pg';
import type { Save } from './load.js';

export interface WriteCheck {
  acked: number;
  unanswered: number;
  lost: string[];
  wrongFinal: string[];
}

export async function checkWrites(databaseUrl: string, saves: Save[]): Promise<WriteCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const cpfs = [...new Set(saves.map((s) => s.pessoaCpf))];
    const history = await client.query<{ cpf: string; valor: string }>(
      `select p.cpf, a.valor_novo as valor from dados_pessoais_alteracoes a join pessoas p on p.id = a.pessoa_id
        where a.campo = 'numeroIdentidade' and p.cpf = any($1)`,
      [cpfs],
    );
    const current = await client.query<{ cpf: string; valor: string }>(
      'select cpf, identidade_numero as valor from pessoas where cpf = any($1)',
      [cpfs],
    );
    const saved = new Set(history.rows.map((r) => `${r.cpf} ${r.valor}`));
    const lost = saves.filter((s) => s.acked && !saved.has(`${s.pessoaCpf} ${s.valor}`)).map((s) => s.valor);
    const wrongFinal: string[] = [];
    for (const cpf of cpfs) {
      const mine = saves.filter((s) => s.pessoaCpf === cpf);
      const lastAcked = mine.findLastIndex((s) => s.acked);
      const allowed = new Set(mine.slice(Math.max(lastAcked, 0)).map((s) => s.valor));
      const final = current.rows.find((r) => r.cpf === cpf)?.valor ?? '(nenhum)';
      if (lastAcked >= 0 && !allowed.has(final))
        wrongFinal.push(`${final} (último confirmado ${mine[lastAcked]?.valor})`);
    }
    return {
      acked: saves.filter((s) => s.acked).length,
      unanswered: saves.filter((s) => !s.acked).length,
      lost,
      wrongFinal,
    };
  } finally {
    await client.end();
  }
}
