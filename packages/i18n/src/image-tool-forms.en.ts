/** The image tools' brush (erase, watermark removal) and the AI mockup form (issue 19), loaded with the tools page. */
export const toolFormsEn = {
  brush: {
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
};
