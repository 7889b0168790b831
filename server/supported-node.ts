/**
 * Imported first by every command that opens the database (`npm start`, `npm run dev`, `user`,
 * `backup`, `restore`): on a Node older than 22 the SQLite driver crashes as it loads, with no
 * word of why. This says why, and stops.
 */
import { unsupportedNodeMessage } from "./supported-node-version";

const message = unsupportedNodeMessage(process.versions.node);
if (message) {
  console.error(message);
  process.exit(1);
}

export {};
