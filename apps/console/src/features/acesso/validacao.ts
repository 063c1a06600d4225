// What the identity forms check before calling the server (the server checks it again, with the same words).

export const CAMINHO_MINHA_CONTA = '/minha-conta';

export function validarEmail(email: string): string | undefined {
  if (!email.trim()) return 'Informe o e-mail de trabalho.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'E-mail inválido. Confira o endereço.';
}

export function validarCodigoTotp(codigo: string): string | undefined {
  if (!codigo.trim()) return 'Digite o código de 6 dígitos do aplicativo.';
  return /^\d{6}$/.test(codigo.trim()) ? undefined : 'O código tem 6 dígitos, só números.';
}
