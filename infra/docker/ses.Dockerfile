# syntax=docker/dockerfile:1
# The SES-compatible endpoint of docker compose: aws-ses-v2-local (with the mailparser override of the root
# package.json) at port 8005, its mailbox page at / and its JSON store at /store.
# Build from the repository root: docker build -f infra/docker/ses.Dockerfile .
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
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
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund -w infra

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
USER node
EXPOSE 8005
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8005/health-check').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "node_modules/aws-ses-v2-local/dist/cli.js", "--host", "0.0.0.0", "--port", "8005"]
