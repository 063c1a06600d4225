// One log line per request, written when it ends, instead of Fastify's two ("incoming request" and
// "request completed"): every log line is a write system call, and the first line carried nothing the second
// cannot (issue 18's load profile). The line holds the request (through the redacting serializer of
// log-redaction.ts), the status and the time; a failed request keeps Fastify's error level and error.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
