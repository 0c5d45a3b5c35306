import type { MockupSceneSpec } from "./scene-types.js";
import { businessCard, shirt } from "./scenes-print.js";
import { mug, sign, storefront } from "./scenes-objects.js";
import { bag, envelope, letterhead } from "./scenes-stationery.js";

/** The scenes the renderer draws, in the order pages list them. */
export const MOCKUP_SCENES = ["businessCard", "shirt", "mug", "sign", "storefront", "letterhead", "envelope", "bag"] as const;
export type MockupScene = (typeof MOCKUP_SCENES)[number];

export const mockupScenes: Record<MockupScene, MockupSceneSpec> = { businessCard, shirt, mug, sign, storefront, letterhead, envelope, bag };
