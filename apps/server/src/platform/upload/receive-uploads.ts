// The one door of a member's upload (issue 34): a slot under the concurrency ceilings (upload-slots.ts),
// then the request's files streamed to this instance's temp folder (read-multipart-files.ts) for `use` to
// check and store; the slot and the folder are given back however the request ends.
import type { FastifyRequest } from 'fastify';
import { currentSession } from '../session.js';
import {
  withMultipartFiles,
  type MultipartContent,
  type ReadMultipartOptions,
} from './read-multipart-files.js';

export async function receiveUploads<T>(
  request: FastifyRequest,
  options: Omit<ReadMultipartOptions, 'tmpDir'>,
  use: (content: MultipartContent) => Promise<T>,
): Promise<T> {
  const { server } = request;
  const release = server.uploadSlots.take(currentSession(request).contaId);
  try {
    return await withMultipartFiles(request, { ...options, tmpDir: server.ctx.config.uploads.tmpDir }, use);
  } finally {
    release();
  }
}
