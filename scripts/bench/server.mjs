/** Starting and stopping what the bench measures: the production server, fresh databases, the reference. */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * fetch, tried again once when a kept-alive connection turns out to be closed: the server
 * drops idle connections after its keep-alive timeout, and the loads between two of our
 * requests can last longer than that.
 */
export async function get(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

async function waitFor(url, child, seconds) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

/**
 * The production build (apps/api/dist/server.js under `root`) on a fresh DATA_DIR, with the
 * default log level, its log written to DATA_DIR/server.log. Resolves once /api/health answers.
 */
export async function startServer({ root, databaseUrl, env = {} }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ochre-bench-'));
  const port = await freePort();
  const log = createWriteStream(path.join(dataDir, 'server.log'));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await waitFor(`${base}/api/health`, child, 300);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}; see ${path.join(dataDir, 'server.log')}`);
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Fastify hello-world reference, in its own process. */
export async function startHello(root) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/bench/hello.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, child, 30);
  return { base, stop: stopper(child) };
}

/** A new, empty database on the PostgreSQL server at `url`, dropped by `drop()`. */
export async function freshPostgres(url, label) {
  const name = `ochre_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** CPU time (user + system) a process has used so far, in ms (Linux). */
export async function cpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
