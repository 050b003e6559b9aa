/**
 * @generated SignedSource<<b56e153141ee098ba3a8a42fd06e479e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
export type CommitmentType = "action_item" | "deadline" | "promise_made" | "promise_received" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CalendarCommitmentItem_commitment$data = {
  readonly dueDate: any | null | undefined;
  readonly email: {
    readonly id: string;
    readonly subject: string;
  } | null | undefined;
  readonly id: string;
  readonly status: CommitmentStatus;
  readonly title: string;
  readonly type: CommitmentType;
  readonly " $fragmentType": "CalendarCommitmentItem_commitment";
};
export type CalendarCommitmentItem_commitment$key = {
  readonly " $data"?: CalendarCommitmentItem_commitment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarCommitmentItem_commitment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarCommitmentItem_commitment",
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
      "name": "type",
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

(node as any).hash = "604b56bdb62a497a1f06c8f11e9eebab";

export default node;
