import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects `child` directly (through fragments too): a list reads
 * the count of all its matches only when `totalCount` is asked for.
 */
export function selects(info: GraphQLResolveInfo, child: string): boolean {
  const visit = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): boolean => {
    if (!selectionSet) return false;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD && selection.name.value === child) return true;
      if (selection.kind === Kind.INLINE_FRAGMENT && visit(selection.selectionSet, seen)) return true;
      if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        if (visit(info.fragments[selection.name.value]?.selectionSet, seen)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node: FieldNode) => visit(node.selectionSet, new Set()));
}
