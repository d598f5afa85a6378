import { registerEnumType } from 'type-graphql';

/**
 * An enum of the graph, said once: its name, its description and each value with its own.
 *
 *   export const EmployeeStatusEnum = defineGraphEnum('EmployeeStatus', 'Whether an employee record is in use.', {
 *     Active: 'Employed.',
 *     Inactive: 'No longer active; the record is kept.',
 *   });
 *   export type EmployeeStatus = GraphEnumValue<typeof EmployeeStatusEnum>;   // 'Active' | 'Inactive'
 *   export const EMPLOYEE_STATUSES = graphEnumValues(EmployeeStatusEnum);     // ['Active', 'Inactive']
 *
 * The result is the object type-graphql registers (`EmployeeStatusEnum.Active === 'Active'`): a field
 * takes it as its type (`@Field(() => EmployeeStatusEnum)`) and an enum column as its values
 * (`Column.enum(EmployeeStatusEnum, ...)`, kernel/columns.ts). The values keep the order written.
 */
export function defineGraphEnum<const V extends string>(name: string, description: string, values: Record<V, string>): GraphEnum<V> {
  const graphEnum = Object.freeze(Object.fromEntries(Object.keys(values).map((value) => [value, value]))) as GraphEnum<V>;
  const valuesConfig = Object.fromEntries(Object.entries<string>(values).map(([value, text]) => [value, { description: text }]));
  registerEnumType(graphEnum, { name, description, valuesConfig: valuesConfig as Record<V, { description: string }> });
  return graphEnum;
}

/** A registered enum: each value is its own key. */
export type GraphEnum<V extends string> = { readonly [K in V]: K };

/** The union of an enum's values. */
export type GraphEnumValue<E extends GraphEnum<string>> = E[keyof E];

/** An enum's values, in the order they were declared. */
export function graphEnumValues<E extends GraphEnum<string>>(graphEnum: E): readonly GraphEnumValue<E>[] {
  return Object.values(graphEnum) as GraphEnumValue<E>[];
}
