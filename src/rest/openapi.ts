import {
  GraphQLNonNull,
  isNonNullType,
  Kind,
  parse,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Settings } from '../config/settings';
import type { DomainModule } from '../kernel/module';
import type { OperationPolicy } from '../kernel/policy';
import { PAGED_REQUEST_FIELDS, takesIdempotencyKey, takesPagedRequestBody, type RestRoute } from '../kernel/rest-route';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_DESCRIPTION, IDEMPOTENT_REPLAYED } from '../http/idempotent-requests';
import { mergedPermissions } from '../graphql/schema';
import { compileRestRoutes } from './document';
import { described, JsonSchemaComponents, type JsonSchema } from './json-schemas';
import { exampleOf } from './openapi-examples';
import { requestInputsOf, type RequestInput } from './request-inputs';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; [part: string]: unknown };
};

interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<string, unknown>;
}

interface OpenApiParameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
}

/** The error answers a REST operation can give (problem details), by status: their component names and meaning. */
const PROBLEMS: Record<number, { name: string; description: string; headers?: string[] }> = {
  400: {
    name: 'BadRequest',
    description: 'The body cannot be read, or a value is wrong: `errors` names each field as the client sent it (`contact.email`).',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No credential where one is needed, or a credential that is wrong, expired or of a suspended user (even on an operation open to anyone).',
    headers: ['WWW-Authenticate'],
  },
  403: {
    name: 'Forbidden',
    description:
      "The caller may not do this: not the Platform Admin, not an Admin of the record's tenant, or a two-factor verification still owed.",
  },
  404: { name: 'NotFound', description: 'A record the request names does not exist, or the caller may not see it.' },
  409: {
    name: 'Conflict',
    description:
      'The record is not in a state that allows this (the answer names the current state and the allowed ones), or it exists already; or a request with the same `Idempotency-Key` still runs (`code` IDEMPOTENCY_KEY_IN_USE, `Retry-After`), or took effect and its answer was lost (`code` IDEMPOTENCY_KEY_ANSWER_LOST).',
  },
  413: { name: 'PayloadTooLarge', description: 'The body, or the file, is larger than the limit.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a content type the operation takes.' },
  422: {
    name: 'IdempotencyKeyReused',
    description:
      'The `Idempotency-Key` was sent before with a different request (`code` IDEMPOTENCY_KEY_REUSED): a new request needs a new key.',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts: `Retry-After` says how many seconds to wait.',
    headers: ['Retry-After'],
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database cannot be reached: `Retry-After` says when to try again. Nothing was changed, unless the commit itself met the outage.',
    headers: ['Retry-After'],
  },
};

const HEADERS: Record<string, { description: string; schema: JsonSchema }> = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
  'WWW-Authenticate': { description: 'The scheme to authenticate with: `Bearer`.', schema: { type: 'string' } },
  [IDEMPOTENT_REPLAYED]: {
    description: '`true` when this is the kept answer of an earlier request with the same `Idempotency-Key`, repeated; absent otherwise.',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** The header a state-changing operation takes (src/http/idempotent-requests.ts). */
const IDEMPOTENCY_KEY_PARAMETER: OpenApiParameter = {
  name: IDEMPOTENCY_KEY,
  in: 'header',
  required: false,
  description: IDEMPOTENCY_KEY_DESCRIPTION,
  schema: { type: 'string', minLength: 1 },
};

const SERVICES: Record<string, string> = {
  identity: 'Tokens, sign-up, users, roles, claims, tenants, API keys, two-factor codes and passwords.',
  workspaces:
    'Addresses, locations, rooms, closures, workspace applications, member applications, user-location links, workspaces and their admins.',
  employers: 'Employer applications, employers, employees, employee inquiries and employer admins.',
  audit: 'The audit trail: every recorded state change, for the Platform Admin and the Admins of its tenant.',
};

/**
 * The OpenAPI 3.1 document of every REST operation, generated from the route tables and the graph:
 * what each row reads from the request (src/rest/request-inputs.ts) typed by the graph argument it
 * feeds, the answer as the row's derived document selects it (src/rest/document.ts), who may call
 * it from the permission tables, and the error answers that its kind of operation can give.
 */
export function openApiDocument(modules: DomainModule[], schema: GraphQLSchema, prefixes: Settings['restPrefixes']): OpenApiDocument {
  const rows = modules.flatMap((module) => module.restRoutes);
  const routes = compileRestRoutes(rows, schema);
  const permissions = mergedPermissions(modules);
  const components = new JsonSchemaComponents();
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  routes.forEach((route, index) => {
    const query = schema.getQueryType()?.getFields()[route.field];
    const field = (query ?? schema.getMutationType()!.getFields()[route.field]) as GraphQLField<unknown, unknown>;
    const prefix = prefixes[route.service] === '/' ? '' : prefixes[route.service];
    const operation = operationOf(route, field, !query, permissions[route.field], requestInputsOf(rows[index]), components);
    (paths[prefix + route.path] ??= {})[route.method.toLowerCase()] = operation;
  });
  const finished = components.finish(paths);
  const schemas = { ...finished.schemas, ...PROBLEM_SCHEMAS };
  for (const operation of Object.values(finished.paths).flatMap((item) => Object.values(item))) addExamples(operation, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Flexspace gateway: REST faces',
      version: '1.0',
      description: [
        'The three legacy REST faces of the gateway (identity, workspaces, employers) and the audit trail, each under its own prefix. Every',
        'operation runs one operation of the GraphQL graph at `/graphql` (same validation, authorization, limits and errors).',
        'Generated from the route tables and the graph (`npm run docs`); served at `/openapi.json`.',
        '',
        'Credentials: `Authorization: Bearer <access token>` (from `POST /identity/connect/token`) or `Api-Key: <key>`',
        '(from `GET /identity/User/api-key`). Errors are RFC 9457 problem details (`application/problem+json`); the token',
        'endpoint answers OAuth 2.0 errors. Query parameter names are matched ignoring case.',
      ].join('\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This gateway' }],
    tags: Object.entries(SERVICES).map(([name, description]) => ({
      name,
      description: `${description} Prefix \`${prefixes[name as keyof typeof prefixes]}\`.`,
    })),
    security: [{ bearerAuth: [] }, { apiKey: [] }],
    paths: finished.paths,
    components: {
      schemas,
      responses: problemResponses(),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token from `POST /identity/connect/token`.',
        },
        apiKey: { type: 'apiKey', in: 'header', name: 'Api-Key', description: "The user's API key, from `GET /identity/User/api-key`." },
      },
    },
  };
}

