/**
 * @generated SignedSource<<d6d4ea4669c34792a10099c58e325e87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WaitingOnNudgeMutation$variables = {
  id: string;
};
export type WaitingOnNudgeMutation$data = {
  readonly draftNudge: {
    readonly __typename: string;
    readonly message?: string;
    readonly nudge?: {
      readonly draft: {
        readonly id: string;
      };
      readonly generatedBy: string;
    };
  };
};
export type WaitingOnNudgeMutation = {
  response: WaitingOnNudgeMutation$data;
  variables: WaitingOnNudgeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "commitmentId",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "draftNudge",
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
            "concreteType": "NudgeDraft",
            "kind": "LinkedField",
            "name": "nudge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "generatedBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Draft",
                "kind": "LinkedField",
                "name": "draft",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationDraftNudgeSuccess",
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
    "name": "WaitingOnNudgeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WaitingOnNudgeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "aa4284cda5706d6afaa4bbd62d816f6c",
    "id": null,
    "metadata": {},
    "name": "WaitingOnNudgeMutation",
    "operationKind": "mutation",
    "text": "mutation WaitingOnNudgeMutation(\n  $id: ID!\n) {\n  draftNudge(commitmentId: $id) {\n    __typename\n    ... on MutationDraftNudgeSuccess {\n      nudge {\n        generatedBy\n        draft {\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d1fb0e5d9816209a66be4558a84681b";

export default node;
