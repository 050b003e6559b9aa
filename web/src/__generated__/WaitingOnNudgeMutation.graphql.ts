/**
 * @generated SignedSource<<ba0fc48749b794edf8d446320ed4babe>>
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
        readonly inReplyTo: {
          readonly id: string;
        } | null | undefined;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Email",
                    "kind": "LinkedField",
                    "name": "inReplyTo",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/)
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
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WaitingOnNudgeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "bab13f993fbf591840007eba9f095c52",
    "id": null,
    "metadata": {},
    "name": "WaitingOnNudgeMutation",
    "operationKind": "mutation",
    "text": "mutation WaitingOnNudgeMutation(\n  $id: ID!\n) {\n  draftNudge(commitmentId: $id) {\n    __typename\n    ... on MutationDraftNudgeSuccess {\n      nudge {\n        generatedBy\n        draft {\n          id\n          inReplyTo {\n            id\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d7f44831e9c4a0c8792203fa791a654c";

export default node;
