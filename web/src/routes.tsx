import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AppQuery$data } from './__generated__/AppQuery.graphql';
import { RouteFrame } from './components/RouteFrame';

// Every screen is its own chunk: the landing page downloads none of the others.
const AppShell = lazy(() => import('./components/AppShell'));
const Landing = lazy(() => import('./screens/Landing/Landing'));
const Login = lazy(() => import('./screens/Login/Login'));
const AuthCallback = lazy(() => import('./screens/AuthCallback/AuthCallback'));
const DevLogin = lazy(() => import('./screens/DevLogin/DevLogin'));
const PrivacyPolicy = lazy(() => import('./screens/PrivacyPolicy/PrivacyPolicy'));
const Terms = lazy(() => import('./screens/Terms/Terms'));
const NotFound = lazy(() => import('./screens/NotFound/NotFound'));
const Dashboard = lazy(() => import('./screens/Dashboard/Dashboard'));
const AskNugget = lazy(() => import('./screens/AskNugget/AskNugget'));
const Todos = lazy(() => import('./screens/Todos/Todos'));
const Calendar = lazy(() => import('./screens/Calendar/Calendar'));
const SluiceSetup = lazy(() => import('./screens/SluiceSetup/SluiceSetup'));
const Mine = lazy(() => import('./screens/Mine/Mine'));
const Insights = lazy(() => import('./screens/Insights/Insights'));
const EmailAccounts = lazy(() => import('./screens/EmailAccounts/EmailAccounts'));
const EnhancedEmail = lazy(() => import('./screens/EnhancedEmail/EnhancedEmail'));
const EnhancedEmailManagement = lazy(() => import('./screens/EnhancedEmailManagement/EnhancedEmailManagement'));
const FinancialTracking = lazy(() => import('./screens/FinancialTracking/FinancialTracking'));
const Settings = lazy(() => import('./screens/Settings/Settings'));
const TestLlm = lazy(() => import('./screens/TestLlm/TestLlm'));
const WaitingOn = lazy(() => import('./screens/WaitingOn/WaitingOn'));

/** Loading texts of spec §8, per screen. */
const LOADING = 'Loading...';

function screen(Screen: LazyExoticComponent<ComponentType>, loading = LOADING): ReactNode {
  return (
    <RouteFrame loading={loading}>
      <Screen />
    </RouteFrame>
  );
}

interface AppRoutesProps {
  viewer: AppQuery$data['viewer'];
  authProviders: AppQuery$data['authProviders'];
}

/**
 * The route table of spec §2. One <Routes> serves both route sets so that a
 * screen present in both (the auth callback, the legal pages, dev login) keeps
 * its state when the visitor signs in under it.
 */
export function AppRoutes({ viewer, authProviders }: AppRoutesProps) {
  const login = (
    <RouteFrame>
      <Login authProviders={authProviders} />
    </RouteFrame>
  );

  return (
    <Routes>
      {/* Both route sets. /dev-login is how a newcomer registers; /auth/callback must survive the sign-in it completes. */}
      <Route path="/auth/callback" element={screen(AuthCallback, 'Completing authentication...')} />
      <Route path="/dev-login" element={screen(DevLogin)} />
      <Route path="/privacy-policy" element={screen(PrivacyPolicy)} />
      <Route path="/tos" element={screen(Terms)} />

      {viewer ? (
        <Route
          element={
            <RouteFrame layout>
              <AppShell viewer={viewer} />
            </RouteFrame>
          }
        >
          {/* The sidebar's Performance Hub is `/`: a signed-in miner lands on it; the marketing page stays at /landing. */}
          <Route path="/" element={screen(Dashboard, 'Loading your email data...')} />
          <Route path="/landing" element={screen(Landing)} />
          <Route path="/dashboard" element={screen(Dashboard, 'Loading your email data...')} />
          <Route path="/ask-nugget" element={screen(AskNugget)} />
          <Route path="/todos" element={screen(Todos, 'LOADING NUGGET DASHBOARD')} />
          <Route path="/calendar" element={screen(Calendar)} />
          <Route path="/sluice-setup" element={screen(SluiceSetup, 'Loading streams...')} />
          <Route path="/mine" element={screen(Mine, 'Loading email mine...')} />
          <Route path="/insights" element={screen(Insights)} />
          <Route path="/gold-count" element={screen(Insights)} />
          <Route path="/email-accounts" element={screen(EmailAccounts, 'SCANNING EMAIL STREAMS...')} />
          <Route path="/enhanced-email" element={screen(EnhancedEmail)} />
          <Route path="/enhanced-email-management" element={screen(EnhancedEmailManagement)} />
          <Route path="/financial-tracking" element={screen(FinancialTracking)} />
          <Route path="/settings" element={screen(Settings)} />
          <Route path="/test-llm" element={screen(TestLlm)} />
          <Route path="/waiting-on" element={screen(WaitingOn, 'Loading what you are waiting on...')} />
          <Route path="*" element={screen(NotFound)} />
        </Route>
      ) : (
        <>
          <Route path="/" element={screen(Landing)} />
          {/* Spec §2/§6: visitors see the mine with three built-in sample emails. */}
          <Route path="/mine" element={screen(Mine, 'Loading email mine...')} />
          <Route path="/auth/login" element={login} />
          <Route path="*" element={login} />
        </>
      )}
    </Routes>
  );
}
