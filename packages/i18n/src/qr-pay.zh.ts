import type { qrPayEn } from "./qr-pay.en";

export const qrPayZh: typeof qrPayEn = {
  apps: { wechat: "微信", alipay: "支付宝" },
  scanTitle: "{{app}}支付（沙盒）",
  scanLead: "此页面代替用{{app}}扫描付款码：在这里支付订单 {{orderId}}，不会产生真实扣款。",
  amount: "金额：{{amount}}",
  pay: "支付",
  paid: "支付成功。显示付款码的页面会完成购买。",
};
