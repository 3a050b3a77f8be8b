/** The real server as an operator runs it: its own process, its own environment (process tests). */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const serverDir = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const tmpDir = (prefix = 'kt-proc-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
};

const children: ChildProcess[] = [];

/** Starts `src/main.ts` with the test's environment on top of this one's. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Kills every server a test file started that is still running (its afterAll). */
export function killServers() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

export async function waitHealthy(port: number, timeoutMs = 90_000, server?: ServerProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.child.exitCode !== null) {
      throw new Error(`server on ${port} exited: ${server.output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not become healthy${server ? `: ${server.output()}` : ''}`);
}

/** Runs one of the package's npm scripts (`backup`, `restore`, `ledger:check`) as an operator would. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const scripts = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const [, ...nodeArgs] = scripts[script]!.split(' '); // "node --import tsx src/…"
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
