/**
 * @generated SignedSource<<c28e7877db0498221e2a2775bbf0d823>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
export type CommitmentType = "action_item" | "deadline" | "promise_made" | "promise_received" | "%future added value";
export type TodoStatus = "done" | "in_progress" | "open" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TodoCard_todo$data = {
  readonly commitment: {
    readonly id: string;
    readonly status: CommitmentStatus;
    readonly type: CommitmentType;
  } | null | undefined;
  readonly completedAt: any | null | undefined;
  readonly contactEmail: string | null | undefined;
  readonly createdAt: any;
  readonly description: string;
  readonly dueDate: any | null | undefined;
  readonly email: {
    readonly id: string;
    readonly subject: string;
  } | null | undefined;
  readonly id: string;
  readonly priority: string;
  readonly startedAt: any | null | undefined;
  readonly status: TodoStatus;
  readonly title: string;
  readonly xpEarned: number;
  readonly xpValue: number;
  readonly " $fragmentType": "TodoCard_todo";
};
export type TodoCard_todo$key = {
  readonly " $data"?: TodoCard_todo$data;
  readonly " $fragmentSpreads": FragmentRefs<"TodoCard_todo">;
};

const node: ReaderFragment = (function(){
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TodoCard_todo",
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
      "name": "description",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "name": "dueDate",
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
      "kind": "ScalarField",
      "name": "completedAt",
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
        (v1/*:: as any*/)
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
  "type": "Todo",
  "abstractKey": null
};
})();

(node as any).hash = "17e6e006acfa34a76f7cb642862c1c61";

export default node;
