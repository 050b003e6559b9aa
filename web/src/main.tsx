import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { ToastProvider } from './components/Toasts';
import { LoadingScreen } from './components/LoadingScreen';
import { AppErrorBoundary } from './components/ErrorBoundary';
import { Gate } from './Gate';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter>
          <AppErrorBoundary variant="app">
            <Suspense fallback={<LoadingScreen />}>
              <Gate />
            </Suspense>
          </AppErrorBoundary>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  </StrictMode>,
);
