/**
 * @generated SignedSource<<89471868bd4514ed92e232ea0f5266d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiComposeInput = {
  existingContent?: string | null | undefined;
  prompt?: string | null | undefined;
  replyToId?: string | null | undefined;
  subject?: string | null | undefined;
  template?: string | null | undefined;
  threadId?: string | null | undefined;
  to?: string | null | undefined;
};
export type useAiComposeMutation$variables = {
  input: AiComposeInput;
};
export type useAiComposeMutation$data = {
  readonly aiCompose: {
    readonly __typename: string;
    readonly message?: string;
    readonly result?: {
      readonly content: string;
      readonly generatedBy: string;
      readonly template: string;
    };
  };
};
export type useAiComposeMutation = {
  response: useAiComposeMutation$data;
  variables: useAiComposeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "aiCompose",
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
            "concreteType": "AiComposeResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "template",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "generatedBy",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationAiComposeSuccess",
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
    "name": "useAiComposeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAiComposeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2ab42e65c2d1c314a41b923149de15f2",
    "id": null,
    "metadata": {},
    "name": "useAiComposeMutation",
    "operationKind": "mutation",
    "text": "mutation useAiComposeMutation(\n  $input: AiComposeInput!\n) {\n  aiCompose(input: $input) {\n    __typename\n    ... on MutationAiComposeSuccess {\n      result {\n        content\n        template\n        generatedBy\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c02ef3ef015af47c5bf9ed27cea6fb7c";

export default node;
