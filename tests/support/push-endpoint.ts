// A push service of the test's own, on 127.0.0.1 over HTTPS (a self-signed certificate of the fixtures, made once
// with openssl: tests/fixtures/push-endpoint; the server trusts it through the agent it is given): it hands out subscriptions with real P-256 keys and an auth
// secret, receives what the server sends, and decrypts each payload with the subscription's keys as RFC 8291
// says (aes128gcm). An endpoint marked gone answers 410. Nothing leaves the machine.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ReceivedPush {
  subscriptionId: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload (the server's JSON). */
  payload: string;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushEndpoint {
  origin: string;
  /** Trusts the endpoint's certificate: pass it to the app as `pushAgent`. */
  agent: Agent;
  /** The certificate (PEM), for a process that trusts it through NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  received: ReceivedPush[];
  subscribe(): TestSubscription;
  /** From now on this subscription's endpoint answers 410 Gone. */
  expire(subscription: TestSubscription): void;
  stop(): Promise<void>;
}

/** RFC 8291 / RFC 8188: decrypts one aes128gcm record with the user agent's private key and auth secret. */
export function decryptPush(body: Buffer, uaPrivate: Buffer, uaPublic: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const shared = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no final-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/push-endpoint');
const keyFile = path.join(FIXTURES, 'key.pem');
const certificateFile = path.join(FIXTURES, 'cert.pem');

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const cert = readFileSync(certificateFile);
  const keys = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const server = createServer({ key: readFileSync(keyFile), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = keys.get(id);
      if (!subscription || gone.has(id)) {
        response.writeHead(gone.has(id) ? 410 : 404).end();
        return;
      }
      const payload = decryptPush(
        Buffer.concat(chunks),
        subscription.privateKey,
        subscription.publicKey,
        subscription.auth,
      );
      received.push({ subscriptionId: id, headers: request.headers, payload });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idOf = (s: TestSubscription) => s.endpoint.slice(s.endpoint.lastIndexOf('/') + 1);
  return {
    origin,
    agent: new Agent({ ca: cert }),
    certificateFile,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(8).toString('hex');
      const auth = randomBytes(16);
      keys.set(id, { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    expire: (subscription) => gone.add(idOf(subscription)),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
