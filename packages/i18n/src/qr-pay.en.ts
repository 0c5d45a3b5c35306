/** The cn site's messaging-app payment: the sandbox page a payment QR encodes (issue 16). */
export const qrPayEn = {
  apps: { wechat: "WeChat", alipay: "Alipay" },
  scanTitle: "Pay with {{app}} (sandbox)",
  scanLead: "This page stands in for scanning the payment code with {{app}}: paying here pays order {{orderId}} without real money.",
  amount: "Amount: {{amount}}",
  pay: "Pay",
  paid: "Paid. The page that showed the code finishes the purchase.",
};
