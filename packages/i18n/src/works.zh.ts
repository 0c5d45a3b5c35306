import type { worksEn } from "./works.en";

/** The Chinese of works.en.ts. */
export const worksZh = {
  title: "我的设计",
  tabsLabel: "设计类型",
  tabs: { all: "全部", logo: "LOGO", bizcard: "名片", design: "设计", signature: "签名", vi: "VI", invoice: "发票" },
  empty: "这里还没有设计。",
  loadMore: "加载更多",
  noPreview: "暂无预览",
  open: "打开",
  openNamed: "打开 {{name}}",
  duplicate: "复制",
  remove: "删除",
  confirmRemove: "确定永久删除？",
  cancel: "取消",
  copied: "已复制一份。",
  duplicateFailed: "复制失败，请稍后再试。",
  deleteFailed: "删除失败",
  saveFailed: "保存失败",
  nameRequired: "设计名称不能为空。",
  templateNameRequired: "模板名称不能为空。",
  updated: "修改于 {{when}}",
} satisfies typeof worksEn;
