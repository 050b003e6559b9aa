// Refuses operations nested deeper than `max` selection levels (a cheap guard
// against abusive queries; connections add two levels: edges → node).
// Introspection (`__schema`, `__type`) is not counted: GraphiQL's own query is
// deeper than any product query, and the introspection switch governs it.
import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ASTVisitor } from 'graphql';

export function maxDepthRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    const depthOf = (node: ASTNode, seen: Set<string>): number => {
      if (node.kind === Kind.FIELD) {
        if (node.name.value.startsWith('__')) return 0;
        return node.selectionSet ? 1 + depthOf(node.selectionSet, seen) : 1;
      }
      if (node.kind === Kind.SELECTION_SET) return Math.max(0, ...node.selections.map((s) => depthOf(s, seen)));
      if (node.kind === Kind.INLINE_FRAGMENT) return depthOf(node.selectionSet, seen);
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const name = node.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) return 0;
        return depthOf(fragment.selectionSet, new Set([...seen, name]));
      }
      return 0;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > max) context.reportError(new GraphQLError(`The operation is nested ${depth} levels deep; the limit is ${max}.`, { nodes: [node] }));
      },
    };
  };
}
