// The IBAN at rest (issue 31, decision 0191): AES-256-GCM with the server's contract key (CONTRACT_KEY, or a key
// generated once into DATA_DIR/contract-key like the JWT secret, 0600). A stored value is
// 'v1:<iv>:<tag>:<ciphertext>' in base64url: a fresh 96-bit IV per value, the tag authenticates it, so a changed
// row fails to decrypt instead of yielding another IBAN. The same key keys the HMAC of an order's body (its
// idempotency record), so the record says nothing about the IBAN either.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const KEY_BYTES = 32;

/** A new random key, as the key file and CONTRACT_KEY hold it (base64url of 32 bytes). */
export function newContractKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

export class IbanCipher {
  private readonly key: Buffer;

  constructor(encodedKey: string) {
    const key = Buffer.from(encodedKey.trim(), 'base64url');
    if (key.length !== KEY_BYTES) throw new Error('The contract key must be 32 bytes (base64url)');
    this.key = key;
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join(':');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, ciphertext] = stored.split(':');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined)
      throw new Error('Unknown IBAN format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** An HMAC-SHA-256 under the same key (base64url): a fingerprint that cannot be tried against guesses. */
  fingerprint(data: string): string {
    return createHmac('sha256', this.key).update(data).digest('base64url');
  }
}
