import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  // Vitest's provide/inject typing is an interface to augment.
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One server for the whole browser-test run; E2E_BASE_URL points the tests at one already running. */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide("baseURL", external.replace(/\/$/, ""));
    return;
  }
  const server = await startServer();
  project.provide("baseURL", server.baseURL);
  return async () => {
    await server.stop();
  };
}
