/**
 * @generated SignedSource<<ad2c4a153cd80cf5f0e26c579dd6c9f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useReanalyzeAllMutation$variables = Record<PropertyKey, never>;
export type useReanalyzeAllMutation$data = {
  readonly reanalyze: {
    readonly __typename: "MutationReanalyzeSuccess";
    readonly queued: number;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useReanalyzeAllMutation = {
  response: useReanalyzeAllMutation$data;
  variables: useReanalyzeAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reanalyze",
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
            "name": "queued",
            "storageKey": null
          }
        ],
        "type": "MutationReanalyzeSuccess",
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
        "type": "NotFoundError",
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
    "name": "useReanalyzeAllMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useReanalyzeAllMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "02fc563d01e7042e5602e35e4a34f12a",
    "id": null,
    "metadata": {},
    "name": "useReanalyzeAllMutation",
    "operationKind": "mutation",
    "text": "mutation useReanalyzeAllMutation {\n  reanalyze {\n    __typename\n    ... on MutationReanalyzeSuccess {\n      queued\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d583fec15193a9d5a30647cb4f3d0d1a";

export default node;
