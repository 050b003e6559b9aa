import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { environment } from './relay/environment';
import { theme } from './theme';
import { ToastProvider } from './components/Toasts';
import { LoadingScreen } from './components/LoadingScreen';
import { AppErrorBoundary } from './components/ErrorBoundary';
import App from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <BrowserRouter>
            <AppErrorBoundary variant="app">
              <Suspense fallback={<LoadingScreen />}>
                <App />
              </Suspense>
            </AppErrorBoundary>
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
