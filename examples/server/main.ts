/**
 * Starts the reference member server with every demo module: `npm start` (after building the bundles) or
 * `npm run server`. Configuration: PORT, HOST, DATA_DIR, MEMBER_DEV, MEMBER_SCRYPT_N (see env.ts).
 *
 * The first lines it prints (`url:`, `page:`, `outbox:`) are meant to be parsed. SIGINT / SIGTERM close the
 * server and the database.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from './app.js';
import { DEFAULT_DIST_DIR, DIST_ENTRIES } from './demo-site.js';
import { DEV_PATHS } from './dev-routes.js';
import { readServerEnv } from './env.js';
import { demoModules } from './modules.js';
import { DEFAULT_SCRYPT } from './passwords.js';
import { QR_PHONE_PATH } from './qr.js';

async function main(): Promise<void> {
  const { port, host, dataDir, dev, scryptN: N } = readServerEnv(process.env);
  const server = await createServer({ dataDir, dev, scrypt: { ...DEFAULT_SCRYPT, N }, modules: demoModules() });
  const url = await server.listen(port, host);

  console.log(`url:      ${url}`);
  console.log(`page:     ${url}/`);
  console.log(dev ? `outbox:   ${url}${DEV_PATHS.outboxHtml} (JSON: ${url}${DEV_PATHS.outbox})` : 'outbox:   off (MEMBER_DEV=1 to read sent codes)');
  console.log(`qr phone: ${url}${QR_PHONE_PATH}`);
  console.log(`data:     ${dataDir}${N === DEFAULT_SCRYPT.N ? '' : ` (scrypt N=${N})`}`);
  if (dev) console.log('development mode: outbox and /__dev endpoints on for loopback clients. Never run this in production.');
  if (!DIST_ENTRIES.every((entry) => existsSync(resolve(DEFAULT_DIST_DIR, entry.path)))) {
    console.log('bundles:  dist/ is not (fully) built: run `npm run build` (npm start does) to serve them under /dist/');
  }

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
