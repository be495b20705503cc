// Bearer tokens (HS256 JWT via jose) and the role checks every protected route runs on the server.
// The token only names the user; roles and isActive are read fresh from the database on each request,
// so a changed role or a deactivated account takes effect at once. So is the user's location scope (issue 34,
// decision 0205): 'all' for an Admin, the locations listed for a Manager, computed once per request here; the
// one rule every staff route decides by is `scoped` (a record of another location: 403 OTHER_LOCATION) and,
// for lists, the services' filter by `request.scope`.
import { webcrypto } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '#domain/constants';
import {
  hasPermission,
  inScope,
  locationScope,
  type LocationScope,
  type Scoped,
} from '#domain/auth/permissions';
import { DomainError } from '#domain/errors/domain-error';
import type { User } from '#domain/schemas/users';
import type { ScopedKind } from '../modules/staff/staff-scope.repository';

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
    /**
     * The signed-in user's location scope, set by `authenticate`: 'all' (Admin), the listed locations
     * (Manager), null for anyone else (a member or a trainer, decided by their own rules).
     */
    scope: LocationScope | null;
  }
  interface FastifyInstance {
    signAccessToken(user: User): Promise<string>;
    /** preHandler: needs a valid bearer token of an existing user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler factory: needs a token and the role per the permission rule of seed 000 §6. */
    requireRole(
      role: 'Admin' | 'Manager' | 'Trainer' | 'User',
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler factory, after the access check: the record the request names at `from` ('params.id',
     * 'body.courseSettingId', …) must lie in the user's scope, else 403 OTHER_LOCATION. No check for an Admin or a
     * user without a scope (their own rules apply), nor when the record does not exist (the route's 404). With
     * `missing: 'first'` an absent value means the first location (a course created without naming one).
     */
    scoped(
      kind: ScopedKind,
      from: ScopeSource,
      options?: { missing?: 'first' },
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Marks a list the service narrows to `request.scope` (nothing to check before the handler). */
    scopedList: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Who a route lets in, as its access check says: a role, or nobody checked ('public'). */
export type Access = 'Admin' | 'Manager' | 'Trainer' | 'User' | 'public';

/** Where a scoped route's record is named in the request. */
export type ScopeSource = `params.${string}` | `query.${string}` | `body.${string}`;

/** How a route is scoped to locations, as its hooks say: the records it checks, or a list it filters. */
export type RouteScope = { checks: { kind: ScopedKind; from: ScopeSource }[] } | { list: true };

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

/** The scope declared by a route's preHandler hooks (`scoped`, `scopedList`), undefined when none. */
export function scopeOf(preHandler: unknown): RouteScope | undefined {
  const hooks = [preHandler].flat().filter((hook) => typeof hook === 'function');
  if (hooks.some((hook) => 'scopedList' in hook)) return { list: true };
  const checks = hooks.flatMap((hook) =>
    'scopeCheck' in hook ? [hook.scopeCheck as { kind: ScopedKind; from: ScopeSource }] : [],
  );
  return checks.length ? { checks } : undefined;
}

/** The signed-in user with the request's scope, as a staff route hands them to a service. */
export function staffOf(request: FastifyRequest): Scoped<User> {
  return { ...request.user!, scope: request.scope };
}

/** The raw value at `from` (before validation: the access checks run first). */
function valueAt(request: FastifyRequest, from: ScopeSource): unknown {
  const [part, key] = from.split('.') as ['params' | 'query' | 'body', string];
  const source = request[part];
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
}

const ISSUER = 'studio-app';
const AUDIENCE = 'studio-app:access';

/**
 * The app's secret as the HMAC key jose signs and verifies with, imported once: given the raw bytes, jose imports
 * them again on every call (a WebCrypto key made per request).
 */
export function accessTokenKey(secret: string): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/** An access token for this user, signed with the app's key (also the booking benches' signer). */
export function signAccessToken(key: webcrypto.CryptoKey, userId: number): Promise<string> {
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
  /** The locations the staff rule reads (server/modules/staff/staff-scope.repository.ts). */
  locations: {
    locationsOf(userId: number): Promise<number[]>;
    locationOf(kind: ScopedKind, id: number): Promise<number | null | undefined>;
    firstLocation(): Promise<number | null>;
  };
}

export default fp<AuthOptions>(
  async (fastify, options) => {
    const key = await accessTokenKey(options.jwtSecret);

    fastify.decorateRequest('user', null);
    fastify.decorateRequest('scope', null);

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
      // Read once per request: a Manager's listed locations; nothing to read for anyone else.
      request.scope = locationScope(
        found.user,
        found.user.roles.some((role) => role.toLowerCase() === 'manager')
          ? await options.locations.locationsOf(found.user.id)
          : [],
      );
      if (found.user.mustChangePassword && !request.routeOptions.config.allowTemporaryPassword)
        throw new DomainError('PASSWORD_CHANGE_REQUIRED');
    }

    fastify.decorate('authenticate', withAccess(authenticate, 'User'));
    fastify.decorate('requireRole', (role: 'Admin' | 'Manager' | 'Trainer' | 'User') =>
      withAccess(async (request: FastifyRequest) => {
        await authenticate(request);
        // The spec's word for a missing role is 'unauthorized'; on the wire it is a 403 (signed in, not allowed).
        if (!hasPermission(request.user, role)) throw new DomainError('UNAUTHORIZED', undefined, 403);
      }, role),
    );

    fastify.decorate(
      'scoped',
      (kind: ScopedKind, from: ScopeSource, { missing }: { missing?: 'first' } = {}) =>
        Object.assign(
          async (request: FastifyRequest) => {
            const scope = request.scope;
            if (scope === null || scope === 'all') return;
            const raw = valueAt(request, from);
            // Their own account is the user's to edit, wherever their home studio is.
            if (kind === 'client' && Number(raw) === request.user?.id) return;
            const id =
              raw === undefined || raw === null
                ? missing === 'first'
                  ? await options.locations.firstLocation()
                  : null
                : Number(raw);
            if (id === null || !Number.isSafeInteger(id)) return;
            const location = kind === 'location' ? id : await options.locations.locationOf(kind, id);
            if (location !== undefined && !inScope(scope, location)) throw new DomainError('OTHER_LOCATION');
          },
          { scopeCheck: { kind, from } },
        ),
    );
    fastify.decorate(
      'scopedList',
      Object.assign(async () => {}, { scopedList: true }),
    );
  },
  { name: 'auth' },
);
