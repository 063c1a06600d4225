// Spec §7: paths containing /v2 or /v3 carry `{ dados, erro }`. Routes declare and return the bare
// contract; the wrapping happens here for serialization, validation of the wrapped body and OpenAPI.
import type { FastifySerializerCompiler } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@portal/domain/contract/common';

/** The URL without its query string. */
export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

export const isEnvelopedPath = (url: string): boolean => /\/v[23]\//.test(pathOf(url));

const isSuccessStatus = (status: string | undefined): boolean => !status || status.startsWith('2');

const wrapSchema = (schema: unknown): unknown =>
  schema instanceof z.ZodType ? envelopeSchema(schema) : schema;

/** Wraps the preSerialization payload of a successful enveloped response. */
export const wrapSuccess = (payload: unknown): { dados: unknown; erro: null } => ({
  dados: payload,
  erro: null,
});

/** The zod serializer, checking enveloped routes' successes against `{ dados: <contract>, erro }`. */
export const envelopeSerializerCompiler: FastifySerializerCompiler<
  Parameters<typeof serializerCompiler>[0]['schema']
> = (routeSchema) => {
  if (isEnvelopedPath(routeSchema.url) && isSuccessStatus(routeSchema.httpStatus)) {
    return serializerCompiler({
      ...routeSchema,
      schema: wrapSchema(routeSchema.schema) as typeof routeSchema.schema,
    });
  }
  return serializerCompiler(routeSchema);
};

/** OpenAPI documents the wrapped success bodies of enveloped routes. */
export const envelopeJsonSchemaTransform: typeof jsonSchemaTransform = (document) => {
  const response = document.schema?.response as Record<string, unknown> | undefined;
  if (!response || !isEnvelopedPath(document.url)) return jsonSchemaTransform(document);
  const wrapped = Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      isSuccessStatus(status) ? wrapSchema(schema) : schema,
    ]),
  );
  return jsonSchemaTransform({ ...document, schema: { ...document.schema, response: wrapped } });
};
