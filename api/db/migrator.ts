// Migrations through Prisma's wasm schema engine (the native engine cannot be
// downloaded here). Standard layout: prisma/migrations/<ts>_<name>/migration.sql
// + migration_lock.toml, and the standard _prisma_migrations table, so the
// official `prisma migrate deploy` agrees wherever it can run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { projectRoot } from '../root.ts';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

export const schemaPath = path.join(projectRoot, 'prisma/schema.prisma');
export const migrationsDir = path.join(projectRoot, 'prisma/migrations');

type Engine = Awaited<ReturnType<typeof import('@prisma/schema-engine-wasm/schema_engine_bg').SchemaEngine.new>>;

let wasmReady: Promise<typeof import('@prisma/schema-engine-wasm/schema_engine_bg')> | undefined;

/** Node 20 cannot import .wasm modules: instantiate the engine's wasm by hand. */
function loadEngineModule() {
  wasmReady ??= (async () => {
    const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), { './schema_engine_bg.js': bg as any });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as any).__wbindgen_start?.();
    return bg;
  })();
  return wasmReady;
}

/**
 * PostgreSQL catalogs use the one-byte `"char"` type (oid 18), which the pg adapter
 * refuses to describe; the engine's introspection reads it as text, so report it as
 * text (oid 25). Only the migrator's connections are patched.
 */
function charAsText(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  if (factory.adapterName !== '@prisma/adapter-pg') return factory;
  const patch = <A>(adapter: A): A => {
    const io = (adapter as any).performIO.bind(adapter);
    (adapter as any).performIO = async (query: unknown) => {
      const result = await io(query);
      for (const field of result.fields) if (field.dataTypeID === 18) field.dataTypeID = 25;
      return result;
    };
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => patch(await factory.connect()),
    connectToShadowDb: async () => patch(await factory.connectToShadowDb()),
  };
}

async function withEngine<T>(adapter: SqlMigrationAwareDriverAdapterFactory, fn: (engine: Engine) => Promise<T>): Promise<T> {
  const bg = await loadEngineModule();
  const logs: string[] = [];
  const engine = await bg.SchemaEngine.new(
    { datamodels: [[schemaPath, fs.readFileSync(schemaPath, 'utf8')]] },
    (log: string) => logs.push(log),
    // The engine expects the Result-wrapped adapter the Prisma CLI gives it.
    bindMigrationAwareSqlAdapterFactory(charAsText(adapter)),
  );
  try {
    return await fn(engine);
  } catch (error) {
    const detail = logs.length ? `\n${logs.slice(-5).join('\n')}` : '';
    throw new Error(`Schema engine: ${(error as Error).message ?? error}${detail}`);
  } finally {
    engine.free();
  }
}

function migrationsList() {
  const dirs = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((name) => {
      const file = path.join(migrationsDir, name, 'migration.sql');
      return {
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: fs.existsSync(file)
            ? ({ tag: 'ok', value: fs.readFileSync(file, 'utf8') } as const)
            : ({ tag: 'error', value: 'migration.sql is missing' } as const),
        },
      };
    }),
  };
}

const filters = { externalTables: [], externalEnums: [] };

/**
 * Whether the database's history already holds every migration of the folder, applied, with the
 * same checksum (sha256 of migration.sql, as Prisma writes it), and nothing failed or unknown.
 * Read with one query, so a start with nothing to apply never loads the schema engine (its wasm
 * takes seconds to instantiate). Anything else, or any doubt, is the engine's to judge.
 */
async function historyUpToDate(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<boolean> {
  const local = new Map<string, string>();
  for (const d of migrationsList().migrationDirectories) {
    if (d.migrationFile.content.tag !== 'ok') return false;
    local.set(d.path, crypto.createHash('sha256').update(d.migrationFile.content.value).digest('hex'));
  }
  let connection: Awaited<ReturnType<SqlMigrationAwareDriverAdapterFactory['connect']>> | undefined;
  try {
    connection = await adapter.connect();
    const { rows } = await connection.queryRaw({
      sql: `SELECT migration_name, checksum, CASE WHEN rolled_back_at IS NOT NULL THEN 'rolled_back' WHEN finished_at IS NULL THEN 'failed' ELSE 'applied' END FROM "_prisma_migrations"`,
      args: [],
      argTypes: [],
    });
    const applied = new Map<string, string>();
    for (const [name, checksum, state] of rows as [string, string, string][]) {
      if (state === 'failed') return false;
      if (state === 'applied') applied.set(name, checksum);
    }
    if (applied.size !== local.size) return false;
    for (const [name, checksum] of local) if (applied.get(name) !== checksum) return false;
    return true;
  } catch {
    return false; // no history table yet, or anything unexpected
  } finally {
    await connection?.dispose().catch(() => {});
  }
}

/** Applies every pending migration; returns the names applied. */
export async function applyMigrations(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  if (await historyUpToDate(adapter)) return [];
  return withEngine(adapter, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList: migrationsList() as any, filters });
    return out.appliedMigrationNames;
  });
}

/**
 * Writes a new migration from the schema's difference to the migration history
 * (null when nothing changed). `adapter` must be a scratch database on which the
 * existing migrations were just applied: the engine diffs that live database
 * against the schema, so no shadow database is needed.
 */
export async function createMigration(adapter: SqlMigrationAwareDriverAdapterFactory, name: string): Promise<string | null> {
  return withEngine(adapter, async (engine) => {
    const files = [{ path: schemaPath, content: fs.readFileSync(schemaPath, 'utf8') }];
    const out = await engine.diff({
      from: { tag: 'schemaDatasource', files, configDir: path.dirname(schemaPath) },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: null,
      filters,
    });
    const script = out.stdout ?? '';
    if (!script.trim() || /^-- This is an empty migration\.?\s*$/.test(script.trim())) return null;
    const stamp = new Date()
      .toISOString()
      .replace(/[-:TZ.]/g, '')
      .slice(0, 14);
    const dirName = `${stamp}_${name}`;
    fs.mkdirSync(path.join(migrationsDir, dirName), { recursive: true });
    fs.writeFileSync(path.join(migrationsDir, dirName, 'migration.sql'), script);
    const lock = path.join(migrationsDir, 'migration_lock.toml');
    if (!fs.existsSync(lock)) {
      fs.writeFileSync(
        lock,
        '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
      );
    }
    return dirName;
  });
}

/** What the database's history says compared with the folder. */
export async function migrationStatus(adapter: SqlMigrationAwareDriverAdapterFactory) {
  return withEngine(adapter, (engine) => engine.diagnoseMigrationHistory({ migrationsList: migrationsList() as any, optInToShadowDatabase: false, filters }));
}
