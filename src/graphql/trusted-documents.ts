import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { Database } from '../config/database';
import { isPlatformAdmin } from '../kernel/caller';
import type { RequestContext } from '../kernel/context';
import { isDatabaseUnavailable } from '../kernel/errors';
import { sharedSecret } from '../kernel/shared-secret';

/**
 * Trusted documents (docs/decisions.md#trusted-documents): the documents registered in the
 * `trusted_document` table (migrations/Migration20261127001000TrustedDocument.ts) by
 * `npm run documents:register`, which a client sends by their SHA-256 as Apollo's automatic
 * persisted queries do (`extensions.persistedQuery.sha256Hash`, no `query`).
 */

export const TRUSTED_DOCUMENTS_SETTING = 'GRAPHQL_TRUSTED_DOCUMENTS_ONLY';

/** The code of a refused free document: a PERSISTED_QUERY_* code, neither of the two Apollo Client's link retries on. */
export const TRUSTED_DOCUMENT_REQUIRED = 'PERSISTED_QUERY_REQUIRED';

/** Reads a registered document by its hash; null when none is. */
export type DocumentLookup = (hash: string) => Promise<string | null>;

/** The `trusted_document` table of the gateway's database (its primary: a registration is read at once). */
export function trustedDocumentTable(db: Database): DocumentLookup {
  return async (hash) => {
    const rows = await db.orm.em
      .getConnection()
      .execute<{ document: string }[]>('select "document" from "trusted_document" where "hash" = ?', [hash]);
    return rows[0]?.document ?? null;
  };
}

/** Apollo's prefix of the persisted queries' keys (its PrefixingKeyValueCache wraps the cache it is given). */
const APQ_PREFIX = 'apq:';

/** How many documents automatic persisted queries keep (setting off), the oldest dropped first. */
const APQ_MAX_ENTRIES = 10_000;

/**
 * Apollo Server's `persistedQueries.cache`: a hash is looked up among the documents this process
 * has already read from the table (they never change, so they are kept), then in the table. With
 * the setting off it is also Apollo's automatic persisted queries' cache, in this process's memory
 * as before; with it on, a client cannot register a document by sending it with its hash.
 */
export class TrustedDocuments {
  private readonly registered = new Map<string, string>();
  private readonly automatic = new Map<string, string>();

  constructor(
    private readonly lookup: DocumentLookup,
    private readonly onlyTrusted: boolean,
    private readonly log: Logger,
  ) {}

  /** Whether the document of this hash is registered (memory, then the table). */
  async has(hash: string): Promise<boolean> {
    return (await this.registeredDocument(hash)) !== null;
  }

  async get(key: string): Promise<string | undefined> {
    const hash = hashOf(key);
    if (!this.onlyTrusted) {
      const automatic = this.automatic.get(hash);
      if (automatic !== undefined) return automatic;
    }
    try {
      return (await this.registeredDocument(hash)) ?? undefined;
    } catch (error) {
      // Apollo would answer a throwing cache with a 500: "not found" makes the client send the text,
      // whose own check (has) then meets the outage and answers 503.
      if (!isDatabaseUnavailable(error)) throw error;
      this.log.warn({ err: error }, 'trusted documents: the database cannot be reached');
      return undefined;
    }
  }

  async set(key: string, value: string): Promise<void> {
    if (this.onlyTrusted) return;
    const hash = hashOf(key);
    this.automatic.delete(hash);
    this.automatic.set(hash, value);
    if (this.automatic.size > APQ_MAX_ENTRIES) this.automatic.delete(this.automatic.keys().next().value!);
  }

  async delete(key: string): Promise<boolean> {
    return this.automatic.delete(hashOf(key));
  }

  private async registeredDocument(hash: string): Promise<string | null> {
    const known = this.registered.get(hash);
    if (known !== undefined) return known;
    if (!/^[0-9a-f]{64}$/.test(hash)) return null; // not a SHA-256: no statement for it
    const document = await this.lookup(hash);
    if (document !== null) this.registered.set(hash, document);
    return document;
  }
}

const hashOf = (key: string): string => (key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key);

/** The header a federation router sends its credential in (ROUTER_SECRET: docs/federation.md#trusted-documents-behind-a-router). */
export const ROUTER_SECRET_HEADER = 'router-secret';

/**
 * With GRAPHQL_TRUSTED_DOCUMENTS_ONLY: refuses (400) a document that is not registered, sent as
 * text, unless the caller is the Platform Admin or the request is a federation router's (its query
 * plans' documents, with ROUTER_SECRET). The REST rows' own documents (executeOperation, no `http`)
 * are the gateway's, not a client's: they pass. The verdict is reached before parsing (a hook there
 * cannot answer but with a 500) and given first among the hooks that may refuse.
 */
export function trustedDocumentsPlugin(documents: TrustedDocuments, routerSecret: string | null): ApolloServerPlugin<RequestContext> {
  const fromRouter = routerSecret === null ? () => false : sharedSecret(routerSecret);
  return {
    async requestDidStart({ request }) {
      if (!request.http || fromRouter(request.http.headers.get(ROUTER_SECRET_HEADER))) return;
      let verdict: { trusted: boolean } | { failed: unknown } = { trusted: true };
      return {
        async didResolveSource({ metrics, queryHash, contextValue }) {
          if (metrics.persistedQueryHit || isPlatformAdmin(contextValue.caller)) return;
          verdict = await documents.has(queryHash).then(
            (trusted) => ({ trusted }),
            (failed: unknown) => ({ failed }),
          );
        },
        // Not awaiting anything first: Apollo runs the plugins' hooks together and answers the first refusal.
        async didResolveOperation() {
          if ('failed' in verdict) throw verdict.failed; // the database away: 503 (apollo.ts, format-error.ts)
          if (verdict.trusted) return;
          throw new GraphQLError(
            `This gateway runs only registered documents (${TRUSTED_DOCUMENTS_SETTING}=true): send the document's SHA-256 in extensions.persistedQuery.sha256Hash, after registering it with \`npm run documents:register\`.`,
            { extensions: { code: TRUSTED_DOCUMENT_REQUIRED, http: { status: 400 } } },
          );
        },
      };
    },
  };
}
