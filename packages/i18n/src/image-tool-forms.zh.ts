import type { toolFormsEn } from "./image-tool-forms.en";

/** The Chinese of image-tool-forms.en.ts. */
export const toolFormsZh: typeof toolFormsEn = {
  brush: {
    toolbar: "画笔",
    mode: "画笔或橡皮擦",
    paint: "画笔",
    erase: "橡皮擦",
    size: "大小",
    sizeValue: "{{size}} 像素",
    undo: "撤销",
    redo: "重做",
    clear: "清除",
    image: "要涂抹的图片",
    surface: "涂抹需要去除的区域",
    hint: "涂抹需要消除的内容。Ctrl+Z 撤销，Ctrl+Shift+Z 重做，[ 和 ] 调整画笔大小。",
  },
};
