// Writes schema.graphql from the Pothos schema (CI fails if the committed copy drifts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.ts';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');
fs.writeFileSync(out, printSchema(schema) + '\n');
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
