/**
 * @generated SignedSource<<5a98aae92ee4ac45f9ceea39902f2bc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AnalyzeEmailInput = {
  body: string;
  from: string;
  receivedAt?: any | null | undefined;
  subject: string;
  to?: ReadonlyArray<string> | null | undefined;
};
export type useAnalyzeEmailMutation$variables = {
  input: AnalyzeEmailInput;
};
export type useAnalyzeEmailMutation$data = {
  readonly analyzeEmail: {
    readonly actionRequired: boolean;
    readonly analyzedBy: string;
    readonly category: string;
    readonly commitments: ReadonlyArray<{
      readonly confidence: number;
      readonly description: string;
      readonly dueDate: any | null | undefined;
      readonly dueText: string | null | undefined;
      readonly owedBy: string;
      readonly owedTo: string;
      readonly quote: string;
      readonly title: string;
      readonly type: string;
    }>;
    readonly company: string | null | undefined;
    readonly keyPoints: ReadonlyArray<string>;
    readonly nuggetScore: number;
    readonly priority: string;
    readonly sentiment: string;
    readonly signals: ReadonlyArray<string>;
    readonly suggestedActions: ReadonlyArray<string>;
    readonly suggestedReply: string;
    readonly summary: string;
    readonly transaction: {
      readonly amount: string;
      readonly counterparty: string | null | undefined;
      readonly currency: string;
      readonly date: any;
      readonly rawAmount: string;
      readonly type: string;
    } | null | undefined;
    readonly urgency: string;
  };
};
export type useAnalyzeEmailMutation = {
  response: useAnalyzeEmailMutation$data;
  variables: useAnalyzeEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AnalysisResult",
    "kind": "LinkedField",
    "name": "analyzeEmail",
    "plural": false,
    "selections": [
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
        "name": "category",
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
        "name": "summary",
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
        "name": "company",
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
        "name": "signals",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MinedCommitment",
        "kind": "LinkedField",
        "name": "commitments",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "description",
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
            "name": "dueText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "confidence",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quote",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MinedTransaction",
        "kind": "LinkedField",
        "name": "transaction",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "counterparty",
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
            "name": "rawAmount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAnalyzeEmailMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnalyzeEmailMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7035715e09a7bce62a84f06f4919a75a",
    "id": null,
    "metadata": {},
    "name": "useAnalyzeEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useAnalyzeEmailMutation(\n  $input: AnalyzeEmailInput!\n) {\n  analyzeEmail(input: $input) {\n    nuggetScore\n    category\n    priority\n    summary\n    suggestedReply\n    sentiment\n    urgency\n    keyPoints\n    suggestedActions\n    actionRequired\n    company\n    analyzedBy\n    signals\n    commitments {\n      type\n      title\n      description\n      owedBy\n      owedTo\n      dueDate\n      dueText\n      confidence\n      quote\n    }\n    transaction {\n      type\n      amount\n      currency\n      counterparty\n      date\n      rawAmount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "494f0e62cd9de78cf84f0600a71025d6";

export default node;
