/**
 * @generated SignedSource<<cbcbf99b3780afd48a352957e70e336e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TodoStatus = "done" | "in_progress" | "open" | "%future added value";
export type useCommitmentTodoMutation$variables = {
  commitmentId: string;
};
export type useCommitmentTodoMutation$data = {
  readonly createTodoFromCommitment: {
    readonly __typename: string;
    readonly message?: string;
    readonly todo?: {
      readonly commitment: {
        readonly id: string;
        readonly todo: {
          readonly id: string;
          readonly status: TodoStatus;
        } | null | undefined;
      } | null | undefined;
      readonly id: string;
      readonly status: TodoStatus;
      readonly title: string;
    };
  };
};
export type useCommitmentTodoMutation = {
  response: useCommitmentTodoMutation$data;
  variables: useCommitmentTodoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "commitmentId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "commitmentId",
        "variableName": "commitmentId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createTodoFromCommitment",
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
            "concreteType": "Todo",
            "kind": "LinkedField",
            "name": "todo",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Commitment",
                "kind": "LinkedField",
                "name": "commitment",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Todo",
                    "kind": "LinkedField",
                    "name": "todo",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateTodoFromCommitmentSuccess",
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
    "name": "useCommitmentTodoMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCommitmentTodoMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "fa6054cc24d9232162f9159262d88c83",
    "id": null,
    "metadata": {},
    "name": "useCommitmentTodoMutation",
    "operationKind": "mutation",
    "text": "mutation useCommitmentTodoMutation(\n  $commitmentId: ID!\n) {\n  createTodoFromCommitment(commitmentId: $commitmentId) {\n    __typename\n    ... on MutationCreateTodoFromCommitmentSuccess {\n      todo {\n        id\n        title\n        status\n        commitment {\n          id\n          todo {\n            id\n            status\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6bbfafc0a3e0b510e4d54490a8df78ba";

export default node;
