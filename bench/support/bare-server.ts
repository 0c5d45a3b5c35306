// A bare Fastify route answering the same JSON as /api/health, with no plugins and no database:
// the baseline the real server's overhead is measured against.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ code: 200, data: { db: "ok", version: "bare" }, msg: "success" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
