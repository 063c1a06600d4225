// The demo families of issue #2 §5. Everything is literal so every run seeds exactly the same rows.
import { PERMISSOES_POR_TIPO } from '@portal/domain';
import type { FamilyAddress, FamilyContact, FamilyContrato, FamilyPerson, FamilySpec } from './family.js';
import type { FamilyReembolso } from './reembolsos.js';
import { agendamentosFamiliaA, agendamentosFamiliaB } from './agendamento.js';
import { saudeFamiliaA, saudeFamiliaB } from './saude-data.js';

/** Dates in the seed are relative to nothing: this is the demo's "today" for inclusions and cards. */
export const SEED_REFERENCE_DATE = '2026-01-15';
export const DEMO_PASSWORD = 'Portal@2026';

export const PERMISSIONS = {
  all: PERMISSOES_POR_TIPO.TITULAR,
  financialOnly: PERMISSOES_POR_TIPO.CONTRATANTE,
  allButFinancial: PERMISSOES_POR_TIPO.DEPENDENTE,
};

const email = (valor: string): FamilyContact => ({ tipo: 'EMAIL', valor, principal: true });
const celular = (valor: string): FamilyContact => ({ tipo: 'TELEFONE_CELULAR', valor, principal: true });

const residencial = (a: Omit<FamilyAddress, 'tipoEndereco'>): FamilyAddress => ({
  ...a,
  tipoEndereco: 'RESIDENCIAL',
});
const familyAHome = residencial({
  cep: '13025001',
  logradouro: 'Rua Coronel Quirino',
  numero: '1240',
  complemento: 'Apto 52',
  bairro: 'Cambuí',
  cidade: 'Campinas',
  uf: 'SP',
});
const emDia = { ultimaCompetenciaPaga: '2026-01-01', emDia: true };

const CARLOS: FamilyPerson = {
  cpf: '11144477735',
  nomeCompleto: 'Carlos Souza',
  dataNascimento: '1974-04-12',
  sexo: 'M',
  estadoCivil: 'Casado',
  cnsBase: '20012345678',
  nomeMae: 'Helena Ribeiro Souza',
  identidade: { numero: '23.456.789-1', dataEmissao: '1992-05-20', uf: 'SP', orgao: 'SSP' },
  contatos: [
    email('carlos.souza@email.test'),
    celular('19991234567'),
    { tipo: 'TELEFONE_COMERCIAL', valor: '1932345678', principal: false },
  ],
  // The contratante is billed at his office.
  enderecos: [
    familyAHome,
    {
      tipoEndereco: 'COBRANCA',
      cep: '13015100',
      logradouro: 'Rua Barão de Jaguara',
      numero: '707',
      complemento: 'Sala 1203',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'SP',
    },
  ],
  conta: { permissoes: PERMISSIONS.financialOnly },
};

/** Whose appointment the demo's public scheduling link opens (seed.ts). */
export const MARIA_CPF = '39053344705';

const MARIA: FamilyPerson = {
  cpf: MARIA_CPF,
  nomeCompleto: 'Maria Aparecida Souza',
  dataNascimento: '1978-09-23',
  sexo: 'F',
  estadoCivil: 'Casada',
  cnsBase: '20023456789',
  nomeMae: 'Josefa Aparecida Lima',
  identidade: { numero: '28.765.432-0', dataEmissao: '1996-03-11', uf: 'SP', orgao: 'SSP' },
  contatos: [
    email('maria.souza@email.test'),
    celular('19998765432'),
    { tipo: 'TELEFONE_RESIDENCIAL', valor: '1932561234', principal: false },
  ],
  enderecos: [familyAHome],
  conta: { permissoes: PERMISSIONS.all },
};

export const JOAO_CPF = '45678912364';

