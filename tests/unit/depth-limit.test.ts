import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { maxDepthRule } from '../../api/graphql/depth-limit.ts';

const schema = buildSchema(`type Person { name: String friend: Person } type Query { me: Person }`);
const errorsFor = (query: string) => validate(schema, parse(query), [maxDepthRule(4)]).map((e) => e.message);

describe('depth limit', () => {
  it('accepts operations up to the limit and refuses deeper ones, through fragments too', () => {
    expect(errorsFor('{ me { friend { friend { name } } } }')).toEqual([]);
    expect(errorsFor('{ me { friend { friend { friend { name } } } } }')).toEqual(['The operation is nested 5 levels deep; the limit is 4.']);
    expect(errorsFor('{ me { ...F } } fragment F on Person { friend { friend { friend { name } } } }')).toHaveLength(1);
    expect(errorsFor('{ me { ... on Person { friend { name } } } }')).toEqual([]);
  });

  it('does not loop on cyclic fragments and ignores introspection', () => {
    expect(() => errorsFor('{ me { ...A } } fragment A on Person { friend { ...A } }')).not.toThrow();
    expect(errorsFor('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }')).toEqual([]);
  });
});
