/**
 * @generated SignedSource<<987b89e3c61568f4fc8a6ca15f8594b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DraftStatus = "draft" | "failed" | "sending" | "sent" | "%future added value";
export type MessagePriority = "high" | "low" | "normal" | "%future added value";
export type DraftInput = {
  attachments?: ReadonlyArray<any> | null | undefined;
  bcc?: ReadonlyArray<string> | null | undefined;
  body?: string | null | undefined;
  cc?: ReadonlyArray<string> | null | undefined;
  forwardId?: string | null | undefined;
  fromAccountId?: string | null | undefined;
  id?: string | null | undefined;
  includeOriginalAttachments?: boolean | null | undefined;
  priority?: MessagePriority | null | undefined;
  removeAttachmentIds?: ReadonlyArray<string> | null | undefined;
  replyToId?: string | null | undefined;
  subject?: string | null | undefined;
  to?: ReadonlyArray<string> | null | undefined;
};
export type useSaveDraftMutation$variables = {
  input: DraftInput;
};
export type useSaveDraftMutation$data = {
  readonly saveDraft: {
    readonly __typename: string;
    readonly draft?: {
      readonly attachments: ReadonlyArray<{
        readonly filename: string;
        readonly id: string;
        readonly mimeType: string;
        readonly size: number;
      }>;
      readonly id: string;
      readonly status: DraftStatus;
      readonly updatedAt: any;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly name: string;
    }>;
    readonly message?: string;
  };
};
export type useSaveDraftMutation = {
  response: useSaveDraftMutation$data;
  variables: useSaveDraftMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
  "name": "message",
  "storageKey": null
},
v3 = [
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
    "name": "saveDraft",
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
            "concreteType": "Draft",
            "kind": "LinkedField",
            "name": "draft",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DraftAttachment",
                "kind": "LinkedField",
                "name": "attachments",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "filename",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mimeType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "size",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSaveDraftSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useSaveDraftMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveDraftMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "a63de3a207133ff32a6f1f34b0a3301a",
    "id": null,
    "metadata": {},
    "name": "useSaveDraftMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveDraftMutation(\n  $input: DraftInput!\n) {\n  saveDraft(input: $input) {\n    __typename\n    ... on MutationSaveDraftSuccess {\n      draft {\n        id\n        status\n        updatedAt\n        attachments {\n          id\n          filename\n          mimeType\n          size\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        name\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d814006ebe042d6f3b515185a21690dd";

export default node;
