import type { TestProject } from "vitest/node";
import { makeDataDirTemplate } from "./data-dir-template";
import { dataDirTemplateEnv, serverEntry, startServer } from "./server";

declare module "vitest" {
  // Vitest's provide/inject typing is an interface to augment.
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One server for the whole browser-test run; E2E_BASE_URL points the tests at one already running. */
export default async function setup(project: TestProject) {
  // Says once, before any spec, whether the servers run the compiled build or the sources.
  serverEntry();
  // Made before the test files' processes start, which inherit the environment: the specs that start
  // servers of their own copy it too.
  const template = await makeDataDirTemplate();
  process.env[dataDirTemplateEnv] = template.dir;
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide("baseURL", external.replace(/\/$/, ""));
    return template.remove;
  }
  const server = await startServer();
  project.provide("baseURL", server.baseURL);
  return async () => {
    await server.stop();
    await template.remove();
  };
}
