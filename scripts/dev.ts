/**
 * `npm run dev`: the API with restart on change (node --watch) on API_PORT (3001) and Vite with hot
 * module reload on http://localhost:3000, proxying /api to it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@amoret/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WEB_DIST_DIR: path.join(root, 'var/no-web-build') },
  }),
  spawn('npm', ['run', 'dev', '-w', '@amoret/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
