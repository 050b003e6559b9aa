/**
 * @generated SignedSource<<21596912fb89a13e334c50de163197e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OwnAddressesPromptQuery$variables = {
  accountId?: string | null | undefined;
};
export type OwnAddressesPromptQuery$data = {
  readonly addressCandidates: {
    readonly __typename: "QueryAddressCandidatesSuccess";
    readonly candidates: ReadonlyArray<{
      readonly address: string;
      readonly name: string | null | undefined;
      readonly received: number;
      readonly sent: number;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly settings: {
    readonly aliases: ReadonlyArray<string>;
  };
};
export type OwnAddressesPromptQuery = {
  response: OwnAddressesPromptQuery$data;
  variables: OwnAddressesPromptQuery$variables;
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
    "args": null,
    "concreteType": "Settings",
    "kind": "LinkedField",
    "name": "settings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aliases",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "accountId",
        "variableName": "accountId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "addressCandidates",
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
            "concreteType": "AddressCandidate",
            "kind": "LinkedField",
            "name": "candidates",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "received",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryAddressCandidatesSuccess",
        "abstractKey": null
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
    "name": "OwnAddressesPromptQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OwnAddressesPromptQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "382c912cf17fcd8df0a1ee4e32809f18",
    "id": null,
    "metadata": {},
    "name": "OwnAddressesPromptQuery",
    "operationKind": "query",
    "text": "query OwnAddressesPromptQuery(\n  $accountId: ID\n) {\n  settings {\n    aliases\n  }\n  addressCandidates(accountId: $accountId) {\n    __typename\n    ... on QueryAddressCandidatesSuccess {\n      candidates {\n        address\n        name\n        sent\n        received\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c8f6f06757c479e561e4db9a58d66e52";

export default node;
