import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { IsOpenResponse, locationIsOpen, roomIsOpen, IS_OPEN_DATE } from './is-open.service';

@Resolver()
export class IsOpenResolver {
  @Query(() => IsOpenResponse, { description: 'LocationIsOpen: `date` is an instant (with Z or an offset), a local date-time, or a whole local day YYYY-MM-DD; without it, now.' })
  locationIsOpen(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String, { nullable: true, description: 'The id of the location (required: absent is BAD_USER_INPUT naming `Id`; unknown or not visible is NOT_FOUND).' }) id?: string | null,
    @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
  ): Promise<IsOpenResponse> {
    return locationIsOpen(ctx, id, date);
  }

  @Query(() => IsOpenResponse, { description: 'RoomIsOpen: its location open and no room closure covering it.' })
  roomIsOpen(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String, { nullable: true, description: 'The id of the room (required: absent is BAD_USER_INPUT naming `Id`; unknown or not visible is NOT_FOUND).' }) id?: string | null,
    @Arg('date', () => String, { nullable: true, description: IS_OPEN_DATE }) date?: string | null,
  ): Promise<IsOpenResponse> {
    return roomIsOpen(ctx, id, date);
  }
}
