// "Meus dados em um arquivo", what the person asked for and who saw their data: protocols with their steps,
// card reissues, consents (shared-card links, direct debit, accepted legal texts) and every access to their data from the audit
// trail (exportacao-coleta.ts puts the sections together).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formatDate, rotuloAcaoAuditoria } from '@portal/domain';
import type { ExportacaoDados } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { NOME_TEXTO_LEGAL, type ChaveTextoLegal } from '@portal/domain/contract/shell/textos-legais';
import { auditoria } from '../../db/schema/audit.js';
import { aceitesTextosLegais, contas } from '../../db/schema/auth.js';
import { cartoesCompartilhados } from '../../db/schema/cartoes-compartilhados.js';
import { debitosConta } from '../../db/schema/financeiro.js';
import { carteiras } from '../../db/schema/contratos.js';
import { textosLegaisVersoes } from '../../db/schema/lifecycle.js';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import { segundaViaSolicitacoes } from '../../db/schema/segunda-via.js';
import { enSequencia, iso, isoOrNull, type ContextoColeta } from './exportacao-secao.js';
import { agruparPor } from '../../platform/agrupar-por.js';

/** 'Termos de uso, versão 2 de 01/12/2026' (the number when the version is known, issue 38). */
const aceiteDescrito = (a: { chave: ChaveTextoLegal; versao: Date; numero: number | null }) =>
  `${NOME_TEXTO_LEGAL[a.chave]}, versão ${a.numero === null ? '' : `${a.numero} `}de ${formatDate(iso(a.versao))}`;

type Secoes = Pick<ExportacaoDados, 'protocolos' | 'solicitacoesSegundaVia' | 'consentimentos' | 'acessos'>;

