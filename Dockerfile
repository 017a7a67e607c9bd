# syntax=docker/dockerfile:1
# The production image of the Kilele Expeditions site (README "Deploying").
#   build:   every dependency and the production build (build/)
#   deps:    production dependencies only, installed from the lock file
#   runtime: build/, server.js, package.json and those dependencies, run as the unprivileged `node` user
# tests/system/image-start.test.ts assembles the runtime stage's files outside Docker and runs its
# CMD and HEALTHCHECK, so a change here that breaks the start shows up in `npm test`.

ARG NODE_IMAGE=node:20-bookworm-slim

# Compilers for native modules: better-sqlite3 builds from source when no prebuilt binary fits.
FROM ${NODE_IMAGE} AS toolchain
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./

FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only. --omit=optional too: better-auth names vitest as an optional peer,
# which would otherwise pull the test runner, vite and esbuild into the image; the only other
# optional packages are other platforms' binaries and pg-cloudflare (Workers only). sharp (the photo
# library, decision 0066) loads its libvips binary from an optional package for this platform: the
# runtime stage takes @img/ from the build stage, which installed this platform's.
FROM toolchain AS deps
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
# Code and dependencies stay owned by root (the app cannot change them); only the data
# directory (SQLite file without DATABASE_URL, mail outbox without SMTP_URL, photos in media/
# without MEDIA_DIR) is writable.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/node_modules/@img ./node_modules/@img
COPY --from=build /app/build ./build
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/server/start-in-turn.js ./server/start-in-turn.js
# /app/media: where compose.yaml mounts the photo library both processes share (MEDIA_DIR).
RUN mkdir -p /app/data /app/media && chown node:node /app/data /app/media
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# /healthz answers 200 when the database answers, 503 otherwise (server/app.ts).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.js stops gracefully on SIGTERM (docker stop): answers in flight finish, the pool closes.
CMD ["node", "server.js"]
