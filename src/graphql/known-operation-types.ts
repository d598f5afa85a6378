import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * An operation of a type the graph has no root for is refused
 * at validation, a 400 GRAPHQL_VALIDATION_FAILED; graphql-js 16 only finds out when it executes it,
 * as an internal error. (graphql-js 17 ships this rule as KnownOperationTypesRule.)
 */
export function KnownOperationTypesRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (context.getSchema().getRootType(node.operation)) return;
      context.reportError(new GraphQLError(`The graph has no ${node.operation} operations: send a query or a mutation.`, { nodes: node }));
    },
  };
}

/**
 * Over HTTP the graph runs queries and mutations; a subscription is refused at validation (400
 * GRAPHQL_VALIDATION_FAILED) with where it runs: GraphQL over WebSocket on the same path.
 */
export function SubscriptionsOverWebSocketRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'subscription') return;
      context.reportError(
        new GraphQLError(
          'Subscriptions run over WebSocket: connect to /graphql with the graphql-transport-ws protocol (graphql-ws, Apollo Client GraphQLWsLink); over HTTP send a query or a mutation.',
          { nodes: node },
        ),
      );
    },
  };
}
