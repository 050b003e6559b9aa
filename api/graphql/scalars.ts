import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.ts';

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date-time in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value as string).toISOString()),
  parseValue: (value) => {
    const date = new Date(value as string);
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string.');
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string.');
    return new Date(ast.value);
  },
});

builder.scalarType('Decimal', {
  description: 'An exact decimal number, as a string (money: never a float).',
  serialize: (value) => value.toString(),
  parseValue: (value) => {
    if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) throw new GraphQLError('Decimal must be a string such as "1250.00".');
    return value;
  },
});
