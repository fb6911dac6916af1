/**
 * Starts the reference member server with every demo module: `npm start` (after building the bundles; dev mode on,
 * loopback only, with a banner) or `npm run server` (dev mode off: needs MEMBER_RSA_PRIVATE_KEY_FILE). Configuration:
 * PORT, HOST, DATA_DIR, MEMBER_DEV, MEMBER_RSA_PRIVATE_KEY_FILE, MEMBER_SECRET_FILE, MEMBER_TRUST_PROXY,
 * MEMBER_SCRYPT_N (see env.ts).
 *
 * The first lines it prints (`url:`, `page:`, `outbox:`) are meant to be parsed. SIGINT / SIGTERM close the
 * server and the database.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from './app.js';
import { isDevKey } from './passwords.js';
import { DEFAULT_DIST_DIR, DIST_ENTRIES } from './demo-site.js';
import { DEV_PATHS } from './dev-routes.js';
import { readServerEnv } from './env.js';
import { demoModules } from './modules.js';
import { DEFAULT_SCRYPT } from './passwords.js';
import { QR_PHONE_PATH } from './qr.js';

const DEV_BANNER = [
  '',
  '################################################################################',
  '#  DEVELOPMENT MODE (MEMBER_DEV=1; `npm start` turns it on for the demo)       #',
  '#  Open to loopback clients only, and listening on loopback only:             #',
  '#   - /__dev/outbox shows every code sent; /__dev endpoints switch the bot     #',
  '#     check and approve step-ups;                                              #',
  '#   - /user/qr-phone signs a "phone" in with a password alone;                 #',
  '#   - /oauth/authorize is a fake identity provider that vouches for anyone;   #',
  '#   - passwords are encrypted with the committed development RSA key.         #',
  '#  NEVER expose this server. Production: MEMBER_DEV=0 and your own key         #',
  '#  (docs/security.md).                                                         #',
  '################################################################################',
  '',
].join('\n');

async function main(): Promise<void> {
  const { port, host, dataDir, dev, scryptN: N, rsaPrivateKeyPem, secretFile, trustProxyHops, staffDomains } = readServerEnv(process.env);
  if (!dev && (!rsaPrivateKeyPem || isDevKey(rsaPrivateKeyPem))) {
    throw new Error(
      rsaPrivateKeyPem
        ? 'Refusing to start: MEMBER_RSA_PRIVATE_KEY_FILE is the committed development key, whose private half is public. Generate your own (docs/security.md).'
        : 'Refusing to start outside dev mode without an RSA private key: set MEMBER_RSA_PRIVATE_KEY_FILE (docs/security.md), or MEMBER_DEV=1 on loopback for a demo.',
    );
  }
  const server = await createServer({
    dataDir,
    dev,
    secretFile,
    trustProxy: trustProxyHops,
    rsaPrivateKeyPem,
    scrypt: { ...DEFAULT_SCRYPT, N },
    modules: demoModules({ staff: { domains: staffDomains } }),
  });
  const url = await server.listen(port, host);

  console.log(`url:      ${url}`);
  console.log(`page:     ${url}/`);
  console.log(dev ? `outbox:   ${url}${DEV_PATHS.outboxHtml} (JSON: ${url}${DEV_PATHS.outbox})` : 'outbox:   off (MEMBER_DEV=1 to read sent codes)');
  console.log(dev ? `qr phone: ${url}${QR_PHONE_PATH}` : 'qr phone: off (dev mode only)');
  console.log(`data:     ${dataDir}${N === DEFAULT_SCRYPT.N ? '' : ` (scrypt N=${N})`}`);
  if (trustProxyHops > 0) console.log(`proxy:    ${trustProxyHops} trusted hop(s): client address from X-Forwarded-For, https from X-Forwarded-Proto`);
  if (dev) console.log(DEV_BANNER);
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
