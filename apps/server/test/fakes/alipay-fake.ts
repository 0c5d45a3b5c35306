import { generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { alipaySignContent, rsa2Sign, rsa2Verify } from "../../src/modules/payments/alipay.provider";
import { decimalOf as yuanOf } from "../../src/modules/payments/minor-units";
import { startFakeServer, type FakeReply, type FakeServer } from "./fake-http";

/**
 * A local Alipay open-API gateway (gateway.do): it checks each request's RSA2 signature with the
 * app's public key and answers `{<method>_response: {...}, sign}` signed with its own key, for
 * alipay.trade.precreate (qr_code), alipay.trade.query and alipay.trade.refund, and the cashier page
 * a phone browser GETs for alipay.trade.wap.pay (signature checked the same way). `notify` builds the
 * form Alipay POSTs to notify_url, signed over the sorted fields without sign and sign_type.
 */
export type AlipayFake = FakeServer & {
  alipayPublicKey: KeyObject;
  trades: Map<string, { total: number; status: string; tradeNo: string; notifyUrl: string; subject: string; refunded: number; returnUrl?: string }>;
  settle(outTradeNo: string, status: "TRADE_SUCCESS" | "TRADE_CLOSED"): void;
  notify(outTradeNo: string, overrides?: Record<string, string>, signWith?: KeyObject): { headers: Record<string, string>; rawBody: Buffer };
};

export async function startAlipayFake(app: { appId: string; publicKey: KeyObject }): Promise<AlipayFake> {
  const alipay = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const trades: AlipayFake["trades"] = new Map();
  const reply = (method: string, content: Record<string, unknown>): FakeReply => {
    const node = JSON.stringify(content);
    return {
      status: 200,
      contentType: "application/json;charset=utf-8",
      text: `{"${method.replace(/\./g, "_")}_response":${node},"sign":"${rsa2Sign(node, alipay.privateKey)}"}`,
    };
  };
  const failure = (method: string, subCode: string, subMsg: string) =>
    reply(method, { code: "40004", msg: "Business Failed", sub_code: subCode, sub_msg: subMsg });

  /**
   * alipay.trade.wap.pay is a page-execute method: the buyer's browser GETs the gateway with the
   * signed request and Alipay's cashier page answers (here a small HTML page naming the trade); a
   * bad signature is Alipay's error page.
   */
  const wapCashier = (params: Record<string, string>): FakeReply => {
    const page = (status: number, body: string): FakeReply => ({ status, contentType: "text/html;charset=utf-8", text: `<html><body>${body}</body></html>` });
    if (params.method !== "alipay.trade.wap.pay" || params.app_id !== app.appId) return page(400, "invalid-app-id");
    if (params.sign_type !== "RSA2" || !rsa2Verify(alipaySignContent(params), params.sign ?? "", app.publicKey))
      return page(400, "isv.invalid-signature 验签出错");
    const biz = JSON.parse(params.biz_content ?? "{}") as Record<string, string>;
    const outTradeNo = biz.out_trade_no ?? "";
    if (biz.product_code !== "QUICK_WAP_WAY" || !outTradeNo || !params.return_url || !params.notify_url) return page(400, "missing-parameter");
    if (!trades.has(outTradeNo))
      trades.set(outTradeNo, {
        total: Math.round(Number(biz.total_amount) * 100),
        status: "WAIT_BUYER_PAY",
        tradeNo: `2026${randomBytes(10).toString("hex")}`,
        notifyUrl: params.notify_url,
        subject: biz.subject ?? "",
        refunded: 0,
        returnUrl: params.return_url,
      });
    return page(200, `<h1>支付宝 收银台</h1><p data-trade="${outTradeNo}">${biz.total_amount ?? ""}</p>`);
  };

  const server = await startFakeServer((request) => {
    if (request.path === "/gateway.do" && request.method === "GET") return wapCashier(Object.fromEntries(request.query));
    if (request.path !== "/gateway.do" || request.method !== "POST") return { status: 404, text: "not found" };
    const params = Object.fromEntries(new URLSearchParams(request.rawBody ?? ""));
    const method = params.method ?? "";
    if (params.app_id !== app.appId)
      return { status: 200, text: JSON.stringify({ error_response: { code: "40002", msg: "Invalid Arguments", sub_code: "isv.invalid-app-id" } }) };
    if (params.sign_type !== "RSA2" || !rsa2Verify(alipaySignContent(params), params.sign ?? "", app.publicKey))
      return failure(method, "isv.invalid-signature", "验签出错");
    const biz = JSON.parse(params.biz_content ?? "{}") as Record<string, string>;
    const outTradeNo = biz.out_trade_no ?? "";
    if (method === "alipay.trade.precreate") {
      if (trades.has(outTradeNo)) return failure(method, "ACQ.TRADE_HAS_SUCCESS", "交易已被支付");
      const total = Math.round(Number(biz.total_amount) * 100);
      trades.set(outTradeNo, {
        total,
        status: "WAIT_BUYER_PAY",
        tradeNo: `2026${randomBytes(10).toString("hex")}`,
        notifyUrl: params.notify_url ?? "",
        subject: biz.subject ?? "",
        refunded: 0,
      });
      return reply(method, { code: "10000", msg: "Success", out_trade_no: outTradeNo, qr_code: `https://qr.alipay.com/bax${randomBytes(8).toString("hex")}` });
    }
    const trade = trades.get(outTradeNo);
    if (method === "alipay.trade.query") {
      if (!trade || trade.status === "WAIT_BUYER_PAY") return failure(method, "ACQ.TRADE_NOT_EXIST", "交易不存在");
      return reply(method, {
        code: "10000",
        msg: "Success",
        trade_no: trade.tradeNo,
        out_trade_no: outTradeNo,
        trade_status: trade.status,
        total_amount: yuanOf(trade.total),
      });
    }
    if (method === "alipay.trade.refund") {
      if (!trade || trade.status !== "TRADE_SUCCESS") return failure(method, "ACQ.TRADE_STATUS_ERROR", "交易状态不合法");
      trade.refunded = Math.round(Number(biz.refund_amount) * 100);
      trade.status = "TRADE_CLOSED";
      return reply(method, {
        code: "10000",
        msg: "Success",
        trade_no: trade.tradeNo,
        out_trade_no: outTradeNo,
        refund_fee: biz.refund_amount,
        fund_change: "Y",
      });
    }
    return failure(method, "isv.invalid-method", "不存在的方法名");
  });

  return Object.assign(server, {
    alipayPublicKey: alipay.publicKey,
    trades,
    settle(outTradeNo: string, status: "TRADE_SUCCESS" | "TRADE_CLOSED") {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.status = status;
    },
    notify(outTradeNo: string, overrides: Record<string, string> = {}, signWith?: KeyObject) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      const fields: Record<string, string> = {
        notify_time: "2026-11-26 08:00:00",
        notify_type: "trade_status_sync",
        notify_id: `ac05099524730693a8b330c5ecf72da${randomBytes(4).toString("hex")}`,
        charset: "utf-8",
        version: "1.0",
        app_id: app.appId,
        trade_no: trade.tradeNo,
        out_trade_no: outTradeNo,
        trade_status: trade.status,
        total_amount: yuanOf(trade.total),
        subject: trade.subject,
        ...(trade.refunded ? { refund_fee: yuanOf(trade.refunded) } : {}),
        ...overrides,
      };
      fields.sign_type = "RSA2";
      fields.sign = rsa2Sign(alipaySignContent(fields, ["sign", "sign_type"]), signWith ?? alipay.privateKey);
      return { headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" }, rawBody: Buffer.from(new URLSearchParams(fields).toString()) };
    },
  });
}
