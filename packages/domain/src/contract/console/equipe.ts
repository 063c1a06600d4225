// The console's staff identity and administration (issue 38, decision 0040): sign-in with a passkey (a
// discoverable WebAuthn credential), an authenticator code (TOTP) or once a recovery code; enrolment by a
// one-time link; one's own factors; and, for administrators, the staff, their roles and the staff audit.
// Paths are under CONSOLE_PREFIX (/console/api). WebAuthn options and answers travel as the JSON of
// @simplewebauthn (PublicKeyCredential…OptionsJSON, RegistrationResponseJSON, AuthenticationResponseJSON).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { opcoesWebAuthnSchema, respostaAutenticacaoSchema, respostaRegistroSchema } from '../webauthn.js';
import { PAPEIS } from './acesso.js';

const TAG_SESSAO = 'console-sessao';
const TAG_FATORES = 'console-fatores';
const TAG_EQUIPE = 'console-equipe';

export const papelSchema = z.enum(PAPEIS);

const emailSchema = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'E-mail inválido');

/** A 6-digit authenticator code. */
export const codigoTotpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Código inválido');
/** A recovery code as shown (xxxxx-xxxxx; case, spaces and the dash do not matter). */
export const codigoRecuperacaoSchema = z.string().trim().min(10).max(20);
/** The enrolment link's token (43 base64url characters). */
export const tokenConviteSchema = z.string().regex(/^[\w-]{43}$/, 'Link de cadastro inválido');

const nomeDispositivoSchema = z.string().trim().min(1, 'Campo obrigatório').max(60);

/** Who is signed in: name, e-mail, roles and factors. */
export const equipeEuSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  papeis: z.array(papelSchema),
  fatores: z.object({
    passkeys: z.number().int(),
    totp: z.boolean(),
    codigosRecuperacaoRestantes: z.number().int(),
  }),
  /** Signed in with a recovery code: only enrolling a factor is allowed until one is enrolled. */
  precisaCadastrarFator: z.boolean(),
  /** The operator's short name (NOME_ABREVIADO, else NOME_OPERADORA), for the console's header. */
  operadora: z.string(),
});
export type EquipeEu = z.infer<typeof equipeEuSchema>;

/** After a first factor (enrolment) or a new one after a recovery: ten codes, shown this once. */
const comCodigosSchema = z.object({
  eu: equipeEuSchema,
  codigosRecuperacao: z.array(z.string()).nullable(),
});

const segredoTotpSchema = z.object({
  /** Base32, for typing into the app by hand. */
  segredo: z.string(),
  /** otpauth:// URI, for the QR code. */
  uri: z.string(),
});

export const passkeySchema = z.object({
  id: z.number().int(),
  nomeDispositivo: z.string(),
  criadaEm: z.string(),
  ultimoUsoEm: z.string().nullable(),
});

export const fatoresSchema = z.object({
  passkeys: z.array(passkeySchema),
  totp: z.boolean(),
  codigosRecuperacaoRestantes: z.number().int(),
});

export const membroEquipeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  papeis: z.array(papelSchema),
  ativo: z.boolean(),
  criadoEm: z.string(),
  passkeys: z.number().int(),
  totp: z.boolean(),
  /** An enrolment link was issued and not used yet (nor expired). */
  convitePendente: z.boolean(),
});
export type MembroEquipe = z.infer<typeof membroEquipeSchema>;

const linkCadastroSchema = z.object({
  /** The one-time enrolment link (also e-mailed); expires in 24 h. */
  linkCadastro: z.string(),
  expiraEm: z.string(),
});

const papeisSchema = z.array(papelSchema).min(1, 'Escolha ao menos um papel').max(PAPEIS.length);

export const itemAuditoriaEquipeSchema = z.object({
  id: z.number().int(),
  em: z.string(),
  equipeId: z.number().int().nullable(),
  nomeEquipe: z.string().nullable(),
  papel: z.string().nullable(),
  acao: z.string(),
  alvo: z.string().nullable(),
  antes: z.unknown(),
  depois: z.unknown(),
  ip: z.string().nullable(),
});

export const AUDITORIA_EQUIPE_POR_PAGINA = 50;

const tagsSessao = [TAG_SESSAO];
const tagsFatores = [TAG_FATORES];
const tagsEquipe = [TAG_EQUIPE];

