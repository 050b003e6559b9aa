/**
 * @generated SignedSource<<41b2e6fabb98f91c86e9088ad96a0d54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type todoBoard_xpSummary$data = {
  readonly todoCounts: {
    readonly done: number;
    readonly inProgress: number;
    readonly open: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"XpSummaryPanel_xp">;
  readonly " $fragmentType": "todoBoard_xpSummary";
};
export type todoBoard_xpSummary$key = {
  readonly " $data"?: todoBoard_xpSummary$data;
  readonly " $fragmentSpreads": FragmentRefs<"todoBoard_xpSummary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "todoBoard_xpSummary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TodoCounts",
      "kind": "LinkedField",
      "name": "todoCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "open",
          "storageKey": null
        },
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
          "name": "done",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "XpSummaryPanel_xp"
    }
  ],
  "type": "XpSummary",
  "abstractKey": null
};

(node as any).hash = "48814fcd5fb5e5db9b836b4c724dad59";

export default node;
