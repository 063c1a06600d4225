// Messages of Minha Saúde and Protocolos (issue 15; wording decided in docs/decisions/0020), re-exported by
// the package index. Kept apart from messages.ts so they ride only with the screens that use them.
export const SAUDE_MESSAGES = {
  noAuthorizations: 'Nenhuma autorização encontrada.',
  noExamResults: 'Nenhum resultado de exame encontrado no período.',
  noClinicalDocuments: 'Nenhuma receita ou atestado encontrado.',
  noProtocols: 'Nenhum protocolo encontrado.',
  noProviders: 'Nenhum prestador encontrado nesta cidade para este procedimento.',
  resultNotReady: 'O resultado deste exame ainda não está disponível.',
  noDenialLetter: 'Esta guia não tem carta de negativa.',
  notAuthorized: 'Este procedimento não está autorizado: não há prestadores a indicar.',
  selectResults: 'Selecione ao menos um resultado para baixar.',
  descriptionRequired: 'Descreva o que o médico pediu.',
  medicalOrderRequired: 'Anexe o pedido médico.',
  urgencyNotice:
    'Em urgência ou emergência, vá direto ao pronto-socorro: o atendimento não depende de autorização prévia.',
  overdueTitle: 'Prazo de resposta vencido',
  overdueGuidance:
    'A operadora não respondeu no prazo da ANS. Se precisar, registre uma reclamação na ANS pelo Disque ANS ou pelo site gov.br/ans.',
} as const;

/** 'Solicitação de autorização registrada. Protocolo n° {p}. A operadora responde até {dd/MM/yyyy}.' */
export const authorizationRequested = (protocolo: string, prazo: string | null): string =>
  prazo === null
    ? `Solicitação de autorização registrada. Protocolo n° ${protocolo}. Por ser urgência, a resposta é imediata.`
    : `Solicitação de autorização registrada. Protocolo n° ${protocolo}. A operadora responde até ${prazo}.`;

/** '3 dias úteis restantes' / '1 dia útil restante' / 'Vence hoje' / 'Vencido há 2 dias úteis'. */
export const businessDaysLeft = (dias: number): string => {
  if (dias === 0) return 'Vence hoje';
  if (dias > 0) return dias === 1 ? '1 dia útil restante' : `${dias} dias úteis restantes`;
  const atraso = -dias;
  return atraso === 1 ? 'Vencido há 1 dia útil' : `Vencido há ${atraso} dias úteis`;
};
