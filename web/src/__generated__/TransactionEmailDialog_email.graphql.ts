/**
 * @generated SignedSource<<4937e3b960a844ed288ab240cb9360ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TransactionEmailDialog_email$data = {
  readonly from: {
    readonly email: string;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly receivedAt: any;
  readonly snippet: string;
  readonly subject: string;
  readonly summary: string | null | undefined;
  readonly " $fragmentType": "TransactionEmailDialog_email";
};
export type TransactionEmailDialog_email$key = {
  readonly " $data"?: TransactionEmailDialog_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionEmailDialog_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransactionEmailDialog_email",
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
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EmailAddress",
      "kind": "LinkedField",
      "name": "from",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receivedAt",
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
      "name": "snippet",
      "storageKey": null
    }
  ],
  "type": "Email",
  "abstractKey": null
};

(node as any).hash = "7fd1e5e7010d884f765927b83a9dad74";

export default node;
