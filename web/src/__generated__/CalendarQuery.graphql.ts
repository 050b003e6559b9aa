/**
 * @generated SignedSource<<c5b5d1fdf7018d4c4276514c2003c70c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
export type CalendarQuery$variables = {
  days: number;
  dueAfter: any;
  dueBefore: any;
  earlierFrom: any;
  from: any;
};
export type CalendarQuery$data = {
  readonly calendarEvents: ReadonlyArray<{
    readonly allDay: boolean;
    readonly commitment: {
      readonly id: string;
      readonly status: CommitmentStatus;
    } | null | undefined;
    readonly id: string;
    readonly startsAt: any;
    readonly " $fragmentSpreads": FragmentRefs<"CalendarEventItem_event">;
  }>;
  readonly calendarFeedUrl: string;
  readonly commitments: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dueDate: any | null | undefined;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CalendarCommitmentItem_commitment">;
      };
    }>;
  };
  readonly earlierEvents: ReadonlyArray<{
    readonly allDay: boolean;
    readonly commitment: {
      readonly id: string;
      readonly status: CommitmentStatus;
    } | null | undefined;
    readonly id: string;
    readonly startsAt: any;
    readonly " $fragmentSpreads": FragmentRefs<"CalendarEventItem_event">;
  }>;
};
export type CalendarQuery = {
  response: CalendarQuery$data;
  variables: CalendarQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "days"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dueAfter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dueBefore"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "earlierFrom"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v5 = [
  {
    "kind": "Variable",
    "name": "days",
    "variableName": "days"
  },
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "from"
  }
],
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
  "name": "startsAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allDay",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Commitment",
    "kind": "LinkedField",
    "name": "commitment",
    "plural": false,
    "selections": [
      (v6/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "CalendarEventItem_event"
  }
],
v11 = [
  {
    "kind": "Literal",
    "name": "days",
    "value": 366
  },
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "earlierFrom"
  }
],
v12 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "dueAfter",
        "variableName": "dueAfter"
      },
      {
        "kind": "Variable",
        "name": "dueBefore",
        "variableName": "dueBefore"
      },
      {
        "kind": "Literal",
        "name": "status",
        "value": [
          "open",
          "in_progress",
          "overdue"
        ]
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "calendarFeedUrl",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Email",
  "kind": "LinkedField",
  "name": "email",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Commitment",
    "kind": "LinkedField",
    "name": "commitment",
    "plural": false,
    "selections": [
      (v6/*:: as any*/),
      (v9/*:: as any*/),
      (v15/*:: as any*/)
    ],
    "storageKey": null
  },
  (v16/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "endsAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pushedToGoogle",
    "storageKey": null
  },
  (v17/*:: as any*/)
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
    "name": "CalendarQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "CalendarEvent",
        "kind": "LinkedField",
        "name": "calendarEvents",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "earlierEvents",
        "args": (v11/*:: as any*/),
        "concreteType": "CalendarEvent",
        "kind": "LinkedField",
        "name": "calendarEvents",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "QueryCommitmentsConnection",
        "kind": "LinkedField",
        "name": "commitments",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCommitmentsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Commitment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CalendarCommitmentItem_commitment"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v14/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CalendarQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "CalendarEvent",
        "kind": "LinkedField",
        "name": "calendarEvents",
        "plural": true,
        "selections": (v18/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "earlierEvents",
        "args": (v11/*:: as any*/),
        "concreteType": "CalendarEvent",
        "kind": "LinkedField",
        "name": "calendarEvents",
        "plural": true,
        "selections": (v18/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "QueryCommitmentsConnection",
        "kind": "LinkedField",
        "name": "commitments",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCommitmentsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Commitment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v13/*:: as any*/),
                  (v16/*:: as any*/),
                  (v15/*:: as any*/),
                  (v9/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v14/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "3b55112f83444abeb33ebc0b8ba53e21",
    "id": null,
    "metadata": {},
    "name": "CalendarQuery",
    "operationKind": "query",
    "text": "query CalendarQuery(\n  $from: DateTime!\n  $days: Int!\n  $dueAfter: DateTime!\n  $dueBefore: DateTime!\n  $earlierFrom: DateTime!\n) {\n  calendarEvents(from: $from, days: $days) {\n    id\n    startsAt\n    allDay\n    commitment {\n      id\n      status\n    }\n    ...CalendarEventItem_event\n  }\n  earlierEvents: calendarEvents(from: $earlierFrom, days: 366) {\n    id\n    startsAt\n    allDay\n    commitment {\n      id\n      status\n    }\n    ...CalendarEventItem_event\n  }\n  commitments(filter: {status: [open, in_progress, overdue], dueAfter: $dueAfter, dueBefore: $dueBefore}, first: 100) {\n    edges {\n      node {\n        id\n        dueDate\n        ...CalendarCommitmentItem_commitment\n      }\n    }\n  }\n  calendarFeedUrl\n}\n\nfragment CalendarCommitmentItem_commitment on Commitment {\n  id\n  title\n  type\n  status\n  dueDate\n  email {\n    id\n    subject\n  }\n}\n\nfragment CalendarEventItem_event on CalendarEvent {\n  id\n  title\n  startsAt\n  endsAt\n  allDay\n  pushedToGoogle\n  commitment {\n    id\n    type\n    status\n  }\n  email {\n    id\n    subject\n  }\n}\n"
  }
};
})();

(node as any).hash = "e35114a21267c5ab677bf3e1676c756f";

export default node;
