// Reads a text e-mail as nodemailer writes it (quoted-printable or base64 body, RFC 2047 subject): a
// single part, or multipart/mixed with the text first and attachments after (the appointment's .ics,
// issue 37). Shared by the server's SMTP sink and the e2e mail sink.

export interface ReceivedMessage {
  to: string;
  subject: string;
  text: string;
  /** The attached files, decoded (none for a single-part message). */
  anexos?: { nome: string; tipo: string; conteudo: string }[];
}

/** Quoted-printable (RFC 2045) as nodemailer writes non-ASCII text bodies. */
function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}$/i.exec(text.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded-words in a header ('=?UTF-8?Q?...?=' or '=?UTF-8?B?...?='). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_all, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

interface Parte {
  header: (name: string) => string;
  texto: string;
}

/** Headers (unfolded) and the decoded body of one entity. */
function lerParte(raw: string): Parte {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string): string => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const texto =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { header, texto };
}

const parametro = (valor: string, nome: string): string =>
  new RegExp(`${nome}="?([^";]+)"?`, 'i').exec(valor)?.[1] ?? '';

export function parseMessage(raw: string): ReceivedMessage {
  const mensagem = lerParte(raw);
  const { header } = mensagem;
  const base = { to: header('To'), subject: decodeHeader(header('Subject')) };
  const tipo = header('Content-Type');
  const fronteira = /^multipart\//i.test(tipo) ? parametro(tipo, 'boundary') : '';
  if (!fronteira) return { ...base, text: mensagem.texto.replace(/\r\n/g, '\n') };
  const partes = raw
    .split(`--${fronteira}`)
    .slice(1, -1)
    .map((p) => lerParte(p.replace(/^\r\n/, '')));
  const texto = partes.find(
    (p) => /^text\/plain/i.test(p.header('Content-Type')) && !p.header('Content-Disposition'),
  );
  return {
    ...base,
    text: (texto?.texto ?? '').replace(/\r\n/g, '\n').replace(/\n$/, ''),
    anexos: partes
      .filter((p) => /attachment/i.test(p.header('Content-Disposition')))
      .map((p) => ({
        nome: decodeHeader(parametro(p.header('Content-Disposition'), 'filename')),
        tipo: p.header('Content-Type'),
        conteudo: p.texto,
      })),
  };
}