function operationOf(
  route: RestRoute,
  field: GraphQLField<unknown, unknown>,
  isMutation: boolean,
  policy: OperationPolicy,
  inputs: RequestInput[],
  components: JsonSchemaComponents,
): OpenApiOperation {
  const fed = (input: RequestInput) => fedField(field, input.feeds);
  /** Required when the graph needs the value, the row has no fallback, and no other part of the request can give it. */
  const required = (input: RequestInput) => {
    const target = fed(input);
    const alternatives = inputs.filter((other) => other !== input && other.feeds.join('.') === input.feeds.join('.'));
    return Boolean(
      target && isNonNullType(target.type) && target.defaultValue === undefined && input.fallback === undefined && !alternatives.length,
    );
  };
  const read: OpenApiParameter[] = inputs
    .filter(
      (input): input is RequestInput & { in: 'query' | 'header' | 'path'; name: string } =>
        input.name !== null && (input.in === 'query' || input.in === 'header' || input.in === 'path'),
    )
    .map((input) => {
      const target = fed(input);
      const valueSchema = target
        ? components.input(isNonNullType(target.type) ? target.type : new GraphQLNonNull(target.type))
        : { type: 'string' };
      return {
        name: input.name,
        in: input.in,
        required: input.in === 'path' || required(input),
        ...(target?.description ? { description: target.description } : {}),
        schema: described(valueSchema, undefined, input.fallback),
      };
    });
  const parameters = takesIdempotencyKey(route) ? [...read, { ...IDEMPOTENCY_KEY_PARAMETER }] : read;
  const operation: Omit<OpenApiOperation, 'responses'> = {
    operationId: `${route.service}.${route.operation}`,
    tags: [route.service],
    summary: route.operation,
    description: [
      field.description ?? '',
      '',
      `Runs the graph's ${isMutation ? 'mutation' : 'query'} \`${route.field}\`. Who may call it: ${policy.rule}.`,
    ]
      .join('\n')
      .trim(),
    ...(policy.audience === 'anyone' ? { security: policy.ignoresHeaderCredentials ? [] : [{}, { bearerAuth: [] }, { apiKey: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
  };
  const body = requestBodyOf(route, inputs, fed, required, components);
  return {
    ...operation,
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': successOf(route, field, components),
      ...errorAnswers(route, isMutation, policy, inputs),
      ...idempotencyAnswers(route),
    },
  };
}

/** The graph argument or input field a request value feeds (`['input', 'grantType']`): its type, words and default. */
function fedField(
  field: GraphQLField<unknown, unknown>,
  feeds: string[],
): { type: GraphQLInputType; description?: string | null; defaultValue?: unknown } | undefined {
  let target: { type: GraphQLInputType; description?: string | null; defaultValue?: unknown } | undefined = field.args.find(
    (arg) => arg.name === feeds[0],
  );
  for (const name of feeds.slice(1)) {
    const type = target && (isNonNullType(target.type) ? target.type.ofType : target.type);
    target = type && 'getFields' in type ? type.getFields()[name] : undefined;
  }
  return target;
}

function requestBodyOf(
  route: RestRoute,
  inputs: RequestInput[],
  fed: (input: RequestInput) => ReturnType<typeof fedField>,
  required: (input: RequestInput) => boolean,
  components: JsonSchemaComponents,
): OpenApiOperation['requestBody'] | undefined {
  const members = inputs.filter((input) => input.in === 'body' || input.in === 'file');
  if (!members.length) return undefined;
  const whole = members.find((input) => input.name === null);
  const wholeType = whole && fed(whole)?.type;
  const pagedRequest = takesPagedRequestBody(route) ? [...PAGED_REQUEST_FIELDS] : [];
  let schema: JsonSchema;
  if (wholeType) {
    const reference = components.input(isNonNullType(wholeType) ? wholeType : new GraphQLNonNull(wholeType));
    schema = pagedRequest.length ? { allOf: [reference, { required: pagedRequest }] } : reference;
  } else {
    const properties: Record<string, JsonSchema> = {};
    for (const input of members) {
      const target = fed(input);
      if (target) properties[input.name!] = described(components.input(target.type), target.description, target.defaultValue);
    }
    const requiredMembers = [...new Set([...members.filter(required).map((input) => input.name!), ...pagedRequest])];
    schema = { type: 'object', properties, ...(requiredMembers.length ? { required: requiredMembers } : {}) };
  }
  const isRequired = Boolean(wholeType ? isNonNullType(wholeType) : members.some(required) || pagedRequest.length);
  if (route.upload) return { required: isRequired, content: { 'multipart/form-data': { schema } } };
  return {
    required: isRequired,
    content: { 'application/json': { schema }, ...(route.form ? { 'application/x-www-form-urlencoded': { schema } } : {}) },
  };
}

/** What a calendar feed looks like (RFC 5545), shortened to one closure. */
const CALENDAR_EXAMPLE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//flexspace//calendar-feeds//EN',
  'BEGIN:VEVENT',
  'UID:3f2c6a84-5d3e-4b7a-9c1e-2a4b6c8d0e1f',
  'DTSTART;VALUE=DATE:20270101',
  'DTEND;VALUE=DATE:20270102',
  'SUMMARY:Closed: New Year',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

function successOf(route: RestRoute, field: GraphQLField<unknown, unknown>, components: JsonSchemaComponents): unknown {
  const replayHeader = takesIdempotencyKey(route) ? { headers: { [IDEMPOTENT_REPLAYED]: HEADERS[IDEMPOTENT_REPLAYED] } } : {};
  if (route.empty) return { description: 'Done: 200 with an empty body.', ...replayHeader };
  const operation = parse(route.document).definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  ) as OperationDefinitionNode;
  const selection = (operation.selectionSet.selections[0] as FieldNode).selectionSet;
  const schema = components.answer(field.type, selection, { service: route.service }, route.omitWhenNull);
  if (route.upload) {
    // The stored file's public URL, named anew at each upload (README, Uploads).
    const example = `http://localhost:4000/uploads/3f2c6a84-5d3e-4b7a-9c1e-2a4b6c8d0e1f.${route.path.endsWith('/image') ? 'png' : 'pdf'}`;
    return {
      description: 'The public URL of the stored file, a JSON string.',
      ...replayHeader,
      content: { 'application/json': { schema: { ...(schema as object), format: 'uri' }, example } },
    };
  }
  if (route.textAnswer?.startsWith('text/calendar'))
    return { description: 'The answer.', ...replayHeader, content: { [route.textAnswer!]: { schema, example: CALENDAR_EXAMPLE } } };
  return { description: 'The answer.', ...replayHeader, content: { [route.textAnswer ?? 'application/json']: { schema } } };
}

/**
 * What an `Idempotency-Key` adds to a state-changing operation's answers: 409 while a request with
 * the key still runs, 422 for a key sent with another request (a bad key is one of its 400s).
 */
function idempotencyAnswers(route: RestRoute): Record<string, unknown> {
  if (!takesIdempotencyKey(route)) return {};
  return {
    '409': { $ref: `#/components/responses/${PROBLEMS[409].name}` },
    '422': { $ref: `#/components/responses/${PROBLEMS[422].name}` },
  };
}

/**
 * The error answers an operation can give, from what kind of operation it is: a 400 when it reads
 * anything or takes a body; a 401 unless it ignores header credentials (a wrong credential is a 401
 * everywhere else); a 403 unless it is open to anyone; a 404 when it names a record by id (a
 * mutation, or a read of one record); a 409 for a mutation that is not one of the sign-in steps
 * (which keep their own counters and transactions); 413 and 415 for a body; a 429 where the
 * permission table says it is rate limited; a 503 always. The token endpoint answers OAuth errors.
 */
function errorAnswers(route: RestRoute, isMutation: boolean, policy: OperationPolicy, inputs: RequestInput[]): Record<string, unknown> {
  const hasBody = route.method !== 'GET';
  const namesRecord = inputs.some((input) => {
    const last = input.feeds[input.feeds.length - 1];
    return input.in === 'path' || last === 'id' || (isMutation && last.endsWith('Id'));
  });
  const rateLimited = /rate limited|per 24 h/i.test(policy.rule);
  if (route.errorBody) {
    const oauth = { $ref: '#/components/responses/OAuthError' };
    return { '400': oauth, ...(rateLimited ? { '429': oauth } : {}), '503': oauth };
  }
  const statuses = [
    [400, inputs.length > 0 || hasBody],
    [401, !policy.ignoresHeaderCredentials],
    [403, policy.audience !== 'anyone'],
    [404, namesRecord],
    [409, isMutation && !policy.ownTransaction],
    [413, hasBody],
    [415, hasBody],
    [429, rateLimited],
    [503, true],
  ] as const;
  return Object.fromEntries(
    statuses.filter(([, can]) => can).map(([status]) => [String(status), { $ref: `#/components/responses/${PROBLEMS[status].name}` }]),
  );
}

const PROBLEM_SCHEMAS: Record<string, JsonSchema> = {
  ProblemDetails: {
    type: 'object',
    description: 'RFC 9457 problem details.',
    properties: {
      type: { type: 'string', description: 'A URI naming the kind of problem.' },
      title: { type: 'string' },
      status: { type: 'integer', format: 'int32' },
      detail: { type: 'string', description: 'What went wrong, in words.' },
      instance: { type: 'string', description: 'The path of the request.' },
      code: {
        type: 'string',
        description:
          "The graph's `extensions.code`: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE, RATE_LIMITED, SERVICE_UNAVAILABLE...",
      },
      traceId: { type: 'string', description: 'The request id (`x-request-id`), to find the log line.' },
    },
    additionalProperties: true,
  },
  HttpValidationProblemDetails: {
    description: 'Problem details of a 400, with the problems of each field.',
    allOf: [
      { $ref: '#/components/schemas/ProblemDetails' },
      {
        type: 'object',
        properties: {
          errors: {
            type: 'object',
            description: 'Field name (dotted for nested fields) to its problems.',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['errors'],
      },
    ],
  },
  OAuthError: {
    type: 'object',
    description:
      'An OAuth 2.0 error (RFC 6749, section 5.2): `error` is `invalid_request`, `invalid_grant`, `unsupported_grant_type`, `slow_down` (429) or `server_error`.',
    properties: { error: { type: 'string' }, error_description: { type: 'string' } },
    required: ['error'],
  },
};

function problemResponses(): Record<string, unknown> {
  const responses: Record<string, unknown> = {
    OAuthError: {
      description:
        'An OAuth 2.0 error: 400 for a bad grant or request, 429 (`slow_down`) when rate limited, 503 when the database cannot be reached.',
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/OAuthError' },
          example: { error: 'invalid_grant', error_description: 'The email or password is wrong.' },
        },
      },
    },
  };
  for (const [status, problem] of Object.entries(PROBLEMS)) {
    const code = Number(status);
    const schema = { $ref: `#/components/schemas/${code === 400 ? 'HttpValidationProblemDetails' : 'ProblemDetails'}` };
    const example = {
      type: `https://httpwg.org/specs/rfc9110.html#status.${code}`,
      status: code,
      detail: problem.description,
      instance: '/workspaces/Location/upsert',
      ...(code === 400 ? { errors: { 'contact.email': ['Must be an email address.'] } } : {}),
    };
    responses[problem.name] = {
      description: problem.description,
      ...(problem.headers ? { headers: Object.fromEntries(problem.headers.map((name) => [name, HEADERS[name]])) } : {}),
      content: { 'application/problem+json': { schema, example } },
    };
  }
  return responses;
}

/** An example of every request body, parameter and answer, built from its schema. */
function addExamples(operation: OpenApiOperation, schemas: Record<string, JsonSchema>): void {
  for (const parameter of operation.parameters ?? [])
    parameter.example = exampleOf(parameter.schema, schemas, parameter.name.charAt(0).toLowerCase() + parameter.name.slice(1));
  for (const media of Object.values(operation.requestBody?.content ?? {})) media.example = exampleOf(media.schema, schemas);
  const success = operation.responses['200'] as { content?: Record<string, { schema: JsonSchema; example?: unknown }> };
  for (const media of Object.values(success.content ?? {})) media.example ??= exampleOf(media.schema, schemas);
}
