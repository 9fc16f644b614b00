/**
 * The reference app of `npm run bench:web` (docs/performance.md, "Side-by-side benchmark"): React and
 * thirdweb's ConnectButton with the app's wallet list, nothing else. The client is created here rather than
 * through the app's `client.ts`, which reads the app's validated env and would bring zod and the app's
 * config into the reference; it is the same call with the same client id.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createThirdwebClient } from 'thirdweb';
import { ConnectButton, ThirdwebProvider } from 'thirdweb/react';
import { wallets } from '../../src/features/wallet/wallets';

const client = createThirdwebClient({ clientId: import.meta.env.VITE_THIRDWEB_CLIENT_ID ?? 'benchmark-client-id' });
const walletList = wallets({ appName: 'Treasure Bridge' });
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

createRoot(root).render(
  <StrictMode>
    <ThirdwebProvider>
      {/* The app's label, so the benchmark finds both buttons the same way. */}
      <ConnectButton client={client} wallets={walletList} theme="dark" connectButton={{ label: 'Connect wallet' }} />
    </ThirdwebProvider>
  </StrictMode>,
);