const JOAO: FamilyPerson = {
  cpf: JOAO_CPF,
  nomeCompleto: 'João Pedro Souza',
  dataNascimento: '2006-02-14',
  sexo: 'M',
  estadoCivil: 'Solteiro',
  cnsBase: '20034567890',
  nomeMae: 'Maria Aparecida Souza',
  identidade: { numero: '54.321.987-6', dataEmissao: '2020-08-03', uf: 'SP', orgao: 'SSP' },
  contatos: [email('joao.pedro.souza@email.test'), celular('19997651234')],
  enderecos: [familyAHome],
  conta: { permissoes: PERMISSIONS.allButFinancial },
};

const ANA: FamilyPerson = {
  cpf: '74185296355',
  nomeCompleto: 'Ana Clara Souza',
  dataNascimento: '2012-11-05',
  sexo: 'F',
  estadoCivil: 'Solteira',
  cnsBase: '20045678901',
  nomeMae: 'Maria Aparecida Souza',
  identidade: { numero: '61.234.567-8', dataEmissao: '2022-01-17', uf: 'SP', orgao: 'SSP' },
  contatos: [email('ana.clara.souza@email.test')],
  enderecos: [familyAHome],
};

const ROBERTO: FamilyPerson = {
  cpf: '12345678909',
  nomeCompleto: 'Roberto Carlos Lima',
  nomeSocial: 'Roberta Lima',
  dataNascimento: '1985-06-30',
  sexo: 'M',
  estadoCivil: 'Solteiro',
  cnsBase: '10056789012',
  nomeMae: 'Sebastiana Carlos Lima',
  identidade: { numero: '33.222.111-4', dataEmissao: '2003-07-09', uf: 'SP', orgao: 'SSP' },
  contatos: [email('roberta.lima@email.test'), celular('19996543210')],
  enderecos: [
    residencial({
      cep: '13070173',
      logradouro: 'Avenida Brasil',
      numero: '2050',
      complemento: null,
      bairro: 'Jardim Chapadão',
      cidade: 'Campinas',
      uf: 'SP',
    }),
  ],
  conta: { permissoes: PERMISSIONS.all },
};

const FERNANDA: FamilyPerson = {
  cpf: '85296374100',
  nomeCompleto: 'Fernanda Rocha',
  dataNascimento: '1990-01-18',
  sexo: 'F',
  estadoCivil: 'Divorciada',
  cnsBase: '10067890123',
  nomeMae: 'Lúcia Helena Rocha',
  identidade: { numero: '45.678.123-9', dataEmissao: '2008-10-02', uf: 'MG', orgao: 'SSP' },
  contatos: [email('fernanda.rocha@email.test'), celular('19995432109')],
  enderecos: [
    residencial({
      cep: '30130001',
      logradouro: 'Avenida Afonso Pena',
      numero: '867',
      complemento: 'Apto 801',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    }),
  ],
  conta: { permissoes: PERMISSIONS.all, credenciaisExpiradas: true },
};

const LUCAS: FamilyPerson = {
  cpf: '15935725819',
  nomeCompleto: 'Lucas Martins',
  dataNascimento: '1995-08-09',
  sexo: 'M',
  estadoCivil: 'Solteiro',
  cnsBase: '20078901234',
  nomeMae: 'Cláudia Martins',
  identidade: { numero: '49.876.543-2', dataEmissao: '2013-04-25', uf: 'SP', orgao: 'SSP' },
  contatos: [email('lucas.martins@email.test'), celular('19994321098')],
  enderecos: [
    residencial({
      cep: '13270000',
      logradouro: 'Avenida Independência',
      numero: null,
      semNumero: true,
      complemento: 'Chácara 12',
      bairro: 'Centro',
      cidade: 'Valinhos',
      uf: 'SP',
    }),
  ],
};

/** Maria's Banco do Brasil account (agency 1234-3, account 00045678-0: valid DVs), for reuse. */
const CONTA_MARIA = {
  banco: '001',
  agencia: '1234',
  dvAgencia: '3',
  conta: '00045678',
  dvConta: '0',
  titularCpf: MARIA.cpf,
};

