import type { GraphQLScalarType } from 'graphql';
import { InputType } from 'type-graphql';
import { IdFilter, ListFilter } from '../kernel/field-decorators';
import { PageInput } from '../kernel/paging';
import type { ApplicationFilters } from './application-flow';
import type { ApplicationStatus } from './application-record';

/** How a domain's interface document words the filters of its GetApplications. */
export interface ApplicationFiltersWording {
  ids: string;
  ownerIds: string;
  statuses: string;
}

/**
 * The filters and page of GetApplications as listApplications reads them, the same in every domain
 * (each optional, combined with AND). A domain names the input and gives the id type and words of
 * its document and its status enum.
 */
export function ApplicationFiltersInput(
  idType: GraphQLScalarType | StringConstructor,
  statusEnum: object,
  wording: ApplicationFiltersWording,
) {
  @InputType()
  abstract class ApplicationFiltersInputClass extends PageInput implements ApplicationFilters {
    @IdFilter(idType, wording.ids)
    ids?: IdFilter;

    @IdFilter(idType, wording.ownerIds)
    ownerIds?: IdFilter;

    @ListFilter(statusEnum, wording.statuses)
    statuses?: ListFilter<ApplicationStatus>;
  }
  return ApplicationFiltersInputClass;
}
