// The name migration 0057's auditoria_criar_meses gives the month `desloc` months from this one (UTC), for tests.
export function particaoDoMes(desloc: number): string {
  const agora = new Date();
  const mes = new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth() + desloc, 1));
  return `auditoria_${mes.toISOString().slice(0, 7).replace('-', '_')}`;
}
