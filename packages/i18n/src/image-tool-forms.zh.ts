import type { toolFormsEn } from "./image-tool-forms.en";

/** The Chinese of image-tool-forms.en.ts. */
export const toolFormsZh: typeof toolFormsEn = {
  brush: {
    legend: "涂抹需要去除的区域",
    noImage: "请先添加图片，再涂抹需要消除的内容。",
    needMask: "请先涂抹需要去除的区域。",
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
  mockup: {
    legend: "样机样式",
    scenes: { businessCard: "名片", shirt: "T 恤", mug: "马克杯", sign: "招牌", storefront: "店面", letterhead: "信纸", envelope: "信封", bag: "手提袋" },
    count: "已选 {{count}} / {{max}} 种样式。",
    full: "一次最多生成这么多：取消一个才能选择其他样式。",
    note: "每种样式各生成一张图片，保存在我的作品中。",
  },
};
