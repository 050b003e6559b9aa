/**
 * @generated SignedSource<<46acfcbfa9ab4e18b683e42c08696e21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useLogoutUserMutation$variables = Record<PropertyKey, never>;
export type useLogoutUserMutation$data = {
  readonly logout: boolean;
};
export type useLogoutUserMutation = {
  response: useLogoutUserMutation$data;
  variables: useLogoutUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "logout",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLogoutUserMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLogoutUserMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "488a2e598f8b0aac8329d4974a177de8",
    "id": null,
    "metadata": {},
    "name": "useLogoutUserMutation",
    "operationKind": "mutation",
    "text": "mutation useLogoutUserMutation {\n  logout\n}\n"
  }
};
})();

(node as any).hash = "0056b6624f0a33daae696bd750be0b90";

export default node;