export const consoleSessaoEndpoints = {
  opcoesPasskey: defineEndpoint({
    method: 'POST',
    path: '/entrar/passkey/opcoes',
    access: 'console:publico',
    response: z.object({ opcoes: opcoesWebAuthnSchema }),
    operationId: 'opcoesEntradaPasskey',
    summary: 'Começa a entrada com passkey',
    description:
      'Gera o desafio do WebAuthn (credenciais descobríveis: o navegador oferece as passkeys deste console). Vale por 5 minutos e uma só vez.',
    tags: tagsSessao,
  }),
  entrarPasskey: defineEndpoint({
    method: 'POST',
    path: '/entrar/passkey',
    access: 'console:publico',
    body: z.object({ resposta: respostaAutenticacaoSchema }),
    response: equipeEuSchema,
    erros: [401, 429],
    operationId: 'entrarComPasskey',
    summary: 'Entra com passkey',
    description:
      'Confere a resposta do navegador ao desafio e abre a sessão do console (cookie portal_console). Conta inativa, passkey desconhecida ou assinatura inválida: 401. Recusas são contadas por endereço.',
    tags: tagsSessao,
  }),
  entrarTotp: defineEndpoint({
    method: 'POST',
    path: '/entrar/totp',
    access: 'console:publico',
    body: z.object({ email: emailSchema, codigo: codigoTotpSchema }),
    response: equipeEuSchema,
    erros: [401, 429],
    operationId: 'entrarComAutenticador',
    summary: 'Entra com o código do aplicativo autenticador',
    description:
      'E-mail e o código de 6 dígitos do aplicativo autenticador. Um código já usado não vale de novo. Tentativas limitadas por e-mail e por endereço.',
    tags: tagsSessao,
  }),
  entrarRecuperacao: defineEndpoint({
    method: 'POST',
    path: '/entrar/recuperacao',
    access: 'console:publico',
    body: z.object({ email: emailSchema, codigo: codigoRecuperacaoSchema }),
    response: equipeEuSchema,
    erros: [401, 429],
    operationId: 'entrarComCodigoDeRecuperacao',
    summary: 'Entra com um código de recuperação',
    description:
      'Cada código vale uma vez. A sessão aberta assim só permite cadastrar uma nova passkey ou um aplicativo autenticador até que um seja cadastrado.',
    tags: tagsSessao,
  }),
  sair: defineEndpoint({
    method: 'POST',
    path: '/sair',
    access: 'console:sessao',
    allowExpiredCredentials: true,
    response: 'empty',
    operationId: 'sairDoConsole',
    summary: 'Sai do console',
    description: 'Encerra a sessão do console neste navegador.',
    tags: tagsSessao,
  }),
  eu: defineEndpoint({
    method: 'GET',
    path: '/eu',
    access: 'console:sessao',
    allowExpiredCredentials: true,
    response: equipeEuSchema,
    operationId: 'lerEquipeEu',
    summary: 'Quem está no console',
    description: 'Nome, e-mail, papéis e fatores de quem está com a sessão aberta.',
    tags: tagsSessao,
  }),
};

export const consoleConviteEndpoints = {
  ler: defineEndpoint({
    method: 'POST',
    path: '/convite',
    access: 'console:publico',
    body: z.object({ token: tokenConviteSchema }),
    response: z.object({ nome: z.string(), email: z.string(), expiraEm: z.string() }),
    erros: [429],
    operationId: 'lerConvite',
    summary: 'Lê o link de cadastro',
    description:
      'Nome e e-mail de quem recebeu o link de cadastro (vale 24 horas, uma vez). Link inválido, usado ou vencido: 404.',
    tags: tagsFatores,
  }),
  opcoesPasskey: defineEndpoint({
    method: 'POST',
    path: '/convite/passkey/opcoes',
    access: 'console:publico',
    body: z.object({ token: tokenConviteSchema }),
    response: z.object({ opcoes: opcoesWebAuthnSchema }),
    erros: [429],
    operationId: 'opcoesCadastroPasskeyConvite',
    summary: 'Começa o cadastro da primeira passkey',
    description: 'Opções do WebAuthn para criar a passkey de quem recebeu o link de cadastro.',
    tags: tagsFatores,
  }),
  cadastrarPasskey: defineEndpoint({
    method: 'POST',
    path: '/convite/passkey',
    access: 'console:publico',
    body: z.object({
      token: tokenConviteSchema,
      resposta: respostaRegistroSchema,
      nomeDispositivo: nomeDispositivoSchema,
    }),
    response: comCodigosSchema,
    erros: [429],
    operationId: 'cadastrarPasskeyConvite',
    summary: 'Cadastra a primeira passkey',
    description:
      'Confere a passkey criada, usa o link de cadastro, responde os dez códigos de recuperação (mostrados só agora) e abre a sessão.',
    tags: tagsFatores,
  }),
  iniciarTotp: defineEndpoint({
    method: 'POST',
    path: '/convite/totp',
    access: 'console:publico',
    body: z.object({ token: tokenConviteSchema }),
    response: segredoTotpSchema,
    erros: [429],
    operationId: 'iniciarAutenticadorConvite',
    summary: 'Gera o segredo do aplicativo autenticador',
    description: 'Segredo e URI otpauth:// (para o QR code) de quem recebeu o link de cadastro.',
    tags: tagsFatores,
  }),
  confirmarTotp: defineEndpoint({
    method: 'POST',
    path: '/convite/totp/confirmar',
    access: 'console:publico',
    body: z.object({ token: tokenConviteSchema, codigo: codigoTotpSchema }),
    response: comCodigosSchema,
    erros: [429],
    operationId: 'confirmarAutenticadorConvite',
    summary: 'Confirma o aplicativo autenticador',
    description:
      'Confere o primeiro código do aplicativo, usa o link de cadastro, responde os dez códigos de recuperação (mostrados só agora) e abre a sessão.',
    tags: tagsFatores,
  }),
};

