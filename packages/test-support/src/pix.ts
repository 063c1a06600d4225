// Checks a Pix BR Code the way a bank app does before paying it: EMV® MPM fields (ID, two-digit length,
// value), the payload format indicator first, the Pix GUI in the merchant account field, and the CRC16-
// CCITT (polynomial 0x1021, initial 0xFFFF) over everything up to and including '6304'. Our own CRC, not
// the library the server uses, so a wrong code cannot agree with itself. The server's Pix tests and the
// e2e journey that copies the code both read payloads with these.
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The top-level fields of an EMV payload, in order; throws when a length runs past the end. */
export function emvFields(payload: string): { id: string; value: string }[] {
  const fields: { id: string; value: string }[] = [];
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    const value = payload.slice(at + 4, at + 4 + length);
    if (!/^\d{2}$/.test(id) || Number.isNaN(length) || value.length !== length)
      throw new Error(`campo EMV inválido em ${at}: ${payload.slice(at, at + 10)}`);
    fields.push({ id, value });
    at += 4 + length;
  }
  return fields;
}

/** The same fields as a map id → value (a nested template, such as field 26, is read the same way). */
export const emvFieldMap = (payload: string): Map<string, string> =>
  new Map(emvFields(payload).map(({ id, value }) => [id, value]));

/** The problems a bank app would refuse the payload for; [] when it is a valid Pix BR Code. */
export function pixProblems(payload: string): string[] {
  const problems: string[] = [];
  if (!payload.startsWith('000201')) problems.push('não começa com 000201');
  if (!payload.includes('br.gov.bcb.pix')) problems.push('sem o GUI br.gov.bcb.pix');
  const crc = /6304([0-9A-F]{4})$/.exec(payload);
  if (!crc) problems.push('não termina com o CRC (6304 + 4 hexadecimais)');
  else if (crc16Ccitt(payload.slice(0, -4)) !== crc[1]) problems.push(`CRC ${crc[1]} não confere`);
  try {
    const ids = emvFields(payload).map((f) => f.id);
    for (const id of ['00', '26', '52', '53', '54', '58', '59', '60', '62', '63'])
      if (!ids.includes(id)) problems.push(`sem o campo ${id}`);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}
