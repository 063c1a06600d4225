// The demo families of issue #2 §5. Everything is literal so every run seeds exactly the same rows.
import {
  ALL_FUNCAO,
  ALL_MENU,
  ALL_TELA,
  FINANCIAL_MENU,
  FINANCIAL_TELA,
  TELA,
  type Permissionamento,
} from '@portal/domain';
import type { TipoContato } from '@portal/domain/contract/shell/contatos-operadora';
import type { TipoBeneficiario } from '../schema/plans.js';

/** Dates in the seed are relative to nothing: this is the demo's "today" for inclusions and cards. */
export const SEED_REFERENCE_DATE = '2026-01-15';
export const DEMO_PASSWORD = 'Portal@2026';

const without = (all: readonly string[], removed: readonly string[]) =>
  all.filter((p) => !removed.includes(p));

const PERMISSIONS = {
  all: { tela: [...ALL_TELA], menu: [...ALL_MENU], funcao: [...ALL_FUNCAO] },
  financialOnly: { tela: [...FINANCIAL_TELA, TELA.contatos], menu: [...FINANCIAL_MENU], funcao: [] },
  allButFinancial: {
    tela: without(ALL_TELA, FINANCIAL_TELA),
    menu: without(ALL_MENU, FINANCIAL_MENU),
    funcao: [...ALL_FUNCAO],
  },
} satisfies Record<string, Permissionamento>;

export interface DemoContact {
  tipo: TipoContato;
  valor: string;
  principal: boolean;
}

export interface DemoPerson {
  cpf: string;
  nomeCompleto: string;
  nomeSocial?: string;
  dataNascimento: string;
  sexo: 'M' | 'F';
  estadoCivil: string;
  /** 11-digit base completed into a valid CNS by definitiveCns. */
  cnsBase: string;
  nomeMae: string;
  identidade: { numero: string; dataEmissao: string; uf: string; orgao: string };
  contatos: DemoContact[];
  conta?: { permissoes: Permissionamento; credenciaisExpiradas?: boolean };
}

export interface DemoContrato {
  codigo: string;
  plano: string;
  segmentacao: string;
  registroAnsProduto: string;
  tipoContratacao: string;
  acomodacao: string | null;
  abrangencia: string;
  dataInicio: string;
}

export interface DemoMember {
  cpf: string;
  tipo: TipoBeneficiario;
  parentesco: string | null;
  dataInclusao: string;
}

export interface DemoFamily {
  codigo: string;
  contratos: DemoContrato[];
  /** The titular comes before its dependants; contratantes hold no cards. */
  membros: DemoMember[];
}

const email = (valor: string): DemoContact => ({ tipo: 'EMAIL', valor, principal: true });
const celular = (valor: string): DemoContact => ({ tipo: 'TELEFONE_CELULAR', valor, principal: true });

