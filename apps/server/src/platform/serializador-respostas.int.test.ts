// The answers' serializer (serializador-respostas.ts): parsing stands in for zod's encode only where a schema
// converts nothing, and then writes the same bytes as the library's serializer would.
import { serializerCompiler as daBiblioteca } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LEITURAS_DO_MEMBRO } from '../test/escala/leituras.js';
import { DEMO, withDemo } from '../test/test-app.js';
import { semConversao, serializerCompiler } from './serializador-respostas.js';

describe('semConversao', () => {
  const item = z.object({ codigo: z.string().regex(/^\d+$/), valor: z.number().int() });

  it('accepts a schema of plain values, arrays, unions, records, tuples and recursion', () => {
    interface No {
      nome: string;
      filhos: No[];
    }
    const no: z.ZodType<No> = z.object({ nome: z.string(), filhos: z.lazy(() => z.array(no)) });
    const simples = z.object({
      itens: z.array(item),
      tipo: z.enum(['A', 'B']).nullable(),
      extra: z.union([z.literal(1), z.string().optional()]),
      mapa: z.record(z.string(), z.number()),
      par: z.tuple([z.string(), z.boolean()]),
      ambos: z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() })),
      arvore: no,
    });
    expect(semConversao(simples)).toBe(true);
  });

  it.each([
    ['a transform', z.string().transform((v) => v.length)],
    ['a pipe', z.string().pipe(z.string().min(1))],
    ['a codec', z.codec(z.string(), z.number(), { decode: Number, encode: String })],
    ['a default', z.string().default('x')],
    ['a catch', z.string().catch('x')],
  ])('refuses %s, however deep', (_nome, conversao) => {
    expect(semConversao(conversao)).toBe(false);
    expect(semConversao(z.object({ lista: z.array(z.union([item, z.object({ v: conversao })])) }))).toBe(
      false,
    );
    expect(semConversao(z.lazy(() => z.object({ v: conversao.optional() })))).toBe(false);
  });

  it('keeps encoding a codec (the library’s path): its answer is the encoded value', () => {
    const data = z.codec(z.string(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString().slice(0, 10),
    });
    const rota = { schema: z.object({ dia: data }), method: 'GET', url: '/x', httpStatus: '200' };
    expect(serializerCompiler(rota)({ dia: new Date('2026-11-30T12:00:00Z') })).toBe('{"dia":"2026-11-30"}');
  });

  it('checks and strips on the parse path as encoding does', () => {
    const rota = { schema: item, method: 'GET', url: '/x', httpStatus: '200' };
    const serializar = serializerCompiler(rota);
    expect(serializar({ codigo: '12', valor: 3, cpf: '39053344705' })).toBe('{"codigo":"12","valor":3}');
    expect(() => serializar({ codigo: '1a', valor: 3 })).toThrow();
  });
});

describe('the contracts’ answers', () => {
  const demo = withDemo();

  it('the member reads the bench measures take the parse path, and write the bytes the library would', async () => {
    const { h } = demo;
    const rotas = h.app.routeInventory;
    const maria = await demo.as('maria');
    for (const leitura of LEITURAS_DO_MEMBRO) {
      const url = leitura.url(DEMO.maria);
      const caminho = url.split('?')[0]!;
      const rota = rotas.find(
        (r) => r.method === 'GET' && new RegExp(`^${r.url.replace(/:[^/]+/g, '[^/]+')}$`).test(caminho),
      );
      const schema = (rota?.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
      expect(schema, leitura.nome).toBeDefined();
      expect(semConversao(schema as never), leitura.nome).toBe(true);

      const resposta = await maria.get(url);
      expect(resposta.statusCode, leitura.nome).toBe(200);
      const pelaBiblioteca = daBiblioteca({
        schema: schema!,
        method: 'GET',
        url: caminho,
        httpStatus: '200',
      });
      expect(resposta.body, leitura.nome).toBe(pelaBiblioteca(JSON.parse(resposta.body)));
    }
  });

  it('most answers of the API take the parse path', () => {
    const respostas = demo.h.app.routeInventory.flatMap((r) =>
      Object.values((r.schema?.response ?? {}) as Record<string, unknown>),
    );
    const zod = respostas.filter((s): s is z.ZodType => s instanceof z.ZodType);
    const pelaLeitura = zod.filter((s) => semConversao(s as never));
    expect(pelaLeitura.length / zod.length).toBeGreaterThan(0.9);
  });
});
