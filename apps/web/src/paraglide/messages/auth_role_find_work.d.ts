/**
* | output |
* | --- |
* | "Find Work" |
*
* @param {Auth_Role_Find_WorkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_role_find_work: ((inputs?: Auth_Role_Find_WorkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Role_Find_WorkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Role_Find_WorkInputs = {};
