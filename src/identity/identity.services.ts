import type { Settings } from '../config/settings';
import { ApiKeyCipher } from './api-key/api-key-cipher';
import { twoFactorCodeKey } from './code/code-hash';
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

export function createIdentityServices(settings: Settings) {
  return {
    accessTokens: new AccessTokenSigner(settings.jwtSecret, settings.accessTokenTtlSeconds, settings.twoFactorRequiredRoles),
    apiKeyCipher: new ApiKeyCipher(settings.jwtSecret),
    webhookSecretCipher: new ApiKeyCipher(settings.jwtSecret, 'webhook-secret'),
    twoFactorCodeKey: twoFactorCodeKey(settings.jwtSecret),
  };
}
