// The readable summary of Meus dados em um arquivo: the same sections as the JSON file, in pt-BR formats
// (dd/MM/yyyy, R$), one table per record. Built from the JSON answer, so the two never disagree.
import { formatCents, formatCpf, formatDate, formatOperatorDateTime, maskCardNumber } from '@portal/domain';
import { TIPOS_PROTOCOLO } from '@portal/domain/contract/facilidades/protocolos';
import { BLOCOS_TITULO } from '@portal/domain/contract/financeiro/situacao-financeira';
import { TRANSICOES_REEMBOLSO } from '@portal/domain/contract/integracao/transicoes';
import { ROTULO_CANAL, type CanalPreferencia } from '@portal/domain/contract/meus-dados/eventos-notificacao';
import type { ExportacaoDados, QuemExportacao } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { TIPOS_GUIA } from '@portal/domain/contract/saude/autorizacoes';
import type { Clock } from '../../platform/clock.js';
import { createPortalPdf, type KeyValueRow, type PortalPdf } from '../../platform/pdf/portal-pdf.js';

const QUEM: Record<QuemExportacao, string> = {
  PROPRIO: 'Você',
  OUTRA_PESSOA_DA_FAMILIA: 'Titular ou contratante do grupo familiar',
  SEM_LOGIN: 'Sem login (link público)',
};

const CONSENTIMENTO: Record<ExportacaoDados['consentimentos'][number]['tipo'], string> = {
  COMPARTILHAMENTO_CARTAO: 'Compartilhamento da carteira',
  DEBITO_EM_CONTA: 'Débito em conta',
  ACEITE_TEXTO_LEGAL: 'Aceite de texto legal',
};

const texto = (value: string | null | undefined, vazio = 'Não informado'): string =>
  value === null || value === undefined || value === '' ? vazio : value;
