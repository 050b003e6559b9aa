/**
 * @generated SignedSource<<23d59ff50554d521b754821ceb4b593a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReanalyseAllMail_query$data = {
  readonly analysisProgress: {
    readonly " $fragmentSpreads": FragmentRefs<"ReanalyseAllMail_progress">;
  };
  readonly mailStats: {
    readonly totalEmails: number;
  };
  readonly " $fragmentType": "ReanalyseAllMail_query";
};
export type ReanalyseAllMail_query$key = {
  readonly " $data"?: ReanalyseAllMail_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReanalyseAllMail_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReanalyseAllMail_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalysisProgress",
      "kind": "LinkedField",
      "name": "analysisProgress",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReanalyseAllMail_progress"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MailStats",
      "kind": "LinkedField",
      "name": "mailStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalEmails",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9d0c58c032a1828938bf3a04b8724481";

export default node;
