// The security headers of every answer (Content-Security-Policy, X-Content-Type-Options, …): helmet's middleware,
// built once at start. @fastify/helmet built it anew for every request (its CSP directives parsed each time,
// 3.5 % of the server's CPU on the course week's hot path, bench/README.md); the headers are the same.
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What the pages may ask the browser for (helmet sets no Permissions-Policy): the camera for the desk's QR
 * scanner (src/features/check-in), from this origin only; no microphone, location or payment request, and not
 * from an embedded map or video either.
 */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

export default fp<HelmetOptions>(
  async (fastify, options) => {
    const apply = helmet(options);
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
