import type { imagesEn } from "./images.en";

/** 我的作品列表的中文文本；`satisfies` 保证与英文键一致。 */
export const imagesZh = {
  menuLink: "我的作品",
  title: "我的作品",
  lead: "你生成或保存的所有图片和标志，最新的在前。",
  signInToSee: "登录后查看你的作品。",
  signIn: "登录",
  empty: "还没有作品。生成一张图片或一个标志后会显示在这里。",
  loadMore: "加载更多",
  delete: "删除",
  deleteTitle: "删除这个作品？",
  deleteBody: "它将从你的作品中移除，且无法恢复。",
  deleted: "已删除。",
  open: "查看原图",
  noPrompt: "无提示词",
  createdOn: "创建于 {{date}}",
  model: "模型：{{model}}",
  loadFailed: "无法加载你的作品。",
  retry: "重试",
  useAsReference: "用作参考图",
} satisfies typeof imagesEn;
