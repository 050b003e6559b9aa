/**
 * @generated SignedSource<<cbc52effaeea0f67efd7e5ecf4c26b14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AskAnswerCard_answer$data = {
  readonly answeredBy: string;
  readonly citations: ReadonlyArray<{
    readonly link: string;
    readonly number: number;
  }>;
  readonly commitments: ReadonlyArray<{
    readonly dueDate: any | null | undefined;
    readonly id: string;
    readonly owedBy: string | null | undefined;
    readonly owedTo: string | null | undefined;
    readonly status: CommitmentStatus;
    readonly title: string;
  }>;
  readonly emails: ReadonlyArray<{
    readonly citation: number | null | undefined;
    readonly company: string | null | undefined;
    readonly emailId: string;
    readonly from: {
      readonly email: string;
      readonly name: string;
    } | null | undefined;
    readonly link: string;
    readonly receivedAt: any;
    readonly snippetHtml: string;
    readonly subjectHtml: string;
  }>;
  readonly id: string;
  readonly interpretation: ReadonlyArray<string>;
  readonly notes: ReadonlyArray<string>;
  readonly query: string;
  readonly suggestions: ReadonlyArray<string>;
  readonly summary: string;
  readonly timestamp: any;
  readonly totalEmails: number;
  readonly transactions: ReadonlyArray<{
    readonly amount: any;
    readonly company: string;
    readonly counterparty: string | null | undefined;
    readonly currency: string;
    readonly date: any;
    readonly description: string;
    readonly id: string;
    readonly link: string | null | undefined;
    readonly type: string;
  }>;
  readonly " $fragmentType": "AskAnswerCard_answer";
};
export type AskAnswerCard_answer$key = {
  readonly " $data"?: AskAnswerCard_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AskAnswerCard_answer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "company",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AskAnswerCard_answer",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "suggestions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answeredBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interpretation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalEmails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AskCitation",
      "kind": "LinkedField",
      "name": "citations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
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
          "name": "subjectHtml",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "snippetHtml",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "receivedAt",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "citation",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Commitment",
      "kind": "LinkedField",
      "name": "commitments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "owedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "owedTo",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AskTransaction",
      "kind": "LinkedField",
      "name": "transactions",
      "plural": true,
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
        (v2/*:: as any*/),
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
          "name": "date",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "AskQuery",
  "abstractKey": null
};
})();

(node as any).hash = "421d1afee2f649ed40e5e770b42a7bff";

export default node;
