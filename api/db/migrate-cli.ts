// Operator command: `npm run migrate` (apply pending), `npm run migrate -- status`,
// `npm run migrate -- create <name>` (developers: writes a migration from schema changes,
// diffed on an in-memory embedded database so no server is needed).
import { loadConfig } from '../config.ts';
import { openDatabase, databaseUrlFor } from './client.ts';
import { applyMigrations, createMigration, migrationStatus } from './migrator.ts';

const [command = 'deploy', name] = process.argv.slice(2);
const config = loadConfig();

if (command === 'create') {
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('Usage: npm run migrate -- create <name_in_snake_case>');
    process.exit(2);
  }
  const db = await openDatabase('pglite:memory');
  await applyMigrations(db.adapter);
  const created = await createMigration(db.adapter, name);
  console.log(created ? `Created prisma/migrations/${created}` : 'The schema matches the migrations: nothing to create.');
  await db.close();
} else if (command === 'deploy' || command === 'status') {
  const db = await openDatabase(databaseUrlFor(config));
  if (command === 'deploy') {
    const applied = await applyMigrations(db.adapter);
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'No pending migrations.');
  } else {
    console.log(JSON.stringify(await migrationStatus(db.adapter), null, 2));
  }
  await db.close();
} else {
  console.error(`Unknown command "${command}". Use: deploy | status | create <name>`);
  process.exit(2);
}
