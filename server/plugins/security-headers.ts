// The security headers of every answer (Content-Security-Policy, X-Content-Type-Options, …): helmet's middleware,
// built once at start. @fastify/helmet built it anew for every request (its CSP directives parsed each time,
// 3.5 % of the server's CPU on the course week's hot path, bench/README.md); the headers are the same.
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export default fp<HelmetOptions>(
  async (fastify, options) => {
    const apply = helmet(options);
    fastify.addHook('onRequest', (request, reply, done) => {
      apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
