// The GraphQL request limits (issue 17) against the real schema: every operation the
// web app sends passes them, and each kind of abusive document is refused with its
// own clear message.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createYoga } from 'graphql-yoga';
import { schema } from '../../api/graphql/schema.ts';
import { DEFAULT_GRAPHQL_LIMITS, limitPlugins, listArgumentProblem } from '../../api/graphql/limits.ts';

const yoga = createYoga({ schema, plugins: limitPlugins(DEFAULT_GRAPHQL_LIMITS), logging: false });

/** Parse + validate as the server does; the messages of every refusal. */
function refusals(query: string, variables: Record<string, unknown> = {}): string[] {
  const { parse, validate, schema: s } = yoga.getEnveloped({});
  let document;
  try {
    document = parse(query);
  } catch (error) {
    return [(error as Error).message];
  }
  let errors: string[];
  try {
    errors = validate(s, document).map((e: Error) => e.message);
  } catch (error) {
    return [(error as Error).message]; // GraphQL Armor's rules throw their refusal
  }
  const list = listArgumentProblem(s, document, variables, DEFAULT_GRAPHQL_LIMITS.maxListItems, DEFAULT_GRAPHQL_LIMITS.maxNodes);
  return list ? [...errors, list] : errors;
}

/** The operation texts Relay compiled from the web app. */
function webOperations(): { name: string; text: string }[] {
  const dir = path.resolve('web/src/__generated__');
  return fs.readdirSync(dir).flatMap((file) => {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const match = source.match(/"text": ("(?:[^"\\]|\\.)*")/);
    return match ? [{ name: file, text: JSON.parse(match[1]!) as string }] : [];
  });
}

describe('GraphQL limits', () => {
  it('let every operation of the web app through', () => {
    const ops = webOperations();
    expect(ops.length).toBeGreaterThan(40);
    const refused = ops.map((op) => ({ op: op.name, errors: refusals(op.text) })).filter((r) => r.errors.length);
    expect(refused).toEqual([]);
  });

  it('refuse too many aliases', () => {
    const query = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
    expect(refusals(query)).toEqual(['Syntax Error: Aliases limit of 30 exceeded, found 31.']);
    // The 1,000 aliases of emails(first: 100) stop at the token limit, before the document is built.
    const huge = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: emails(first: 100) { totalCount edges { node { id } } }`).join(' ')} }`;
    expect(refusals(huge)).toEqual(['Syntax Error: Token limit of 5000 exceeded.']);
  });

  it('refuse too many tokens before building the document', () => {
    const query = `{ viewer { ${'id '.repeat(6000)} } }`;
    expect(refusals(query)).toEqual(['Syntax Error: Token limit of 5000 exceeded.']);
  });

  it('refuse too many directives and too high a cost', () => {
    expect(refusals(`{ viewer { id ${'@include(if: true) '.repeat(60)} } }`).join('\n')).toMatch(/Directives limit of 50 exceeded/);
    const leaf = 'id subject textBody htmlBody snippet fromAddress';
    const nest = (d: number): string => (d === 0 ? leaf : `${leaf} commitments { id title email { ${nest(d - 1)} } }`);
    const costly = `{ ${Array.from({ length: 30 }, (_, i) => `e${i}: emails(first: 1) { edges { node { ${nest(5)} } } }`).join(' ')} }`;
    expect(refusals(costly).join('\n')).toMatch(/Query Cost limit of 50000 exceeded/);
  });

  it('refuse a document running too many mutations', () => {
    const query = `mutation { ${Array.from({ length: 11 }, (_, i) => `a${i}: ask(input: { query: "x" }) { __typename }`).join(' ')} }`;
    expect(refusals(query)).toEqual(['A request may run at most 10 mutations; this one runs 11.']);
    const fragmented = `mutation { ...M } fragment M on Mutation { ${Array.from({ length: 11 }, (_, i) => `a${i}: logout { __typename }`).join(' ')} }`;
    expect(refusals(fragmented).join('\n')).toMatch(/this one runs 11/);
  });

  it('cap connection pages and list arguments, with literals and variables alike', () => {
    expect(refusals('{ emails(first: 101) { totalCount } }')).toEqual([
      '`first` on `emails` is 101; at most 100 items can be asked for at once (page with `after`).',
    ]);
    expect(refusals('query($n: Int) { todos(last: $n) { totalCount } }', { n: 5000 })[0]).toMatch(/`last` on `todos` is 5000/);
    expect(refusals('{ emails(first: 100) { totalCount } }')).toEqual([]);
    const ids = Array.from({ length: 20_000 }, (_, i) => `id${i}`);
    expect(refusals('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).toEqual(['`ids` on `nodes` lists 20000 items; the limit is 100.']);
    expect(refusals('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids.slice(0, 100) })).toEqual([]);
  });

  it('refuse more than 1,000 list items in all, however the pages are split', () => {
    const aliased = (n: number, first: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: emails(first: ${first}) { edges { node { id } } }`).join(' ')} }`;
    expect(refusals(aliased(10, 100))).toEqual([]);
    expect(refusals(aliased(11, 100))[0]).toMatch(/^This request asks for more than 1000 items of lists in all/);
    expect(refusals(aliased(25, 40))).toEqual([]);
    // Without `first`, a connection counts at the cap.
    expect(refusals(`{ ${Array.from({ length: 11 }, (_, i) => `a${i}: todos { totalCount }`).join(' ')} }`)[0]).toMatch(/more than 1000 items/);
  });
});
