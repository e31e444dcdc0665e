import type { ConsoleBridge } from '../bridge/get-bridge';

// Placeholder until the console's screens land (H5 owns this file and replaces it).
export function App({ bridge }: { bridge: ConsoleBridge }) {
  return (
    <main>
      <h1>Partilha — Operator console</h1>
      <p>Running in the {bridge.kind === 'electron' ? 'desktop app' : 'browser'}.</p>
    </main>
  );
}
