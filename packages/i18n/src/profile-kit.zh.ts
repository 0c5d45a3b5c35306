import type { profileKitEn } from "./profile-kit.en";

/** 社交媒体头像与封面（issue 22）：/download/profile?logo=，由 LOGO 生成的头像和封面图。 */
export const profileKitZh: typeof profileKitEn = {
  title: "社交媒体头像与封面",
  lead: "主流社交平台的头像和封面图，按各平台的尺寸，用您的 LOGO 及其配色绘制。",
  signIn: "登录后查看您 LOGO 的头像和封面。",
  signInCta: "登录",
  missingLogo: "未选择 LOGO。请从某个 LOGO 的下载中心打开此页面。",
  notFound: "未找到此 LOGO。",
  loadFailed: "页面加载失败。",
  retry: "重试",
  drawing: "正在绘制图片…",
  imageFailed: "此图片未能绘制。请刷新页面重试；若仍失败，可能是服务器繁忙，请一分钟后再试。",
  size: "{{width}} × {{height}} 像素",
  download: "下载 PNG",
  downloadAll: "全部下载（zip）",
  accessStaff: "员工权限：管理员和设计师可下载全部图片。",
  accessPro: "已包含在您的 Pro 会员中。",
  accessPackage: "已包含在此 LOGO 的套餐中。",
  locked: "PNG 文件和 zip 包含在此 LOGO 的专业版或品牌套餐中，或随 Pro 会员提供。预览免费。",
  upgrade: "升级此 LOGO 的套餐",
  seePro: "了解 Pro",
  back: "返回下载中心",
  images: {
    avatar: { title: "头像", body: "适用于 X、Facebook、LinkedIn、Instagram 和 YouTube：LOGO 保持在圆形裁切范围内。" },
    "avatar-reversed": { title: "头像（反白）", body: "白色 LOGO 置于品牌色上。" },
    "x-header": { title: "X（Twitter）头图", body: "个人主页头图。" },
    "facebook-cover": { title: "Facebook 封面", body: "主页封面照片。" },
    "linkedin-banner": { title: "LinkedIn 横幅", body: "个人资料背景图。" },
    "youtube-banner": { title: "YouTube 横幅", body: "频道图片：LOGO 位于所有设备都显示的区域内。" },
  },
};
