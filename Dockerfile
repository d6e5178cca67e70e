FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY db/package.json db/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
RUN npm ci --ignore-scripts=false
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
USER node
CMD ["npm", "run", "serve"]
