import type { ordersEn } from "./orders.en";

export const ordersZh: typeof ordersEn = {
  menu: {
    orders: "我的订单",
    invoices: "我的发票",
    admin: "订单管理",
  },
};
