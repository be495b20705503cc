// The one caching rule of the API: every /api answer is `Cache-Control: no-store` (and `Pragma: no-cache` for
// old proxies) unless its route declares `config: { public: true }` (the course list, the health check). The
// shared desk tablet's browser then never keeps a token, a client list or a secret feed URL (issue 15).
import fp from 'fastify-plugin';
import { API_BASE } from '#domain/api-paths';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer holds nothing personal and may be cached by browsers and proxies. */
    public?: boolean;
  }
}

export const PRIVATE_CACHE_CONTROL = 'no-store';

export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith(`${API_BASE}/`) && request.url !== API_BASE) return payload;
      if (request.routeOptions.config?.public === true) return payload;
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      reply.header('Pragma', 'no-cache');
      return payload;
    });
  },
  { name: 'private-answers' },
);
