// The demo's procedure table, its four products' rules and their reimbursement table (issue 41, part B,
// decision 0049), as the operator's systems would send them (the integration API's records): a few hundred
// procedures members ask about — consultations, lab and imaging exams for each body part, therapies,
// surgeries, births, dental care —, some outside the Rol, a few with a DUT in plain words. The same generator
// makes the bench's 5,000 (`procedimentosDemo(5000)`): the demo's, then synthetic names of the same words.
import type {
  ProcedimentoErp,
  ProdutoPlanoErp,
  ReembolsoTabelaErp,
} from '@portal/domain/contract/integracao/procedimentos';
import type { GrupoCarencia } from '@portal/domain/contract/plano/carencias-codigos';
import {
  buscaDoProcedimento,
  type SegmentacaoRol,
} from '@portal/domain/contract/plano/procedimentos-codigos';
import type { Database } from '../client.js';
import {
  planoProdutoRegras,
  planoProdutos,
  planoReembolsoTabela,
  procedimentos,
} from '../schema/procedimentos.js';

type P = ProcedimentoErp;
const AMB: SegmentacaoRol[] = ['AMBULATORIAL'];
const AMB_HOSP: SegmentacaoRol[] = ['AMBULATORIAL', 'HOSPITALAR'];
const HOSP: SegmentacaoRol[] = ['HOSPITALAR'];
const OBST: SegmentacaoRol[] = ['OBSTETRICIA'];
const ODONTO: SegmentacaoRol[] = ['ODONTOLOGICO'];

const p = (
  codigo: string,
  nome: string,
  grupo: GrupoCarencia,
  segmentacoes: SegmentacaoRol[],
  extra: Partial<P> = {},
): P => ({
  codigo,
  nome,
  grupo,
  segmentacoes,
  sinonimos: [],
  dut: null,
  altaComplexidade: false,
  autorizacaoPrevia: false,
  ...extra,
});

/** The demo's well-known procedures (the tests and the journey read these codes). */
export const PROCEDIMENTOS_CONHECIDOS = {
  consulta: '10101012',
  hemograma: '40304361',
  ressonanciaCranio: '41101010',
  partoCesariano: '31309038',
  petCt: '42010015',
  implanteDentario: '82001715',
  criolipolise: '30101999',
  limpezaDental: '84000074',
} as const;

const K = PROCEDIMENTOS_CONHECIDOS;

