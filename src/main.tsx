import { QueryClient, QueryClientProvider, timeoutManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { gatheredQueryTimers } from './api/query-timers';
import { createAppServices, ServicesProvider } from './api/services';
import { App } from './app/App';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { DevnetStartingScreen } from './app/DevnetStartingScreen';
import { ConfigError, DevnetStartingError, loadNetworkConfig, networkName } from './config';
import { appEnv, checkEnv } from './config/env';
import { guardThirdwebRequests } from './features/wallet/offline';
import { initI18n } from './i18n';
import { hashQueryKey } from './lib/query-key-hash';
import { nextTaskIfShown } from './lib/tasks';

// Before the client is made, so that all its timers (not its zero-delay notifications, nor thirdweb's own copy of
// Query) go through the one provider (docs/performance.md, "Sixth round").
timeoutManager.setTimeoutProvider(gatheredQueryTimers());
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, queryKeyHashFn: hashQueryKey } },
});

async function start() {
  try {
    checkEnv();
    const network = await loadNetworkConfig(networkName(appEnv().VITE_NETWORK));
    guardThirdwebRequests(network.name === 'devnet');
    const services = createAppServices(network);
    return (
      <ServicesProvider services={services}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </ServicesProvider>
    );
  } catch (error) {
    if (error instanceof DevnetStartingError) return <DevnetStartingScreen readyUrl={error.readyUrl} />;
    if (error instanceof ConfigError) {
      console.error(error);
      return <ConfigErrorScreen message={error.message} />;
    }
    throw error;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The modules' evaluation, i18next's start and the app's services each in a task of its own: together they
// were one long task on a phone (docs/performance.md, "On a phone").
await nextTaskIfShown();
const i18n = initI18n();
// Its failure is thrown below; not reported as unhandled in the task between.
i18n.catch(() => {});
await nextTaskIfShown();
const [app] = await Promise.all([start(), i18n]);
// A transition renders the first screen in slices that give way to the browser between them, rather than in
// one long task that holds a phone's main thread (docs/performance.md, "On a phone").
startTransition(() => createRoot(root).render(<StrictMode>{app}</StrictMode>));
