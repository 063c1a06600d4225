// A seeded pseudo-random generator for the demo network (issue 40): the same seed gives the same network on
// every machine and every run, so the demo's well-known searches, the tests and the benches agree. mulberry32:
// tiny, fast and good enough for synthetic data (not for anything secret).

export interface Sorteio {
  /** A float in [0, 1). */
  real(): number;
  /** An integer in [min, max]. */
  inteiro(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of `lista`. */
  um<T>(lista: readonly T[]): T;
  /** `n` distinct elements of `lista` (all of them when it has fewer), in the list's order. */
  alguns<T>(lista: readonly T[], n: number): T[];
}

export function sorteio(semente: number): Sorteio {
  let estado = semente >>> 0;
  const real = (): number => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const inteiro = (min: number, max: number) => min + Math.floor(real() * (max - min + 1));
  return {
    real,
    inteiro,
    chance: (p) => real() < p,
    um: (lista) => lista[Math.floor(real() * lista.length)]!,
    alguns(lista, n) {
      if (n >= lista.length) return [...lista];
      const escolhidos = new Set<number>();
      while (escolhidos.size < n) escolhidos.add(Math.floor(real() * lista.length));
      return [...escolhidos].sort((a, b) => a - b).map((i) => lista[i]!);
    },
  };
}
