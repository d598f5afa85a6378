import { AccessTokenSigner } from '../../src/identity/token/access-token';

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
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'admin' })).toString('base64url');
    expect(() => signer.verify(`${header}.${forged}.${signature}`)).toThrow('The access token is not valid.');
    expect(() => new AccessTokenSigner('another-secret-another-secret-another-1', 60).verify(token)).toThrow('The access token is not valid.');
  });
});
