import {
  GraphQLScalarType,
  type GraphQLSchema,
  Kind,
  type DocumentNode,
  type GraphQLResolveInfo,
  type DefinitionNode,
  type ObjectTypeDefinitionNode,
  parse,
  print,
  valueFromASTUntyped,
} from 'graphql';
import { Arg, createUnionType, Ctx, Field, Info, ObjectType, Query, Resolver } from 'type-graphql';
import type { LoaderDefinition, RequestContext } from '../kernel/context';
import { BadInputError } from '../kernel/errors';
import type { DomainModule } from '../kernel/module';
import { anyone } from '../kernel/policy';
import { loadManyPlanned } from '../kernel/records';
import { ENTITY_READS, graphNameOf } from '../kernel/resolver-builders';
import { checkAudience, policyOf } from './root-guard';
import { printGatewaySchema } from './schema';

/**
 * The gateway as an Apollo Federation 2 subgraph (docs/federation.md), from the same schema the apps
 * use: every type with a read by id on Query (`location(id:)`, `room(id:)`...) is an entity keyed
 * by `id`, `_entities` resolves a router's representations through those reads' own loaders (one
 * statement per type for any number of them, each `null` where the caller may not read it, as by
 * id), and `_service { sdl }` hands out the subgraph SDL (schema/subgraph.graphql).
 */

/** The Federation specification the subgraph SDL links to. */
export const FEDERATION_SPEC = 'https://specs.apollo.dev/federation/v2.7';

/** The most representations one `_entities` call resolves (a router asks for those of one fetch of its plan). */
export const MAX_REPRESENTATIONS = 1000;

/** What the federation adds to the graph, left out of the subgraph SDL (the router's, not a schema to compose). */
const FEDERATION_FIELDS = new Set(['_entities', '_service']);
const FEDERATION_TYPES = new Set(['_Any', '_Entity', '_Service']);

interface Representation {
  __typename: string;
  id: string;
}

/** A representation as a router sends it: `{ "__typename": "Room", "id": "..." }` (any other key is ignored). */
const AnyScalar = new GraphQLScalarType({
  name: '_Any',
  description: 'An entity representation a federation router sends: `{ "__typename": "Room", "id": "..." }`.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => valueFromASTUntyped(node, variables) as unknown,
});

@ObjectType('_Service', { description: "The subgraph's description for a federation router (docs/federation.md)." })
class SubgraphService {
  @Field(() => String, { description: 'The subgraph SDL: the graph with `@link` to Federation 2 and `@key(fields: "id")` on each entity.' })
  sdl!: string;
}

interface EntityType {
  /** The graph type's name. */
  name: string;
  type: Function;
  /** Its read by id on Query (`room`): the policy `_entities` applies to it. */
  field: string;
  loader: LoaderDefinition<string, object | null>;
}

/** Each entity type, in the order the modules declare them. */
function entityTypes(): EntityType[] {
  return ENTITY_READS.map(({ field, type, loader }) => {
    const target = type() as Function;
    return { name: graphNameOf(target), type: target, field, loader };
  });
}

let entitiesByName: Map<string, EntityType> | undefined;
const entityOf = (typename: string) => (entitiesByName ??= new Map(entityTypes().map((e) => [e.name, e]))).get(typename);

/** The graph type each resolved entity was asked as (the union's type resolution). */
const ENTITY_TYPE = new WeakMap<object, string>();

const EntityUnion = createUnionType({
  name: '_Entity',
  description: 'Any entity of the graph (a type with a read by id), as `_entities` resolves it.',
  types: () => entityTypes().map((entity) => entity.type) as [new () => object, ...(new () => object)[]],
  resolveType: (record) => ENTITY_TYPE.get(record as object),
});

/** Checks every representation before any is read: one 400 naming each bad one by its path. */
function checkedRepresentations(representations: unknown[]): Representation[] {
  if (representations.length > MAX_REPRESENTATIONS)
    throw BadInputError.field('representations', `at most ${MAX_REPRESENTATIONS} representations per call`);
  const problems: Record<string, string[]> = {};
  representations.forEach((value, i) => {
    const at = `representations[${i}]`;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      problems[at] = ['must be an object with __typename and id'];
      return;
    }
    const { __typename: typename, id } = value as Record<string, unknown>;
    if (typeof typename !== 'string' || !entityOf(typename))
      problems[`${at}.__typename`] = [`must name an entity of this subgraph (a type with a read by id), not ${JSON.stringify(typename)}`];
    if (typeof id !== 'string' || id === '') problems[`${at}.id`] = ['must be the id of the record, a string'];
  });
  if (Object.keys(problems).length) throw new BadInputError(problems);
  return representations as Representation[];
}

