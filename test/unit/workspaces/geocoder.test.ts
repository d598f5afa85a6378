import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGeocoder, GeocoderUnavailableError, NominatimGeocoder, OfflineGeocoder } from '../../../src/workspaces/address/geocoder';

interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
}

/** A stand-in Nominatim: records each request and answers with `reply`. */
class FakeNominatim {
  readonly seen: SeenRequest[] = [];
  reply: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => json(response, []);
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      this.seen.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        userAgent: request.headers['user-agent'],
      });
      this.reply(request, response);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

function json(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const CONGRESS_AVE = {
  place_id: 1,
  lat: '30.2689',
  lon: '-97.7425',
  display_name: '100, Congress Avenue, Austin, Travis County, Texas, 78701, United States',
  category: 'place',
  type: 'house',
};
const CAPITOL = {
  place_id: 2,
  lat: '30.2747',
  lon: '-97.7404',
  display_name: 'Texas Capitol, 1100, Congress Avenue, Austin, Texas, 78701, United States',
};

describe('NominatimGeocoder', () => {
  const server = new FakeNominatim();
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await server.start();
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    server.seen.length = 0;
    server.reply = (_, response) => json(response, []);
  });

  it('searches with GET /search, jsonv2, the text, the limit, US only and a User-Agent', async () => {
    server.reply = (_, response) => json(response, [CONGRESS_AVE, CAPITOL]);
    const geocoder = new NominatimGeocoder({ baseUrl, userAgent: 'flexspace-test/1.0' });

    const matches = await geocoder.search(' Congress Ave, Austin ', 5);

    expect(server.seen).toHaveLength(1);
    const [request] = server.seen;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/search');
    expect(Object.fromEntries(request.query)).toEqual({
      format: 'jsonv2',
      q: 'Congress Ave, Austin',
      limit: '5',
      countrycodes: 'us',
    });
    expect(request.userAgent).toBe('flexspace-test/1.0');
    expect(matches).toEqual([
      { address: CONGRESS_AVE.display_name, geo: { latitude: 30.2689, longitude: -97.7425 } },
      { address: CAPITOL.display_name, geo: { latitude: 30.2747, longitude: -97.7404 } },
    ]);
  });

  it('sends a default User-Agent and never asks for more than ten', async () => {
    await new NominatimGeocoder({ baseUrl }).search('Austin', 50);
    expect(server.seen[0].userAgent).toMatch(/flexspace/);
    expect(server.seen[0].query.get('limit')).toBe('10');
  });

  it('does not call the server for an empty query', async () => {
    expect(await new NominatimGeocoder({ baseUrl }).search('  ')).toEqual([]);
    expect(server.seen).toHaveLength(0);
  });

  it('geocodes an address as one line of text and takes the first result', async () => {
    server.reply = (_, response) => json(response, [CONGRESS_AVE]);
    const geo = await new NominatimGeocoder({ baseUrl }).geocode({
      line1: '100 Congress Ave',
      line2: 'Suite 200',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
    expect(geo).toEqual({ latitude: 30.2689, longitude: -97.7425 });
    expect(server.seen[0].query.get('q')).toBe('100 Congress Ave, Suite 200, Austin, TX 78701');
    expect(server.seen[0].query.get('limit')).toBe('1');
  });

  it('answers null for an address it does not find, and for an empty address without asking', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl });
    expect(await geocoder.geocode({ city: 'Atlantis', state: 'TX' })).toBeNull();
    expect(server.seen).toHaveLength(1);
    expect(await geocoder.geocode({ line1: ' ', city: null })).toBeNull();
    expect(server.seen).toHaveLength(1);
  });

  it('keeps a path in the base URL', async () => {
    await new NominatimGeocoder({ baseUrl: `${baseUrl}/nominatim` }).search('Austin');
    await new NominatimGeocoder({ baseUrl: `${baseUrl}/nominatim/` }).search('Austin');
    expect(server.seen.map((request) => request.path)).toEqual(['/nominatim/search', '/nominatim/search']);
  });

  it('skips results without usable coordinates', async () => {
    server.reply = (_, response) => json(response, [{ display_name: 'nowhere' }, { lat: '', lon: '1' }, { lat: '95', lon: '0' }, CAPITOL]);
    const matches = await new NominatimGeocoder({ baseUrl }).search('Capitol');
    expect(matches.map((match) => match.address)).toEqual([CAPITOL.display_name]);
  });

  it('reports a server error as GeocoderUnavailableError', async () => {
    server.reply = (_, response) => json(response, { error: 'overloaded' }, 503);
    await expect(new NominatimGeocoder({ baseUrl }).search('Austin')).rejects.toThrow(GeocoderUnavailableError);
    await expect(new NominatimGeocoder({ baseUrl }).search('Austin')).rejects.toThrow(/HTTP 503/);
  });

  it('reports an answer that is not a list as GeocoderUnavailableError', async () => {
    server.reply = (_, response) => json(response, { results: [] });
    await expect(new NominatimGeocoder({ baseUrl }).search('Austin')).rejects.toThrow(GeocoderUnavailableError);
  });

  it('gives up after its timeout', async () => {
    server.reply = () => undefined; // never answers
    const started = performance.now();
    await expect(new NominatimGeocoder({ baseUrl, timeoutMs: 200 }).search('Austin')).rejects.toThrow(/no answer in time/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable server as GeocoderUnavailableError', async () => {
    const closed = new FakeNominatim();
    const closedUrl = await closed.start();
    await closed.stop();
    const search = new NominatimGeocoder({ baseUrl: closedUrl }).search('Austin');
    await expect(search).rejects.toThrow(GeocoderUnavailableError);
    await expect(search).rejects.toThrow(/ECONNREFUSED/);
  });

  it('rejects a base URL that is not http(s)', () => {
    expect(() => new NominatimGeocoder({ baseUrl: 'ftp://example.com' })).toThrow(/http\(s\) URL/);
    expect(() => new NominatimGeocoder({ baseUrl: 'not a url' })).toThrow(/http\(s\) URL/);
  });
});

describe('OfflineGeocoder', () => {
  const geocoder = new OfflineGeocoder();

  it('geocodes and searches from the gazetteer', async () => {
    expect(await geocoder.geocode({ zipCode: '78701' })).toEqual({ latitude: 30.2713, longitude: -97.7426 });
    expect(await geocoder.geocode({ city: 'Atlantis', state: 'TX' })).toBeNull();
    expect((await geocoder.search('Austin, TX'))[0].address).toBe('Austin, TX');
    expect(await geocoder.search('Austin', 2)).toHaveLength(2);
  });
});

describe('createGeocoder', () => {
  it('makes the offline geocoder by default setting', () => {
    expect(createGeocoder({ provider: 'offline' })).toBeInstanceOf(OfflineGeocoder);
  });

  it('makes the Nominatim geocoder with its URL, and refuses it without one', () => {
    expect(createGeocoder({ provider: 'nominatim', nominatimUrl: 'http://127.0.0.1:8080' })).toBeInstanceOf(NominatimGeocoder);
    expect(() => createGeocoder({ provider: 'nominatim' })).toThrow(/nominatimUrl/);
  });

  it('refuses an unknown provider', () => {
    expect(() => createGeocoder({ provider: 'pelias' as never })).toThrow(/Unknown geocoder provider/);
  });
});
