// The synthetic ERP export of the bulk-load bench (issue 19): families of one contract each, a titular and
// up to three dependants (CPFs and CNSs valid by their check digits, never a demo one), one card per member,
// and a bill a month per contract with an item per member — in the file order the load needs (contracts,
// beneficiaries, cards, bills), then, when asked for, health records with a tiny PDF each (a titular's denied
// guide with its letter, exam result with its report, prescription — in turn). Written as a stream: a million
// lines never sit in memory.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { onlyDigits, parseIsoDate } from '@portal/domain';
import { PRODUTOS_REDE_DEMO } from '@portal/domain/contract/facilidades/rede-demo';
import { CATALOGO_REDE } from '../../apps/server/src/db/seed/rede/catalogo.js';
import { gerarRede } from '../../apps/server/src/db/seed/rede/gerar.js';
import { cpfFromBase } from '@portal/test-support/fresh-families';
import { guiaNegadaErp } from '@portal/test-support/integracao';

export interface Escala {
  beneficiarios: number;
  titulos: number;
  /**
   * The Guia Médico's network (issue 40): that many locations of the demo's own generator (another seed, ids
   * 'BCH-R…'), after the catalogue and the products, as the operator's accreditation system would export them.
   */
  rede?: number;
  /** Health records with a PDF (guides, exam results, prescriptions in turn, one family after another). */
  documentos?: number;
}

export interface Gerado {
  linhas: number;
  /** The network's locations and providers (the catalogue's and products' lines apart). */
  locaisRede: number;
  prestadoresRede: number;
  contratos: number;
  beneficiarios: number;
  cartoes: number;
  titulos: number;
  documentos: number;
}

/** The smallest file the portal recognises as a PDF by its bytes (the same bytes for every record). */
const PDF_MINIMO = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');

/** Members per family: 1 to 4, averaging 2.5, fixed by the family's number (the file is reproducible). */
const membrosDa = (familia: number) => 1 + ((familia * 7) % 4);

/** A valid CPF from a serial number (prefix 8 keeps it apart from the demo's and the e2e pool's). */
const cpf = (n: number): string => onlyDigits(cpfFromBase(`8${String(n).padStart(8, '0')}`));

/** A valid provisional CNS (starts with 8: the sum of the digits times 15…1 is a multiple of 11). */
function cns(n: number): string {
  const base = `8${String(n).padStart(13, '0')}`;
  const soma = [...base].reduce((s, d, i) => s + Number(d) * (15 - i), 0);
  for (let ultimo = 0; ultimo <= 9; ultimo++) if ((soma + ultimo) % 11 === 0) return `${base}${ultimo}`;
  return cns(n + 50_000_000);
}

const pad = (n: number, size: number) => String(n).padStart(size, '0');

const SILABAS = [
  'ba',
  'be',
  'bi',
  'bo',
  'ca',
  'ce',
  'da',
  'di',
  'fa',
  'fe',
  'la',
  'li',
  'ma',
  'mi',
  'na',
  'no',
  'ra',
  'ri',
  'ta',
  'vi',
];
/** A surname made of syllables from a number (names refuse digits): 12 → 'Bebi'. */
function sobrenome(n: number): string {
  let texto = '';
  do {
    texto += SILABAS[n % SILABAS.length];
    n = Math.floor(n / SILABAS.length);
  } while (n > 0);
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}
const PRENOMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio'];

/**
 * The network's lines in the load's dependency order (docs/integracao.md "Rede"): products, catalogue,
 * providers, locations with their services and products. Locations carry no own unit (the demo's are the demo's).
 */
async function escreverRede(
  escrever: (tipo: string, registro: unknown) => Promise<void>,
  locais: number,
): Promise<{ locaisRede: number; prestadoresRede: number }> {
  if (locais <= 0) return { locaisRede: 0, prestadoresRede: 0 };
  const rede = gerarRede({
    locais,
    hoje: parseIsoDate('2026-01-01')!,
    semente: 19,
    prefixo: 'BCH-R',
    soGerados: true,
  });
  for (const produto of Object.values(PRODUTOS_REDE_DEMO)) await escrever('rede-produtos', produto);
  for (const servico of CATALOGO_REDE) await escrever('rede-servicos', servico);
  for (const prestador of rede.prestadores) await escrever('rede-prestadores', prestador);
  for (const local of rede.locais) await escrever('rede-locais', local);
  return { locaisRede: rede.locais.length, prestadoresRede: rede.prestadores.length };
}

