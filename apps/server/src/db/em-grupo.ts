// Group commit of the small statements concurrent requests each wait for (issue 43, decision 0063): while one
// statement is at the database, the items that arrive wait for it and then go together as the next one. Each
// statement is a socket write that wakes the database's backend, which on this 2-core machine cost the server
// more CPU than anything else a member read does (a CPU profile of bench:escala: `writev` under node-postgres,
// a third of the busy time). Alone (a quiet instance, the tests) an item goes at once, as before; under load
// the statements a second stay about the same while the items per statement grow. An item never joins a
// statement that left before it arrived: what it reads or writes is as fresh as if it went alone.
//
// Each caller's promise settles when the statement holding its item has finished (a write: committed). One
// bad item must not fail the requests it happened to travel with: a group that fails goes again one item at
// a time, and only the failing item's caller sees the error.

interface Pendente<T, R> {
  item: T;
  feito: (resultado: R) => void;
  falhou: (erro: unknown) => void;
}

export class EmGrupo<T, R = void> {
  private fila: Pendente<T, R>[] = [];
  private enviando = false;

  /**
   * `executar` runs the items in ONE statement (all or none) and gives each item's result, in the items'
   * order (a write: nothing); `maximo` items at most per statement.
   */
  constructor(
    private readonly executar: (itens: readonly T[]) => Promise<readonly R[] | void>,
    private readonly maximo = 200,
  ) {}

  /** Settles once the statement holding the item has finished, with the item's result. */
  pedir(item: T): Promise<R> {
    return new Promise<R>((feito, falhou) => {
      this.fila.push({ item, feito, falhou });
      this.enviar();
    });
  }

  private enviar(): void {
    if (this.enviando || this.fila.length === 0) return;
    const grupo = this.fila.splice(0, this.maximo);
    this.enviando = true;
    void this.executarGrupo(grupo);
  }

  private async executarGrupo(grupo: Pendente<T, R>[]): Promise<void> {
    const saida = await this.executar(grupo.map((p) => p.item)).then(
      (resultados) => ({ resultados }),
      (erro: unknown) => ({ erro }),
    );
    // The next group leaves before this one's callers go on (what they ask next joins the group after).
    this.enviando = false;
    this.enviar();
    if ('resultados' in saida) grupo.forEach((p, i) => p.feito(saida.resultados?.[i] as R));
    else if (grupo.length === 1) grupo[0]!.falhou(saida.erro);
    else await Promise.all(grupo.map((p) => this.executarUm(p)));
  }

  private executarUm(p: Pendente<T, R>): Promise<void> {
    return this.executar([p.item]).then((resultados) => p.feito(resultados?.[0] as R), p.falhou);
  }
}
