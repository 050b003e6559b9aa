/**
 * @generated SignedSource<<8fec025b9e77ebc98059b01c6bda0c1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCreateSampleTransactionsMutation$variables = Record<PropertyKey, never>;
export type useCreateSampleTransactionsMutation$data = {
  readonly createSampleTransactions: {
    readonly __typename: string;
    readonly createdCount?: number;
    readonly message?: string;
  };
};
export type useCreateSampleTransactionsMutation = {
  response: useCreateSampleTransactionsMutation$data;
  variables: useCreateSampleTransactionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createSampleTransactions",
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
            "kind": "ScalarField",
            "name": "createdCount",
            "storageKey": null
          }
        ],
        "type": "MutationCreateSampleTransactionsSuccess",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateSampleTransactionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCreateSampleTransactionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "913f670078523cd2f5396b91ff02d317",
    "id": null,
    "metadata": {},
    "name": "useCreateSampleTransactionsMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSampleTransactionsMutation {\n  createSampleTransactions {\n    __typename\n    ... on MutationCreateSampleTransactionsSuccess {\n      createdCount\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a177c3db5da2073bcaf891cdd6eaaafb";

export default node;
