// Shared answers (server/lib/shared-payload.ts: the desk's day, the Auswertung) go compressed to clients that take
// it, from the bytes compressed once per answer (decision 0226); every other answer goes as it is. Only these:
// compressing a fresh answer per request would cost more CPU than sending it.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { encodedPayload, isShared, type SharedEncoding } from '../lib/shared-payload';
import { preferredEncoding } from '../render/compress';

export default fp(
  async (fastify) => {
    const encoded = new WeakMap<FastifyReply, { encoding: SharedEncoding; body: Buffer }>();
    fastify.addHook('preSerialization', async (request, reply, payload) => {
      // Every answer with a body passes here: the WeakMap's look-up first, the header is read for shared ones only.
      if (reply.statusCode !== 200 || !isShared(payload)) return payload;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = encoding ? await encodedPayload(payload, encoding) : undefined;
      if (encoding && body) encoded.set(reply, { encoding, body });
      return payload;
    });
    fastify.addHook('onSend', async (_request, reply, payload) => {
      const answer = encoded.get(reply);
      if (!answer) return payload;
      const vary = reply.getHeader('Vary');
      reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      reply.header('Content-Encoding', answer.encoding);
      return answer.body;
    });
  },
  { name: 'shared-answers' },
);