export async function gerarExportacao(arquivo: string, escala: Escala): Promise<Gerado> {
  const saida = createWriteStream(arquivo);
  let linhas = 0;
  const escrever = async (tipo: string, registro: unknown) => {
    linhas += 1;
    if (!saida.write(`${JSON.stringify({ tipo, registro })}\n`)) await once(saida, 'drain');
  };

  // How many families give the beneficiaries asked for, and how many months of bills the titulos need.
  const familias: number[] = [];
  for (let total = 0, f = 0; total < escala.beneficiarios; f++) {
    familias.push(Math.min(membrosDa(f), escala.beneficiarios - total));
    total += familias[f]!;
  }
  const meses = Math.max(1, Math.ceil(escala.titulos / familias.length));
  const contrato = (f: number) => `BCH-C-${f}`;
  const membro = (f: number, m: number) => `BCH-B-${f}-${m}`;

  for (let f = 0; f < familias.length; f++) {
    await escrever('contratos', {
      idErp: contrato(f),
      familiaIdErp: `BCH-F-${f}`,
      codigo: `9${pad(f, 9)}`,
      plano: 'Vale Verde Essencial Apartamento',
      segmentacao: 'Ambulatorial + Hospitalar com Obstetrícia',
      registroAnsProduto: '487.654/21-3',
      tipoContratacao: 'Individual ou Familiar',
      acomodacao: 'Apartamento',
      abrangencia: 'Estadual',
      dataInicio: '2018-01-01',
      situacao: 'ATIVO',
    });
  }
  let pessoa = 0;
  for (let f = 0; f < familias.length; f++) {
    for (let m = 0; m < familias[f]!; m++) {
      pessoa += 1;
      await escrever('beneficiarios', {
        idErp: membro(f, m),
        contratoIdErp: contrato(f),
        tipo: m === 0 ? 'TITULAR' : 'DEPENDENTE',
        titularIdErp: m === 0 ? null : membro(f, 0),
        parentesco: m === 0 ? null : 'Filho(a)',
        dataInclusao: '2018-01-01',
        cpf: cpf(pessoa),
        nomeCompleto: `${PRENOMES[(f + m) % PRENOMES.length]} ${sobrenome(f)} Carga`,
        dataNascimento: m === 0 ? '1980-05-10' : `20${pad(10 + m, 2)}-03-15`,
        sexo: m % 2 === 0 ? 'F' : 'M',
        cns: cns(pessoa),
      });
    }
  }
  let cartoes = 0;
  for (let f = 0; f < familias.length; f++) {
    for (let m = 0; m < familias[f]!; m++) {
      cartoes += 1;
      await escrever('cartoes', {
        numero: `97${pad(cartoes, 14)}`,
        beneficiarioIdErp: membro(f, m),
        validade: '2030-12-31',
        via: 1,
      });
    }
  }
  let titulos = 0;
  for (let mes = 0; mes < meses && titulos < escala.titulos; mes++) {
    const ano = 2010 + Math.floor(mes / 12);
    const competencia = `${ano}-${pad((mes % 12) + 1, 2)}`;
    for (let f = 0; f < familias.length && titulos < escala.titulos; f++) {
      titulos += 1;
      const itens = Array.from({ length: familias[f]! }, (_, m) => ({
        bloco: 'MENSALIDADE',
        beneficiarioIdErp: membro(f, m),
        descricao: 'Mensalidade',
        data: `${competencia}-01`,
        valorCentavos: 35_000 + m * 1_000,
      }));
      await escrever('titulos', {
        idErp: `BCH-T-${f}-${competencia}`,
        contratoIdErp: contrato(f),
        competencia,
        vencimento: `${competencia}-10`,
        valorCentavos: itens.reduce((s, i) => s + i.valorCentavos, 0),
        situacao: 'PAGO',
        valorPagoCentavos: itens.reduce((s, i) => s + i.valorCentavos, 0),
        dataPagamento: `${competencia}-09`,
        nossoNumero: `${pad(titulos, 17)}`,
        itens,
      });
    }
  }
  const medico = { nome: 'Dra. Ana Ribeiro', crm: '123456', uf: 'SP' };
  const documentos = Math.max(0, escala.documentos ?? 0);
  // One kind after the other (consecutive lines of a kind make a batch), a titular per record in turn.
  for (const tipo of [0, 1, 2]) {
    for (let d = tipo; d < documentos; d += 3) {
      const base = { beneficiarioIdErp: membro(Math.floor(d / 3) % familias.length, 0) };
      if (tipo === 0) {
        await escrever(
          'autorizacoes',
          guiaNegadaErp({ ...base, idGuia: `7${pad(d, 12)}`, cartaNegativaPdfBase64: PDF_MINIMO }),
        );
      } else if (tipo === 1) {
        await escrever('resultados-exame', {
          ...base,
          idErp: `BCH-E-${d}`,
          exame: 'Hemograma completo',
          codigoTuss: '40304361',
          dataRealizacao: '2024-03-04',
          laboratorio: 'Laboratório Vale Verde',
          situacao: 'DISPONIVEL',
          laudoPdfBase64: PDF_MINIMO,
        });
      } else {
        await escrever('documentos-clinicos', {
          ...base,
          idErp: `BCH-D-${d}`,
          tipo: 'RECEITA',
          titulo: 'Receita',
          dataEmissao: '2024-03-05',
          medico,
          validade: '2024-04-04',
          documentoPdfBase64: PDF_MINIMO,
        });
      }
    }
  }
  const rede = await escreverRede(escrever, escala.rede ?? 0);
  saida.end();
  await once(saida, 'finish');
  return { linhas, contratos: familias.length, beneficiarios: pessoa, cartoes, titulos, documentos, ...rede };
}
