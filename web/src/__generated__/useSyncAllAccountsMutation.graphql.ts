/**
 * @generated SignedSource<<3ed17449e7a60be0ef9a9b348a7a9637>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountStatus = "active" | "disabled" | "error" | "needs_reconnect" | "syncing" | "%future added value";
export type useSyncAllAccountsMutation$variables = Record<PropertyKey, never>;
export type useSyncAllAccountsMutation$data = {
  readonly syncAllAccounts: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly lastSync: any | null | undefined;
    readonly status: AccountStatus;
    readonly statusMessage: string | null | undefined;
  }>;
};
export type useSyncAllAccountsMutation = {
  response: useSyncAllAccountsMutation$data;
  variables: useSyncAllAccountsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Account",
    "kind": "LinkedField",
    "name": "syncAllAccounts",
    "plural": true,
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
        "name": "email",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSyncAllAccountsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSyncAllAccountsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cf4c8cdcb8a31d6201f972b2b11e93b3",
    "id": null,
    "metadata": {},
    "name": "useSyncAllAccountsMutation",
    "operationKind": "mutation",
    "text": "mutation useSyncAllAccountsMutation {\n  syncAllAccounts {\n    id\n    email\n    status\n    statusMessage\n    lastSync\n  }\n}\n"
  }
};
})();

(node as any).hash = "db921217c5d90d28539287cc6ce51ad4";

export default node;
