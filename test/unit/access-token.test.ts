import jwt from 'jsonwebtoken';
import { AccessTokenSigner, CLOCK_SKEW_SECONDS } from '../../src/identity/token/access-token';

/** A verified token is remembered until it expires, never past it, and another string is checked anew. */
describe('AccessTokenSigner.verify', () => {
  const signer = new AccessTokenSigner('unit-secret-unit-secret-unit-secret-1234', 60);
  const claims = { sub: 'u1', email: 'a@example.com', roles: [], sid: 's1' };

  afterEach(() => jest.useRealTimers());

  test('a token verified once is refused once it has expired', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const token = signer.sign(claims);
    expect(signer.verify(token).sub).toBe('u1');
    expect(signer.verify(token).sub).toBe('u1');
    jest.setSystemTime(new Date('2026-11-24T12:01:01Z'));
    expect(() => signer.verify(token)).toThrow('The access token has expired; refresh it.');
  });

  test('a tampered copy of a verified token is refused', () => {
    const token = signer.sign(claims);
    signer.verify(token);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'admin' })).toString(
      'base64url',
    );
    expect(() => signer.verify(`${header}.${forged}.${signature}`)).toThrow('The access token is not valid.');
    expect(() => new AccessTokenSigner('another-secret-another-secret-another-1', 60).verify(token)).toThrow(
      'The access token is not valid.',
    );
  });

  describe('times', () => {
    const secret = 'unit-secret-unit-secret-unit-secret-1234';
    const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
    const sign = (times: object, options: jwt.SignOptions = {}) =>
      jwt.sign({ ...claims, ...times }, secret, { algorithm: 'HS256', issuer: 'flexspace-identity', ...options });

    test('a token without exp is refused, every time it is presented', () => {
      for (const token of [sign({}, { noTimestamp: true }), sign({ iat: at('2026-11-24T12:00:00Z') })]) {
        expect(() => signer.verify(token)).toThrow('The access token is not valid.');
        expect(() => signer.verify(token)).toThrow('The access token is not valid.');
      }
    });

    test('nbf or iat further ahead than the clock skew is refused, and not remembered: it works once its time has come', () => {
      jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
      const now = at('2026-11-24T12:00:00Z');
      const notYet = sign({ nbf: now + CLOCK_SKEW_SECONDS + 1 }, { expiresIn: 600 });
      const issuedAhead = sign({ iat: now + CLOCK_SKEW_SECONDS + 1 }, { expiresIn: 600 });
      for (const token of [notYet, issuedAhead]) {
        expect(() => signer.verify(token)).toThrow('The access token is not valid.');
        expect(() => signer.verify(token)).toThrow('The access token is not valid.');
      }
      // Within the skew: accepted.
      expect(signer.verify(sign({ iat: now + CLOCK_SKEW_SECONDS, nbf: now + CLOCK_SKEW_SECONDS }, { expiresIn: 600 })).sub).toBe('u1');
      jest.setSystemTime(new Date('2026-11-24T12:00:02Z'));
      expect(signer.verify(notYet).sub).toBe('u1');
      expect(signer.verify(issuedAhead).sub).toBe('u1');
    });
  });
});
