import { parseLanguage, type Language } from "@studio/contracts";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { RequestMeta } from "./sign-in.service";

/** The language of messages for this request: the body's or query's `lang`, then Accept-Language, then zh. */
export function requestLanguage(request: FastifyRequest): Language {
  const body = request.body as { lang?: unknown } | undefined;
  const query = request.query as { lang?: unknown } | undefined;
  const fromRequest = parseLanguage(body?.lang) ?? parseLanguage(query?.lang);
  if (fromRequest) return fromRequest;
  const accept = request.headers["accept-language"];
  if (typeof accept === "string" && accept.trim()) return accept.trim().toLowerCase().startsWith("zh") ? "zh" : "en";
  return "zh";
}

/** Who asks, in which language, and the configured link base: never the request's Host or X-Forwarded-Host. */
export function requestMeta(request: FastifyRequest, config: Pick<Config, "linkBase">): RequestMeta {
  return { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? ""), language: requestLanguage(request), linkBase: config.linkBase };
}
