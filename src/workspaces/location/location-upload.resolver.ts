import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { storeLocationUpload } from './location-upload.service';

type UploadArg = Promise<FileUpload> | null | undefined;

@Resolver()
export class LocationUploadResolver {
  @Mutation(() => String, { description: 'UploadLocationImage: PNG, JPEG or WebP; answers the public URL.' })
  uploadLocationImage(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload, { nullable: true, description: 'The image (PNG, JPEG or WebP, read from its bytes; required).' })
    file?: UploadArg,
  ): Promise<string> {
    return storeLocationUpload(ctx, 'image', file);
  }

  @Mutation(() => String, { description: 'UploadWaiver: PDF; answers the public URL.' })
  uploadWaiver(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload, { nullable: true, description: 'The waiver (PDF, read from its bytes; required).' }) file?: UploadArg,
  ): Promise<string> {
    return storeLocationUpload(ctx, 'waiver', file);
  }

  @Mutation(() => String, { description: 'UploadTerms: PDF; answers the public URL.' })
  uploadTerms(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload, { nullable: true, description: 'The terms of service (PDF, read from its bytes; required).' })
    file?: UploadArg,
  ): Promise<string> {
    return storeLocationUpload(ctx, 'terms', file);
  }
}
