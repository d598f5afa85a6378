import 'reflect-metadata';
import { Query, Resolver, buildSchemaSync } from 'type-graphql';
import { guardRootFields } from '../../src/graphql/root-guard';
import { buildGatewaySchema } from '../../src/graphql/schema';
import { signedIn } from '../../src/kernel/policy';
import { DOMAIN_MODULES } from '../../src/modules';

@Resolver()
class ForgottenGuardResolver {
  @Query(() => String)
  secretThing(): string {
    return 'nobody declared who may read this';
  }

  @Query(() => String)
  guardedThing(): string {
    return 'ok';
  }
}

const schema = () => buildSchemaSync({ resolvers: [ForgottenGuardResolver], orphanedTypes: [] });

describe('every query and mutation declares who may call it', () => {
  test('a root field without a policy stops the server from starting, naming the field', () => {
    expect(() => guardRootFields(schema(), { guardedThing: signedIn('anyone signed in') })).toThrow(
      /Query\.secretThing declares no policy/,
    );
  });

  test('a policy for a field that does not exist is refused too', () => {
    expect(() => guardRootFields(schema(), { secretThing: signedIn('x'), guardedThing: signedIn('x'), ghost: signedIn('x') })).toThrow(
      /policy "ghost" names no query or mutation/,
    );
  });

  test('the real graph has a policy for every root field', () => {
    expect(() => buildGatewaySchema(DOMAIN_MODULES)).not.toThrow();
  });
});
