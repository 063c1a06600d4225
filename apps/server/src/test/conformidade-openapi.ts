// Every answer the server suites receive is checked against the published OpenAPI documents (issue 35,
// decision 0028): the test apps (test-app.ts) carry an onSend hook, registered before any route, that finds
// the operation by the route's URL pattern and method, checks the status is documented, the media type is
// one the answer lists (none for an answer without content) and a JSON body validates against its schema
// (ajv, JSON Schema 2020-12, the dialect of OpenAPI 3.1, with ajv-formats). Unknown paths under /api and
// /integracao (the 404 and 405 of the not-found handler, the router's refusals) are checked against the
// document's error schema. Mismatches are kept per app; the harness fails the test file on close with each
// one listed (method, path, status, what differs). A mismatch is a bug in the document or the server: fix
// it there, never here.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatos from 'ajv-formats';
import { ARQUIVO_OPENAPI_API } from '../openapi-documentos.js';
import { ARQUIVO_OPENAPI_INTEGRACAO } from '../platform/integracao/openapi.js';
import { ARQUIVO_OPENAPI_CONSOLE } from '../platform/console/openapi-console.js';
import { isApiPath, isConsoleApiPath, isIntegracaoPath, pathOf } from '../platform/errors.js';

interface Resposta {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Documento {
  paths: Record<string, Record<string, { responses?: Record<string, Resposta> }>>;
  components?: { responses?: Record<string, Resposta> };
}

/** One of the two documents, its answers compiled on first use. */
class DocumentoPublicado {
  readonly documento: Documento;
  private readonly validadores = new Map<string, ValidateFunction>();

  constructor(
    private readonly ajv: Ajv2020,
    readonly id: string,
    arquivo: string,
    /** The component of its error body, for answers no operation covers (unknown paths, 405). */
    readonly erroGenerico: string,
  ) {
    this.documento = JSON.parse(readFileSync(arquivo, 'utf8')) as Documento;
    ajv.addSchema(this.documento, id);
  }

  resposta(caminho: string, metodo: string, status: number): Resposta | undefined {
    const resposta = this.documento.paths[caminho]?.[metodo]?.responses?.[String(status)];
    const nome = resposta?.$ref?.replace('#/components/responses/', '');
    return nome ? this.documento.components?.responses?.[nome] : resposta;
  }

