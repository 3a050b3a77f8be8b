/**
* | output |
* | --- |
* | "I’m a freelancer" |
*
* @param {Auth_Role_Freelancer_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_role_freelancer_hint: ((inputs?: Auth_Role_Freelancer_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Role_Freelancer_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Role_Freelancer_HintInputs = {};
