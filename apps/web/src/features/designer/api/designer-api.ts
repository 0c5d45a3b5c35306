import {
  designerOrderSchema,
  designerOrdersSchema,
  designersSchema,
  designerUserSchema,
  type DesignerAnswerRequest,
  type DesignerOrdersQuery,
} from "@studio/contracts";
import { api } from "../../../api/client";

/** The designer role's calls (server: apps/server/src/modules/designer). Quiet: the page reports. */
export const designerApi = {
  orders: (query: DesignerOrdersQuery, signal?: AbortSignal) =>
    api.get("/api/designer/orders", { query, schema: designerOrdersSchema, signal, quiet: true, ownForbidden: true }),
  answer: (orderId: string, body: DesignerAnswerRequest) =>
    api.post(`/api/designer/orders/${encodeURIComponent(orderId)}/answers`, body, { schema: designerOrderSchema, quiet: true }),
  designers: (signal?: AbortSignal) => api.get("/api/admin/designers", { schema: designersSchema, signal, quiet: true }),
  setDesigner: (email: string, designer: boolean) => api.post("/api/admin/designers", { email, designer }, { schema: designerUserSchema, quiet: true }),
};
