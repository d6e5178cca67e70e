/**
 * `npm run dev`: the API with auto-restart on :3000 and Vite with hot reload on :5173
 * (open http://localhost:5173 for the public site and http://app.localhost:5173 for the app).
 */
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  NODE_ENV: 'development',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  APP_URL: process.env.APP_URL ?? 'http://app.localhost:5173',
};

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/start.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'client/vite.config.ts', 'client'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
