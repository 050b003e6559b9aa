// Text that PostgreSQL cannot store or that is not text at all — NUL characters, lone
// UTF-16 surrogates ("\ud800x" in JSON), malformed percent-escapes in the address —
// is refused at the door with a clear 400 instead of failing deep inside as a 500
// (issue 17). One check for every REST route (address, query string, JSON body) and
// every GraphQL operation (variables and string literals).
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `text` cannot be accepted as text, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\0')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains invalid Unicode (a lone surrogate)';
  return null;
}

/** The first unacceptable string in a parsed JSON value (keys included), with where it is. */
export function valueProblem(value: unknown, where = 'body', depth = 0): string | null {
  if (typeof value === 'string') {
    const p = textProblem(value);
    return p ? `${where} ${p}` : null;
  }
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = valueProblem(value[i], `${where}[${i}]`, depth + 1);
      if (p) return p;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    const kp = textProblem(key);
    if (kp) return `a field name in ${where} ${kp}`;
    const p = valueProblem(v, `${where}.${key}`, depth + 1);
    if (p) return p;
  }
  return null;
}

function decode(part: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? part.replace(/\+/g, ' ') : part);
  } catch {
    return null;
  }
}

/** Refuses an address whose path or query string is malformed or holds a NUL / lone surrogate. */
export function addressGuard(): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url;
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const search = q === -1 ? '' : url.slice(q + 1);
    const refuse = (message: string) => void res.status(400).json({ message });
    const path = decode(pathname, false);
    if (path === null) return refuse('The address has a malformed percent-escape.');
    const pathIssue = textProblem(path);
    if (pathIssue) return refuse(`The address ${pathIssue}.`);
    for (const pair of search.split('&')) {
      if (!pair) continue;
      const decoded = decode(pair, true);
      if (decoded === null) return refuse('The query string has a malformed percent-escape.');
      const issue = textProblem(decoded);
      if (issue) return refuse(`The query string ${issue}.`);
    }
    next();
  };
}

/** After a JSON body parser: refuses a body holding a NUL character or a lone surrogate. */
export function jsonBodyGuard(): RequestHandler {
  return (req, res, next) => {
    if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) {
      const problem = valueProblem(req.body);
      if (problem) return void res.status(400).json({ message: `The request ${problem}.` });
    }
    next();
  };
}

/**
 * Errors Express and body parsers raise for the client's own mistakes (status 4xx,
 * `expose`): answered with that status and a plain message, never as a 500.
 */
export function clientErrorHandler(): ErrorRequestHandler {
  return (error, _req, res, next) => {
    const status = Number(error?.status ?? error?.statusCode);
    if (res.headersSent || !(status >= 400 && status < 500)) return next(error);
    const message =
      error?.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : error?.type === 'entity.too.large'
          ? 'The request body is too large.'
          : error instanceof URIError
            ? 'The address has a malformed percent-escape.'
            : error?.expose && typeof error.message === 'string'
              ? error.message
              : 'The request is malformed.';
    res.status(status).json({ message });
  };
}

/** The last handler: whatever went wrong, a 500 without details (the log has them). */
export function finalErrorHandler(log: (error: unknown) => void): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    log(error);
    if (res.headersSent) return void res.end();
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}

function documentProblem(document: DocumentNode): string | null {
  let problem: string | null = null;
  visit(document, {
    StringValue(node) {
      if (problem) return;
      const p = textProblem(node.value);
      if (p) problem = `A string in the query ${p}.`;
    },
  });
  return problem;
}

/** GraphQL: variables and string literals are checked before execution. */
export function graphqlTextGuard(): Plugin {
  const check = (args: { document: DocumentNode; variableValues?: Record<string, unknown> | null }) => {
    const inVariables = args.variableValues ? valueProblem(args.variableValues, 'variables') : null;
    if (inVariables) return `The ${inVariables.replace(/^variables\./, 'variable $')}.`;
    return documentProblem(args.document);
  };
  const stop = (problem: string) => ({ errors: [new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } })] });
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = check(args);
      if (problem) setResultAndStopExecution(stop(problem));
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const problem = check(args);
      if (problem) setResultAndStopExecution(stop(problem));
    },
  };
}
