import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.ts';

// Years 1–9999: what every date computation here and PostgreSQL's timestamps agree on
// ("+275760-09-13" is a valid JavaScript date, but a day later is not).
const DATETIME_MESSAGE = 'DateTime must be an ISO-8601 string between the years 0001 and 9999.';
function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) throw new GraphQLError(DATETIME_MESSAGE);
  return date;
}

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date-time in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value as string).toISOString()),
  parseValue: parseDateTime,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError(DATETIME_MESSAGE);
    return parseDateTime(ast.value);
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