  /** The validator of the schema at this JSON pointer of the document. */
  validador(ponteiro: string): ValidateFunction {
    let validar = this.validadores.get(ponteiro);
    if (!validar) {
      validar = this.ajv.compile({ $ref: `${this.id}#${ponteiro}` });
      this.validadores.set(ponteiro, validar);
    }
    return validar;
  }
}

const ponteiro = (...partes: string[]): string =>
  partes.map((p) => `/${p.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

let documentos:
  { api: DocumentoPublicado; integracao: DocumentoPublicado; console: DocumentoPublicado } | undefined;

/** Both checked-in documents (openapi-documentos.int.test.ts keeps them equal to what the code generates). */
function publicados() {
  if (!documentos) {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    // ajv-formats is CommonJS: its function is the default export, or that export's `default` (NodeNext).
    type Plugin = (ajv: Ajv2020) => void;
    const modulo = formatos as unknown as Plugin & { default?: Plugin };
    const adicionarFormatos = modulo.default ?? modulo;
    adicionarFormatos(ajv);
    // A file body is not JSON: its schema only names it.
    ajv.addFormat('binary', true);
    documentos = {
      api: new DocumentoPublicado(ajv, 'api.json', ARQUIVO_OPENAPI_API, 'Erro'),
      integracao: new DocumentoPublicado(
        ajv,
        'integracao.json',
        ARQUIVO_OPENAPI_INTEGRACAO,
        'ErroIntegracao',
      ),
      // The Console da Operadora's (issue 38).
      console: new DocumentoPublicado(ajv, 'console.json', ARQUIVO_OPENAPI_CONSOLE, 'Erro'),
    };
  }
  return documentos;
}

/** A Fastify route's parameters as OpenAPI writes them: `…/x/:cpf` → `…/x/{cpf}`. */
const caminhoOpenApi = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const tipoDe = (reply: FastifyReply): string | undefined => {
  const tipo = reply.getHeader('content-type');
  return typeof tipo === 'string' ? tipo.split(';', 1)[0]!.trim().toLowerCase() : undefined;
};

export interface Divergencia {
  metodo: string;
  caminho: string;
  status: number;
  erro: string;
}

/** The text of a JSON answer's payload at onSend (a string, or a Buffer sent as JSON); undefined for a stream. */
function textoDe(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

function verificar(request: FastifyRequest, reply: FastifyReply, payload: unknown): Divergencia | null {
  const url = pathOf(request.url);
  if (!isApiPath(url) && !isIntegracaoPath(url) && !isConsoleApiPath(url)) return null;
  const { api, integracao, console } = publicados();
  const documento = isIntegracaoPath(url) ? integracao : isConsoleApiPath(url) ? console : api;
  const metodo = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
  const status = reply.statusCode;
  const padrao = request.routeOptions.url;
  const divergencia = (erro: string): Divergencia => ({
    metodo: request.method,
    caminho: padrao ?? url,
    status,
    erro,
  });

  let ponteiroConteudo: string;
  let resposta: Resposta | undefined;
  const caminho = padrao ? caminhoOpenApi(padrao) : undefined;
  const operacao = caminho ? documento.documento.paths[caminho]?.[metodo] : undefined;
  if (operacao) {
    resposta = documento.resposta(caminho!, metodo, status);
    if (!resposta) return divergencia('status não documentado');
    const ref = operacao.responses?.[String(status)]?.$ref;
    ponteiroConteudo = ref
      ? ponteiro('components', 'responses', ref.replace('#/components/responses/', ''), 'content')
      : ponteiro('paths', caminho!, metodo, 'responses', String(status), 'content');
  } else {
    // A route of the API that no document lists (the probes, metrics, the documents themselves) is not an
    // operation of either; an unknown path (the not-found handler: 404, or 405 for another method) answers
    // the document's error body.
    if (padrao && !padrao.includes('*')) return null;
    if (status < 400) return divergencia('resposta de sucesso de um caminho sem operação no documento');
    const validar = documento.validador(ponteiro('components', 'schemas', documento.erroGenerico));
    return validarJson(validar, payload, tipoDe(reply), divergencia);
  }

  const conteudo = resposta.content;
  const tipo = tipoDe(reply);
  if (!conteudo || Object.keys(conteudo).length === 0) {
    const texto = textoDe(payload);
    if (texto) return divergencia(`corpo enviado numa resposta sem conteúdo: ${texto.slice(0, 80)}`);
    if (tipo) return divergencia(`Content-Type ${tipo} numa resposta sem conteúdo`);
    return null;
  }
  if (!tipo || !conteudo[tipo]) {
    return divergencia(`Content-Type ${tipo ?? '(nenhum)'} fora de ${Object.keys(conteudo).join(', ')}`);
  }
  const esquema = conteudo[tipo].schema as { format?: string } | undefined;
  if (!esquema || esquema.format === 'binary') return null;
  if (tipo === 'text/plain') return null;
  return validarJson(
    documento.validador(`${ponteiroConteudo}${ponteiro(tipo, 'schema')}`),
    payload,
    tipo,
    divergencia,
  );
}

function validarJson(
  validar: ValidateFunction,
  payload: unknown,
  tipo: string | undefined,
  divergencia: (erro: string) => Divergencia,
): Divergencia | null {
  if (tipo !== 'application/json') return divergencia(`Content-Type ${tipo ?? '(nenhum)'} num erro JSON`);
  const texto = textoDe(payload);
  if (texto === undefined) return null; // a JSON file streamed: its bytes are not at hand here
  let corpo: unknown;
  try {
    corpo = JSON.parse(texto);
  } catch {
    return divergencia(`corpo não é JSON: ${texto.slice(0, 80)}`);
  }
  if (validar(corpo)) return null;
  const erros = (validar.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('; ');
  return divergencia(erros);
}

/** The mismatches seen by one or more apps (one list per harness). */
export class Conformidade {
  readonly divergencias: Divergencia[] = [];

  /** Registers the checking hook on an app before its routes (BuildAppOptions.antesDasRotas). */
  observar = (app: FastifyInstance): void => {
    app.addHook('onSend', async (request, reply, payload) => {
      const divergencia = verificar(request, reply, payload);
      if (divergencia) this.divergencias.push(divergencia);
      return payload;
    });
  };

  /** Throws listing every mismatch (distinct), if any. */
  conferir(): void {
    if (this.divergencias.length === 0) return;
    const linhas = [
      ...new Set(this.divergencias.map((d) => `${d.metodo} ${d.caminho} → ${d.status}: ${d.erro}`)),
    ];
    throw new Error(
      `Respostas fora do documento OpenAPI publicado (${linhas.length}):\n${linhas.join('\n')}`,
    );
  }
}
