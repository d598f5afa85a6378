import { GraphQLError, isEnumType, isInputObjectType, Kind, type ASTNode, type GraphQLSchema } from 'graphql';
import {
  mustBeOneOf,
  NOT_BOOLEAN,
  NOT_DATE_TIME,
  NOT_FILE,
  NOT_INT32,
  NOT_NUMBER,
  NOT_OBJECT,
  NOT_TEXT,
  NOT_WHOLE_NUMBER,
  REQUIRED,
  UNKNOWN_FIELD,
} from '../kernel/field-messages';
import { parseFieldPath, type FieldPath } from '../kernel/field-path';

/**
 * graphql-js's own refusals of a value (a variable's or a literal's) in the words of the field
 * table (src/kernel/field-messages.ts), the one translation both faces use: the graph's error
 * formatter and the REST adapter's early check of a row's variables.
 */

/** The words of each built-in scalar and the library scalars, by the name their messages start with. */
const SCALAR_WORDS: Readonly<Record<string, string>> = {
  String: NOT_TEXT,
  ID: NOT_TEXT,
  Int: NOT_WHOLE_NUMBER,
  Float: NOT_NUMBER,
  Boolean: NOT_BOOLEAN,
  DateTime: NOT_DATE_TIME,
  DateTimeISO: NOT_DATE_TIME,
  Upload: NOT_FILE,
};

/** A refused value of a variable: the variable, where in it, and why. */
export interface VariableProblem {
  variable: string;
  /** Inside the variable's value: `['contact', 'email']`, `[0, 'price']`; empty for the value itself. */
  path: FieldPath;
  reason: string;
}

/**
 * Reads graphql-js's coercion error of a variable: `Variable "$i" got invalid value 5 at "i.email";
 * String cannot represent a non string value: 5` is `{ variable: 'i', path: ['email'], reason: 'Must
 * be a string.' }`; `Variable "$i" of required type "SignUpInput!" was not provided.` is the
 * variable itself, Required. Null for any other error.
 */
export function readVariableProblem(error: GraphQLError, schema: GraphQLSchema): VariableProblem | null {
  const absent = error.message.match(/^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\.$/);
  if (absent) return { variable: absent[1], path: [], reason: REQUIRED };
  const invalid = error.message.match(/^Variable "\$(\w+)" got invalid value /);
  if (!invalid) return null;
  // The value is printed in the message and may hold anything: the reason is the inner error's own message.
  const inner = innerMessage(error);
  const prefix = error.message.slice(0, error.message.length - inner.length - 2);
  const at = prefix.match(/ at "([^"]+)"$/)?.[1];
  const { member, reason } = readValueProblem(inner, schema);
  const path = [...(at ? parseFieldPath(at).slice(1) : []), ...(member ? [member] : [])];
  return { variable: invalid[1], path, reason };
}

function innerMessage(error: GraphQLError): string {
  const inner = error.originalError;
  if (inner && inner !== error && error.message.endsWith(`; ${inner.message}`)) return inner.message;
  const separator = error.message.lastIndexOf('; ');
  return separator < 0 ? error.message : error.message.slice(separator + 2);
}

/** A refused literal of the document: the value node it is about, a member of it (`Field "email" ... was not provided`), and why. */
export interface LiteralProblem {
  node: ASTNode;
  member?: string;
  reason: string;
}

const VALUE_KINDS: ReadonlySet<string> = new Set([
  Kind.INT,
  Kind.FLOAT,
  Kind.STRING,
  Kind.BOOLEAN,
  Kind.NULL,
  Kind.ENUM,
  Kind.LIST,
  Kind.OBJECT,
  Kind.OBJECT_FIELD,
]);

/**
 * Reads graphql-js's validation error of a literal value (`signUp(input: { email: 5 })`): `Expected
 * value of type "String!", found 5.`, a scalar's own refusal, a missing or unknown member of an
 * input object, a required argument left out (its node: the field's). The node is where the caller
 * of this finds the argument path in the document; null for an error about anything but a value.
 */
export function readLiteralProblem(error: GraphQLError, schema: GraphQLSchema): LiteralProblem | null {
  const node = error.nodes?.[0];
  if (!node) return null;
  const argument = error.message.match(/^Field "\w+" argument "(\w+)" of type "[^"]+" is required, but it was not provided\.$/);
  if (argument && node.kind === Kind.FIELD) return { node, member: argument[1], reason: REQUIRED };
  if (!VALUE_KINDS.has(node.kind)) return null;
  if (node.kind === Kind.NULL) return { node, reason: REQUIRED };
  const expected = error.message.match(/^Expected value of type "\[*(\w+)[!\]]*", found /)?.[1];
  if (expected) return { node, reason: wordsOfType(expected, schema) ?? error.message };
  const { member, reason } = readValueProblem(error.message.replace(/^Field "\w+\.(\w+)"/, 'Field "$1"'), schema);
  return { node, member, reason };
}

/** The words of one refused value: a member of an object left out or unknown, a value of the wrong kind, an enum value it does not have. */
function readValueProblem(message: string, schema: GraphQLSchema): { member?: string; reason: string } {
  const missing = message.match(/^Field "(\w+)" of required type "[^"]+" was not provided\.$/);
  if (missing) return { member: missing[1], reason: REQUIRED };
  if (/^Field "\w+" is not defined by type "\w+"\./.test(message)) return { reason: UNKNOWN_FIELD };
  if (/^Expected non-nullable type "[^"]+" not to be null\.$/.test(message)) return { reason: REQUIRED };
  if (/^Expected type "\w+" to be an object\.$/.test(message)) return { reason: NOT_OBJECT };
  if (/^Int cannot represent non 32-bit signed integer value/.test(message)) return { reason: NOT_INT32 };
  const enumName = message.match(/^Enum "(\w+)" cannot represent|does not exist in "(\w+)" enum\./);
  if (enumName) return { reason: wordsOfType(enumName[1] ?? enumName[2], schema) ?? message };
  const scalar =
    message.match(/^(\w+) (?:cannot represent|value invalid|literal unsupported)/)?.[1] ?? message.match(/^Expected type "(\w+)"/)?.[1];
  return { reason: (scalar && wordsOfType(scalar, schema)) || message };
}

/** What a value of the named type must be: a scalar's words, an enum's values, an object. */
function wordsOfType(name: string, schema: GraphQLSchema): string | undefined {
  const type = schema.getType(name);
  if (isEnumType(type)) return mustBeOneOf(type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) return NOT_OBJECT;
  return SCALAR_WORDS[name];
}
