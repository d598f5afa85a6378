import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { renameFields, type FieldErrors } from '../kernel/errors';
import { parseFieldPath, printFieldPath, type FieldPath } from '../kernel/field-path';

/**
 * In the graph a refused field is named by its argument path, as the caller wrote the operation:
 * `input.email`, `input.locations[0].price`, `id` (docs/decisions.md#error-vocabulary). This
 * file finds those paths; the error formatter (format-error.ts) applies them.
 */

/** The request an error came from: the document and operation it ran (absent before they are known). */
export interface ErrorRequest {
  document?: DocumentNode;
  operation?: OperationDefinitionNode;
}

const requestOfError = new WeakMap<object, ErrorRequest>();

/**
 * Apollo's formatError sees an error, not its request: this plugin records the request of every
 * error (before formatting, which runs right after) for `requestOf`.
 */
export function errorRequestPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, document, operation }) {
          for (const error of errors) requestOfError.set(error, { document, operation });
        },
      };
    },
  };
}

export function requestOf(error: unknown): ErrorRequest {
  return (error && typeof error === 'object' && requestOfError.get(error)) || {};
}

/**
 * The errors of a field named as argument paths: a service names what it refuses relative to the
 * field's input (`email`), so a key whose first segment is not an argument of the field gets the
 * field's input-object argument in front (`input.email`); keys that already start with an
 * argument (`id`, `file`, `input.contact.name`) stay.
 */
export function withArgumentNames(errors: FieldErrors, args: readonly GraphQLArgument[]): FieldErrors {
  const inputs = args.filter((arg) => isInputObjectType(getNamedType(arg.type)));
  if (inputs.length !== 1) return errors;
  return renameFields(errors, (key) => {
    const path = parseFieldPath(key);
    return args.some((arg) => arg.name === path[0]) ? key : printFieldPath([inputs[0].name, ...path]);
  });
}

/** The arguments of the field at `responsePath` of the operation (aliases and fragments followed), or none when it cannot be found. */
export function argumentsOfFieldAt(
  schema: GraphQLSchema,
  request: ErrorRequest,
  responsePath: readonly (string | number)[],
): readonly GraphQLArgument[] {
  const { operation, document } = request;
  let typeName = operation && schema.getRootType(operation.operation)?.name;
  let selections = operation?.selectionSet;
  let args: readonly GraphQLArgument[] = [];
  for (const key of responsePath) {
    if (typeof key === 'number') continue;
    const found = typeName && selections ? findField(selections, key, typeName, document) : null;
    if (!found) return [];
    const parent = schema.getType(found.typeName);
    const field = (isObjectType(parent) || isInterfaceType(parent)) && parent.getFields()[found.name];
    if (!field) return [];
    args = field.args;
    typeName = getNamedType(field.type).name;
    selections = found.selectionSet;
  }
  return args;
}

/** The field a response key answers, in a selection set with its fragments (and the type a fragment narrows to). */
function findField(
  selectionSet: SelectionSetNode,
  key: string,
  typeName: string,
  document: DocumentNode | undefined,
): { name: string; typeName: string; selectionSet?: SelectionSetNode } | null {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if ((selection.alias ?? selection.name).value === key)
        return { name: selection.name.value, typeName, selectionSet: selection.selectionSet };
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection
        : document?.definitions.find(
            (definition): definition is FragmentDefinitionNode =>
              definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
          );
    const found = fragment && findField(fragment.selectionSet, key, fragment.typeCondition?.name.value ?? typeName, document);
    if (found) return found;
  }
  return null;
}

/** The argument path where the operation uses `$variable` (`input` for `signUp(input: $i)`, `input.email` for `{ email: $e }`). */
export function argumentPathOfVariable(request: ErrorRequest, variable: string): FieldPath | null {
  const fragments = request.document?.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION) ?? [];
  return findInArguments(
    [...(request.operation ? [request.operation] : []), ...fragments],
    (node) => node.kind === Kind.VARIABLE && node.name.value === variable,
  );
}

/** The argument path of a literal value of the document (a value node, an object's member, or a field: its arguments' anchor). */
export function argumentPathOfNode(request: ErrorRequest, target: ASTNode): FieldPath | null {
  return findInArguments(request.document?.definitions ?? [], (node) => node === target);
}

/** Walks every argument value of every field of the definitions; the path of the first node `matches` accepts. */
function findInArguments(definitions: readonly DefinitionNode[], matches: (node: ASTNode) => boolean): FieldPath | null {
  const inValue = (value: ValueNode, path: (string | number)[]): FieldPath | null => {
    if (matches(value)) return path;
    if (value.kind === Kind.LIST) {
      for (const [index, item] of value.values.entries()) {
        const found = inValue(item, [...path, index]);
        if (found) return found;
      }
    }
    if (value.kind === Kind.OBJECT) {
      for (const member of value.fields) {
        if (matches(member)) return [...path, member.name.value];
        const found = inValue(member.value, [...path, member.name.value]);
        if (found) return found;
      }
    }
    return null;
  };
  const inSelections = (selectionSet: SelectionSetNode | undefined): FieldPath | null => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (matches(selection)) return [];
        for (const argument of selection.arguments ?? []) {
          const found = inValue(argument.value, [argument.name.value]);
          if (found) return found;
        }
      }
      const found = selection.kind === Kind.FRAGMENT_SPREAD ? null : inSelections(selection.selectionSet);
      if (found) return found;
    }
    return null;
  };
  for (const definition of definitions) {
    const found =
      definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION
        ? inSelections(definition.selectionSet)
        : null;
    if (found) return found;
  }
  return null;
}