const BASE: P[] = [
  p(K.consulta, 'Consulta em consultório (horário normal)', 'CONSULTAS', AMB, {
    sinonimos: ['consulta médica', 'consulta eletiva', 'consulta com especialista', 'médico'],
  }),
  p('10101039', 'Consulta em pronto-socorro', 'URGENCIA_EMERGENCIA', AMB_HOSP, {
    sinonimos: ['pronto atendimento', 'emergência', 'PS'],
  }),
  p('10106146', 'Teleconsulta', 'CONSULTAS', AMB, { sinonimos: ['consulta online', 'telemedicina'] }),
  p(K.hemograma, 'Hemograma com contagem de plaquetas', 'EXAMES_SIMPLES', AMB, {
    sinonimos: ['hemograma completo', 'exame de sangue', 'hemo'],
  }),
  p('40302040', 'Glicose (glicemia de jejum)', 'EXAMES_SIMPLES', AMB, {
    sinonimos: ['glicemia', 'açúcar no sangue'],
  }),
  p('40301630', 'Colesterol total', 'EXAMES_SIMPLES', AMB, { sinonimos: ['colesterol'] }),
  p('40302750', 'Triglicerídeos', 'EXAMES_SIMPLES', AMB),
  p('40316521', 'TSH (hormônio tireoestimulante)', 'EXAMES_SIMPLES', AMB, { sinonimos: ['tireoide', 'TSH'] }),
  p('40311210', 'Urina tipo 1 (EAS)', 'EXAMES_SIMPLES', AMB, { sinonimos: ['exame de urina', 'EAS'] }),
  p('40310213', 'Parasitológico de fezes', 'EXAMES_SIMPLES', AMB, { sinonimos: ['exame de fezes'] }),
  p('40302580', 'Hemoglobina glicada (HbA1c)', 'EXAMES_SIMPLES', AMB, { sinonimos: ['glicada'] }),
  p('40305465', 'Dosagem de vitamina D (25-hidroxivitamina D)', 'EXAMES_SIMPLES', AMB, {
    sinonimos: ['vitamina D'],
    dut: 'Coberto para quem tem risco de deficiência: gestantes, idosos, pessoas com osteoporose, doença renal ou intestinal que prejudique a absorção, ou em uso de remédios que afetem a vitamina D.',
  }),
  p('40314618', 'Beta HCG (teste de gravidez no sangue)', 'EXAMES_SIMPLES', AMB, {
    sinonimos: ['teste de gravidez', 'beta hcg'],
  }),
  p('40801020', 'Raio-X de tórax', 'EXAMES_SIMPLES', AMB, {
    sinonimos: ['radiografia de tórax', 'raio x do pulmão'],
  }),
  p('40808041', 'Mamografia bilateral', 'EXAMES_SIMPLES', AMB, { sinonimos: ['mamografia'] }),
  p('40901122', 'Ultrassonografia de abdome total', 'EXAMES_SIMPLES', AMB, {
    sinonimos: ['ultrassom de abdome', 'ecografia'],
  }),
  p('40901300', 'Ultrassonografia obstétrica', 'EXAMES_SIMPLES', AMB, {
    sinonimos: ['ultrassom de gravidez', 'morfológico'],
  }),
  p('20101074', 'Eletrocardiograma', 'EXAMES_SIMPLES', AMB, { sinonimos: ['ECG', 'eletro'] }),
  p('40101010', 'Ecocardiograma transtorácico', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, {
    sinonimos: ['ecocardiograma', 'eco do coração'],
  }),
  p('40101037', 'Teste ergométrico', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, {
    sinonimos: ['teste de esforço', 'esteira'],
  }),
  p('40103110', 'Holter 24 horas', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, { sinonimos: ['holter'] }),
  p('40201120', 'Endoscopia digestiva alta', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, { sinonimos: ['endoscopia'] }),
  p('40201082', 'Colonoscopia', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, {
    sinonimos: ['colono'],
    autorizacaoPrevia: true,
  }),
  p(K.petCt, 'PET-CT oncológico', 'ALTA_COMPLEXIDADE', AMB, {
    sinonimos: ['pet scan', 'pet ct'],
    altaComplexidade: true,
    autorizacaoPrevia: true,
    dut: 'Coberto para pacientes com câncer em situações definidas pela ANS, como câncer de pulmão, linfomas, câncer colorretal com suspeita de metástase e alguns tumores de cabeça e pescoço, com pedido do médico que acompanha o tratamento.',
  }),
  p('40601110', 'Biópsia guiada por ultrassom', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, {
    autorizacaoPrevia: true,
  }),
  p('50000470', 'Sessão de psicoterapia', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, {
    sinonimos: ['psicólogo', 'terapia'],
  }),
  p('50000160', 'Sessão de fisioterapia', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, {
    sinonimos: ['fisioterapia', 'fisio'],
  }),
  p('50000586', 'Sessão de fonoaudiologia', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, { sinonimos: ['fono'] }),
  p('50000616', 'Consulta com nutricionista', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, {
    sinonimos: ['nutricionista'],
  }),
  p('50000144', 'Sessão de terapia ocupacional', 'EXAMES_COMPLEXOS_TERAPIAS', AMB),
  p('41401450', 'Oxigenoterapia hiperbárica', 'ALTA_COMPLEXIDADE', AMB_HOSP, {
    altaComplexidade: true,
    autorizacaoPrevia: true,
    dut: 'Coberto para feridas que não cicatrizam em pessoas com diabetes, intoxicação por monóxido de carbono, embolia gasosa e lesões por radioterapia, entre outras situações da ANS.',
  }),
  p('20104103', 'Quimioterapia ambulatorial (sessão)', 'ALTA_COMPLEXIDADE', AMB, {
    sinonimos: ['quimio', 'quimioterapia'],
    altaComplexidade: true,
    autorizacaoPrevia: true,
  }),
  p('41501012', 'Radioterapia (sessão)', 'ALTA_COMPLEXIDADE', AMB, {
    sinonimos: ['radio'],
    altaComplexidade: true,
    autorizacaoPrevia: true,
  }),
  p('30501250', 'Hemodiálise (sessão)', 'ALTA_COMPLEXIDADE', AMB_HOSP, {
    sinonimos: ['diálise'],
    altaComplexidade: true,
    autorizacaoPrevia: true,
  }),
  p('31005497', 'Gastroplastia (cirurgia bariátrica)', 'INTERNACOES_CIRURGIAS', HOSP, {
    sinonimos: ['bariátrica', 'redução de estômago'],
    altaComplexidade: true,
    autorizacaoPrevia: true,
    dut: 'Coberta para adultos de 18 a 65 anos com índice de massa corporal (IMC) a partir de 40, ou a partir de 35 com doenças associadas à obesidade (como diabetes ou pressão alta), depois de dois anos de tratamento clínico sem resultado.',
  }),
  p('31003079', 'Colecistectomia por videolaparoscopia', 'INTERNACOES_CIRURGIAS', HOSP, {
    sinonimos: ['retirada da vesícula', 'cirurgia de vesícula'],
    autorizacaoPrevia: true,
  }),
  p('31009166', 'Herniorrafia inguinal', 'INTERNACOES_CIRURGIAS', HOSP, {
    sinonimos: ['cirurgia de hérnia'],
    autorizacaoPrevia: true,
  }),
  p('31003516', 'Apendicectomia', 'INTERNACOES_CIRURGIAS', HOSP, {
    sinonimos: ['apendicite', 'retirada do apêndice'],
  }),
  p('30730015', 'Artroplastia total de joelho', 'INTERNACOES_CIRURGIAS', HOSP, {
    sinonimos: ['prótese de joelho'],
    altaComplexidade: true,
    autorizacaoPrevia: true,
  }),
  p('30715016', 'Artroscopia de joelho', 'INTERNACOES_CIRURGIAS', HOSP, {
    sinonimos: ['cirurgia de menisco'],
    autorizacaoPrevia: true,
  }),
  p('30306027', 'Facectomia com implante de lente (catarata)', 'INTERNACOES_CIRURGIAS', AMB_HOSP, {
    sinonimos: ['cirurgia de catarata'],
    autorizacaoPrevia: true,
  }),
  p('30101018', 'Cirurgia refrativa (miopia, com laser)', 'INTERNACOES_CIRURGIAS', AMB, {
    sinonimos: ['cirurgia de miopia', 'lasik'],
    autorizacaoPrevia: true,
    dut: 'Coberta para miopia de até 10 graus (ou hipermetropia de até 6 graus), estável há pelo menos um ano, em pessoas a partir de 18 anos.',
  }),
  p('31602010', 'Implante coclear', 'INTERNACOES_CIRURGIAS', HOSP, {
    altaComplexidade: true,
    autorizacaoPrevia: true,
    dut: 'Coberto para perda auditiva severa ou profunda nos dois ouvidos sem benefício com aparelho auditivo, conforme os critérios de idade e de exames da ANS.',
  }),
  p('80000010', 'Diária de internação clínica', 'INTERNACOES_CIRURGIAS', HOSP, {
    sinonimos: ['internação'],
    autorizacaoPrevia: true,
  }),
  p('80000029', 'Diária de UTI adulto', 'INTERNACOES_CIRURGIAS', HOSP, {
    sinonimos: ['UTI', 'terapia intensiva'],
    altaComplexidade: true,
  }),
  p(K.partoCesariano, 'Parto cesariano', 'PARTO_A_TERMO', OBST, { sinonimos: ['cesárea', 'cesariana'] }),
  p('31309127', 'Parto normal (via vaginal)', 'PARTO_A_TERMO', OBST, {
    sinonimos: ['parto normal', 'parto natural'],
  }),
  p('31309054', 'Curetagem uterina pós-aborto', 'INTERNACOES_CIRURGIAS', OBST),
  p('81000065', 'Consulta odontológica inicial', 'ODONTOLOGIA', ODONTO, {
    sinonimos: ['dentista', 'avaliação odontológica'],
  }),
  p(K.limpezaDental, 'Profilaxia: polimento coronário (limpeza)', 'ODONTOLOGIA', ODONTO, {
    sinonimos: ['limpeza dos dentes', 'tartaro'],
  }),
  p('85100099', 'Restauração em resina (um dente)', 'ODONTOLOGIA', ODONTO, {
    sinonimos: ['obturação', 'restauração'],
  }),
  p('82000034', 'Exodontia simples de permanente', 'ODONTOLOGIA', ODONTO, {
    sinonimos: ['extração de dente', 'arrancar dente'],
  }),
  p('85200115', 'Tratamento de canal (molar)', 'ODONTOLOGIA', ODONTO, { sinonimos: ['canal', 'endodontia'] }),
  p('81000421', 'Radiografia panorâmica', 'ODONTOLOGIA', ODONTO, { sinonimos: ['panorâmica'] }),
  p('87000024', 'Aplicação de flúor', 'ODONTOLOGIA', ODONTO, { sinonimos: ['flúor'] }),
  p('82000239', 'Exodontia de dente incluso (siso)', 'ODONTOLOGIA', ODONTO, {
    sinonimos: ['siso', 'dente do siso'],
  }),
  // Outside the Rol: the plan need not cover them.
  p(K.implanteDentario, 'Implante dentário osseointegrado', 'ODONTOLOGIA', [], {
    sinonimos: ['implante', 'pino de titânio'],
  }),
  p(K.criolipolise, 'Criolipólise (estética)', 'EXAMES_COMPLEXOS_TERAPIAS', [], {
    sinonimos: ['congelamento de gordura'],
  }),
  p('30101980', 'Aplicação de toxina botulínica estética', 'EXAMES_COMPLEXOS_TERAPIAS', [], {
    sinonimos: ['botox'],
  }),
  p('40399999', 'Teste genético de ancestralidade', 'EXAMES_COMPLEXOS_TERAPIAS', [], {
    sinonimos: ['DNA de ancestralidade'],
  }),
  p('85400998', 'Clareamento dental', 'ODONTOLOGIA', [], { sinonimos: ['clareamento'] }),
  p('31403999', 'Cirurgia plástica estética de abdome', 'INTERNACOES_CIRURGIAS', [], {
    sinonimos: ['abdominoplastia', 'plástica'],
  }),
  p('50000999', 'Medicina ortomolecular', 'EXAMES_COMPLEXOS_TERAPIAS', []),
  p('30101997', 'Depilação a laser', 'EXAMES_COMPLEXOS_TERAPIAS', [], { sinonimos: ['laser'] }),
];

