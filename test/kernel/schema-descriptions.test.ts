import 'reflect-metadata';
import { type GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType } from 'graphql';
import { buildGatewaySchema } from '../../src/graphql/schema';
import { DOMAIN_MODULES } from '../../src/modules';

/** Every type, field, argument and enum value of the graph that has no description a client developer could read. */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const blank = (text: string | null | undefined) => !text || !text.trim();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing.sort();
}

describe('the graph documents itself', () => {
  test('every type, field, argument and enum value has a description', () => {
    expect(undescribed(buildGatewaySchema(DOMAIN_MODULES))).toEqual([]);
  });
});
