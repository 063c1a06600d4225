// The fault suite's load (issue 18): a closed loop of simulated members through HAProxy, each waiting for its
// answer before the next call, as a browser does. Readers sign in, make a member session's worth of reads
// (usuario, personal data, bills, plans) and sign out; writers each own one family and keep saving the
// titular's personal data with a new identity number, so that every acknowledged save can be looked for in
// the database afterwards (writes.ts). Each audited read carries a visit id of its own (x-visita, which the
// audit row keeps), so every one answered 2xx can be looked for in the audit trail afterwards (audit-rows.ts).
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { onlyDigits } from '@portal/domain';
import { VISITA_HEADER } from '@portal/domain/constants';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { freshFamily, FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';
import { Member, type Answer } from '../cluster/member.js';
import { wait } from '../cluster/processes.js';

/** Reads one session makes between its login and its logout (a member's visit, give or take). */
const READS_PER_SESSION = 40;
/** A weighted read of a session; `audited`: the portal writes an audit row for it (visit id sent). */
export interface Read {
  name: string;
  weight: number;
  audited?: boolean;
  read: (member: Member, cpf: string, headers: Record<string, string>) => Promise<Answer>;
}

/** The weighted reads of a session. */
const READS: Read[] = [
  { name: 'GET /api/usuario', weight: 40, read: (m) => m.call(usuarioEndpoints.usuario) },
  {
    name: 'GET dados pessoais',
    weight: 25,
    audited: true,
    read: (m, cpf, headers) => m.call(dadosPessoaisEndpoints.dados, { params: { cpf }, headers }),
  },
  {
    name: 'GET títulos',
    weight: 25,
    audited: true,
    read: (m, _cpf, headers) => m.call(situacaoFinanceiraEndpoints.titulos, { headers }),
  },
  { name: 'GET contratos', weight: 10, read: (m) => m.call(cartaoVirtualEndpoints.contratos) },
];
/** A member whose login failed (the portal down) tries again after this pause, as a person would. */
const FAILED_LOGIN_PAUSE_MS = 250;
/** After any failed call a member pauses a little too: an outage is not answered by a tight loop. */
const FAILED_CALL_PAUSE_MS = 100;

/** Each simulated session comes from its own address (10.x.y.z), as members do. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

class Figures {
  readonly latencies: number[] = [];
  count = 0;
  failed = 0;
}

/** One failed call, for the report. */
export interface Failure {
  at: number;
  name: string;
  what: string;
}

/** A save the writer sent: its value, and whether the portal acknowledged it (2xx). */
export interface Save {
  pessoaCpf: string;
  valor: string;
  acked: boolean;
}

export class Load {
  private readonly figures = new Map<string, Figures>();
  readonly failures: Failure[] = [];
  readonly saves: Save[] = [];
  /** The visit ids of audited reads answered 2xx: each must have its audit row. */
  readonly auditedVisits: string[] = [];
  private readonly visitPrefix = randomUUID().slice(0, 8);
  private visits = 0;
  private readonly totalWeight: number;
  private running = false;
  private loops: Promise<void>[] = [];
  private startedAt = 0;
  private stoppedAt = 0;
  /** Calls answered 2xx since the last `mark()`: the fault scenarios watch for service coming back. */
  lastOkAt = 0;

  constructor(
    private readonly front: string,
    private readonly agent: Agent,
    private readonly families: { readers: FreshFamily[]; writers: FreshFamily[] },
    /** The readers' mix (default: the member session's of issue 18). */
    private readonly reads: Read[] = READS,
  ) {
    this.totalWeight = reads.reduce((sum, r) => sum + r.weight, 0);
  }

  /** Starts `readers` + `writers` loops; the writers take one family each. */
  start(readers: number): void {
    this.running = true;
    this.startedAt = performance.now();
    for (let k = 0; k < readers; k++) {
      const family = this.families.readers[k % this.families.readers.length];
      if (family) this.loops.push(this.reader(family));
    }
    this.families.writers.forEach((family, w) => this.loops.push(this.writer(family, w)));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    this.stoppedAt = performance.now();
  }

  private async call(name: string, send: () => Promise<Answer>, ok = (a: Answer) => a.status < 400) {
    const figures = this.figures.get(name) ?? new Figures();
    this.figures.set(name, figures);
    figures.count += 1;
    try {
      const answer = await send();
      figures.latencies.push(answer.ms);
      if (ok(answer)) {
        this.lastOkAt = performance.now();
        return answer;
      }
      figures.failed += 1;
      const server = answer.headers['x-servidor'] ?? '-';
      this.fail(name, `${answer.status} (${String(server)}) ${answer.text.slice(0, 120)}`);
      await wait(FAILED_CALL_PAUSE_MS);
      return answer;
    } catch (error) {
      figures.failed += 1;
      this.fail(name, String(error));
      await wait(FAILED_CALL_PAUSE_MS);
      return null;
    }
  }

  private fail(name: string, what: string): void {
    this.failures.push({ at: (performance.now() - this.startedAt) / 1000, name, what });
  }

  private async reader(family: FreshFamily): Promise<void> {
    const cpf = onlyDigits(family.titular.cpf);
    while (this.running) {
      const member = new Member(this.front, this.agent, nextAddress());
      const login = await this.call('POST /api/login', () => member.login(cpf, FRESH_PASSWORD));
      if (login?.status !== 200) {
        await wait(FAILED_LOGIN_PAUSE_MS);
        continue;
      }
      for (let n = 0; n < READS_PER_SESSION && this.running; n++) {
        let pick = Math.random() * this.totalWeight;
        const read = this.reads.find((r) => (pick -= r.weight) < 0) ?? this.reads[0]!;
        const visit = read.audited ? `carga-${this.visitPrefix}-${(this.visits += 1)}` : null;
        const answer = await this.call(read.name, () =>
          read.read(member, cpf, visit ? { [VISITA_HEADER]: visit } : {}),
        );
        if (visit && answer && answer.status >= 200 && answer.status < 300) this.auditedVisits.push(visit);
      }
      await this.call('POST /api/logout', () => member.logout());
    }
  }

  private async writer(family: FreshFamily, w: number): Promise<void> {
    const cpf = onlyDigits(family.titular.cpf);
    const member = new Member(this.front, this.agent, nextAddress());
    let editable: Record<string, unknown> | null = null;
    let seq = 0;
    while (this.running) {
      if (!editable) {
        // Signs in (again, after a lost session) and reads the form's current values.
        const login = await this.call('POST /api/login', () => member.login(cpf, FRESH_PASSWORD));
        const read =
          login?.status === 200
            ? await this.call('GET dados pessoais', () =>
                member.call(dadosPessoaisEndpoints.dados, { params: { cpf } }),
              )
            : null;
        if (read?.status !== 200) {
          await wait(FAILED_LOGIN_PAUSE_MS);
          continue;
        }
        const { dados } = JSON.parse(read.text) as { dados: Record<string, unknown> };
        const { cpf: _c, dataNascimento: _d, alteravel: _a, ...rest } = dados;
        editable = rest;
      }
      seq += 1;
      const valor = `F${w}-${seq}`;
      const save: Save = { pessoaCpf: cpf, valor, acked: false };
      this.saves.push(save);
      const answer = await this.call('PUT dados pessoais', () =>
        member.call(dadosPessoaisEndpoints.alterar, {
          params: { cpf },
          body: { ...editable, numeroIdentidade: valor },
        }),
      );
      save.acked = answer !== null && answer.status >= 200 && answer.status < 300;
      if (answer?.status === 401) editable = null;
    }
  }

  /** Every figure of the run so far, and its ceilings' inputs. */
  report(): Report {
    const seconds = ((this.stoppedAt || performance.now()) - this.startedAt) / 1000;
    const routes = [...this.figures].map(([name, f]) => ({
      name,
      ...summarise(f.latencies),
      count: f.count,
      failed: f.failed,
    }));
    const all = [...this.figures.values()];
    const total = all.reduce((sum, f) => sum + f.count, 0);
    return {
      seconds,
      total,
      failed: all.reduce((sum, f) => sum + f.failed, 0),
      perSecond: total / seconds,
      ...summarise(all.flatMap((f) => f.latencies)),
      routes,
    };
  }
}

export interface Report {
  seconds: number;
  total: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  routes: { name: string; count: number; failed: number; p50: number; p99: number; max: number }[];
}

function summarise(latencies: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** The fresh `ativa` families of the e2e seed: writers first (one each), readers the rest. */
export function splitFamilies(writers: number, total: number) {
  const all = Array.from({ length: total }, (_, n) => freshFamily('ativa', n));
  return { writers: all.slice(0, writers), readers: all.slice(writers) };
}
