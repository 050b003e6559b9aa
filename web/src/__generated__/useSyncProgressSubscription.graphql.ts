/**
 * @generated SignedSource<<a21ebad83350f48c66e3c727fb16c2de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountStatus = "active" | "disabled" | "error" | "needs_reconnect" | "syncing" | "%future added value";
export type useSyncProgressSubscription$variables = {
  accountId: string;
};
export type useSyncProgressSubscription$data = {
  readonly syncProgress: {
    readonly account: {
      readonly emailCount: number;
      readonly id: string;
      readonly lastSync: any | null | undefined;
      readonly status: AccountStatus;
      readonly statusMessage: string | null | undefined;
    } | null | undefined;
    readonly done: boolean;
    readonly errors: number;
    readonly fetched: number;
    readonly message: string | null | undefined;
    readonly phase: string;
    readonly stored: number;
    readonly total: number | null | undefined;
  };
};
export type useSyncProgressSubscription = {
  response: useSyncProgressSubscription$data;
  variables: useSyncProgressSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accountId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "accountId",
        "variableName": "accountId"
      }
    ],
    "concreteType": "SyncProgress",
    "kind": "LinkedField",
    "name": "syncProgress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phase",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fetched",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stored",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "errors",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "done",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusMessage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastSync",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSyncProgressSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSyncProgressSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e91820cdd684c3851fc0c656b3ade120",
    "id": null,
    "metadata": {},
    "name": "useSyncProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription useSyncProgressSubscription(\n  $accountId: ID!\n) {\n  syncProgress(accountId: $accountId) {\n    phase\n    fetched\n    stored\n    total\n    errors\n    done\n    message\n    account {\n      id\n      status\n      statusMessage\n      lastSync\n      emailCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "35269f8f58865fcaab417f7ff44d73b3";

export default node;
