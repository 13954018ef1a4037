import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    copyPublicDir: !isSsrBuild,
  },
  ssr: {
    // Workspace sources are TypeScript: bundle them into the server build.
    noExternal: ['@ochre/shared'],
  },
}));
