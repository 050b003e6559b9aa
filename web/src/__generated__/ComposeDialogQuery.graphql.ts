/**
 * @generated SignedSource<<8c89b2ae190a12600c6eada7e32b7e15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountStatus = "active" | "disabled" | "error" | "needs_reconnect" | "syncing" | "%future added value";
export type ComposeDialogQuery$variables = {
  draftId: string;
  forwardId?: string | null | undefined;
  replyAll?: boolean | null | undefined;
  replyToId?: string | null | undefined;
  withDraft: boolean;
};
export type ComposeDialogQuery$data = {
  readonly accounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly email: string;
        readonly id: string;
        readonly provider: string;
        readonly status: AccountStatus;
      };
    }>;
  };
  readonly aiTemplates: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly prompt: string;
  }>;
  readonly composeDefaults: {
    readonly __typename: string;
    readonly data?: {
      readonly account: {
        readonly id: string;
      } | null | undefined;
      readonly cc: ReadonlyArray<string>;
      readonly email: {
        readonly from: {
          readonly email: string;
          readonly name: string;
        } | null | undefined;
        readonly hasAttachments: boolean;
        readonly id: string;
        readonly subject: string;
        readonly threadId: string;
      } | null | undefined;
      readonly forwarding: boolean;
      readonly subject: string;
      readonly to: ReadonlyArray<string>;
    };
    readonly message?: string;
  };
  readonly draft?: {
    readonly account?: {
      readonly id: string;
    } | null | undefined;
    readonly attachments?: ReadonlyArray<{
      readonly filename: string;
      readonly id: string;
      readonly size: number;
    }>;
    readonly bcc?: ReadonlyArray<string>;
    readonly body?: string;
    readonly cc?: ReadonlyArray<string>;
    readonly id?: string;
    readonly priority?: string;
    readonly subject?: string;
    readonly to?: ReadonlyArray<string>;
  } | null | undefined;
};
export type ComposeDialogQuery = {
  response: ComposeDialogQuery$data;
  variables: ComposeDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "draftId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "forwardId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "replyAll"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "replyToId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withDraft"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "AiTemplate",
  "kind": "LinkedField",
  "name": "aiTemplates",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prompt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryAccountsConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cc",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Account",
  "kind": "LinkedField",
  "name": "account",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "forwardId",
      "variableName": "forwardId"
    },
    {
      "kind": "Variable",
      "name": "replyAll",
      "variableName": "replyAll"
    },
    {
      "kind": "Variable",
      "name": "replyToId",
      "variableName": "replyToId"
    }
  ],
  "concreteType": null,
  "kind": "LinkedField",
  "name": "composeDefaults",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ComposeDefaults",
          "kind": "LinkedField",
          "name": "data",
          "plural": false,
          "selections": [
            (v11/*:: as any*/),
            (v12/*:: as any*/),
            (v13/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "forwarding",
              "storageKey": null
            },
            (v14/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Email",
              "kind": "LinkedField",
              "name": "email",
              "plural": false,
              "selections": [
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "threadId",
                  "storageKey": null
                },
                (v13/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasAttachments",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "EmailAddress",
                  "kind": "LinkedField",
                  "name": "from",
                  "plural": false,
                  "selections": [
                    (v6/*:: as any*/),
                    (v8/*:: as any*/)
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
      "type": "QueryComposeDefaultsSuccess",
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
},
v16 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "draftId"
  }
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bcc",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priority",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "DraftAttachment",
  "kind": "LinkedField",
  "name": "attachments",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
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
      "name": "size",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v21 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ComposeDialogQuery",
    "selections": [
      (v7/*:: as any*/),
      {
        "alias": "accounts",
        "args": null,
        "concreteType": "QueryAccountsConnection",
        "kind": "LinkedField",
        "name": "__AccountList_accounts_connection",
        "plural": false,
        "selections": (v10/*:: as any*/),
        "storageKey": null
      },
      (v15/*:: as any*/),
      {
        "condition": "withDraft",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "draft",
            "args": (v16/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v17/*:: as any*/),
                  (v13/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v14/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "type": "Draft",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ComposeDialogQuery",
    "selections": [
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": (v21/*:: as any*/),
        "concreteType": "QueryAccountsConnection",
        "kind": "LinkedField",
        "name": "accounts",
        "plural": false,
        "selections": (v10/*:: as any*/),
        "storageKey": "accounts(first:100)"
      },
      {
        "alias": null,
        "args": (v21/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "AccountList_accounts",
        "kind": "LinkedHandle",
        "name": "accounts"
      },
      (v15/*:: as any*/),
      {
        "condition": "withDraft",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "draft",
            "args": (v16/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v5/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v17/*:: as any*/),
                  (v13/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v14/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "type": "Draft",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "1b9dc0331a8a2dab5a29c3c2112ed688",
    "id": null,
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "accounts"
          ]
        }
      ]
    },
    "name": "ComposeDialogQuery",
    "operationKind": "query",
    "text": "query ComposeDialogQuery(\n  $replyToId: ID\n  $replyAll: Boolean\n  $forwardId: ID\n  $draftId: ID!\n  $withDraft: Boolean!\n) {\n  aiTemplates {\n    id\n    name\n    description\n    prompt\n  }\n  accounts(first: 100) {\n    edges {\n      node {\n        id\n        email\n        provider\n        displayName\n        status\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  composeDefaults(replyToId: $replyToId, replyAll: $replyAll, forwardId: $forwardId) {\n    __typename\n    ... on QueryComposeDefaultsSuccess {\n      data {\n        to\n        cc\n        subject\n        forwarding\n        account {\n          id\n        }\n        email {\n          id\n          threadId\n          subject\n          hasAttachments\n          from {\n            name\n            email\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n  draft: node(id: $draftId) @include(if: $withDraft) {\n    __typename\n    ... on Draft {\n      id\n      to\n      cc\n      bcc\n      subject\n      body\n      priority\n      account {\n        id\n      }\n      attachments {\n        id\n        filename\n        size\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c8f44f332e990a9b077b53b9a1fb8b5";

export default node;