/** Imaging of each body part: what members ask for most ('ressonância do joelho'). */
const PARTES: [string, string][] = [
  ['crânio', 'cabeça'],
  ['coluna cervical', 'pescoço'],
  ['coluna torácica', 'costas'],
  ['coluna lombar', 'lombar'],
  ['joelho', 'joelho'],
  ['ombro', 'ombro'],
  ['quadril', 'quadril'],
  ['tornozelo', 'tornozelo'],
  ['punho', 'punho'],
  ['abdome superior', 'barriga'],
  ['pelve', 'pelve'],
  ['mamas', 'mama'],
  ['tórax', 'peito'],
  ['face e seios da face', 'sinusite'],
  ['cotovelo', 'cotovelo'],
  ['pé', 'pé'],
  ['mão', 'mão'],
  ['coxa', 'coxa'],
];
const IMAGEM: {
  prefixo: string;
  nome: string;
  sinonimo: string;
  grupo: GrupoCarencia;
  autorizacao: boolean;
}[] = [
  {
    prefixo: '411010',
    nome: 'Ressonância magnética de',
    sinonimo: 'RM',
    grupo: 'EXAMES_COMPLEXOS_TERAPIAS',
    autorizacao: true,
  },
  {
    prefixo: '410010',
    nome: 'Tomografia computadorizada de',
    sinonimo: 'TC',
    grupo: 'EXAMES_COMPLEXOS_TERAPIAS',
    autorizacao: true,
  },
  {
    prefixo: '409020',
    nome: 'Ultrassonografia de',
    sinonimo: 'ultrassom',
    grupo: 'EXAMES_SIMPLES',
    autorizacao: false,
  },
  {
    prefixo: '408030',
    nome: 'Raio-X de',
    sinonimo: 'radiografia',
    grupo: 'EXAMES_SIMPLES',
    autorizacao: false,
  },
];

