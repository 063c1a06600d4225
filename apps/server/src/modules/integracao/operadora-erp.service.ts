// PUT /integracao/v1/parametros and /textos-legais (issue 19, decision 0024 §14): the operator's
// configuration from its systems, on lote.ts's batch machine. A parameter is keyed by its name — only names
// of the catalogue (shared-domain/parametros-operadora.ts), each value by its rule, `publico` from its `visivel`;
// a legal text by its key: a change of title or content publishes a new version of it (issue 38).
// Every reader reads the table per request (no cache), so a change applies at once on every instance.
import { desc, inArray, sql } from 'drizzle-orm';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import {
  parametroErpSchema,
  textoLegalErpSchema,
  type ParametroErp,
  type TextoLegalErp,
} from '@portal/domain/contract/integracao/operadora';
import type { Database } from '../../db/client.js';
import { textosLegaisVersoes } from '../../db/schema/lifecycle.js';
import { publicarVersao } from '../../shared-domain/textos-legais.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import type { Clock } from '../../platform/clock.js';
import { sanitizarHtml } from '../../platform/html-seguro.js';
import {
  declararAutor,
  isParametroOperadora,
  isParametroPublico,
  PARAMETROS_OPERADORA,
} from '../../shared-domain/parametros-operadora.js';
import { aplicarLote, mesmasColunas, porChave, recusar, seHouver, type TipoLote } from './lote.js';

type LinhaParametro = typeof parametrosOperadora.$inferInsert;

/** New or changed parameters in one statement (a batch names each parameter once). */
async function gravarParametros(sp: Database, linhas: LinhaParametro[]): Promise<void> {
  // The parameters' history (written by the database) names the integration API as the origin.
  await declararAutor(sp, { origem: 'integracao', equipeId: null });
  await sp
    .insert(parametrosOperadora)
    .values(linhas)
    .onConflictDoUpdate({
      target: parametrosOperadora.nome,
      set: { valor: sql.raw('excluded.valor'), publico: sql.raw('excluded.publico') },
    });
}

const tipoParametros: TipoLote<ParametroErp, Map<string, LinhaParametro>, LinhaParametro> = {
  chave: 'integracao:parametros',
  chaveBruta: 'nome',
  schema: parametroErpSchema,
  invalido: INTEGRACAO_MESSAGES.parametroInvalido,
  idErp: (p) => p.nome,
  referencias: async (db, lote) => {
    const nomes = lote.map((p) => p.nome);
    const rows = await seHouver(nomes, () =>
      db.select().from(parametrosOperadora).where(inArray(parametrosOperadora.nome, nomes)),
    );
    return porChave(rows, (r) => r.nome);
  },
  julgar: (p, atuais) => {
    if (!isParametroOperadora(p.nome)) return recusar(INTEGRACAO_MESSAGES.parametroDesconhecido, 'nome');
    const erro = PARAMETROS_OPERADORA[p.nome].regra(p.valor);
    if (erro) recusar(erro, 'valor');
    const linha = { nome: p.nome, valor: p.valor, publico: isParametroPublico(p.nome) };
    const atual = atuais.get(p.nome);
    if (atual && mesmasColunas(atual, linha)) return { resultado: 'inalterado' };
    return {
      resultado: atual ? 'atualizado' : 'criado',
      gravar: (sp) => gravarParametros(sp, [linha]),
      juntar: linha,
    };
  },
  gravarJuntos: gravarParametros,
};

export const upsertParametros = (db: Database, registros: readonly unknown[]): Promise<ResultadoLote> =>
  aplicarLote(db, tipoParametros, registros);

type LinhaTexto = Pick<typeof textosLegaisVersoes.$inferSelect, 'chave' | 'titulo' | 'conteudo'>;

const tipoTextosLegais = (agora: Date): TipoLote<TextoLegalErp, Map<string, LinhaTexto>> => ({
  chave: 'integracao:textos-legais',
  chaveBruta: 'chave',
  schema: textoLegalErpSchema,
  invalido: INTEGRACAO_MESSAGES.textoLegalInvalido,
  idErp: (t) => t.chave,
  referencias: async (db, lote) => {
    const chaves = lote.map((t) => t.chave);
    // Each key's current version (issue 38: a text is a series of versions, the highest in force).
    const rows = await seHouver(chaves, () =>
      db
        .selectDistinctOn([textosLegaisVersoes.chave], {
          chave: textosLegaisVersoes.chave,
          titulo: textosLegaisVersoes.titulo,
          conteudo: textosLegaisVersoes.conteudo,
        })
        .from(textosLegaisVersoes)
        .where(inArray(textosLegaisVersoes.chave, chaves))
        .orderBy(textosLegaisVersoes.chave, desc(textosLegaisVersoes.versao)),
    );
    return porChave<LinhaTexto, string>(rows, (r) => r.chave);
  },
  julgar: (t, atuais) => {
    // Stored as the portal serves it: the topics' allow-list (no script, handler or javascript: link), so
    // every reader of the table or of the API gets safe HTML, not only the web behind its DOMPurify.
    const conteudo = sanitizarHtml(t.conteudo);
    if (conteudo.trim() === '') recusar(INTEGRACAO_MESSAGES.textoLegalInvalido, 'conteudo');
    const colunas = { titulo: t.titulo, conteudo };
    const atual = atuais.get(t.chave);
    if (atual && mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
    // A change is a new version, published now (a new version of the terms asks members to accept it).
    return {
      resultado: atual ? 'atualizado' : 'criado',
      gravar: async (sp) => {
        await publicarVersao(sp, { chave: t.chave, ...colunas, agora, autorEquipeId: null });
      },
    };
  },
});

export const upsertTextosLegais = (
  db: Database,
  registros: readonly unknown[],
  clock: Clock,
): Promise<ResultadoLote> => aplicarLote(db, tipoTextosLegais(clock()), registros);
