/** The image tools' brush (erase, watermark removal) and the AI mockup form (issue 19), loaded with the tools page. */
export const toolFormsEn = {
  brush: {
    legend: "Paint the area to remove",
    noImage: "Add an image first, then paint over what should disappear.",
    needMask: "Paint over the area to remove first.",
    toolbar: "Brush",
    mode: "Brush or eraser",
    paint: "Brush",
    erase: "Eraser",
    size: "Size",
    sizeValue: "{{size}} px",
    undo: "Undo",
    redo: "Redo",
    clear: "Clear",
    image: "The image to paint on",
    surface: "Paint over the area to remove",
    hint: "Paint over what should disappear. Ctrl+Z undoes, Ctrl+Shift+Z redoes, [ and ] change the brush size.",
  },
  mockup: {
    legend: "Mockup styles",
    scenes: { businessCard: "Business card", shirt: "T-shirt", mug: "Mug", sign: "Shop sign", storefront: "Storefront" },
    count: "{{count}} of {{max}} styles chosen.",
    full: "That is the most one run makes: untick one to choose another.",
    note: "Each style becomes its own image in My creations.",
  },
};
