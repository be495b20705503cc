// Bearer tokens (HS256 JWT via jose) and the role checks every protected route runs on the server.
// The token only names the user; roles and isActive are read fresh from the database on each request,
// so a changed role or a deactivated account takes effect at once.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '#domain/constants';
import { hasPermission } from '#domain/auth/permissions';
import { DomainError } from '#domain/errors/domain-error';
import type { User } from '#domain/schemas/users';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route stays open to a user who still has a one-time password (current user, password change,
     * sign-out); every other authenticated route answers 403 PASSWORD_CHANGE_REQUIRED for them.
     */
    allowTemporaryPassword?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`. */
    user: User | null;
  }
  interface FastifyInstance {
    signAccessToken(user: User): Promise<string>;
    /** preHandler: needs a valid bearer token of an existing user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler factory: needs a token and the role per the permission rule of seed 000 §6. */
    requireRole(
      role: 'Admin' | 'Trainer' | 'User',
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Who a route lets in, as its access check says: a role, or nobody checked ('public'). */
export type Access = 'Admin' | 'Trainer' | 'User' | 'public';

/** Marks an access check with the role it requires, so the registered routes can be listed by access. */
export function withAccess<F extends (...args: never[]) => unknown>(check: F, access: Access): F {
  return Object.assign(check, { access });
}

/** The access a route's preHandler hooks require ('public' when none of them is an access check). */
export function accessOf(preHandler: unknown): Access {
  for (const hook of [preHandler].flat())
    if (typeof hook === 'function' && 'access' in hook) return hook.access as Access;
  return 'public';
}

const ISSUER = 'studio-app';
const AUDIENCE = 'studio-app:access';

/** An access token for this user, signed with the app's secret (also the booking benches' signer). */
export function signAccessToken(key: Uint8Array, userId: number): Promise<string> {
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

export interface AuthOptions {
  jwtSecret: string;
  findUser(id: number): Promise<{ user: User; sessionsValidAfter: string | null } | undefined>;
}

export default fp<AuthOptions>(
  async (fastify, options) => {
    const key = new TextEncoder().encode(options.jwtSecret);

    fastify.decorateRequest('user', null);

    fastify.decorate('signAccessToken', (user: User) => signAccessToken(key, user.id));

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) throw new DomainError('UNAUTHORIZED');
      let subject: string | undefined;
      let issuedAt: number;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        subject = payload.sub;
        issuedAt = (payload.iat ?? 0) * 1000;
      } catch {
        throw new DomainError('UNAUTHORIZED');
      }
      const id = Number(subject);
      const found = Number.isSafeInteger(id) ? await options.findUser(id) : undefined;
      if (!found) throw new DomainError('UNAUTHORIZED');
      // Signed out everywhere or password changed since this token was issued.
      if (found.sessionsValidAfter && issuedAt < new Date(found.sessionsValidAfter).getTime()) {
        throw new DomainError('UNAUTHORIZED');
      }
      request.user = found.user;
      if (found.user.mustChangePassword && !request.routeOptions.config.allowTemporaryPassword)
        throw new DomainError('PASSWORD_CHANGE_REQUIRED');
    }

    fastify.decorate('authenticate', withAccess(authenticate, 'User'));
    fastify.decorate('requireRole', (role: 'Admin' | 'Trainer' | 'User') =>
      withAccess(async (request: FastifyRequest) => {
        await authenticate(request);
        // The spec's word for a missing role is 'unauthorized'; on the wire it is a 403 (signed in, not allowed).
        if (!hasPermission(request.user, role)) throw new DomainError('UNAUTHORIZED', undefined, 403);
      }, role),
    );
  },
  { name: 'auth' },
);