/** Lab exams: one line each (the analyte, a word members use). */
const LABORATORIO: [string, string][] = [
  ['Creatinina', 'rim'],
  ['Ureia', 'rim'],
  ['Ácido úrico', 'gota'],
  ['TGO (AST)', 'fígado'],
  ['TGP (ALT)', 'fígado'],
  ['Gama GT', 'fígado'],
  ['Bilirrubinas', 'icterícia'],
  ['Ferritina', 'ferro'],
  ['Ferro sérico', 'anemia'],
  ['Vitamina B12', 'b12'],
  ['Ácido fólico', 'folato'],
  ['T4 livre', 'tireoide'],
  ['T3', 'tireoide'],
  ['PSA total', 'próstata'],
  ['PSA livre', 'próstata'],
  ['Proteína C reativa', 'PCR'],
  ['VHS', 'inflamação'],
  ['Sódio', 'eletrólitos'],
  ['Potássio', 'eletrólitos'],
  ['Cálcio', 'cálcio'],
  ['Magnésio', 'magnésio'],
  ['Fósforo', 'fósforo'],
  ['Colesterol HDL', 'colesterol bom'],
  ['Colesterol LDL', 'colesterol ruim'],
  ['Insulina', 'resistência à insulina'],
  ['Cortisol', 'estresse'],
  ['Prolactina', 'hormônio'],
  ['Estradiol', 'hormônio feminino'],
  ['Testosterona total', 'hormônio masculino'],
  ['FSH', 'fertilidade'],
  ['LH', 'fertilidade'],
  ['Progesterona', 'gravidez'],
  ['HIV 1 e 2 (anticorpos)', 'HIV'],
  ['Hepatite B (HBsAg)', 'hepatite'],
  ['Hepatite C (anti-HCV)', 'hepatite'],
  ['Sífilis (VDRL)', 'VDRL'],
  ['Toxoplasmose (IgG e IgM)', 'toxoplasmose'],
  ['Rubéola (IgG)', 'rubéola'],
  ['Dengue (NS1)', 'dengue'],
  ['COVID-19 (RT-PCR)', 'covid'],
  ['Urocultura', 'infecção urinária'],
  ['Coagulograma', 'coagulação'],
  ['Tempo de protrombina (TAP)', 'TAP'],
  ['Tipagem sanguínea ABO e Rh', 'tipo sanguíneo'],
  ['Amilase', 'pâncreas'],
  ['Lipase', 'pâncreas'],
  ['Albumina', 'proteína'],
  ['CPK', 'músculo'],
  ['Troponina', 'infarto'],
  ['Microalbuminúria', 'rim'],
  ['Clearance de creatinina', 'função renal'],
  ['Curva glicêmica', 'diabetes'],
  ['Eletroforese de proteínas', 'proteínas'],
  ['Anti-TPO', 'tireoide'],
  ['Reticulócitos', 'anemia'],
  ['Plaquetas', 'plaquetas'],
  ['Homocisteína', 'homocisteína'],
  ['Zinco', 'zinco'],
  ['Cultura de secreção', 'cultura'],
  ['Papanicolau (citologia oncótica)', 'preventivo'],
];

