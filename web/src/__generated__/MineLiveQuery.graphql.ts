/**
 * @generated SignedSource<<5a25c243460fec2dbfdb519fb2e5664d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
export type MineLiveQuery$variables = {
  all: boolean;
  first: number;
  nuggets: boolean;
  sludge: boolean;
};
export type MineLiveQuery$data = {
  readonly emails?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly commitments: ReadonlyArray<{
          readonly priority: string;
          readonly status: CommitmentStatus;
        }>;
        readonly id: string;
        readonly isArchived: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"MineEmailRow_email">;
      };
    }>;
  };
  readonly mailStats: {
    readonly nuggets: number;
    readonly totalEmails: number;
    readonly unreadEmails: number;
  };
  readonly nuggets?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly commitments: ReadonlyArray<{
          readonly priority: string;
          readonly status: CommitmentStatus;
        }>;
        readonly id: string;
        readonly isArchived: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"MineEmailRow_email">;
      };
    }>;
  };
  readonly sludge?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly commitments: ReadonlyArray<{
          readonly priority: string;
          readonly status: CommitmentStatus;
        }>;
        readonly id: string;
        readonly isArchived: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"MineEmailRow_email">;
      };
    }>;
  };
};
export type MineLiveQuery = {
  response: MineLiveQuery$data;
  variables: MineLiveQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "all"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "nuggets"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sludge"
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "MailStats",
  "kind": "LinkedField",
  "name": "mailStats",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalEmails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadEmails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nuggets",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v6 = [
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
  "name": "isArchived",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priority",
  "storageKey": null
},
v11 = [
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
      {
        "alias": null,
        "args": null,
        "concreteType": "Commitment",
        "kind": "LinkedField",
        "name": "commitments",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MineEmailRow_email"
      }
    ],
    "storageKey": null
  }
],
v12 = [
  {
    "kind": "Literal",
    "name": "filter",
    "value": {
      "isArchived": false
    }
  },
  (v5/*:: as any*/)
],
v13 = [
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
      {
        "alias": null,
        "args": null,
        "concreteType": "Commitment",
        "kind": "LinkedField",
        "name": "commitments",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v7/*:: as any*/)
        ],
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
        "name": "isRead",
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
        "name": "hasAttachments",
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
        "name": "category",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "company",
        "storageKey": null
      }
    ],
    "storageKey": null
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
    "name": "MineLiveQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "condition": "nuggets",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "QueryNuggetsConnection",
            "kind": "LinkedField",
            "name": "nuggets",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryNuggetsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "sludge",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "QuerySludgeConnection",
            "kind": "LinkedField",
            "name": "sludge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QuerySludgeConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v12/*:: as any*/),
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
                "selections": (v11/*:: as any*/),
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MineLiveQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "condition": "nuggets",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "QueryNuggetsConnection",
            "kind": "LinkedField",
            "name": "nuggets",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryNuggetsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "sludge",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "QuerySludgeConnection",
            "kind": "LinkedField",
            "name": "sludge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QuerySludgeConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v12/*:: as any*/),
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
                "selections": (v13/*:: as any*/),
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
    "cacheID": "f3d45620228b5a475a84c4b9e7c4526f",
    "id": null,
    "metadata": {},
    "name": "MineLiveQuery",
    "operationKind": "query",
    "text": "query MineLiveQuery(\n  $nuggets: Boolean!\n  $sludge: Boolean!\n  $all: Boolean!\n  $first: Int!\n) {\n  mailStats {\n    totalEmails\n    unreadEmails\n    nuggets\n  }\n  nuggets(first: $first) @include(if: $nuggets) {\n    edges {\n      node {\n        id\n        isArchived\n        commitments {\n          status\n          priority\n          id\n        }\n        ...MineEmailRow_email\n      }\n    }\n  }\n  sludge(first: $first) @include(if: $sludge) {\n    edges {\n      node {\n        id\n        isArchived\n        commitments {\n          status\n          priority\n          id\n        }\n        ...MineEmailRow_email\n      }\n    }\n  }\n  emails(first: $first, filter: {isArchived: false}) @include(if: $all) {\n    edges {\n      node {\n        id\n        isArchived\n        commitments {\n          status\n          priority\n          id\n        }\n        ...MineEmailRow_email\n      }\n    }\n  }\n}\n\nfragment MineEmailRow_email on Email {\n  id\n  subject\n  from {\n    name\n    email\n  }\n  receivedAt\n  snippet\n  isRead\n  isStarred\n  hasAttachments\n  nuggetScore\n  commitmentCount\n  category\n  company\n}\n"
  }
};
})();

(node as any).hash = "10b6659409bc771dee03b59b3c42a30a";

export default node;
