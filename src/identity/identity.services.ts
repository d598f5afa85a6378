import type { Settings } from '../config/settings';
import { AccessTokenSigner } from './token/access-token';

declare module '../kernel/services' {
  interface Services {
    accessTokens: AccessTokenSigner;
  }
}

export function createIdentityServices(settings: Settings) {
  return { accessTokens: new AccessTokenSigner(settings.jwtSecret, settings.accessTokenTtlSeconds) };
}
