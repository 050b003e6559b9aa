/**
 * @generated SignedSource<<bfa4d4ee5b343f09eb3c31b5a29dd644>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountStatus = "active" | "disabled" | "error" | "needs_reconnect" | "syncing" | "%future added value";
export type useSyncAccountMutation$variables = {
  full?: boolean | null | undefined;
  id: string;
};
export type useSyncAccountMutation$data = {
  readonly syncAccount: {
    readonly __typename: string;
    readonly account?: {
      readonly id: string;
      readonly lastSync: any | null | undefined;
      readonly status: AccountStatus;
      readonly statusMessage: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type useSyncAccountMutation = {
  response: useSyncAccountMutation$data;
  variables: useSyncAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "full"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "full",
        "variableName": "full"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "syncAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSyncAccountSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSyncAccountMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSyncAccountMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "112cd70eb55837e636c2672c245b1328",
    "id": null,
    "metadata": {},
    "name": "useSyncAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useSyncAccountMutation(\n  $id: ID!\n  $full: Boolean\n) {\n  syncAccount(id: $id, full: $full) {\n    __typename\n    ... on MutationSyncAccountSuccess {\n      account {\n        id\n        status\n        statusMessage\n        lastSync\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f51e5d9796c61c59bf2e0881e063976b";

export default node;
