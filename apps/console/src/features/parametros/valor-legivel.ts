// A parameter's value as staff read it: "not set" in words, cents also in reais.
import type { ParametroConsole } from '@portal/domain/contract/console/parametros';

const REAIS = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function valorLegivel(p: Pick<ParametroConsole, 'tipo'>, valor: string | null): string {
  if (valor === null) return 'Não definido (vale o padrão do portal)';
  if (p.tipo === 'centavos' && /^\d+$/.test(valor))
    return `${valor} centavos (${REAIS.format(Number(valor) / 100)})`;
  return valor;
}
