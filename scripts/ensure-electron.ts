// Runs before electron-vite in `npm start`: makes sure Electron's binary is there, downloading it
// once with Electron's own installer (build/electron-binary.ts). When it cannot, it ends with one
// sentence saying why and how to use a local copy, instead of electron-vite's "Electron uninstall".
import { ensureElectron } from '../build/electron-binary';

const binary = ensureElectron(process.cwd(), process.env, (version) =>
  console.log(`Downloading Electron ${version}'s binary (about 100 MB, only this once)…`),
);
if (!binary.ok) {
  console.error(binary.sentence);
  process.exit(1);
}
