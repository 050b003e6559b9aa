// Limits that keep one GraphQL request from exhausting the process (issue 17):
// GraphQL Armor's maintained plugins for tokens (at parse time, before a huge
// document becomes an AST), aliases, directives and cost; our own depth rule;
// how many mutations one document may run; how many items a list argument
// (`nodes(ids:)`, filters) and a connection page (`first` / `last`) may ask for,
// checked with the request's variables at execution; and the body size, refused
// before anything is read. Every refusal is a GraphQL error with a plain message.
import type { RequestHandler } from 'express';
import type { Plugin } from 'graphql-yoga';
import {
  GraphQLError,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isListType,
  isNonNullType,
  valueFromAST,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxDepthRule } from './depth-limit.ts';

export type GraphqlLimits = {
  maxAliases: number;
  maxTokens: number;
  maxCost: number;
  maxDepth: number;
  maxDirectives: number;
  maxMutations: number;
  maxListItems: number;
  maxNodes: number;
  maxBodyBytes: number;
};

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = {
  maxAliases: 30,
  maxTokens: 5000,
  maxCost: 50_000,
  maxDepth: 12,
  maxDirectives: 50,
  maxMutations: 10,
  maxListItems: 100,
  maxNodes: 1000,
  maxBodyBytes: 1_000_000,
};

/** The Yoga/envelop plugins enforcing the document limits (HTTP and websocket alike). */
export function limitPlugins(limits: GraphqlLimits): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.maxTokens }) as Plugin,
    maxAliasesPlugin({ n: limits.maxAliases }) as Plugin,
    maxDirectivesPlugin({ n: limits.maxDirectives }) as Plugin,
    // A fragment spread is no level of the answer: counted where its fields land, not one level
    // deeper (else every Relay pagination fragment would cost half as much again as its fields).
    costLimitPlugin({ maxCost: limits.maxCost, flattenFragments: true }) as Plugin,
    {
      onValidate: ({ addValidationRule }) => {
        addValidationRule(maxDepthRule(limits.maxDepth));
        addValidationRule(maxMutationsRule(limits.maxMutations));
      },
    },
    listArgumentsPlugin(limits.maxListItems, limits.maxNodes),
  ];
}

/** Refuses a document whose mutation runs more than `max` root fields (aliases included). */
export function maxMutationsRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    const count = (set: SelectionSetNode, seen: Set<string>): number =>
      set.selections.reduce((n, s) => {
        if (s.kind === Kind.FIELD) return n + (s.name.value === '__typename' ? 0 : 1);
        if (s.kind === Kind.INLINE_FRAGMENT) return n + count(s.selectionSet, seen);
        const fragment = fragments.get(s.name.value);
        if (!fragment || seen.has(s.name.value)) return n;
        return n + count(fragment.selectionSet, new Set([...seen, s.name.value]));
      }, 0);
    return {
      OperationDefinition(node) {
        if (node.operation !== 'mutation') return;
        const n = count(node.selectionSet, new Set());
        if (n > max) {
          context.reportError(new GraphQLError(`A request may run at most ${max} mutations; this one runs ${n}.`, { nodes: [node] }));
        }
      },
    };
  };
}

const PAGE_ARGUMENTS = new Set(['first', 'last']);

/**
 * What `document` asks for given `variables`, checked at execution when variables are
 * known (a validation rule sees only literals): a connection's `first` / `last` above
 * `maxList`, a list argument (`nodes(ids:)`, filters) with more than `maxList` items,
 * or more than `maxNodes` connection items in all (nested pages multiply: 30 aliases of
 * `emails(first: 100)` ask for 3,000 rows). Returns the first problem, or null.
 */
