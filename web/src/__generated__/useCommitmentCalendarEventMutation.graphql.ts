/**
 * @generated SignedSource<<481a3cdc00b26105aab2568c7a5cd7da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCommitmentCalendarEventMutation$variables = {
  commitmentId: string;
  date?: any | null | undefined;
};
export type useCommitmentCalendarEventMutation$data = {
  readonly addCommitmentToCalendar: {
    readonly __typename: string;
    readonly event?: {
      readonly allDay: boolean;
      readonly id: string;
      readonly startsAt: any;
      readonly title: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly name: string;
    }>;
    readonly message?: string;
  };
};
export type useCommitmentCalendarEventMutation = {
  response: useCommitmentCalendarEventMutation$data;
  variables: useCommitmentCalendarEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "commitmentId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "date"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "commitmentId",
        "variableName": "commitmentId"
      },
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "addCommitmentToCalendar",
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
            "concreteType": "CalendarEvent",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startsAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allDay",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationAddCommitmentToCalendarSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
              (v1/*:: as any*/)
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
    "name": "useCommitmentCalendarEventMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCommitmentCalendarEventMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3bc1fa71b8e5911eaa7af9e708efa01c",
    "id": null,
    "metadata": {},
    "name": "useCommitmentCalendarEventMutation",
    "operationKind": "mutation",
    "text": "mutation useCommitmentCalendarEventMutation(\n  $commitmentId: ID!\n  $date: DateTime\n) {\n  addCommitmentToCalendar(commitmentId: $commitmentId, date: $date) {\n    __typename\n    ... on MutationAddCommitmentToCalendarSuccess {\n      event {\n        id\n        title\n        startsAt\n        allDay\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        name\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c674210a4d9d3148e09a1eabebc554c";

export default node;
