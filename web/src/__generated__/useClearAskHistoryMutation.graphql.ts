/**
 * @generated SignedSource<<d5cbcd178d131adaec2e99e107f8a457>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useClearAskHistoryMutation$variables = Record<PropertyKey, never>;
export type useClearAskHistoryMutation$data = {
  readonly clearAskHistory: {
    readonly __typename: "MutationClearAskHistorySuccess";
    readonly deletedCount: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useClearAskHistoryMutation = {
  response: useClearAskHistoryMutation$data;
  variables: useClearAskHistoryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "clearAskHistory",
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
            "name": "deletedCount",
            "storageKey": null
          }
        ],
        "type": "MutationClearAskHistorySuccess",
        "abstractKey": null
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
    "name": "useClearAskHistoryMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useClearAskHistoryMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ba6be63a021390dbb2fb7b97ecc9e7aa",
    "id": null,
    "metadata": {},
    "name": "useClearAskHistoryMutation",
    "operationKind": "mutation",
    "text": "mutation useClearAskHistoryMutation {\n  clearAskHistory {\n    __typename\n    ... on MutationClearAskHistorySuccess {\n      deletedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "59b9edf58a20748e4faa8140dc615bed";

export default node;
