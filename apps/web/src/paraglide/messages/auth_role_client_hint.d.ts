/**
* | output |
* | --- |
* | "I’m hiring" |
*
* @param {Auth_Role_Client_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_role_client_hint: ((inputs?: Auth_Role_Client_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Role_Client_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Role_Client_HintInputs = {};
