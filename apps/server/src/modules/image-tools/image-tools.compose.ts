import { isSpendKindAvailable, isToolKind, type CreditKindName } from "@studio/domain";
import { toolLedgerKinds, toolNames } from "@studio/contracts";
import type { Storage } from "../../storage/storage";
import type { CreditsService } from "../credits/credits.service";
import type { ImagesService } from "../images/images.service";
import type { ProxyService } from "../proxy/proxy.service";
import type { TasksService } from "../tasks/tasks.service";
import type { CreditCosts } from "@studio/domain";
import { imageToolTaskHandler } from "./image-tool.handler";
import { createImageToolsService } from "./image-tools.service";
import { engineOf, type ToolEngines } from "./tool-engine.types";
import { createToolSources } from "./tool-sources";

/**
 * Every spend path's switch (the write-off route included): the domain's per-kind switch, and for a
 * tool kind also an engine that can run here now, so a provider-only kind is refused offline at no
 * cost (a kind spends through any tool charged under it: matting also through background).
 */
export function toolSpendSwitch(engines: ToolEngines, base: (kind: CreditKindName) => boolean = isSpendKindAvailable): (kind: CreditKindName) => boolean {
  return (kind) => {
    if (!base(kind)) return false;
    if (!isToolKind(kind)) return true;
    return toolNames.some((tool) => toolLedgerKinds[tool] === kind && engineOf(engines, tool)?.availability().available === true);
  };
}

/** The image tools' service and task handler, wired from the app's services (services.ts calls this once). */
export function createImageTools(deps: {
  engines: ToolEngines;
  tasks: TasksService;
  images: ImagesService;
  credits: CreditsService;
  storage: Storage;
  proxy: ProxyService;
  taskOwner: (taskId: string) => Promise<number | undefined>;
  costs: CreditCosts;
  spendKindAvailable: (kind: CreditKindName) => boolean;
  deadlineMs: number;
}) {
  const sources = createToolSources({ storage: deps.storage, images: deps.images, proxy: deps.proxy, taskOwner: deps.taskOwner });
  return createImageToolsService({
    tasks: deps.tasks,
    images: deps.images,
    credits: deps.credits,
    sources,
    engines: deps.engines,
    costs: deps.costs,
    spendKindAvailable: deps.spendKindAvailable,
    deadlineMs: deps.deadlineMs,
  });
}

export { imageToolTaskHandler };
