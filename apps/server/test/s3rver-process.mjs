// The S3-compatible test server (s3rver) as a child of the test process: startS3rver() in
// s3rver.ts runs this file with --openssl-legacy-provider, because s3rver makes its list
// continuation tokens with DES, which OpenSSL 3 only has in its legacy provider (a listing of more
// than one page failed with ERR_OSSL_EVP_UNSUPPORTED in the test process itself).
// Argument: JSON { directory, bucket }. Prints JSON { port } once listening; exits when its stdin
// closes, so a test process that dies takes its store with it.
import S3rver from "s3rver";

const { directory, bucket } = JSON.parse(process.argv[2] ?? "{}");
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: process.env.S3RVER_LOG !== "1",
  directory,
  vhostBuckets: false,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = () => server.close().finally(() => process.exit(0));
process.stdin.on("end", stop);
process.stdin.resume();
process.on("SIGTERM", stop);
