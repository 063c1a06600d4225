// GET /constantes of Reembolso and the limits POST /{cpf} enforces: one reading of the operator's
// configuration for both, so the form and the server can never disagree. Lists live in reembolso_opcoes;
// numbers in operator parameters (PARAMETROS_REEMBOLSO, with their defaults). See docs/decisions/0017.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  GRUPOS_ARQUIVO_REEMBOLSO,
  type ConstantesReembolso,
} from '@portal/domain/contract/financeiro/reembolso';
import type { Database } from '../../db/client.js';
import { listBancosAtivos } from './debito-conta.service.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import {
  PARAMETRO_ARQUIVOS_DO_GRUPO,
  PARAMETROS_REEMBOLSO,
  reembolsoOpcoes,
  type ParametroReembolso,
} from '../../db/schema/reembolso.js';

const inteiro = (texto: string | undefined, padrao: string): number => {
  const n = Number((texto ?? '').trim());
  return Number.isInteger(n) ? n : Number(padrao);
};

async function parametros(db: Database): Promise<(nome: ParametroReembolso) => string | undefined> {
  const rows = await db
    .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, Object.keys(PARAMETROS_REEMBOLSO)));
  return (nome) => rows.find((r) => r.nome === nome)?.valor;
}

function contagem(texto: string | undefined, padrao: string): { minimo: number; maximo: number } {
  const [min, max] = (texto ?? padrao).split(',');
  const [pMin, pMax] = padrao.split(',');
  const minimo = Math.max(0, inteiro(min, pMin!));
  return { minimo, maximo: Math.max(1, minimo, inteiro(max, pMax!)) };
}

async function opcoes(db: Database, tipo: 'TIPO_ATENDIMENTO' | 'MOTIVO') {
  return db
    .select({ valor: reembolsoOpcoes.valor, nome: reembolsoOpcoes.nome })
    .from(reembolsoOpcoes)
    .where(and(eq(reembolsoOpcoes.tipo, tipo), eq(reembolsoOpcoes.ativo, true)))
    .orderBy(asc(reembolsoOpcoes.ordem), asc(reembolsoOpcoes.nome));
}

export async function getConstantesReembolso(db: Database): Promise<ConstantesReembolso> {
  const [valor, tiposAtendimento, motivos, lista] = await Promise.all([
    parametros(db),
    opcoes(db, 'TIPO_ATENDIMENTO'),
    opcoes(db, 'MOTIVO'),
    listBancosAtivos(db),
  ]);
  const numero = (nome: ParametroReembolso) => inteiro(valor(nome), PARAMETROS_REEMBOLSO[nome]);
  return {
    tiposAtendimento,
    motivos,
    prazoMaximoMeses: Math.max(1, numero('REEMBOLSO_PRAZO_MAXIMO_MESES')),
    valorMinimoCentavos: numero('REEMBOLSO_VALOR_MINIMO_CENTAVOS'),
    valorMaximoCentavos: numero('REEMBOLSO_VALOR_MAXIMO_CENTAVOS'),
    grupos: GRUPOS_ARQUIVO_REEMBOLSO.map(({ grupo, titulo }) => {
      const nome = PARAMETRO_ARQUIVOS_DO_GRUPO[grupo];
      return { grupo, titulo, ...contagem(valor(nome), PARAMETROS_REEMBOLSO[nome]) };
    }),
    prazoRespostaDiasUteis: Math.max(1, numero('REEMBOLSO_PRAZO_RESPOSTA_DIAS_UTEIS')),
    bancos: lista,
  };
}