/** Surgeries, therapies and procedures by speciality (one line each). */
const OUTROS: [string, GrupoCarencia, SegmentacaoRol[], boolean][] = [
  ['Sessão de acupuntura', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, false],
  ['Sessão de RPG (reeducação postural)', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, false],
  ['Audiometria tonal', 'EXAMES_SIMPLES', AMB, false],
  ['Espirometria', 'EXAMES_SIMPLES', AMB, false],
  ['Densitometria óssea', 'EXAMES_SIMPLES', AMB, false],
  ['Eletroencefalograma', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, false],
  ['Eletroneuromiografia', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, true],
  ['Polissonografia', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, true],
  ['Mapeamento de retina', 'EXAMES_SIMPLES', AMB, false],
  ['Tonometria (pressão do olho)', 'EXAMES_SIMPLES', AMB, false],
  ['Cintilografia do miocárdio', 'ALTA_COMPLEXIDADE', AMB, true],
  ['Cateterismo cardíaco', 'ALTA_COMPLEXIDADE', HOSP, true],
  ['Angioplastia coronária com stent', 'ALTA_COMPLEXIDADE', HOSP, true],
  ['Cirurgia de revascularização do miocárdio (ponte de safena)', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Histerectomia total', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Laqueadura tubária', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Vasectomia', 'INTERNACOES_CIRURGIAS', AMB_HOSP, true],
  ['Amigdalectomia', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Adenoidectomia', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Septoplastia (desvio de septo)', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Tireoidectomia', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Mastectomia', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Prostatectomia', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Cirurgia de varizes', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Hemorroidectomia', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Postectomia (fimose)', 'INTERNACOES_CIRURGIAS', AMB_HOSP, true],
  ['Cirurgia de túnel do carpo', 'INTERNACOES_CIRURGIAS', AMB_HOSP, true],
  ['Reconstrução do ligamento cruzado anterior', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Artrodese de coluna', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Retirada de pinta (exérese de lesão de pele)', 'EXAMES_SIMPLES', AMB, false],
  ['Cauterização de verruga', 'EXAMES_SIMPLES', AMB, false],
  ['Drenagem de abscesso', 'URGENCIA_EMERGENCIA', AMB, false],
  ['Sutura de ferimento', 'URGENCIA_EMERGENCIA', AMB, false],
  ['Imobilização gessada', 'URGENCIA_EMERGENCIA', AMB, false],
  ['Inalação (nebulização)', 'URGENCIA_EMERGENCIA', AMB, false],
  ['Aplicação de medicação injetável', 'URGENCIA_EMERGENCIA', AMB, false],
  ['Vacina antirrábica (aplicação)', 'URGENCIA_EMERGENCIA', AMB, false],
  ['Inserção de DIU', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, false],
  ['Colposcopia', 'EXAMES_SIMPLES', AMB, false],
  ['Cistoscopia', 'EXAMES_COMPLEXOS_TERAPIAS', AMB, true],
  ['Litotripsia (pedra no rim)', 'ALTA_COMPLEXIDADE', AMB_HOSP, true],
  ['Transplante de rim', 'ALTA_COMPLEXIDADE', HOSP, true],
  ['Transplante de córnea', 'ALTA_COMPLEXIDADE', HOSP, true],
  ['Terapia imunobiológica (infusão)', 'ALTA_COMPLEXIDADE', AMB, true],
  ['Internação psiquiátrica (diária)', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Hospital-dia psiquiátrico', 'INTERNACOES_CIRURGIAS', HOSP, true],
  ['Atendimento ao recém-nascido em sala de parto', 'PARTO_A_TERMO', OBST, false],
  ['Pré-natal (consulta)', 'CONSULTAS', AMB, false],
  ['Teste do pezinho', 'EXAMES_SIMPLES', AMB, false],
  ['Teste da orelhinha (emissões otoacústicas)', 'EXAMES_SIMPLES', AMB, false],
];

/** Words of the bench's synthetic procedures: a kind, a target and a qualifier of the demo's vocabulary. */
const TIPOS_SINTETICOS = [
  'Dosagem de',
  'Pesquisa de',
  'Exérese de',
  'Biópsia de',
  'Reparo de',
  'Infiltração de',
  'Avaliação de',
  'Drenagem de',
];
const QUALIFICADORES = [
  'unilateral',
  'bilateral',
  'com contraste',
  'por vídeo',
  'ambulatorial',
  'em criança',
  'guiada',
  'segmentar',
];

function demo(): P[] {
  const imagem = IMAGEM.flatMap((t) =>
    PARTES.map(([parte, popular], i) =>
      p(`${t.prefixo}${String(10 + i).padStart(2, '0')}`, `${t.nome} ${parte}`, t.grupo, AMB, {
        sinonimos: [`${t.sinonimo} de ${parte}`, `${t.sinonimo} ${popular}`],
        autorizacaoPrevia: t.autorizacao,
        altaComplexidade: false,
      }),
    ),
  );
  const laboratorio = LABORATORIO.map(([nome, popular], i) =>
    p(`4030${String(1000 + i * 7).padStart(4, '0')}`, nome, 'EXAMES_SIMPLES', AMB, { sinonimos: [popular] }),
  );
  const outros = OUTROS.map(([nome, grupo, seg, autorizacao], i) =>
    p(`3190${String(1000 + i * 11).padStart(4, '0')}`, nome, grupo, seg, {
      autorizacaoPrevia: autorizacao,
      altaComplexidade: grupo === 'ALTA_COMPLEXIDADE',
    }),
  );
  // The base list names the well-known codes: a generated code equal to one of them gives way.
  const conhecidos = new Set(BASE.map((b) => b.codigo));
  return [...BASE, ...[...imagem, ...laboratorio, ...outros].filter((g) => !conhecidos.has(g.codigo))];
}

/**
 * `total` procedures: the demo's (a few hundred), then synthetic ones of the same words (codes 9xxxxxxx) — the
 * bench's 5,000 with `procedimentosDemo(5000)`.
 */
export function procedimentosDemo(total?: number): P[] {
  const base = demo();
  if (total === undefined || total <= base.length) return total === undefined ? base : base.slice(0, total);
  const alvos = [...PARTES.map(([parte]) => parte), ...LABORATORIO.map(([nome]) => nome.toLowerCase())];
  const sinteticos: P[] = [];
  for (let i = 0; sinteticos.length < total - base.length; i++) {
    const tipo = TIPOS_SINTETICOS[i % TIPOS_SINTETICOS.length]!;
    const alvo = alvos[Math.floor(i / TIPOS_SINTETICOS.length) % alvos.length]!;
    const qualificador =
      QUALIFICADORES[Math.floor(i / (TIPOS_SINTETICOS.length * alvos.length)) % QUALIFICADORES.length]!;
    const grupo: GrupoCarencia =
      i % 3 === 0 ? 'EXAMES_COMPLEXOS_TERAPIAS' : i % 3 === 1 ? 'EXAMES_SIMPLES' : 'INTERNACOES_CIRURGIAS';
    sinteticos.push(
      p(
        `9${String(i).padStart(7, '0')}`,
        `${tipo} ${alvo} ${qualificador} (${i})`,
        grupo,
        i % 17 === 0 ? [] : AMB_HOSP,
      ),
    );
  }
  return [...base, ...sinteticos];
}

/** The demo's four products (demo-data.ts registroAnsProduto): segmentations and rules. */
export const PRODUTOS_DEMO: ProdutoPlanoErp[] = [
  {
    // Vale Verde Essencial Apartamento (Maria, João, Ana; Fernanda).
    registroAns: '487.654/21-3',
    segmentacoes: ['AMBULATORIAL', 'HOSPITALAR', 'OBSTETRICIA'],
    regras: [
      { grupo: 'CONSULTAS', coparticipacao: { percentual: 30, tetoCentavos: 4000 } },
      { grupo: 'EXAMES_SIMPLES', coparticipacao: { percentual: 20, tetoCentavos: 3000 } },
      { grupo: 'EXAMES_COMPLEXOS_TERAPIAS', coparticipacao: { percentual: 20, tetoCentavos: 10000 } },
      // The operator waives its authorization for the colonoscopy on this product.
      { procedimento: '40201082', autorizacaoPrevia: false },
    ],
  },
  {
    // Vale Verde Odonto.
    registroAns: '487.655/21-1',
    segmentacoes: ['ODONTOLOGICO'],
    regras: [{ grupo: 'ODONTOLOGIA', coparticipacao: { valorFixoCentavos: 1500 } }],
  },
  {
    // Vale Verde Clássico Enfermaria (Roberto).
    registroAns: '487.656/21-0',
    segmentacoes: ['AMBULATORIAL', 'HOSPITALAR', 'OBSTETRICIA'],
    regras: [{ grupo: 'CONSULTAS', coparticipacao: { valorFixoCentavos: 2500 } }],
  },
  {
    // Vale Verde Empresarial Enfermaria (Lucas): no obstetrics.
    registroAns: '487.657/22-8',
    segmentacoes: ['AMBULATORIAL', 'HOSPITALAR'],
    regras: [
      { grupo: 'CONSULTAS', coparticipacao: { percentual: 25, tetoCentavos: 3500 } },
      {
        grupo: 'EXAMES_COMPLEXOS_TERAPIAS',
        coparticipacao: { percentual: 10, valorFixoCentavos: 1000, tetoCentavos: 8000 },
      },
    ],
  },
];

/** What the reimbursement table pays per group: a limit, or a multiplier of a reference value. */
const REEMBOLSO_GRUPO: Record<
  GrupoCarencia,
  { limite?: number; multiplicador?: number; referencia?: number }
> = {
  URGENCIA_EMERGENCIA: { limite: 25_000 },
  CONSULTAS: { limite: 15_000 },
  EXAMES_SIMPLES: { multiplicador: 1.5, referencia: 4_000 },
  EXAMES_COMPLEXOS_TERAPIAS: { multiplicador: 2.5, referencia: 32_000 },
  ALTA_COMPLEXIDADE: { multiplicador: 2, referencia: 150_000 },
  INTERNACOES_CIRURGIAS: { multiplicador: 3, referencia: 200_000 },
  PARTO_A_TERMO: { limite: 450_000 },
  ODONTOLOGIA: { limite: 12_000 },
};

/**
 * The reimbursement table of the products with free choice (the Essencial and the Empresarial; the Clássico
 * and the Odonto have none): a line for each of the procedures their segmentations cover under the Rol.
 */
export function tabelaReembolsoDemo(lista: readonly P[]): ReembolsoTabelaErp[] {
  const produtos = PRODUTOS_DEMO.filter(
    (x) => x.registroAns === '487.654/21-3' || x.registroAns === '487.657/22-8',
  );
  return produtos.flatMap((produto) =>
    lista
      .filter((proc) => proc.segmentacoes.some((s) => produto.segmentacoes.includes(s)))
      .map((proc) => {
        const r = REEMBOLSO_GRUPO[proc.grupo];
        return {
          idErp: `REEMB-${produto.registroAns.slice(0, 7).replace('.', '')}-${proc.codigo}`,
          registroAns: produto.registroAns,
          procedimento: proc.codigo,
          limiteCentavos: r.limite ?? null,
          multiplicador: r.multiplicador ?? null,
          valorReferenciaCentavos: r.referencia ?? null,
          coparticipacaoPercentual: proc.grupo === 'CONSULTAS' ? null : 10,
        };
      }),
  );
}

/** Procedures in multi-row statements: their ids by code. */
export async function inserirProcedimentos(
  tx: Database,
  lista: readonly P[],
  at: Date,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < lista.length; i += 1000) {
    const linhas = await tx
      .insert(procedimentos)
      .values(
        lista.slice(i, i + 1000).map((x) => ({
          codigo: x.codigo,
          nome: x.nome,
          sinonimos: x.sinonimos,
          busca: buscaDoProcedimento(x.nome, x.sinonimos),
          grupo: x.grupo,
          segmentacoes: x.segmentacoes,
          dut: x.dut ?? null,
          altaComplexidade: x.altaComplexidade,
          autorizacaoPrevia: x.autorizacaoPrevia,
          atualizadoEm: at,
        })),
      )
      .returning({ id: procedimentos.id, codigo: procedimentos.codigo });
    for (const l of linhas) ids.set(l.codigo, l.id);
  }
  return ids;
}

/** Reimbursement lines of procedures whose ids `ids` holds, in multi-row statements. */
export async function inserirTabelaReembolso(
  tx: Database,
  tabela: readonly ReembolsoTabelaErp[],
  ids: ReadonlyMap<string, number>,
  at: Date,
): Promise<void> {
  for (let i = 0; i < tabela.length; i += 1000) {
    await tx.insert(planoReembolsoTabela).values(
      tabela.slice(i, i + 1000).map((l) => ({
        idErp: l.idErp,
        registroAns: l.registroAns!,
        procedimentoId: ids.get(l.procedimento!)!,
        limiteCentavos: l.limiteCentavos ?? null,
        multiplicadorCentesimos: l.multiplicador == null ? null : Math.round(l.multiplicador * 100),
        valorReferenciaCentavos: l.valorReferenciaCentavos ?? null,
        coparticipacaoPercentual: l.coparticipacaoPercentual ?? null,
        atualizadoEm: at,
      })),
    );
  }
}

/**
 * The table, the rules and the reimbursement lines in a few multi-row statements (every test seeds the demo).
 * `total`: how many procedures; the demo's few hundred when left out.
 */
export async function seedProcedimentos(tx: Database, at: Date, total?: number): Promise<void> {
  const lista = procedimentosDemo(total);
  const ids = await inserirProcedimentos(tx, lista, at);
  const produtos = await tx
    .insert(planoProdutos)
    .values(
      PRODUTOS_DEMO.map((x) => ({
        registroAns: x.registroAns,
        segmentacoes: x.segmentacoes,
        atualizadoEm: at,
      })),
    )
    .returning({ id: planoProdutos.id, registroAns: planoProdutos.registroAns });
  await tx.insert(planoProdutoRegras).values(
    PRODUTOS_DEMO.flatMap((x) =>
      x.regras.map((r) => ({
        produtoId: produtos.find((y) => y.registroAns === x.registroAns)!.id,
        procedimentoId: r.procedimento ? ids.get(r.procedimento)! : null,
        grupo: r.grupo ?? null,
        coparticipacaoPercentual: r.coparticipacao?.percentual ?? null,
        coparticipacaoFixaCentavos: r.coparticipacao?.valorFixoCentavos ?? null,
        coparticipacaoTetoCentavos: r.coparticipacao?.tetoCentavos ?? null,
        autorizacaoPrevia: r.autorizacaoPrevia ?? null,
      })),
    ),
  );
  await inserirTabelaReembolso(tx, tabelaReembolsoDemo(lista), ids, at);
}
