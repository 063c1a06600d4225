// "Meus dados em um arquivo", the person's own record: personal data, the history of its changes, contacts
// and addresses (exportacao-coleta.ts puts the sections together).
import { asc, desc, eq } from 'drizzle-orm';
import type { ExportacaoDados } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { contas } from '../../db/schema/auth.js';
import { dadosPessoaisAlteracoes, enderecos } from '../../db/schema/dados-pessoais.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { notFound } from '../../platform/errors.js';
import { enSequencia, iso, type ContextoColeta } from './exportacao-secao.js';

type Secoes = Pick<ExportacaoDados, 'dadosPessoais' | 'historicoAlteracoes' | 'contatos' | 'enderecos'>;

/** The sections, and the person's row (the file's header names them). */
export async function secoesCadastro({
  db,
  pessoaId,
  quem,
}: ContextoColeta): Promise<Secoes & { pessoa: typeof pessoas.$inferSelect }> {
  const [[pessoa], contatos, enderecosRows, alteracoes] = await enSequencia([
    db.select().from(pessoas).where(eq(pessoas.id, pessoaId)),
    db
      .select()
      .from(pessoaContatos)
      .where(eq(pessoaContatos.pessoaId, pessoaId))
      .orderBy(asc(pessoaContatos.id)),
    db.select().from(enderecos).where(eq(enderecos.pessoaId, pessoaId)).orderBy(asc(enderecos.id)),
    db
      .select({
        at: dadosPessoaisAlteracoes.at,
        campo: dadosPessoaisAlteracoes.campo,
        valorAnterior: dadosPessoaisAlteracoes.valorAnterior,
        valorNovo: dadosPessoaisAlteracoes.valorNovo,
        autor: contas.pessoaId,
      })
      .from(dadosPessoaisAlteracoes)
      .leftJoin(contas, eq(contas.id, dadosPessoaisAlteracoes.contaId))
      .where(eq(dadosPessoaisAlteracoes.pessoaId, pessoaId))
      .orderBy(desc(dadosPessoaisAlteracoes.at), asc(dadosPessoaisAlteracoes.id)),
  ]);
  if (!pessoa) throw notFound();
  return {
    pessoa,
    dadosPessoais: {
      nomeCompleto: pessoa.nomeCompleto,
      nomeSocial: pessoa.nomeSocial,
      cpf: pessoa.cpf,
      dataNascimento: pessoa.dataNascimento,
      sexo: pessoa.sexo,
      estadoCivil: pessoa.estadoCivil,
      cns: pessoa.cns,
      nomeMae: pessoa.nomeMae,
      identidade: {
        numero: pessoa.identidadeNumero,
        dataEmissao: pessoa.identidadeDataEmissao,
        ufEmissao: pessoa.identidadeUfEmissao,
        orgaoEmissao: pessoa.identidadeOrgaoEmissao,
        paisEmissao: pessoa.identidadePaisEmissao,
      },
      possuiFoto: pessoa.imagem !== null,
    },
    historicoAlteracoes: alteracoes.map((a) => ({
      em: iso(a.at),
      campo: a.campo,
      valorAnterior: a.valorAnterior,
      valorNovo: a.valorNovo,
      quem: quem(a.autor),
    })),
    contatos: contatos.map((c) => ({ tipo: c.tipo, valor: c.valor, principal: c.principal })),
    enderecos: enderecosRows.map((e) => ({
      tipoEndereco: e.tipoEndereco,
      cep: e.cep,
      logradouro: e.logradouro,
      numero: e.semNumero ? 'S/N' : e.numero,
      complemento: e.complemento,
      bairro: e.bairro,
      cidade: e.cidade,
      uf: e.uf,
    })),
  };
}
