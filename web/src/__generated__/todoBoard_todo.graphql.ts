/**
 * @generated SignedSource<<429b3b2d08773b7820f794c7353b415a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
export type TodoStatus = "done" | "in_progress" | "open" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type todoBoard_todo$data = {
  readonly commitment: {
    readonly id: string;
    readonly status: CommitmentStatus;
    readonly todo: {
      readonly id: string;
      readonly status: TodoStatus;
    } | null | undefined;
  } | null | undefined;
  readonly completedAt: any | null | undefined;
  readonly createdAt: any;
  readonly dueDate: any | null | undefined;
  readonly id: string;
  readonly status: TodoStatus;
  readonly " $fragmentSpreads": FragmentRefs<"TodoCard_todo">;
  readonly " $fragmentType": "todoBoard_todo";
};
export type todoBoard_todo$key = {
  readonly " $data"?: todoBoard_todo$data;
  readonly " $fragmentSpreads": FragmentRefs<"todoBoard_todo">;
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
  "name": "todoBoard_todo",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "TodoCard_todo"
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
    }
  ],
  "type": "Todo",
  "abstractKey": null
};
})();

(node as any).hash = "68e0a3e3d5eef45943e0e83a5c7b507a";

export default node;
