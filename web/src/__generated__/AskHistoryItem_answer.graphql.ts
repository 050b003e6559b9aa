/**
 * @generated SignedSource<<5b21479a48928903009c822c434b1d30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AskHistoryItem_answer$data = {
  readonly emails: ReadonlyArray<{
    readonly emailId: string;
    readonly link: string;
    readonly subject: string;
  }>;
  readonly query: string;
  readonly summary: string;
  readonly timestamp: any;
  readonly " $fragmentType": "AskHistoryItem_answer";
};
export type AskHistoryItem_answer$key = {
  readonly " $data"?: AskHistoryItem_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AskHistoryItem_answer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AskHistoryItem_answer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "query",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timestamp",
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
      "concreteType": "AskEmailMatch",
      "kind": "LinkedField",
      "name": "emails",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emailId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subject",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AskQuery",
  "abstractKey": null
};

(node as any).hash = "26e2db30820ac5509631f01d46059eeb";

export default node;
