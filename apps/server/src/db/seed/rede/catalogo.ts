// The demo network's catalogue (issue 40): the specialities and services of the Guia Médico, each with the words
// members type for it ('ortopedista', 'raio x', 'dentista'). The operator's systems send their own through
// the integration API (PUT /integracao/v1/rede/servicos); the demo seed and the benches write this one. The
// codes of the operator's own units' agendas (CLINICA_MEDICA, PEDIATRIA, CARDIOLOGIA: seed/agendamento.ts)
// are the same here, so an own unit's speciality and its agenda's read alike.
import type { TipoServicoRede } from '@portal/domain/contract/facilidades/rede-codigos';

export interface ServicoCatalogo {
  codigo: string;
  nome: string;
  tipo: TipoServicoRede;
  sinonimos: readonly string[];
}

const entrada =
  (tipo: TipoServicoRede) =>
  <C extends string>(codigo: C, nome: string, ...sinonimos: string[]) =>
    ({ codigo, nome, tipo, sinonimos }) satisfies ServicoCatalogo;
const especialidade = entrada('ESPECIALIDADE');
const servico = entrada('SERVICO');

/** Medical specialities (a CRM doctor's). */
export const ESPECIALIDADES_MEDICAS = [
  especialidade('CLINICA_MEDICA', 'Clínica Médica', 'clínico geral', 'clínico', 'médico de família'),
  especialidade('PEDIATRIA', 'Pediatria', 'pediatra', 'médico de criança'),
  especialidade('ORTOPEDIA', 'Ortopedia e Traumatologia', 'ortopedista', 'traumatologista', 'ortopedia'),
  especialidade('GINECOLOGIA', 'Ginecologia e Obstetrícia', 'ginecologista', 'obstetra', 'obstetrícia'),
  especialidade('CARDIOLOGIA', 'Cardiologia', 'cardiologista', 'médico do coração'),
  especialidade('DERMATOLOGIA', 'Dermatologia', 'dermatologista', 'médico de pele'),
  especialidade('OFTALMOLOGIA', 'Oftalmologia', 'oftalmologista', 'oculista', 'médico de olhos'),
  especialidade('OTORRINO', 'Otorrinolaringologia', 'otorrino', 'otorrinolaringologista'),
  especialidade('NEUROLOGIA', 'Neurologia', 'neurologista'),
  especialidade('PSIQUIATRIA', 'Psiquiatria', 'psiquiatra'),
  especialidade('ENDOCRINOLOGIA', 'Endocrinologia e Metabologia', 'endocrinologista', 'endócrino'),
  especialidade('GASTROENTEROLOGIA', 'Gastroenterologia', 'gastroenterologista', 'gastro'),
  especialidade('UROLOGIA', 'Urologia', 'urologista'),
  especialidade('PNEUMOLOGIA', 'Pneumologia', 'pneumologista', 'médico do pulmão'),
  especialidade('NEFROLOGIA', 'Nefrologia', 'nefrologista', 'médico dos rins'),
  especialidade('REUMATOLOGIA', 'Reumatologia', 'reumatologista'),
  especialidade('GERIATRIA', 'Geriatria', 'geriatra', 'médico do idoso'),
  especialidade('ONCOLOGIA', 'Oncologia Clínica', 'oncologista', 'câncer'),
  especialidade('ALERGOLOGIA', 'Alergia e Imunologia', 'alergista', 'imunologista'),
  especialidade(
    'ANGIOLOGIA',
    'Angiologia e Cirurgia Vascular',
    'angiologista',
    'cirurgião vascular',
    'varizes',
  ),
  especialidade('CIRURGIA_GERAL', 'Cirurgia Geral', 'cirurgião geral', 'cirurgião'),
  especialidade('MASTOLOGIA', 'Mastologia', 'mastologista'),
  especialidade('HEMATOLOGIA', 'Hematologia', 'hematologista'),
  especialidade('INFECTOLOGIA', 'Infectologia', 'infectologista'),
  especialidade('NUTROLOGIA', 'Nutrologia', 'nutrólogo'),
] as const satisfies readonly ServicoCatalogo[];

/** Dental specialities (a CRO dentist's), on the dental products' network. */
export const ESPECIALIDADES_ODONTO = [
  especialidade('ODONTOLOGIA_GERAL', 'Clínica Geral Odontológica', 'dentista', 'odontologia', 'odontólogo'),
  especialidade('ORTODONTIA', 'Ortodontia', 'ortodontista', 'aparelho nos dentes'),
  especialidade('ENDODONTIA', 'Endodontia', 'endodontista', 'tratamento de canal', 'canal'),
  especialidade('PERIODONTIA', 'Periodontia', 'periodontista', 'gengiva'),
  especialidade('ODONTOPEDIATRIA', 'Odontopediatria', 'odontopediatra', 'dentista infantil'),
  especialidade('IMPLANTODONTIA', 'Implantodontia', 'implante dentário', 'implantodontista'),
  especialidade('BUCOMAXILO', 'Cirurgia Bucomaxilofacial', 'bucomaxilo', 'extração de siso'),
] as const satisfies readonly ServicoCatalogo[];

