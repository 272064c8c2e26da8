import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgresServer } from '../src';

const starter = path.join(import.meta.dirname, 'fixtures', 'start-and-wait.ts');
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'canopy-embedded-db-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL server', () => {
  it('initialises a cluster on a free port, makes databases, and keeps their data across a restart', async () => {
    const clusterDir = path.join(root, 'data', 'postgres');
    let server: EmbeddedPostgresServer = await startEmbeddedPostgres({ clusterDir });
    try {
      expect(server.majorVersion).toBeGreaterThanOrEqual(16);
      const url = await server.ensureDatabase('course');
      expect(await server.ensureDatabase('course')).toBe(url);
      await query(url, 'CREATE TABLE notes (title text); INSERT INTO notes VALUES ($$soil$$)');
      expect(await query(url, 'SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
      // The extensions the services use are shipped with the server.
      await query(url, 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
    } finally {
      await server.stop();
    }
    server = await startEmbeddedPostgres({ clusterDir });
    try {
      expect(await query(server.url('course'), 'SELECT title FROM notes')).toEqual([{ title: 'soil' }]);
    } finally {
      await server.stop();
    }
  });

  it('refuses a data folder a running platform holds', async () => {
    const clusterDir = path.join(root, 'in-use');
    const running = await startEmbeddedPostgres({ clusterDir });
    try {
      await expect(startEmbeddedPostgres({ clusterDir })).rejects.toThrow(/is in use by a running platform/);
    } finally {
      await running.stop();
    }
  });

  it('stops a server an earlier start left running (its launcher killed) before starting again', async () => {
    const clusterDir = path.join(root, 'orphan');
    // A launcher in a child process, killed with SIGKILL once its server is up: the server is left behind.
    const child = spawn(process.execPath, ['--import', 'tsx', starter, clusterDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = Number(
      await new Promise<string>((resolve) =>
        child.stdout!.once('data', (b: Buffer) => resolve(String(b).trim())),
      ),
    );
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const second = await startEmbeddedPostgres({ clusterDir });
    try {
      expect(second.port).not.toBe(port);
      expect(await query(await second.ensureDatabase('forum'), 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await second.stop();
    }
  });

  it('fails clearly when the configured port is taken', async () => {
    const port = await freePort();
    const taken: Server = createServer().listen(port, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    try {
      await expect(
        startEmbeddedPostgres({
          clusterDir: path.join(root, 'taken'),
          port,
          portVariable: 'EMBEDDED_POSTGRES_PORT',
        }),
      ).rejects.toThrow(`Port ${port} (EMBEDDED_POSTGRES_PORT) is already in use`);
    } finally {
      taken.close();
    }
  });

  it('refuses a data folder made by another major version', async () => {
    const clusterDir = path.join(root, 'old');
    await rm(clusterDir, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(clusterDir, { recursive: true }));
    await writeFile(path.join(clusterDir, 'PG_VERSION'), '9\n');
    await expect(startEmbeddedPostgres({ clusterDir })).rejects.toThrow(
      /belongs to PostgreSQL 9, but the embedded server is PostgreSQL \d+/,
    );
  });
});
