// Preloaded by tests through NODE_OPTIONS=--import=<this file> (NODE_OPTIONS flags are not in
// process.execArgv, so the process still shows its own command line): records every module the
// process loads, ES modules through a resolve hook and CommonJS through require's cache, and writes
// them with process.execArgv to LOADED_MODULES_OUT when the process gets SIGUSR2 or exits.
import { writeFileSync } from "node:fs";
import { createRequire, register } from "node:module";
import { MessageChannel } from "node:worker_threads";

const loaded = new Set();
const { port1, port2 } = new MessageChannel();
port1.on("message", (url) => loaded.add(url));
port1.unref();
const hooks = `let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) { const found = await next(specifier, context); port.postMessage(found.url); return found; }`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { port: port2 }, transferList: [port2] });

function write() {
  const cjs = Object.keys(createRequire(import.meta.url).cache);
  writeFileSync(process.env.LOADED_MODULES_OUT, JSON.stringify({ execArgv: process.execArgv, modules: [...loaded, ...cjs] }));
}
process.on("SIGUSR2", write);
process.on("exit", write);
