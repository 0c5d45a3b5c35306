// Preloaded into a spawned server by crash-handlers.test.ts: on SIGUSR2 a promise rejects with
// nobody to catch it, the way a forgotten `.catch` in a timer would in production.
process.on("SIGUSR2", () => {
  void Promise.reject(new Error("injected failure for the crash test"));
});
