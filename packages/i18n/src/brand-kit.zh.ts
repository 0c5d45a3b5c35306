import type { brandKitEn } from "./brand-kit.en";

/** 品牌套件页面（/brand，issue 22）：产品能做的所有品牌素材都在这里。 */
export const brandKitZh: typeof brandKitEn = {
  title: "品牌套件",
  lead: "名片、邮件签名、海报、动画和品牌文档，全部用你的标志和它的配色制作。",
  anyDesign: "马上制作",
  fromLogo: "用你保存的标志制作",
  pickLogo: "我的标志",
  chosen: "已选择 {{name}}",
  noLogos: "请先保存一个标志：动画、演示文稿和 Word 品牌手册都由保存的标志生成。",
  makeLogo: "制作标志",
  signIn: "登录后查看你保存的标志。",
  loadMore: "更多标志",
  tools: {
    bizcard: { title: "名片", body: "从模板制作正反两面，填写你的信息，导出带出血的印刷 PDF；一份 CSV 即可生成整个团队的名片。" },
    signature: { title: "邮件签名", body: "在 Gmail、Outlook 和 Apple Mail 中保持版式的签名，一键复制。" },
    poster: { title: "海报和社交图片", body: "任意尺寸，从模板或空白页开始，在设计编辑器中制作。" },
    vi: { title: "VI 样机", body: "你的标志放在信纸、信封、名片、杯子、手提袋、招牌和店面上。" },
    animation: { title: "标志动画", body: "描绘、淡入或弹跳，导出 GIF、WebM 视频或 Lottie 文件。" },
    ppt: { title: "演示文稿", body: "你的标志、配色、字体和使用规范，做成 PowerPoint 演示文稿。" },
    word: { title: "Word 品牌手册", body: "同一份品牌手册的 Word 文档。" },
    profile: { title: "社交媒体头像与封面", body: "X、Facebook、LinkedIn 和 YouTube 的头像与封面，按各平台尺寸生成。" },
    center: { title: "这个标志的全部文件", body: "下载中心里的 PNG、SVG、PDF、EPS、网站图标和社交头像。" },
  },
};
