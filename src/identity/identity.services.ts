import type { Settings } from '../config/settings';
import { ApiKeyCipher } from './api-key/api-key-cipher';
import { AccessTokenSigner } from './token/access-token';

declare module '../kernel/services' {
  interface Services {
    accessTokens: AccessTokenSigner;
    apiKeyCipher: ApiKeyCipher;
  }
}

export function createIdentityServices(settings: Settings) {
  return {
    accessTokens: new AccessTokenSigner(settings.jwtSecret, settings.accessTokenTtlSeconds, settings.twoFactorRequiredRoles),
    apiKeyCipher: new ApiKeyCipher(settings.jwtSecret),
  };
}