export const DEMO_PEOPLE: DemoPerson[] = [
  {
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
    conta: { permissoes: PERMISSIONS.financialOnly },
  },
  {
    cpf: '39053344705',
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
    conta: { permissoes: PERMISSIONS.all },
  },
  {
    cpf: '45678912364',
    nomeCompleto: 'João Pedro Souza',
    dataNascimento: '2006-02-14',
    sexo: 'M',
    estadoCivil: 'Solteiro',
    cnsBase: '20034567890',
    nomeMae: 'Maria Aparecida Souza',
    identidade: { numero: '54.321.987-6', dataEmissao: '2020-08-03', uf: 'SP', orgao: 'SSP' },
    contatos: [email('joao.pedro.souza@email.test'), celular('19997651234')],
    conta: { permissoes: PERMISSIONS.allButFinancial },
  },
  {
    cpf: '74185296355',
    nomeCompleto: 'Ana Clara Souza',
    dataNascimento: '2012-11-05',
    sexo: 'F',
    estadoCivil: 'Solteira',
    cnsBase: '20045678901',
    nomeMae: 'Maria Aparecida Souza',
    identidade: { numero: '61.234.567-8', dataEmissao: '2022-01-17', uf: 'SP', orgao: 'SSP' },
    contatos: [email('ana.clara.souza@email.test')],
  },
  {
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
    conta: { permissoes: PERMISSIONS.all },
  },
  {
    cpf: '85296374100',
    nomeCompleto: 'Fernanda Rocha',
    dataNascimento: '1990-01-18',
    sexo: 'F',
    estadoCivil: 'Divorciada',
    cnsBase: '10067890123',
    nomeMae: 'Lúcia Helena Rocha',
    identidade: { numero: '45.678.123-9', dataEmissao: '2008-10-02', uf: 'MG', orgao: 'SSP' },
    contatos: [email('fernanda.rocha@email.test'), celular('19995432109')],
    conta: { permissoes: PERMISSIONS.all, credenciaisExpiradas: true },
  },
  {
    // Family E exists for the cancellation journey (decision 0008): no other test signs in as her.
    cpf: '27514839682',
    nomeCompleto: 'Patrícia Gomes Ferreira',
    dataNascimento: '1969-12-02',
    sexo: 'F',
    estadoCivil: 'Viúva',
    cnsBase: '20089012345',
    nomeMae: 'Odete Gomes Ferreira',
    identidade: { numero: '17.345.678-5', dataEmissao: '1988-02-19', uf: 'SP', orgao: 'SSP' },
    contatos: [email('patricia.ferreira@email.test'), celular('19993210987')],
    conta: { permissoes: PERMISSIONS.all },
  },
  {
    // Family F: a second expired account, for the expired-password journey (decision 0004), so changing
    // its password never races the other journeys that sign in as Fernanda.
    cpf: '24681357928',
    nomeCompleto: 'Paulo Henrique Dias',
    dataNascimento: '1982-03-27',
    sexo: 'M',
    estadoCivil: 'Casado',
    cnsBase: '20090123456',
    nomeMae: 'Rosângela Dias',
    identidade: { numero: '36.912.258-1', dataEmissao: '2000-06-14', uf: 'SP', orgao: 'SSP' },
    // Three mobiles: the contact picker's scrolling list (more than 2) in the recovery journey.
    contatos: [
      email('paulo.dias@email.test'),
      celular('19992109876'),
      { tipo: 'TELEFONE_CELULAR', valor: '19981234567', principal: false },
      { tipo: 'WHATSAPP_PESSOAL', valor: '19976543210', principal: false },
    ],
    conta: { permissoes: PERMISSIONS.all, credenciaisExpiradas: true },
  },
  {
    cpf: '15935725819',
    nomeCompleto: 'Lucas Martins',
    dataNascimento: '1995-08-09',
    sexo: 'M',
    estadoCivil: 'Solteiro',
    cnsBase: '20078901234',
    nomeMae: 'Cláudia Martins',
    identidade: { numero: '49.876.543-2', dataEmissao: '2013-04-25', uf: 'SP', orgao: 'SSP' },
    contatos: [email('lucas.martins@email.test'), celular('19994321098')],
  },
];

const essencialApartamento = (codigo: string, dataInicio: string): DemoContrato => ({
  codigo,
  plano: 'Vale Verde Essencial Apartamento',
  segmentacao: 'Ambulatorial + Hospitalar com Obstetrícia',
  registroAnsProduto: '487.654/21-3',
  tipoContratacao: 'Individual/Familiar',
  acomodacao: 'Apartamento',
  abrangencia: 'Grupo de Municípios',
  dataInicio,
});

export const DEMO_FAMILIES: DemoFamily[] = [
  {
    codigo: 'GF-000101',
    contratos: [
      essencialApartamento('100001', '2019-03-01'),
      {
        codigo: '100002',
        plano: 'Vale Verde Odonto',
        segmentacao: 'Odontológico',
        registroAnsProduto: '487.655/21-1',
        tipoContratacao: 'Individual/Familiar',
        acomodacao: null,
        abrangencia: 'Estadual',
        dataInicio: '2020-07-01',
      },
    ],
    membros: [
      { cpf: '11144477735', tipo: 'CONTRATANTE', parentesco: null, dataInclusao: '2019-03-01' },
      { cpf: '39053344705', tipo: 'TITULAR', parentesco: null, dataInclusao: '2019-03-01' },
      { cpf: '45678912364', tipo: 'DEPENDENTE', parentesco: 'Filho', dataInclusao: '2019-03-01' },
      { cpf: '74185296355', tipo: 'DEPENDENTE', parentesco: 'Filha', dataInclusao: '2019-03-01' },
    ],
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
      },
    ],
    membros: [{ cpf: '12345678909', tipo: 'TITULAR', parentesco: null, dataInclusao: '2021-09-15' }],
  },
  {
    codigo: 'GF-000103',
    contratos: [essencialApartamento('300001', '2018-05-01')],
    membros: [{ cpf: '85296374100', tipo: 'TITULAR', parentesco: null, dataInclusao: '2018-05-01' }],
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
      },
    ],
    membros: [{ cpf: '15935725819', tipo: 'TITULAR', parentesco: null, dataInclusao: '2022-02-01' }],
  },
  {
    codigo: 'GF-000105',
    contratos: [essencialApartamento('500001', '2023-04-01')],
    membros: [{ cpf: '27514839682', tipo: 'TITULAR', parentesco: null, dataInclusao: '2023-04-01' }],
  },
  {
    codigo: 'GF-000106',
    contratos: [essencialApartamento('600001', '2024-08-01')],
    membros: [{ cpf: '24681357928', tipo: 'TITULAR', parentesco: null, dataInclusao: '2024-08-01' }],
  },
];

/** Cards printed in the seed are valid until the end of the year after the reference date. */
export const DEMO_CARD_VALIDITY = '2027-12-31';
