/**
 * Starts main.ts in a child process, as people start it (`node --import tsx examples/server/main.ts`, one process,
 * so a signal reaches the server itself), and waits for the `url:` line it prints. Used by the crash test and the
 * load test. No package client is imported here: the load test runs under plain tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MAIN_PATH = fileURLToPath(new URL('./main.ts', import.meta.url));

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  readonly exited: Promise<number | null>;
  /** Sends a signal and waits for the process to be gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function spawnServer(options: { dataDir: string; env?: Record<string, string>; timeoutMs?: number }): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN_PATH], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...options.env, DATA_DIR: options.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise<SpawnedServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start: ${output}`));
    }, options.timeoutMs ?? 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^url: +(http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stdout!.on('data', (more: Buffer) => void (output += more.toString()));
      resolve({
        url: match[1]!,
        child,
        output: () => output,
        exited,
        stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before starting: ${output}`));
    });
  });
}
