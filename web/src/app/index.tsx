import './styles';
import { ConfigGate } from './config-gate';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProvider>
      <ConfigGate>
        <AppRouter />
      </ConfigGate>
    </AppProvider>
  );
}
