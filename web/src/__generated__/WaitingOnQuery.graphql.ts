/**
 * @generated SignedSource<<392b0b0450a9219cff514bc1e81327b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
export type WaitingOnQuery$variables = Record<PropertyKey, never>;
export type WaitingOnQuery$data = {
  readonly waitingOn: ReadonlyArray<{
    readonly commitment: {
      readonly dueDate: any | null | undefined;
      readonly email: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly sourceQuote: string | null | undefined;
      readonly status: CommitmentStatus;
      readonly title: string;
    };
    readonly emailSubject: string | null | undefined;
    readonly from: string;
    readonly late: boolean;
    readonly lateSince: any | null | undefined;
    readonly promisedAt: any;
  }>;
};
export type WaitingOnQuery = {
  response: WaitingOnQuery$data;
  variables: WaitingOnQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WaitingItem",
    "kind": "LinkedField",
    "name": "waitingOn",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "late",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lateSince",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "from",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "emailSubject",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "promisedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Commitment",
        "kind": "LinkedField",
        "name": "commitment",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sourceQuote",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Email",
            "kind": "LinkedField",
            "name": "email",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WaitingOnQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WaitingOnQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "29f6e38467dcae5b045cfeba6d282c1d",
    "id": null,
    "metadata": {},
    "name": "WaitingOnQuery",
    "operationKind": "query",
    "text": "query WaitingOnQuery {\n  waitingOn {\n    late\n    lateSince\n    from\n    emailSubject\n    promisedAt\n    commitment {\n      id\n      title\n      status\n      dueDate\n      sourceQuote\n      email {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c14e4dda56d5c2c8d144e99901b8a4c";

export default node;
