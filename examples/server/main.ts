/**
 * Starts the reference member server: `npm run server` (tsx examples/server/main.ts).
 *
 *   PORT       default 8080
 *   HOST       default 127.0.0.1
 *   DATA_DIR   default .data (created, migrated and seeded on first start; kept across restarts)
 *   MEMBER_DEV 1 enables the development outbox and the /__dev endpoints (loopback clients only)
 *
 * SIGINT / SIGTERM close the server and the database.
 */
import { resolve } from 'node:path';
import { createServer } from './app.js';

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  const dev = process.env.MEMBER_DEV === '1';
  const server = await createServer({ dataDir, dev });
  const url = await server.listen(port(process.env.PORT), process.env.HOST || '127.0.0.1');

  console.log(`member reference server listening on ${url} (data: ${dataDir})`);
  console.log(`page:   ${url}/`);
  console.log(dev ? `outbox: ${url}/__dev/outbox.html (JSON: ${url}/__dev/outbox)` : 'outbox: off (set MEMBER_DEV=1 to read sent codes)');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`close failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