export const consoleFatoresEndpoints = {
  listar: defineEndpoint({
    method: 'GET',
    path: '/eu/fatores',
    access: 'console:sessao',
    allowExpiredCredentials: true,
    response: fatoresSchema,
    operationId: 'listarMeusFatores',
    summary: 'Meus fatores de acesso',
    description: 'As passkeys, se há aplicativo autenticador e quantos códigos de recuperação restam.',
    tags: tagsFatores,
  }),
  opcoesPasskey: defineEndpoint({
    method: 'POST',
    path: '/eu/passkeys/opcoes',
    access: 'console:sessao',
    allowExpiredCredentials: true,
    response: z.object({ opcoes: opcoesWebAuthnSchema }),
    operationId: 'opcoesNovaPasskey',
    summary: 'Começa o cadastro de uma passkey',
    description: 'Opções do WebAuthn para criar mais uma passkey (as já cadastradas são excluídas).',
    tags: tagsFatores,
  }),
  cadastrarPasskey: defineEndpoint({
    method: 'POST',
    path: '/eu/passkeys',
    access: 'console:sessao',
    allowExpiredCredentials: true,
    body: z.object({ resposta: respostaRegistroSchema, nomeDispositivo: nomeDispositivoSchema }),
    response: comCodigosSchema,
    status: 201,
    operationId: 'cadastrarPasskey',
    summary: 'Cadastra uma passkey',
    description:
      'Confere a passkey criada e a guarda. Depois de entrar com um código de recuperação, novos códigos de recuperação vêm na resposta (mostrados só agora).',
    tags: tagsFatores,
  }),
  removerPasskey: defineEndpoint({
    method: 'DELETE',
    path: '/eu/passkeys/:id',
    access: 'console:sessao',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: 'empty',
    erros: [409],
    operationId: 'removerPasskey',
    summary: 'Remove uma passkey',
    description: 'Remove uma passkey própria. O único fator de acesso não pode ser removido (409).',
    tags: tagsFatores,
  }),
  iniciarTotp: defineEndpoint({
    method: 'POST',
    path: '/eu/totp',
    access: 'console:sessao',
    allowExpiredCredentials: true,
    response: segredoTotpSchema,
    erros: [409],
    operationId: 'iniciarAutenticador',
    summary: 'Gera o segredo de um aplicativo autenticador',
    description:
      'Segredo e URI otpauth:// para cadastrar o aplicativo. Já havendo um confirmado, 409 (remova-o antes).',
    tags: tagsFatores,
  }),
  confirmarTotp: defineEndpoint({
    method: 'POST',
    path: '/eu/totp/confirmar',
    access: 'console:sessao',
    allowExpiredCredentials: true,
    body: z.object({ codigo: codigoTotpSchema }),
    response: comCodigosSchema,
    operationId: 'confirmarAutenticador',
    summary: 'Confirma o aplicativo autenticador',
    description:
      'Confere o primeiro código do aplicativo. Depois de entrar com um código de recuperação, novos códigos de recuperação vêm na resposta.',
    tags: tagsFatores,
  }),
  removerTotp: defineEndpoint({
    method: 'DELETE',
    path: '/eu/totp',
    access: 'console:sessao',
    response: 'empty',
    erros: [409],
    operationId: 'removerAutenticador',
    summary: 'Remove o aplicativo autenticador',
    description: 'O único fator de acesso não pode ser removido (409).',
    tags: tagsFatores,
  }),
  novosCodigos: defineEndpoint({
    method: 'POST',
    path: '/eu/codigos-recuperacao',
    access: 'console:sessao',
    response: z.object({ codigosRecuperacao: z.array(z.string()) }),
    operationId: 'gerarCodigosDeRecuperacao',
    summary: 'Gera novos códigos de recuperação',
    description: 'Dez códigos novos, mostrados só agora; os anteriores deixam de valer.',
    tags: tagsFatores,
  }),
};

