import type { logoAnimationEn } from "./logo-animation.en";

/** 标志动画页面（/download/animation，issue 22）。 */
export const logoAnimationZh: typeof logoAnimationEn = {
  title: "标志动画",
  lead: "让您的标志以描绘、淡入或弹跳的方式出现：可下载 GIF、WebM 视频或用于网站和应用的 Lottie 文件。",
  preset: "动画效果",
  presets: { "draw-in": "描绘", fade: "淡入", bounce: "弹跳" },
  preview: "预览",
  previewAlt: "{{name}} 的动画",
  loading: "正在绘制帧…",
  downloadGif: "下载 GIF",
  downloadWebm: "下载 WebM 视频",
  downloadLottie: "下载 Lottie（JSON）",
  noVideo:
    "此浏览器无法录制视频（缺少 MediaRecorder 或画布捕获功能），因此这里不提供 WebM。GIF 和 Lottie 文件可以正常使用；如需视频，请使用最新版 Chrome、Edge 或 Firefox。",
  stage: {
    drawing: "正在绘制帧… {{percent}}%",
    encoding: "正在用 {{workers}} 个线程编码 GIF… {{percent}}%",
    recording: "正在录制视频… {{percent}}%",
  },
  locked: "此标志尚未包含动画。品牌套餐和 Pro 会员均包含动画，也可以单独为此标志购买。",
  buy: "为此标志购买动画",
  seePro: "查看 Pro 和套餐",
  failed: "动画生成失败，请重试。",
  signIn: "登录后即可为您保存的标志制作动画。",
  signInCta: "登录",
  noLogo: "请从您保存的标志（其下载中心）打开动画。",
  myLogos: "我保存的标志",
  notFound: "未找到此保存的标志。",
  back: "返回下载中心",
};
