import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    target: "es2022",
    // Lazy chunks fetch their own imports; the preload helper and its dependency lists
    // would otherwise ride in the first bundle (docs/decisions/004).
    modulePreload: false,
    minify: "terser",
    terserOptions: {
      module: true,
      compress: { passes: 3, ecma: 2020, pure_getters: true, unsafe_arrows: true },
      format: { comments: false },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
