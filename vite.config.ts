import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { messageCatalogueSplit } from './scripts/message-split-plugin.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), messageCatalogueSplit()],
  // The server build takes the icons it renders into its own bundle: left external, every
  // server process would load lucide-react's whole CommonJS build (1.3 MB, every icon).
  ssr: { noExternal: ['lucide-react'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router in one file: every page needs all of it at
                // once, and one file compresses smaller and costs one request instead of six.
                { name: 'framework', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/]runtime/ },
                // What the root layout needs on every page (error screen, buttons, the consent
                // layer, the message lookup, the icon runtime): one file, not ten small ones,
                // since over HTTP/1.1 each costs a round trip on one of six connections.
                {
                  name: 'shell',
                  test: /[\\/]app[\\/](?:components[\\/](?:error-boundary|ui[\\/]button|layout[\\/])|features[\\/]consent[\\/]|features[\\/]analysis[\\/](?:profile-store-context|components[\\/]profile-store-provider)|utils[\\/]replay-typed-input)|[\\/]core[\\/](?:i18n|consent)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|preload-helper/,
                },
              ],
            },
          },
        },
      },
    },
  },
})