/** A past request of the demo: a consultation at a clinic (CNPJ 11.222.333/0001-81) unless told. */
export const reembolsoSemeado = (
  r: Partial<FamilyReembolso> & Pick<FamilyReembolso, 'cpf' | 'situacao' | 'diasAtras' | 'conta'>,
): FamilyReembolso => ({
  valorCentavos: 35000,
  tipoAtendimento: 'CONSULTA',
  motivo: 'LIVRE_ESCOLHA',
  localAtendimento: 'Clínica Bem Viver',
  prestadorCnpjCpf: '11222333000181',
  arquivos: [{ grupo: 'notaFiscais', nome: 'Recibo da consulta.pdf', arquivo: 'reciboPdf' }],
  ...r,
});

/** Maria's four (one of each state but PENDENTE) and João's one (paid into Maria's account). */
const REEMBOLSOS_FAMILIA_A: FamilyReembolso[] = [
  reembolsoSemeado({
    cpf: MARIA.cpf,
    situacao: 'PAGO',
    diasAtras: 60,
    valorCentavos: 48000,
    tipoAtendimento: 'EXAME',
    localAtendimento: 'Laboratório Análises Campinas',
    conta: CONTA_MARIA,
    pagamento: { valorCentavos: 41000, diasDepois: 12 },
    arquivos: [
      { grupo: 'notaFiscais', nome: 'Recibo do exame.pdf', arquivo: 'reciboPdf' },
      { grupo: 'boletinsAtendimento', nome: 'Pedido médico.png', arquivo: 'fotoPng' },
    ],
  }),
  reembolsoSemeado({
    cpf: MARIA.cpf,
    situacao: 'INDEFERIDO',
    diasAtras: 120,
    valorCentavos: 90000,
    tipoAtendimento: 'TERAPIA',
    localAtendimento: 'Espaço Equilíbrio Terapias',
    prestadorCnpjCpf: '52998224725',
    conta: CONTA_MARIA,
    motivoSituacao: 'Procedimento sem cobertura contratual (fora do Rol da ANS para o seu plano).',
  }),
  reembolsoSemeado({ cpf: MARIA.cpf, situacao: 'ANALISE', diasAtras: 8, conta: CONTA_MARIA }),
  reembolsoSemeado({
    cpf: MARIA.cpf,
    situacao: 'SOLICITADO',
    diasAtras: 1,
    valorCentavos: 22000,
    conta: CONTA_MARIA,
  }),
  reembolsoSemeado({
    cpf: JOAO.cpf,
    situacao: 'ANALISE',
    diasAtras: 5,
    valorCentavos: 18000,
    tipoAtendimento: 'PRONTO_SOCORRO',
    motivo: 'URGENCIA',
    localAtendimento: 'Pronto-Socorro Santa Clara',
    conta: CONTA_MARIA,
  }),
];

export const essencialApartamento = (codigo: string, dataInicio: string): FamilyContrato => ({
  codigo,
  plano: 'Vale Verde Essencial Apartamento',
  segmentacao: 'Ambulatorial + Hospitalar com Obstetrícia',
  registroAnsProduto: '487.654/21-3',
  tipoContratacao: 'Individual/Familiar',
  acomodacao: 'Apartamento',
  abrangencia: 'Grupo de Municípios',
  dataInicio,
  adimplencia: emDia,
});

export const odonto = (codigo: string, dataInicio: string): FamilyContrato => ({
  codigo,
  plano: 'Vale Verde Odonto',
  segmentacao: 'Odontológico',
  registroAnsProduto: '487.655/21-1',
  // Collective by adhesion (issue 13): its adjustments are the pool's or negotiated, not the ANS ceiling.
  tipoContratacao: 'Coletivo por Adesão',
  acomodacao: null,
  abrangencia: 'Estadual',
  dataInicio,
  adimplencia: emDia,
});

/**
 * The demo families, for people trying the portal (README "Contas de demonstração"). Tests that change
 * state make fresh families instead (apps/server/src/test/fresh-family.ts), so nobody here is reserved.
 */
