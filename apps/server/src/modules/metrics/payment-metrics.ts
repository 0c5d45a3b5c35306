import type { OrdersRepository } from "../payments/orders.repository";
import type { Metrics } from "./metrics.registry";

/**
 * The orders' SQL with every state move counted in `payments_total` (provider, new state). `move`
 * is the one conditional update every payment path goes through (checkout, notices, record checks,
 * fulfilment): a move that another writer won returns nothing and is not counted, and a counted one
 * has committed. Refunds claim orders in their own transaction (refunds.service.ts `onRefunded`).
 */
export function countOrderMoves(repository: OrdersRepository, metrics: Pick<Metrics, "paymentMoved">): OrdersRepository {
  return {
    ...repository,
    async move(...args: Parameters<OrdersRepository["move"]>) {
      const row = await repository.move(...args);
      if (row) metrics.paymentMoved(row.provider, row.state);
      return row;
    },
  };
}