@Resolver()
class FederationResolver {
  @Query(() => [EntityUnion], {
    name: '_entities',
    nullable: 'items',
    description:
      "Federation: the entities a router's representations name, in their order, each through its type's read by id (null where it does not exist or the caller may not read it).",
  })
  async entities(
    @Arg('representations', () => [AnyScalar], {
      description: 'The entities to resolve, as the router sends them: `{ "__typename": "Room", "id": "..." }` each (at most 1,000).',
    })
    representations: unknown[],
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<(object | null)[]> {
    const asked = checkedRepresentations(representations);
    const byType = new Map<string, { entity: EntityType; ids: string[] }>();
    for (const { __typename, id } of asked) {
      const of = byType.get(__typename);
      if (of) of.ids.push(id);
      else byType.set(__typename, { entity: entityOf(__typename)!, ids: [id] });
    }
    // Each type as its read by id: `location(id:)` needs a signed-in caller, so does a Location entity.
    for (const { entity } of byType.values()) checkAudience(ctx, policyOf(info.schema, entity.field)!);
    // One load of each type's ids (one statement each), then the records in the representations' order.
    const read = new Map<string, Iterator<object | null | Error>>();
    await Promise.all(
      [...byType].map(async ([typename, { entity, ids }]) =>
        read.set(typename, (await loadManyPlanned(ctx, entity.loader, ids))[Symbol.iterator]()),
      ),
    );
    return asked.map(({ __typename }) => {
      const record = read.get(__typename)!.next().value as object | null | Error;
      if (record instanceof Error) throw record;
      if (record) ENTITY_TYPE.set(record, __typename);
      return record;
    });
  }

  @Query(() => SubgraphService, { name: '_service', description: 'Federation: the subgraph SDL a router composes the supergraph from.' })
  service(@Info() info: GraphQLResolveInfo): SubgraphService {
    return { sdl: subgraphSdl(info.schema) };
  }
}

const SDL_OF = new WeakMap<GraphQLSchema, string>();

/** The subgraph SDL of this schema, printed once. */
function subgraphSdl(schema: GraphQLSchema): string {
  let sdl = SDL_OF.get(schema);
  if (sdl === undefined) SDL_OF.set(schema, (sdl = printSubgraphSchema(schema)));
  return sdl;
}

/**
 * The graph as a Federation 2 subgraph: the SDL of schema/schema.graphql with `@link` to the
 * specification, `@key(fields: "id")` on every entity, and without the router's own fields
 * (`_entities`, `_service`) and types, which a subgraph SDL does not carry.
 */
export function printSubgraphSchema(schema: GraphQLSchema): string {
  const entities = new Set(entityTypes().map((entity) => entity.name));
  const plain = parse(printGatewaySchema(schema));
  const definitions = plain.definitions.flatMap((definition): DefinitionNode[] => {
    if ('name' in definition && definition.name && FEDERATION_TYPES.has(definition.name.value)) return [];
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) return [definition];
    const fields = definition.fields?.filter((field) => !FEDERATION_FIELDS.has(field.name.value));
    const keyed: ObjectTypeDefinitionNode = entities.has(definition.name.value)
      ? { ...definition, directives: [...(definition.directives ?? []), KEY_ID] }
      : definition;
    return [{ ...keyed, fields }];
  });
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [...LINK.definitions, ...definitions] };
  return `${print(document)}\n`;
}

const LINK = parse(`extend schema @link(url: "${FEDERATION_SPEC}", import: ["@key"])`);
const KEY_ID = (parse('type T @key(fields: "id")').definitions[0] as ObjectTypeDefinitionNode).directives![0];

/**
 * The federation's two root fields as a module of the graph: their policies are in the permission
 * table as every root field's are (docs/permissions.md); a field without one still fails the start.
 */
export const federationModule: DomainModule = {
  name: 'federation',
  entities: [],
  resolvers: [FederationResolver],
  permissions: {
    _entities: anyone("each entity under its type's read by id: that field's audience, null where the caller may not read it"),
    _service: anyone('the subgraph SDL, public as the schema is (schema/subgraph.graphql)'),
  },
  restRoutes: [],
};
