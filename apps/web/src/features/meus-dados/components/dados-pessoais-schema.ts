// Dados Pessoais' form schema — the contract's, which the server runs on the PUT too — for the page to load
// after its first paint (ui/form/lazy-schema.ts, issue 37).
export { dadosPessoaisEditaveisSchema } from '@portal/domain/contract/meus-dados/dados-pessoais';