export function listArgumentProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  maxList: number,
  maxNodes = Number.POSITIVE_INFINITY,
  operationName?: string | null,
): string | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    else if (d.kind === Kind.OPERATION_DEFINITION) operations.push(d);
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return null;
  const root = schema.getRootType(operation.operation);
  if (!root) return null;
  const vars = variables ?? undefined;
  let total = 0;

  const walk = (set: SelectionSetNode, parent: GraphQLNamedType, multiplier: number, seen: Set<string>): string | null => {
    for (const selection of set.selections) {
      let problem: string | null = null;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        problem = type ? walk(selection.selectionSet, type, multiplier, seen) : null;
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && type && !seen.has(fragment.name.value)) {
          problem = walk(fragment.selectionSet, type, multiplier, new Set([...seen, fragment.name.value]));
        }
      } else {
        problem = field(selection, parent, multiplier, seen);
      }
      if (problem) return problem;
    }
    return null;
  };

  const field = (node: FieldNode, parent: GraphQLNamedType, multiplier: number, seen: Set<string>): string | null => {
    if (!isObjectType(parent) && !isInterfaceType(parent)) return null;
    const def = parent.getFields()[node.name.value];
    if (!def) return null;
    let page: number | null = null;
    for (const arg of def.args) {
      const type = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
      const isPage = PAGE_ARGUMENTS.has(arg.name) && getNamedType(type).name === 'Int';
      if (!isPage && !isListType(type)) continue;
      const argNode = node.arguments?.find((a) => a.name.value === arg.name);
      let value: unknown = undefined;
      if (argNode) {
        try {
          value = valueFromAST(argNode.value, arg.type, vars);
        } catch {
          continue; // ill-typed values are the executor's to refuse
        }
      }
      if (isPage) {
        if (typeof value === 'number' && value > maxList) {
          return `\`${arg.name}\` on \`${def.name}\` is ${value}; at most ${maxList} items can be asked for at once (page with \`after\`).`;
        }
        if (typeof value === 'number') page = Math.min(page ?? value, Math.max(0, value));
        else page ??= maxList; // the connection's default page size is at most the cap
      } else if (Array.isArray(value) && value.length > maxList) {
        return `\`${arg.name}\` on \`${def.name}\` lists ${value.length} items; the limit is ${maxList}.`;
      }
    }
    let inner = multiplier;
    if (page !== null) {
      inner = multiplier * page;
      total += inner;
      if (total > maxNodes) {
        return `This request asks for more than ${maxNodes} items of lists in all (pages of nested and aliased connections add up); ask for fewer or page through them.`;
      }
    }
    return node.selectionSet ? walk(node.selectionSet, getNamedType(def.type), inner, seen) : null;
  };

  return walk(operation.selectionSet, root, 1, new Set());
}

function listArgumentsPlugin(maxList: number, maxNodes: number): Plugin {
  const check = (args: { schema: GraphQLSchema; document: DocumentNode; variableValues?: Record<string, unknown> | null; operationName?: string | null }) =>
    listArgumentProblem(args.schema, args.document, args.variableValues, maxList, maxNodes, args.operationName);
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = check(args);
      if (problem) setResultAndStopExecution({ errors: [new GraphQLError(problem, { extensions: { code: 'LIMIT_EXCEEDED' } })] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const problem = check(args);
      if (problem) setResultAndStopExecution({ errors: [new GraphQLError(problem, { extensions: { code: 'LIMIT_EXCEEDED' } })] });
    },
  };
}

/**
 * Refuses a request body over `maxBytes` (`maxUploadBytes` for multipart uploads) before it is read: by its Content-Length at
 * once (413), or, for a chunked body, as soon as the bytes received pass the limit.
 * The stream is otherwise left for Yoga to read.
 */
export function bodyLimit(maxBytes: number, maxUploadBytes = maxBytes): RequestHandler {
  return (req, res, next) => {
    // A GraphQL multipart request carries files (attachments, archives): its own, larger limit.
    const limit = req.is('multipart/form-data') ? maxUploadBytes : maxBytes;
    const tooLarge = (r: typeof res) =>
      r
        .status(413)
        .setHeader('Connection', 'close')
        .json({ errors: [{ message: `The request body is too large: the limit is ${limit} bytes.` }] });
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limit) return void tooLarge(res);
      return next();
    }
    if (req.headers['transfer-encoding'] === undefined) return next();
    // Chunked: count as it streams; past the limit, answer and stop reading.
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit && !res.headersSent) {
        req.off('data', onData);
        req.pause();
        tooLarge(res);
      }
    };
    req.on('data', onData);
    req.pause(); // adding a 'data' listener resumes the stream; Yoga reads it when it is ready
    next();
  };
}
