#!/usr/bin/env node
// `npm run desktop`: builds the console with electron-vite, then starts it with the real Electron
// binary. The electron npm package does not contain that binary: it downloads it from Electron's
// release host (GitHub) at install or first run. Where that download was not possible, say exactly
// what to do instead of failing with a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const desktopDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoRoot = dirname(desktopDir);
const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));

const PLATFORM_EXECUTABLES = {
  darwin: 'Electron.app/Contents/MacOS/Electron',
  win32: 'electron.exe',
};

function electronBinary() {
  const pathFile = join(electronDir, 'path.txt');
  const executable = existsSync(pathFile)
    ? readFileSync(pathFile, 'utf8').trim()
    : (PLATFORM_EXECUTABLES[process.platform] ?? 'electron');
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(electronDir, 'dist');
  return join(dist, executable);
}

const build = spawnSync(
  process.execPath,
  [join(repoRoot, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// On a machine that reaches Electron's release host, the first run downloads the binary, as
// `require('electron')` would; only where that fails do we explain the alternatives.
let binary = electronBinary();
if (!existsSync(binary) && !process.env.ELECTRON_OVERRIDE_DIST_PATH) {
  console.log('Downloading the Electron binary (first run)…');
  spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'inherit' });
  binary = electronBinary();
}
if (!existsSync(binary)) {
  const installer = relative(repoRoot, join(electronDir, 'install.js'));
  console.error(`
The console is built (out/desktop), but the Electron binary is missing:
  ${binary}

Electron downloads it from its release host (https://github.com/electron/electron/releases)
when it is installed or first run, and that download did not happen on this machine. Either:

  1. with network access to github.com (or a mirror set in ELECTRON_MIRROR), run
       node ${installer}
     then npm run desktop again; or
  2. unpack Electron ${JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')).version} for this platform yourself and point at it:
       ELECTRON_OVERRIDE_DIST_PATH=/path/to/electron-dist npm run desktop

Without Electron, the same console runs in a browser: npm run desktop:web
`);
  process.exit(1);
}

const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE; // would start Electron as plain Node, not as the app
const child = spawn(binary, [desktopDir, ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
