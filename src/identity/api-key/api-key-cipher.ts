import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts API keys at rest (AES-256-GCM) so that `GET /User/api-key` can return the key again;
 * the key-encryption key is derived from JWT_SECRET with HKDF-SHA256 (its own salt and info, so it
 * is independent of the token signing key). Another `purpose` (the webhooks' signing secrets) gets
 * a key of its own from the same secret.
 */
export class ApiKeyCipher {
  private readonly key: Buffer;

  constructor(secret: string, purpose = 'api-key') {
    this.key = Buffer.from(hkdfSync('sha256', secret, `flexspace/${purpose}/salt`, `flexspace/${purpose}/aes-256-gcm`, 32));
  }

  /** base64url(iv ‖ tag ‖ ciphertext). */
  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  decrypt(stored: string): string {
    const bytes = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}
