import type { Config } from "../config";
import { createFavouritesRepository } from "../modules/favourites/favourites.repository";
import { createImageTools, imageToolTaskHandler } from "../modules/image-tools/image-tools.compose";
import type { ImageToolsService } from "../modules/image-tools/image-tools.service";
import { createImageTagsRepository } from "../modules/images/image-tags.repository";
import { createImageTagsService, type ImageTagsService } from "../modules/images/image-tags.service";
import { createImagesRepository, type ImagesRepository } from "../modules/images/images.repository";
import { createImagesService, type ImagesService } from "../modules/images/images.service";
import { createSamplesService, type SamplesService } from "../modules/images/samples.service";
import { createLogoStylesService, type LogoStylesService } from "../modules/logo-styles/logo-styles.service";
import type { ImageStylesService } from "../modules/logo-styles/image-styles.service";
import { createNameChat, type NameChat } from "../modules/name-chat/name-chat.service";
import { createBulksRepository } from "../modules/tasks/bulks.repository";
import { createGeneratorService, type GeneratorService } from "../modules/tasks/generator.service";
import { createImageEditService, type ImageEditService } from "../modules/tasks/image-edit.service";
import { createImageGenerateService, type ImageGenerateService } from "../modules/tasks/image-generate.service";
import { imageTaskHandlers } from "../modules/tasks/image-task.handlers";
import { creditsBilling } from "../modules/tasks/task-billing";
import { createTasksRepository } from "../modules/tasks/tasks.repository";
import { createTasksService, type TasksService } from "../modules/tasks/tasks.service";
import { createTaskWorker, type TaskLog, type TaskWorker } from "../modules/tasks/tasks.worker";
import { createTranslationService, type TranslationService } from "../modules/translate/translation.service";
import type { ProviderRegistry } from "../providers/registry";
import type { Accounts } from "./accounts.services";
import type { AiEngines } from "./ai-engines.services";
import type { AppDeps } from "./app-deps";
import type { Platform } from "./platform.services";

export type TaskServices = {
  /** Which provider answers a model, the default model, the configured models (providers/registry.ts). */
  providers: ProviderRegistry;
  tasks: TasksService;
  /** Generation submits: the request's model, input and price (spec 02 section 9). */
  generate: ImageGenerateService;
  /** The image generator's bulks, queue panel and retries (issue 18), on the same task pipeline. */
  generator: GeneratorService;
  /** AI Edit of the icon design modal. */
  imageEdits: ImageEditService;
  /** The image tools (issue 19): availability, source checks, charge and task of every tool (modules/image-tools). */
  imageTools: ImageToolsService;
  /** Translation by chat through the OpenAI-compatible vendor when configured (POST /api/openai/chat). */
  translation: TranslationService;
  /** The name-suggestion chat (issue 23): the chat model when configured, else the offline generator. */
  nameChat: NameChat;
  /** AI image records (one per result image of a succeeded task), featured and admin samples. */
  images: ImagesService;
  samples: SamplesService;
  /** Tags by product type: shared and users' own, bound to records and uploads. */
  imageTags: ImageTagsService;
  /** The logo wizard's style groups and sample designs (ai-logo-style/data.json). */
  logoStyles: LogoStylesService;
  /** The generator's style and scene lists per product ({product}-style/data.json). */
  imageStyles: ImageStylesService;
  /** A worker that runs queued tasks in this process (role all or worker). */
  createTaskWorker(options?: { concurrency?: number; pollMs?: number; leaseMs?: number; workerId?: string; log?: TaskLog }): TaskWorker;
};

/** AI tasks and their results: the queue, its worker, the generators, the image tools, the chats, the image records. */
export type Tasks = {
  services: TaskServices;
  /** Who owns a task's results (the design exports and works read it). */
  imagesRepository: ImagesRepository;
};

export function createTasks(config: Config, deps: AppDeps, platform: Platform, engines: AiEngines, accounts: Accounts): Tasks {
  const { db, download } = platform;
  const { storage, proxy, log, metrics } = platform.services;
  const { credits } = accounts.services;
  const { providers, toolEngines, imageStyles } = engines;
  const tasksRepository = createTasksRepository(db);
  const billing = creditsBilling(credits);
  const bulksRepository = createBulksRepository(db);
  const tasks = createTasksService({ repository: tasksRepository, bulks: bulksRepository, billing, now: deps.now });
  const taskPricing = { tasks, costs: config.credits.costs, deadlineMs: config.taskTimeoutMs };
  const imagesRepository = createImagesRepository(db);
  const images = createImagesService({ repository: imagesRepository, storage, now: deps.now });
  return {
    services: {
      providers,
      translation: createTranslationService({ llm: config.providers.openai, model: config.translationModel }),
      nameChat: createNameChat({
        llm: config.providers.openai,
        model: config.nameChat.model,
        perDay: config.nameChat.perDay,
        timeZone: config.credits.quotaTimeZone,
        takeAnswer: (userId, day, limit) => accounts.creditsRepository.useQuota(db, userId, "name_chat", day, 1, limit),
        logoNames: (userId) => createFavouritesRepository(db).logoNamesOf(userId),
        now: deps.now,
      }),
      imageTools: createImageTools({
        engines: toolEngines,
        tasks,
        images,
        credits,
        storage,
        proxy,
        taskOwner: (taskId) => imagesRepository.taskOwner(taskId),
        costs: config.credits.costs,
        spendKindAvailable: engines.baseSpendKindAvailable,
        deadlineMs: config.taskTimeoutMs,
      }),
      tasks,
      generate: createImageGenerateService({ ...taskPricing, models: providers }),
      generator: createGeneratorService({ ...taskPricing, bulks: bulksRepository, models: providers, now: deps.now }),
      imageEdits: createImageEditService({ tasks, storage, models: providers, cost: config.credits.costs.aiEdit, deadlineMs: config.taskTimeoutMs }),
      images,
      samples: createSamplesService({ repository: imagesRepository, images, storage, now: deps.now }),
      imageTags: createImageTagsService({ tags: createImageTagsRepository(db), records: imagesRepository, images, storage, now: deps.now }),
      logoStyles: createLogoStylesService({ storage, now: deps.now }),
      imageStyles,
      createTaskWorker: (options = {}) =>
        createTaskWorker({
          repository: tasksRepository,
          billing,
          handlers: [
            ...imageTaskHandlers({ providers: providers.byName, storage, download }),
            imageToolTaskHandler({ engines: toolEngines, storage, providers: providers.byName }),
          ],
          concurrency: options.concurrency ?? config.taskConcurrency,
          leaseMs: options.leaseMs ?? config.taskLeaseMs,
          pollMs: options.pollMs ?? 500,
          workerId: options.workerId,
          now: deps.now,
          log: options.log ?? log,
          metrics,
          onSucceeded: (task) => images.recordTask(task),
        }),
    },
    imagesRepository,
  };
}
