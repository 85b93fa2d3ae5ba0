import { randomBytes } from 'node:crypto';
import pg from 'pg';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates `hashi_tpl_<random>` on the server at `url`, fills it with `prepare`, and answers its name. */
export async function createTemplateDatabase(url: string, prepare: (url: string) => Promise<void>): Promise<string> {
  const name = `hashi_tpl_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  await prepare(withDatabase(url, name));
  return name;
}

/** A fresh database copied from the template; copies are retried while another copy is running. */
export async function createDatabaseFromTemplate(url: string, template: string): Promise<string> {
  const name = `hashi_t_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(url, (c) => c.query(`create database ${name} template ${template}`));
      return withDatabase(url, name);
    } catch (err) {
      if (attempt >= 20 || !String(err).includes('is being accessed by other users')) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** A new, empty database on the server at `url` (no template, no tables): what a restore goes into. */
export async function createEmptyDatabase(url: string): Promise<string> {
  const name = `hashi_e_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  return withDatabase(url, name);
}