export const DEMO_FAMILIES: FamilySpec[] = [
  {
    codigo: 'GF-000101',
    contratos: [
      { ...essencialApartamento('100001', '2019-03-01'), titulos: 'historico12' },
      odonto('100002', '2020-07-01'),
    ],
    membros: [
      { pessoa: CARLOS, tipo: 'CONTRATANTE', parentesco: null, dataInclusao: '2019-03-01' },
      { pessoa: MARIA, tipo: 'TITULAR', parentesco: null, dataInclusao: '2019-03-01' },
      { pessoa: JOAO, tipo: 'DEPENDENTE', parentesco: 'Filho', dataInclusao: '2019-03-01' },
      { pessoa: ANA, tipo: 'DEPENDENTE', parentesco: 'Filha', dataInclusao: '2019-03-01' },
    ],
    reembolsos: REEMBOLSOS_FAMILIA_A,
    saude: saudeFamiliaA(MARIA.cpf, JOAO.cpf),
    agendamentos: agendamentosFamiliaA(MARIA.cpf, JOAO.cpf),
  },
  {
    codigo: 'GF-000102',
    contratos: [
      {
        codigo: '200001',
        plano: 'Vale Verde Clássico Enfermaria',
        segmentacao: 'Ambulatorial + Hospitalar com Obstetrícia',
        registroAnsProduto: '487.656/21-0',
        tipoContratacao: 'Individual/Familiar',
        acomodacao: 'Enfermaria',
        abrangencia: 'Estadual',
        dataInicio: '2021-09-15',
        adimplencia: emDia,
        titulos: 'umAberto',
      },
    ],
    membros: [{ pessoa: ROBERTO, tipo: 'TITULAR', parentesco: null, dataInclusao: '2021-09-15' }],
    saude: saudeFamiliaB(ROBERTO.cpf),
    agendamentos: agendamentosFamiliaB(ROBERTO.cpf),
    // Roberto pays by direct debit at Itaú (agency 0057, account 45102-3: a valid Itaú DV).
    debitoConta: { bancoCodigo: '341', agencia: '0057', conta: '45102-3', diaVencimento: 10 },
    // One paid reimbursement into the same Itaú account (the cross-family checks read it).
    reembolsos: [
      reembolsoSemeado({
        cpf: ROBERTO.cpf,
        situacao: 'PAGO',
        diasAtras: 30,
        conta: {
          banco: '341',
          agencia: '0057',
          dvAgencia: '',
          conta: '45102',
          dvConta: '3',
          titularCpf: ROBERTO.cpf,
        },
        pagamento: { valorCentavos: 35000, diasDepois: 9 },
      }),
    ],
  },
  {
    codigo: 'GF-000103',
    // Fernanda's contract has an open month.
    contratos: [
      {
        ...essencialApartamento('300001', '2018-05-01'),
        adimplencia: { ultimaCompetenciaPaga: '2025-11-01', emDia: false },
      },
    ],
    membros: [{ pessoa: FERNANDA, tipo: 'TITULAR', parentesco: null, dataInclusao: '2018-05-01' }],
  },
  {
    codigo: 'GF-000104',
    contratos: [
      {
        codigo: '400001',
        plano: 'Vale Verde Empresarial Enfermaria',
        segmentacao: 'Ambulatorial + Hospitalar sem Obstetrícia',
        registroAnsProduto: '487.657/22-8',
        tipoContratacao: 'Coletivo Empresarial',
        acomodacao: 'Enfermaria',
        abrangencia: 'Nacional',
        dataInicio: '2022-02-01',
        adimplencia: emDia,
      },
    ],
    membros: [{ pessoa: LUCAS, tipo: 'TITULAR', parentesco: null, dataInclusao: '2022-02-01' }],
  },
];

/** Cards printed in the seed are valid until the end of the year after the reference date. */
export const DEMO_CARD_VALIDITY = '2027-12-31';