export const consoleEquipeEndpoints = {
  listar: defineEndpoint({
    method: 'GET',
    path: '/equipe',
    access: 'console:administrador',
    response: z.object({ equipe: z.array(membroEquipeSchema) }),
    operationId: 'listarEquipe',
    summary: 'Lista a equipe',
    description: 'Todos da equipe, ativos e inativos, com papéis e fatores cadastrados.',
    tags: tagsEquipe,
  }),
  convidar: defineEndpoint({
    method: 'POST',
    path: '/equipe',
    access: 'console:administrador',
    body: z.object({
      nome: z.string().trim().min(2, 'Campo obrigatório').max(120),
      email: emailSchema,
      papeis: papeisSchema,
    }),
    response: z.object({ membro: membroEquipeSchema }).extend(linkCadastroSchema.shape),
    status: 201,
    operationId: 'convidarEquipe',
    summary: 'Convida alguém para a equipe',
    description:
      'Cria a conta (nome, e-mail de trabalho, papéis) e envia por e-mail o link de cadastro de uma só vez, que vale 24 horas; a resposta também traz o link, para entregá-lo pessoalmente. E-mail já cadastrado: 409.',
    tags: tagsEquipe,
  }),
  alterar: defineEndpoint({
    method: 'PUT',
    path: '/equipe/:id',
    access: 'console:administrador',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({ papeis: papeisSchema, ativo: z.boolean() }),
    response: membroEquipeSchema,
    operationId: 'alterarEquipe',
    summary: 'Altera papéis ou desativa',
    description:
      'Muda os papéis ou a situação (ativo) de alguém da equipe; desativar encerra as sessões da pessoa. O console nunca fica sem administrador ativo (409), e ninguém desativa a si mesmo.',
    tags: tagsEquipe,
  }),
  redefinirFatores: defineEndpoint({
    method: 'POST',
    path: '/equipe/:id/redefinir-fatores',
    access: 'console:administrador',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: linkCadastroSchema,
    operationId: 'redefinirFatoresEquipe',
    summary: 'Redefine os fatores de alguém',
    description:
      'Remove as passkeys, o aplicativo autenticador e os códigos de recuperação da pessoa, encerra as sessões dela e lhe envia por e-mail um novo link de cadastro (também na resposta).',
    tags: tagsEquipe,
  }),
  auditoria: defineEndpoint({
    method: 'GET',
    path: '/auditoria',
    access: 'console:administrador',
    query: z.object({
      equipeId: z.coerce.number().int().positive().optional(),
      acao: z.string().trim().min(1).max(80).optional(),
      pagina: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    response: z.object({
      itens: z.array(itemAuditoriaEquipeSchema),
      pagina: z.number().int(),
      porPagina: z.number().int(),
      total: z.number().int(),
    }),
    operationId: 'listarAuditoriaEquipe',
    summary: 'Auditoria da equipe',
    description: `O que a equipe fez no console, do mais recente ao mais antigo, ${AUDITORIA_EQUIPE_POR_PAGINA} por página; filtra por pessoa e por ação.`,
    tags: tagsEquipe,
  }),
};

/** The console document's tags of this area, with what each groups. */
export const TAGS_CONSOLE_EQUIPE: Record<string, string> = {
  [TAG_SESSAO]: 'Entrada e saída do console: passkey, aplicativo autenticador ou código de recuperação.',
  [TAG_FATORES]: 'Cadastro pelo link de convite e os fatores de acesso de cada um.',
  [TAG_EQUIPE]: 'A equipe da operadora, seus papéis e a auditoria das ações no console (administradores).',
};
