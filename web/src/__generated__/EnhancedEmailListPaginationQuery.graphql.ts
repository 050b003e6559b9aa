/**
 * @generated SignedSource<<d5c2cfd543deb310700cd729e45b8572>>
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
export type EnhancedEmailListPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  filter?: EmailFilter | null | undefined;
  labelAccount?: string | null | undefined;
  labelVenture?: string | null | undefined;
  sort?: EmailSort | null | undefined;
};
export type EnhancedEmailListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EnhancedEmailList_query">;
};
export type EnhancedEmailListPaginationQuery = {
  response: EnhancedEmailListPaginationQuery$data;
  variables: EnhancedEmailListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 50,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "labelAccount"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "labelVenture"
  },
  {
    "defaultValue": "DATE_DESC",
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v3 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EnhancedEmailListPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v1/*:: as any*/),
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
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "EnhancedEmailList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EnhancedEmailListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
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
                      (v5/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
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
          },
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
        "args": (v3/*:: as any*/),
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "56a0d7ba3c53dce5ed785780cb9d6024",
    "id": null,
    "metadata": {},
    "name": "EnhancedEmailListPaginationQuery",
    "operationKind": "query",
    "text": "query EnhancedEmailListPaginationQuery(\n  $count: Int = 50\n  $cursor: String\n  $filter: EmailFilter\n  $labelAccount: ID\n  $labelVenture: String\n  $sort: EmailSort = DATE_DESC\n) {\n  ...EnhancedEmailList_query_m4Px6\n}\n\nfragment EnhancedEmailCard_email on Email {\n  id\n  subject\n  from {\n    name\n    email\n  }\n  receivedAt\n  snippet\n  summary\n  isRead\n  isStarred\n  hasAttachments\n  priority\n  nuggetScore\n  commitmentCount\n  actionRequired\n}\n\nfragment EnhancedEmailList_query_m4Px6 on Query {\n  emails(first: $count, after: $cursor, filter: $filter, sort: $sort) {\n    totalCount\n    edges {\n      node {\n        id\n        isArchived\n        isStarred\n        labels\n        ...EnhancedEmailCard_email\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  emailLabels(accountId: $labelAccount, venture: $labelVenture) {\n    id\n    name\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "895fcb7c2d4182fbde8ed3c09203524f";

export default node;
