import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spareDevnetPorts } from '../../devnet/devnet';

const ROOT = path.resolve(__dirname, '../..');
const blocker = net.createServer();

afterAll(() => new Promise((resolve) => blocker.close(resolve)));

it('`npm start` with a busy app port stops at once, naming APP_PORT', async () => {
  const ports = await spareDevnetPorts();
  await new Promise<void>((resolve) => blocker.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const busy = (blocker.address() as net.AddressInfo).port;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_PORT: String(busy),
    DEVNET_DIR: path.join(ROOT, 'node_modules', '.cache', 'start-test'),
  };
  for (const [name, port] of Object.entries(ports)) env[`DEVNET_${name.toUpperCase()}_PORT`] = String(port);

  const started = Date.now();
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], { cwd: ROOT, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain(
    `Port ${busy} (app dev server) is already in use on 127.0.0.1. Stop the program using it, or set APP_PORT to a free port.`,
  );
  expect(Date.now() - started).toBeLessThan(15_000);
});
