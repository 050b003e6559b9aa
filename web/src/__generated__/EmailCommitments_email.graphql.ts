/**
 * @generated SignedSource<<9f32a780abc606b47227a9538eecf8d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
export type CommitmentType = "action_item" | "deadline" | "promise_made" | "promise_received" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailCommitments_email$data = {
  readonly commitments: ReadonlyArray<{
    readonly category: string | null | undefined;
    readonly confidence: number;
    readonly description: string;
    readonly dueDate: any | null | undefined;
    readonly id: string;
    readonly owedBy: string | null | undefined;
    readonly owedByYou: boolean;
    readonly owedTo: string | null | undefined;
    readonly priority: string;
    readonly sourceQuote: string | null | undefined;
    readonly status: CommitmentStatus;
    readonly title: string;
    readonly todo: {
      readonly id: string;
    } | null | undefined;
    readonly type: CommitmentType;
  }>;
  readonly id: string;
  readonly " $fragmentType": "EmailCommitments_email";
};
export type EmailCommitments_email$key = {
  readonly " $data"?: EmailCommitments_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailCommitments_email">;
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
  "name": "EmailCommitments_email",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Commitment",
      "kind": "LinkedField",
      "name": "commitments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confidence",
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
          "name": "category",
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
          "kind": "ScalarField",
          "name": "owedByYou",
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
          "concreteType": "Todo",
          "kind": "LinkedField",
          "name": "todo",
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
  "type": "Email",
  "abstractKey": null
};
})();

(node as any).hash = "1fd91ce86261e21651d3d18b73458e71";

export default node;
