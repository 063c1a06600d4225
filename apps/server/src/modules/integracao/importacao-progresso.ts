// The bulk load's progress line: how far through the file, records per second of this run, and the time
// left at that pace (by bytes, so it is known before the file's line count is).
import type { Progresso } from './importacao.js';

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const percentual = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function duracao(segundos: number): string {
  if (!Number.isFinite(segundos)) return '—';
  if (segundos < 60) return `${Math.ceil(segundos)} s`;
  if (segundos < 3600) return `${Math.ceil(segundos / 60)} min`;
  return `${Math.floor(segundos / 3600)} h ${Math.ceil((segundos % 3600) / 60)} min`;
}

/** '42,0% · 123.456 linhas · 2.345 linhas/s · falta ~4 min · recusados 0' after `segundos` of this run. */
export function linhaDeProgresso(p: Progresso, segundos: number): string {
  const feitas = Math.max(0, p.linhas - p.retomadas);
  const porSegundo = segundos > 0 ? feitas / segundos : 0;
  const fracao = p.total > 0 ? Math.min(1, p.bytes / p.total) : 1;
  const bytesPorSegundo = segundos > 0 ? (p.bytes - p.bytesRetomados) / segundos : 0;
  const falta = bytesPorSegundo > 0 ? (p.total - p.bytes) / bytesPorSegundo : Infinity;
  return [
    `${percentual.format(fracao * 100)}%`,
    `${inteiro.format(p.linhas)} linhas`,
    `${inteiro.format(porSegundo)} linhas/s`,
    `falta ~${fracao >= 1 ? '0 s' : duracao(falta)}`,
    `recusados ${inteiro.format(p.erros)}`,
  ].join(' · ');
}

/** 'contratos 4.000 linhas a 3.210 linhas/s · titulos …': each kind's pace in this run (the bench reads it). */
export function linhaPorTipo(p: Progresso): string {
  return Object.entries(p.porTipo)
    .map(
      ([tipo, { linhas, segundos }]) =>
        `${tipo} ${inteiro.format(linhas)} linhas a ${inteiro.format(segundos > 0 ? linhas / segundos : 0)} linhas/s`,
    )
    .join(' · ');
}
