import type { nameChatEn } from "./name-chat.en";

export const nameChatZh: typeof nameChatEn = {
  open: "还没有名字？问问起名助手",
  title: "品牌名称灵感",
  intro: "用几个词描述你的生意（做什么、在哪里、想要的感觉），我会给出 10 个名字和简短的口号。",
  placeholder: "例如：海边咖啡烘焙",
  ask: "给我起名",
  more: "再来一些",
  thinking: "正在想名字…",
  you: "你",
  use: "用这个名字",
  useLabel: "为 {{name}} 设计 Logo",
  failed: "起名助手暂时无法回答，请重试。",
  empty: "请先描述一下你的生意。",
};
