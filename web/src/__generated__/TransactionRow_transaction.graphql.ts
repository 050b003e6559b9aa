/**
 * @generated SignedSource<<1433d58debbe4790c931dbf642e24319>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TransactionType = "Expense" | "Invoice" | "Order" | "Revenue" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TransactionRow_transaction$data = {
  readonly amount: any;
  readonly category: string | null | undefined;
  readonly company: string;
  readonly counterparty: string | null | undefined;
  readonly currency: string;
  readonly date: any;
  readonly description: string;
  readonly editedByUser: boolean;
  readonly email: {
    readonly id: string;
    readonly subject: string;
    readonly " $fragmentSpreads": FragmentRefs<"TransactionEmailDialog_email">;
  } | null | undefined;
  readonly id: string;
  readonly isDemo: boolean;
  readonly type: TransactionType;
  readonly " $fragmentType": "TransactionRow_transaction";
};
export type TransactionRow_transaction$key = {
  readonly " $data"?: TransactionRow_transaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionRow_transaction">;
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
  "name": "TransactionRow_transaction",
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
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterparty",
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
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDemo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedByUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Email",
      "kind": "LinkedField",
      "name": "email",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subject",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TransactionEmailDialog_email"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Transaction",
  "abstractKey": null
};
})();

(node as any).hash = "02c8f800fcdaeaabab27d8d6194d5aab";

export default node;
