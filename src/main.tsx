import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { ConfigError, loadNetworkConfig, networkName } from './config';
import { initI18n } from './i18n';

initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function start() {
  try {
    return <App network={loadNetworkConfig(networkName(import.meta.env.VITE_NETWORK))} />;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error);
      return <ConfigErrorScreen message={error.message} />;
    }
    throw error;
  }
}

createRoot(root).render(<StrictMode>{start()}</StrictMode>);
