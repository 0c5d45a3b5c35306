# Logo Studio's container image (README "Production"): built with `docker build -t logo-studio .`,
# run by compose.yaml as the api and worker roles next to PostgreSQL and an S3-compatible store.
#
# Stage 1 installs every dependency and runs `npm run build` (the server's esbuild bundle and the
# web app); stage 2 installs the production dependencies only; the runtime stage gets those, the
# build's output, the migrations and the start scripts, and runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a change of source does not reinstall every package.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY packages/assets/package.json packages/assets/
COPY packages/contracts/package.json packages/contracts/
COPY packages/design/package.json packages/design/
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
COPY packages/image-tools/package.json packages/image-tools/
COPY packages/logo-engine/package.json packages/logo-engine/
RUN npm ci --no-audit --no-fund
COPY . .
# The commit the build reports in its start line (there is no .git in the build context).
ARG SOURCE_COMMIT=unknown
RUN SOURCE_COMMIT=$SOURCE_COMMIT npm run build

FROM node:20-bookworm-slim AS production-deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/packages/assets/package.json packages/assets/
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/design/package.json packages/design/
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/i18n/package.json packages/i18n/
COPY --from=build /app/packages/image-tools/package.json packages/image-tools/
COPY --from=build /app/packages/logo-engine/package.json packages/logo-engine/
# The bundle leaves npm packages outside (native and WebAssembly ones must stay files), and reads the
# fonts, icon sets and models in them at run time.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
# pg_dump/pg_restore 15 for `npm run admin -- backup`, and fonts: a Latin set and a Chinese one
# (WenQuanYi Micro Hei), for images rendered with system fonts.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 fontconfig fonts-dejavu-core fonts-wqy-microhei \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
# The manifests and every node_modules folder npm made (some packages are nested under a workspace).
COPY --from=production-deps /app ./
COPY --from=build /app/apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/scripts/start.mjs /app/scripts/admin.mjs /app/scripts/compiled-build.mjs scripts/
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# The worker role serves no HTTP: compose.yaml turns this check off for it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Plain node on the compiled server; arguments choose the role (--role=api, --role=worker).
ENTRYPOINT ["node", "apps/server/dist/server.js"]
