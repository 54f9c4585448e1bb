# syntax=docker/dockerfile:1
# mfe-candidate: a production webpack build, served from its own origin by infra/dev/serve-app.ts (Hono on Node 24).
# Build from the repository root: docker build -f infra/docker/mfe-candidate.Dockerfile .
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/hiring/package.json packages/hiring/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/web-kit/package.json packages/web-kit/
COPY svc-auth/package.json svc-auth/
COPY svc-candidates/package.json svc-candidates/
COPY svc-clients/package.json svc-clients/
COPY gateway/package.json gateway/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-candidate/package.json mfe-candidate/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-employer/package.json mfe-employer/
COPY infra/package.json infra/
# The build tools (webpack, swc) are root devDependencies: install them with mfe-candidate's own dependencies.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund -w mfe-candidate --include-workspace-root
COPY tsconfig.json ./
COPY packages/contracts packages/contracts
COPY packages/hiring packages/hiring
COPY packages/web-kit packages/web-kit
COPY mfe-candidate mfe-candidate
RUN npm run build -w mfe-candidate

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3002 HOST=0.0.0.0
WORKDIR /app
# The static server needs only hono, its Node adapter and lru-cache (none has dependencies) and the contracts.
COPY --from=build /app/package.json ./
COPY --from=build /app/infra/package.json infra/
COPY --from=build /app/node_modules/hono node_modules/hono
COPY --from=build /app/node_modules/@hono/node-server node_modules/@hono/node-server
COPY --from=build /app/infra/node_modules/lru-cache infra/node_modules/lru-cache
COPY --from=build /app/node_modules/@gtm/contracts node_modules/@gtm/contracts
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/hiring/package.json packages/hiring/
COPY --from=build /app/packages/contracts/src packages/contracts/src
COPY --from=build /app/packages/hiring/src packages/hiring/src
COPY infra/dev/serve-app.ts infra/dev/static-apps.ts infra/dev/static-files.ts infra/dev/public-head.ts infra/dev/prerendered-page.ts \
  infra/dev/page-security-headers.ts infra/dev/
COPY --from=build /app/mfe-candidate/dist mfe-candidate/dist
USER node
EXPOSE 3002
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["sh", "-c", "node -e \"fetch('http://127.0.0.1:'+process.env.PORT+'/remoteEntry.js').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))\""]
CMD ["node", "infra/dev/serve-app.ts", "mfe-candidate"]
