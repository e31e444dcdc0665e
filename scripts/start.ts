// `npm start`: builds what is missing, then runs the marketplace locally — a mail catcher with a web
// inbox, PocketBase on an embedded data dir (.data/pocketbase) serving the website, demo data on the
// first run — and prints the URLs and the demo logins. Ctrl-C stops everything.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../pocketbase/seed/demo-data';
import { seedDemoData } from '../pocketbase/seed/seed';
import { startMailCatcher } from './lib/mail-catcher';
import { startPocketBase } from './lib/pocketbase-server';

const root = process.cwd();
const port = Number(process.env.PORT ?? 8090);
const dataDir = process.env.PARTILHA_DATA_DIR ?? join(root, '.data', 'pocketbase');
const superuser = {
  email: process.env.PARTILHA_SUPERUSER_EMAIL ?? 'admin@partilha.local',
  password: process.env.PARTILHA_SUPERUSER_PASSWORD ?? 'partilha-admin-1',
};

function run(label: string, cmd: string, args: string[]): void {
  console.log(`[start] ${label}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  run('PocketBase binary', 'node', ['scripts/build-pocketbase.mjs']);
  run('server hooks', 'node', ['scripts/build-hooks.mjs']);
  run('website (production build)', 'npm', ['run', '--silent', 'build:web']);

  mkdirSync(dataDir, { recursive: true });
  const mail = await startMailCatcher({
    http: true,
    smtpPort: 0,
    httpPort: Number(process.env.MAIL_PORT ?? 8025),
  }).catch(() => startMailCatcher({ http: true }));
  const appUrl = `http://127.0.0.1:${port}`;
  const server = await startPocketBase({
    dataDir,
    port,
    publicDir: join(root, 'web', 'dist'),
    superuser,
    env: {
      PARTILHA_SMTP_HOST: '127.0.0.1',
      PARTILHA_SMTP_PORT: String(mail.smtpPort),
      PARTILHA_APP_URL: appUrl,
      ...(process.env.PARTILHA_PREVIEW_PASSWORD
        ? { PARTILHA_PREVIEW_PASSWORD: process.env.PARTILHA_PREVIEW_PASSWORD }
        : {}),
    },
  });

  const seed = await seedDemoData(server.url, superuser, (line) => console.log(line));
  const demo = DEMO_USERS.filter((u) => u.key !== 'operator').slice(0, 3);
  const operator = DEMO_USERS.find((u) => u.key === 'operator')!;

  console.log(`
  Partilha is running${seed.seeded ? ' (demo data created)' : ''}

    Website          ${server.url}/home
    E-mail inbox     ${mail.httpUrl}
    PocketBase admin ${server.url}/_/   (${superuser.email} / ${superuser.password})

  Demo logins (password for all: ${DEMO_PASSWORD})
${demo.map((u) => `    ${u.email.padEnd(26)} ${u.displayName}, ${u.city}`).join('\n')}
    ${operator.email.padEnd(26)} operator
    … and ${DEMO_USERS.length - demo.length - 1} more members: see pocketbase/seed/demo-data.ts

  Data lives in ${dataDir} (delete it to start over). Ctrl-C to stop.
`);

  const shutdown = async () => {
    await server.stop();
    await mail.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
