import type { JsonSchema } from './json-schemas';

/** Example strings by member name, where the name says what a realistic value is. */
const STRINGS_BY_NAME: Record<string, string> = {
  email: 'jane.doe@example.com',
  username: 'jane.doe@example.com',
  ownerEmail: 'jane.doe@example.com',
  password: 'correct-horse-battery-staple',
  newPassword: 'correct-horse-battery-staple',
  grant_type: 'password',
  grantType: 'password',
  name: 'Jane Doe',
  firstName: 'Jane',
  lastName: 'Doe',
  employeeName: 'Jane Doe',
  companyName: 'Acme Corporation',
  tenantName: 'Acme Corporation',
  tenantType: 'Employer',
  tenantId: 'platform',
  'tenant-id': 'platform',
  role: 'Admin',
  phone: '+1 212 555 0100',
  line1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  zipCode: '10118',
  timeZone: 'America/New_York',
  code: '123456',
  resetCode: '123456',
  /** The header's own example in the IETF draft (a structured-field string). */
  'idempotency-Key': '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
};

const UUID = '3f2c6a84-5d3e-4b7a-9c1e-2a4b6c8d0e1f';

/**
 * An example value of a schema, built from the schema (and the member names: an `email` looks
 * like one), so that every operation of the document shows a request and an answer of the right
 * shape. `components` resolves the `$ref`s; `depth` keeps recursive inputs finite.
 */
export function exampleOf(schema: JsonSchema, components: Record<string, JsonSchema>, name = '', depth = 0): unknown {
  if (typeof schema.$ref === 'string') return exampleOf(components[schema.$ref.split('/').pop()!], components, name, depth);
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf))
    return exampleOf(
      (schema.anyOf as JsonSchema[]).find((branch) => branch.type !== 'null')!,
      components,
      name,
      depth,
    );
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((part) => exampleOf(part, components, name, depth)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 6) return {};
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([member, property]) => [member, exampleOf(property, components, member, depth + 1)]),
      );
    }
    case 'array':
      return depth > 6 ? [] : [exampleOf(schema.items as JsonSchema, components, name, depth + 1)];
    case 'string':
      return exampleString(schema, name);
    case 'integer':
      return name === 'offset' ? 0 : name === 'limit' ? 20 : name === 'expires_in' ? 900 : schema.format === 'int64' ? 2500 : 1;
    case 'number':
      return name === 'latitude' ? 40.7484 : name === 'longitude' ? -73.9857 : 10;
    case 'boolean':
      return true;
    default:
      return {};
  }
}

function exampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date-time') return '2027-01-04T09:00:00.000Z';
  if (typeof schema.pattern === 'string') return '09:00:00';
  if (schema.contentMediaType) return '(the bytes of the file)';
  if (STRINGS_BY_NAME[name]) return STRINGS_BY_NAME[name];
  if (name === 'id' || /Ids?$/.test(name)) return UUID;
  if (/Urls?$/.test(name)) return 'https://example.com/files/picture.png';
  if (/date$/i.test(name)) return '2027-01-04T09:00:00.000Z';
  return `Example ${name || 'text'}`;
}
