// GraphQL Code Generator: typed documents for the test suite. Every operation a
// test sends through `graphql(...)` is validated against schema.graphql and gets
// result/variable types, so a schema change that breaks a client fails the build.
// Output is committed; CI regenerates it and fails on drift.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['tests/**/*.ts', '!tests/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'tests/gql/': {
      preset: 'client',
      config: { useTypeImports: true, emitLegacyCommonJSImports: false, enumsAsTypes: true, scalars: { DateTime: 'string', Decimal: 'string' } },
      presetConfig: { fragmentMasking: false },
    },
  },
  hooks: {},
};

export default config;
