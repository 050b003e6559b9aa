/**
 * @generated SignedSource<<ce46d15161dfe43f17f4488075f1b85a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReanalyseAllMail_progress$data = {
  readonly done: number;
  readonly failed: number;
  readonly finishedAt: any | null | undefined;
  readonly inProgress: boolean;
  readonly pending: number;
  readonly startedAt: any | null | undefined;
  readonly total: number;
  readonly " $fragmentType": "ReanalyseAllMail_progress";
};
export type ReanalyseAllMail_progress$key = {
  readonly " $data"?: ReanalyseAllMail_progress$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReanalyseAllMail_progress">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReanalyseAllMail_progress",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inProgress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "done",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pending",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failed",
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
      "name": "finishedAt",
      "storageKey": null
    }
  ],
  "type": "AnalysisProgress",
  "abstractKey": null
};

(node as any).hash = "0477bc0e9bf4c1af1126ec7025db0549";

export default node;
