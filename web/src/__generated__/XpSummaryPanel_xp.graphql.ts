/**
 * @generated SignedSource<<e8512b4e71a7ff06555d166b56b51669>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type XpSummaryPanel_xp$data = {
  readonly completionRate: number;
  readonly dailyStreak: number;
  readonly level: number;
  readonly levelStartXP: number;
  readonly nextLevelXP: number;
  readonly nuggetsEarned: number;
  readonly totalXP: number;
  readonly xpToNextLevel: number;
  readonly " $fragmentType": "XpSummaryPanel_xp";
};
export type XpSummaryPanel_xp$key = {
  readonly " $data"?: XpSummaryPanel_xp$data;
  readonly " $fragmentSpreads": FragmentRefs<"XpSummaryPanel_xp">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "XpSummaryPanel_xp",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalXP",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "xpToNextLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "levelStartXP",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextLevelXP",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyStreak",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nuggetsEarned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completionRate",
      "storageKey": null
    }
  ],
  "type": "XpSummary",
  "abstractKey": null
};

(node as any).hash = "e8c5ce18bb9b0c9c1a5349770e8a91dc";

export default node;
