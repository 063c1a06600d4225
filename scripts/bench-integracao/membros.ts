// The members beside the bulk load, read as decision 0056 reads "p99 ≤ 50 ms at 50 connections" (decision
// 0058): calls due at Poisson arrival times at BENCH_TAXA (100) a second in all, over at most BENCH_CONEXOES
// (50) keep-alive connections through HAProxy, each timed from the moment it was due to the end of its
// answer (waiting for a connection or for the server counts). A call is a signed-in member's read — the
// fault suite's mix: session 40 %, personal data 25 %, bills 25 %, contracts 10 % — by one of BENCH_MEMBROS
// fresh families' titulars in turn. Unlike bench-carga.ts's open load (a fixed number of calls of one path)
// this one runs until it is told to stop: the load's length is not known in advance.
import { Agent } from 'node:http';
import { onlyDigits } from '@portal/domain';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { freshFamily, FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { intervalosDePoisson, percentis } from '../../apps/server/src/test/bench-carga.js';
import { Member, type Answer } from '../cluster/member.js';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const TAXA = setting('BENCH_TAXA', 100);
export const CONEXOES = setting('BENCH_CONEXOES', 50);
export const META_P99_MS = 50;

/** The fault suite's weighted reads (scripts/faults/load.ts), a hundred calls in a fixed order. */
const LEITURAS: ((m: Member, cpf: string) => Promise<Answer>)[] = [
  ...Array<(m: Member) => Promise<Answer>>(40).fill((m) => m.call(usuarioEndpoints.usuario)),
  ...Array<(m: Member, cpf: string) => Promise<Answer>>(25).fill((m, cpf) =>
    m.call(dadosPessoaisEndpoints.dados, { params: { cpf } }),
  ),
  ...Array<(m: Member) => Promise<Answer>>(25).fill((m) => m.call(situacaoFinanceiraEndpoints.titulos)),
  ...Array<(m: Member) => Promise<Answer>>(10).fill((m) => m.call(cartaoVirtualEndpoints.contratos)),
];

export interface Medida {
  chamadas: number;
  falhas: number;
  porSegundo: number;
  p50: number;
  p99: number;
  max: number;
}

export const descrever = (m: Medida): string =>
  `${m.chamadas} chamadas a ${m.porSegundo.toFixed(0)}/s, falhas ${m.falhas}, p50 ${m.p50.toFixed(1)} ms, ` +
  `p99 ${m.p99.toFixed(1)} ms, máx ${m.max.toFixed(0)} ms — ` +
  (m.p99 <= META_P99_MS ? 'meta atendida' : 'META NÃO ATENDIDA') +
  ` (p99 ≤ ${META_P99_MS} ms a ${TAXA} chamadas/s)`;

export class MembrosAbertos {
  private constructor(
    private readonly membros: { membro: Member; cpf: string }[],
    private readonly agente: Agent,
  ) {}

  /** Signs `quantos` fresh families' titulars in (each from an address of its own). */
  static async entrar(front: string, quantos = setting('BENCH_MEMBROS', 20)): Promise<MembrosAbertos> {
    const agente = new Agent({ keepAlive: true, maxSockets: CONEXOES });
    const membros = await Promise.all(
      Array.from({ length: quantos }, async (_, n) => {
        const cpf = onlyDigits(freshFamily('ativa', n).titular.cpf);
        const membro = new Member(front, agente, `10.43.0.${n + 1}`);
        const login = await membro.login(cpf, FRESH_PASSWORD);
        if (login.status !== 200) throw new Error(`login do membro ${n}: HTTP ${login.status}`);
        return { membro, cpf };
      }),
    );
    return new MembrosAbertos(membros, agente);
  }

  /** Calls at TAXA a second until `fim` settles (or, given seconds, for that long); then their times. */
  async medir(fim: Promise<unknown> | number): Promise<Medida> {
    let acabou = false;
    const ate = typeof fim === 'number' ? new Promise((r) => setTimeout(r, fim * 1000)) : fim;
    void ate.finally(() => (acabou = true));
    const intervalo = intervalosDePoisson(TAXA, 0x2043);
    const tempos: number[] = [];
    const pendentes: Promise<void>[] = [];
    let falhas = 0;
    const inicio = performance.now();
    let devido = inicio;
    for (let i = 0; !acabou; i++) {
      devido += intervalo();
      const espera = devido - performance.now();
      if (espera > 1) await new Promise((r) => setTimeout(r, espera));
      const devidoEm = devido;
      const { membro, cpf } = this.membros[i % this.membros.length]!;
      const ler = LEITURAS[(i * 37) % LEITURAS.length]!;
      pendentes.push(
        ler(membro, cpf).then(
          (resposta) => {
            if (resposta.status === 200) tempos.push(performance.now() - devidoEm);
            else falhas += 1;
          },
          () => void (falhas += 1),
        ),
      );
    }
    await Promise.all(pendentes);
    const segundos = (performance.now() - inicio) / 1000;
    const { p50, p99, max } = tempos.length ? percentis(tempos) : { p50: 0, p99: Infinity, max: 0 };
    return { chamadas: pendentes.length, falhas, porSegundo: pendentes.length / segundos, p50, p99, max };
  }

  fechar(): void {
    this.agente.destroy();
  }
}
