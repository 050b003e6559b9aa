/**
 * @generated SignedSource<<5aa471f4c3be72303894ffb9dd3dd633>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailAnalysis_email$data = {
  readonly actionRequired: boolean;
  readonly analysisSignals: ReadonlyArray<string>;
  readonly analyzedAt: any | null | undefined;
  readonly analyzedBy: string | null | undefined;
  readonly category: string | null | undefined;
  readonly company: string | null | undefined;
  readonly id: string;
  readonly keyPoints: ReadonlyArray<string>;
  readonly nuggetScore: number | null | undefined;
  readonly priority: string | null | undefined;
  readonly sentiment: string | null | undefined;
  readonly suggestedActions: ReadonlyArray<string>;
  readonly suggestedReply: string | null | undefined;
  readonly summary: string | null | undefined;
  readonly urgency: string | null | undefined;
  readonly " $fragmentType": "EmailAnalysis_email";
};
export type EmailAnalysis_email$key = {
  readonly " $data"?: EmailAnalysis_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailAnalysis_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailAnalysis_email",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nuggetScore",
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
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentiment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "urgency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keyPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suggestedActions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actionRequired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suggestedReply",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "analyzedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "analyzedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "analysisSignals",
      "storageKey": null
    }
  ],
  "type": "Email",
  "abstractKey": null
};

(node as any).hash = "2167f702e6881426efe3b17baa8293e1";

export default node;
