import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig, loadEnvFile } from './config';
import { REPO_ROOT } from './paths';

describe('.env', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ochre-env-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('fills in what the environment leaves unset, and the environment wins', async () => {
    const file = path.join(dir, '.env');
    await writeFile(file, '# a comment\nPORT=4100\nLOG_LEVEL=debug\nMAIL_FROM="Riad <riad@example.com>"\n');
    const env: NodeJS.ProcessEnv = { PORT: '5200' };
    expect(loadEnvFile(file, env)).toBe(true);
    const config = loadConfig(env);
    expect(config.port).toBe(5200);
    expect(config.logLevel).toBe('debug');
    expect(config.mailFrom).toBe('Riad <riad@example.com>');
  });

  it('is optional', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(path.join(dir, 'missing.env'), env)).toBe(false);
    expect(env).toEqual({});
  });
});

describe('.env.example', () => {
  it('documents every configuration variable, and only those, each with a meaning', async () => {
    const lines = (await readFile(path.join(REPO_ROOT, '.env.example'), 'utf8')).split('\n');
    const documented = lines.flatMap((line, i) => {
      const name = /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
      return name ? [{ name, meaning: lines[i - 1] ?? '' }] : [];
    });
    expect(documented.map((v) => v.name).sort()).toEqual([...CONFIG_VARIABLES].sort());
    for (const { name, meaning } of documented) {
      // A variable's line follows its one-line meaning, or its partner's (ADMIN_EMAIL, ADMIN_PASSWORD).
      expect(meaning, name).toMatch(/^# /);
    }
  });
});

describe('configuration errors', () => {
  it('name every bad variable at once', () => {
    const bad = { PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' };
    const message = (() => {
      try {
        loadConfig(bad);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of Object.keys(bad)) expect(message).toContain(`${name}:`);
  });
});
