// relay-runtime's index, less what this app never runs. The index is CommonJS and requires
// every module, and a bundler keeps whatever a CommonJS module requires; the build
// (web/vite.config.ts) points `relay-runtime` here. Left out, and used by none of the
// react-relay hooks the app takes (web/src/relay/hooks.js): the experimental observers,
// QueryResponseCache, fetchQuery_DEPRECATED and createFragmentSpecResolver (the legacy
// containers'), NormalizationEngine and createPayloadFor3DField. Generated from
// relay-runtime 21's lib/index.js; types still come from relay-runtime.
import ConnectionHandler from 'relay-runtime/lib/handlers/connection/ConnectionHandler';
import ConnectionInterface from 'relay-runtime/lib/handlers/connection/ConnectionInterface';
import MutationHandlers from 'relay-runtime/lib/handlers/connection/MutationHandlers';
import RelayDefaultHandlerProvider from 'relay-runtime/lib/handlers/RelayDefaultHandlerProvider';
import applyOptimisticMutation from 'relay-runtime/lib/mutations/applyOptimisticMutation';
import commitLocalUpdate from 'relay-runtime/lib/mutations/commitLocalUpdate';
import commitMutation from 'relay-runtime/lib/mutations/commitMutation';
import RelayDeclarativeMutationConfig from 'relay-runtime/lib/mutations/RelayDeclarativeMutationConfig';
import RelayNetwork from 'relay-runtime/lib/network/RelayNetwork';
import RelayObservable from 'relay-runtime/lib/network/RelayObservable';
import fetchQuery from 'relay-runtime/lib/query/fetchQuery';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag';
import PreloadableQueryRegistry from 'relay-runtime/lib/query/PreloadableQueryRegistry';
import _require2 from 'relay-runtime/lib/store/ClientID';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';
import defaultGetDataID from 'relay-runtime/lib/store/defaultGetDataID';
import isRelayModernEnvironment from 'relay-runtime/lib/store/isRelayModernEnvironment';
import _require3 from 'relay-runtime/lib/store/live-resolvers/LiveResolverSuspenseSentinel';
import normalizeResponse from 'relay-runtime/lib/store/normalizeResponse';
import readInlineData from 'relay-runtime/lib/store/readInlineData';
import RelayConcreteVariables from 'relay-runtime/lib/store/RelayConcreteVariables';
import RelayModernEnvironment from 'relay-runtime/lib/store/RelayModernEnvironment';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
import RelayModernRecord from 'relay-runtime/lib/store/RelayModernRecord';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector';
import RelayModernStore from 'relay-runtime/lib/store/RelayModernStore';
import RelayOperationTracker from 'relay-runtime/lib/store/RelayOperationTracker';
import RelayRecordSource from 'relay-runtime/lib/store/RelayRecordSource';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils';
import ResolverFragments from 'relay-runtime/lib/store/ResolverFragments';
import ViewerPattern from 'relay-runtime/lib/store/ViewerPattern';
import requestSubscription from 'relay-runtime/lib/subscription/requestSubscription';
import deepFreeze from 'relay-runtime/lib/util/deepFreeze';
import getFragmentIdentifier from 'relay-runtime/lib/util/getFragmentIdentifier';
import getPaginationMetadata from 'relay-runtime/lib/util/getPaginationMetadata';
import getPaginationVariables from 'relay-runtime/lib/util/getPaginationVariables';
import getPendingOperationsForFragment from 'relay-runtime/lib/util/getPendingOperationsForFragment';
import getRefetchMetadata from 'relay-runtime/lib/util/getRefetchMetadata';
import getRelayHandleKey from 'relay-runtime/lib/util/getRelayHandleKey';
import getRequestIdentifier from 'relay-runtime/lib/util/getRequestIdentifier';
import getValueAtPath from 'relay-runtime/lib/util/getValueAtPath';
import _require4 from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
import isPromise from 'relay-runtime/lib/util/isPromise';
import isScalarAndEqual from 'relay-runtime/lib/util/isScalarAndEqual';
import recycleNodesInto from 'relay-runtime/lib/util/recycleNodesInto';
import RelayConcreteNode from 'relay-runtime/lib/util/RelayConcreteNode';
import RelayDefaultHandleKey from 'relay-runtime/lib/util/RelayDefaultHandleKey';
import RelayError from 'relay-runtime/lib/util/RelayError';
import RelayFeatureFlags from 'relay-runtime/lib/util/RelayFeatureFlags';
import RelayProfiler from 'relay-runtime/lib/util/RelayProfiler';
import RelayReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject';
import _require5 from 'relay-runtime/lib/util/stableCopy';
import withProvidedVariables from 'relay-runtime/lib/util/withProvidedVariables';

