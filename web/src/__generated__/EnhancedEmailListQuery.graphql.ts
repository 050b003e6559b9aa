/**
 * @generated SignedSource<<23ff9dfdbf0d305c8bcea96f58065636>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailSort = "DATE_ASC" | "DATE_DESC" | "PRIORITY" | "SENDER" | "SUBJECT" | "%future added value";
export type MailView = "ALL" | "NUGGETS" | "SLUDGE" | "%future added value";
export type EmailFilter = {
  accountId?: string | null | undefined;
  actionRequired?: boolean | null | undefined;
  folder?: string | null | undefined;
  hasCommitments?: boolean | null | undefined;
  highPriority?: boolean | null | undefined;
  isArchived?: boolean | null | undefined;
  isRead?: boolean | null | undefined;
  isStarred?: boolean | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  receivedAfter?: any | null | undefined;
  receivedBefore?: any | null | undefined;
  search?: string | null | undefined;
  venture?: string | null | undefined;
  view?: MailView | null | undefined;
};
export type EnhancedEmailListQuery$variables = {
  accountFilter?: EmailFilter | null | undefined;
  byAccount: boolean;
  first: number;
  ids: ReadonlyArray<string>;
  sort: EmailSort;
};
export type EnhancedEmailListQuery$data = {
  readonly emails?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actionRequired: boolean;
        readonly card: {
          readonly " $fragmentSpreads": FragmentRefs<"EnhancedEmailCard_email">;
        };
        readonly category: string | null | undefined;
        readonly commitmentCount: number;
        readonly from: {
          readonly email: string;
          readonly name: string;
        } | null | undefined;
        readonly id: string;
        readonly isArchived: boolean;
        readonly nuggetScore: number | null | undefined;
        readonly subject: string;
        readonly summary: string | null | undefined;
      };
    }>;
  };
  readonly nodes?: ReadonlyArray<{
    readonly __typename: "Email";
    readonly actionRequired: boolean;
    readonly card: {
      readonly " $fragmentSpreads": FragmentRefs<"EnhancedEmailCard_email">;
    } | null | undefined;
    readonly category: string | null | undefined;
    readonly commitmentCount: number;
    readonly from: {
      readonly email: string;
      readonly name: string;
    } | null | undefined;
    readonly id: string;
    readonly isArchived: boolean;
    readonly nuggetScore: number | null | undefined;
    readonly subject: string;
    readonly summary: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined>;
};
export type EnhancedEmailListQuery = {
  response: EnhancedEmailListQuery$data;
  variables: EnhancedEmailListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "accountFilter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byAccount"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v5 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "EmailAddress",
  "kind": "LinkedField",
  "name": "from",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nuggetScore",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actionRequired",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commitmentCount",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isArchived",
  "storageKey": null
},
v16 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  {
    "fragment": {
      "kind": "InlineFragment",
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "EnhancedEmailCard_email"
        }
      ],
      "type": "Email",
      "abstractKey": null
    },
    "kind": "AliasedInlineFragmentSpread",
    "name": "card"
  }
],
v17 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "accountFilter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  }
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "receivedAt",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "snippet",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRead",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isStarred",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasAttachments",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priority",
  "storageKey": null
};
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
    "name": "EnhancedEmailListQuery",
    "selections": [
      {
        "condition": "byAccount",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v16/*:: as any*/),
                "type": "Email",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byAccount",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v17/*:: as any*/),
            "concreteType": "QueryEmailsConnection",
            "kind": "LinkedField",
            "name": "emails",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryEmailsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Email",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v16/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
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
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EnhancedEmailListQuery",
    "selections": [
      {
        "condition": "byAccount",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/)
                ],
                "type": "Email",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byAccount",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v17/*:: as any*/),
            "concreteType": "QueryEmailsConnection",
            "kind": "LinkedField",
            "name": "emails",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryEmailsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Email",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "534067aa4986231e8acab8bda655dcc5",
    "id": null,
    "metadata": {},
    "name": "EnhancedEmailListQuery",
    "operationKind": "query",
    "text": "query EnhancedEmailListQuery(\n  $ids: [ID!]!\n  $byAccount: Boolean!\n  $accountFilter: EmailFilter\n  $sort: EmailSort!\n  $first: Int!\n) {\n  nodes(ids: $ids) @skip(if: $byAccount) {\n    __typename\n    ... on Email {\n      id\n      subject\n      summary\n      from {\n        name\n        email\n      }\n      category\n      nuggetScore\n      actionRequired\n      commitmentCount\n      isArchived\n      ...EnhancedEmailCard_email\n    }\n    id\n  }\n  emails(first: $first, filter: $accountFilter, sort: $sort) @include(if: $byAccount) {\n    edges {\n      node {\n        id\n        subject\n        summary\n        from {\n          name\n          email\n        }\n        category\n        nuggetScore\n        actionRequired\n        commitmentCount\n        isArchived\n        ...EnhancedEmailCard_email\n      }\n    }\n  }\n}\n\nfragment EnhancedEmailCard_email on Email {\n  id\n  subject\n  from {\n    name\n    email\n  }\n  receivedAt\n  snippet\n  summary\n  isRead\n  isStarred\n  hasAttachments\n  priority\n  nuggetScore\n  commitmentCount\n  actionRequired\n}\n"
  }
};
})();

(node as any).hash = "67328a89fa047e3c995703f8e99c2473";

export default node;
