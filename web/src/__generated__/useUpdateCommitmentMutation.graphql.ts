/**
 * @generated SignedSource<<ac059bdc54ab863f84bc8271c59987f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
export type useUpdateCommitmentMutation$variables = {
  id: string;
  status: CommitmentStatus;
};
export type useUpdateCommitmentMutation$data = {
  readonly updateCommitment: {
    readonly __typename: string;
    readonly commitment?: {
      readonly completedAt: any | null | undefined;
      readonly id: string;
      readonly status: CommitmentStatus;
    };
    readonly message?: string;
  };
};
export type useUpdateCommitmentMutation = {
  response: useUpdateCommitmentMutation$data;
  variables: useUpdateCommitmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateCommitment",
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
            "concreteType": "Commitment",
            "kind": "LinkedField",
            "name": "commitment",
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
                "name": "completedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateCommitmentSuccess",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateCommitmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateCommitmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6768a6237c00fbfa0b170e4116682221",
    "id": null,
    "metadata": {},
    "name": "useUpdateCommitmentMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateCommitmentMutation(\n  $id: ID!\n  $status: CommitmentStatus!\n) {\n  updateCommitment(id: $id, status: $status) {\n    __typename\n    ... on MutationUpdateCommitmentSuccess {\n      commitment {\n        id\n        status\n        completedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f1d9227d372cf3e992206162cca8f63";

export default node;
