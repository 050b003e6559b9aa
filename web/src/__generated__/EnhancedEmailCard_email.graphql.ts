/**
 * @generated SignedSource<<e30cdb940cd7bdd83a0b05f410a8d7ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EnhancedEmailCard_email$data = {
  readonly actionRequired: boolean;
  readonly commitmentCount: number;
  readonly from: {
    readonly email: string;
    readonly name: string;
  } | null | undefined;
  readonly hasAttachments: boolean;
  readonly id: string;
  readonly isRead: boolean;
  readonly isStarred: boolean;
  readonly nuggetScore: number | null | undefined;
  readonly priority: string | null | undefined;
  readonly receivedAt: any;
  readonly snippet: string;
  readonly subject: string;
  readonly summary: string | null | undefined;
  readonly " $fragmentType": "EnhancedEmailCard_email";
};
export type EnhancedEmailCard_email$key = {
  readonly " $data"?: EnhancedEmailCard_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnhancedEmailCard_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EnhancedEmailCard_email",
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
      "name": "snippet",
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
      "name": "isRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isStarred",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasAttachments",
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
      "name": "nuggetScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commitmentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actionRequired",
      "storageKey": null
    }
  ],
  "type": "Email",
  "abstractKey": null
};

(node as any).hash = "74685db48d377bbc299833699c3db205";

export default node;
