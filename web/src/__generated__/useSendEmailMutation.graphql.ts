/**
 * @generated SignedSource<<c0defd644bb13f387f87581ea597a7d4>>
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
export type useSendEmailMutation$variables = {
  input: DraftInput;
};
export type useSendEmailMutation$data = {
  readonly sendEmail: {
    readonly __typename: string;
    readonly draft?: {
      readonly bcc: ReadonlyArray<string>;
      readonly cc: ReadonlyArray<string>;
      readonly id: string;
      readonly sentAt: any | null | undefined;
      readonly sentEmail: {
        readonly id: string;
        readonly threadId: string;
      } | null | undefined;
      readonly status: DraftStatus;
      readonly to: ReadonlyArray<string>;
    };
    readonly draftId?: string | null | undefined;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly name: string;
    }>;
    readonly message?: string;
    readonly reconnectRequired?: boolean;
  };
};
export type useSendEmailMutation = {
  response: useSendEmailMutation$data;
  variables: useSendEmailMutation$variables;
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
    "name": "sendEmail",
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
                "name": "to",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cc",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bcc",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sentAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Email",
                "kind": "LinkedField",
                "name": "sentEmail",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "threadId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSendEmailSuccess",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reconnectRequired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "draftId",
            "storageKey": null
          }
        ],
        "type": "SendEmailError",
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
    "name": "useSendEmailMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendEmailMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "6c367ca6b9da322672bf758d96818f67",
    "id": null,
    "metadata": {},
    "name": "useSendEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useSendEmailMutation(\n  $input: DraftInput!\n) {\n  sendEmail(input: $input) {\n    __typename\n    ... on MutationSendEmailSuccess {\n      draft {\n        id\n        status\n        to\n        cc\n        bcc\n        sentAt\n        sentEmail {\n          id\n          threadId\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        name\n        message\n      }\n    }\n    ... on SendEmailError {\n      reconnectRequired\n      draftId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "47bce75482961fd49a237f1780c09364";

export default node;