/** The other health professions with a council of their own (CRP, CRN, CREFITO, CRFa). */
export const ESPECIALIDADES_SAUDE = [
  especialidade('PSICOLOGIA', 'Psicologia', 'psicólogo', 'psicóloga', 'terapia'),
  especialidade('NUTRICAO', 'Nutrição', 'nutricionista', 'dieta'),
  especialidade('FISIOTERAPIA', 'Fisioterapia', 'fisioterapeuta', 'fisio'),
  especialidade('FONOAUDIOLOGIA', 'Fonoaudiologia', 'fonoaudiólogo', 'fono'),
] as const satisfies readonly ServicoCatalogo[];

/** Imaging and other exams done in clinics and hospitals. */
export const SERVICOS_IMAGEM = [
  servico('RAIO_X', 'Raio-X', 'radiografia', 'raio x', 'rx'),
  servico('ULTRASSONOGRAFIA', 'Ultrassonografia', 'ultrassom', 'ultrassonografia', 'ecografia', 'ultrasom'),
  servico('RESSONANCIA', 'Ressonância Magnética', 'ressonância', 'ressonancia magnetica'),
  servico('TOMOGRAFIA', 'Tomografia Computadorizada', 'tomografia', 'tomo'),
  servico('MAMOGRAFIA', 'Mamografia', 'mamografia', 'exame das mamas'),
  servico('DENSITOMETRIA', 'Densitometria Óssea', 'densitometria', 'exame de osteoporose'),
  servico('ELETROCARDIOGRAMA', 'Eletrocardiograma', 'eletro', 'ecg'),
  servico('ECOCARDIOGRAMA', 'Ecocardiograma', 'eco do coração', 'ecocardiografia'),
  servico('TESTE_ERGOMETRICO', 'Teste Ergométrico', 'teste de esforço', 'esteira'),
  servico('HOLTER', 'Holter 24 horas', 'holter'),
  servico('ENDOSCOPIA', 'Endoscopia Digestiva', 'endoscopia'),
  servico('COLONOSCOPIA', 'Colonoscopia', 'colonoscopia'),
  servico('AUDIOMETRIA', 'Audiometria', 'exame de audição'),
] as const satisfies readonly ServicoCatalogo[];

/** Laboratory exams. */
export const SERVICOS_LABORATORIO = [
  servico('HEMOGRAMA', 'Hemograma Completo', 'hemograma', 'exame de sangue'),
  servico('ANALISES_CLINICAS', 'Análises Clínicas', 'exames laboratoriais', 'laboratório', 'coleta'),
  servico('GLICEMIA', 'Glicemia', 'glicose', 'exame de diabetes'),
  servico('COLESTEROL', 'Colesterol e Triglicerídeos', 'colesterol', 'perfil lipídico'),
  servico('URINA', 'Urina Tipo I', 'exame de urina', 'eas'),
  servico('TIREOIDE', 'Hormônios da Tireoide', 'tsh', 't4 livre', 'tireoide'),
  servico('PAPANICOLAU', 'Papanicolau', 'preventivo', 'citologia'),
  servico('VACINACAO', 'Vacinação', 'vacina'),
] as const satisfies readonly ServicoCatalogo[];

/** What only hospitals (and emergency units) do. */
export const SERVICOS_HOSPITAL = [
  servico('PRONTO_SOCORRO', 'Pronto-Socorro', 'emergência', 'urgência', 'pronto socorro', 'ps'),
  servico('INTERNACAO', 'Internação', 'internação hospitalar', 'leito'),
  servico('UTI', 'UTI', 'terapia intensiva', 'cti'),
  servico('CENTRO_CIRURGICO', 'Centro Cirúrgico', 'cirurgia', 'operação'),
  servico('MATERNIDADE', 'Maternidade', 'parto', 'maternidade'),
  servico('HEMODIALISE', 'Hemodiálise', 'diálise'),
  servico('QUIMIOTERAPIA', 'Quimioterapia', 'quimio'),
  servico('RADIOTERAPIA', 'Radioterapia', 'rádio'),
] as const satisfies readonly ServicoCatalogo[];

/** Dental services. */
export const SERVICOS_ODONTO = [
  servico('RADIOGRAFIA_ODONTO', 'Radiografia Odontológica', 'raio-x do dente', 'panorâmica'),
  servico('LIMPEZA_DENTAL', 'Limpeza Dental', 'limpeza', 'profilaxia', 'tártaro'),
  servico('URGENCIA_ODONTO', 'Urgência Odontológica', 'dor de dente', 'dentista de plantão'),
] as const satisfies readonly ServicoCatalogo[];

/** The whole catalogue, in the order the seed writes it. */
export const CATALOGO_REDE = [
  ...ESPECIALIDADES_MEDICAS,
  ...ESPECIALIDADES_ODONTO,
  ...ESPECIALIDADES_SAUDE,
  ...SERVICOS_IMAGEM,
  ...SERVICOS_LABORATORIO,
  ...SERVICOS_HOSPITAL,
  ...SERVICOS_ODONTO,
] as const;

export type CodigoServicoDemo = (typeof CATALOGO_REDE)[number]['codigo'];