const generateClientID = _require2.generateClientID;
const generateUniqueClientID = _require2.generateUniqueClientID;
const isClientID = _require2.isClientID;
const isSuspenseSentinel = _require3.isSuspenseSentinel;
const suspenseSentinel = _require3.suspenseSentinel;
const handlePotentialSnapshotErrors = _require4.handlePotentialSnapshotErrors;
const hasCycle = _require5.hasCycle;
const stableCopy = _require5.stableCopy;
const areEqualSelectors = RelayModernSelector.areEqualSelectors;
const createNormalizationSelector = RelayModernSelector.createNormalizationSelector;
const createReaderSelector = RelayModernSelector.createReaderSelector;
const getDataIDsFromFragment = RelayModernSelector.getDataIDsFromFragment;
const getDataIDsFromObject = RelayModernSelector.getDataIDsFromObject;
const getPluralSelector = RelayModernSelector.getPluralSelector;
const getSelector = RelayModernSelector.getSelector;
const getSelectorsFromObject = RelayModernSelector.getSelectorsFromObject;
const getSingularSelector = RelayModernSelector.getSingularSelector;
const getVariablesFromFragment = RelayModernSelector.getVariablesFromFragment;
const getVariablesFromObject = RelayModernSelector.getVariablesFromObject;
const getVariablesFromPluralFragment = RelayModernSelector.getVariablesFromPluralFragment;
const getVariablesFromSingularFragment = RelayModernSelector.getVariablesFromSingularFragment;
const createOperationDescriptor = RelayModernOperationDescriptor.createOperationDescriptor;
const createRequestDescriptor = RelayModernOperationDescriptor.createRequestDescriptor;
const getArgumentValues = RelayStoreUtils.getArgumentValues;
const getModuleComponentKey = RelayStoreUtils.getModuleComponentKey;
const getModuleOperationKey = RelayStoreUtils.getModuleOperationKey;
const getStorageKey = RelayStoreUtils.getStorageKey;
const FRAGMENTS_KEY = RelayStoreUtils.FRAGMENTS_KEY;
const FRAGMENT_OWNER_KEY = RelayStoreUtils.FRAGMENT_OWNER_KEY;
const ID_KEY = RelayStoreUtils.ID_KEY;
const REF_KEY = RelayStoreUtils.REF_KEY;
const REFS_KEY = RelayStoreUtils.REFS_KEY;
const ROOT_ID = RelayStoreUtils.ROOT_ID;
const ROOT_TYPE = RelayStoreUtils.ROOT_TYPE;
const TYPENAME_KEY = RelayStoreUtils.TYPENAME_KEY;
const getNode = GraphQLTag.getNode;
const getFragment = GraphQLTag.getFragment;
const getInlineDataFragment = GraphQLTag.getInlineDataFragment;
const getPaginationFragment = GraphQLTag.getPaginationFragment;
const getRefetchableFragment = GraphQLTag.getRefetchableFragment;
const getRequest = GraphQLTag.getRequest;
const graphql = GraphQLTag.graphql;
const isFragment = GraphQLTag.isFragment;
const isInlineDataFragment = GraphQLTag.isInlineDataFragment;
const isRequest = GraphQLTag.isRequest;
const readFragment = ResolverFragments.readFragment;
const DEFAULT_HANDLE_KEY = RelayDefaultHandleKey.DEFAULT_HANDLE_KEY;
const MutationTypes = RelayDeclarativeMutationConfig.MutationTypes;
const RangeOperations = RelayDeclarativeMutationConfig.RangeOperations;
const VIEWER_ID = ViewerPattern.VIEWER_ID;
const VIEWER_TYPE = ViewerPattern.VIEWER_TYPE;
const __internal = {
  ResolverFragments: ResolverFragments,
  OperationTracker: RelayOperationTracker,
  createRelayContext: createRelayContext,
  createRelayLoggingContext: createRelayLoggingContext,
  defaultGetDataID: defaultGetDataID,
  getOperationVariables: RelayConcreteVariables.getOperationVariables,
  getLocalVariables: RelayConcreteVariables.getLocalVariables,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  normalizeResponse: normalizeResponse,
  withProvidedVariables: withProvidedVariables,
};
export {
  RelayModernEnvironment as Environment,
  RelayNetwork as Network,
  RelayObservable as Observable,
  RelayRecordSource as RecordSource,
  RelayModernRecord as Record,
  RelayReplaySubject as ReplaySubject,
  RelayModernStore as Store,
  areEqualSelectors,
  createNormalizationSelector,
  createOperationDescriptor,
  createReaderSelector,
  createRequestDescriptor,
  getArgumentValues,
  getDataIDsFromFragment,
  getDataIDsFromObject,
  getNode,
  getFragment,
  getInlineDataFragment,
  getModuleComponentKey,
  getModuleOperationKey,
  getPaginationFragment,
  getPluralSelector,
  getRefetchableFragment,
  getRequest,
  getRequestIdentifier,
  getSelector,
  getSelectorsFromObject,
  getSingularSelector,
  getStorageKey,
  getVariablesFromFragment,
  getVariablesFromObject,
  getVariablesFromPluralFragment,
  getVariablesFromSingularFragment,
  handlePotentialSnapshotErrors,
  graphql,
  isFragment,
  isInlineDataFragment,
  isSuspenseSentinel,
  suspenseSentinel,
  isRequest,
  readInlineData,
  readFragment,
  MutationTypes,
  RangeOperations,
  RelayDefaultHandlerProvider as DefaultHandlerProvider,
  ConnectionHandler,
  MutationHandlers,
  VIEWER_ID,
  VIEWER_TYPE,
  applyOptimisticMutation,
  commitLocalUpdate,
  commitMutation,
  fetchQuery,
  isRelayModernEnvironment,
  requestSubscription,
  ConnectionInterface,
  PreloadableQueryRegistry,
  RelayProfiler,
  RelayConcreteNode,
  RelayError,
  RelayFeatureFlags,
  DEFAULT_HANDLE_KEY,
  FRAGMENTS_KEY,
  FRAGMENT_OWNER_KEY,
  ID_KEY,
  REF_KEY,
  REFS_KEY,
  ROOT_ID,
  ROOT_TYPE,
  TYPENAME_KEY,
  deepFreeze,
  generateClientID,
  generateUniqueClientID,
  getRelayHandleKey,
  isClientID,
  isPromise,
  isScalarAndEqual,
  recycleNodesInto,
  stableCopy,
  hasCycle,
  getFragmentIdentifier,
  getRefetchMetadata,
  getPaginationMetadata,
  getPaginationVariables,
  getPendingOperationsForFragment,
  getValueAtPath,
  __internal,
};
