# Roundhouse server image (docs/scaling.md): compiled JavaScript (`npm run build`: dist/web + dist/node),
# production dependencies only, run as the unprivileged `node` user, health-checked on /api/health.
#   docker build -t roundhouse .
#   docker run -p 8080:8080 -v roundhouse-data:/app/data roundhouse          # one process, SQLite
#   docker compose up                                                         # cluster: see docker-compose.yml

# --- build: dev dependencies, web app and server bundle ---------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 falls back to compiling when no prebuilt binary matches.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: compiled output and production node_modules only -------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    WEB_ROOT=/app/dist/web \
    DATABASE_URL=/app/data/roundhouse.db
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM stops gracefully: queued actions are stored, leases released, sockets closed (exit 0).
STOPSIGNAL SIGTERM
# A larger young generation: fewer minor GCs per action (docs/operations.md, "Server CPU per action").
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "dist/node/cli/main.js", "serve"]
