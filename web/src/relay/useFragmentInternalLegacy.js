// Stands in for react-relay's useFragmentInternal_CURRENT. react-relay 21 runs the
// _EXPERIMENTAL variant while RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is on, its
// default, which this app never changes; requiring both put the unused one in every
// signed-in page. The build points it here (web/vite.config.ts); should the flag ever be
// turned off, this says so instead of misbehaving.
function useFragmentInternalLegacy() {
  throw new Error('RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY must stay on in this build (web/vite.config.ts, relaySlim)');
}

export default useFragmentInternalLegacy;
