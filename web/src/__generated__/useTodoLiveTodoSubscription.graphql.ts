/**
 * @generated SignedSource<<ac1b3236cb90c5ed75e6ccd2c7a314ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useTodoLiveTodoSubscription$variables = Record<PropertyKey, never>;
export type useTodoLiveTodoSubscription$data = {
  readonly todoUpdated: {
    readonly " $fragmentSpreads": FragmentRefs<"todoBoard_todo">;
  } | null | undefined;
};
export type useTodoLiveTodoSubscription = {
  response: useTodoLiveTodoSubscription$data;
  variables: useTodoLiveTodoSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTodoLiveTodoSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Todo",
        "kind": "LinkedField",
        "name": "todoUpdated",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "todoBoard_todo"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useTodoLiveTodoSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Todo",
        "kind": "LinkedField",
        "name": "todoUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "completedAt",
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
            "name": "description",
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
            "name": "xpValue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "xpEarned",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startedAt",
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
                "name": "type",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Todo",
                "kind": "LinkedField",
                "name": "todo",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subject",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "588d1848b8139b55e059d99542fe1a6d",
    "id": null,
    "metadata": {},
    "name": "useTodoLiveTodoSubscription",
    "operationKind": "subscription",
    "text": "subscription useTodoLiveTodoSubscription {\n  todoUpdated {\n    ...todoBoard_todo\n    id\n  }\n}\n\nfragment TodoCard_todo on Todo {\n  id\n  title\n  description\n  status\n  priority\n  xpValue\n  xpEarned\n  dueDate\n  contactEmail\n  startedAt\n  completedAt\n  createdAt\n  commitment {\n    id\n    type\n    status\n  }\n  email {\n    id\n    subject\n  }\n}\n\nfragment todoBoard_todo on Todo {\n  id\n  status\n  dueDate\n  createdAt\n  completedAt\n  ...TodoCard_todo\n  commitment {\n    id\n    status\n    todo {\n      id\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e410bf6b201ba576cd1bed4b60497dc";

export default node;
