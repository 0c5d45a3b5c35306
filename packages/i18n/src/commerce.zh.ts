import type { commerceEn } from "./commerce.en";

export const commerceZh: typeof commerceEn = {
  products: {
    credits: { title: "{{credits}} AI 积分", description: "一次性购买 {{credits}} AI 积分，用于标志、图片和 AI 工具。" },
    pro: { title: "Pro 会员", description: "所有模板无限下载，每月 {{credits}} AI 积分。" },
    basic: { title: "基础套餐", description: "800x600 的 JPG 和 PNG 文件，适合网站使用。" },
    professional: {
      title: "专业套餐",
      description: "包含基础套餐全部内容，另有矢量文件（SVG、EPS、PDF）、2400x1800 高清图、最大 5000 像素的自定义尺寸、头像和图标尺寸及网站图标包。",
    },
    brand: { title: "品牌套餐", description: "包含专业套餐全部内容，另有标志动画、Word 和 PPT 品牌文档、VI 样机、名片，以及一个月的品牌平台。" },
    poster: { title: "海报下载", description: "下载这张海报的高清文件。" },
    bizcard: { title: "名片下载", description: "下载这张名片，可直接印刷。" },
    logoanimate: { title: "标志动画下载", description: "下载这个标志的动画。" },
    ppt: { title: "PPT 下载", description: "下载这份演示文稿。" },
    designer: { title: "设计师修改", description: "设计师在 {{days}} 天内修改您的标志，最多修改 {{revisions}} 次。" },
  },
  sandbox: {
    declined: "您的银行卡被拒绝。",
    insufficientFunds: "您的银行卡余额不足。",
    incorrectNumber: "您的卡号不正确。",
  },
};
