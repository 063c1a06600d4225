// Spec §2 user menu greeting 'Olá, {first name}!': the social name wins when the member has one.

/** First word of the social name if present, else of the full name; '' when neither has text. Case is kept. */
export function firstName(nomeCompleto: string | null | undefined, nomeSocial?: string | null): string {
  const source = nomeSocial?.trim() ? nomeSocial : (nomeCompleto ?? '');
  return source.trim().split(/\s+/)[0] ?? '';
}
