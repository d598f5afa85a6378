import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGatewaySchema, printGatewaySchema } from '../src/graphql/schema';
import { DOMAIN_MODULES } from '../src/modules';

/** `npm run schema`: writes schema/schema.graphql from the resolvers (checked in; a test fails on drift). */
const file = join(__dirname, '..', 'schema', 'schema.graphql');
writeFileSync(file, printGatewaySchema(buildGatewaySchema(DOMAIN_MODULES)));
process.stdout.write(`wrote ${file}\n`);
