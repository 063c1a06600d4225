// How a JSON answer leaves the server: its zod schema checks it and strips what the contract does not name
// (nothing unnamed reaches a member), then JSON.stringify — fastify-type-provider-zod's serializerCompiler, with
// one change (issue 43, measured in docs/desempenho-historico.md): an answer whose schema reads the same in both
// directions is checked by parsing, not encoding. zod's encode runs every schema with checks twice (a pass without
// its checks, then with them) so that codecs can be told apart; for the bill list that was half of the answer's
// cost. A schema is the same both ways when nothing in it converts a value (no transform, pipe, codec, default,
// prefault or catch): `semConversao` proves that by walking it, and anything it cannot prove keeps the library's
// encode. serializador-respostas.int.test.ts checks the two give the same output on the contracts' answers.
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse, type $ZodTypes } from 'zod/v4/core';

/** The schemas a schema holds, or null when it may convert a value (or its kind is not proven here). */
function filhos(schema: $ZodTypes): readonly $ZodType[] | null {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'null':
    case 'undefined':
    case 'void':
    case 'any':
    case 'unknown':
    case 'never':
    case 'date':
    case 'enum':
    case 'literal':
    case 'nan':
    case 'template_literal':
    case 'file':
    case 'symbol':
      return [];
    case 'object':
      return [...Object.values(def.shape), ...(def.catchall ? [def.catchall] : [])];
    case 'array':
      return [def.element];
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return [def.innerType];
    case 'union':
      return def.options;
    case 'intersection':
      return [def.left, def.right];
    case 'record':
      return [def.keyType, def.valueType];
    case 'tuple':
      return [...def.items, ...(def.rest ? [def.rest] : [])];
    case 'lazy':
      return [def.getter()];
    // Converting one way or the other (or not JSON at all): the library's encode decides.
    case 'transform':
    case 'pipe':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'success':
    case 'custom':
    case 'promise':
    case 'function':
    case 'map':
    case 'set':
      return null;
  }
}

/** True when parsing and encoding `schema` give the same value: no schema inside it converts one. */
export function semConversao(schema: $ZodType, vistos = new Set<$ZodType>()): boolean {
  if (vistos.has(schema)) return true; // a recursive schema: its other paths are walked from the first visit
  vistos.add(schema);
  const dentro = filhos(schema as $ZodTypes);
  return dentro !== null && dentro.every((filho) => semConversao(filho, vistos));
}

const encodando = createSerializerCompiler({});

/** Fastify's serializer compiler for the app (app.ts). */
export const serializerCompiler: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = (rota) => {
  const { schema, method, url } = rota;
  if (!(schema instanceof $ZodType) || !semConversao(schema)) return encodando(rota);
  return (data) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
