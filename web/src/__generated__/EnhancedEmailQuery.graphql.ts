/**
 * @generated SignedSource<<ec133bb888aacd9f965811a78104e9c3>>
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
export type EnhancedEmailQuery$variables = {
  filter?: EmailFilter | null | undefined;
  labelAccount?: string | null | undefined;
  labelVenture?: string | null | undefined;
  sort: EmailSort;
};
export type EnhancedEmailQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EnhancedEmailList_query" | "MailScopeFilter_query">;
};
export type EnhancedEmailQuery = {
  response: EnhancedEmailQuery$data;
  variables: EnhancedEmailQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "labelAccount"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "labelVenture"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v4 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v5 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v6 = [
  (v4/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  (v5/*:: as any*/)
],
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
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v12 = {
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
v13 = [
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
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EnhancedEmailQuery",
    "selections": [
      {
        "args": [
          (v4/*:: as any*/),
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
          (v5/*:: as any*/)
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
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EnhancedEmailQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
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
                  (v7/*:: as any*/),
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
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
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
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/),
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
        "args": (v6/*:: as any*/),
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
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
        "args": (v13/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
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
                    "name": "company",
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
          (v12/*:: as any*/)
        ],
        "storageKey": "accounts(first:100)"
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "AccountList_accounts",
        "kind": "LinkedHandle",
        "name": "accounts"
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ventures",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3722176b488c0695ba5d989291a18204",
    "id": null,
    "metadata": {},
    "name": "EnhancedEmailQuery",
    "operationKind": "query",
    "text": "query EnhancedEmailQuery(\n  $filter: EmailFilter\n  $sort: EmailSort!\n  $labelAccount: ID\n  $labelVenture: String\n) {\n  ...EnhancedEmailList_query_2NQQ7v\n  ...MailScopeFilter_query\n}\n\nfragment EnhancedEmailCard_email on Email {\n  id\n  subject\n  from {\n    name\n    email\n  }\n  receivedAt\n  snippet\n  summary\n  isRead\n  isStarred\n  hasAttachments\n  priority\n  nuggetScore\n  commitmentCount\n  actionRequired\n}\n\nfragment EnhancedEmailList_query_2NQQ7v on Query {\n  emails(first: 50, filter: $filter, sort: $sort) {\n    totalCount\n    edges {\n      node {\n        id\n        isArchived\n        isStarred\n        labels\n        ...EnhancedEmailCard_email\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  emailLabels(accountId: $labelAccount, venture: $labelVenture) {\n    id\n    name\n    count\n  }\n}\n\nfragment MailScopeFilter_query on Query {\n  accounts(first: 100) {\n    edges {\n      node {\n        id\n        email\n        displayName\n        company\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  ventures\n}\n"
  }
};
})();

(node as any).hash = "40337718a0d37171ed7da0817898aecc";

export default node;
