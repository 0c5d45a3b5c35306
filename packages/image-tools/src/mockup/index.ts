// The one mockup renderer (issue 19's aimockup, the classic maker's preview, the brand kit's VI mockups).
export { MOCKUP_SCENES, mockupScenes, type MockupScene } from "./mockup-scenes.js";
export { renderMockup, type MockupOptions, type MockupResult } from "./render-mockup.js";
export { prepareLogo, type PreparedLogo } from "./logo-prep.js";
export { pickSurface, contrastRatio } from "./contrast.js";
export { homographyFromQuads, applyHomography, invertHomography, insideQuad, subQuad, type Quad, type Point } from "./homography.js";
export { cylinderToImage, imageToCylinder, type Cylinder } from "./cylinder.js";
export type { MockupSceneSpec, SurfaceColour, Placement } from "./scene-types.js";
