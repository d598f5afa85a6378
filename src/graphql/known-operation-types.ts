import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * An operation of a type the graph has no root for (a subscription: the graph has none) is refused
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
