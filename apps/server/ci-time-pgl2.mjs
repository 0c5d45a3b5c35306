import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
const snap = readFileSync(process.argv[2]);
const time = async (label, blob) => {
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const db = await PGlite.create("memory://", { loadDataDir: blob });
    console.log(label, Math.round(performance.now() - t));
    await db.close();
  }
};
await time("as is", new Blob([snap]));
const db = await PGlite.create("memory://", { loadDataDir: new Blob([snap]) });
await db.exec("CHECKPOINT");
const dumped = await db.dumpDataDir("none");
console.log("checkpointed size", dumped.size);
await db.close();
await time("checkpointed", dumped);
const db2 = await PGlite.create("memory://", { loadDataDir: new Blob([snap]) });
const gz = await db2.dumpDataDir("gzip");
console.log("gzip size", gz.size);
await time("gzip", gz);
