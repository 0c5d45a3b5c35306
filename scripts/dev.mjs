// `npm run dev`: the API (apps/server, restarted when its sources change) and the Vite dev server
// of the web app (hot reload, proxying /api and /oss to the API). Open http://localhost:5173.
// Links in sign-in mail point at the Vite address (PUBLIC_URL), so following one stays in the
// dev server; set PUBLIC_URL yourself to change it.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" };

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "apps/server/src/server.ts", ...process.argv.slice(2)], { cwd: root, stdio: "inherit", env }),
  spawn("npm", ["run", "dev", "-w", "@studio/web"], { cwd: root, stdio: "inherit", env }),
];

let ending = false;
const end = (code) => {
  if (ending) return;
  ending = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => end(0));
// One of the two stopping (a crash, a port in use) stops the other: half a dev setup only confuses.
for (const child of children) child.on("exit", (code) => end(code ?? 1));
