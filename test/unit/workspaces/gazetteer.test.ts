import { geocodeAddress, searchAddresses } from '../../../src/workspaces/address/gazetteer';

function addresses(query: string, limit?: number): string[] {
  return searchAddresses(query, limit).map((match) => match.address);
}

describe('geocodeAddress', () => {
  it('locates an address by its ZIP code first', () => {
    expect(geocodeAddress({ line1: '100 Congress Ave', zipCode: '78701' })).toEqual({ latitude: 30.2713, longitude: -97.7426 });
    expect(geocodeAddress({ zipCode: ' 78701-1234 ' })).toEqual({ latitude: 30.2713, longitude: -97.7426 });
    // The ZIP code wins over a city and state that disagree with it.
    expect(geocodeAddress({ city: 'Chicago', state: 'IL', zipCode: '10001' })).toEqual({ latitude: 40.7484, longitude: -73.9967 });
  });

  it('falls back to the city and state, ignoring case, spaces and punctuation', () => {
    const austin = geocodeAddress({ city: 'Austin', state: 'TX' });
    expect(austin).not.toBeNull();
    expect(austin!.latitude).toBeCloseTo(30.3, 1);
    expect(austin!.longitude).toBeCloseTo(-97.76, 1);
    expect(geocodeAddress({ city: '  austin ', state: 'tx' })).toEqual(austin);
    expect(geocodeAddress({ city: 'AUSTIN', state: 'Texas' })).toEqual(austin);
    expect(geocodeAddress({ city: 'Austin', state: 'TX', zipCode: '00000' })).toEqual(austin);
    expect(geocodeAddress({ city: 'Austin', state: 'TX', zipCode: 'not a zip' })).toEqual(austin);
  });

  it('reads St, Ft and Mt as Saint, Fort and Mount, and joins split names', () => {
    expect(geocodeAddress({ city: 'St. Louis', state: 'MO' })).toEqual(geocodeAddress({ city: 'Saint Louis', state: 'MO' }));
    expect(geocodeAddress({ city: 'Ft Worth', state: 'TX' })).toEqual(geocodeAddress({ city: 'Fort Worth', state: 'TX' }));
    expect(geocodeAddress({ city: 'McLean', state: 'VA' })).toEqual(geocodeAddress({ city: 'Mc Lean', state: 'VA' }));
    expect(geocodeAddress({ city: 'McLean', state: 'VA' })).not.toBeNull();
  });

  it('tells same-named cities apart by state', () => {
    const oregon = geocodeAddress({ city: 'Portland', state: 'OR' })!;
    const maine = geocodeAddress({ city: 'Portland', state: 'ME' })!;
    expect(oregon.longitude).toBeLessThan(-120);
    expect(maine.longitude).toBeGreaterThan(-71);
  });

  it('accepts a city without a state only when one state has that name', () => {
    expect(geocodeAddress({ city: 'Albuquerque' })).toEqual(geocodeAddress({ city: 'Albuquerque', state: 'NM' }));
    expect(geocodeAddress({ city: 'Springfield' })).toBeNull();
  });

  it('returns null for what it cannot locate', () => {
    expect(geocodeAddress({})).toBeNull();
    expect(geocodeAddress({ line1: '1 Main St' })).toBeNull();
    expect(geocodeAddress({ city: 'Atlantis', state: 'TX' })).toBeNull();
    expect(geocodeAddress({ city: 'Austin', state: 'Narnia' })).toBeNull();
    expect(geocodeAddress({ zipCode: '00000' })).toBeNull();
  });
});

describe('searchAddresses', () => {
  it('returns nothing for an empty query or a zero limit', () => {
    expect(searchAddresses('')).toEqual([]);
    expect(searchAddresses('   ')).toEqual([]);
    expect(searchAddresses('Austin', 0)).toEqual([]);
  });

  it('puts an exact ZIP code first, with its point', () => {
    expect(searchAddresses('78701')).toEqual([{ address: 'Austin, TX 78701', geo: { latitude: 30.2713, longitude: -97.7426 } }]);
    expect(addresses('100 Congress Ave, Austin, TX 78701')).toEqual(['Austin, TX 78701', 'Austin, TX']);
  });

  it('lists ZIP codes by prefix for three or four digits', () => {
    expect(addresses('7870', 3)).toEqual(['Austin, TX 78701', 'Austin, TX 78702', 'Austin, TX 78703']);
    expect(addresses('99999')).toEqual([]);
  });

  it('ranks the exact city name first, larger places first', () => {
    const austins = addresses('Austin');
    expect(austins[0]).toBe('Austin, TX');
    expect(austins).toContain('Austin, MN');
    expect(addresses('new york')[0]).toBe('New York, NY');
    expect(addresses('Washington')[0]).toBe('Washington, DC');
  });

  it('ranks names that start with the text, then names with a later word that does', () => {
    expect(addresses('San Fran', 2)).toEqual(['San Francisco, CA', 'South San Francisco, CA']);
    const york = addresses('york');
    expect(york[0]).toBe('York, PA');
    expect(york.indexOf('Yorktown, VA')).toBeGreaterThan(york.lastIndexOf('York, PA'));
    const later = addresses('francisco', 10);
    expect(later).toContain('San Francisco, CA');
  });

  it('limits the places to a state given after a comma, after a space, by code or by name', () => {
    for (const query of ['Austin, MN', 'austin mn', 'Austin, Minnesota', 'AUSTIN MINNESOTA']) {
      expect(addresses(query)[0]).toBe('Austin, MN');
    }
    expect(addresses('Austin, MN').every((address) => address.endsWith(', MN'))).toBe(true);
    expect(addresses('Albany New York')[0]).toBe('Albany, NY');
    expect(addresses('Portland Maine')[0]).toBe('Portland, ME');
    expect(addresses('Springfield, Tenn')).toEqual(['Springfield, TN']);
  });

  it('finds Saint names from St and joined Mc names', () => {
    expect(addresses('St. Louis')[0]).toBe('Saint Louis, MO');
    expect(addresses('McLean')[0]).toBe('Mc Lean, VA');
  });

  it('returns at most ten matches, and at most the limit', () => {
    expect(searchAddresses('a')).toHaveLength(10);
    expect(searchAddresses('a', 50)).toHaveLength(10);
    expect(searchAddresses('a', 3)).toHaveLength(3);
    expect(new Set(addresses('Springfield')).size).toBe(10);
  });

  it('returns nothing for text that names no place', () => {
    expect(searchAddresses('zzzzqx')).toEqual([]);
  });

  it('answers quickly once its index is built', () => {
    searchAddresses('warm up');
    const started = performance.now();
    for (const query of ['a', 'San', 'Austin, TX', '787', 'new york', 'spring']) searchAddresses(query);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
