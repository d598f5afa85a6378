import { ArgsType, ClassType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { BadInputError } from './errors';

/** `pagedRequest` of every paged response. */
@ObjectType({ description: 'The page a paged response answers: the offset and limit in force (defaults filled in).' })
export class PagedRequest {
  @Field(() => Int, { description: 'How many records were skipped before this page.' })
  offset!: number;

  @Field(() => Int, { description: 'The most records this page holds.' })
  limit!: number;
}

export const DEFAULT_PAGE_LIMIT = 20;

/** The paged request fields of every list query (`offset`, `limit`); filters extend it. */
@InputType()
export abstract class PageInput {
  @Field(() => Int, {
    defaultValue: 0,
    description:
      'How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST).',
  })
  offset: number = 0;

  @Field(() => Int, {
    defaultValue: DEFAULT_PAGE_LIMIT,
    description: `How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (${DEFAULT_PAGE_LIMIT} when left out); required in the paged request body of the REST lists (POST).`,
  })
  limit: number = DEFAULT_PAGE_LIMIT;
}

/** A page as the read path applies it: the bounds, and whether to count all matches (`totalCount` selected). */
export interface PageRead extends PagedRequest {
  countMatches: boolean;
}

export interface Page<T> {
  data: T[];
  pagedRequest: PagedRequest;
  totalCount: number;
}

/** A paged response type named as the interface documents name it, e.g. `LocationClosureIPagedResponse`. */
export function PagedResponse<T extends object>(itemType: ClassType<T>, name: string) {
  const item = itemType.name;
  @ObjectType(name, {
    description: `One page of ${item} records in the list's order, with the page asked for and the count of all matches.`,
  })
  class PagedResponseClass {
    @Field(() => [itemType], { description: `The ${item} records of this page (empty past the end).` })
    data!: T[];

    @Field(() => PagedRequest, { description: 'The offset and limit this page was read with.' })
    pagedRequest!: PagedRequest;

    @Field(() => Int, { description: 'All matches, not only this page.' })
    totalCount!: number;
  }
  return PagedResponseClass;
}

/** Checks the paging bounds (docs/decisions.md#paging): a value outside is a 400 naming the field, never clamped. */
export function checkPage(input: { offset?: number | null; limit?: number | null }, maxLimit: number, countMatches = true): PageRead {
  const offset = input.offset ?? 0;
  const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(offset) || offset < 0) errors.offset = ['offset must be a whole number >= 0.'];
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) errors.limit = [`limit must be a whole number from 1 to ${maxLimit}.`];
  if (Object.keys(errors).length) throw new BadInputError(errors);
  return { offset, limit, countMatches };
}

/** The arguments of a list edge (`Workspace.locations(offset: 0, limit: 20)`): the root lists' bounds. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'How many records to skip (>= 0); 0 when left out.' })
  offset: number = 0;

  @Field(() => Int, {
    defaultValue: DEFAULT_PAGE_LIMIT,
    description: `How many records to return (1 to the configured maximum, 100 by default); ${DEFAULT_PAGE_LIMIT} when left out.`,
  })
  limit: number = DEFAULT_PAGE_LIMIT;
}
