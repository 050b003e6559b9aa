/**
 * @generated SignedSource<<be6bb42a13afc15dad348debf5c110c5>>
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
export type OpenCommitmentItem_commitment$data = {
  readonly dueDate: any | null | undefined;
  readonly email: {
    readonly id: string;
    readonly subject: string;
  } | null | undefined;
  readonly id: string;
  readonly owedBy: string | null | undefined;
  readonly owedByYou: boolean;
  readonly owedTo: string | null | undefined;
  readonly status: CommitmentStatus;
  readonly title: string;
  readonly todo: {
    readonly id: string;
    readonly status: TodoStatus;
  } | null | undefined;
  readonly type: CommitmentType;
  readonly " $fragmentType": "OpenCommitmentItem_commitment";
};
export type OpenCommitmentItem_commitment$key = {
  readonly " $data"?: OpenCommitmentItem_commitment$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenCommitmentItem_commitment">;
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
  "name": "OpenCommitmentItem_commitment",
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
      "kind": "ScalarField",
      "name": "title",
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
      "name": "owedByYou",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "owedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "owedTo",
      "storageKey": null
    },
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
  "type": "Commitment",
  "abstractKey": null
};
})();

(node as any).hash = "1b4d232901eba9ba7c45063e298264e7";

export default node;
