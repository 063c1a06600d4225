// The SQL helpers the synthetic operator's steps use (bench:escala, issue 43, decision 0059), created in the
// session's own schema (pg_temp) so the generated database keeps nothing of them. Every "random" choice is a
// hash of the row's number and the run's seed (hashint8extended: the hash partitioning relies on it, so it is
// the same on every PostgreSQL version and platform), never random(): the same seed gives the same database
// whatever plan or worker computed a row.

/** The digit `p` places from the right of `b`. */
const digito = (p: number) => `(b / ${10n ** BigInt(p)} % 10)`;
/** Σ digit × weight over the `n` digits of b, the leftmost weighted `peso` and each next one less. */
const soma = (n: number, peso: number) =>
  `(${Array.from({ length: n }, (_, i) => `${digito(n - 1 - i)} * ${peso - i}`).join(' + ')})`;
/** A CPF check digit from its sum. */
const dv = (s: string) => `(case when (${s}) % 11 < 2 then 0 else 11 - (${s}) % 11 end)`;
/** Luhn's sum over `n` digits: every other digit from the right doubled (its digits summed). */
const luhn = (n: number) =>
  Array.from({ length: n }, (_, p) =>
    p % 2 === 0 ? `(${digito(p)} * 2 - case when ${digito(p)} > 4 then 9 else 0 end)` : digito(p),
  ).join(' + ');

/** The statements that create the helpers for `semente`. */
export const funcoesDaSemente = (semente: number): string[] => [
  // A uniform number in [0, 1) for row `n` and purpose `sal` (each choice of a row salts its own).
  `create function pg_temp.u(n bigint, sal int) returns double precision language sql immutable parallel safe as
   $$ select (hashint8extended(n, ${Math.trunc(semente)}::bigint * 1000 + sal) & 2147483647)::double precision / 2147483648 $$`,
  // An integer in [0, ate).
  `create function pg_temp.i(n bigint, sal int, ate int) returns int language sql immutable parallel safe as
   $$ select floor(pg_temp.u(n, sal) * ate)::int $$`,
  // One of the array's items.
  `create function pg_temp.um(n bigint, sal int, itens text[]) returns text language sql immutable parallel safe as
   $$ select itens[1 + pg_temp.i(n, sal, cardinality(itens))] $$`,
  // A valid CPF: the 9-digit base and its two check digits, as packages/domain's validation computes them.
  // One expression (no FROM) so the planner inlines it: a function with a query of its own runs per row.
  `create function pg_temp.cpf(b bigint) returns text language sql immutable parallel safe as
   $$ select lpad(b::text, 9, '0') || ${dv(soma(9, 10))} || ${dv(`${soma(9, 11)} + ${dv(soma(9, 10))} * 2`)} $$`,
  // A 17-digit card body and its Luhn check digit (db/seed/family.ts cardNumber), one expression too.
  `create function pg_temp.luhn(b bigint) returns text language sql immutable parallel safe as
   $$ select lpad(b::text, 17, '0') || (10 - (${luhn(17)}) % 10) % 10 $$`,
  // A deterministic UUID (the appointments' and their slots' keys).
  `create function pg_temp.uuid(n bigint, sal int) returns uuid language sql immutable parallel safe as
   $$ select md5(${Math.trunc(semente)}::text || ':' || sal || ':' || n)::uuid $$`,
];

/** Names the people are made of (the demo's own style: Brazilian first names and surnames). */
export const NOMES = {
  femininos: `array['Ana','Maria','Juliana','Fernanda','Patrícia','Aline','Camila','Amanda','Bruna','Letícia','Mariana','Beatriz','Larissa','Gabriela','Vanessa','Luciana','Renata','Sandra','Cláudia','Helena','Júlia','Luíza','Sofia','Isabela','Rafaela']`,
  masculinos: `array['José','João','Antônio','Francisco','Carlos','Paulo','Pedro','Lucas','Luiz','Marcos','Gabriel','Rafael','Daniel','Marcelo','Bruno','Eduardo','Felipe','Rodrigo','Manoel','Gustavo','Thiago','André','Fernando','Mateus','Vinícius']`,
  sobrenomes: `array['Silva','Santos','Oliveira','Souza','Rodrigues','Ferreira','Alves','Pereira','Lima','Gomes','Costa','Ribeiro','Martins','Carvalho','Almeida','Lopes','Soares','Fernandes','Vieira','Barbosa','Rocha','Dias','Nascimento','Andrade','Moreira']`,
} as const;
