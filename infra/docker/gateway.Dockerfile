# syntax=docker/dockerfile:1
# gateway: Node 24 runs its TypeScript directly (type stripping), so there is no compile step, only dependencies.
# Build from the repository root: docker build -f infra/docker/gateway.Dockerfile .
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Every workspace manifest, so npm ci sees the whole lockfile's workspace tree; only gateway's production
# dependencies are installed.
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
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund -w gateway

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
WORKDIR /app
COPY --from=deps --chown=node:node /app ./
COPY --chown=node:node packages/contracts/src packages/contracts/src
COPY --chown=node:node packages/hiring/src packages/hiring/src
COPY --chown=node:node packages/service-kit/src packages/service-kit/src
COPY --chown=node:node gateway/src gateway/src
COPY --chown=node:node infra/docker/healthcheck.ts infra/docker/healthcheck.ts
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["sh", "-c", "node infra/docker/healthcheck.ts http://127.0.0.1:$PORT/api/healthz"]
CMD ["node", "gateway/src/main.ts"]
