/**
 * @generated SignedSource<<1bea679eeac381fc5adf69e460ce90bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddAccountDialog_query$data = {
  readonly providerPresets: ReadonlyArray<{
    readonly imapHost: string | null | undefined;
    readonly imapPort: number | null | undefined;
    readonly imapSecure: boolean | null | undefined;
    readonly note: string | null | undefined;
    readonly provider: string;
    readonly signInUrl: string | null | undefined;
  }>;
  readonly " $fragmentType": "AddAccountDialog_query";
};
export type AddAccountDialog_query$key = {
  readonly " $data"?: AddAccountDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddAccountDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddAccountDialog_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProviderPreset",
      "kind": "LinkedField",
      "name": "providerPresets",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imapHost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imapPort",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imapSecure",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signInUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "286333f3d3269f7d3076153cead90d4d";

export default node;