const dia = (value: string | null): string => (value ? formatDate(value) : '—');
const instante = (value: string | null): string => (value ? formatOperatorDateTime(value) : '—');
/** 'LEITURA_DADOS_PESSOAIS' → 'Leitura dados pessoais'. */
const rotulo = (code: string): string => {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A code by the name the screens give it (issue 37: 'Coparticipação', not 'Coparticipacao'; 'Exames e
 * terapias (SP/SADT)', not 'Sadt'), else rotulo.
 */
const nomes = (lista: readonly { tipo: string; nome: string }[]) => {
  const porCodigo = new Map(lista.map((item) => [item.tipo, item.nome]));
  return (codigo: string): string => porCodigo.get(codigo) ?? rotulo(codigo);
};
const blocoDeFatura = nomes(BLOCOS_TITULO.map((b) => ({ tipo: b.tipo, nome: b.titulo })));
const tipoDeGuia = nomes(TIPOS_GUIA);
const tipoDeProtocolo = nomes(TIPOS_PROTOCOLO);
const situacaoDeReembolso = nomes(
  Object.entries(TRANSICOES_REEMBOLSO).map(([tipo, regra]) => ({ tipo, nome: regra.rotulo })),
);

function secao<T>(
  pdf: PortalPdf,
  titulo: string,
  itens: readonly T[],
  registro: (item: T) => { titulo: string; linhas: KeyValueRow[] },
): void {
  pdf.heading(`${titulo} (${itens.length})`, 2);
  if (itens.length === 0) {
    pdf.paragraph('Nenhum registro.');
    return;
  }
  for (const item of itens) {
    const { titulo: cabecalho, linhas } = registro(item);
    pdf.paragraph(cabecalho, { bold: true }).keyValueTable(linhas);
  }
}

export function exportacaoPdf(dados: ExportacaoDados, clock: Clock): Promise<Buffer> {
  const p = dados.dadosPessoais;
  const pdf = createPortalPdf({
    title: 'Meus dados em um arquivo',
    subject: p.nomeCompleto,
    operador: dados.operadora,
    clock,
  });
  pdf.paragraph(
    `Resumo de todos os dados que ${dados.operadora.nome} mantém sobre ${p.nomeCompleto}, gerado em ` +
      `${instante(dados.geradoEm)} a pedido do titular dos dados (Lei Geral de Proteção de Dados, art. 18). ` +
      'Este documento contém dados pessoais e de saúde: guarde-o em local seguro.',
    { align: 'justify' },
  );

  pdf.heading('Dados pessoais', 2).keyValueTable([
    { label: 'Nome', value: p.nomeCompleto },
    { label: 'Nome social', value: texto(p.nomeSocial) },
    { label: 'CPF', value: formatCpf(p.cpf) },
    { label: 'Data de nascimento', value: dia(p.dataNascimento) },
    { label: 'Sexo', value: p.sexo === 'F' ? 'Feminino' : 'Masculino' },
    { label: 'Estado civil', value: texto(p.estadoCivil) },
    { label: 'Cartão Nacional de Saúde', value: texto(p.cns) },
    { label: 'Nome da mãe', value: texto(p.nomeMae) },
    {
      label: 'Identidade',
      value: p.identidade.numero
        ? [
            p.identidade.numero,
            p.identidade.orgaoEmissao,
            p.identidade.ufEmissao,
            p.identidade.dataEmissao && `emitida em ${dia(p.identidade.dataEmissao)}`,
          ]
            .filter(Boolean)
            .join(' — ')
        : 'Não informada',
    },
    { label: 'Foto de perfil', value: p.possuiFoto ? 'Sim' : 'Não' },
  ]);

  pdf.heading(`Contatos (${dados.contatos.length})`, 2);
  if (dados.contatos.length === 0) pdf.paragraph('Nenhum registro.');
  else
    pdf.keyValueTable(
      dados.contatos.map((c) => ({
        label: rotulo(c.tipo),
        value: c.principal ? `${c.valor} (principal)` : c.valor,
      })),
    );

  secao(pdf, 'Endereços', dados.enderecos, (e) => ({
    titulo: rotulo(e.tipoEndereco),
    linhas: [
      {
        label: 'Endereço',
        value: [e.logradouro, e.numero, e.complemento].filter(Boolean).join(', '),
      },
      { label: 'Bairro', value: e.bairro },
      { label: 'Cidade', value: `${e.cidade}/${e.uf}` },
      { label: 'CEP', value: e.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2') },
    ],
  }));

  secao(pdf, 'Alterações de dados pessoais', dados.historicoAlteracoes, (a) => ({
    titulo: `${instante(a.em)} — ${a.campo}`,
    linhas: [
      { label: 'Valor anterior', value: texto(a.valorAnterior, '—') },
      { label: 'Valor novo', value: texto(a.valorNovo, '—') },
      { label: 'Feita por', value: QUEM[a.quem] },
    ],
  }));

  secao(pdf, 'Planos', dados.planos, (pl) => ({
    titulo: `${pl.plano} — contrato ${pl.contrato}`,
    linhas: [
      { label: 'Vínculo', value: rotulo(pl.vinculo) + (pl.parentesco ? ` (${pl.parentesco})` : '') },
      { label: 'Registro do produto na ANS', value: pl.registroAnsProduto },
      { label: 'Tipo de contratação', value: pl.tipoContratacao },
      { label: 'Segmentação', value: pl.segmentacao },
      { label: 'Acomodação', value: texto(pl.acomodacao, 'Não se aplica') },
      { label: 'Abrangência', value: texto(pl.abrangencia, 'Não informada') },
      { label: 'Situação do contrato', value: rotulo(pl.situacaoContrato) },
      { label: 'Data de inclusão', value: dia(pl.dataInclusao) },
    ],
  }));

  secao(pdf, 'Carteiras', dados.carteiras, (c) => ({
    titulo: `Carteira ${maskCardNumber(c.numero)}`,
    linhas: [
      { label: 'Contrato', value: c.contrato },
      { label: 'Validade', value: dia(c.validade) },
      { label: 'Via', value: `${c.via}ª` },
    ],
  }));

  secao(pdf, 'Faturas', dados.faturas, (f) => ({
    titulo: `Fatura ${f.codigo} — contrato ${f.contrato}`,
    linhas: [
      { label: 'Competência', value: dia(f.competencia) },
      { label: 'Vencimento', value: dia(f.vencimento) },
      { label: 'Valor', value: formatCents(f.valorCentavos) },
      { label: 'Situação', value: rotulo(f.situacao) },
      { label: 'Pagamento', value: dia(f.dataPagamento) },
      ...f.itens.map((i) => ({
        label: `${blocoDeFatura(i.bloco)}${i.data ? ` (${dia(i.data)})` : ''}`,
        value: `${i.descricao}: ${formatCents(i.valorCentavos)}`,
      })),
    ],
  }));

  secao(pdf, 'Reembolsos', dados.reembolsos, (r) => ({
    titulo: `Protocolo ${r.protocolo}`,
    linhas: [
      { label: 'Solicitado em', value: dia(r.dataSolicitacao) },
      { label: 'Atendimento', value: `${dia(r.dataAtendimento)} — ${rotulo(r.tipoAtendimento)}` },
      { label: 'Local', value: `${r.localAtendimento} (${r.cidade}/${r.uf})` },
      { label: 'Valor pedido', value: formatCents(r.valorCentavos) },
      {
        label: 'Situação',
        value: situacaoDeReembolso(r.situacao) + (r.motivoSituacao ? ` — ${r.motivoSituacao}` : ''),
      },
      {
        label: 'Valor pago',
        value:
          r.valorPagoCentavos === null
            ? '—'
            : `${formatCents(r.valorPagoCentavos)} em ${dia(r.dataPagamento)}`,
      },
      {
        label: 'Conta de crédito',
        value:
          r.contaBancaria.titular === 'PROPRIO'
            ? `Banco ${r.contaBancaria.banco}, agência ${texto(r.contaBancaria.agencia)}, conta ${texto(r.contaBancaria.conta)}`
            : `Banco ${r.contaBancaria.banco}, conta de outra pessoa`,
      },
    ],
  }));

  secao(pdf, 'Autorizações', dados.autorizacoes, (a) => ({
    titulo: `Guia ${a.guia} — ${tipoDeGuia(a.tipo)}`,
    linhas: [
      { label: 'Situação', value: rotulo(a.situacao) },
      { label: 'Solicitada em', value: dia(a.dataSolicitacao) },
      { label: 'Decisão', value: dia(a.dataDecisao) },
      { label: 'Prestador', value: a.prestador },
      { label: 'Médico', value: `${a.medico} (CRM ${a.crm})` },
      ...a.procedimentos.map((pr) => ({
        label: `${pr.codigoTuss}`,
        value: `${pr.descricao} (${pr.quantidadeAutorizada} de ${pr.quantidadeSolicitada})`,
      })),
      ...(a.motivoNegativa ? [{ label: 'Motivo da negativa', value: a.motivoNegativa }] : []),
    ],
  }));

  secao(pdf, 'Solicitações de autorização', dados.solicitacoesAutorizacao, (s) => ({
    titulo: `Protocolo ${s.protocolo}`,
    linhas: [
      { label: 'Tipo', value: rotulo(s.tipo) },
      { label: 'Descrição', value: s.descricao },
      { label: 'Solicitada em', value: instante(s.solicitadoEm) },
      { label: 'Por', value: QUEM[s.quem] },
      { label: 'Arquivos enviados', value: String(s.arquivos) },
    ],
  }));

  secao(pdf, 'Exames', dados.exames, (e) => ({
    titulo: `${dia(e.dataRealizacao)} — ${e.exame}`,
    linhas: [
      { label: 'Laboratório', value: e.laboratorio },
      { label: 'Médico solicitante', value: texto(e.medicoSolicitante) },
      { label: 'Resultado', value: e.situacao === 'DISPONIVEL' ? 'Disponível' : 'Indisponível' },
    ],
  }));

  secao(pdf, 'Receitas e atestados', dados.receitasAtestados, (d) => ({
    titulo: `${dia(d.dataEmissao)} — ${d.titulo}`,
    linhas: [
      { label: 'Tipo', value: rotulo(d.tipo) },
      { label: 'Médico', value: `${d.medico} (CRM ${d.crm})` },
      ...(d.validade ? [{ label: 'Validade', value: dia(d.validade) }] : []),
    ],
  }));

  secao(pdf, 'Agendamentos', dados.agendamentos, (a) => ({
    titulo: `${instante(a.inicio)} — ${a.especialidade}`,
    linhas: [
      { label: 'Profissional', value: a.profissional },
      { label: 'Local', value: a.local },
      { label: 'Situação', value: rotulo(a.situacao) },
      { label: 'Protocolo', value: texto(a.protocolo, '—') },
    ],
  }));

  secao(pdf, 'Protocolos', dados.protocolos, (pr) => ({
    titulo: `Protocolo ${pr.protocolo} — ${tipoDeProtocolo(pr.tipo)}`,
    linhas: [
      { label: 'Aberto em', value: instante(pr.criadoEm) },
      { label: 'Por', value: QUEM[pr.quem] },
      { label: 'Situação', value: rotulo(pr.situacao) },
      ...pr.andamentos.map((a) => ({
        label: instante(a.em),
        value: a.descricao ? `${a.titulo}: ${a.descricao}` : a.titulo,
      })),
    ],
  }));

  secao(pdf, 'Segunda via de carteira', dados.solicitacoesSegundaVia, (s) => ({
    titulo: `Protocolo ${s.protocolo}`,
    linhas: [
      { label: 'Solicitada em', value: instante(s.solicitadoEm) },
      { label: 'Carteiras', value: s.carteiras.map(maskCardNumber).join(', ') },
      { label: 'Motivo', value: rotulo(s.motivo) },
      { label: 'Situação', value: rotulo(s.situacao) },
    ],
  }));

  secao(pdf, 'Consentimentos', dados.consentimentos, (c) => ({
    titulo: CONSENTIMENTO[c.tipo],
    linhas: [
      { label: 'Descrição', value: c.descricao },
      { label: 'Em', value: instante(c.em) },
      ...(c.ate ? [{ label: 'Válido até', value: instante(c.ate) }] : []),
      ...(c.revogadoEm ? [{ label: 'Encerrado em', value: instante(c.revogadoEm) }] : []),
      { label: 'Por', value: QUEM[c.quem] },
    ],
  }));

  secao(pdf, 'Preferências de notificação', dados.preferenciasNotificacao, (p) => ({
    titulo: p.eventoNome,
    linhas: [
      { label: 'Canal', value: ROTULO_CANAL[p.canal as CanalPreferencia] ?? p.canal },
      { label: 'Escolha', value: p.ativo ? 'Receber' : 'Não receber' },
      { label: 'Avisos de', value: p.sobre === 'PROPRIO' ? 'Você' : 'Um familiar que você acompanha' },
      { label: 'Escolhido por', value: QUEM[p.quem] },
      { label: 'Em', value: instante(p.alteradoEm) },
    ],
  }));

  secao(pdf, 'Dispositivos em que você entrou', dados.dispositivos, (d) => ({
    titulo: d.dispositivo,
    linhas: [
      { label: 'Primeiro acesso', value: instante(d.primeiroAcessoEm) },
      { label: 'Último acesso', value: instante(d.ultimoAcessoEm) },
    ],
  }));

  secao(pdf, 'Chaves de acesso (passkeys)', dados.chavesAcesso, (c) => ({
    titulo: c.nome,
    linhas: [
      { label: 'Criada em', value: instante(c.criadaEm) },
      { label: 'Último uso', value: c.ultimoUsoEm ? instante(c.ultimoUsoEm) : 'Ainda não usada' },
    ],
  }));

  pdf.heading(`Acessos aos seus dados (${dados.acessos.length})`, 2);
  if (dados.acessos.length === 0) pdf.paragraph('Nenhum registro.');
  else
    pdf.keyValueTable(
      dados.acessos.map((a) => ({
        label: instante(a.em),
        value: [a.descricao, QUEM[a.quem], a.ip && `IP ${a.ip}`, a.resultado === 'FALHA' && 'falhou']
          .filter(Boolean)
          .join(' — '),
      })),
    );

  pdf.paragraph(
    'Valores em reais; datas no calendário de Brasília. O arquivo JSON traz os mesmos dados em formato ' +
      'legível por máquina, para levar a outro serviço.',
  );
  return pdf.end();
}
