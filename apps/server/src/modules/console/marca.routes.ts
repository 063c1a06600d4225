// The brand's console routes (issue 38; contract/console/marca.ts, marca.service.ts). Role parâmetros.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CAMPO_ARQUIVO_MARCA,
  consoleMarcaEndpoints as endpoints,
  MENSAGENS_MARCA,
} from '@portal/domain/contract/console/marca';
import { badRequest, HttpError } from '../../platform/errors.js';
import {
  aceitarImagemMarca,
  LIMITE_BYTES,
  MENSAGENS_IMAGEM,
  type UsoImagemMarca,
} from '../../platform/imagem-marca.js';
import { route } from '../../platform/route.js';
import { emitirTokenPrevia, PARAMETRO_PREVIA_MARCA } from '../../shared-domain/marca-previa.js';
import {
  enviarImagemMarca,
  lerMarcaConsole,
  PaletaRecusada,
  publicarMarca,
  salvarMarca,
} from './marca.service.js';

/** The one file of the upload, read whole (it is small), cut off one byte past the limit. */
async function lerArquivo(request: FastifyRequest, uso: UsoImagemMarca): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(MENSAGENS_MARCA.semArquivo);
  const parte = await request.file({ limits: { fileSize: LIMITE_BYTES[uso] + 1, files: 1 } });
  if (!parte || parte.fieldname !== CAMPO_ARQUIVO_MARCA) throw badRequest(MENSAGENS_MARCA.semArquivo);
  const conteudo = await parte.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(MENSAGENS_IMAGEM.tamanho(uso));
    throw error;
  });
  if (parte.file.truncated) throw badRequest(MENSAGENS_IMAGEM.tamanho(uso));
  return conteudo;
}

export function marcaRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, endpoints.ler, () => lerMarcaConsole(ctx.db));

  route(app, endpoints.salvar, (request) => salvarMarca(ctx.db, request, request.body, ctx.clock()));

  const enviar = (uso: UsoImagemMarca) => async (request: FastifyRequest) => {
    const aceita = await aceitarImagemMarca(await lerArquivo(request, uso), uso);
    if (!aceita.ok) throw badRequest(aceita.mensagem, { [CAMPO_ARQUIVO_MARCA]: aceita.mensagem });
    return enviarImagemMarca(ctx.db, request, uso, aceita.imagem, ctx.clock());
  };
  route(app, endpoints.enviarLogo, enviar('logo'));
  route(app, endpoints.enviarFavicon, enviar('favicon'));

  route(app, endpoints.publicar, async (request) => {
    try {
      return await publicarMarca(ctx.db, request, request.body.revisao, ctx.clock());
    } catch (error) {
      if (error instanceof PaletaRecusada)
        throw new HttpError(422, { mensagem: MENSAGENS_MARCA.contraste, falhas: error.falhas } as never);
      throw error;
    }
  });

  route(app, endpoints.previa, () => {
    const { token, expiraEm } = emitirTokenPrevia(ctx.config.sessionSecret, ctx.clock());
    return { token, parametro: PARAMETRO_PREVIA_MARCA, expiraEm: expiraEm.toISOString() };
  });
}
