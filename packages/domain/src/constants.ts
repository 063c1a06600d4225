// Spec §9: business constants and limits, written once for web and server.

export const REQUEST_TIMEOUT_MS = 90_000;
export const SESSION_DURATION_MS = 30 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** WCAG 2.2.1: how long before the session ends the member is warned and may extend it (issue 17). */
export const SESSION_WARNING_MS = 2 * 60 * 1000;
/**
 * Response header of every call made with a live session: milliseconds the session has left after this
 * call (idle or absolute limit, whichever comes first). The web times its warning from it, not from a
 * copy of the server's rules, so a shortened test session or the 12 h limit are seen as they are.
 */
export const SESSION_REMAINING_HEADER = 'x-sessao-restante-ms';
/**
 * The screen visit a call is made in (issue 37): the web sends a random id, new at every navigation, on every
 * call. The server merges the audit rows of the reads made in one visit (one row per action and subject,
 * decision 0035); a call without it (another client) is audited call by call.
 */
export const VISITA_HEADER = 'x-visita';
/** What a visit id may look like (the web sends 128 random bits in base 36); anything else is ignored. */
export const VISITA_FORMATO = /^[A-Za-z0-9-]{8,64}$/;
/** Server-side absolute lifetime of a session, whatever the activity (issue #2). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const LOADER_HIDE_DELAY_MS = 300;
export const TOKEN_NAVIGATION_DELAY_MS = 100;
export const DEBOUNCE_DEFAULT_MS = 300;
export const ALERT_AUTO_CLOSE_MS = 5000;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;

export const MOBILE_BREAKPOINT_PX = 1028;

export const INPUT_MAX_LENGTH_DEFAULT = 255;
export const INPUT_MIN_LENGTH_DEFAULT = 0;

export const BYTES_PER_MB = 1_048_576;
export const UPLOAD_MAX_BYTES_DEFAULT = 5_242_880;
export const UPLOAD_MAX_FILES_DEFAULT = 10;
export const UPLOAD_MIN_FILES_DEFAULT = 0;
export const IMAGE_MAX_SIDE_PX = 1920;
export const UPLOAD_EXTENSIONS = [
  'png',
  'gif',
  'pdf',
  'jpg',
  'jpeg',
  'rtf',
  'webp',
  'doc',
  'docx',
  'ppt',
  'pptx',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** The media types a member's upload is stored and served back with (one per detected type). */
export const UPLOAD_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/rtf',
  'application/msword',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

export const DATE_RANGE_LIMIT_YEARS = 5;
export const CONTACT_LIST_SCROLL_ABOVE = 2;
export const MULTI_SELECT_BADGE_CAP = 9;

export const CPF_DIGITS = 11;
export const CPF_FORMATTED_LENGTH = 14;
export const CNPJ_DIGITS = 14;
export const CNPJ_FORMATTED_LENGTH = 18;
export const CNS_DIGITS = 15;
export const CEP_LENGTH = 9;
export const PHONE_MOBILE_DIGITS = 11;
export const PHONE_LANDLINE_DIGITS = 10;
export const COUNTRY_DIAL_CODE = '55';

export const TOOLTIP_OFFSET = 10;
export const TOOLTIP_HIDE_DELAY_MS = 100;
export const STEP_SCROLL_OFFSET = 320;
export const DROPDOWN_MIN_HEIGHT = 140;
export const DROPDOWN_MAX_HEIGHT = 300;
export const DROPDOWN_PAGE_SIZE = 5;

export const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** Product title used as the document-title prefix: 'prefix | title' (spec §2). */
export const PRODUCT_TITLE = 'Portal do Beneficiário';
export const DOCUMENT_TITLE_SEPARATOR = ' | ';

/** Where every call of spec §7 lives on the portal's origin. */
export const API_BASE = '/api';

/** Value the web client sends in the x-origin header; the server records it on every call. */
export const WEB_ORIGIN_HEADER_VALUE = 'PORTAL_WEB';

/** Cookie the server sets, readable by the client, whose value goes back in X-CSRF-Token. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'portal_sessao';

/** Query parameter carrying an external-access token (spec §2). */
export const TOKEN_QUERY_PARAM = 'token';
/** Query parameter and navigation state flag for internal app access (spec §2). */
export const APP_ACCESS_PARAM = 'acessoInternoApp';
/** Query parameters kept when navigating after an external token login. */
export const TOKEN_NAVIGATION_WHITELIST = [
  APP_ACCESS_PARAM,
  'codigoPlano',
  'cpfPessoaSelecionada',
  'anoBase',
] as const;

/** Browser-local storage keys (spec §3). */
export const STORAGE_KEYS = {
  alreadyAuthenticated: 'portal.jaAutenticado',
  user: 'portal.usuario',
  session: 'portal.sessao',
  highContrast: 'portal.altoContraste',
  chatbot: 'portal.chatbot',
  fileParameters: 'portal.parametrosArquivo',
  contatosOperadora: 'portal.contatosOperadora',
  lastRoute: 'portal.ultimaRota',
  /** The last virtual cards seen, so the card stays viewable offline (decision 0008). */
  virtualCards: 'portal.cartoesVirtuais',
  /** The attendance tokens' secrets of the cards opened on this device (issue 41, decision 0050). */
  attendanceTokens: 'portal.tokensAtendimento',
} as const;
