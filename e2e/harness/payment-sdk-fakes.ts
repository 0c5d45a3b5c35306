import type { Page, Route } from "playwright-core";

/**
 * Local stand-ins for the payment vendors' browser scripts, served with `page.route` at their real
 * addresses (so the app's CSP and lazy loading are exercised as in production) and written from the
 * vendors' documented surfaces only. Whatever they would send to the vendor goes to the local fakes
 * of the vendors' APIs (apps/server/test/fakes), so the whole payment runs offline.
 */

const cors = { "access-control-allow-origin": "*" };

/**
 * PayPal JS SDK (developer.paypal.com/sdk/js/reference): `paypal.Buttons({createOrder, onApprove,
 * onCancel, onError})` with `isEligible`, `render(container)` and `close`. The button stands for
 * PayPal's window: it runs createOrder, the buyer approves the order at PayPal
 * (`/checkoutnow?token=`), then onApprove({orderID, payerID}).
 */
const paypalSdk = `(() => {
  const script = document.currentScript;
  const params = new URL(script.src).searchParams;
  window.paypal = {
    Buttons(options) {
      return {
        isEligible: () => true,
        close: () => Promise.resolve(),
        render(container) {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "PayPal";
          button.dataset.testid = "paypal-sdk-button";
          button.dataset.currency = params.get("currency") || "";
          button.addEventListener("click", () => {
            Promise.resolve(options.createOrder({}, {}))
              .then((orderID) =>
                fetch("https://www.paypal.com/checkoutnow?token=" + encodeURIComponent(orderID), { method: "POST" }).then((answer) => {
                  if (!answer.ok) throw new Error("PayPal approval failed");
                  return options.onApprove({ orderID, payerID: "FAKEPAYER1" }, {});
                }),
              )
              .catch((error) => options.onError && options.onError(error));
          });
          container.appendChild(button);
          return Promise.resolve();
        },
      };
    },
  };
})();`;

/**
 * Serves the PayPal SDK stand-in; `approve(paypalOrderId)` is the buyer approving in PayPal's window;
 * the script is held until `release` resolves (to see the page while it loads). Returns the SDK URLs requested.
 */
export async function routePayPal(page: Page, approve: (paypalOrderId: string) => void, release: Promise<void> = Promise.resolve()): Promise<string[]> {
  const loaded: string[] = [];
  await page.route("https://www.paypal.com/**", async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/sdk/js") {
      loaded.push(url.href);
      await release;
      return route.fulfill({ status: 200, contentType: "application/javascript", body: paypalSdk });
    }
    if (url.pathname === "/checkoutnow") {
      approve(url.searchParams.get("token") ?? "");
      return route.fulfill({ status: 200, contentType: "application/json", headers: cors, body: JSON.stringify({ approved: true }) });
    }
    return route.fulfill({ status: 404, body: "not part of the fake" });
  });
  return loaded;
}

/**
 * Stripe.js (docs.stripe.com/js): `Stripe(pk)`, `elements({clientSecret, appearance})`,
 * `create('payment')`, `mount`, `on('change')` and `confirmPayment({elements, confirmParams,
 * redirect: 'if_required'})`. The Payment Element's card field lives in the mounted node (Stripe's
 * is an iframe); an incomplete number is a validation error shown in the field, as Stripe does.
 * Confirming calls Stripe's API with the publishable key and the client secret.
 */
const stripeJs = `(() => {
  function Stripe(publishableKey) {
    let clientSecret = "";
    let field = null;
    let fieldError = null;
    const api = {
      elements(options) {
        clientSecret = options.clientSecret;
        return {
          create(type) {
            const handlers = {};
            return {
              mount(target) {
                const node = typeof target === "string" ? document.querySelector(target) : target;
                const box = document.createElement("div");
                box.dataset.testid = "stripe-element";
                box.dataset.type = type;
                field = document.createElement("input");
                field.setAttribute("aria-label", "Card number");
                field.dataset.testid = "stripe-card-number";
                fieldError = document.createElement("p");
                fieldError.dataset.testid = "stripe-field-error";
                field.addEventListener("input", () => {
                  const digits = field.value.replace(/\\D/g, "");
                  if (handlers.change) handlers.change({ elementType: type, empty: digits.length === 0, complete: digits.length === 16 });
                });
                box.append(field, fieldError);
                node.appendChild(box);
                setTimeout(() => handlers.ready && handlers.ready({ elementType: type }), 0);
              },
              on(event, handler) {
                handlers[event] = handler;
              },
              unmount() {},
              destroy() {},
            };
          },
        };
      },
      async confirmPayment(options) {
        const digits = field ? field.value.replace(/\\D/g, "") : "";
        if (digits.length !== 16) {
          const message = digits.length === 0 ? "Your card number is incomplete." : "Your card number is invalid.";
          fieldError.textContent = message;
          return { error: { type: "validation_error", code: "incomplete_number", message } };
        }
        fieldError.textContent = "";
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: clientSecret,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": digits,
          return_url: (options.confirmParams && options.confirmParams.return_url) || "",
        });
        const intentId = clientSecret.split("_secret_")[0];
        const answer = await fetch("https://api.stripe.com/v1/payment_intents/" + intentId + "/confirm", { method: "POST", body });
        const json = await answer.json();
        return json.error ? { error: json.error } : { paymentIntent: json };
      },
    };
    return api;
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;

/** Serves the Stripe.js stand-in and forwards its API calls to the local Stripe fake at `apiUrl`. Returns the script URLs requested. */
export async function routeStripe(page: Page, apiUrl: string): Promise<string[]> {
  const loaded: string[] = [];
  await page.route("https://js.stripe.com/**", async (route: Route) => {
    loaded.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: stripeJs });
  });
  await page.route("https://api.stripe.com/**", async (route: Route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${apiUrl}${url.pathname}${url.search}` });
    return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
  return loaded;
}
