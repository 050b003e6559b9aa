/**
 * @generated SignedSource<<be87f5a28e016ab279ea4767191c624c>>
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
export type EnhancedEmailManagementQuery$variables = {
  accountId: string;
  filter?: EmailFilter | null | undefined;
  hasAccount: boolean;
  labelAccount?: string | null | undefined;
  labelVenture?: string | null | undefined;
  sort: EmailSort;
};
export type EnhancedEmailManagementQuery$data = {
  readonly accounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly email: string;
        readonly id: string;
      };
    }>;
  };
  readonly node?: {
    readonly __typename: "Account";
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EnhancedEmailList_query" | "MailScopeFilter_query">;
};
export type EnhancedEmailManagementQuery = {
  response: EnhancedEmailManagementQuery$data;
  variables: EnhancedEmailManagementQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "accountId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasAccount"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "labelAccount"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "labelVenture"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v11 = {
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
},
v12 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "accountId"
  }
],
v13 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v14 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v15 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v16 = [
  (v13/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  (v14/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EnhancedEmailManagementQuery",
    "selections": [
      {
        "alias": "accounts",
        "args": null,
        "concreteType": "QueryAccountsConnection",
        "kind": "LinkedField",
        "name": "__AccountList_accounts_connection",
        "plural": false,
        "selections": [
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "hasAccount",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "type": "Account",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "args": [
          (v13/*:: as any*/),
          {
            "kind": "Variable",
            "name": "labelAccount",
            "variableName": "labelAccount"
          },
          {
            "kind": "Variable",
            "name": "labelVenture",
            "variableName": "labelVenture"
          },
          (v14/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "EnhancedEmailList_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MailScopeFilter_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EnhancedEmailManagementQuery",
    "selections": [
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": "QueryAccountsConnection",
        "kind": "LinkedField",
        "name": "accounts",
        "plural": false,
        "selections": [
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "company",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": "accounts(first:100)"
      },
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "AccountList_accounts",
        "kind": "LinkedHandle",
        "name": "accounts"
      },
      {
        "alias": null,
        "args": (v16/*:: as any*/),
        "concreteType": "QueryEmailsConnection",
        "kind": "LinkedField",
        "name": "emails",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
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
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isArchived",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isStarred",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "labels",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subject",
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
                      (v17/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "receivedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "snippet",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "summary",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isRead",
                    "storageKey": null
                  },
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
                    "kind": "ScalarField",
                    "name": "priority",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nuggetScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "commitmentCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actionRequired",
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v16/*:: as any*/),
        "filters": [
          "filter",
          "sort"
        ],
        "handle": "connection",
        "key": "EnhancedEmailList_emails",
        "kind": "LinkedHandle",
        "name": "emails"
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "accountId",
            "variableName": "labelAccount"
          },
          {
            "kind": "Variable",
            "name": "venture",
            "variableName": "labelVenture"
          }
        ],
        "concreteType": "LabelCount",
        "kind": "LinkedField",
        "name": "emailLabels",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ventures",
        "storageKey": null
      },
      {
        "condition": "hasAccount",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v6/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "type": "Account",
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
    "cacheID": "23523d450a5431b2ab21e361d41381e0",
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
    "name": "EnhancedEmailManagementQuery",
    "operationKind": "query",
    "text": "query EnhancedEmailManagementQuery(\n  $accountId: ID!\n  $hasAccount: Boolean!\n  $filter: EmailFilter\n  $sort: EmailSort!\n  $labelAccount: ID\n  $labelVenture: String\n) {\n  accounts(first: 100) {\n    edges {\n      node {\n        id\n        email\n        displayName\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  node(id: $accountId) @include(if: $hasAccount) {\n    __typename\n    ... on Account {\n      id\n      email\n      displayName\n    }\n    id\n  }\n  ...EnhancedEmailList_query_2NQQ7v\n  ...MailScopeFilter_query\n}\n\nfragment EnhancedEmailCard_email on Email {\n  id\n  subject\n  from {\n    name\n    email\n  }\n  receivedAt\n  snippet\n  summary\n  isRead\n  isStarred\n  hasAttachments\n  priority\n  nuggetScore\n  commitmentCount\n  actionRequired\n}\n\nfragment EnhancedEmailList_query_2NQQ7v on Query {\n  emails(first: 50, filter: $filter, sort: $sort) {\n    totalCount\n    edges {\n      node {\n        id\n        isArchived\n        isStarred\n        labels\n        ...EnhancedEmailCard_email\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  emailLabels(accountId: $labelAccount, venture: $labelVenture) {\n    id\n    name\n    count\n  }\n}\n\nfragment MailScopeFilter_query on Query {\n  accounts(first: 100) {\n    edges {\n      node {\n        id\n        email\n        displayName\n        company\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  ventures\n}\n"
  }
};
})();

(node as any).hash = "1d702282add06c3282427b66332808e6";

export default node;
