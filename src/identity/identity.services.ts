import type { Settings } from '../config/settings';
import type { Logger } from 'pino';
import { ApiKeyCipher } from './api-key/api-key-cipher';
import { twoFactorCodeKey } from './code/code-hash';
import { usePasswordHashCost } from './password/password-hasher';
import { AccessTokenSigner } from './token/access-token';

declare module '../kernel/services' {
  interface Services {
    accessTokens: AccessTokenSigner;
    apiKeyCipher: ApiKeyCipher;
    /** Encrypts the webhooks' signing secrets at rest (src/identity/webhook). */
    webhookSecretCipher: ApiKeyCipher;
    /** HMAC key of the stored two-factor codes. */
    twoFactorCodeKey: Buffer;
  }
}

export function createIdentityServices(settings: Settings, log: Logger) {
  if (!usePasswordHashCost(settings.passwordHash))
    log.warn(
      { passwordHash: settings.passwordHash },
      'password hashes cost less than OWASP recommends (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES)',
    );
  return {
    accessTokens: new AccessTokenSigner(settings.jwtSecret, settings.accessTokenTtlSeconds, settings.twoFactorRequiredRoles),
    apiKeyCipher: new ApiKeyCipher(settings.jwtSecret),
    webhookSecretCipher: new ApiKeyCipher(settings.jwtSecret, 'webhook-secret'),
    twoFactorCodeKey: twoFactorCodeKey(settings.jwtSecret),
  };
}
