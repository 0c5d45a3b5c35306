import type { templatesEn } from "./templates.en";

/** The Chinese of templates.en.ts. */
export const templatesZh = {
  title: "模板",
  tabLabel: "适合此尺寸的模板",
  empty: "此尺寸暂无模板。",
  loadMore: "加载更多",
  loadFailed: "模板加载失败，请稍后再试。",
  pro: "PRO",
  proHint: "可免费编辑；导出需要 PRO 会员或单独购买此海报。",
  startNamed: "使用模板 {{name}} 开始设计",
  starting: "正在打开模板…",
  startFailed: "模板打开失败，请稍后再试。",
  signIn: "登录后即可使用模板。",
  saveAs: "保存为模板",
  saveAsTitle: "将此设计保存为模板",
  name: "模板名称",
  nameRequired: "模板名称不能为空。",
  proOnly: "仅限 PRO 会员（其他用户可编辑，不可导出）",
  saveNeedsWork: "请先保存设计：模板由已保存的设计生成。",
  save: "保存模板",
  saving: "正在保存…",
  saved: "模板已保存。",
  cancel: "取消",
  buyPoster: "购买此海报（{{price}}）",
  buyPosterPlain: "购买此海报",
} satisfies typeof templatesEn;