export async function secoesSolicitacoes({
  db,
  pessoaId,
  beneficiarioIds,
  quem,
}: ContextoColeta): Promise<Secoes> {
  const [protocolosRows, andamentos, segundasVias, links, debitos, aceites, acessos] = await enSequencia([
    db
      .select()
      .from(protocolos)
      .where(eq(protocolos.pessoaId, pessoaId))
      .orderBy(desc(protocolos.criadoEm), desc(protocolos.protocolo)),
    db
      .select({
        protocolo: protocoloAndamentos.protocolo,
        em: protocoloAndamentos.em,
        titulo: protocoloAndamentos.titulo,
        descricao: protocoloAndamentos.descricao,
        situacao: protocoloAndamentos.situacao,
      })
      .from(protocoloAndamentos)
      .innerJoin(protocolos, eq(protocolos.protocolo, protocoloAndamentos.protocolo))
      .where(eq(protocolos.pessoaId, pessoaId))
      .orderBy(asc(protocoloAndamentos.em), asc(protocoloAndamentos.id)),
    db
      .select()
      .from(segundaViaSolicitacoes)
      .where(eq(segundaViaSolicitacoes.pessoaId, pessoaId))
      .orderBy(desc(segundaViaSolicitacoes.solicitadoEm)),
    db
      .select({
        carteira: carteiras.codigo,
        criadoEm: cartoesCompartilhados.criadoEm,
        expiraEm: cartoesCompartilhados.expiraEm,
        revogadoEm: cartoesCompartilhados.revogadoEm,
        autor: contas.pessoaId,
      })
      .from(cartoesCompartilhados)
      .innerJoin(carteiras, eq(carteiras.id, cartoesCompartilhados.carteiraId))
      .innerJoin(contas, eq(contas.id, cartoesCompartilhados.emitidoPorContaId))
      .where(inArray(carteiras.beneficiarioId, beneficiarioIds))
      .orderBy(desc(cartoesCompartilhados.criadoEm)),
    db
      .select()
      .from(debitosConta)
      .where(eq(debitosConta.solicitadoPorPessoaId, pessoaId))
      .orderBy(desc(debitosConta.solicitadoEm)),
    db
      .select({
        chave: aceitesTextosLegais.chave,
        versao: aceitesTextosLegais.versao,
        numero: textosLegaisVersoes.versao,
        aceitoEm: aceitesTextosLegais.aceitoEm,
      })
      .from(aceitesTextosLegais)
      .innerJoin(contas, eq(contas.id, aceitesTextosLegais.contaId))
      .leftJoin(
        textosLegaisVersoes,
        and(
          eq(textosLegaisVersoes.chave, aceitesTextosLegais.chave),
          eq(textosLegaisVersoes.publicadoEm, aceitesTextosLegais.versao),
        ),
      )
      .where(eq(contas.pessoaId, pessoaId))
      .orderBy(desc(aceitesTextosLegais.aceitoEm), asc(aceitesTextosLegais.chave)),
    db
      .select({
        at: auditoria.at,
        acao: auditoria.acao,
        recurso: auditoria.recurso,
        origem: auditoria.origem,
        ip: auditoria.ip,
        resultado: auditoria.resultado,
        contaId: auditoria.contaId,
        autor: contas.pessoaId,
      })
      .from(auditoria)
      .leftJoin(contas, eq(contas.id, auditoria.contaId))
      .where(eq(auditoria.pessoaId, pessoaId))
      .orderBy(desc(auditoria.at), desc(auditoria.id)),
  ]);
  const andamentosDe = agruparPor(andamentos, (a) => a.protocolo);
  return {
    protocolos: protocolosRows.map((p) => ({
      protocolo: p.protocolo,
      tipo: p.tipo,
      criadoEm: iso(p.criadoEm),
      situacao: p.situacao,
      prazoResposta: p.prazoResposta,
      quem: quem(p.solicitantePessoaId),
      andamentos: (andamentosDe.get(p.protocolo) ?? []).map((a) => ({
        em: iso(a.em),
        titulo: a.titulo,
        descricao: a.descricao,
        situacao: a.situacao,
      })),
    })),
    solicitacoesSegundaVia: segundasVias.map((s) => ({
      protocolo: s.protocolo,
      carteiras: s.carteiras,
      motivo: s.tipoMotivo,
      situacao: s.situacao,
      solicitadoEm: iso(s.solicitadoEm),
      quem: quem(s.solicitadoPorPessoaId),
    })),
    consentimentos: [
      ...links.map((l) => ({
        tipo: 'COMPARTILHAMENTO_CARTAO' as const,
        descricao: `Link de compartilhamento da carteira ${l.carteira}`,
        em: iso(l.criadoEm),
        ate: iso(l.expiraEm),
        revogadoEm: isoOrNull(l.revogadoEm),
        quem: quem(l.autor),
      })),
      ...debitos.map((d) => ({
        tipo: 'DEBITO_EM_CONTA' as const,
        descricao:
          `Débito em conta no banco ${d.bancoCodigo}, agência ${d.agencia}, conta ${d.conta}, ` +
          `vencimento no dia ${d.diaVencimento} (protocolo ${d.protocolo}; situação ${d.situacao})`,
        em: iso(d.solicitadoEm),
        ate: null,
        revogadoEm: isoOrNull(d.encerradoEm),
        quem: 'PROPRIO' as const,
      })),
      ...aceites.map((a) => ({
        tipo: 'ACEITE_TEXTO_LEGAL' as const,
        descricao: aceiteDescrito(a),
        em: iso(a.aceitoEm),
        ate: null,
        revogadoEm: null,
        // Accepted by the person's own account: at its first access, or a new version at a sign-in.
        quem: 'PROPRIO' as const,
      })),
    ],
    acessos: acessos.map((a) => ({
      em: iso(a.at),
      acao: a.acao,
      descricao: rotuloAcaoAuditoria(a.acao),
      recurso: a.recurso,
      origem: a.origem,
      ip: a.ip,
      resultado: a.resultado,
      quem: a.contaId === null ? 'SEM_LOGIN' : quem(a.autor),
    })),
  };
}
